import { MSG } from '@so/contract';
import type { CartData, CartLine } from '@so/stores';
import { EmptyState, ErrorState, Icon, Img, Link, Price, Skeleton, useModalDialog } from '@so/ui';
import { useId, useRef } from 'react';
import { CART_COPY, lineName, lineStock } from '../cart/index.ts';
import { routes } from '../shared/links.ts';
import { DRAWER_COPY } from './copy.ts';

export type CartDrawerState = { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; cart: CartData };

export interface CartDrawerViewProps {
  open: boolean;
  state: CartDrawerState;
  /** What just happened ("Product added to cart!", "Product removed from cart!"). */
  notice?: string | null;
  /** Why Checkout cannot go on (out of stock, minimum order). */
  block?: { title: string; description?: string } | null;
  /** Lines being removed. */
  removing?: readonly number[];
  onClose: () => void;
  onRemove: (line: CartLine) => void;
  /** A link inside was followed (the drawer closes). */
  onNavigate: () => void;
  onCheckout: () => void;
}

function DrawerBody({ state, removing = [], onRemove, onNavigate }: Pick<CartDrawerViewProps, 'state' | 'removing' | 'onRemove' | 'onNavigate'>) {
  const listId = useId();
  if (state.status === 'loading')
    return (
      <div role="status" aria-busy="true" className="drawer__lines">
        <span className="visually-hidden">{DRAWER_COPY.loading}</span>
        {[0, 1].map((i) => (
          <div key={i} className="drawer-line" aria-hidden="true">
            <Skeleton width={56} height={56} />
            <div className="drawer-line__info">
              <Skeleton height={16} width="80%" />
              <Skeleton height={14} width="40%" />
            </div>
          </div>
        ))}
      </div>
    );
  if (state.status === 'error') return <ErrorState title={MSG.somethingWentWrong} description={MSG.tryAgainLater} onRetry={state.onRetry} />;
  if (state.cart.cart_items.length === 0)
    return (
      <EmptyState>
        <p className="drawer__empty">{MSG.cartEmpty}</p>
        <Link to={routes.shop()} className="btn" onClick={onNavigate}>
          {MSG.shopNow}
        </Link>
      </EmptyState>
    );
  return (
    <>
      <h3 id={listId} className="visually-hidden">
        {DRAWER_COPY.lines}
      </h3>
      <ul className="drawer__lines" aria-labelledby={listId}>
        {state.cart.cart_items.map((line) => {
          const name = lineName(line);
          const href = routes.product(line.product_id, name);
          const busy = removing.includes(line.id);
          return (
            <li key={line.id} className="drawer-line" part="line">
              <Img src={line.product_image} alt="" width={56} height={56} widths={[320]} sizes="56px" className="drawer-line__img" />
              <div className="drawer-line__info">
                <Link to={href} className="drawer-line__name" onClick={onNavigate}>
                  {name}
                </Link>
                <span className="drawer-line__qty">{DRAWER_COPY.quantity(line.quantity)}</span>
                {lineStock(line).outOfStock && <span className="badge badge--danger">{MSG.outOfStock}</span>}
              </div>
              <div className="drawer-line__end">
                <Price paise={line.total} />
                <button
                  type="button"
                  className="btn btn--small btn--ghost"
                  aria-label={CART_COPY.removeItem(name)}
                  aria-busy={busy || undefined}
                  onClick={() => !busy && onRemove(line)}
                >
                  {CART_COPY.remove}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The mini cart: a modal side drawer on a <dialog> (`useModalDialog`). Focus moves in and stays
 * inside, Escape or the backdrop closes it, and focus goes back to the control that opened it:
 * the Add to cart button inside the product element, once that button is enabled again.
 */
export function CartDrawerView({ open, state, notice, block, removing, onClose, onRemove, onNavigate, onCheckout }: CartDrawerViewProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const modal = useModalDialog(ref, { open, onClose });
  const titleId = useId();
  const blockId = useId();

  const ready = state.status === 'ready' && state.cart.cart_items.length > 0 ? state.cart : null;
  return (
    <dialog
      ref={ref}
      className="drawer"
      aria-labelledby={titleId}
      {...modal}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      part="drawer"
    >
      <div className="drawer__head">
        <h2 id={titleId}>
          {DRAWER_COPY.title}
          {ready && <span className="drawer__count"> ({CART_COPY.itemCount(ready.cart_items.length)})</span>}
        </h2>
        <button type="button" className="icon-btn" aria-label={DRAWER_COPY.close} onClick={onClose} part="close">
          <Icon name="close" />
        </button>
      </div>
      <div className="drawer__body">
        {/* Seen here; heard through the page's live region (the toast of the same text, ui announce). */}
        <p className="drawer__notice">{notice ?? ''}</p>
        {open && <DrawerBody state={state} removing={removing} onRemove={onRemove} onNavigate={onNavigate} />}
      </div>
      {open && ready && (
        <div className="drawer__foot">
          <div className="drawer__subtotal">
            <span>{DRAWER_COPY.subtotal}</span>
            <Price paise={ready.final_total} />
          </div>
          <p className="drawer__note">{DRAWER_COPY.subtotalNote}</p>
          {block && (
            <div id={blockId} className="alert" role="alert">
              <strong>{block.title}</strong>
              {block.description && <span>{block.description}</span>}
            </div>
          )}
          <div className="drawer__actions">
            <Link to={routes.cart()} className="btn btn--ghost" onClick={onNavigate} part="view-cart">
              {DRAWER_COPY.viewCart}
            </Link>
            <button type="button" className="btn" onClick={onCheckout} aria-describedby={block ? blockId : undefined} part="checkout">
              {DRAWER_COPY.checkout}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
