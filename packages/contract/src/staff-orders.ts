/**
 * The owner's dashboard, Today and Orders: the filters of GET /staff/orders and
 * /staff/orders.csv, and the answer of GET /staff/summary. The order rows themselves are
 * `StaffOrder` (operations.ts); the query extends `StaffOrdersQuery` (staff.requests.ts).
 */
import { array, assign, boolean, integer, nullable, string, type, type Infer } from 'superstruct';
import { ANSWER } from './answers.ts';
import { Money, Text } from './wire.ts';
import { field, MaybeOneOf, MaybeTextField, Refusal } from './fields.ts';
import { StaffOrdersQuery } from './staff.requests.ts';
import { MAX_SEARCH_LENGTH } from './constants.ts';
import { parseIsoDate } from './subscriptions.ts';

/**
 * How an order was paid, as staff filter it: `paid` (an online payment captured), `unpaid` (an
 * online order not paid yet), `cod` (cash on delivery), `online` (every online order),
 * `refund_due` (a payment of it is to be given back: a refund due or failed).
 */
export const STAFF_PAYMENT_FILTERS = ['paid', 'unpaid', 'cod', 'online', 'refund_due'] as const;
export type StaffPaymentFilter = (typeof STAFF_PAYMENT_FILTERS)[number];

/** The periods of the Today summary, in Asia/Kolkata calendar days (today included). */
export const SUMMARY_PERIOD_DAYS = { today: 1, last_7_days: 7, last_30_days: 30 } as const;
/** Days of the revenue chart (today and the 29 before it). */
export const SUMMARY_CHART_DAYS = 30;
/** How many of each kind of "needs action" the summary lists (the count says how many there are). */
export const SUMMARY_ACTION_ITEMS = 5;

/** A calendar day `YYYY-MM-DD` (Asia/Kolkata), null when absent or blank. */
const MaybeDay = (label: string) =>
  field<string | null>('date', (value) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
    if (typeof value !== 'string') return new Refusal(ANSWER.mustBeDate(label));
    return parseIsoDate(value.trim()) ?? new Refusal(ANSWER.mustBeDate(label));
  });

/** The filters both the list and the CSV export take (the CSV ignores paging). */
export const StaffOrdersFilterQuery = assign(
  StaffOrdersQuery,
  type({
    payment: MaybeOneOf('payment', STAFF_PAYMENT_FILTERS, { anyCase: true }),
    /** First and last day of `order_date` in Asia/Kolkata, both included. */
    from: MaybeDay('from'),
    to: MaybeDay('to'),
    /** Part of the order number, the customer's name, e-mail or mobile (any case). */
    q: MaybeTextField({ label: 'q', max: MAX_SEARCH_LENGTH }),
  }),
);
export type StaffOrdersFilterQuery = Infer<typeof StaffOrdersFilterQuery>;

/** Orders, revenue and average order value of a period (orders: not cancelled, paid or COD). */
export const SummaryPeriod = type({
  /** First day of the period (Asia/Kolkata). */
  from: string(),
  orders: integer(),
  revenue: Money,
  average_order_value: Money,
});
export const SummaryDay = type({ date: string(), orders: integer(), revenue: Money });
/** One thing needing action: its id as the dashboard names it, a label, when, an amount. */
export const SummaryActionItem = type({ ref: string(), label: string(), at: Text, amount: nullable(Money) });
export const SummaryAction = type({ count: integer(), items: array(SummaryActionItem) });
export type SummaryAction = Infer<typeof SummaryAction>;

export const StaffSummaryResponse = type({
  status: boolean(),
  data: type({
    /** Today in Asia/Kolkata. */
    today: string(),
    periods: type({ today: SummaryPeriod, last_7_days: SummaryPeriod, last_30_days: SummaryPeriod }),
    /** Every day of the last SUMMARY_CHART_DAYS, oldest first, zero when none. */
    revenue_by_day: array(SummaryDay),
    needs_action: type({
      orders_to_confirm: SummaryAction,
      refunds_due: SummaryAction,
      out_of_stock: SummaryAction,
      inquiries: SummaryAction,
      b2b_leads: SummaryAction,
      export_leads: SummaryAction,
      appointments: SummaryAction,
      deliveries_tomorrow: SummaryAction,
    }),
  }),
});
export type StaffSummaryResponse = Infer<typeof StaffSummaryResponse>;

/** The columns of GET /staff/orders.csv, in order. */
export const STAFF_ORDERS_CSV_COLUMNS = [
  'order_id',
  'order_date',
  'order_status',
  'pay_type',
  'is_paid',
  'is_invoiced',
  'final_total',
  'delivery_date',
  'customer_name',
  'customer_email',
  'customer_mobile',
  'partner_code',
  'lines',
  'shipping_address',
  'pin_code',
  'phone',
  'courier',
  'awb',
] as const;
