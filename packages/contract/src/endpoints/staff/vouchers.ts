/** The staff's flat and percent vouchers: the list for staff, creating and pausing for a superuser. */
import { StaffVoucherCreateRequest, StaffVoucherResponse, StaffVouchersQuery, StaffVouchersResponse, StaffVoucherUpdateRequest, VoucherParams } from '../../staff-admin.ts';
import { endpoint } from '../endpoint.ts';

export const STAFF_VOUCHERS = {
  vouchers: endpoint({ method: 'GET', path: '/staff/vouchers', query: StaffVouchersQuery, answer: StaffVouchersResponse, auth: 'staff', visitor: 'none' }),
  createVoucher: endpoint({ method: 'POST', path: '/staff/vouchers/', body: StaffVoucherCreateRequest, answer: StaffVoucherResponse, auth: 'superuser', visitor: 'none' }),
  /** false pauses, true resumes. */
  setVoucherActive: endpoint({
    method: 'PATCH',
    path: '/staff/vouchers/:id/',
    params: VoucherParams,
    body: StaffVoucherUpdateRequest,
    answer: StaffVoucherResponse,
    auth: 'superuser',
    visitor: 'none',
  }),
};
