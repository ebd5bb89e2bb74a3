/**
 * Packing and shipping an order in the dashboard: what staff see to pack it, the Ship form and
 * its refusals, the packing slip and label, out for delivery and delivered on a day, returned to
 * origin and restocking, and the pick list.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import type { StaffApi, StaffShipmentInput } from '@so/api/staff';
import { addDays, calendarDate, type StaffOrder } from '@so/contract';
import type { StaffOrderDetail, StaffShipment } from '@so/contract/staff';
import { fileSaver } from '@so/widgets/kit';
import { SectionHarness } from '../testing.tsx';
import { ORDERS_COPY } from './copy.ts';
import { ordersPage, refundsPage, sampleStaffOrder, sampleStaffOrderDetail } from './fixtures.ts';
import { OrdersTab } from './OrdersTab.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const SHIPMENT: StaffShipment = {
  courier: 'Delhivery',
  awb: 'DL778899',
  tracking_url: 'https://track.example/DL778899',
  weight_grams: 900,
  boxes: 1,
  shipped_at: '2026-03-06T05:00:00.000Z',
  updated_at: '2026-03-06T05:00:00.000Z',
};

/** The section on one order, its list answer and its packing detail kept in step as the server would. */
function renderOrder(first: Partial<StaffOrder> & Partial<StaffOrderDetail> = {}, calls: Partial<StaffApi> = {}) {
  const server = { detail: sampleStaffOrderDetail(first), order: sampleStaffOrder({ order_status: first.order_status ?? 'Confirmed', pay_type: first.pay_type ?? 'COD' }) };
  const staff: Partial<StaffApi> = {
    orders: vi.fn(async () => ordersPage([server.order])),
    refunds: vi.fn(async () => refundsPage([])),
    order: vi.fn(async () => ({ status: true, data: server.detail })),
    orderStatus: vi.fn(async (orderId: string, body: { order_status?: string; is_invoiced?: boolean; delivered_on?: string }) => {
      const status = body.order_status ?? server.order.order_status;
      server.order = { ...server.order, order_status: status };
      server.detail = { ...server.detail, order_status: status };
      return { status: true, data: { order_id: orderId, order_status: status, is_invoiced: false, delivery_date: status === 'Delivered' ? (body.delivered_on ?? calendarDate()) : null } };
    }),
    ...calls,
  };
  render(
    <SectionHarness staff={staff} tab="orders" detail={server.detail.order_id}>
      <OrdersTab />
    </SectionHarness>,
  );
  return { staff, server };
}

/** The packing section once its detail has loaded. */
async function packing(): Promise<HTMLElement> {
  const section = await screen.findByRole('region', { name: ORDERS_COPY.packing });
  await within(section).findByRole('button', { name: ORDERS_COPY.downloadSlip });
  return section;
}
const factIn = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

describe('An order to pack', () => {
  it('shows its items, both addresses with the PIN code, the phone, gift message, payment to collect, refunds and what happened', async () => {
    renderOrder();
    const section = await packing();
    const items = within(section).getByRole('table', { name: ORDERS_COPY.lines });
    const ghee = within(items).getByText('Bilona Desi Cow Ghee').closest('tr') as HTMLElement;
    expect(within(ghee).getByText('500 ml')).toBeTruthy();
    expect(within(ghee).getByText('2')).toBeTruthy();
    expect(within(ghee).getByText('₹799.00')).toBeTruthy();
    expect(within(ghee).getByText('₹1,598.00')).toBeTruthy();
    expect(ghee.querySelector('img')?.getAttribute('src')).toBe('/media/products/1003-1-320.webp');
    expect(within(section).getByText(ORDERS_COPY.shippingAddress)).toBeTruthy();
    expect(within(section).getByText(ORDERS_COPY.billingAddress)).toBeTruthy();
    expect(within(section).getAllByText(ORDERS_COPY.pinCode('380009'))).toHaveLength(2);
    expect(within(section).getByRole('link', { name: '+919800000002' }).getAttribute('href')).toBe('tel:+919800000002');
    expect(factIn(section, ORDERS_COPY.giftMessage)).toBe('Happy Diwali!');
    expect(factIn(section, ORDERS_COPY.paidBy)).toBe(`${ORDERS_COPY.paymentState.cod} · ${ORDERS_COPY.codToCollect('₹1,924.50')}`);
    expect(factIn(section, ORDERS_COPY.refundState)).toBe(ORDERS_COPY.noRefund);
    const timeline = within(section).getByRole('list', { name: ORDERS_COPY.timeline });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.querySelector('.orders__event')?.textContent)).toEqual(['Placed', 'Confirmed']);
    expect(within(timeline).getByText(ORDERS_COPY.eventBy('staff@soorganic.test'))).toBeTruthy();
  });

  it('says an online order is paid, with its refund state', async () => {
    renderOrder({ pay_type: 'Online', payment: 'paid_online', is_paid: true, cod_amount: null, refunds: [{ amount: 192450, reason: 'cancelled', status: 'due' }] });
    const section = await packing();
    expect(factIn(section, ORDERS_COPY.paidBy)).toBe(ORDERS_COPY.paymentState.paid_online);
    expect(factIn(section, ORDERS_COPY.refundState)).toBe(ORDERS_COPY.refundLine('₹1,924.50', ORDERS_COPY.refundStatus.due));
  });

  it('saves the packing slip and label as packing-slip-{order}.pdf', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const packingSlipPdf = vi.fn(async (_orderId: string) => pdf);
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    renderOrder({}, { packingSlipPdf });
    fireEvent.click(within(await packing()).getByRole('button', { name: ORDERS_COPY.downloadSlip }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'packing-slip-SO100001.pdf'));
    expect(packingSlipPdf).toHaveBeenCalledWith('SO100001');
  });
});

