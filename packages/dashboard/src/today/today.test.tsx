import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { type StaffApi } from '@so/api/staff';
import { MSG } from '@so/contract';
import { DASHBOARD_COPY } from '../copy.ts';
import { SectionHarness } from '../testing.tsx';
import { TODAY_COPY } from './copy.ts';
import { quietSummary, sampleSummary } from './fixtures.ts';
import { TodayTab } from './TodayTab.tsx';
import { chartSummary, TodayView, type Summary, type TodayViewProps } from './TodayView.tsx';

function view(props: Partial<TodayViewProps> = {}) {
  const onOpen = vi.fn();
  const onRefresh = vi.fn();
  render(<TodayView summary={sampleSummary()} loading={false} error={null} refreshed={false} onRefresh={onRefresh} onOpen={onOpen} {...props} />);
  return { onOpen, onRefresh };
}

const card = (name: string) => screen.getByRole('heading', { name, level: 4 }).closest('li') as HTMLElement;
const figure = (where: HTMLElement, term: string) => within(where).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Today: the figures', () => {
  it('shows orders, revenue and average order value of today, 7 and 30 days in ₹ with the days they cover', () => {
    view();
    const today = card(TODAY_COPY.periods.today);
    expect(within(today).getByText('26 Nov 2026')).toBeTruthy();
    expect(figure(today, TODAY_COPY.orders)).toBe('4');
    expect(figure(today, TODAY_COPY.revenue)).toBe('₹5,197.60');
    expect(figure(today, TODAY_COPY.averageOrderValue)).toBe('₹1,299.40');
    const week = card(TODAY_COPY.periods.last_7_days);
    expect(within(week).getByText('20 Nov 2026 – 26 Nov 2026')).toBeTruthy();
    expect(figure(week, TODAY_COPY.orders)).toBe('35');
    const month = card(TODAY_COPY.periods.last_30_days);
    expect(within(month).getByText('28 Oct 2026 – 26 Nov 2026')).toBeTruthy();
    expect(figure(month, TODAY_COPY.orders)).toBe('118');
  });

  it('draws revenue by day as bars scaled to the best day, named by a summary, with the same figures as a table', () => {
    view();
    const chart = screen.getByRole('img', { name: /^Revenue by day from 28 Oct 2026 to 26 Nov 2026: ₹[\d,.]+ from 118 orders in total; highest ₹[\d,.]+ on 23 Nov 2026; 3 days without revenue\.$/ });
    const bars = Array.from(chart.querySelectorAll('rect'));
    expect(bars).toHaveLength(30);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...heights)).toBe(100);
    expect(heights[26]).toBe(100);
    expect(heights[1]).toBe(0);
    expect(heights[0]).toBeGreaterThan(0);
    expect(heights[0]).toBeLessThan(100);

    expect(screen.getByText(TODAY_COPY.showTable, { selector: 'summary' })).toBeTruthy();
    const table = screen.getByRole('table', { name: TODAY_COPY.chartTitle });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows[1]).getByText('28 Oct 2026')).toBeTruthy();
    expect(within(rows[2]).getByText('₹0.00')).toBeTruthy();
    expect(within(rows[30]).getByText('26 Nov 2026')).toBeTruthy();
    expect(within(rows[30]).getByText('₹5,197.60')).toBeTruthy();
  });

  it('says so when no day had revenue (all bars empty)', () => {
    view({ summary: quietSummary() });
    const chart = screen.getByRole('img', { name: TODAY_COPY.chartEmpty('28 Oct 2026', '26 Nov 2026') });
    expect(Array.from(chart.querySelectorAll('rect'), (bar) => Number(bar.getAttribute('height')))).toEqual(Array(30).fill(0));
    expect(figure(card(TODAY_COPY.periods.today), TODAY_COPY.revenue)).toBe('₹0.00');
    expect(chartSummary([])).toBe('');
  });
});

