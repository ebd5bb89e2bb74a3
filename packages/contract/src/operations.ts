/**
 * Answers of the reference server's own endpoints beyond SPEC §7: staff (`/staff/…`) and the demo
 * outbox (`/dev/outbox`). No widget calls them, so they sit apart from schemas.ts and browser
 * bundles do not carry them.
 */
import { boolean, optional, string, type, integer, nullable, array, enums, type Infer } from 'superstruct';
import { Id, Text, Money } from './schemas.ts';
import { REFUND_REASONS, REFUND_STATUSES } from './requests.ts';

export const StaffStockResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ id: Id, name: string(), stock: nullable(integer()) }),
});
export const StaffOrderUpdateResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ order_id: string(), order_status: string(), is_invoiced: boolean(), delivery_date: Text }),
});
export const StaffOrder = type({
  id: Id,
  order_id: string(),
  order_date: string(),
  order_status: string(),
  sale_status: string(),
  pay_type: string(),
  is_paid: boolean(),
  is_invoiced: boolean(),
  final_total: Money,
  delivery_date: Text,
  customer: type({ email: string(), name: string() }),
});
export type StaffOrder = Infer<typeof StaffOrder>;
export const StaffOrdersResponse = type({
  status: boolean(),
  count: integer(),
  total_pages: integer(),
  page: integer(),
  data: array(StaffOrder),
});

/** A payment to give back (GET /staff/refunds): a second capture of one order, or a cancelled order's. */
export const StaffRefund = type({
  id: Id,
  order_id: string(),
  txnid: string(),
  gateway: string(),
  gateway_payment_id: Text,
  amount: Money,
  reason: enums(REFUND_REASONS),
  status: enums(REFUND_STATUSES),
  gateway_reference: Text,
  gateway_message: Text,
  attempts: integer(),
  created_at: string(),
  updated_at: string(),
  customer: type({ email: string(), name: string() }),
});
export type StaffRefund = Infer<typeof StaffRefund>;
export const StaffRefundsResponse = type({
  status: boolean(),
  count: integer(),
  total_pages: integer(),
  page: integer(),
  data: array(StaffRefund),
});
export const StaffRefundSendResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ id: Id, status: enums(REFUND_STATUSES) }),
});

/** A text message or e-mail the store sent (GET /dev/outbox, demo mode only). */
export const OutboxMessage = type({
  id: Id,
  channel: enums(['sms', 'email']),
  to: string(),
  subject: string(),
  body: string(),
  sent_at: string(),
});
export type OutboxMessage = Infer<typeof OutboxMessage>;
export const OutboxResponse = type({ status: boolean(), data: array(OutboxMessage) });

/**
 * POST /dev/run-subscriptions (demo mode only): the orders the scheduler placed as of a day, the
 * deliveries it skipped, and the pre-debit notices it sent (of the automatic charges due two days later).
 */
export const RunSubscriptionsResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({
    orders: array(string()),
    skipped: array(type({ subscription_id: Id, scheduled_date: string(), reason: string() })),
    notices: array(type({ subscription_id: Id, delivery_date: string() })),
  }),
});
