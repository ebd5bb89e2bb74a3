/** A Today summary (GET /staff/summary, paise) for the stories and tests of the dashboard. */
import type { StaffSummaryResponse, SummaryAction } from '@so/contract/staff';

type Summary = StaffSummaryResponse['data'];

const TODAY = '2026-11-26';

/** `YYYY-MM-DD` `n` days before 26 Nov 2026. */
function daysBefore(n: number): string {
  const date = new Date(Date.UTC(2026, 10, 26 - n));
  return date.toISOString().slice(0, 10);
}

/** Revenue (paise) and orders of the 30 days, oldest first: a varied month with a few empty days. */
const DAYS = Array.from({ length: 30 }, (_, i) => {
  const orders = [3, 0, 5, 2, 4, 7, 1, 0, 6, 3, 2, 8, 4, 5, 0, 3, 9, 2, 4, 6, 1, 3, 5, 7, 2, 4, 10, 3, 5, 4][i];
  return { date: daysBefore(29 - i), orders, revenue: orders * (84_950 + ((i * 37_310) % 61_000)) };
});

const none: SummaryAction = { count: 0, items: [] };

/** A busy day: something of every kind waits. */
export function sampleSummary(overrides: Partial<Summary> = {}): Summary {
  const sum = (days: typeof DAYS) => {
    const orders = days.reduce((n, d) => n + d.orders, 0);
    const revenue = days.reduce((n, d) => n + d.revenue, 0);
    return { from: days[0].date, orders, revenue, average_order_value: orders === 0 ? 0 : Math.round(revenue / orders) };
  };
  return {
    today: TODAY,
    periods: { today: sum(DAYS.slice(-1)), last_7_days: sum(DAYS.slice(-7)), last_30_days: sum(DAYS) },
    revenue_by_day: DAYS,
    needs_action: {
      orders_to_confirm: {
        count: 7,
        items: [
          { ref: 'SO100041', label: 'Asha Patel', at: '2026-11-25T04:35:00.000Z', amount: 192_400 },
          { ref: 'SO100044', label: 'Ravi Menon', at: '2026-11-25T09:10:00.000Z', amount: 65_000 },
          { ref: 'SO100047', label: 'Meera Iyer', at: '2026-11-26T02:05:00.000Z', amount: 1_24_550 },
        ],
      },
      refunds_due: { count: 1, items: [{ ref: '12', label: 'SO100031', at: '2026-11-24T06:00:00.000Z', amount: 49_900 }] },
      out_of_stock: {
        count: 2,
        items: [
          { ref: '7', label: 'Cold Pressed Groundnut Oil 1 L', at: null, amount: null },
          { ref: '19', label: 'Raw Forest Honey 500 g', at: null, amount: null },
        ],
      },
      inquiries: { count: 1, items: [{ ref: '3', label: 'Kiran Rao (Bulk order for a wedding)', at: '2026-11-25T12:00:00.000Z', amount: null }] },
      b2b_leads: none,
      export_leads: { count: 1, items: [{ ref: '5', label: 'Gulf Organics LLC (Fatima Khan)', at: '2026-11-23T08:30:00.000Z', amount: null }] },
      appointments: { count: 1, items: [{ ref: '9', label: 'Suresh Nair', at: '2026-11-27T05:30:00.000Z', amount: null }] },
      deliveries_tomorrow: { count: 1, items: [{ ref: '4', label: 'A2 Cow Milk 1 L × 2 for Asha Patel', at: null, amount: null }] },
    },
    ...overrides,
  };
}

/** A new store's first day: no orders, nothing waiting. */
export function quietSummary(): Summary {
  const days = DAYS.map((d) => ({ ...d, orders: 0, revenue: 0 }));
  const period = (from: string) => ({ from, orders: 0, revenue: 0, average_order_value: 0 });
  return {
    today: TODAY,
    periods: { today: period(TODAY), last_7_days: period(daysBefore(6)), last_30_days: period(daysBefore(29)) },
    revenue_by_day: days,
    needs_action: {
      orders_to_confirm: none,
      refunds_due: none,
      out_of_stock: none,
      inquiries: none,
      b2b_leads: none,
      export_leads: none,
      appointments: none,
      deliveries_tomorrow: none,
    },
  };
}
