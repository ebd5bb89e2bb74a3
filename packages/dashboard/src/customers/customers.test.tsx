import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { ANSWER, MSG } from '@so/contract';
import { DASHBOARD_COPY } from '../copy.ts';
import { SectionHarness } from '../testing.tsx';
import { CUSTOMERS_COPY as C } from './copy.ts';
import { CustomersTab } from './CustomersTab.tsx';
import { parseCoins } from './CustomersView.tsx';
import { sampleCustomerDetail, sampleCustomers } from './fixtures.ts';

const page = (rows = sampleCustomers(3)) => ({ status: true, count: rows.length, total_pages: 1, page: 1, data: rows });

function renderTab(options: { detail?: string | null; superuser?: boolean; email?: string; staff?: Record<string, unknown> }) {
  const onOpen = vi.fn();
  const customers = vi.fn(async () => page());
  const customer = vi.fn(async () => ({ status: true, data: sampleCustomerDetail() }));
  const staff = { customers, customer, ...options.staff };
  render(
    <SectionHarness tab="customers" detail={options.detail ?? null} superuser={options.superuser} email={options.email} staff={staff} onOpen={onOpen}>
      <CustomersTab />
    </SectionHarness>,
  );
  return { onOpen, customers, customer, staff };
}

describe('the customers list', () => {
  it('lists accounts with their coins and role in words, and the search reaches the call', async () => {
    const { customers } = renderTab({});
    const table = await screen.findByRole('table', { name: C.listCaption });
    expect(screen.getByText(DASHBOARD_COPY.count(3, C.one, C.many))).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Asha Patel' })).toBeTruthy();
    expect(within(rows[2]).getByText(C.role.staff)).toBeTruthy();
    expect(within(rows[1]).getByText(C.role.customer)).toBeTruthy();
    expect(customers).toHaveBeenLastCalledWith({ search: undefined, page: 1 });

    fireEvent.change(screen.getByRole('searchbox', { name: C.searchLabel }), { target: { value: ' 98123 ' } });
    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_COPY.search }));
    await waitFor(() => expect(customers).toHaveBeenLastCalledWith({ search: '98123', page: 1 }));
  });

  it('says when the search finds no one, and opens a customer from the list', async () => {
    const { onOpen } = renderTab({ staff: { customers: vi.fn(async ({ search }: { search?: string }) => (search ? page([]) : page())) } });
    await screen.findByRole('link', { name: 'Asha Patel' });
    fireEvent.change(screen.getByRole('searchbox', { name: C.searchLabel }), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_COPY.search }));
    expect(await screen.findByText(C.noneFound('nobody'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_COPY.clearFilters }));
    fireEvent.click(await screen.findByRole('link', { name: 'Asha Patel' }));
    expect(onOpen).toHaveBeenCalledWith('customers', '100');
  });

  it('shows the server’s refusal with Try again', async () => {
    const customers = vi.fn().mockRejectedValueOnce(new ApiError('Staff only', 403)).mockResolvedValue(page());
    renderTab({ staff: { customers } });
    expect((await screen.findByRole('alert')).textContent).toContain('Staff only');
    fireEvent.click(screen.getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByRole('table', { name: C.listCaption })).toBeTruthy();
  });
});

