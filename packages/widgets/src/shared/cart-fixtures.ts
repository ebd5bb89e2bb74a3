/**
 * Sample carts for stories and tests only (never used by a running widget): shaped as the API
 * client returns GET /cart/'s data, money in paise.
 */
import type { CartData, CartLine } from '@so/stores';

export function sampleLine(overrides: Partial<CartLine> = {}): CartLine {
  const id = overrides.id ?? 1;
  const quantity = overrides.quantity ?? 1;
  const selling = overrides.selling_price ?? 78750;
  return {
    id,
    product: 1000 + id,
    product_id: 1000 + id,
    product_name: 'A2 Desi Cow Ghee 500 ml',
    product_image: `/media/products/${1000 + id}-1-320.webp`,
    quantity,
    selling_price: selling,
    total: selling * quantity,
    available_quantity: { Quantity: 12 },
    ...overrides,
  };
}

/** A cart whose totals are the sums of its lines (GST 5 % included in each price). */
export function sampleCart(lines: CartLine[] = defaultLines()): CartData {
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const gst = Math.round(total - total / 1.05);
  return {
    cart_items: lines,
    total,
    discount_amt: 0,
    gst_amt: gst,
    final_total: total,
    cart_counter: lines.length,
    product_price: total - gst,
  };
}

export function defaultLines(): CartLine[] {
  return [
    sampleLine({ id: 1, quantity: 2 }),
    sampleLine({ id: 2, product_name: 'Raw Forest Honey 250 g', selling_price: 34900, quantity: 1, available_quantity: { Quantity: 4 } }),
    sampleLine({ id: 3, product_name: 'Tulsi Green Tea', selling_price: 19900, quantity: 3 }),
  ];
}
