/** The staff's customers, their coins (a superuser's adjustment) and staff accounts (a superuser's). */
import {
  CoinAdjustRequest,
  CoinAdjustResponse,
  CustomerParams,
  StaffCustomerDetailResponse,
  StaffCustomersQuery,
  StaffCustomersResponse,
  StaffUserResponse,
  StaffUserUpdateRequest,
  UserParams,
} from '../../staff-admin.ts';
import { endpoint } from '../endpoint.ts';

export const STAFF_CUSTOMERS = {
  customers: endpoint({
    method: 'GET',
    path: '/staff/customers',
    query: StaffCustomersQuery,
    answer: StaffCustomersResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Accounts whose name, e-mail or mobile contains `search`, newest first, with their coin balance.',
  }),
  customer: endpoint({
    method: 'GET',
    path: '/staff/customers/:id/',
    params: CustomerParams,
    answer: StaffCustomerDetailResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'An account with its latest 50 orders, its coin ledger entries (with their reasons) and its subscriptions.',
  }),
  adjustCoins: endpoint({
    method: 'POST',
    path: '/staff/customers/:id/coins/',
    params: CustomerParams,
    body: CoinAdjustRequest,
    answer: CoinAdjustResponse,
    auth: 'superuser',
    visitor: 'none',
    summary: 'Adds a coin ledger entry of kind `adjustment` with its reason (never a silent balance change); negative `coins` take away, 409 when the balance would go below zero.',
  }),
  setStaff: endpoint({
    method: 'PATCH',
    path: '/staff/users/:id/',
    params: UserParams,
    body: StaffUserUpdateRequest,
    answer: StaffUserResponse,
    auth: 'superuser',
    visitor: 'none',
    summary: 'Grants or takes back staff access; never on one’s own account (403).',
  }),
};
