/**
 * The one place a cart is priced. The cart page (GET /cart/), removing an item, the voucher
 * check, the cart PDF and order placement all call `priceLines`, so the shopper sees exactly the
 * amounts the order is made of. Every amount is integer paise and comes from the database; nothing
 * a client sends is ever used as a price.
 *
 * A line is priced at the product's product_price = base_price + GST (per unit) × quantity.
 * total = Σ lines, gst = Σ GST, base = Σ base (= total − gst), final = total − discount.
 */
import { paiseToRupees, type CartItem, type CartResponse, type CartTotals, type Wire } from '@so/contract';
import type { Db } from '../db/types.ts';
import { productImageUrl, SQUARE_WIDTHS } from '../media/urls.ts';
import type { Owner } from '../owner.ts';
import { run, sql } from '../db/sql.ts';

/** One cart line as read from the database (product columns at the time of reading). */
export interface LineInput {
  /** cart_items.id */
  itemId: number;
  productId: number;
  name: string;
  quantity: number;
  basePricePaise: number;
  gstPaise: number;
  gstRate: number;
  /** NULL: out of stock. */
  stock: number | null;
}

export interface PricedLine extends LineInput {
  /** base + GST, per unit. */
  sellingPaise: number;
  /** sellingPaise × quantity. */
  lineTotalPaise: number;
  lineGstPaise: number;
  lineBasePaise: number;
}

export interface CartPricing {
  lines: PricedLine[];
  totalPaise: number;
  gstPaise: number;
  basePaise: number;
  discountPaise: number;
  /** total − discount: what the voucher and the minimum order look at. */
  finalTotalPaise: number;
}

/** Prices lines; `discountPaise` (the voucher's) is capped at the total. */
export function priceLines(inputs: readonly LineInput[], discountPaise = 0): CartPricing {
  let totalPaise = 0;
  let gstPaise = 0;
  let basePaise = 0;
  const lines = inputs.map((input): PricedLine => {
    const sellingPaise = input.basePricePaise + input.gstPaise;
    const line: PricedLine = {
      ...input,
      sellingPaise,
      lineTotalPaise: sellingPaise * input.quantity,
      lineGstPaise: input.gstPaise * input.quantity,
      lineBasePaise: input.basePricePaise * input.quantity,
    };
    totalPaise += line.lineTotalPaise;
    gstPaise += line.lineGstPaise;
    basePaise += line.lineBasePaise;
    return line;
  });
  const discount = Math.max(0, Math.min(discountPaise, totalPaise));
  return { lines, totalPaise, gstPaise, basePaise, discountPaise: discount, finalTotalPaise: totalPaise - discount };
}

/** The same lines with another discount. */
export function withDiscount(pricing: CartPricing, discountPaise: number): CartPricing {
  return priceLines(pricing.lines, discountPaise);
}

interface LineRow {
  id: number;
  product_id: number;
  quantity: number;
  name: string;
  base_price_paise: number;
  gst_paise: number;
  gst_rate: number;
  stock: number | null;
}

function toInput(row: LineRow): LineInput {
  return {
    itemId: row.id,
    productId: row.product_id,
    name: row.name,
    quantity: row.quantity,
    basePricePaise: row.base_price_paise,
    gstPaise: row.gst_paise,
    gstRate: row.gst_rate,
    stock: row.stock,
  };
}

/** The cart lines of an owner, oldest first. */
export async function readCartLines(db: Db, owner: Owner): Promise<LineInput[]> {
  const { rows } = await run<LineRow>(db, sql`SELECT ci.id, ci.product_id, ci.quantity, p.name, p.base_price_paise, p.gst_paise, p.gst_rate, p.stock
       FROM cart_items ci JOIN products p ON p.id = ci.product_id
      WHERE ci.owner_kind = ${owner.kind} AND ci.owner_id = ${owner.id}
      ORDER BY ci.created_at, ci.id`);
  return rows.map(toInput);
}

/** The priced cart of an owner (no voucher). */
export async function priceCart(db: Db, owner: Owner): Promise<CartPricing> {
  return priceLines(await readCartLines(db, owner));
}

type TotalKey = 'total' | 'discount_amt' | 'gst_amt' | 'final_total';
/** A cart's totals on the wire (rupees). */
export type TotalsWire = Wire<Pick<CartTotals, TotalKey>, TotalKey>;
/** A cart line on the wire (rupees). */
export type CartLineWire = Wire<CartItem, 'selling_price' | 'total'>;
/** CartResponse.data on the wire (rupees). */
export type CartWire = Wire<Omit<CartResponse['data'], 'cart_items'>, TotalKey | 'product_price'> & { cart_items: CartLineWire[] };

/** The totals as the wire carries them (rupees): total, discount_amt, gst_amt, final_total. */
export function totalsWire(pricing: CartPricing): TotalsWire {
  return {
    total: paiseToRupees(pricing.totalPaise),
    gst_amt: paiseToRupees(pricing.gstPaise),
    discount_amt: paiseToRupees(pricing.discountPaise),
    final_total: paiseToRupees(pricing.finalTotalPaise),
  };
}

/** A priced cart in the wire shape of CartResponse.data. */
export function cartWire(pricing: CartPricing): CartWire {
  return {
    cart_items: pricing.lines.map((line) => ({
      id: line.itemId,
      product: line.productId,
      product_id: line.productId,
      product_name: line.name,
      product_image: productImageUrl(line.productId, 1, SQUARE_WIDTHS[0]),
      quantity: line.quantity,
      selling_price: paiseToRupees(line.sellingPaise),
      total: paiseToRupees(line.lineTotalPaise),
      available_quantity: { Quantity: line.stock },
    })),
    ...totalsWire(pricing),
    cart_counter: pricing.lines.length,
    product_price: paiseToRupees(pricing.basePaise),
  };
}
