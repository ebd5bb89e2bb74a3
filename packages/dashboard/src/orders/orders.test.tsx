import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { type Paging, type StaffApi, type StaffOrdersFilter } from '@so/api/staff';
import { calendarDate, MSG, ORDER_STATUSES, type StaffOrder, type StaffRefund } from '@so/contract';
import type { StaffOrderDetail } from '@so/contract/staff';
import { fileSaver } from '@so/widgets/kit';
import { DASHBOARD_COPY } from '../copy.ts';
import { SectionHarness } from '../testing.tsx';
import { ACTION_LABEL, orderActions } from './actions.ts';
import { ORDERS_COPY } from './copy.ts';
import { isFilterDetail, orderFiltersDetail, parseOrderFilters } from './filters.ts';
import { ordersPage, refundsPage, sampleRefund, sampleStaffOrder, sampleStaffOrderDetail, sampleStaffOrders } from './fixtures.ts';
import { OrdersTab } from './OrdersTab.tsx';
import { OrderDetailView } from './OrdersView.tsx';

/** The page's API (`getApi()`): Download invoice asks it for the PDF. */
const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));
vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

/** GET /staff/orders over `orders`: status and q filtered as the server does, 20 a page. */
function serveOrders(orders: readonly StaffOrder[]) {
  return vi.fn(async (filter: StaffOrdersFilter & Paging = {}) => {
    const q = filter.q?.toLowerCase();
    const list = orders.filter(
      (o) =>
        (!filter.status || o.order_status === filter.status) &&
        (!q || o.order_id.toLowerCase().includes(q) || o.customer.name.toLowerCase().includes(q) || o.customer.email.includes(q)),
    );
    return ordersPage(list, filter.page ?? 1, filter.page_size ?? 20);
  });
}
type RefundsQuery = { status?: StaffRefund['status']; order?: string } & Paging;
const noRefunds = () => vi.fn(async (_query?: RefundsQuery) => refundsPage([]));

/** GET /staff/orders/{id}: the order's packing detail (a confirmed COD order unless told). */
const serveDetail = (overrides: Partial<StaffOrderDetail> = {}) =>
  vi.fn(async (orderId: string) => ({ status: true, data: sampleStaffOrderDetail({ order_id: orderId.toUpperCase(), ...overrides }) }));

function renderOrders(staff: Partial<StaffApi>, detail: string | null = null) {
  const onOpen = vi.fn();
  render(
    <SectionHarness staff={{ order: serveDetail(), ...staff }} tab="orders" detail={detail} onOpen={onOpen}>
      <OrdersTab />
    </SectionHarness>,
  );
  return onOpen;
}

const button = (name: string) => screen.queryByRole('button', { name });
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
  fake.api = {};
});

