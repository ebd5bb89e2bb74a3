/**
 * The answers of orders and their payment: superstruct schemas, built from `wire.ts`, that the
 * client validates every response with and the server types its answers with. No request schema
 * lives here: a shopper's page loads this module whole.
 */
import { array, boolean, defaulted, type Infer, integer, nullable, optional, string, type, union } from 'superstruct';
import { Id, Money, Text } from './wire.ts';

export const CreateOrderResponse = type({
  status: boolean(),
  message: optional(string()),
  data: optional(type({ id: Id, order_id: string(), used_coin: defaulted(integer(), 0) })),
});
export const PaymentLinkResponse = type({
  status: boolean(),
  message: optional(string()),
  payment_url: optional(string()),
  txn_id: optional(string()),
  order_id: optional(union([string(), integer()])),
});
export const OrderSummary = type({
  id: Id,
  order_id: string(),
  order_date: string(),
  sale_status: string(),
  final_total: Money,
  pay_type: Text,
  order_status: optional(Text),
  is_paid: optional(boolean()),
  /** The reference server marks subscription orders with their subscription's id (null: a checkout order). */
  subscription_id: optional(nullable(Id)),
});
export type OrderSummary = Infer<typeof OrderSummary>;
export const OrderListResponse = type({
  status: boolean(),
  message: optional(string()),
  count: optional(integer()),
  total_pages: optional(integer()),
  data: array(OrderSummary),
});
export const OrderAddress = type({ id: Id, full_name: Text, mobile_no: Text, full_address: Text });
export const OrderLine = type({
  id: Id,
  product_id: optional(Id),
  product_name: string(),
  product_image: optional(Text),
  image1: optional(Text),
  home_image: optional(Text),
  quantity: integer(),
  selling_price: Money,
  tax_name: optional(Text),
  product_total: Money,
  is_rated: defaulted(boolean(), false),
  product_rating_by_user: optional(nullable(integer())),
});
export type OrderLine = Infer<typeof OrderLine>;
/**
 * A payment of the order being given back (the reference server's addition): a second payment of
 * an order already paid, or the payment of a cancelled order.
 */
export const OrderRefund = type({
  amount: Money,
  reason: string(),
  status: string(),
  created_at: string(),
  /** When its status last changed (the reference server's addition): for a refunded one, when it was refunded. */
  updated_at: optional(Text),
});
export type OrderRefund = Infer<typeof OrderRefund>;

/**
 * The order's shipment (the reference server's addition): the courier, its tracking number (AWB)
 * and tracking page when the courier has one, and when it was shipped.
 */
export const OrderShipment = type({ courier: string(), awb: string(), tracking_url: Text, shipped_at: string() });
export type OrderShipment = Infer<typeof OrderShipment>;
/**
 * A step of the order with its time (ISO), oldest first, for a timeline: `placed`, `confirmed`,
 * `shipped`, `out_for_delivery`, `delivered`, `returned` (to origin) or `cancelled`.
 */
export const OrderEvent = type({ kind: string(), at: string() });
export type OrderEvent = Infer<typeof OrderEvent>;

export const OrderDetail = type({
  id: optional(Id),
  order_id: string(),
  order_date: string(),
  delivery_date: Text,
  order_status: string(),
  sale_status: optional(string()),
  is_paid: boolean(),
  is_invoiced: boolean(),
  billing_address: nullable(OrderAddress),
  shipping_address: nullable(OrderAddress),
  product_total: Money,
  tax_amt: Money,
  shipping_amt: Money,
  discount_amt: Money,
  used_coin: defaulted(integer(), 0),
  coins_earned: optional(integer()),
  final_total: Money,
  is_gift: defaulted(boolean(), false),
  gift_message: optional(Text),
  applied_voucher_code: optional(Text),
  pay_type: optional(Text),
  product_info: defaulted(array(OrderLine), []),
  rated_product_info: defaulted(array(OrderLine), []),
  refunds: defaulted(array(OrderRefund), []),
  /** The subscription this order delivers (the reference server's addition; null: a checkout order). */
  subscription_id: optional(nullable(Id)),
  /**
   * An unpaid online order's deadline (ISO time; the reference server's addition): not paid by
   * then, the store cancels it. Null (or absent) when nothing is to be paid online.
   */
  pay_by: optional(nullable(string())),
  /** The shipment once shipped (the reference server's addition; null or absent before). */
  shipment: optional(nullable(OrderShipment)),
  /** What happened to the order and when, oldest first (the reference server's addition). */
  events: defaulted(array(OrderEvent), []),
});
export type OrderDetail = Infer<typeof OrderDetail>;
export const OrderDetailResponse = type({ status: boolean(), data: OrderDetail });
