/** The caller's saved addresses (another user's id answers 404). */
import { AddressContactQuery, AddressParams, AddressRequest } from '../requests.ts';
import { AddressListResponse, AddressResponse, AddressSaveResponse, StatusOnly } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const ADDRESSES = {
  addresses: endpoint({ method: 'GET', path: '/user/address/', answer: AddressListResponse, auth: 'login' }),
  address: endpoint({ method: 'GET', path: '/user/address/:id/', params: AddressParams, answer: AddressResponse, auth: 'login' }),
  /** Answers the saved address with its id. */
  addAddress: endpoint({ method: 'POST', path: '/user/address/', body: AddressRequest, answer: AddressSaveResponse, auth: 'login' }),
  /** The profile's own contact address (the default one), created when missing; `contact_id` must be the caller's. */
  updateContactAddress: endpoint({
    method: 'PATCH',
    path: '/user/address/',
    query: AddressContactQuery,
    body: AddressRequest,
    answer: AddressSaveResponse,
    auth: 'login',
  }),
  /** Another user's address answers 404 before its fields are looked at. */
  updateAddress: endpoint({ method: 'PATCH', path: '/user/address/:id/', params: AddressParams, body: AddressRequest, answer: AddressSaveResponse, auth: 'login' }),
  deleteAddress: endpoint({ method: 'DELETE', path: '/user/address/:id/', params: AddressParams, answer: StatusOnly, auth: 'login' }),
};
