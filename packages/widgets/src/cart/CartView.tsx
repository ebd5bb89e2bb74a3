import { MSG } from '@so/contract';
import type { CartData, CartLine } from '@so/stores';
import { ErrorState, Img, Link, Price, QuantityStepper, Skeleton } from '@so/ui';
import { useId } from 'react';
import { routes } from '../shared/links.ts';
import { ShopNowEmpty } from '../shared/ShopNowEmpty.tsx';
import { CoinRedeem, TotalsTable, VoucherForm, type CoinRedeemProps, type VoucherFormProps } from './CartPanels.tsx';
import { CART_COPY } from './copy.ts';
import { FieldError } from '../shared/FieldError.tsx';
import { lineName, lineStock, lineTotalFor, type CartTotalsView } from './rules.ts';

/** What the page shows of one line while the shopper edits it. */
export interface CartLineState {
  /** The quantity as typed (until the server has it). */
  draft?: string;
  /** A quantity update is waiting or under way. */
  busy?: boolean;
  /** Why the typed quantity was not sent, or was brought down to the stock. */
  error?: string;
}

export type CartViewState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; cart: CartData; totals: CartTotalsView };

export interface CartViewProps {
  state: CartViewState;
  lines?: Readonly<Record<number, CartLineState>>;
  voucher: VoucherFormProps;
  /** The coin redemption panel, or null when it does not apply (visitor, wallet off). */
  coins: CoinRedeemProps | null;
  downloading?: boolean;
  /** Quantity updates are pending: checkout waits for them. */
  busy?: boolean;
  /** A typed or stepped quantity; `clamped` when a number above the stock was brought down to it. */
  onQuantity: (line: CartLine, text: string, clamped?: boolean) => void;
  /** The quantity box lost focus. */
  onQuantityLeave?: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
  onDownload: () => void;
  onCheckout: () => void;
}

interface CartLineItemProps extends Pick<CartViewProps, 'onQuantity' | 'onQuantityLeave' | 'onRemove'> {
  line: CartLine;
  state: CartLineState;
}

function CartLineItem({ line, state, onQuantity, onQuantityLeave, onRemove }: CartLineItemProps) {
  const id = useId();
  const name = lineName(line);
  const shown = state.draft ?? String(line.quantity);
  const href = routes.product(line.product_id, name);
  const { outOfStock, max } = lineStock(line);
  const overStock = !outOfStock && line.quantity > max;
  return (
    <li className="cart-line" part="line">
      <Link to={href} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <Img src={line.product_image} alt="" width={96} height={96} widths={[320]} sizes="96px" />
      </Link>
      <div className="cart-line__info">
        <h3 className="cart-line__name">
          <Link to={href}>{name}</Link>
        </h3>
        <p className="cart-line__price">
          <span className="visually-hidden">{CART_COPY.unitPrice}: </span>
          <Price paise={line.selling_price} />
        </p>
        {outOfStock && (
          <p className="cart-line__stock">
            <span className="badge badge--danger">{MSG.outOfStock}</span>
          </p>
        )}
        {overStock && <p className="cart-line__warn">{CART_COPY.onlyLeft(max)}</p>}
      </div>
      <div className="cart-line__qty">
        <QuantityStepper
          value={shown}
          onChange={(text, clamped) => onQuantity(line, text, clamped)}
          onBlur={onQuantityLeave && (() => onQuantityLeave(line))}
          min={1}
          max={Math.max(1, max)}
          label={CART_COPY.quantityOf(name)}
          disabled={outOfStock}
          describedBy={state.error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} error={state.error} />
        {state.busy && !state.error && (
          <p className="cart-line__busy" role="status">
            {CART_COPY.updating}
          </p>
        )}
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{CART_COPY.lineTotal}: </span>
        <Price paise={lineTotalFor(line, shown)} />
      </p>
      <button type="button" className="btn btn--small btn--ghost cart-line__remove" aria-label={CART_COPY.removeItem(name)} onClick={() => onRemove(line)} part="remove">
        {CART_COPY.remove}
      </button>
    </li>
  );
}

/** Placeholder of the cart page, shaped like it (no layout shift when the cart arrives). */
export function CartSkeleton() {
  return (
    <div className="cart container" role="status" aria-busy="true">
      <span className="visually-hidden">{CART_COPY.loading}</span>
      <div aria-hidden="true">
        <Skeleton width={180} height={32} style={{ margin: '16px 0' }} />
        <div className="cart__layout">
          <div className="cart__items">
            {[0, 1, 2].map((i) => (
              <div key={i} className="cart-line cart-line--skeleton">
                <Skeleton width={96} height={96} />
                <div className="cart-line__info">
                  <Skeleton height={18} width="70%" />
                  <Skeleton height={16} width="30%" />
                </div>
              </div>
            ))}
          </div>
          <div className="cart__summary">
            <Skeleton height={220} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The /cart page: items, Order Total panel, voucher, coins, PDF, Continue Shopping, Process Checkout. */
export function CartView({ state, lines = {}, voucher, coins, downloading = false, busy = false, onQuantity, onQuantityLeave, onRemove, onDownload, onCheckout }: CartViewProps) {
  const id = useId();
  if (state.status === 'loading') return <CartSkeleton />;
  if (state.status === 'error')
    return (
      <div className="cart container">
        <h1 className="cart__title">{CART_COPY.title}</h1>
        <ErrorState title={MSG.somethingWentWrong} description={MSG.tryAgainLater} onRetry={state.onRetry} />
      </div>
    );
  const { cart, totals } = state;
  if (cart.cart_items.length === 0)
    return (
      <div className="cart container">
        <h1 className="cart__title">{CART_COPY.title}</h1>
        <ShopNowEmpty message={MSG.cartEmpty} className="cart__empty" />
      </div>
    );
  return (
    <div className="cart container" part="cart">
      <h1 className="cart__title">
        {CART_COPY.title} <span className="cart__count">({CART_COPY.itemCount(cart.cart_items.length)})</span>
      </h1>
      <div className="cart__layout">
        <section className="cart__items" aria-labelledby={`${id}-items`}>
          <h2 id={`${id}-items`} className="visually-hidden">
            {CART_COPY.items}
          </h2>
          <ul className="cart__list">
            {cart.cart_items.map((line) => (
              <CartLineItem key={line.id} line={line} state={lines[line.id] ?? {}} onQuantity={onQuantity} onQuantityLeave={onQuantityLeave} onRemove={onRemove} />
            ))}
          </ul>
          <div className="cart__actions">
            <Link to={routes.shop()} className="btn btn--ghost" part="continue-shopping">
              {CART_COPY.continueShopping}
            </Link>
            <button type="button" className="btn btn--ghost" onClick={onDownload} aria-busy={downloading || undefined} part="download">
              {downloading ? CART_COPY.downloading : CART_COPY.downloadPdf}
            </button>
          </div>
        </section>
        <aside className="cart__summary" aria-labelledby={`${id}-total`} part="summary">
          <h2 id={`${id}-total`} className="cart__summary-title">
            {CART_COPY.orderTotal}
          </h2>
          <TotalsTable totals={totals} />
          <VoucherForm {...voucher} />
          {coins && <CoinRedeem {...coins} />}
          <button type="button" className="btn cart__checkout" onClick={onCheckout} disabled={busy} part="checkout">
            {CART_COPY.processCheckout}
          </button>
        </aside>
      </div>
    </div>
  );
}
