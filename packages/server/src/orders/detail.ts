/** Reading orders back: the list of a user's orders and one order's detail, in the wire shapes of the contract's orders.answers.ts. */
import { paiseToRupees, type OrderAddress, type OrderDetail, type OrderLine, type OrderRefund, type OrderSummary, type PaymentMethod, type Wire } from '@so/contract';
import type { Infer } from 'superstruct';
import type { Db } from '../db/types.ts';
import { productImageUrl, SQUARE_LARGE, SQUARE_WIDTHS } from '../media/urls.ts';
import { refundsOfOrder } from '../payments/refunds.ts';
import type { OrderAddressSnapshot } from './place.ts';
import { isOpenUnpaid, payBy } from './unpaid.ts';
import { shopperOrderEvents } from '../fulfilment/events.ts';
import { shipmentOf } from '../fulfilment/orders.ts';
import { empty, raw, run, sql } from '../db/sql.ts';

export interface OrderRow {
  id: number;
  order_id: string;
  user_id: number;
  pay_type: PaymentMethod;
  sale_status: string;
  order_status: string;
  is_paid: boolean;
  is_invoiced: boolean;
  billing_address: OrderAddressSnapshot;
  shipping_address: OrderAddressSnapshot;
  product_total_paise: number;
  tax_paise: number;
  discount_paise: number;
  shipping_paise: number;
  used_coin: number;
  coins_earned: number;
  coins_credited: boolean;
  final_total_paise: number;
  voucher_code: string | null;
  is_gift: boolean;
  gift_message: string | null;
  order_date: Date | string;
  delivery_date: string | null;
  /** The subscription this order delivers (null: a checkout order). */
  subscription_id: number | null;
}

export const ORDER_COLUMNS = raw(`o.id, o.order_id, o.user_id, o.pay_type, o.sale_status, o.order_status, o.is_paid, o.is_invoiced,
  o.billing_address, o.shipping_address, o.product_total_paise, o.tax_paise, o.discount_paise, o.shipping_paise,
  o.used_coin, o.coins_earned, o.coins_credited, o.final_total_paise, o.voucher_code, o.is_gift, o.gift_message,
  o.order_date, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, o.subscription_id`);

