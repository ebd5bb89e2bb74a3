/**
 * Checkout's subscription path as plain functions: what is shown for the
 * subscribed product and what each request carries. The server prices the subscription and its
 * first order itself (subscription price × quantity, shipping by the address, GST included in
 * the price) and ignores the client's amounts; these are the numbers the shopper sees first.
 */
import { type Address, type EndpointBodyInput, meetsMinimumOrder, paiseToRupees, type PAYMENTS, subscriptionPricePaise } from '@so/contract';
import type { SubscriptionCheckoutState } from '@so/stores';
import { shippingFor } from './checkout.ts';

type Subscribed = SubscriptionCheckoutState['subscription'];

export interface SubscriptionTotals {
  /** One unit on subscription. */
  unit: number;
  /** unit × quantity: what each delivery costs before shipping (GST included). */
  perDelivery: number;
  /** The GST inside perDelivery (sent along; the server recomputes it). */
  gst: number;
  /** Shipping of the first order; null until an address is chosen (unless the member ships free anyway). */
  shipping: number | null;
  /** What the first order costs: perDelivery + shipping. */
  payable: number;
}

export function subscriptionTotals(s: Subscribed, address: Address | null, elite: boolean): SubscriptionTotals {
  const unit = subscriptionPricePaise(s.unit_price, s.discount_percent);
  const perDelivery = unit * s.quantity;
  const shipping = shippingFor(address, elite);
  return { unit, perDelivery, gst: s.unit_gst * s.quantity, shipping, payable: perDelivery + (shipping ?? 0) };
}

/** The ₹250 minimum applies to each delivery's total (the "book" exemption too). */
export function subscriptionMeetsMinimum(s: Subscribed): boolean {
  return meetsMinimumOrder(subscriptionPricePaise(s.unit_price, s.discount_percent) * s.quantity, [s.product_name]);
}

/** POST /subscriptions/. */
export function subscriptionRequest(s: Subscribed) {
  return { product: s.product_id, quantity: s.quantity, delivery_options: s.delivery_option.id, discount_percent: s.discount_percent };
}

/** POST /subscriptions-order/ (the subscription order; udf2 is the shipping, as in the order request). */
export function subscriptionOrderRequest(subscriptionId: number, addressId: number, totals: SubscriptionTotals) {
  const shipping = paiseToRupees(totals.shipping ?? 0);
  return { subscription_id: subscriptionId, billing_address: addressId, gst_amount: paiseToRupees(totals.gst), shipping_amount: shipping, udf2: shipping };
}

/** PATCH /edit-order-payment-link/ for the subscription's first order, as Accept and Pay sends it: the server charges the order's own total. */
export function subscriptionPaymentFields(orderId: string, txnid: string): EndpointBodyInput<typeof PAYMENTS.editOrderPaymentLink> {
  return { order_id: orderId, txnid };
}
