/** The cart: its lines, their quantities, and the voucher check against it. */
import { CartItemParams, CartAddRequest, CartQuantityRequest, VoucherQuery } from '../requests.ts';
import { CartAddResponse, CartDeleteResponse, CartPatchResponse, CartResponse, VoucherResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const CART = {
  cart: endpoint({ method: 'GET', path: '/cart/', answer: CartResponse, auth: 'visitor' }),
  addToCart: endpoint({ method: 'POST', path: '/cart/', body: CartAddRequest, answer: CartAddResponse, auth: 'visitor' }),
  updateCartItem: endpoint({ method: 'PATCH', path: '/cart/:itemId/', params: CartItemParams, body: CartQuantityRequest, answer: CartPatchResponse, auth: 'visitor' }),
  removeCartItem: endpoint({ method: 'DELETE', path: '/cart/:itemId', params: CartItemParams, answer: CartDeleteResponse, auth: 'visitor' }),
  /** The caller's cart with the voucher applied (read only: the order records the use). */
  validateVoucher: endpoint({ method: 'GET', path: '/validate-voucher-code/', query: VoucherQuery, answer: VoucherResponse, auth: 'login' }),
};
