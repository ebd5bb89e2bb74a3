/**
 * Answers of the reference server's own endpoints beyond the shop's API: staff (`/staff/…`) and the demo
 * outbox (`/dev/outbox`). No widget calls them, so they sit apart from the shoppers' answers and
 * browser bundles do not carry them.
 */
import { boolean, optional, string, type, integer, nullable, array, enums, type Infer } from 'superstruct';
import { Id, Text, Money, staffPage } from './wire.ts';
import { REFUND_REASONS, REFUND_STATUSES } from './constants.ts';
import { TAKING_MEDICINE_ANSWERS } from './constants.ts';
import { LEAD_STATUSES } from './constants.ts';
import { NOTIFY_CHANNELS, OUTBOX_STATES } from './notifications.ts';

export * from './notifications.ts';

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
  /** The partner whose page the order came from, or null. */
  partner_code: Text,
});
export type StaffOrder = Infer<typeof StaffOrder>;
export const StaffOrdersResponse = staffPage(StaffOrder);

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
export const StaffRefundsResponse = staffPage(StaffRefund);
export const StaffRefundSendResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ id: Id, status: enums(REFUND_STATUSES) }),
});

// ─── Enquiries: GET /staff/inquiries, /staff/b2b-leads, /staff/export-leads ──────

/** A place of an enquiry: a country, state or city id with its name. */
const EnquiryPlace = type({ id: Id, name: string() });

/** A contact inquiry (POST /inquiries/) as staff read it. */
export const StaffInquiry = type({
  id: Id,
  company: string(),
  name: string(),
  email: string(),
  phone: string(),
  subject: string(),
  inquiry_description: string(),
  age_group: string(),
  country_obj: EnquiryPlace,
  created_at: string(),
  /** Where it stands: new until staff answer it (PATCH /staff/inquiries/{id}/). */
  status: enums(LEAD_STATUSES),
});
export type StaffInquiry = Infer<typeof StaffInquiry>;

/**
 * A B2B or export lead as staff read it: the form's fields, places with their names, and each
 * question as it was asked with its answer (null when left empty), in order.
 */
export const StaffLead = type({
  id: Id,
  company_name: string(),
  industry_type: string(),
  company_size: string(),
  website: Text,
  annual_revenue: string(),
  company_registered: string(),
  /** The place and the contact person are optional on the forms: null where the lead gave none. */
  country_obj: nullable(EnquiryPlace),
  state_obj: nullable(EnquiryPlace),
  city_obj: nullable(EnquiryPlace),
  full_name: Text,
  job_title: Text,
  email: Text,
  phone_no: Text,
  specific_requirements: Text,
  answers: array(type({ question: string(), answer: Text })),
  created_at: string(),
  /** Where it stands: new until staff answer it. */
  status: enums(LEAD_STATUSES),
});
export type StaffLead = Infer<typeof StaffLead>;

export const StaffInquiriesResponse = staffPage(StaffInquiry);
export const StaffB2bLeadsResponse = staffPage(StaffLead);
export const StaffExportLeadsResponse = staffPage(StaffLead);

// ─── Vaidya appointments: GET /staff/appointments ──────────────

/**
 * An appointment as staff read it: who booked it (the account's id and e-mail), when (start_datetime
 * with +05:30, as booked), the form's fields, the medicine answer ('yes', 'no' or null when not
 * answered) with the ticked types, and when it was booked.
 */
export const StaffAppointment = type({
  id: Id,
  user_id: Id,
  user_email: string(),
  start_datetime: string(),
  name: string(),
  country_obj: EnquiryPlace,
  email: string(),
  mobile: string(),
  gender: string(),
  age_group: string(),
  problem_suffering_from: string(),
  problem_description: string(),
  landmark: string(),
  is_taking_medicine: nullable(enums(TAKING_MEDICINE_ANSWERS)),
  type_of_medicine_list: array(string()),
  created_at: string(),
  /** Where it stands: new until staff answer it. */
  status: enums(LEAD_STATUSES),
});
export type StaffAppointment = Infer<typeof StaffAppointment>;
export const StaffAppointmentsResponse = staffPage(StaffAppointment);

// ─── Gift vouchers: GET /staff/gift-vouchers ────────────────────

/** What a gift voucher purchase's payment came to (gift_voucher_purchases.status, migration 018). */
export const GIFT_VOUCHER_PAYMENT_STATUSES = ['pending', 'success', 'failure'] as const;
export type GiftVoucherPaymentStatus = (typeof GIFT_VOUCHER_PAYMENT_STATUSES)[number];

/**
 * A gift voucher purchase as staff read it: the payment attempt (its txnid is the purchase's key),
 * the amount, who sent it to whom with the message, how the payment went and when it was asked
 * for; once paid, the voucher it issued with its balance left and whether it is used up (null
 * before). The code itself is never here: only the recipient's e-mail carries it.
 */
export const StaffGiftVoucher = type({
  txnid: string(),
  amount: Money,
  sender_name: string(),
  sender_email: string(),
  receiver_name: string(),
  receiver_email: string(),
  message: Text,
  payment_status: enums(GIFT_VOUCHER_PAYMENT_STATUSES),
  created_at: string(),
  voucher: nullable(type({ id: Id, balance: Money, is_used_up: boolean() })),
});
export type StaffGiftVoucher = Infer<typeof StaffGiftVoucher>;
export const StaffGiftVouchersResponse = staffPage(StaffGiftVoucher);

/**
 * A text message, e-mail or WhatsApp message of the store's outbox queue (GET /dev/outbox, demo
 * mode only): what it says, by which channel to whom, and where it stands in words: `state`
 * queued (waiting for its next try), sent (handed to `provider`) or failed (given up, with
 * `last_error`). `provider` is `outbox` for a message no provider delivers (a channel not in
 * NOTIFY_CHANNELS on a demo store: it is read here). `sent_at` is null until it is sent.
 */
export const OutboxMessage = type({
  id: Id,
  channel: enums(NOTIFY_CHANNELS),
  kind: string(),
  to: string(),
  subject: string(),
  body: string(),
  state: enums(OUTBOX_STATES),
  provider: Text,
  attempts: integer(),
  last_error: Text,
  created_at: string(),
  next_try_at: Text,
  sent_at: Text,
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
