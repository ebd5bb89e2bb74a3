/**
 * Texts of the dashboard's Today section (only the dashboard uses them, so none is in MSG): the sales of
 * today, the last 7 and 30 days, revenue by day, and what needs action, each kind linking to the
 * section that handles it. Tests and the Playwright journeys import these.
 */
import type { StaffSummaryResponse } from '@so/contract/staff';

type Summary = StaffSummaryResponse['data'];
/** The periods of the summary, in the order they are shown. */
export type PeriodKey = keyof Summary['periods'];
/** The kinds of "needs action", in the order they are shown. */
export type ActionKind = keyof Summary['needs_action'];

export const PERIOD_KEYS: readonly PeriodKey[] = ['today', 'last_7_days', 'last_30_days'];
export const ACTION_KINDS: readonly ActionKind[] = [
  'orders_to_confirm',
  'refunds_due',
  'out_of_stock',
  'inquiries',
  'b2b_leads',
  'export_leads',
  'appointments',
  'deliveries_tomorrow',
];

export const TODAY_COPY = {
  loading: 'Loading today’s figures',
  refresh: 'Refresh',
  refreshing: 'Refreshing the figures…',
  refreshed: 'Figures updated.',
  refreshFailed: 'The figures could not be refreshed; these are the earlier ones.',
  /** Above the figures: the day they are for (Asia/Kolkata). */
  asOf: (day: string) => `Figures for ${day} (India time)`,

  sales: 'Sales',
  salesHint: 'Orders that are not cancelled and are paid online or cash on delivery.',
  periods: { today: 'Today', last_7_days: 'Last 7 days', last_30_days: 'Last 30 days' } satisfies Record<PeriodKey, string>,
  /** The days a period covers. */
  range: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  orders: 'Orders',
  revenue: 'Revenue',
  averageOrderValue: 'Average order value',

  chartTitle: 'Revenue by day, last 30 days',
  /** The chart's text alternative (role="img"): what a sighted reader takes from the bars. */
  chartSummary: (p: { from: string; to: string; total: string; orders: number; highest: string; highestDay: string; daysWithout: number }) =>
    `Revenue by day from ${p.from} to ${p.to}: ${p.total} from ${p.orders.toLocaleString('en-IN')} ${p.orders === 1 ? 'order' : 'orders'} in total; ` +
    `highest ${p.highest} on ${p.highestDay}; ${p.daysWithout} ${p.daysWithout === 1 ? 'day' : 'days'} without revenue.`,
  chartEmpty: (from: string, to: string) => `Revenue by day from ${from} to ${to}: no revenue on any day.`,
  /** Beside the chart's top: the tallest bar's amount. */
  chartMax: (amount: string) => `Highest: ${amount}`,
  /** A bar's tooltip. */
  bar: (date: string, amount: string, orders: number) => `${date}: ${amount} (${orders.toLocaleString('en-IN')} ${orders === 1 ? 'order' : 'orders'})`,
  showTable: 'Show as table',
  day: 'Day',

  needsAction: 'Needs action',
  kinds: {
    orders_to_confirm: 'Orders to confirm',
    refunds_due: 'Refunds due',
    out_of_stock: 'Out of stock products',
    inquiries: 'Contact enquiries',
    b2b_leads: 'B2B leads',
    export_leads: 'Export leads',
    appointments: 'Vaidya appointments',
    deliveries_tomorrow: 'Subscription deliveries tomorrow',
  } satisfies Record<ActionKind, string>,
  /** A kind's count, "3 orders" (singular, plural). */
  units: {
    orders_to_confirm: ['order', 'orders'],
    refunds_due: ['refund', 'refunds'],
    out_of_stock: ['product', 'products'],
    inquiries: ['enquiry', 'enquiries'],
    b2b_leads: ['lead', 'leads'],
    export_leads: ['lead', 'leads'],
    appointments: ['appointment', 'appointments'],
    deliveries_tomorrow: ['delivery', 'deliveries'],
  } satisfies Record<ActionKind, readonly [string, string]>,
  /** A kind with nothing waiting. */
  nothing: {
    orders_to_confirm: 'Nothing to do: no order waits to be confirmed.',
    refunds_due: 'Nothing to do: no refund is due.',
    out_of_stock: 'Nothing to do: every product is in stock.',
    inquiries: 'Nothing to do: no new enquiry.',
    b2b_leads: 'Nothing to do: no new B2B lead.',
    export_leads: 'Nothing to do: no new export lead.',
    appointments: 'Nothing to do: no new appointment.',
    deliveries_tomorrow: 'Nothing to do: no subscription delivery tomorrow.',
  } satisfies Record<ActionKind, string>,
  /** Below a kind's first items when there are more. */
  more: (n: number) => `and ${n.toLocaleString('en-IN')} more`,
  /** A refund's item: the order it gives money back for (the link is the order number). */
  refundOf: (refundId: string) => `refund #${refundId}`,
} as const;
