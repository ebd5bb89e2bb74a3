/** The staff's flat and percent vouchers: the list for staff, creating and pausing for a superuser. */
import { StaffVoucherCreateRequest, StaffVoucherResponse, StaffVouchersQuery, StaffVouchersResponse, StaffVoucherUpdateRequest, VoucherParams } from '../../staff-admin.ts';
import { endpoint } from '../endpoint.ts';

export const STAFF_VOUCHERS = {
  vouchers: endpoint({
    method: 'GET',
    path: '/staff/vouchers',
    query: StaffVouchersQuery,
    answer: StaffVouchersResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Flat and percent vouchers, newest first, with their uses, limits (₹) and `state`: `expired` (its expiry has come), `used_up` (its uses reached `max_uses`), else `paused` or `active` (expired and used up come before paused, since resuming would not make them work).',
  }),
  createVoucher: endpoint({
    method: 'POST',
    path: '/staff/vouchers/',
    body: StaffVoucherCreateRequest,
    answer: StaffVoucherResponse,
    auth: 'superuser',
    visitor: 'none',
    summary: 'Creates a voucher (201); the code is upper-cased, 409 when taken. `value` is ₹ for a flat voucher, a whole percent 1–100 for a percent one; `max_discount` applies to percent vouchers only; `expires_at` is `YYYY-MM-DD` (the end of that day, India time) or an ISO time.',
  }),
  setVoucherActive: endpoint({
    method: 'PATCH',
    path: '/staff/vouchers/:id/',
    params: VoucherParams,
    body: StaffVoucherUpdateRequest,
    answer: StaffVoucherResponse,
    auth: 'superuser',
    visitor: 'none',
    summary: 'Pauses (`false`) or resumes (`true`) a voucher.',
  }),
};
