import { PAISE_PER_RUPEE, MSG, inStock, maxOrderable, meetsMinimumOrder } from '@so/contract';
import type { CartLine, CartTotals } from '@so/stores';
import { CART_COPY } from './copy.ts';

/** The name a line shows (the server may omit it). */
export function lineName(line: CartLine): string {
  return line.product_name || CART_COPY.productFallback(line.product_id);
}

/**
 * A line's stock as the cart sees it. `available_quantity.Quantity` null or ≤ 0 is out of
 * stock (as for products); a line without that field has unknown stock and may
 * go up to 20.
 */
export function lineStock(line: CartLine): { outOfStock: boolean; max: number } {
  const known = line.available_quantity !== undefined && line.available_quantity.Quantity !== undefined;
  const stock = known ? line.available_quantity.Quantity : undefined;
  if (known && !inStock(stock)) return { outOfStock: true, max: 0 };
  return { outOfStock: false, max: maxOrderable(stock, known) };
}

export type QuantityCheck =
  | { ok: true; quantity: number }
  | { ok: false; empty: true }
  | { ok: false; empty?: false; kind: 'warning' | 'error'; title: string; description?: string };

/**
 * A cart quantity is a whole number from 1 to the stock (20 when unknown).
 * Below 1: warning "Please set the quantity greater than 0!" (a negative number:
 * "Quantity cannot be set less than 0!"); above: "Invalid quantity" / "Maximum n units available".
 */
export function checkLineQuantity(text: string, max: number): QuantityCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, empty: true };
  if (/^-\d+$/.test(trimmed) && Number(trimmed) < 0) return { ok: false, kind: 'error', title: MSG.quantityBelowZero };
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(n)) return { ok: false, kind: 'error', title: MSG.invalidQuantity };
  if (n < 1) return { ok: false, kind: 'warning', title: MSG.quantityGreaterThanZero };
  if (n > max) return { ok: false, kind: 'error', title: MSG.invalidQuantity, description: MSG.maximumUnits(max) };
  return { ok: true, quantity: n };
}

/** The whole number of units a quantity box shows, or null when it shows none (empty, 0, not a number). */
export function shownQuantity(text: string): number | null {
  const trimmed = text.trim();
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * A line's total for the quantity its box shows: the server's total for the quantity it has,
 * else the unit price times the shown quantity (the server prices a line exactly so), so the
 * total never lags behind the box while an update is on its way.
 */
export function lineTotalFor(line: CartLine, text: string): number {
  const n = shownQuantity(text);
  return n === null || n === line.quantity ? line.total : line.selling_price * n;
}

/** A quantity message as the line shows it under its box: "title: description". */
export function inlineMessage(message: { title: string; description?: string }): string {
  return message.description ? `${message.title}: ${message.description}` : message.title;
}

/** What the cart says after a quantity typed above the stock was clamped to it. */
export function clampedMessage(max: number): { title: string; description: string } {
  return { title: MSG.invalidQuantity, description: MSG.maximumUnits(max) };
}

/** Why the cart cannot go to checkout, or null when it can. */
export function checkoutBlock(lines: readonly CartLine[], finalTotalPaise: number): { title: string; description?: string } | null {
  const out = lines.filter((line) => lineStock(line).outOfStock).map(lineName);
  if (out.length > 0) return { title: MSG.cannotProceedToCheckout, description: MSG.isOutOfStock(out.join(', ')) };
  if (!meetsMinimumOrder(finalTotalPaise, lines.map(lineName))) return { title: MSG.minimumOrderValue };
  return null;
}

/** The most coins this order can take: floor of the order total in rupees. */
export function coinCap(finalTotalPaise: number): number {
  return Math.max(0, Math.floor(finalTotalPaise / PAISE_PER_RUPEE));
}

export type CoinCheck = { ok: true; coins: number } | { ok: false; message: string; login?: boolean };

/**
 * Coin redeem checks (docs/rules.md#coins), in this order: logged in (else the login prompt), user
 * loaded, coins greater than 0, not above the available coins, not above the order total.
 */
export function checkCoins(input: {
  loggedIn: boolean;
  contactId: number | null;
  text: string;
  available: number | null;
  finalTotalPaise: number;
}): CoinCheck {
  if (!input.loggedIn) return { ok: false, message: MSG.loginToRedeem, login: true };
  if (input.contactId === null || input.available === null) return { ok: false, message: MSG.userNotLoaded };
  const trimmed = input.text.trim();
  const coins = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(coins) || coins <= 0) return { ok: false, message: MSG.coinsGreaterThanZero };
  if (coins > input.available) return { ok: false, message: MSG.coinsAboveAvailable };
  if (coins > coinCap(input.finalTotalPaise)) return { ok: false, message: MSG.coinsAboveTotal };
  return { ok: true, coins };
}

/** The amounts the Order Total panel shows (paise): the stores' one computation of them. */
export type CartTotalsView = CartTotals;
