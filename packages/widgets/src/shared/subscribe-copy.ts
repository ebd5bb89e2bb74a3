/** Texts of a Subscribe and Save price and schedule (the product page's subscribe dialog, the subscription checkout). */
export const SUBSCRIBE_PRICE_COPY = {
  /** A delivery option's rhythm (its duration in days). */
  every: (n: number) => (n === 1 ? 'every day' : `every ${n} days`),
  regularPrice: 'Regular price',
  subscriptionPrice: 'Subscription price',
  perUnit: 'per unit',
  percentOff: (n: number) => `${n}% off`,
} as const;
