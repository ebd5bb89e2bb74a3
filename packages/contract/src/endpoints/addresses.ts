/** The caller's saved addresses (another user's id answers 404). */
import { ANSWER } from '../answers.ts';
import { AddressContactQuery, AddressParams, AddressRequest } from '../addresses.requests.ts';
import { MAX_ADDRESSES } from '../constants.ts';
import { AddressListResponse, AddressResponse, AddressSaveResponse } from '../addresses.answers.ts';
import { StatusOnly } from '../wire.ts';
import { endpoint } from './endpoint.ts';

export const ADDRESSES = {
  addresses: endpoint({
    method: 'GET',
    path: '/user/address/',
    answer: AddressListResponse,
    auth: 'login',
    summary: 'The caller’s addresses, the default one first, each with its places as `city_obj`, `state_obj` and `country_obj`.',
  }),
  address: endpoint({
    method: 'GET',
    path: '/user/address/:id/',
    params: AddressParams,
    answer: AddressResponse,
    auth: 'login',
    summary: `One of the caller’s addresses; another user’s or an unknown id 404 “${ANSWER.addressNotFound}”.`,
  }),
  addAddress: endpoint({
    method: 'POST',
    path: '/user/address/',
    body: AddressRequest,
    answer: AddressSaveResponse,
    auth: 'login',
    summary: `Saves an address and answers it with its \`id\`. \`country\`, \`state\` and \`city\` are ids (the state the country’s, the city the state’s); every field’s message at once in \`errors\`. The first address, or one sent with \`is_default: true\`, becomes the default. At most ${MAX_ADDRESSES} (400 beyond).`,
  }),
  updateContactAddress: endpoint({
    method: 'PATCH',
    path: '/user/address/',
    query: AddressContactQuery,
    body: AddressRequest,
    answer: AddressSaveResponse,
    auth: 'login',
    summary: 'Saves the profile’s own contact address: the default address, created when there is none; `contact_id` must be the caller’s (404 otherwise).',
  }),
  updateAddress: endpoint({
    method: 'PATCH',
    path: '/user/address/:id/',
    params: AddressParams,
    body: AddressRequest,
    answer: AddressSaveResponse,
    auth: 'login',
    summary: 'Replaces one of the caller’s addresses and answers it; another user’s address 404 before its fields are looked at. `is_default: true` makes it the default.',
  }),
  deleteAddress: endpoint({
    method: 'DELETE',
    path: '/user/address/:id/',
    params: AddressParams,
    answer: StatusOnly,
    auth: 'login',
    summary: 'Deletes one of the caller’s addresses (another user’s 404); when it was the default, the oldest one left becomes the default.',
  }),
};
