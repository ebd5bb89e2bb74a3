/**
 * What the cart page (or Buy now on a product page) hands to /checkout as navigation state.
 * SPEC §2: /checkout needs navigation state, otherwise it redirects to /cart. The server
 * re-checks everything in it (the voucher, the OTP-verified coins) when the order is placed.
 */
export interface CheckoutState {
  source: 'cart' | 'buy-now';
  /** The voucher applied on the cart page, or null. */
  voucher_code: string | null;
  /** Coins whose redemption was verified with the OTP on the cart page; 0 when none. */
  used_coin: number;
}

export function isCheckoutState(value: unknown): value is CheckoutState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.source === 'cart' || v.source === 'buy-now') &&
    (v.voucher_code === null || typeof v.voucher_code === 'string') &&
    typeof v.used_coin === 'number' &&
    Number.isInteger(v.used_coin) &&
    v.used_coin >= 0
  );
}
