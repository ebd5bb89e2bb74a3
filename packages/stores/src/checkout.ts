/**
 * What the cart page (or Buy now on a product page) hands to /checkout as navigation state.
 * /checkout needs navigation state, otherwise it redirects to /cart. The server
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

/**
 * What the product page's subscribe dialog hands to /checkout (checkout's subscription
 * path): the product, the quantity and delivery option chosen, and the prices the dialog showed.
 * Money in integer paise. The server prices the subscription and its order itself (it ignores
 * the discount and prices a client sends); these are for showing and for the request fields.
 */
export interface SubscriptionCheckoutState {
  subscription: {
    product_id: number;
    product_name: string;
    image: string | null;
    quantity: number;
    delivery_option: { id: number; name: string; duration: number };
    /** One unit at the product's price (GST included). */
    unit_price: number;
    /** The GST inside one unit's price. */
    unit_gst: number;
    /** The store's Subscribe and Save discount, whole percent (GET /subscription-plans-info/). */
    discount_percent: number;
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isWhole(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

export function isSubscriptionCheckoutState(value: unknown): value is SubscriptionCheckoutState {
  if (!isRecord(value) || !isRecord(value.subscription)) return false;
  const s = value.subscription;
  const option = s.delivery_option;
  return (
    isWhole(s.product_id, 1) &&
    typeof s.product_name === 'string' &&
    s.product_name.trim() !== '' &&
    (s.image === null || typeof s.image === 'string') &&
    isWhole(s.quantity, 1) &&
    isRecord(option) &&
    isWhole(option.id, 1) &&
    typeof option.name === 'string' &&
    isWhole(option.duration, 1) &&
    isWhole(s.unit_price, 0) &&
    isWhole(s.unit_gst, 0) &&
    typeof s.discount_percent === 'number' &&
    s.discount_percent >= 0 &&
    s.discount_percent < 100
  );
}