describe('Shipping', () => {
  it('ships a confirmed order with courier, AWB, weight and boxes: it is Dispatched, with its tracking link and the next steps', async () => {
    const ship = vi.fn(async (orderId: string, _body: StaffShipmentInput) => {
      state.server.detail = { ...state.server.detail, order_status: 'Dispatched', shipment: SHIPMENT };
      state.server.order = { ...state.server.order, order_status: 'Dispatched' };
      return { status: true, message: 'Shipment saved', data: { order_id: orderId, order_status: 'Dispatched', shipment: SHIPMENT } };
    });
    const state = renderOrder({}, { ship });
    const form = await screen.findByRole('form', { name: ORDERS_COPY.shipTitle });
    fireEvent.change(within(form).getByLabelText(`${ORDERS_COPY.courier} *`), { target: { value: 'Delhivery' } });
    fireEvent.change(within(form).getByLabelText(`${ORDERS_COPY.awb} *`), { target: { value: 'DL778899' } });
    fireEvent.change(within(form).getByLabelText(`${ORDERS_COPY.weight} *`), { target: { value: '900' } });
    fireEvent.click(within(form).getByRole('button', { name: ORDERS_COPY.ship }));
    expect(await screen.findByText(ORDERS_COPY.shipped('SO100001', 'Delhivery', 'DL778899'))).toBeTruthy();
    expect(ship).toHaveBeenCalledWith('SO100001', { courier: 'Delhivery', awb: 'DL778899', weight_grams: '900', boxes: '1' });
    expect(screen.getByText('Dispatched', { selector: '.dash-facts dd *, .dash-facts dd' })).toBeTruthy();
    const section = await packing();
    expect((await within(section).findByRole('link', { name: ORDERS_COPY.tracking })).getAttribute('href')).toBe(SHIPMENT.tracking_url);
    expect(factIn(section, ORDERS_COPY.shipment)).toBe(`${ORDERS_COPY.shipmentFacts('Delhivery', 'DL778899')} · ${ORDERS_COPY.tracking}`);
    // Now a correction form, and the steps after shipping; no cancelling.
    expect(screen.getByRole('form', { name: ORDERS_COPY.correctTitle })).toBeTruthy();
    const actions = screen.getByRole('region', { name: ORDERS_COPY.actions });
    expect(within(actions).getByRole('button', { name: ORDERS_COPY.outForDelivery })).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: ORDERS_COPY.cancelOrder })).toBeNull();
  });

  it('shows the server’s field messages beside the fields when it refuses the shipment', async () => {
    const ship = vi.fn(async (_orderId: string, _body: StaffShipmentInput): Promise<never> => {
      throw new ApiError('The AWB number must be 4 to 40 letters, digits or hyphens', 400, { errors: { awb: 'The AWB number must be 4 to 40 letters, digits or hyphens' } });
    });
    renderOrder({}, { ship });
    const form = await screen.findByRole('form', { name: ORDERS_COPY.shipTitle });
    fireEvent.click(within(form).getByRole('button', { name: ORDERS_COPY.ship }));
    const awb = within(form).getByLabelText(`${ORDERS_COPY.awb} *`);
    await waitFor(() => expect(awb.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('The AWB number must be 4 to 40 letters, digits or hyphens')).toBeTruthy();
    expect(screen.getByText('Confirmed', { selector: '.dash-facts dd *, .dash-facts dd' })).toBeTruthy();
  });

  it('marks a shipped order out for delivery, then delivered on the day chosen', async () => {
    const { staff } = renderOrder({ order_status: 'Dispatched', shipment: SHIPMENT });
    const actions = await screen.findByRole('region', { name: ORDERS_COPY.actions });
    fireEvent.click(within(actions).getByRole('button', { name: ORDERS_COPY.outForDelivery }));
    expect(await screen.findByText(ORDERS_COPY.nowStatus('SO100001', 'Out for Delivery'))).toBeTruthy();
    expect(staff.orderStatus).toHaveBeenLastCalledWith('SO100001', { order_status: 'Out for Delivery' });
    const yesterday = addDays(calendarDate(), -1);
    fireEvent.change(within(actions).getByLabelText(ORDERS_COPY.deliveredOn), { target: { value: yesterday } });
    fireEvent.click(within(actions).getByRole('button', { name: ORDERS_COPY.markDelivered }));
    expect(await screen.findByText(ORDERS_COPY.nowStatus('SO100001', 'Delivered'))).toBeTruthy();
    expect(staff.orderStatus).toHaveBeenLastCalledWith('SO100001', { order_status: 'Delivered', delivered_on: yesterday });
    expect(screen.queryByRole('form', { name: ORDERS_COPY.correctTitle })).toBeNull();
  });

  it('asks before marking it returned to origin, then offers Restock once', async () => {
    const restock = vi.fn(async (orderId: string) => {
      state.server.detail = { ...state.server.detail, restocked: true };
      return { status: true, message: 'Returned products restocked', data: { order_id: orderId, lines: [] } };
    });
    const state = renderOrder({ order_status: 'Out for Delivery', shipment: SHIPMENT }, { restock });
    fireEvent.click(await screen.findByRole('button', { name: ORDERS_COPY.returnedToOrigin }));
    const dialog = screen.getByRole('dialog', { name: ORDERS_COPY.returnTitle('SO100001') });
    expect(within(dialog).getByText(/returned count/)).toBeTruthy();
    expect(state.staff.orderStatus).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: ORDERS_COPY.returnYes }));
    expect(await screen.findByText(ORDERS_COPY.nowStatus('SO100001', 'Returned'))).toBeTruthy();
    expect(state.staff.orderStatus).toHaveBeenCalledWith('SO100001', { order_status: 'Returned' });
    fireEvent.click(await screen.findByRole('button', { name: ORDERS_COPY.restock }));
    expect(await screen.findByText(ORDERS_COPY.restocked)).toBeTruthy();
    expect(restock).toHaveBeenCalledWith('SO100001');
    await waitFor(() => expect(screen.queryByRole('button', { name: ORDERS_COPY.restock })).toBeNull());
    expect(screen.getByText(ORDERS_COPY.alreadyRestocked)).toBeTruthy();
  });
});

describe('The pick list', () => {
  it('downloads the pick list of the day chosen (today unless changed) as pick-list-{day}.pdf', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const pickListPdf = vi.fn(async (_day?: string) => pdf);
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    render(
      <SectionHarness staff={{ orders: vi.fn(async () => ordersPage([])), pickListPdf }} tab="orders">
        <OrdersTab />
      </SectionHarness>,
    );
    const card = await screen.findByRole('region', { name: ORDERS_COPY.pickList });
    const day = within(card).getByLabelText(ORDERS_COPY.pickListDay) as HTMLInputElement;
    expect(day.value).toBe(calendarDate());
    fireEvent.change(day, { target: { value: '2026-03-05' } });
    fireEvent.click(within(card).getByRole('button', { name: ORDERS_COPY.downloadPickList }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'pick-list-2026-03-05.pdf'));
    expect(pickListPdf).toHaveBeenCalledWith('2026-03-05');
  });
});
