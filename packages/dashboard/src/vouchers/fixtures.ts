/** Sample answers of GET /staff/vouchers and /staff/gift-vouchers for the Vouchers section's stories and tests. */
import type { StaffPage } from '../parts.tsx';
import type { StaffGiftVoucherRow, StaffVoucherRow } from './VouchersView.tsx';

export function sampleVoucher(overrides: Partial<StaffVoucherRow> = {}): StaffVoucherRow {
  return {
    id: 7,
    code: 'FLAT50',
    kind: 'flat',
    value: 50,
    max_discount: null,
    min_order: 500,
    expires_at: '2026-12-31T23:59:59+05:30',
    max_uses: 100,
    max_uses_per_user: 1,
    uses: 12,
    is_active: true,
    state: 'active',
    created_at: '2026-10-01T10:00:00+05:30',
    ...overrides,
  };
}

export const sampleVouchers: StaffVoucherRow[] = [
  sampleVoucher(),
  sampleVoucher({ id: 8, code: 'DIWALI10', kind: 'percent', value: 10, max_discount: 200, min_order: 0, expires_at: null, max_uses: null, max_uses_per_user: null, uses: 340 }),
  sampleVoucher({ id: 9, code: 'WELCOME', kind: 'flat', value: 100, min_order: 999, uses: 3, is_active: false, state: 'paused' }),
  // Still switched on, but past its expiry; and one whose every use is taken.
  sampleVoucher({ id: 10, code: 'MONSOON20', expires_at: '2026-08-31T23:59:59+05:30', uses: 41, state: 'expired' }),
  sampleVoucher({ id: 11, code: 'FIRST100', max_uses: 100, uses: 100, state: 'used_up' }),
];

export function sampleGiftVoucher(overrides: Partial<StaffGiftVoucherRow> = {}): StaffGiftVoucherRow {
  return {
    txnid: 'GV1730000000001',
    amount: 100000,
    sender_name: 'Asha Patel',
    sender_email: 'asha@example.com',
    receiver_name: 'Meera Joshi',
    receiver_email: 'meera@example.com',
    message: 'Happy Diwali!',
    payment_status: 'success',
    created_at: '2026-11-02T18:30:00+05:30',
    voucher: { id: 31, balance: 62050, is_used_up: false },
    ...overrides,
  };
}

export const sampleGiftVouchers: StaffGiftVoucherRow[] = [
  sampleGiftVoucher(),
  sampleGiftVoucher({ txnid: 'GV1730000000002', amount: 50000, sender_name: 'Rohan Mehta', receiver_name: 'Kavya Reddy', voucher: { id: 32, balance: 0, is_used_up: true } }),
  sampleGiftVoucher({ txnid: 'GV1730000000003', amount: 200000, sender_name: 'Neha Kulkarni', receiver_name: 'Arjun Nair', payment_status: 'pending', voucher: null }),
  sampleGiftVoucher({ txnid: 'GV1730000000004', amount: 10000, sender_name: 'Sanjay Desai', receiver_name: 'Priya Iyer', payment_status: 'failure', voucher: null }),
];

export function pageOf<T>(data: T[], page = 1, totalPages = 1, count = data.length): StaffPage<T> & { status: boolean } {
  return { status: true, count, total_pages: totalPages, page, data };
}
