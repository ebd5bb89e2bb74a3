/**
 * The Today section's views (pure: props in, callbacks out): the sales of three periods, revenue
 * by day as a bar chart with its table, and what needs action, each kind a link into the section
 * that handles it.
 */
import { MSG } from '@so/contract';
import { type StaffSummaryResponse, type SummaryAction } from '@so/contract/staff';
import { ErrorState, Skeleton, useStyles } from '@so/ui';
import type { ReactNode } from 'react';
import { dashboardHash } from '../context.ts';
import { DASHBOARD_COPY, type DashboardTab } from '../copy.ts';
import { Badge, day, HashLink, money, when } from '../parts.tsx';
import { ACTION_KINDS, PERIOD_KEYS, TODAY_COPY, type ActionKind } from './copy.ts';
import css from './today.css?inline';

export type Summary = StaffSummaryResponse['data'];
type Day = Summary['revenue_by_day'][number];
type Item = SummaryAction['items'][number];
/** Where a link of the section goes: a section and its detail (as `open` takes them). */
export type OpenSection = (tab: DashboardTab, detail: string | null) => void;

/** A link to another section of the dashboard: a real `#tab/detail` href, a plain click opens it in place. */
export function SectionLink({ tab, detail = null, onOpen, children }: { tab: DashboardTab; detail?: string | null; onOpen: OpenSection; children: ReactNode }) {
  return (
    <HashLink href={dashboardHash(tab, detail)} onFollow={() => onOpen(tab, detail)}>
      {children}
    </HashLink>
  );
}

const count = (n: number) => n.toLocaleString('en-IN');

// ─── Periods ────────────────────────────────────────────────────────────

