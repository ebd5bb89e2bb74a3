import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { type StaffApi } from '@so/api/staff';
import { MSG } from '@so/contract';
import { DASHBOARD_COPY } from '../copy.ts';
import { SectionHarness } from '../testing.tsx';
import { VOUCHERS_COPY as C } from './copy.ts';
import { pageOf, sampleGiftVouchers, sampleVoucher, sampleVouchers } from './fixtures.ts';
import { VouchersTab } from './VouchersTab.tsx';

type Staff = Partial<StaffApi>;

function setup({ superuser = false, detail = null, staff = {} }: { superuser?: boolean; detail?: string | null; staff?: Staff } = {}) {
  const calls = {
    vouchers: vi.fn<StaffApi['vouchers']>(async (query) => pageOf(sampleVouchers, query?.page ?? 1, 2, 23)),
    giftVouchers: vi.fn<StaffApi['giftVouchers']>(async () => pageOf(sampleGiftVouchers)),
    setVoucherActive: vi.fn<StaffApi['setVoucherActive']>(async (id, is_active) => ({ status: true, message: 'Saved', data: { ...sampleVouchers.find((v) => v.id === id)!, is_active, state: is_active ? 'active' : 'paused' } })),
    createVoucher: vi.fn<StaffApi['createVoucher']>(async (body) => ({ status: true, message: 'Created', data: sampleVoucher({ id: 40, code: body.code.toUpperCase() }) })),
  };
  const onOpen = vi.fn();
  render(
    <SectionHarness staff={{ ...calls, ...staff }} tab="vouchers" detail={detail} superuser={superuser} onOpen={onOpen}>
      <VouchersTab />
    </SectionHarness>,
  );
  return { ...calls, onOpen };
}

const listed = (code: string) => screen.findByText(code, { selector: 'strong' });
const row = (code: string) => screen.getByText(code, { selector: 'strong' }).closest('tr') as HTMLElement;

