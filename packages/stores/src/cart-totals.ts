import { COIN_VALUE_PAISE } from '@so/contract';
import { computed } from 'nanostores';
import { $cart, $cartExtras, activeCartExtras, type CartData, type CartVoucher } from './cart-state.ts';
import { $session } from './session.ts';

/** What makes a voucher's answer stale: the lines and their quantities. */
export function cartSignature(cart: CartData): string {
  return cart.cart_items.map((line) => `${line.id}:${line.product_id}x${line.quantity}`).join(',');
}

/** The amounts of a cart as every element shows them (paise). */
export interface CartTotals {
  total: number;
  gst: number;
  discount: number;
  /** After the voucher, before shipping and coins. */
  final: number;
  /** The voucher whose totals these are, or null. */
  voucherCode: string | null;
  /** Verified coins, or 0. */
  coins: number;
  /** What is left to pay: final minus the coins (shipping is worked out at checkout). */
  payable: number;
}

/**
 * The one computation of a cart's totals: the voucher's totals when the server validated it for
 * this very cart (same lines and quantities), else the cart's own; the verified coins come off
 * the payable total one for one.
 */
export function cartTotals(cart: CartData, voucher: Pick<CartVoucher, 'code' | 'total' | 'gst_amt' | 'discount_amt' | 'final_total' | 'signature'> | null, coins: number): CartTotals {
  const applied = voucher && voucher.signature === cartSignature(cart) ? voucher : null;
  const source = applied ?? cart;
  const final = source.final_total;
  return {
    total: source.total,
    gst: source.gst_amt,
    discount: source.discount_amt,
    final,
    voucherCode: applied?.code ?? null,
    coins,
    payable: Math.max(0, final - coins * COIN_VALUE_PAISE),
  };
}

/**
 * The shopper's cart totals with the voucher and coins chosen on the cart page (for this user),
 * or null until the cart has loaded: the cart page, the bottom cart bar and anything else that
 * shows what the cart comes to read it here, so they always agree.
 */
export const $cartTotals = computed([$cart, $cartExtras, $session], (cart, extras) => {
  if (!cart.data) return null;
  const { voucher, coins } = activeCartExtras(extras);
  return cartTotals(cart.data, voucher, coins?.amount ?? 0);
});
