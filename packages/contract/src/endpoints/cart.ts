/** The cart: its lines, their quantities, and the voucher check against it. */
import { CartItemParams, CartAddRequest, CartQuantityRequest, VoucherQuery } from '../cart.requests.ts';
import { CartAddResponse, CartDeleteResponse, CartPatchResponse, CartResponse, VoucherResponse } from '../cart.answers.ts';
import { endpoint } from './endpoint.ts';

export const CART = {
  cart: endpoint({
    method: 'GET',
    path: '/cart/',
    answer: CartResponse,
    auth: 'visitor',
    summary: 'The cart: its lines and its totals.',
  }),
  addToCart: endpoint({
    method: 'POST',
    path: '/cart/',
    body: CartAddRequest,
    answer: CartAddResponse,
    auth: 'visitor',
    summary: 'Adds the quantity to the product’s line; a quantity above the stock or a product out of stock 400, an unknown product 404.',
  }),
  updateCartItem: endpoint({
    method: 'PATCH',
    path: '/cart/:itemId/',
    params: CartItemParams,
    body: CartQuantityRequest,
    answer: CartPatchResponse,
    auth: 'visitor',
    summary: 'Sets a line’s quantity; a refusal (e.g. above the stock) answers 400 with its message in `errors.quantity`.',
  }),
  removeCartItem: endpoint({
    method: 'DELETE',
    path: '/cart/:itemId',
    params: CartItemParams,
    answer: CartDeleteResponse,
    auth: 'visitor',
    summary: 'Removes a line; answers the cart’s new totals.',
  }),
  validateVoucher: endpoint({
    method: 'GET',
    path: '/validate-voucher-code/',
    query: VoucherQuery,
    answer: VoucherResponse,
    auth: 'login',
    summary: 'The cart’s totals with the voucher applied, or the voucher’s refusal; a gift voucher also answers `gift_balance`. Read only: the order records the use.',
  }),
};
