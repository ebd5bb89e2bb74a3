/**
 * Subscriptions (SPEC §7): POST /subscriptions/, GET /subscriptions/ (?product_id), PATCH
 * /subscriptions/{id}/ (edit or shift), POST /subscriptions-order/ (the first order); the owner's
 * only, 401 without a login. GET /subscription-plans-info/ (anyone): the plan price and discount. Demo mode only: POST /dev/run-subscriptions runs the scheduler as of
 * a day, for this machine or store staff.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  calendarDate,
  CreateOrderResponse,
  MSG,
  paiseToRupees,
  PlansInfoResponse,
  RunSubscriptionsRequest,
  RunSubscriptionsResponse,
  SubscriptionCreateRequest,
  SubscriptionCreateResponse,
  SubscriptionOrderRequest,
  SubscriptionParams,
  SubscriptionsQuery,
  SubscriptionsResponse,
  SubscriptionUpdateRequest,
  SubscriptionUpdateResponse,
  type Wire,
} from '@so/contract';
import type { Deps } from '../deps.ts';
import { localOrStaff } from '../http/local.ts';
import { requireLogin } from '../http/session.ts';
import { validate } from '../http/validate.ts';
import { runSubscriptions } from '../subscriptions/scheduler.ts';
import { createSubscription, listSubscriptions, placeFirstOrder, updateSubscription } from '../subscriptions/queries.ts';

export function subscriptionRoutes(deps: Deps): Hono {
  const { db, config } = deps;
  const api = new Hono({ strict: false });
  const login = requireLogin(db);

  // The store's settings the plans page and the subscribe dialog show (no login needed).
  api.get('/subscription-plans-info', (c) => {
    const answer: { status: boolean; data: Wire<Infer<typeof PlansInfoResponse>['data'], 'elite_plan_price'> } = {
      status: true,
      data: {
        elite_plan_price: paiseToRupees(config.elite.pricePaise),
        elite_plan_months: config.elite.months,
        subscription_discount_percent: config.subscriptions.discountPercent,
      },
    };
    return c.json(answer);
  });

  // The discount is the store's setting: a client's discount_percent and prices are not read.
  api.post('/subscriptions', login, validate('json', SubscriptionCreateRequest), async (c) => {
    const subscription = await createSubscription(db, c.var.auth.user.id, c.req.valid('json'), config.subscriptions.discountPercent);
    return c.json<Infer<typeof SubscriptionCreateResponse>>({ status: true, message: ANSWER.subscriptionCreated, data: subscription });
  });

  api.get('/subscriptions', login, validate('query', SubscriptionsQuery), async (c) => {
    const data = await listSubscriptions(db, c.var.auth.user.id, c.req.valid('query').product_id);
    return c.json<Infer<typeof SubscriptionsResponse>>({ status: true, message: data.length === 0 ? MSG.noSubscriptionsFound : ANSWER.subscriptionsFound, data });
  });

  api.patch('/subscriptions/:id', login, validate('param', SubscriptionParams), validate('json', SubscriptionUpdateRequest), async (c) => {
    const { kind, subscription } = await updateSubscription(db, c.var.auth.user.id, c.req.valid('param').id, c.req.valid('json'));
    return c.json<Infer<typeof SubscriptionUpdateResponse>>({ status: true, message: kind === 'shift' ? MSG.orderShifted : MSG.subscriptionUpdated, data: subscription });
  });

  // The first order: priced, taxed and shipped by the server (gst_amount, shipping_amount, udf2 ignored).
  api.post('/subscriptions-order', login, validate('json', SubscriptionOrderRequest), async (c) => {
    const body = c.req.valid('json');
    const order = await placeFirstOrder(db, c.var.auth.user.id, body.subscription_id, body.billing_address);
    return c.json<Infer<typeof CreateOrderResponse>>(
      { status: true, message: MSG.orderPlaced, data: { id: order.id, order_id: order.orderId, used_coin: order.usedCoin } },
      order.replayed ? 200 : 201,
    );
  });

  if (config.storeMode === 'demo') {
    // Demo: deliveries as of a day (default today), so a shopper trying the store sees them happen.
    api.post('/dev/run-subscriptions', localOrStaff(db, config.accounts, ANSWER.devLocalOnly), validate('json', RunSubscriptionsRequest), async (c) => {
      const date = c.req.valid('json').date ?? calendarDate();
      const data = await runSubscriptions(deps, date);
      return c.json<Infer<typeof RunSubscriptionsResponse>>({ status: true, message: ANSWER.subscriptionsRun(data.orders.length), data });
    });
  }

  return api;
}
