/** Business rules (docs/rules.md) as plain functions, shared by the server and the widgets. */
import {
  CART_QUANTITY_CAP_UNKNOWN_STOCK,
  COIN_EARN_RUPEES_PER_COIN,
  COUNTER_BADGE_CAP,
  FREE_SHIPPING_CITY,
  MINIMUM_ORDER_EXEMPT_WORD,
  MINIMUM_ORDER_PAISE,
  PAISE_PER_RUPEE,
  SEARCH_SUGGESTIONS_MAX,
  SEARCH_SUGGESTIONS_WITH_MORE,
  SHIPPING_FLAT_PAISE,
} from './constants.ts';

/** Counter badge text: the number, or "99+" above the cap; empty at 0. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > COUNTER_BADGE_CAP ? `${COUNTER_BADGE_CAP}+` : String(count);
}

/** How many suggestions to show and whether "See more results" follows. */
export function suggestionsToShow(found: number): { shown: number; seeMore: boolean } {
  if (found > SEARCH_SUGGESTIONS_MAX) return { shown: SEARCH_SUGGESTIONS_WITH_MORE, seeMore: true };
  return { shown: found, seeMore: false };
}

/** The most units a shopper may ask for: the stock, or 20 when stock is unknown. */
export function maxOrderable(stock: number | null | undefined, stockKnown = true): number {
  if (!stockKnown || stock === undefined) return CART_QUANTITY_CAP_UNKNOWN_STOCK;
  return Math.max(0, stock ?? 0);
}

/** Whether a product can be bought at all (null or 0 stock is out of stock). */
export function inStock(stock: number | null | undefined): boolean {
  return typeof stock === 'number' && stock > 0;
}

/** Minimum order: final total strictly above ₹250, unless a product name contains "book". */
export function meetsMinimumOrder(finalTotalPaise: number, productNames: readonly string[]): boolean {
  if (productNames.some((name) => name.toLowerCase().includes(MINIMUM_ORDER_EXEMPT_WORD))) return true;
  return finalTotalPaise > MINIMUM_ORDER_PAISE;
}

/** Shipping: ₹100 flat; free for SO Elite members and Ahmedabad addresses. */
export function shippingPaise(isElite: boolean, city: string | null | undefined): number {
  if (isElite) return 0;
  if ((city ?? '').trim().toLowerCase() === FREE_SHIPPING_CITY.toLowerCase()) return 0;
  return SHIPPING_FLAT_PAISE;
}

/** Coins earned: floor(final total in rupees / 100); none when coins were redeemed. */
export function coinsEarned(finalTotalPaise: number, redeemedCoins: number): number {
  if (redeemedCoins > 0) return 0;
  return Math.max(0, Math.floor(finalTotalPaise / PAISE_PER_RUPEE / COIN_EARN_RUPEES_PER_COIN));
}

/** What the order page's rules look at (pay_by: the deadline of an unpaid online order, ISO time). */
export interface OrderPayState {
  pay_type?: string | null;
  order_status: string;
  is_paid: boolean;
  pay_by?: string | null;
}

/**
 * Whole minutes left to pay an unpaid online order before the store cancels it (rounded up, so
 * "1 minute" is shown until the very end; 0 once the deadline has passed); null without a deadline.
 */
export function payMinutesLeft(payBy: string | null | undefined, now: Date): number | null {
  if (!payBy) return null;
  const deadline = Date.parse(payBy);
  if (Number.isNaN(deadline)) return null;
  return Math.max(0, Math.ceil((deadline - now.getTime()) / 60_000));
}

/**
 * Accept and Pay is offered for an online order that is not Cancelled, not paid, not Delivered and
 * whose time to pay (pay_by) has not run out. A Cash on Delivery order is paid at the door: never.
 */
export function canPayOrder(order: OrderPayState, now: Date = new Date()): boolean {
  if (order.pay_type === 'COD') return false;
  if (order.is_paid || order.order_status === 'Cancelled' || order.order_status === 'Delivered') return false;
  return payMinutesLeft(order.pay_by, now) !== 0;
}

/** Review Product is offered once the order is Delivered. */
export function canReviewOrder(order: Pick<OrderPayState, 'order_status'>): boolean {
  return order.order_status === 'Delivered';
}
