/**
 * The answers of subscriptions to a product: superstruct schemas, built from `wire.ts`, that the
 * client validates every response with and the server types its answers with. No request schema
 * lives here: a shopper's page loads this module whole.
 */
import { array, boolean, coerce, defaulted, type Infer, integer, number, optional, string, type, union } from 'superstruct';
import { DeliveryOption } from './catalogue.answers.ts';
import { Id, Money, Text } from './wire.ts';

export const ProductSubscription = type({
  id: Id,
  product: Id,
  product_details: type({ id: Id, name: string(), image1: Text, home_image: optional(Text) }),
  quantity: integer(),
  delivery_options: Id,
  delivery_options_details: defaulted(array(DeliveryOption), []),
  discount_percent: defaulted(coerce(number(), string(), (v) => Number(v)), 0),
  active: boolean(),
  start_date: Text,
  next_delivery_date: Text,
  shifted_delivery_date: optional(Text),
  subscription_price: optional(Money),
  total_price: optional(Money),
});
export type ProductSubscription = Infer<typeof ProductSubscription>;
export const SubscriptionsResponse = type({
  status: boolean(),
  message: optional(string()),
  data: union([array(ProductSubscription), type({ data: array(ProductSubscription) })]),
});
export const SubscriptionCreateResponse = type({
  status: boolean(),
  message: optional(string()),
  data: optional(type({ id: Id })),
});
/** PATCH /subscriptions/{id}/: the reference server also answers the subscription as it is now. */
export const SubscriptionUpdateResponse = type({
  status: boolean(),
  message: optional(string()),
  data: optional(ProductSubscription),
});

/**
 * GET /subscription-plans-info/ (reference server): the store's settings the plans page
 * and the subscribe dialog show: the SO Elite plan's price and months, and the Subscribe and Save
 * discount new subscriptions get.
 */
export const PlansInfoResponse = type({
  status: boolean(),
  data: type({ elite_plan_price: Money, elite_plan_months: integer(), subscription_discount_percent: number() }),
});
