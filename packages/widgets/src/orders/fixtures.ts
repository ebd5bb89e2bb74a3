/**
 * Sample data for the order page's stories and tests only (never used by a running widget):
 * shaped as the API client returns it, money in paise.
 */
import type { OrderDetail, OrderLine } from '@so/contract';

export function sampleOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 71,
    product_id: 1,
    product_name: 'A2 Desi Cow Ghee 500 ml',
    product_image: '/media/products/1001-1-640.webp',
    quantity: 2,
    selling_price: 78750,
    tax_name: 'GST 5%',
    product_total: 157500,
    is_rated: false,
    product_rating_by_user: null,
    ...overrides,
  };
}

const home = { id: 32, full_name: 'Asha Patel', mobile_no: '+919800000002', full_address: '4th floor, Nariman Bhavan, Nariman Point, Mumbai, Maharashtra 400021, India' };

/** A cash-on-delivery order of two products to Mumbai: pending, unpaid, not invoiced. */
export function sampleOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const lines = [
    sampleOrderLine(),
    sampleOrderLine({ id: 72, product_id: 2, product_name: 'Raw Forest Honey', product_image: '/media/products/1002-1-640.webp', quantity: 1, selling_price: 24900, product_total: 24900, is_rated: true, product_rating_by_user: 4 }),
  ];
  return {
    order_id: 'SO100009',
    order_date: '2026-03-05T10:30:00+05:30',
    delivery_date: '2026-03-12',
    order_status: 'Pending',
    is_paid: false,
    is_invoiced: false,
    billing_address: { ...home },
    shipping_address: { ...home },
    product_total: 182400,
    tax_amt: 8686,
    shipping_amt: 10000,
    discount_amt: 0,
    used_coin: 0,
    final_total: 192400,
    is_gift: false,
    gift_message: null,
    applied_voucher_code: null,
    pay_type: 'COD',
    product_info: lines,
    rated_product_info: lines,
    refunds: [],
    events: [{ kind: 'placed', at: '2026-03-05T05:00:00.000Z' }],
    ...overrides,
  };
}

export const otherShippingAddress = { id: 33, full_name: 'Ravi Patel', mobile_no: '+919811111111', full_address: '9, Koregaon Park, Lane 5, Pune, Maharashtra 411001, India' };