describe('Orders list', () => {
  it('shows each order: number, date, customer, status word, payment, invoiced, total, partner; and the count', async () => {
    const orders = [
      sampleStaffOrder(),
      sampleStaffOrder({
        id: 2,
        order_id: 'SO100002',
        order_status: 'Delivered',
        pay_type: 'Online',
        is_paid: true,
        is_invoiced: true,
        final_total: 25100,
        customer: { email: 'vikram@example.in', name: 'Vikram Iyer' },
        partner_code: 'DEMO',
      }),
    ];
    renderOrders({ orders: serveOrders(orders) });
    const link = await screen.findByRole('link', { name: 'SO100001' });
    expect(link.getAttribute('href')).toBe('#orders/SO100001');
    expect(screen.getByText('2 orders').getAttribute('role')).toBe('status');
    const first = link.closest('tr') as HTMLElement;
    expect(within(first).getByText('05 Mar 2026, 09:05 am')).toBeTruthy();
    expect(within(first).getByText('Asha Rao')).toBeTruthy();
    expect(within(first).getByText('asha@example.in')).toBeTruthy();
    expect(within(first).getByText('Pending')).toBeTruthy();
    expect(within(first).getByText('COD · Not paid')).toBeTruthy();
    expect(within(first).getByText('₹1,924.50')).toBeTruthy();
    expect(within(first).getByText(ORDERS_COPY.ownSite)).toBeTruthy();
    const second = screen.getByRole('link', { name: 'SO100002' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Delivered')).toBeTruthy();
    expect(within(second).getByText('Online · Paid')).toBeTruthy();
    expect(within(second).getByText(DASHBOARD_COPY.yes)).toBeTruthy();
    expect(within(second).getByText('₹251.00')).toBeTruthy();
    expect(within(second).getByText('DEMO')).toBeTruthy();
    // On a phone each cell says what it is.
    expect(within(first).getAllByRole('cell').map((td) => td.getAttribute('data-label'))).toEqual([
      ORDERS_COPY.order,
      ORDERS_COPY.date,
      ORDERS_COPY.customer,
      ORDERS_COPY.status,
      ORDERS_COPY.payment,
      ORDERS_COPY.invoiced,
      ORDERS_COPY.total,
      ORDERS_COPY.partnerCode,
    ]);
  });

  it('sends every filter of the form to the list, puts them in the hash, and exports the CSV with the same filters', async () => {
    const orders = serveOrders(sampleStaffOrders(3));
    const csv = new Blob(['order_id\r\n'], { type: 'text/csv' });
    const ordersCsv = vi.fn(async (_filter?: StaffOrdersFilter) => csv);
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const onOpen = renderOrders({ orders, ordersCsv });
    await screen.findByText('3 orders');
    expect(orders).toHaveBeenLastCalledWith({ page: 1, page_size: 20 });

    fireEvent.change(screen.getByLabelText(ORDERS_COPY.search), { target: { value: ' asha ' } });
    fireEvent.change(screen.getByLabelText(ORDERS_COPY.status), { target: { value: 'Dispatched' } });
    fireEvent.change(screen.getByLabelText(ORDERS_COPY.payment), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText(ORDERS_COPY.from), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(ORDERS_COPY.to), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText(ORDERS_COPY.partner), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_COPY.search }));

    const filter = { status: 'Dispatched', payment: 'paid', from: '2026-03-01', to: '2026-03-31', partner: 'demo', q: 'asha' };
    await waitFor(() => expect(orders).toHaveBeenLastCalledWith({ ...filter, page: 1, page_size: 20 }));
    expect(onOpen).toHaveBeenLastCalledWith('orders', 'status=Dispatched&payment=paid&from=2026-03-01&to=2026-03-31&partner=demo&q=asha');
    // The form shows what is applied.
    expect((screen.getByLabelText(ORDERS_COPY.status) as HTMLSelectElement).value).toBe('Dispatched');
    expect((screen.getByLabelText(ORDERS_COPY.search) as HTMLInputElement).value).toBe('asha');

    fireEvent.click(screen.getByRole('button', { name: ORDERS_COPY.exportCsv }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(csv, `orders-${calendarDate()}.csv`));
    expect(ordersCsv).toHaveBeenCalledWith(filter);
    // The CSV is asked with the very filters of the list.
    const listed = orders.mock.calls.at(-1)?.[0] ?? {};
    const { page: _page, page_size: _size, ...listFilter } = listed;
    expect(ordersCsv.mock.calls[0][0]).toEqual(listFilter);
  });

  it('takes its filters from the link that opened it (Today: Pending, refunds due), and Clear filters empties them', async () => {
    const orders = serveOrders(sampleStaffOrders(10));
    const refunds = vi.fn(async (query: { status?: StaffRefund['status'] } & Paging = {}) =>
      refundsPage(query.status === 'due' ? [sampleRefund({ order_id: 'SO100004' })] : []),
    );
    const onOpen = renderOrders({ orders, refunds }, 'status=pending&payment=refund_due');
    await screen.findByText('2 orders');
    expect(orders).toHaveBeenLastCalledWith({ status: 'Pending', payment: 'refund_due', page: 1, page_size: 20 });
    expect((screen.getByLabelText(ORDERS_COPY.status) as HTMLSelectElement).value).toBe('Pending');
    expect((screen.getByLabelText(ORDERS_COPY.payment) as HTMLSelectElement).value).toBe('refund_due');
    // Filtering by "Refund due" lists the refunds to send, each with its order.
    const toSend = await screen.findByRole('region', { name: ORDERS_COPY.refundsToSend });
    expect(refunds).toHaveBeenCalledWith({ status: 'due', page_size: 100 });
    expect(refunds).toHaveBeenCalledWith({ status: 'failed', page_size: 100 });
    expect(within(toSend).getByRole('link', { name: 'SO100004' })).toBeTruthy();
    expect(within(toSend).getByRole('button', { name: ORDERS_COPY.sendAgain })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_COPY.clearFilters }));
    expect(onOpen).toHaveBeenLastCalledWith('orders', null);
    // The button goes with the filters; focus is on the search field.
    expect(document.activeElement).toBe(screen.getByLabelText(ORDERS_COPY.search));
    await screen.findByText('10 orders');
    expect(orders).toHaveBeenLastCalledWith({ page: 1, page_size: 20 });
    expect((screen.getByLabelText(ORDERS_COPY.status) as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('region', { name: ORDERS_COPY.refundsToSend })).toBeNull();
  });

  it('refuses a first day after the last day without asking the server', async () => {
    const orders = serveOrders(sampleStaffOrders(2));
    renderOrders({ orders });
    await screen.findByText('2 orders');
    fireEvent.change(screen.getByLabelText(ORDERS_COPY.from), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText(ORDERS_COPY.to), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_COPY.search }));
    expect(screen.getByRole('alert').textContent).toBe(ORDERS_COPY.fromAfterTo);
    expect(screen.getByLabelText(ORDERS_COPY.from).getAttribute('aria-invalid')).toBe('true');
    expect(orders).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(ORDERS_COPY.from)));
  });

  it('pages 20 at a time: Page 2 asks for page 2 and shows its orders', async () => {
    const all = sampleStaffOrders(45);
    const orders = serveOrders(all);
    renderOrders({ orders });
    await screen.findByText('45 orders');
    expect(screen.getAllByRole('row')).toHaveLength(21);
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await screen.findByRole('link', { name: all[20].order_id });
    expect(orders).toHaveBeenLastCalledWith({ page: 2, page_size: 20 });
    expect(screen.queryByRole('link', { name: all[0].order_id })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when nothing matches the filters', async () => {
    renderOrders({ orders: serveOrders([]) }, 'q=nobody');
    expect(await screen.findByText(DASHBOARD_COPY.nothingFound)).toBeTruthy();
    expect(screen.getByText('0 orders')).toBeTruthy();
  });

  it('shows a failed list with Try again, which asks again', async () => {
    let fail = true;
    const orders = vi.fn(async (_filter?: StaffOrdersFilter & Paging) => {
      if (fail) throw new ApiError('Server error', 500);
      return ordersPage(sampleStaffOrders(1));
    });
    renderOrders({ orders });
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.tryAgainLater);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByText('1 order')).toBeTruthy();
  });

  it('shows the server’s words when the CSV is refused', async () => {
    const ordersCsv = vi.fn(async (_filter?: StaffOrdersFilter) => {
      throw new ApiError('partner must be a partner code', 400);
    });
    renderOrders({ orders: serveOrders(sampleStaffOrders(1)), ordersCsv });
    fireEvent.click(await screen.findByRole('button', { name: ORDERS_COPY.exportCsv }));
    expect((await screen.findByRole('alert')).textContent).toBe('partner must be a partner code');
  });

  it('opens an order from the list, and Back to orders returns to the same filters', async () => {
    const orders = serveOrders(sampleStaffOrders(5));
    const onOpen = renderOrders({ orders, refunds: noRefunds() }, 'status=Pending');
    const link = await screen.findByRole('link', { name: 'SO100005' });
    fireEvent.click(link);
    expect(onOpen).toHaveBeenLastCalledWith('orders', 'SO100005');
    const heading = await screen.findByRole('heading', { name: ORDERS_COPY.title('SO100005') });
    // The link that opened it is gone: focus is on the order's heading.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(orders).toHaveBeenLastCalledWith({ q: 'SO100005', page_size: 100 });
    const back = screen.getByRole('link', { name: ORDERS_COPY.backToList });
    expect(back.getAttribute('href')).toBe('#orders/status%3DPending');
    fireEvent.click(back);
    expect(onOpen).toHaveBeenLastCalledWith('orders', 'status=Pending');
    const again = await screen.findByRole('link', { name: 'SO100005' });
    expect(orders).toHaveBeenLastCalledWith({ status: 'Pending', page: 1, page_size: 20 });
    // Back in the list, focus is on the order staff came from.
    await waitFor(() => expect(document.activeElement).toBe(again));
  });
});

