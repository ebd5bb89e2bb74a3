/**
 * Sample subscriptions for stories and tests only (never used by a running widget): shaped as the
 * API client returns them (money in paise, dates YYYY-MM-DD).
 */
import { addDays, type DeliveryOption, type IsoDate, type ProductSubscription } from '@so/contract';

export const sampleDeliveryOptions: readonly DeliveryOption[] = [
  { id: 1, name: 'Standard', duration: 7 },
  { id: 2, name: 'Express', duration: 3 },
  { id: 3, name: 'Monthly', duration: 30 },
];

/** A subscription whose next delivery is `daysAway` days after `today`. */
export function sampleSubscription(today: IsoDate, daysAway: number, overrides: Partial<ProductSubscription> = {}): ProductSubscription {
  const option = sampleDeliveryOptions[0];
  return {
    id: 41,
    product: 1003,
    product_details: { id: 1003, name: 'Bilona Desi Cow Ghee 500 ml', image1: '/media/products/1003-1-640.webp', home_image: null },
    quantity: 2,
    delivery_options: option.id,
    delivery_options_details: [option],
    discount_percent: 5,
    active: true,
    start_date: addDays(today, daysAway - option.duration),
    next_delivery_date: addDays(today, daysAway),
    shifted_delivery_date: null,
    subscription_price: 52136,
    total_price: 104272,
    ...overrides,
  };
}

/** One of each kind the page shows: shift allowed, already shifted, not yet shiftable, paused. */
export function sampleSubscriptions(today: IsoDate): ProductSubscription[] {
  return [
    sampleSubscription(today, 4),
    sampleSubscription(today, 2, {
      id: 42,
      product: 1075,
      product_details: { id: 1075, name: 'Afghan Raisins 250 g', image1: '/media/products/1075-1-640.webp', home_image: null },
      quantity: 3,
      delivery_options: 2,
      delivery_options_details: [sampleDeliveryOptions[1]],
      shifted_delivery_date: addDays(today, 9),
      subscription_price: 14896,
      total_price: 44688,
    }),
    sampleSubscription(today, 20, {
      id: 43,
      product: 1010,
      product_details: { id: 1010, name: 'Raw Forest Honey 500 g', image1: null, home_image: null },
      quantity: 1,
      delivery_options: 3,
      delivery_options_details: [sampleDeliveryOptions[2]],
      subscription_price: 39900,
      total_price: 39900,
    }),
    sampleSubscription(today, 6, {
      id: 44,
      product: 1020,
      product_details: { id: 1020, name: 'Tulsi Green Tea', image1: '/media/products/1020-1-640.webp', home_image: null },
      quantity: 1,
      active: false,
      discount_percent: 10,
      subscription_price: 17910,
      total_price: 17910,
    }),
  ];
}
