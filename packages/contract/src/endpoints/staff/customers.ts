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
  customers: endpoint({ method: 'GET', path: '/staff/customers', query: StaffCustomersQuery, answer: StaffCustomersResponse, auth: 'staff', visitor: 'none' }),
  customer: endpoint({ method: 'GET', path: '/staff/customers/:id/', params: CustomerParams, answer: StaffCustomerDetailResponse, auth: 'staff', visitor: 'none' }),
  /** A coin ledger entry with its reason; `coins` negative takes away. */
  adjustCoins: endpoint({
    method: 'POST',
    path: '/staff/customers/:id/coins/',
    params: CustomerParams,
    body: CoinAdjustRequest,
    answer: CoinAdjustResponse,
    auth: 'superuser',
    visitor: 'none',
  }),
  setStaff: endpoint({
    method: 'PATCH',
    path: '/staff/users/:id/',
    params: UserParams,
    body: StaffUserUpdateRequest,
    answer: StaffUserResponse,
    auth: 'superuser',
    visitor: 'none',
  }),
};