/** Orders, revenue and average order value of today, the last 7 and the last 30 days. */
export function PeriodCards({ summary }: { summary: Summary }) {
  return (
    <section className="today-block" aria-labelledby="today-sales">
      <h3 id="today-sales">{TODAY_COPY.sales}</h3>
      <p className="dash-hint">{TODAY_COPY.salesHint}</p>
      <ul className="today-periods">
        {PERIOD_KEYS.map((key) => {
          const period = summary.periods[key];
          return (
            <li key={key} className="dash-card today-period">
              <h4>{TODAY_COPY.periods[key]}</h4>
              <p className="dash-hint">{TODAY_COPY.range(day(period.from), day(summary.today))}</p>
              <dl className="today-period__figures">
                <div>
                  <dt>{TODAY_COPY.orders}</dt>
                  <dd>{count(period.orders)}</dd>
                </div>
                <div>
                  <dt>{TODAY_COPY.revenue}</dt>
                  <dd>{money(period.revenue)}</dd>
                </div>
                <div>
                  <dt>{TODAY_COPY.averageOrderValue}</dt>
                  <dd>{money(period.average_order_value)}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// ─── Revenue by day ─────────────────────────────────────────────────────

/** The chart's text alternative: the days, the total, the best day and the days without revenue. */
export function chartSummary(days: readonly Day[]): string {
  if (days.length === 0) return '';
  const from = day(days[0].date);
  const to = day(days[days.length - 1].date);
  const best = days.reduce((top, d) => (d.revenue > top.revenue ? d : top), days[0]);
  if (best.revenue <= 0) return TODAY_COPY.chartEmpty(from, to);
  return TODAY_COPY.chartSummary({
    from,
    to,
    total: money(days.reduce((sum, d) => sum + d.revenue, 0)),
    orders: days.reduce((sum, d) => sum + d.orders, 0),
    highest: money(best.revenue),
    highestDay: day(best.date),
    daysWithout: days.filter((d) => d.revenue <= 0).length,
  });
}

/** The days labelled under the chart: the first, the middle and the last. */
function labelledDays(days: readonly Day[]): Day[] {
  if (days.length <= 2) return [...days];
  return [days[0], days[Math.floor((days.length - 1) / 2)], days[days.length - 1]];
}

const PLOT_HEIGHT = 100;
const SLOT = 10;

/**
 * Revenue by day: an inline SVG of bars scaled to the best day (role="img", its summary as the
 * name), a few day labels, and the same figures as a table behind "Show as table", so the numbers
 * are readable without sight or colour.
 */
export function RevenueChart({ days }: { days: readonly Day[] }) {
  const max = days.reduce((top, d) => Math.max(top, d.revenue), 0);
  const width = Math.max(days.length, 1) * SLOT;
  return (
    <section className="today-block" aria-labelledby="today-chart">
      <h3 id="today-chart">{TODAY_COPY.chartTitle}</h3>
      <div className="today-chart">
        <p className="today-chart__max" aria-hidden="true">
          {TODAY_COPY.chartMax(money(max))}
        </p>
        <svg
          className="today-chart__plot"
          role="img"
          aria-label={chartSummary(days)}
          viewBox={`0 0 ${width} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          focusable="false"
        >
          {days.map((d, i) => {
            const height = max > 0 ? (d.revenue / max) * PLOT_HEIGHT : 0;
            return (
              <rect key={d.date} className="today-chart__bar" x={i * SLOT + 1.5} width={SLOT - 3} y={PLOT_HEIGHT - height} height={height}>
                <title>{TODAY_COPY.bar(day(d.date), money(d.revenue), d.orders)}</title>
              </rect>
            );
          })}
          <line className="today-chart__base" x1="0" x2={width} y1={PLOT_HEIGHT - 0.5} y2={PLOT_HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
        </svg>
        <p className="today-chart__days" aria-hidden="true">
          {labelledDays(days).map((d) => (
            <span key={d.date}>{day(d.date)}</span>
          ))}
        </p>
      </div>
      <details className="today-chart__table">
        <summary>{TODAY_COPY.showTable}</summary>
        <table className="dash-table">
          <caption className="visually-hidden">{TODAY_COPY.chartTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{TODAY_COPY.day}</th>
              <th scope="col" className="dash-num">
                {TODAY_COPY.orders}
              </th>
              <th scope="col" className="dash-num">
                {TODAY_COPY.revenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td data-label={TODAY_COPY.day}>{day(d.date)}</td>
                <td data-label={TODAY_COPY.orders} className="dash-num">
                  {count(d.orders)}
                </td>
                <td data-label={TODAY_COPY.revenue} className="dash-num">
                  {money(d.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

// ─── Needs action ───────────────────────────────────────────────────────

/** Where each kind is handled: `open(tab, detail)` (the orders section reads `status=…` and `payment=…` filters from its detail). */
export const ACTION_TARGETS: Record<ActionKind, { tab: DashboardTab; detail: string | null }> = {
  orders_to_confirm: { tab: 'orders', detail: 'status=Pending' },
  refunds_due: { tab: 'orders', detail: 'payment=refund_due' },
  out_of_stock: { tab: 'products', detail: 'out_of_stock' },
  inquiries: { tab: 'content', detail: 'inquiries' },
  b2b_leads: { tab: 'content', detail: 'b2b-leads' },
  export_leads: { tab: 'content', detail: 'export-leads' },
  appointments: { tab: 'content', detail: 'appointments' },
  deliveries_tomorrow: { tab: 'customers', detail: null },
};

/** The order an item is about (its `ref` for an order to confirm, its label for a refund), else null. */
export function itemOrder(kind: ActionKind, item: Item): string | null {
  if (kind === 'orders_to_confirm') return item.ref;
  if (kind === 'refunds_due') return item.label;
  return null;
}

function ActionItemLine({ kind, item, onOpen }: { kind: ActionKind; item: Item; onOpen: OpenSection }) {
  const order = itemOrder(kind, item);
  const at = when(item.at);
  return (
    <li className="today-item">
      <span className="today-item__what">
        {order !== null && (
          <SectionLink tab="orders" detail={order} onOpen={onOpen}>
            {order}
          </SectionLink>
        )}
        {kind === 'refunds_due' ? ` ${TODAY_COPY.refundOf(item.ref)}` : order !== null ? ` ${item.label}` : item.label}
      </span>
      {at && <span className="today-item__when">{at}</span>}
      {item.amount !== null && <span className="today-item__amount">{money(item.amount)}</span>}
    </li>
  );
}

/** Each kind of what waits: its count and first items; its name links to the section that handles it. */
export function NeedsAction({ actions, onOpen }: { actions: Summary['needs_action']; onOpen: OpenSection }) {
  return (
    <section className="today-block" aria-labelledby="today-actions">
      <h3 id="today-actions">{TODAY_COPY.needsAction}</h3>
      <ul className="today-actions">
        {ACTION_KINDS.map((kind) => {
          const action = actions[kind];
          const target = ACTION_TARGETS[kind];
          const [one, many] = TODAY_COPY.units[kind];
          const more = action.count - action.items.length;
          return (
            <li key={kind} className={`dash-card today-action${action.count > 0 ? ' today-action--waiting' : ''}`}>
              <div className="today-action__head">
                <h4>
                  <SectionLink tab={target.tab} detail={target.detail} onOpen={onOpen}>
                    {TODAY_COPY.kinds[kind]}
                  </SectionLink>
                </h4>
                <Badge tone={action.count > 0 ? 'warn' : 'good'}>{DASHBOARD_COPY.count(action.count, one, many)}</Badge>
              </div>
              {action.count === 0 ? (
                <p className="dash-hint">{TODAY_COPY.nothing[kind]}</p>
              ) : (
                <>
                  {action.items.length > 0 && (
                    <ul className="today-items">
                      {action.items.map((item) => (
                        <ActionItemLine key={item.ref} kind={kind} item={item} onOpen={onOpen} />
                      ))}
                    </ul>
                  )}
                  {more > 0 && <p className="dash-hint">{TODAY_COPY.more(more)}</p>}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// ─── The section ────────────────────────────────────────────────────────

export interface TodayViewProps {
  /** The figures shown (the shell's first summary, then each refresh); null before the first answer. */
  summary: Summary | null;
  /** A summary call is on its way. */
  loading: boolean;
  /** The last call's failure (the server's words), or null. */
  error: string | null;
  /** The figures shown came from a Refresh (announced once they arrive). */
  refreshed: boolean;
  onRefresh: () => void;
  onOpen: OpenSection;
}

/** Today's loading: skeletons of the cards, chart and list, announced once. */
export function TodayLoading() {
  return (
    <div className="today" role="status" aria-busy="true">
      <span className="visually-hidden">{TODAY_COPY.loading}</span>
      <div className="today-periods" aria-hidden="true">
        <Skeleton height={120} />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </div>
      <Skeleton height={180} />
      <Skeleton height={240} />
    </div>
  );
}

export function TodayView({ summary, loading, error, refreshed, onRefresh, onOpen }: TodayViewProps) {
  useStyles(css);
  if (summary === null) {
    if (error !== null && !loading) return <ErrorState title={MSG.somethingWentWrong} description={error} onRetry={onRefresh} />;
    return <TodayLoading />;
  }
  const status = loading ? TODAY_COPY.refreshing : refreshed && error === null ? TODAY_COPY.refreshed : '';
  return (
    <div className="today" aria-busy={loading || undefined}>
      <div className="today-bar">
        <p className="dash-hint">{TODAY_COPY.asOf(day(summary.today))}</p>
        <button
          type="button"
          className="btn btn--small btn--ghost"
          aria-disabled={loading || undefined}
          onClick={() => {
            if (!loading) onRefresh();
          }}
        >
          {TODAY_COPY.refresh}
        </button>
        <p className="dash-hint today-bar__status" role="status">
          {status}
        </p>
      </div>
      {error !== null && (
        <div className="alert" role="alert">
          <strong>{TODAY_COPY.refreshFailed}</strong>
          <span>{error}</span>
        </div>
      )}
      <PeriodCards summary={summary} />
      <RevenueChart days={summary.revenue_by_day} />
      <NeedsAction actions={summary.needs_action} onOpen={onOpen} />
    </div>
  );
}