describe('An order', () => {
  it('offers only the step the server allows next, for every status', () => {
    const offered = (order_status: string, is_invoiced = false) => {
      const { unmount } = render(
        <OrderDetailView
          order={sampleStaffOrder({ order_status, is_invoiced })}
          backHref="#orders"
          onBack={() => undefined}
          historyHref="#audit"
          onHistory={() => undefined}
          busy={null}
          notice={null}
          onAction={() => undefined}
          confirmingCancel={false}
          onCancelClose={() => undefined}
          onCancelConfirm={() => undefined}
          downloadingInvoice={false}
          invoiceError={null}
          onInvoice={() => undefined}
        />,
      );
      const names = within(screen.getByRole('region', { name: ORDERS_COPY.actions }))
        .queryAllByRole('button')
        .map((b) => b.textContent);
      unmount();
      return names;
    };
    expect(offered('Pending')).toEqual([ORDERS_COPY.confirm, ORDERS_COPY.cancelOrder]);
    // A confirmed order is dispatched by shipping it (the packing section's Ship form), not by a button here.
    expect(offered('Confirmed')).toEqual([ORDERS_COPY.markInvoiced, ORDERS_COPY.cancelOrder]);
    expect(offered('Confirmed', true)).toEqual([ORDERS_COPY.cancelOrder, ORDERS_COPY.downloadInvoice]);
    // A shipped order is never cancelled: it goes out for delivery, is delivered or comes back.
    expect(offered('Dispatched')).toEqual([ORDERS_COPY.outForDelivery, ORDERS_COPY.markDelivered, ORDERS_COPY.returnedToOrigin, ORDERS_COPY.markInvoiced]);
    expect(offered('Out for Delivery', true)).toEqual([ORDERS_COPY.markDelivered, ORDERS_COPY.returnedToOrigin, ORDERS_COPY.downloadInvoice]);
    expect(offered('Delivered')).toEqual([ORDERS_COPY.markInvoiced]);
    expect(offered('Returned', true)).toEqual([ORDERS_COPY.downloadInvoice]);
    // Once invoiced, its PDF can be downloaded (also when nothing else can be done).
    expect(offered('Delivered', true)).toEqual([ORDERS_COPY.downloadInvoice]);
    expect(offered('Cancelled')).toEqual([]);
    // The rules themselves, for each status the contract knows.
    expect(ORDER_STATUSES.map((status) => orderActions({ order_status: status, is_invoiced: true }).map((a) => ACTION_LABEL[a]))).toEqual([
      [ORDERS_COPY.confirm, ORDERS_COPY.cancelOrder],
      [ORDERS_COPY.cancelOrder],
      [ORDERS_COPY.outForDelivery, ORDERS_COPY.markDelivered, ORDERS_COPY.returnedToOrigin],
      [ORDERS_COPY.markDelivered, ORDERS_COPY.returnedToOrigin],
      [],
      [],
      [],
    ]);
  });

  it('shows the order’s facts, and History opens the audit log of this order', async () => {
    const order = sampleStaffOrder({ order_status: 'Delivered', pay_type: 'Online', is_paid: true, is_invoiced: true, delivery_date: '2026-03-12', partner_code: 'DEMO' });
    const onOpen = renderOrders({ orders: serveOrders([order]), refunds: noRefunds() }, 'so100001');
    await screen.findByRole('heading', { name: ORDERS_COPY.title('SO100001') });
    expect(fact(ORDERS_COPY.status)).toBe('Delivered');
    expect(fact(ORDERS_COPY.orderDate)).toBe('05 Mar 2026, 09:05 am');
    expect(fact(ORDERS_COPY.customer)).toBe('Asha Rao');
    expect(fact(ORDERS_COPY.customerEmail)).toBe('asha@example.in');
    expect(fact(ORDERS_COPY.payment)).toBe('Online · Paid');
    expect(fact(ORDERS_COPY.total)).toBe('₹1,924.50');
    expect(fact(ORDERS_COPY.invoiced)).toBe(DASHBOARD_COPY.yes);
    expect(fact(ORDERS_COPY.partnerCode)).toBe('DEMO');
    expect(fact(ORDERS_COPY.deliveryDate)).toBe('12 Mar 2026');
    expect(screen.getByText(ORDERS_COPY.noActions)).toBeTruthy();
    expect(button(ORDERS_COPY.downloadInvoice)).toBeTruthy();
    const history = screen.getByRole('link', { name: ORDERS_COPY.history });
    expect(history.getAttribute('href')).toBe('#audit/order%3ASO100001');
    fireEvent.click(history);
    expect(onOpen).toHaveBeenLastCalledWith('audit', 'order:SO100001');
  });

  it('says so when there is no such order', async () => {
    renderOrders({ orders: serveOrders(sampleStaffOrders(3)) }, 'SO999999');
    expect(await screen.findByText(ORDERS_COPY.notFound('SO999999'))).toBeTruthy();
    expect(screen.getByRole('link', { name: ORDERS_COPY.backToList }).getAttribute('href')).toBe('#orders');
  });

  it('confirms a pending order: sends Confirmed, shows the new status with a confirmation, and offers the Ship form next', async () => {
    const orderStatus = vi.fn(async (orderId: string, _body: { order_status?: string; is_invoiced?: boolean }) => ({
      status: true,
      message: 'Order updated',
      data: { order_id: orderId, order_status: 'Confirmed', is_invoiced: false, delivery_date: null },
    }));
    renderOrders({ orders: serveOrders([sampleStaffOrder()]), refunds: noRefunds(), orderStatus }, 'SO100001');
    fireEvent.click(await screen.findByRole('button', { name: ORDERS_COPY.confirm }));
    const done = await screen.findByText(ORDERS_COPY.nowStatus('SO100001', 'Confirmed'));
    expect(done.closest('[role="status"]')).toBeTruthy();
    // The button pressed is gone: focus is on the confirmation.
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(orderStatus).toHaveBeenCalledWith('SO100001', { order_status: 'Confirmed' });
    expect(fact(ORDERS_COPY.status)).toBe('Confirmed');
    expect(button(ORDERS_COPY.confirm)).toBeNull();
    expect(screen.getByRole('form', { name: ORDERS_COPY.shipTitle })).toBeTruthy();
    expect(button(ORDERS_COPY.markInvoiced)).toBeTruthy();
  });

  it('marks an order invoiced with is_invoiced true', async () => {
    const orderStatus = vi.fn(async (orderId: string, _body: { order_status?: string; is_invoiced?: boolean }) => ({
      status: true,
      data: { order_id: orderId, order_status: 'Dispatched', is_invoiced: true, delivery_date: null },
    }));
    renderOrders({ orders: serveOrders([sampleStaffOrder({ order_status: 'Dispatched' })]), refunds: noRefunds(), orderStatus }, 'SO100001');
    fireEvent.click(await screen.findByRole('button', { name: ORDERS_COPY.markInvoiced }));
    expect(await screen.findByText(ORDERS_COPY.nowInvoiced('SO100001'))).toBeTruthy();
    expect(orderStatus).toHaveBeenCalledWith('SO100001', { is_invoiced: true });
    expect(fact(ORDERS_COPY.invoiced)).toBe(DASHBOARD_COPY.yes);
    expect(button(ORDERS_COPY.markInvoiced)).toBeNull();
    expect(button(ORDERS_COPY.markDelivered)).toBeTruthy();
  });

  it('shows the server’s message when it refuses a change (409), and the order as it is now', async () => {
    // Someone cancelled the order meanwhile: the first answer is Pending, the next Cancelled.
    const orders = vi.fn(async (_filter?: StaffOrdersFilter & Paging) => ordersPage([sampleStaffOrder({ order_status: 'Cancelled' })]));
    orders.mockImplementationOnce(async () => ordersPage([sampleStaffOrder()]));
    const orderStatus = vi.fn(async (_orderId: string, _body: { order_status?: string; is_invoiced?: boolean }) => {
      throw new ApiError('This order is Cancelled and can no longer change', 409);
    });
    renderOrders({ orders, refunds: noRefunds(), orderStatus }, 'SO100001');
    fireEvent.click(await screen.findByRole('button', { name: ORDERS_COPY.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe('This order is Cancelled and can no longer change');
    await waitFor(() => expect(fact(ORDERS_COPY.status)).toBe('Cancelled'));
    expect(button(ORDERS_COPY.confirm)).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('This order is Cancelled and can no longer change');
  });

  it('asks before cancelling, says what cancelling does, then cancels and lists the refund due, which can be sent again', async () => {
    let cancelled = false;
    const orderStatus = vi.fn(async (orderId: string, _body: { order_status?: string; is_invoiced?: boolean }) => {
      cancelled = true;
      return { status: true, data: { order_id: orderId, order_status: 'Cancelled', is_invoiced: false, delivery_date: null } };
    });
    // GET /staff/refunds?order= answers that order's refunds only.
    const refunds = vi.fn(async (query: RefundsQuery = {}) =>
      refundsPage(
        (cancelled ? [sampleRefund({ status: 'failed', attempts: 1, gateway_message: 'Bank unreachable' }), sampleRefund({ id: 9, order_id: 'SO100077' })] : []).filter(
          (refund) => !query.order || refund.order_id === query.order.toUpperCase(),
        ),
      ),
    );
    const sendRefund = vi.fn(async (id: number) => ({ status: true, message: 'Refund sent to the gateway', data: { id, status: 'requested' as const } }));
    const order = sampleStaffOrder({ order_status: 'Confirmed', pay_type: 'Online', is_paid: true });
    renderOrders({ orders: serveOrders([order]), refunds, orderStatus, sendRefund }, 'SO100001');

    fireEvent.click(await screen.findByRole('button', { name: ORDERS_COPY.cancelOrder }));
    let dialog = screen.getByRole('dialog', { name: ORDERS_COPY.cancelTitle('SO100001') });
    expect(within(dialog).getByText(/back in stock/)).toBeTruthy();
    expect(within(dialog).getByText(/coins/)).toBeTruthy();
    expect(within(dialog).getByText(/refunds an online payment/)).toBeTruthy();
    expect(orderStatus).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: ORDERS_COPY.cancelNo }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(orderStatus).not.toHaveBeenCalled();
    expect(fact(ORDERS_COPY.status)).toBe('Confirmed');

    fireEvent.click(screen.getByRole('button', { name: ORDERS_COPY.cancelOrder }));
    dialog = screen.getByRole('dialog', { name: ORDERS_COPY.cancelTitle('SO100001') });
    fireEvent.click(within(dialog).getByRole('button', { name: ORDERS_COPY.cancelYes }));
    expect(await screen.findByText(ORDERS_COPY.nowStatus('SO100001', 'Cancelled'))).toBeTruthy();
    expect(orderStatus).toHaveBeenCalledWith('SO100001', { order_status: 'Cancelled' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fact(ORDERS_COPY.status)).toBe('Cancelled');
    expect(button(ORDERS_COPY.cancelOrder)).toBeNull();

    // Only this order's refund, with its status in words.
    const section = await screen.findByRole('region', { name: ORDERS_COPY.refunds });
    expect(refunds).toHaveBeenLastCalledWith({ order: 'SO100001', page_size: 100 });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByText(ORDERS_COPY.refundStatus.failed)).toBeTruthy();
    expect(within(section).getByText('Bank unreachable')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: ORDERS_COPY.sendAgain }));
    expect(await within(section).findByText(ORDERS_COPY.refundSentNow(ORDERS_COPY.refundStatus.requested))).toBeTruthy();
    expect(sendRefund).toHaveBeenCalledWith(7);
    expect(within(section).getByText(ORDERS_COPY.refundStatus.requested)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: ORDERS_COPY.sendAgain })).toBeNull();
  });
});

