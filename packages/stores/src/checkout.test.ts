import { describe, expect, it } from 'vitest';
import { isCheckoutState, isSubscriptionCheckoutState, type SubscriptionCheckoutState } from './checkout.ts';

const subscription: SubscriptionCheckoutState = {
  subscription: {
    product_id: 1003,
    product_name: 'Bilona Desi Cow Ghee 500 ml',
    image: '/media/products/1003-1-640.webp',
    quantity: 2,
    delivery_option: { id: 1, name: 'Standard', duration: 7 },
    unit_price: 54880,
    unit_gst: 2613,
    discount_percent: 5,
  },
};

const withField = (key: string, value: unknown) => ({ subscription: { ...subscription.subscription, [key]: value } });

describe('checkout navigation states', () => {
  it('takes a subscription state from the subscribe dialog, with or without an image', () => {
    expect(isSubscriptionCheckoutState(subscription)).toBe(true);
    expect(isSubscriptionCheckoutState(withField('image', null))).toBe(true);
    expect(isSubscriptionCheckoutState(withField('discount_percent', 0))).toBe(true);
  });

  it.each([
    ['no state', null],
    ['the cart checkout state', { source: 'cart', voucher_code: null, used_coin: 0 }],
    ['a quantity of 0', withField('quantity', 0)],
    ['a fractional quantity', withField('quantity', 1.5)],
    ['no product id', withField('product_id', undefined)],
    ['a blank product name', withField('product_name', '  ')],
    ['a delivery option without duration', withField('delivery_option', { id: 1, name: 'Standard' })],
    ['a delivery option of 0 days', withField('delivery_option', { id: 1, name: 'Standard', duration: 0 })],
    ['a price in rupees with decimals', withField('unit_price', 548.8)],
    ['a negative price', withField('unit_price', -1)],
    ['a discount of 100 %', withField('discount_percent', 100)],
    ['a discount as text', withField('discount_percent', '5')],
  ])('refuses %s as a subscription state', (_name, value) => {
    expect(isSubscriptionCheckoutState(value)).toBe(false);
  });

  it('keeps the two states apart: a subscription state is no cart checkout state', () => {
    expect(isCheckoutState(subscription)).toBe(false);
    expect(isCheckoutState({ source: 'buy-now', voucher_code: null, used_coin: 0 })).toBe(true);
  });
});
