/**
 * Subscribe and Save: the caller's subscriptions (create, list, edit or shift) and their first
 * order; the store's plan settings (no login); the scheduler run of demo mode.
 */
import { ANSWER } from '../answers.ts';
import { SUBSCRIPTION_SHIFT_LEAD_DAYS, SUBSCRIPTION_SHIFT_WINDOW_DAYS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { SubscriptionCreateRequest, SubscriptionOrderRequest, SubscriptionParams, SubscriptionsQuery, SubscriptionUpdateRequest } from '../subscriptions.requests.ts';
import { CreateOrderResponse } from '../orders.answers.ts';
import { PlansInfoResponse, SubscriptionCreateResponse, SubscriptionsResponse, SubscriptionUpdateResponse } from '../subscriptions.answers.ts';
import { endpoint } from './endpoint.ts';

export const SUBSCRIPTIONS = {
  plansInfo: endpoint({
    method: 'GET',
    path: '/subscription-plans-info/',
    answer: PlansInfoResponse,
    auth: 'anyone',
    summary: 'The store’s settings the plans page and the subscribe dialog show: the SO Elite plan’s price (₹) and months, and the discount new subscriptions get (percent).',
  }),
  createSubscription: endpoint({
    method: 'POST',
    path: '/subscriptions/',
    body: SubscriptionCreateRequest,
    answer: SubscriptionCreateResponse,
    auth: 'login',
    summary: `Creates a subscription of a product (\`delivery_options\` an id of \`GET /delivery-options/\`, else 400) and answers it with its \`id\`. The discount is the store’s \`SUBSCRIPTION_DISCOUNT_PERCENT\`, fixed now; a client’s discount, prices and dates are not read. The product must be orderable: in stock, the quantity within the stock and the total per delivery above the minimum order (400 with the reason); an unknown product 404.`,
  }),
  subscriptions: endpoint({
    method: 'GET',
    path: '/subscriptions/',
    query: SubscriptionsQuery,
    answer: SubscriptionsResponse,
    auth: 'login',
    summary: 'The caller’s subscriptions, newest first (`product_id` keeps one product’s), each with its product and delivery option, discount, `active`, start, next and shifted delivery dates, price and total.',
  }),
  updateSubscription: endpoint({
    method: 'PATCH',
    path: '/subscriptions/:id/',
    params: SubscriptionParams,
    body: SubscriptionUpdateRequest,
    answer: SubscriptionUpdateResponse,
    auth: 'login',
    summary: `Edits or shifts one of the caller’s subscriptions (another’s 404) and answers it as it is now. A body with any of \`product\`, \`quantity\`, \`delivery_options\` or \`active\` is an edit (“${MSG.subscriptionUpdated}”): the fields sent change; \`active\` also takes \`Active\`/\`Inactive\`; a new product or quantity must be orderable as when creating; a new delivery option keeps the next date. Otherwise \`shifted_delivery_date\` (\`YYYY-MM-DD\`) shifts the next delivery (“${MSG.orderShifted}”): once per delivery, only in the ${SUBSCRIPTION_SHIFT_LEAD_DAYS} days before it, to a day from the next delivery date to ${SUBSCRIPTION_SHIFT_WINDOW_DAYS} days after it (400 with the reason).`,
  }),
  createSubscriptionOrder: endpoint({
    method: 'POST',
    path: '/subscriptions-order/',
    body: SubscriptionOrderRequest,
    answer: CreateOrderResponse,
    auth: 'login',
    summary: `Places the subscription’s first order, 201 “${MSG.orderPlaced}”: its product and quantity at its price, taxed and shipped like every other order, online and unpaid (Accept and Pay pays it, and that payment registers the mandate of the later deliveries); no coins, voucher or gift. \`billing_address\` becomes the subscription’s address. Asked again, it answers the same order (200). Another’s subscription 404; a paused one 409 “${ANSWER.subscriptionPaused}”.`,
  }),
};