describe('An order’s refunds', () => {
  it('asks for this order’s refunds only, by its number', async () => {
    const refunds = vi.fn(async (query: RefundsQuery = {}) => refundsPage(query.order === 'SO100003' ? [sampleRefund({ order_id: 'SO100003', status: 'refunded' })] : []));
    renderOrders({ orders: serveOrders(sampleStaffOrders(5)), refunds }, 'so100003');
    const section = await screen.findByRole('region', { name: ORDERS_COPY.refunds });
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds).toHaveBeenCalledWith({ order: 'SO100003', page_size: 100 });
    expect(within(section).getByText(ORDERS_COPY.refundStatus.refunded)).toBeTruthy();
  });
});

describe('Download invoice', () => {
  it('is offered only once the order is invoiced', async () => {
    const orderStatus = vi.fn(async (orderId: string, _body: { order_status?: string; is_invoiced?: boolean }) => ({
      status: true,
      data: { order_id: orderId, order_status: 'Dispatched', is_invoiced: true, delivery_date: null },
    }));
    renderOrders({ orders: serveOrders([sampleStaffOrder({ order_status: 'Dispatched' })]), refunds: noRefunds(), orderStatus }, 'SO100001');
    fireEvent.click(await screen.findByRole('button', { name: ORDERS_COPY.markInvoiced }));
    expect(await screen.findByRole('button', { name: ORDERS_COPY.downloadInvoice })).toBeTruthy();
  });

  it('saves the customer’s invoice PDF as invoice-{order}.pdf', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    let deliver: (blob: Blob) => void = () => undefined;
    const invoicePdf = vi.fn((_orderId: string) => new Promise<Blob>((resolve) => (deliver = resolve)));
    fake.api.invoicePdf = invoicePdf;
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    renderOrders({ orders: serveOrders([sampleStaffOrder({ order_status: 'Delivered', is_invoiced: true })]), refunds: noRefunds() }, 'SO100001');
    expect(button(ORDERS_COPY.markInvoiced)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: ORDERS_COPY.downloadInvoice }));
    // While the PDF is on its way the button says so and cannot be pressed again.
    const waiting = screen.getByRole('button', { name: ORDERS_COPY.downloadingInvoice }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect(invoicePdf).toHaveBeenCalledWith('SO100001');
    deliver(pdf);
    await waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'invoice-SO100001.pdf'));
    expect(((await screen.findByRole('button', { name: ORDERS_COPY.downloadInvoice })) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s words when the invoice is refused, and clears them on the next try', async () => {
    const invoicePdf = vi.fn(async (_orderId: string): Promise<Blob> => {
      throw new ApiError('Invoice not available yet', 409);
    });
    fake.api.invoicePdf = invoicePdf;
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    renderOrders({ orders: serveOrders([sampleStaffOrder({ order_status: 'Confirmed', is_invoiced: true })]), refunds: noRefunds() }, 'SO100001');
    fireEvent.click(await screen.findByRole('button', { name: ORDERS_COPY.downloadInvoice }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invoice not available yet');
    expect(save).not.toHaveBeenCalled();

    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    invoicePdf.mockImplementation(async () => pdf);
    fireEvent.click(screen.getByRole('button', { name: ORDERS_COPY.downloadInvoice }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'invoice-SO100001.pdf'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says to try again later when the server fails (no server words to show)', async () => {
    fake.api.invoicePdf = vi.fn(async (_orderId: string): Promise<Blob> => {
      throw new ApiError('Internal error', 500);
    });
    renderOrders({ orders: serveOrders([sampleStaffOrder({ order_status: 'Confirmed', is_invoiced: true })]), refunds: noRefunds() }, 'SO100001');
    fireEvent.click(await screen.findByRole('button', { name: ORDERS_COPY.downloadInvoice }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.tryAgainLater);
  });
});

describe('filters in the hash', () => {
  it('reads and writes them as a URLSearchParams string, leaving out what the list does not know', () => {
    expect(isFilterDetail('SO100001')).toBe(false);
    expect(isFilterDetail('status=Pending')).toBe(true);
    expect(parseOrderFilters('status=confirmed&payment=REFUND_DUE&from=2026-03-01&to=tomorrow&q=+asha+rao+&partner=')).toEqual({
      status: 'Confirmed',
      payment: 'refund_due',
      from: '2026-03-01',
      q: 'asha rao',
    });
    expect(parseOrderFilters('SO100001')).toEqual({});
    expect(orderFiltersDetail({ q: 'a&b=c', status: 'Pending' })).toBe('status=Pending&q=a%26b%3Dc');
    expect(parseOrderFilters(orderFiltersDetail({ q: 'a&b=c' }))).toEqual({ q: 'a&b=c' });
    expect(orderFiltersDetail({ q: '  ' })).toBeNull();
  });
});
