import { Icon, Link, Price, Skeleton } from '@so/ui';
import type { Ref } from 'react';
import { routes } from '../shared/links.ts';
import { BAR_COPY } from './copy.ts';

export interface CartBarViewProps {
  /** Lines in the cart. */
  count: number;
  /** The cart's payable total in paise (as the cart page shows it), or null while it loads. */
  totalPaise: number | null;
  /** Show the SO Elite upgrade prompt (non-members). */
  showElite: boolean;
  barRef?: Ref<HTMLElement>;
  /** Out of sight for now (a phone's text field has focus); its spacer keeps its place in the page. */
  hidden?: boolean;
}

/**
 * The sticky bottom cart bar: item count, cart total, View cart, and for non-members the
 * SO Elite prompt. A spacer of the bar's height in the page flow keeps the page's end reachable.
 */
export function CartBarView({ count, totalPaise, showElite, barRef, hidden = false }: CartBarViewProps) {
  return (
    <>
      <div className="cart-bar__spacer" aria-hidden="true" />
      <aside ref={barRef} className="cart-bar" aria-label={BAR_COPY.label} hidden={hidden} part="bar">
        <div className="cart-bar__inner">
          <div className="cart-bar__summary">
            <Icon name="cart" />
            <span className="cart-bar__count">{BAR_COPY.items(count)}</span>
            <span className="cart-bar__total">
              <span className="visually-hidden">{BAR_COPY.total}: </span>
              {totalPaise === null ? <Skeleton width={72} height={18} /> : <Price paise={totalPaise} />}
            </span>
          </div>
          {showElite && (
            <Link to={routes.eliteplans()} className="cart-bar__elite" part="elite">
              <Icon name="truck" />
              <span>{BAR_COPY.elite}</span>
            </Link>
          )}
          <Link to={routes.cart()} className="btn btn--small cart-bar__view" part="view-cart">
            {BAR_COPY.viewCart}
          </Link>
        </div>
      </aside>
    </>
  );
}
