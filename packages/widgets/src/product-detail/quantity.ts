import { MSG, inStock, maxOrderable } from '@so/contract';

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; title: string; description?: string };

/**
 * A quantity is a whole number from 1 to the stock. Above the stock the error says how
 * many are available; anything else that is not a whole number of at least 1 is just invalid.
 */
export function checkQuantity(text: string, stock: number | null): QuantityCheck {
  const trimmed = text.trim();
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) return { ok: false, title: MSG.invalidQuantity };
  if (!inStock(stock)) return { ok: false, title: MSG.outOfStock };
  const max = maxOrderable(stock);
  if (n > max) return { ok: false, title: MSG.invalidQuantity, description: MSG.maximumUnits(max) };
  return { ok: true, quantity: n };
}

/**
 * What the page says after a quantity typed above the stock was clamped to it:
 * the same "Invalid quantity" / "Maximum n units available" as a refused quantity.
 */
export function clampedNotice(stock: number | null): { title: string; description: string } {
  return { title: MSG.invalidQuantity, description: MSG.maximumUnits(maxOrderable(stock)) };
}
