/**
 * A believable catalogue: a product's price against its MRP (maximum retail price,
 * inclusive of all taxes, as Indian packaged goods must show it) and its net quantity, as plain
 * rules shared by the demo seed, the server and the widgets. Prices are integer paise; the
 * selling price compared with the MRP is what the shopper pays, GST included (`product_price`).
 */
import { NET_QUANTITY_UNITS, type NetQuantityUnit } from './constants.ts';
import { MSG } from './messages.ts';
import { formatIndianNumber } from './money.ts';

/** A product's net quantity: how much the pack holds, in one of NET_QUANTITY_UNITS. */
export interface NetQuantity {
  value: number;
  unit: NetQuantityUnit;
}

/** Whether `unit` is one of NET_QUANTITY_UNITS. */
export function isNetQuantityUnit(unit: string): unit is NetQuantityUnit {
  return Object.hasOwn(NET_QUANTITY_UNITS, unit);
}

/** "500 ml", "1 kg", "60 units" → a net quantity; null when the text is not one. */
export function parseNetQuantity(text: string): NetQuantity | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([A-Za-z]+)\s*$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = match[2];
  if (!(value > 0) || !isNetQuantityUnit(unit)) return null;
  return { value, unit };
}

/** A net quantity as packs print it: "500 ml", "1 L", "1 piece", "120 units" (Indian digit grouping). */
export function formatNetQuantity(quantity: NetQuantity): string {
  const [one, more] = MSG.netQuantityUnits[quantity.unit];
  return `${formatIndianNumber(quantity.value, 3)} ${quantity.value === 1 ? one : more}`;
}

/** The quantity in its measure's smallest unit (g, ml or pieces), with the measure. */
export function smallestUnits(quantity: NetQuantity): { measure: string; amount: number } {
  const unit = NET_QUANTITY_UNITS[quantity.unit];
  return { measure: unit.measure, amount: quantity.value * unit.inSmallest };
}

/** The selling price is at or below the MRP (always true without an MRP): selling above it is unlawful. */
export function sellsWithinMrp(sellingPaise: number, mrpPaise: number | null | undefined): boolean {
  return mrpPaise == null || sellingPaise <= mrpPaise;
}

/** The saving against the MRP in whole percent, rounded down; 0 without an MRP or below it. */
export function savingPercent(mrpPaise: number | null | undefined, sellingPaise: number): number {
  if (mrpPaise == null || mrpPaise <= 0 || sellingPaise >= mrpPaise) return 0;
  return Math.floor(((mrpPaise - sellingPaise) * 100) / mrpPaise);
}

/**
 * How a price shows against its MRP: `below` (the MRP struck through; the saving in percent,
 * shown when above 0), `at` ("MRP ₹… (incl. of all taxes)"), or `none` (no MRP known, or one
 * below the price, which cannot be lawful and is not shown).
 */
export type MrpDisplay = { kind: 'none' } | { kind: 'at'; mrpPaise: number } | { kind: 'below'; mrpPaise: number; savingPercent: number };

export function mrpDisplay(mrpPaise: number | null | undefined, sellingPaise: number): MrpDisplay {
  if (mrpPaise == null || !sellsWithinMrp(sellingPaise, mrpPaise)) return { kind: 'none' };
  if (sellingPaise === mrpPaise) return { kind: 'at', mrpPaise };
  return { kind: 'below', mrpPaise, savingPercent: savingPercent(mrpPaise, sellingPaise) };
}

/** One pack size of a product: its price in paise and its net quantity. */
export interface PackPrice {
  pricePaise: number;
  quantity: NetQuantity;
}

/**
 * A larger pack of the same product is priced believably against a smaller one: it holds more
 * of the same measure, costs more, and costs less per gram, millilitre or piece.
 */
export function largerPackPricedRight(smaller: PackPrice, larger: PackPrice): boolean {
  const small = smallestUnits(smaller.quantity);
  const large = smallestUnits(larger.quantity);
  if (small.measure !== large.measure || large.amount <= small.amount) return false;
  if (larger.pricePaise <= smaller.pricePaise) return false;
  // price per unit: larger / large.amount < smaller / small.amount, without dividing.
  return larger.pricePaise * small.amount < smaller.pricePaise * large.amount;
}