describe('Vouchers section', () => {
  it('shows each voucher: code, kind, value, cap, minimum order, expiry, uses and limits, Active or Paused', async () => {
    setup();
    await listed('FLAT50');
    expect(screen.getByText(DASHBOARD_COPY.count(23, C.one, C.many))).toBeTruthy();
    const flat = row('FLAT50');
    expect(within(flat).getByText(C.flat)).toBeTruthy();
    expect(within(flat).getByText('₹50.00')).toBeTruthy();
    expect(within(flat).getByText('₹500.00')).toBeTruthy();
    expect(within(flat).getByText('31 Dec 2026')).toBeTruthy();
    expect(within(flat).getByText(C.uses(12, 100))).toBeTruthy();
    expect(within(flat).getByText(C.perCustomer(1))).toBeTruthy();
    expect(within(flat).getByText(C.active)).toBeTruthy();
    const percent = row('DIWALI10');
    expect(within(percent).getByText(C.percent)).toBeTruthy();
    expect(within(percent).getByText('10%')).toBeTruthy();
    expect(within(percent).getByText('₹200.00')).toBeTruthy();
    expect(within(percent).getByText(C.never)).toBeTruthy();
    expect(within(percent).getByText('340 / no limit')).toBeTruthy();
    expect(within(row('WELCOME')).getByText(C.paused)).toBeTruthy();
  });

  it('shows an expired voucher as Expired and a used-up one as Used up, in words, though both are switched on', async () => {
    setup();
    await listed('FLAT50');
    const statusOf = (code: string) => within(row(code)).getByText((_, el) => el?.classList.contains('dash-badge') ?? false).textContent;
    expect(statusOf('MONSOON20')).toBe('Expired');
    expect(statusOf('FIRST100')).toBe('Used up');
    expect(statusOf('FLAT50')).toBe('Active');
    expect(statusOf('WELCOME')).toBe('Paused');
    expect(within(row('MONSOON20')).queryByText(C.active)).toBeNull();
    expect(within(row('FIRST100')).queryByText(C.active)).toBeNull();
  });

  it('sends the search by code and the page to the call', async () => {
    const { vouchers } = setup();
    await listed('FLAT50');
    expect(vouchers).toHaveBeenLastCalledWith({ page: 1 });
    fireEvent.change(screen.getByLabelText(C.searchLabel), { target: { value: 'diw' } });
    fireEvent.click(screen.getByRole('button', { name: C.searchButton }));
    await waitFor(() => expect(vouchers).toHaveBeenLastCalledWith({ search: 'diw', page: 1 }));
    await listed('FLAT50');
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(vouchers).toHaveBeenLastCalledWith({ search: 'diw', page: 2 }));
  });

  it('shows staff the list read-only: no Create voucher, no Pause or Resume, and says why', async () => {
    setup();
    await listed('FLAT50');
    expect(screen.getByText(DASHBOARD_COPY.superuserOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: C.create })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Pause|Resume)\b/ })).toBeNull();
  });

  it('shows staff no form at #vouchers/new', async () => {
    setup({ detail: C.newDetail });
    expect(await screen.findByText(DASHBOARD_COPY.superuserOnly)).toBeTruthy();
    expect(screen.queryByLabelText(C.code)).toBeNull();
    expect(screen.queryByRole('button', { name: C.create })).toBeNull();
  });

  it('pauses a voucher for the owner (setVoucherActive false), the row follows and the result is announced', async () => {
    const { setVoucherActive } = setup({ superuser: true });
    await listed('FLAT50');
    fireEvent.click(within(row('FLAT50')).getByRole('button', { name: `${C.pause} FLAT50` }));
    await waitFor(() => expect(within(row('FLAT50')).getByText(C.paused)).toBeTruthy());
    expect(setVoucherActive).toHaveBeenCalledWith(7, false);
    expect(screen.getByText(C.pausedNow('FLAT50')).getAttribute('role')).toBe('status');
    expect(within(row('FLAT50')).getByRole('button', { name: `${C.resume} FLAT50` })).toBeTruthy();

    fireEvent.click(within(row('WELCOME')).getByRole('button', { name: `${C.resume} WELCOME` }));
    await screen.findByText(C.resumedNow('WELCOME'));
    expect(setVoucherActive).toHaveBeenLastCalledWith(9, true);
    expect(within(row('WELCOME')).getByText(C.active)).toBeTruthy();
  });

  it('shows the server’s refusal of a pause and leaves the row as it was', async () => {
    setup({ superuser: true, staff: { setVoucherActive: vi.fn(async () => Promise.reject(new ApiError('Only a superuser can do this', 403))) } });
    await listed('FLAT50');
    fireEvent.click(within(row('FLAT50')).getByRole('button', { name: `${C.pause} FLAT50` }));
    expect(await screen.findByText('Only a superuser can do this')).toBeTruthy();
    expect(within(row('FLAT50')).getByText(C.active)).toBeTruthy();
  });

  it('creates a voucher from the form’s values and goes back to the list', async () => {
    const { createVoucher, onOpen, vouchers } = setup({ superuser: true });
    await listed('FLAT50');
    fireEvent.click(screen.getByRole('button', { name: C.create }));
    expect(onOpen).toHaveBeenLastCalledWith('vouchers', C.newDetail);
    fireEvent.change(await screen.findByLabelText(C.code), { target: { value: 'diwali15' } });
    fireEvent.click(screen.getByLabelText(C.kindPercent));
    fireEvent.change(screen.getByLabelText(C.valuePercent), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText(C.maxDiscount), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText(C.minOrder), { target: { value: '999' } });
    fireEvent.change(screen.getByLabelText(C.expiresAt), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText(C.maxUses), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText(C.maxUsesPerUser), { target: { value: '1' } });
    const before = vouchers.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: C.create }));
    await screen.findByText(C.createdNow('DIWALI15'));
    expect(createVoucher).toHaveBeenCalledWith({
      code: 'diwali15',
      kind: 'percent',
      value: '15',
      max_discount: '250',
      min_order: '999',
      expires_at: '2026-11-30',
      max_uses: '500',
      max_uses_per_user: '1',
    });
    expect(onOpen).toHaveBeenLastCalledWith('vouchers', null);
    await listed('FLAT50');
    await waitFor(() => expect(vouchers.mock.calls.length).toBeGreaterThan(before));
  });

  it('sends a flat voucher without a cap and empty limits as none', async () => {
    const { createVoucher } = setup({ superuser: true, detail: C.newDetail });
    fireEvent.change(await screen.findByLabelText(C.code), { target: { value: 'FLAT75' } });
    expect(screen.queryByLabelText(C.maxDiscount)).toBeNull();
    fireEvent.change(screen.getByLabelText(C.valueFlat), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: C.create }));
    await waitFor(() =>
      expect(createVoucher).toHaveBeenCalledWith({ code: 'FLAT75', kind: 'flat', value: '75', max_discount: null, min_order: null, expires_at: null, max_uses: null, max_uses_per_user: null }),
    );
  });

  it('shows the server’s refusal and its field errors, and keeps what was typed', async () => {
    const createVoucher = vi.fn<StaffApi['createVoucher']>(async () => {
      throw new ApiError('A voucher with this code already exists', 409, { status: false, message: 'A voucher with this code already exists', errors: { code: 'A voucher with this code already exists', value: 'A percent voucher takes a whole percent from 1 to 100' } });
    });
    setup({ superuser: true, detail: C.newDetail, staff: { createVoucher } });
    fireEvent.change(await screen.findByLabelText(C.code), { target: { value: 'FLAT50' } });
    fireEvent.click(screen.getByLabelText(C.kindPercent));
    fireEvent.change(screen.getByLabelText(C.valuePercent), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: C.create }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent === 'A voucher with this code already exists')).toBe(true);
    expect(screen.getByText('A percent voucher takes a whole percent from 1 to 100')).toBeTruthy();
    expect(screen.getByLabelText(C.code).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(C.code)));
    expect((screen.getByLabelText(C.code) as HTMLInputElement).value).toBe('FLAT50');
    expect((screen.getByLabelText(C.valuePercent) as HTMLInputElement).value).toBe('150');
    expect((screen.getByLabelText(C.kindPercent) as HTMLInputElement).checked).toBe(true);
  });

  it('lists the gift vouchers sold at #vouchers/gift: amount, who to whom, payment, balance or Used up, no code', async () => {
    const { giftVouchers } = setup({ detail: C.giftDetail });
    expect(await screen.findByText(C.fromTo('Asha Patel', 'Meera Joshi'))).toBeTruthy();
    expect(giftVouchers).toHaveBeenCalledWith({ page: 1 });
    const first = screen.getByText(C.fromTo('Asha Patel', 'Meera Joshi')).closest('tr') as HTMLElement;
    expect(within(first).getByText('₹1,000.00')).toBeTruthy();
    expect(within(first).getByText(C.paymentSuccess)).toBeTruthy();
    expect(within(first).getByText('₹620.50')).toBeTruthy();
    const usedUp = screen.getByText(C.fromTo('Rohan Mehta', 'Kavya Reddy')).closest('tr') as HTMLElement;
    expect(within(usedUp).getByText(C.usedUp)).toBeTruthy();
    expect(within(screen.getByText(C.fromTo('Neha Kulkarni', 'Arjun Nair')).closest('tr') as HTMLElement).getByText(C.paymentPending)).toBeTruthy();
    expect(screen.getByRole('link', { name: C.giftTab }).getAttribute('aria-current')).toBe('page');
  });

  it('goes to the gift vouchers by their link, and offers Try again when they fail to load', async () => {
    let fail = true;
    const giftVouchers = vi.fn<StaffApi['giftVouchers']>(async () => {
      if (fail) throw new ApiError('boom', 500);
      return pageOf([]);
    });
    const { onOpen } = setup({ staff: { giftVouchers } });
    await listed('FLAT50');
    fireEvent.click(screen.getByRole('link', { name: C.giftTab }));
    expect(onOpen).toHaveBeenLastCalledWith('vouchers', C.giftDetail);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(C.giftLoadFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByText(C.giftEmpty)).toBeTruthy();
  });
});
