/**
 * Subscriptions: create, list, edit or shift (the owner's only, 401 without a login), and the
 * first order; the plan price and discount (anyone). Demo mode only: POST /dev/run-subscriptions
 * runs the scheduler as of a day, for this machine or store staff.
 */
import type { Hono } from 'hono';
import type { Infer } from 'superstruct';
import { ANSWER, calendarDate, MSG, paiseToRupees, PlansInfoResponse, SUBSCRIPTIONS, type Wire } from '@so/contract';
import { DEMO } from '@so/contract/endpoints';
import type { Deps } from '../deps.ts';
import { localOrStaff } from '../http/local.ts';
import { reply, route, routeApp } from '../http/route.ts';
import { runSubscriptions } from '../subscriptions/scheduler.ts';
import { createSubscription, listSubscriptions, placeFirstOrder, updateSubscription } from '../subscriptions/queries.ts';

export function subscriptionRoutes(deps: Deps): Hono {
  const { db, config } = deps;
  const app = routeApp(db);

  // The store's settings the plans page and the subscribe dialog show (no login needed).
  route(app, SUBSCRIPTIONS.plansInfo, () => {
    const answer: { status: boolean; data: Wire<Infer<typeof PlansInfoResponse>['data'], 'elite_plan_price'> } = {
      status: true,
      data: {
        elite_plan_price: paiseToRupees(config.elite.pricePaise),
        elite_plan_months: config.elite.months,
        subscription_discount_percent: config.subscriptions.discountPercent,
      },
    };
    return answer;
  });

  // The discount is the store's setting: a client's discount_percent and prices are not read.
  route(app, SUBSCRIPTIONS.createSubscription, async (c, { body }) => {
    const subscription = await createSubscription(db, c.var.auth.user.id, body, config.subscriptions.discountPercent);
    return { status: true, message: ANSWER.subscriptionCreated, data: subscription };
  });

  route(app, SUBSCRIPTIONS.subscriptions, async (c, { query }) => {
    const data = await listSubscriptions(db, c.var.auth.user.id, query.product_id);
    return { status: true, message: data.length === 0 ? MSG.noSubscriptionsFound : ANSWER.subscriptionsFound, data };
  });

  route(app, SUBSCRIPTIONS.updateSubscription, async (c, { params, body }) => {
    const { kind, subscription } = await updateSubscription(db, c.var.auth.user.id, params.id, body);
    return { status: true, message: kind === 'shift' ? MSG.orderShifted : MSG.subscriptionUpdated, data: subscription };
  });

  // The first order: priced, taxed and shipped by the server (gst_amount, shipping_amount, udf2 ignored).
  route(app, SUBSCRIPTIONS.createSubscriptionOrder, async (c, { body }) => {
    const order = await placeFirstOrder(db, c.var.auth.user.id, body.subscription_id, body.billing_address);
    const answer = { status: true, message: MSG.orderPlaced, data: { id: order.id, order_id: order.orderId, used_coin: order.usedCoin } };
    // Asked again, the order already placed: 200 instead of 201.
    return order.replayed ? answer : reply(answer, 201);
  });

  if (config.storeMode === 'demo') {
    // Demo: deliveries as of a day (default today), so a shopper trying the store sees them happen.
    route(app, DEMO.runSubscriptions, localOrStaff(db, config.accounts, ANSWER.devLocalOnly), async (_c, { body }) => {
      const date = body.date ?? calendarDate();
      const data = await runSubscriptions(deps, date);
      return { status: true, message: ANSWER.subscriptionsRun(data.orders.length), data };
    });
  }

  return app.hono;
}
