/**
 * What the API answers about the staff's fulfilment calls: an order's detail as staff pack and ship
 * it, a saved shipment, a restock. Built from `wire.ts`; no request schema lives here.
 */
import { array, boolean, enums, type Infer, integer, nullable, optional, string, type } from 'superstruct';
import { ORDER_EVENT_KINDS, REFUND_REASONS, REFUND_STATUSES } from './constants.ts';
import { Id, Money, Text } from './wire.ts';

/** How the order is paid, as staff read it: paid online, cash on delivery, or an online order not paid. */
export const STAFF_PAYMENT_STATES = ['paid_online', 'cod', 'not_paid'] as const;
export type StaffPaymentState = (typeof STAFF_PAYMENT_STATES)[number];

/** An address as the order keeps it, with its PIN code (null when none can be read). */
export const StaffOrderAddress = type({ full_name: string(), mobile_no: Text, full_address: string(), pin_code: Text });
export type StaffOrderAddress = Infer<typeof StaffOrderAddress>;

export const StaffOrderLine = type({
  product_id: Id,
  product_name: string(),
  /** A small picture of the product. */
  image: Text,
  /** The pack's net quantity ("500 ml"), null when not stated. */
  net_quantity: Text,
  quantity: integer(),
  selling_price: Money,
  line_total: Money,
  /** Units of this product returned to origin and waiting to be restocked (every order's). */
  returned_stock: integer(),
});
export type StaffOrderLine = Infer<typeof StaffOrderLine>;

/** An order's shipment: who carries it, its AWB, the tracking page (from COURIERS), parcel and times. */
export const StaffShipment = type({
  courier: string(),
  awb: string(),
  tracking_url: Text,
  weight_grams: integer(),
  boxes: integer(),
  shipped_at: string(),
  updated_at: string(),
});
export type StaffShipment = Infer<typeof StaffShipment>;

/** Something that happened to the order, when, and who did it (null: the store or the shopper). */
export const StaffOrderEvent = type({ kind: enums(ORDER_EVENT_KINDS), at: string(), by: Text });
export type StaffOrderEvent = Infer<typeof StaffOrderEvent>;

export const StaffOrderRefundState = type({ amount: Money, reason: enums(REFUND_REASONS), status: enums(REFUND_STATUSES) });

export const StaffOrderDetail = type({
  order_id: string(),
  order_date: string(),
  order_status: string(),
  pay_type: string(),
  is_paid: boolean(),
  payment: enums(STAFF_PAYMENT_STATES),
  /** What the courier collects at the door: a COD order's total while it is open, else null. */
  cod_amount: nullable(Money),
  is_invoiced: boolean(),
  final_total: Money,
  delivery_date: Text,
  customer: type({ name: string(), email: string(), mobile: Text }),
  /** The phone the courier calls: the shipping address's mobile, else the account's. */
  phone: Text,
  billing_address: StaffOrderAddress,
  shipping_address: StaffOrderAddress,
  is_gift: boolean(),
  gift_message: Text,
  lines: array(StaffOrderLine),
  refunds: array(StaffOrderRefundState),
  shipment: nullable(StaffShipment),
  events: array(StaffOrderEvent),
  /** A returned order's units were put back into stock. */
  restocked: boolean(),
  /** The couriers of the COURIERS setting (names staff may pick; any other name is taken too). */
  couriers: array(string()),
});
export type StaffOrderDetail = Infer<typeof StaffOrderDetail>;
export const StaffOrderDetailResponse = type({ status: boolean(), data: StaffOrderDetail });

export const StaffShipmentResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ order_id: string(), order_status: string(), shipment: StaffShipment }),
});
export const StaffRestockResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ order_id: string(), lines: array(type({ product_id: Id, quantity: integer(), stock: nullable(integer()), returned_stock: integer() })) }),
});
