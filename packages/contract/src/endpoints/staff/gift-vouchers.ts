/** The staff's gift voucher purchases (never their codes). */
import { StaffEnquiriesQuery } from '../../enquiries.ts';
import { StaffGiftVouchersResponse } from '../../operations.ts';
import { endpoint } from '../endpoint.ts';

export const STAFF_GIFT_VOUCHERS = {
  giftVouchers: endpoint({
    method: 'GET',
    path: '/staff/gift-vouchers',
    query: StaffEnquiriesQuery,
    answer: StaffGiftVouchersResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'The gift vouchers sold, newest first, with their payment status and, once paid, the voucher’s balance; the code itself is in no answer.',
  }),
};
