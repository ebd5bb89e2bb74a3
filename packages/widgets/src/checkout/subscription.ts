/**
 * Checkout's subscription path as plain functions: what is shown for the
 * subscribed product and what each request carries. The server prices the subscription and its
 * first order itself (subscription price × quantity, shipping by the address, GST included in
 * the price), so no request carries an amount; these are the numbers the shopper sees first.
 */
import { type Address, type EndpointBodyInput, meetsMinimumOrder, type PAYMENTS, subscriptionPricePaise, type SUBSCRIPTIONS } from '@so/contract';
import type { SubscriptionCheckoutState } from '@so/stores';
import { shippingFor } from './checkout.ts';

type Subscribed = SubscriptionCheckoutState['subscription'];

export interface SubscriptionTotals {
  /** One unit on subscription. */
  unit: number;
  /** unit × quantity: what each delivery costs before shipping (GST included). */
  perDelivery: number;
  /** Shipping of the first order; null until an address is chosen (unless the member ships free anyway). */
  shipping: number | null;
  /** What the first order costs: perDelivery + shipping. */
  payable: number;
}

export function subscriptionTotals(s: Subscribed, address: Address | null, elite: boolean): SubscriptionTotals {
  const unit = subscriptionPricePaise(s.unit_price, s.discount_percent);
  const perDelivery = unit * s.quantity;
  const shipping = shippingFor(address, elite);
  return { unit, perDelivery, shipping, payable: perDelivery + (shipping ?? 0) };
}

/** The ₹250 minimum applies to each delivery's total (the "book" exemption too). */
export function subscriptionMeetsMinimum(s: Subscribed): boolean {
  return meetsMinimumOrder(subscriptionPricePaise(s.unit_price, s.discount_percent) * s.quantity, [s.product_name]);
}

/** POST /subscriptions/ (the discount is the store's setting: not sent). */
export function subscriptionRequest(s: Subscribed): EndpointBodyInput<typeof SUBSCRIPTIONS.createSubscription> {
  return { product: s.product_id, quantity: s.quantity, delivery_options: s.delivery_option.id };
}

/** POST /subscriptions-order/: the subscription's first order, delivered to and billed at `addressId`. */
export function subscriptionOrderRequest(subscriptionId: number, addressId: number): EndpointBodyInput<typeof SUBSCRIPTIONS.createSubscriptionOrder> {
  return { subscription_id: subscriptionId, billing_address: addressId };
}

/** PATCH /edit-order-payment-link/ for the subscription's first order, as Accept and Pay sends it: the server charges the order's own total. */
export function subscriptionPaymentFields(orderId: string, txnid: string): EndpointBodyInput<typeof PAYMENTS.editOrderPaymentLink> {
  return { order_id: orderId, txnid };
}