describe('a customer’s detail', () => {
  it('shows the facts, orders (linking to the order), coin ledger and subscriptions', async () => {
    const { onOpen, customer } = renderTab({ detail: '12' });
    expect(await screen.findByRole('heading', { name: 'Asha Patel', level: 3 })).toBeTruthy();
    expect(customer).toHaveBeenCalledWith(12);
    const orders = screen.getByRole('table', { name: C.ordersCaption });
    expect(within(orders).getByText('₹1,924.50')).toBeTruthy();
    expect(within(orders).getByText('Delivered')).toBeTruthy();
    expect(within(orders).getByText('05 Mar 2026')).toBeTruthy();
    const ledger = screen.getByRole('table', { name: C.ledgerCaption });
    expect(within(ledger).getByText('−15')).toBeTruthy();
    expect(within(ledger).getByText('+19')).toBeTruthy();
    expect(within(ledger).getByText('Correction')).toBeTruthy();
    expect(within(ledger).getAllByText('Adjustment')).toHaveLength(2);
    expect(within(screen.getByRole('table', { name: C.subscriptionsCaption })).getByText('A2 Cow Ghee 500 ml')).toBeTruthy();

    fireEvent.click(within(orders).getByRole('link', { name: C.openOrder('SO100042') }));
    expect(onOpen).toHaveBeenCalledWith('orders', 'SO100042');
  });

  it('staff see no coin form and no staff access buttons, only why', async () => {
    const { onOpen } = renderTab({ detail: '12', superuser: false });
    await screen.findByRole('heading', { name: 'Asha Patel' });
    expect(screen.queryByRole('textbox', { name: C.adjustCoins })).toBeNull();
    expect(screen.queryByRole('button', { name: C.adjustSubmit })).toBeNull();
    expect(screen.queryByRole('button', { name: C.makeStaff })).toBeNull();
    expect(screen.getAllByText(DASHBOARD_COPY.superuserOnly)).toHaveLength(2);
    // Its history: the audit log's entries of this customer.
    fireEvent.click(screen.getByRole('button', { name: C.history }));
    expect(onOpen).toHaveBeenCalledWith('audit', 'customer:12');
  });

  it('a superuser adjusts coins: coins and reason are sent, then the balance and ledger load again', async () => {
    const adjustCoins = vi.fn(async () => ({ status: true, message: ANSWER.coinsAdjusted, data: { id: 12, coin_balance: 20 } }));
    const customer = vi
      .fn()
      .mockResolvedValueOnce({ status: true, data: sampleCustomerDetail() })
      .mockResolvedValue({ status: true, data: sampleCustomerDetail({ coin_balance: 20 }) });
    renderTab({ detail: '12', superuser: true, staff: { adjustCoins, customer } });
    fireEvent.change(await screen.findByRole('textbox', { name: C.adjustCoins }), { target: { value: '−20' } });
    fireEvent.change(screen.getByRole('textbox', { name: C.adjustReason }), { target: { value: 'Damaged parcel' } });
    fireEvent.click(screen.getByRole('button', { name: C.adjustSubmit }));
    await waitFor(() => expect(adjustCoins).toHaveBeenCalledWith(12, { coins: -20, reason: 'Damaged parcel' }));
    expect(await screen.findByText(C.adjusted(ANSWER.coinsAdjusted, 20))).toBeTruthy();
    await waitFor(() => expect(customer).toHaveBeenCalledTimes(2));
    expect((screen.getByRole('textbox', { name: C.adjustCoins }) as HTMLInputElement).value).toBe('');
  });

  it('a refusal (409) shows the server’s message and keeps what was typed', async () => {
    const adjustCoins = vi.fn(async () => {
      throw new ApiError(MSG.coinsAboveAvailable, 409, { status: false, message: MSG.coinsAboveAvailable });
    });
    renderTab({ detail: '12', superuser: true, staff: { adjustCoins } });
    fireEvent.change(await screen.findByRole('textbox', { name: C.adjustCoins }), { target: { value: '-500' } });
    fireEvent.change(screen.getByRole('textbox', { name: C.adjustReason }), { target: { value: 'Too many' } });
    fireEvent.click(screen.getByRole('button', { name: C.adjustSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.coinsAboveAvailable);
    expect((screen.getByRole('textbox', { name: C.adjustCoins }) as HTMLInputElement).value).toBe('-500');
    expect((screen.getByRole('textbox', { name: C.adjustReason }) as HTMLInputElement).value).toBe('Too many');
  });

  it('checks the form before sending: a whole number and a reason', async () => {
    const adjustCoins = vi.fn();
    renderTab({ detail: '12', superuser: true, staff: { adjustCoins } });
    // The page opens with the focus on its heading (on preact/compat a frame later).
    const heading = await screen.findByRole('heading', { name: 'Asha Patel' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.change(screen.getByRole('textbox', { name: C.adjustCoins }), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: C.adjustSubmit }));
    expect(await screen.findByText(C.coinsWhole)).toBeTruthy();
    expect(screen.getByText(C.reasonRequired)).toBeTruthy();
    expect(adjustCoins).not.toHaveBeenCalled();
    // The focus goes to the first field in error; its message follows the typing.
    const coins = screen.getByRole('textbox', { name: C.adjustCoins });
    await waitFor(() => expect(document.activeElement).toBe(coins));
    fireEvent.change(coins, { target: { value: '25' } });
    expect(screen.queryByText(C.coinsWhole)).toBeNull();
    expect([parseCoins('40'), parseCoins('-20'), parseCoins('−20'), parseCoins('+5'), parseCoins('0'), parseCoins('abc')]).toEqual([40, -20, -20, 5, null, null]);
  });

  it('a superuser makes a customer staff, but never changes their own account', async () => {
    const setStaff = vi.fn(async () => ({ status: true, message: ANSWER.userUpdated, data: { id: 12, email: 'asha@example.test', is_staff: true, is_superuser: false } }));
    renderTab({ detail: '12', superuser: true, staff: { setStaff } });
    fireEvent.click(await screen.findByRole('button', { name: C.makeStaff }));
    await waitFor(() => expect(setStaff).toHaveBeenCalledWith(12, true));
    expect(await screen.findByText(C.staffChanged(ANSWER.userUpdated, true))).toBeTruthy();
  });

  it('on the superuser’s own account the staff access buttons are not offered', async () => {
    renderTab({ detail: '12', superuser: true, email: 'ASHA@example.test' });
    await screen.findByRole('heading', { name: 'Asha Patel' });
    expect(screen.queryByRole('button', { name: C.makeStaff })).toBeNull();
    expect(screen.getByText(C.ownAccount)).toBeTruthy();
  });
});
