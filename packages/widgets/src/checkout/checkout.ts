/**
 * The checkout's rules as plain functions: what is shown (totals, shipping, coins) and what is
 * sent (the order request and the payment-link form). The server prices the order itself, so
 * neither carries an amount; these are the numbers the shopper sees before placing the order.
 */
import {
  type Address,
  type CartItem,
  COIN_VALUE_PAISE,
  DEFAULT_CITY,
  coinsEarned,
  meetsMinimumOrder,
  shippingPaise,
  type EndpointBodyInput,
  type PAYMENTS,
  type PaymentMethod,
} from '@so/contract';
import type { OrderRequest } from '@so/api';

/** Everything the checkout page loaded (money in paise). */
export interface CheckoutData {
  items: readonly CartItem[];
  /** Cart totals, recomputed with the voucher when one was passed along and still applies. */
  total: number;
  gst: number;
  discount: number;
  /** Cart final total: total − discount (before shipping and coins). */
  final: number;
  /** The voucher that applies, or null. */
  voucherCode: string | null;
  /** The voucher is a gift voucher: it pays for the order, so the minimum looks at the total before it. */
  giftVoucher?: boolean;
  /** The server's reason when the voucher passed from the cart no longer applies. */
  voucherProblem: string | null;
  /** Coins whose redemption was verified on the cart page. */
  usedCoin: number;
  /** Saved addresses, the default first. */
  addresses: readonly Address[];
  elite: boolean;
}

/** What the shopper chose on the page. */
export interface CheckoutValues {
  addressId: number | null;
  payType: PaymentMethod | null;
  gift: boolean;
  giftMessage: string;
}

export type CheckoutErrors = Partial<Record<'address' | 'payType', string>>;

export interface CheckoutTotals {
  /** Shipping in paise; null until an address is chosen (unless the member ships free anyway). */
  shipping: number | null;
  /** Redeemed coins in paise (1 coin = ₹1). */
  coins: number;
  /** What the shopper pays: cart final total + shipping − redeemed coins. */
  payable: number;
  /** Coins this order earns (none when coins are redeemed). */
  earned: number;
}

export function cityOf(address: Address | null | undefined): string {
  return address?.city_obj?.name ?? (address ? DEFAULT_CITY.name : '');
}

/** Shipping to the chosen address; null until one is chosen (a member ships free anyway). */
export function shippingFor(address: Address | null, elite: boolean): number | null {
  return address ? shippingPaise(elite, cityOf(address)) : elite ? 0 : null;
}

export function checkoutTotals(data: CheckoutData, address: Address | null): CheckoutTotals {
  const shipping = shippingFor(address, data.elite);
  const coins = data.usedCoin * COIN_VALUE_PAISE;
  const payable = Math.max(0, data.final + (shipping ?? 0) - coins);
  return { shipping, coins, payable, earned: coinsEarned(payable, data.usedCoin) };
}

/**
 * Whether the cart passes the minimum order: after a discount voucher, before shipping and coins;
 * a gift voucher pays for the order rather than making it smaller, so not after one (as the server).
 */
export function meetsMinimum(data: CheckoutData): boolean {
  const orderValue = data.giftVoucher ? data.final + data.discount : data.final;
  return meetsMinimumOrder(orderValue, data.items.map((item) => item.product_name ?? ''));
}

/** The default address first; otherwise the server's order. */
export function sortAddresses(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** The checkout's required choices. */
export function validateCheckout(values: CheckoutValues, messages: { address: string; payType: string }): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (values.addressId === null) errors.address = messages.address;
  if (values.payType === null) errors.payType = messages.payType;
  return errors;
}

/** The gift message sent: the trimmed text of a gift order, else none. */
function giftMessage(values: CheckoutValues): string | null {
  return values.gift ? values.giftMessage.trim() || null : null;
}

/** POST /orders/ for cash on delivery (`clientKey`: a repeat answers the order already placed). */
export function codOrderRequest(data: CheckoutData, values: CheckoutValues & { addressId: number }, clientKey: string): OrderRequest {
  return {
    address1: values.addressId,
    pay_type: 'COD',
    udf4: data.voucherCode,
    udf5: giftMessage(values),
    is_gift: values.gift,
    used_coin: data.usedCoin,
    client_key: clientKey,
  };
}

/** POST /get-order-payment-link/ (multipart) for online payment; `txnid` is the order's key. */
export function paymentLinkFields(
  data: CheckoutData,
  values: CheckoutValues & { addressId: number },
  txnid: string,
): EndpointBodyInput<typeof PAYMENTS.orderPaymentLink> {
  return {
    txnid,
    billing_address: values.addressId,
    is_a_gift: values.gift,
    giftMessage: giftMessage(values),
    voucherCode: data.voucherCode,
    used_coin: data.usedCoin,
  };
}