describe('Today: needs action', () => {
  it('lists each kind with its count and first items, "Nothing to do" when none, and "and N more"', () => {
    view();
    const confirm = card(TODAY_COPY.kinds.orders_to_confirm);
    expect(within(confirm).getByText(DASHBOARD_COPY.count(7, 'order', 'orders'))).toBeTruthy();
    expect(within(confirm).getAllByRole('listitem')).toHaveLength(3);
    expect(within(confirm).getByText(/Asha Patel/)).toBeTruthy();
    expect(within(confirm).getByText('25 Nov 2026, 10:05 am')).toBeTruthy();
    expect(within(confirm).getByText('₹1,924.00')).toBeTruthy();
    expect(within(confirm).getByText(TODAY_COPY.more(4))).toBeTruthy();
    const b2b = card(TODAY_COPY.kinds.b2b_leads);
    expect(within(b2b).getByText(TODAY_COPY.nothing.b2b_leads)).toBeTruthy();
    expect(within(b2b).getByText(DASHBOARD_COPY.count(0, 'lead', 'leads'))).toBeTruthy();
    const stock = card(TODAY_COPY.kinds.out_of_stock);
    expect(within(stock).getByText('Raw Forest Honey 500 g')).toBeTruthy();
    expect(within(stock).queryByText(TODAY_COPY.more(0))).toBeNull();
    expect(within(card(TODAY_COPY.kinds.deliveries_tomorrow)).getByText('A2 Cow Milk 1 L × 2 for Asha Patel')).toBeTruthy();
  });

  it('links each kind to the section that handles it', () => {
    const { onOpen } = view();
    const expected: [string, string, string | null, string][] = [
      [TODAY_COPY.kinds.orders_to_confirm, 'orders', 'status=Pending', '#orders/status%3DPending'],
      [TODAY_COPY.kinds.refunds_due, 'orders', 'payment=refund_due', '#orders/payment%3Drefund_due'],
      [TODAY_COPY.kinds.out_of_stock, 'products', 'out_of_stock', '#products/out_of_stock'],
      [TODAY_COPY.kinds.inquiries, 'content', 'inquiries', '#content/inquiries'],
      [TODAY_COPY.kinds.b2b_leads, 'content', 'b2b-leads', '#content/b2b-leads'],
      [TODAY_COPY.kinds.export_leads, 'content', 'export-leads', '#content/export-leads'],
      [TODAY_COPY.kinds.appointments, 'content', 'appointments', '#content/appointments'],
      [TODAY_COPY.kinds.deliveries_tomorrow, 'customers', null, '#customers'],
    ];
    for (const [name, tab, detail, href] of expected) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      fireEvent.click(link);
      expect(onOpen).toHaveBeenLastCalledWith(tab, detail);
    }
    expect(onOpen).toHaveBeenCalledTimes(expected.length);
  });

  it('links an order to confirm and a refund due to their order', () => {
    const { onOpen } = view();
    const order = within(card(TODAY_COPY.kinds.orders_to_confirm)).getByRole('link', { name: 'SO100044' });
    expect(order.getAttribute('href')).toBe('#orders/SO100044');
    fireEvent.click(order);
    expect(onOpen).toHaveBeenLastCalledWith('orders', 'SO100044');
    const refund = within(card(TODAY_COPY.kinds.refunds_due));
    expect(refund.getByText(TODAY_COPY.refundOf('12'), { exact: false })).toBeTruthy();
    fireEvent.click(refund.getByRole('link', { name: 'SO100031' }));
    expect(onOpen).toHaveBeenLastCalledWith('orders', 'SO100031');
    // Other items are not orders: no link of theirs.
    expect(within(card(TODAY_COPY.kinds.out_of_stock)).getAllByRole('link')).toHaveLength(1);
  });
});

describe('Today: loading, refreshing, failures', () => {
  it('shows a skeleton, announced, while the first summary loads', () => {
    view({ summary: null, loading: true });
    expect(screen.getByRole('status').textContent).toContain(TODAY_COPY.loading);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure of the first load with Try again', () => {
    const { onRefresh } = view({ summary: null, error: 'Not now' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MSG.somethingWentWrong);
    expect(alert.textContent).toContain('Not now');
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the figures while refreshing and ignores a second press', () => {
    const { onRefresh } = view({ loading: true });
    expect(screen.getByText(TODAY_COPY.refreshing)).toBeTruthy();
    expect(screen.getByRole('heading', { name: TODAY_COPY.periods.today })).toBeTruthy();
    const button = screen.getByRole('button', { name: TODAY_COPY.refresh });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});

describe('TodayTab (connected)', () => {
  type SummaryCall = StaffApi['summary'];
  const answer = (data: Summary) => ({ status: true, data });

  function setup(summary: ReturnType<typeof vi.fn<SummaryCall>>, firstSummary: Summary | null) {
    const onOpen = vi.fn();
    render(
      <SectionHarness staff={{ summary }} tab="today" firstSummary={firstSummary} onOpen={onOpen}>
        <TodayTab />
      </SectionHarness>,
    );
    return { onOpen };
  }

  it('shows the shell’s first summary without asking again; Refresh asks and shows the new figures', async () => {
    const summary = vi.fn<SummaryCall>(async () => answer(quietSummary()));
    setup(summary, sampleSummary());
    expect(figure(card(TODAY_COPY.periods.today), TODAY_COPY.orders)).toBe('4');
    expect(summary).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: TODAY_COPY.refresh }));
    expect(await screen.findByText(TODAY_COPY.refreshed)).toBeTruthy();
    expect(summary).toHaveBeenCalledTimes(1);
    expect(figure(card(TODAY_COPY.periods.today), TODAY_COPY.orders)).toBe('0');
    expect(screen.getByText(TODAY_COPY.nothing.orders_to_confirm)).toBeTruthy();
  });

  it('keeps the figures when a refresh fails, with the server’s words', async () => {
    const summary = vi.fn<SummaryCall>(async () => {
      throw new ApiError('The summary is resting.', 409);
    });
    setup(summary, sampleSummary());
    fireEvent.click(screen.getByRole('button', { name: TODAY_COPY.refresh }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TODAY_COPY.refreshFailed);
    expect(alert.textContent).toContain('The summary is resting.');
    expect(figure(card(TODAY_COPY.periods.today), TODAY_COPY.orders)).toBe('4');
    expect(screen.queryByText(TODAY_COPY.refreshed)).toBeNull();
  });

  it('loads when the shell had no summary; a failure offers Try again', async () => {
    let fail = true;
    const summary = vi.fn<SummaryCall>(async () => {
      if (fail) throw new ApiError('boom', 500);
      return answer(sampleSummary());
    });
    setup(summary, null);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.tryAgainLater);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    await waitFor(() => expect(figure(card(TODAY_COPY.periods.today), TODAY_COPY.orders)).toBe('4'));
    expect(summary).toHaveBeenCalledTimes(2);
  });

  it('opens the section of a kind and of an order', async () => {
    const { onOpen } = setup(vi.fn<SummaryCall>(), sampleSummary());
    fireEvent.click(screen.getByRole('link', { name: TODAY_COPY.kinds.orders_to_confirm }));
    expect(onOpen).toHaveBeenLastCalledWith('orders', 'status=Pending');
    fireEvent.click(screen.getByRole('link', { name: 'SO100041' }));
    expect(onOpen).toHaveBeenLastCalledWith('orders', 'SO100041');
  });
});
