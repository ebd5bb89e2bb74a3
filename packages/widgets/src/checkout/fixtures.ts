/**
 * Sample data for the checkout stories and tests only (never used by a running widget): shaped
 * as the API client returns it, money in paise.
 */
import type { Address, CartItem, CartResponse, DeliveryOption } from '@so/contract';
import type { SubscriptionCheckoutState } from '@so/stores';
import { sampleAddress } from '../shared/account-fixtures.ts';
import type { CheckoutData } from './checkout.ts';

export function sampleCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const quantity = overrides.quantity ?? 1;
  const price = overrides.selling_price ?? 78750;
  return {
    id: 501,
    product: 1,
    product_id: 1,
    product_name: 'A2 Desi Cow Ghee 500 ml',
    product_image: '/media/products/1001-1-640.webp',
    quantity,
    selling_price: price,
    total: price * quantity,
    available_quantity: { Quantity: 12 },
    ...overrides,
  };
}

export const sampleCartItems: CartItem[] = [
  sampleCartItem({ quantity: 2 }),
  sampleCartItem({ id: 502, product: 2, product_id: 2, product_name: 'Raw Forest Honey', product_image: '/media/products/1002-1-640.webp', selling_price: 24900, quantity: 1 }),
];

/** The cart answer for some items (GST 5 % of the base inside each price). */
export function sampleCart(items: readonly CartItem[] = sampleCartItems, discount = 0): CartResponse {
  const total = items.reduce((sum, item) => sum + item.total, 0);
  const gst = Math.round(total - total / 1.05);
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    status: true,
    cart_counter: count,
    data: {
      cart_items: [...items],
      total,
      discount_amt: discount,
      gst_amt: gst,
      final_total: total - discount,
      cart_counter: count,
      product_price: total - gst,
    },
  };
}

/** Three addresses: Ahmedabad (not default), Mumbai (default) and Pune. */
export const sampleAddresses: Address[] = [
  sampleAddress({ id: 31, is_default: false }),
  sampleAddress({
    id: 32,
    address_tags: 'Office',
    full_name: 'Asha Patel',
    address_line_1: '4th floor, Nariman Bhavan',
    address_line_2: 'Nariman Point',
    landmark: null,
    city_obj: { id: 301, name: 'Mumbai' },
    state_obj: { id: 1215, name: 'Maharashtra' },
    postal_code: '400021',
    is_default: true,
  }),
  sampleAddress({
    id: 33,
    address_tags: 'Other',
    full_name: 'Ravi Patel',
    address_line_1: '9, Koregaon Park',
    address_line_2: 'Lane 5',
    landmark: null,
    city_obj: { id: 302, name: 'Pune' },
    state_obj: { id: 1215, name: 'Maharashtra' },
    postal_code: '411001',
    is_default: false,
  }),
];

export const sampleDeliveryOptions: DeliveryOption[] = [
  { id: 3, name: 'Monthly', duration: 30 },
  { id: 1, name: 'Standard', duration: 7 },
  { id: 2, name: 'Express', duration: 3 },
];

/** The page's data as the connected component builds it. */
export function sampleCheckoutData(overrides: Partial<CheckoutData> = {}): CheckoutData {
  const cart = sampleCart().data;
  return {
    items: cart.cart_items,
    total: cart.total,
    gst: cart.gst_amt,
    discount: 0,
    final: cart.final_total,
    voucherCode: null,
    voucherProblem: null,
    usedCoin: 0,
    addresses: [sampleAddresses[1], sampleAddresses[0], sampleAddresses[2]],
    elite: false,
    ...overrides,
  };
}

/** A subscription as the product page's subscribe dialog hands it to /checkout (₹548.80, 5 % off, 2 every 7 days). */
export function sampleSubscriptionState(overrides: Partial<SubscriptionCheckoutState['subscription']> = {}): SubscriptionCheckoutState {
  return {
    subscription: {
      product_id: 1003,
      product_name: 'Bilona Desi Cow Ghee 500 ml',
      image: '/media/products/1003-1-640.webp',
      quantity: 2,
      delivery_option: { id: 1, name: 'Standard', duration: 7 },
      unit_price: 54880,
      unit_gst: 2613,
      discount_percent: 5,
      ...overrides,
    },
  };
}
