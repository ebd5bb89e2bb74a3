/**
 * GET /staff/summary (the dashboard's Today): orders, revenue and average order value of
 * today, the last 7 and the last 30 days, revenue by day for the chart, and what needs action.
 *
 * Days are Asia/Kolkata calendar days. An order counts when it is not cancelled and is paid
 * (online) or cash on delivery: an online order not paid yet is no revenue.
 */
import { addDays, calendarDate, paiseToRupees, type Rupees, TIMEZONE } from '@so/contract';
import { SUMMARY_ACTION_ITEMS, SUMMARY_CHART_DAYS, SUMMARY_PERIOD_DAYS } from '@so/contract/staff';
import { raw, run, type Sql, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';

/** The orders the summary counts, as a condition on `o` (orders). */
export const COUNTED_ORDER = raw("o.order_status NOT IN ('Cancelled', 'Returned') AND (o.is_paid OR o.pay_type = 'COD')");

export interface SummaryDayRow {
  date: string;
  orders: number;
  revenue: Rupees;
}
export interface SummaryPeriodRow {
  from: string;
  orders: number;
  revenue: Rupees;
  average_order_value: Rupees;
}
export interface ActionItem {
  ref: string;
  label: string;
  at: string | null;
  amount: Rupees | null;
}
export interface Action {
  count: number;
  items: ActionItem[];
}
export interface Summary {
  today: string;
  periods: { today: SummaryPeriodRow; last_7_days: SummaryPeriodRow; last_30_days: SummaryPeriodRow };
  revenue_by_day: SummaryDayRow[];
  needs_action: Record<
    'orders_to_confirm' | 'refunds_due' | 'out_of_stock' | 'inquiries' | 'b2b_leads' | 'export_leads' | 'appointments' | 'deliveries_tomorrow',
    Action
  >;
}

const iso = (at: Date | string | null): string | null => (at === null ? null : new Date(at).toISOString());

/** Counts rows of `from` (a FROM … WHERE … fragment) and lists the first SUMMARY_ACTION_ITEMS in `order`. */
async function action(db: Db, from: Sql, select: string, order: string): Promise<Action> {
  const count = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n ${from}`);
  const { rows } = await run<{ ref: string | number; label: string; at: Date | string | null; amount_paise: number | null }>(
    db,
    sql`SELECT ${raw(select)} ${from} ORDER BY ${raw(order)} LIMIT ${SUMMARY_ACTION_ITEMS}`,
  );
  return {
    count: count.rows[0].n,
    items: rows.map((row) => ({
      ref: String(row.ref),
      label: row.label,
      at: iso(row.at),
      amount: row.amount_paise === null ? null : paiseToRupees(Number(row.amount_paise)),
    })),
  };
}

/** A lead table's "not yet answered": status 'new' (migration 023). */
function unanswered(db: Db, table: string, label: string, at = 'created_at'): Promise<Action> {
  return action(db, raw(`FROM ${table} WHERE status = 'new'`), `id AS ref, ${label} AS label, ${at} AS at, NULL::int AS amount_paise`, `${at}, id`);
}

function period(days: SummaryDayRow[], paise: number[], counts: number[], length: number): SummaryPeriodRow {
  const from = days.length - length;
  const revenue = paise.slice(from).reduce((sum, value) => sum + value, 0);
  const orders = counts.slice(from).reduce((sum, value) => sum + value, 0);
  return {
    from: days[from].date,
    orders,
    revenue: paiseToRupees(revenue),
    average_order_value: paiseToRupees(orders === 0 ? 0 : Math.round(revenue / orders)),
  };
}

/** The summary as of `now` (default: this moment). */
export async function staffSummary(db: Db, now: Date = new Date()): Promise<Summary> {
  const today = calendarDate(now);
  const first = addDays(today, -(SUMMARY_CHART_DAYS - 1));
  const { rows } = await run<{ date: string; orders: number; revenue: string | number }>(
    db,
    sql`WITH days AS (SELECT generate_series(${first}::date::timestamp, ${today}::date::timestamp, interval '1 day')::date AS day),
          counted AS (
            SELECT (o.order_date AT TIME ZONE ${TIMEZONE})::date AS day, o.final_total_paise
              FROM orders o
             WHERE ${COUNTED_ORDER} AND o.order_date >= (${first}::date::timestamp AT TIME ZONE ${TIMEZONE}) AND o.order_date < ((${today}::date + 1)::timestamp AT TIME ZONE ${TIMEZONE}))
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(c.day)::int AS orders, COALESCE(sum(c.final_total_paise), 0)::bigint AS revenue
       FROM days d LEFT JOIN counted c ON c.day = d.day
      GROUP BY d.day ORDER BY d.day`,
  );
  const paise = rows.map((row) => Number(row.revenue));
  const counts = rows.map((row) => row.orders);
  const days = rows.map((row, i) => ({ date: row.date, orders: row.orders, revenue: paiseToRupees(paise[i]) }));
  const tomorrow = addDays(today, 1);
  return {
    today,
    periods: {
      today: period(days, paise, counts, SUMMARY_PERIOD_DAYS.today),
      last_7_days: period(days, paise, counts, SUMMARY_PERIOD_DAYS.last_7_days),
      last_30_days: period(days, paise, counts, SUMMARY_PERIOD_DAYS.last_30_days),
    },
    revenue_by_day: days,
    needs_action: {
      orders_to_confirm: await action(
        db,
        raw("FROM orders o JOIN users u ON u.id = o.user_id WHERE o.order_status = 'Pending'"),
        "o.order_id AS ref, trim(u.first_name || ' ' || u.last_name) AS label, o.order_date AS at, o.final_total_paise AS amount_paise",
        'o.order_date, o.id',
      ),
      refunds_due: await action(
        db,
        raw("FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.status IN ('due', 'failed')"),
        'r.id AS ref, o.order_id AS label, r.created_at AS at, r.amount_paise',
        'r.created_at, r.id',
      ),
      out_of_stock: await action(db, raw('FROM products p WHERE p.stock IS NULL OR p.stock = 0'), 'p.id AS ref, p.name AS label, NULL::timestamptz AS at, NULL::int AS amount_paise', 'p.name, p.id'),
      inquiries: await unanswered(db, 'inquiries', "name || ' (' || subject || ')'"),
      b2b_leads: await unanswered(db, 'b2b_leads', "company_name || ' (' || full_name || ')'"),
      export_leads: await unanswered(db, 'export_leads', "company_name || ' (' || full_name || ')'"),
      appointments: await unanswered(db, 'appointments', 'name', 'start_datetime'),
      deliveries_tomorrow: await action(
        db,
        sql`FROM subscriptions s JOIN products p ON p.id = s.product_id JOIN users u ON u.id = s.user_id
          WHERE s.active AND COALESCE(s.shifted_delivery_date, s.next_delivery_date) = ${tomorrow}::date`,
        "s.id AS ref, p.name || ' × ' || s.quantity || ' for ' || trim(u.first_name || ' ' || u.last_name) AS label, NULL::timestamptz AS at, NULL::int AS amount_paise",
        's.id',
      ),
    },
  };
}