/** One of the user's orders by its public number (SO100001); null when it is not theirs. */
export async function findOrder(db: Db, userId: number, orderNumber: string, options: { lock?: boolean } = {}): Promise<OrderRow | null> {
  const { rows } = await run<OrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.order_id = ${orderNumber} AND o.user_id = ${userId}${options.lock ? raw(' FOR UPDATE') : empty}`,
  );
  return rows[0] ?? null;
}

/** OrderLine on the wire (rupees). */
export type OrderLineWire = Wire<OrderLine, 'selling_price' | 'product_total'>;
/** OrderDetail on the wire (rupees); the reference server also sends the order's id, coins earned and sale status. */
export type OrderDetailWire = Wire<
  Omit<OrderDetail, 'product_info' | 'rated_product_info' | 'refunds'>,
  'product_total' | 'tax_amt' | 'shipping_amt' | 'discount_amt' | 'final_total'
> & { product_info: OrderLineWire[]; rated_product_info: OrderLineWire[]; refunds: Wire<OrderRefund, 'amount'>[] };
/** OrderSummary on the wire (rupees). */
export type OrderSummaryWire = Wire<OrderSummary, 'final_total'>;

export function addressWire(address: OrderAddressSnapshot | null): Infer<typeof OrderAddress> | null {
  if (!address) return null;
  return { id: address.id, full_name: address.full_name, mobile_no: address.mobile_no, full_address: address.full_address };
}

interface LineRow {
  id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  gst_rate: number;
  selling_price_paise: number;
  line_total_paise: number;
  user_rating: number | null;
}

/** The order's lines in the wire shape of OrderLine (is_rated: the user has reviewed the product). */
export async function orderLines(db: Db, order: Pick<OrderRow, 'id' | 'user_id'>): Promise<OrderLineWire[]> {
  const { rows } = await run<LineRow>(db, sql`SELECT l.id, l.product_id, l.product_name, l.quantity, l.gst_rate, l.selling_price_paise, l.line_total_paise,
            (SELECT r.rating FROM reviews r WHERE r.product_id = l.product_id AND r.user_id = ${order.user_id} ORDER BY r.id DESC LIMIT 1)::int AS user_rating
       FROM order_lines l WHERE l.order_id = ${order.id} ORDER BY l.id`);
  return rows.map((r) => ({
    id: r.id,
    product_id: r.product_id,
    product_name: r.product_name,
    product_image: productImageUrl(r.product_id, 1, SQUARE_WIDTHS[0]),
    image1: productImageUrl(r.product_id, 1, SQUARE_LARGE),
    quantity: r.quantity,
    selling_price: paiseToRupees(r.selling_price_paise),
    tax_name: `GST ${r.gst_rate}%`,
    product_total: paiseToRupees(r.line_total_paise),
    is_rated: r.user_rating !== null,
    product_rating_by_user: r.user_rating,
  }));
}

/** OrderDetail of orders.answers.ts; pay_by: when an unpaid online order must be paid by (placed + `unpaidMinutes`). */
export async function orderDetailWire(db: Db, order: OrderRow, unpaidMinutes: number): Promise<OrderDetailWire> {
  const [lines, refunds, shipment, events] = await Promise.all([orderLines(db, order), refundsOfOrder(db, order.id), shipmentOf(db, order.id), shopperOrderEvents(db, order)]);
  return {
    id: order.id,
    order_id: order.order_id,
    order_date: new Date(order.order_date).toISOString(),
    delivery_date: order.delivery_date,
    order_status: order.order_status,
    sale_status: order.sale_status,
    is_paid: order.is_paid,
    is_invoiced: order.is_invoiced,
    billing_address: addressWire(order.billing_address),
    shipping_address: addressWire(order.shipping_address),
    product_total: paiseToRupees(order.product_total_paise),
    tax_amt: paiseToRupees(order.tax_paise),
    shipping_amt: paiseToRupees(order.shipping_paise),
    discount_amt: paiseToRupees(order.discount_paise),
    used_coin: order.used_coin,
    coins_earned: order.coins_earned,
    final_total: paiseToRupees(order.final_total_paise),
    is_gift: order.is_gift,
    gift_message: order.gift_message,
    applied_voucher_code: order.voucher_code,
    pay_type: order.pay_type,
    product_info: lines,
    rated_product_info: lines,
    refunds,
    subscription_id: order.subscription_id,
    pay_by: isOpenUnpaid(order) ? payBy(order.order_date, unpaidMinutes).toISOString() : null,
    shipment: shipment && { courier: shipment.courier, awb: shipment.awb, tracking_url: shipment.tracking_url, shipped_at: shipment.shipped_at },
    events,
  };
}

/** OrderSummary of orders.answers.ts. */
type SummaryRow = Pick<OrderRow, 'id' | 'order_id' | 'order_date' | 'sale_status' | 'final_total_paise' | 'pay_type' | 'order_status' | 'is_paid' | 'subscription_id'>;

export function orderSummaryWire(order: SummaryRow): OrderSummaryWire {
  return {
    id: order.id,
    order_id: order.order_id,
    order_date: new Date(order.order_date).toISOString(),
    sale_status: order.sale_status,
    final_total: paiseToRupees(order.final_total_paise),
    pay_type: order.pay_type,
    order_status: order.order_status,
    is_paid: order.is_paid,
    subscription_id: order.subscription_id,
  };
}

/** One page of a user's orders, newest first, with how many there are. */
export async function listOrders(db: Db, userId: number, page: number, pageSize: number): Promise<{ count: number; orders: OrderSummaryWire[] }> {
  const counted = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId}`);
  const { rows } = await run<SummaryRow>(db, sql`SELECT id, order_id, order_date, sale_status, final_total_paise, pay_type, order_status, is_paid, subscription_id
       FROM orders WHERE user_id = ${userId} ORDER BY order_date DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return { count: counted.rows[0].n, orders: rows.map(orderSummaryWire) };
}
