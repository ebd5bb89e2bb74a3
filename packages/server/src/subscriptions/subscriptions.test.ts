/**
 * Subscribe and Save, server side: the four endpoints with good and bad input, the
 * scheduler (once per subscription and date, also when two runs meet; paused, shifted, sold out,
 * charged, failed charges), mandates, the demo run endpoint, and the PayU recurring adapter.
 */
import { createHash } from 'node:crypto';
import { create } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  ANSWER,
  calendarDate,
  CreateOrderResponse,
  MSG,
  OrderDetailResponse,
  OrderListResponse,
  PaymentLinkResponse,
  PlansInfoResponse,
  ProductSubscription,
  SUBSCRIPTION_SHIFT_LEAD_DAYS,
  SUBSCRIPTION_SHIFT_WINDOW_DAYS,
  SubscriptionCreateResponse,
  SubscriptionsResponse,
  SubscriptionUpdateResponse,
  subscriptionPricePaise,
} from '@so/contract';
import { createApp } from '../app.ts';
import { SANDBOX_PAYMENTS } from '../config.ts';
import type { PaymentSettings } from '../deps.ts';
import { createRecurringChargeSender, payuChargeForm, type ChargeRequest, type RecurringChargeSender } from '../payments/recurring.ts';
import { runSubscriptions, msUntilNextRun, type SchedulerDeps } from './scheduler.ts';
import {
  callApi,
  createTestServer,
  createTestStaff,
  createTestUser,
  fetchRecorder,
  fillCart,
  gatewayCallbackFor,
  outboxTo as outboxOf,
  productPricePaise,
  setSubscriptionDates,
  TEST_CONFIG,
  type CallInit,
  type TestServer,
  type TestUser,
  type TestUserOptions,
} from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A2 Gir Cow Ghee 500 ml (above the ₹250 minimum alone), its stock raised for these tests. */
const GHEE = 1001;
/** Another product, for edits. */
const OTHER = 1002;
/** Afghan Raisins 250 g: below the minimum on its own. */
const RAISINS = 1075;
const OUT_OF_STOCK = 1004;
/** Delivery options (seed): Standard every 7 days, Express 3, Monthly 30. */
const STANDARD = 1;
const EXPRESS = 2;
const MONTHLY = 3;
const STORE_URL = 'http://store.test';

beforeEach(async () => {
  await server.db.query('UPDATE products SET stock = 1000 WHERE id = ANY($1::int[])', [[GHEE, OTHER, RAISINS]]);
});

const today = () => calendarDate();

const pricePaise = (id: number) => productPricePaise(server.db, id);

const api = (path: string, init: CallInit = {}) => callApi(server, path, init);
const subscribe = (user: TestUser | undefined, body: unknown) => api('/api/subscriptions/', { user, body });
const patch = (user: TestUser | undefined, id: number | string, body: unknown) => api(`/api/subscriptions/${id}/`, { method: 'PATCH', user, body });
const firstOrder = (user: TestUser | undefined, body: unknown) => api('/api/subscriptions-order/', { user, body });

/** A customer (Mumbai unless told: ₹100 shipping) with a new subscription; answers both. */
async function subscribed(options: TestUserOptions & { product?: number; quantity?: number; option?: number } = {}) {
  const user = await createTestUser(server.db, { city: 'Mumbai', ...options });
  const result = await subscribe(user, { product: options.product ?? GHEE, quantity: options.quantity ?? 2, delivery_options: options.option ?? STANDARD, discount_percent: 5 });
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  const data = create(result.json, SubscriptionCreateResponse).data;
  const subscription = create(data, ProductSubscription);
  return { user, subscription };
}

/** Sets a subscription's dates straight in the database (the scheduler's and the shift's tests). */
const setDates = (id: number, next: string, shifted: string | null = null, shiftUsed = shifted !== null) => setSubscriptionDates(server.db, id, next, shifted, shiftUsed);

async function subscriptionRow(id: number) {
  const { rows } = await server.db.query<{ next: string; shifted: string | null; shift_used: boolean; active: boolean; address_id: number | null }>(
    `SELECT to_char(next_delivery_date, 'YYYY-MM-DD') AS next, to_char(shifted_delivery_date, 'YYYY-MM-DD') AS shifted, shift_used, active, address_id
       FROM subscriptions WHERE id = $1`,
    [id],
  );
  return rows[0];
}

async function ordersOfSubscription(id: number) {
  const { rows } = await server.db.query<{ order_id: string; is_paid: boolean; final_total_paise: number; pay_type: string }>(
    'SELECT order_id, is_paid, final_total_paise, pay_type FROM orders WHERE subscription_id = $1 ORDER BY id',
    [id],
  );
  return rows;
}

async function deliveries(id: number) {
  const { rows } = await server.db.query<{ scheduled_date: string; delivery_date: string; outcome: string; order_id: number | null; message: string | null }>(
    `SELECT to_char(scheduled_date, 'YYYY-MM-DD') AS scheduled_date, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date, outcome, order_id, message
       FROM subscription_deliveries WHERE subscription_id = $1 ORDER BY scheduled_date`,
    [id],
  );
  return rows;
}

const outboxTo = (to: string) => outboxOf(server.db, to);

async function coinBalance(user: TestUser): Promise<number> {
  const { rows } = await server.db.query<{ coin_balance: number }>('SELECT coin_balance FROM users WHERE id = $1', [user.id]);
  return rows[0].coin_balance;
}

const deps = (overrides: Partial<SchedulerDeps> = {}): SchedulerDeps => ({ db: server.db, config: TEST_CONFIG, ...overrides });
const run = (date: string, overrides: Partial<SchedulerDeps> = {}) => runSubscriptions(deps(overrides), date);

/** Pays an order through the sandbox gateway: a payment link, then the callback the gateway posts. */
async function payOnline(user: TestUser, orderNumber: string): Promise<void> {
  const link = await api('/api/edit-order-payment-link/', { method: 'PATCH', user, form: { order_id: orderNumber, txnid: `SP${Date.now()}${Math.floor(Math.random() * 1e6)}` } });
  expect(link.status, JSON.stringify(link.json)).toBe(200);
  const callback = await api('/api/payments/callback', { urlencoded: gatewayCallbackFor(create(link.json, PaymentLinkResponse).payment_url ?? '', 'success') });
  expect(callback.status).toBe(303);
}

/** A subscription whose first order was placed and paid (so it has a mandate). */
async function withMandate(options: TestUserOptions & { product?: number; quantity?: number; option?: number } = {}) {
  const made = await subscribed(options);
  const placed = await firstOrder(made.user, { subscription_id: made.subscription.id, billing_address: made.user.addressId });
  expect(placed.status).toBe(201);
  await payOnline(made.user, create(placed.json, CreateOrderResponse).data?.order_id ?? '');
  return made;
}

describe('POST /subscriptions/', () => {
  it("creates the subscription with the store's discount and dates, ignoring the client's discount and prices", async () => {
    const price = await pricePaise(GHEE);
    const user = await createTestUser(server.db);
    const result = await subscribe(user, { product: GHEE, quantity: 3, delivery_options: STANDARD, discount_percent: 60, subscription_price: 1, total_price: 1, start_date: '2020-01-01' });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ status: true, message: ANSWER.subscriptionCreated });
    const data = create(create(result.json, SubscriptionCreateResponse).data, ProductSubscription);
    const unit = subscriptionPricePaise(price, 5);
    expect(data).toMatchObject({
      product: GHEE,
      product_details: { id: GHEE, image1: `/media/products/${GHEE}-1-640.webp`, home_image: `/media/products/${GHEE}-1-320.webp` },
      quantity: 3,
      delivery_options: STANDARD,
      delivery_options_details: [{ id: STANDARD, name: 'Standard', duration: 7 }],
      discount_percent: 5,
      active: true,
      start_date: today(),
      next_delivery_date: addDays(today(), 7),
      shifted_delivery_date: null,
      subscription_price: unit,
      total_price: unit * 3,
    });
    expect(data.id).toBeGreaterThan(0);
  });

  it('uses SUBSCRIPTION_DISCOUNT_PERCENT of the store, fixed when the subscription is made', async () => {
    const price = await pricePaise(GHEE);
    const twelve = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, subscriptions: { discountPercent: 12 } } }) };
    const user = await createTestUser(server.db);
    const result = await callApi(twelve, '/api/subscriptions/', { user, body: { product: GHEE, quantity: 1, delivery_options: MONTHLY, discount_percent: 5 } });
    const data = create(create(result.json, SubscriptionCreateResponse).data, ProductSubscription);
    expect(data).toMatchObject({ discount_percent: 12, subscription_price: subscriptionPricePaise(price, 12), next_delivery_date: addDays(today(), 30) });
    // The default store lists it with its own discount.
    const listed = create((await api('/api/subscriptions/', { user })).json, SubscriptionsResponse).data;
    expect(Array.isArray(listed) ? listed[0]?.discount_percent : null).toBe(12);
  });

  it('refuses bad input with 400 (404 for an unknown product), and visitors with 401', async () => {
    const user = await createTestUser(server.db);
    const cases: [unknown, number, string][] = [
      [{ product: GHEE, quantity: 0, delivery_options: STANDARD }, 400, MSG.quantityGreaterThanZero],
      [{ product: GHEE, quantity: -2, delivery_options: STANDARD }, 400, MSG.quantityGreaterThanZero],
      [{ product: GHEE, quantity: 'two', delivery_options: STANDARD }, 400, ANSWER.mustBeWholeNumber('quantity')],
      [{ product: GHEE, delivery_options: STANDARD }, 400, ANSWER.fieldRequired('quantity')],
      [{ quantity: 1, delivery_options: STANDARD }, 400, ANSWER.fieldRequired('product')],
      [{ product: 'ghee', quantity: 1, delivery_options: STANDARD }, 400, ANSWER.mustBeId('product')],
      [{ product: GHEE, quantity: 1 }, 400, ANSWER.fieldRequired('delivery_options')],
      [{ product: GHEE, quantity: 1, delivery_options: 99 }, 400, ANSWER.deliveryOptionUnknown],
      [{ product: 999_999, quantity: 1, delivery_options: STANDARD }, 404, ANSWER.productNotFound],
      [{ product: OUT_OF_STOCK, quantity: 1, delivery_options: STANDARD }, 400, MSG.isOutOfStock('')],
      [{ product: GHEE, quantity: 1001, delivery_options: STANDARD }, 400, MSG.maximumUnits(1000)],
      [{ product: RAISINS, quantity: 1, delivery_options: STANDARD }, 400, MSG.minimumOrderValue],
    ];
    for (const [body, status, message] of cases) {
      const result = await subscribe(user, body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.json.status).toBe(false);
      if (message === MSG.isOutOfStock('')) expect(String(result.json.message)).toMatch(/ is out of stock\.$/);
      else expect(result.json.message).toBe(message);
    }
    expect((await subscribe(undefined, { product: GHEE, quantity: 1, delivery_options: STANDARD })).status).toBe(401);
    expect((await subscribe(user, '{"product":')).status).toBe(400);
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1', [user.id]);
    expect(rows[0].n).toBe(0);
    // Two raisins pass the minimum.
    expect((await subscribe(user, { product: RAISINS, quantity: 2, delivery_options: EXPRESS })).status).toBe(200);
  });
});

describe('GET /subscription-plans-info/', () => {
  it("answers anyone the store's plan price, months and subscription discount, as configured", async () => {
    const plain = create((await api('/api/subscription-plans-info/', {})).json, PlansInfoResponse);
    expect(plain.data).toEqual({ elite_plan_price: 19900, elite_plan_months: 1, subscription_discount_percent: 5 });
    const other = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, elite: { pricePaise: 24950, months: 3 }, subscriptions: { discountPercent: 12 } } }) };
    const result = await callApi(other, '/api/subscription-plans-info/', {});
    expect(result.json).toEqual({ status: true, data: { elite_plan_price: 249.5, elite_plan_months: 3, subscription_discount_percent: 12 } });
  });
});

describe('GET /subscriptions/', () => {
  it("lists the owner's subscriptions only, newest first, by product when asked", async () => {
    const { user, subscription } = await subscribed();
    const second = create(create((await subscribe(user, { product: OTHER, quantity: 1, delivery_options: MONTHLY })).json, SubscriptionCreateResponse).data, ProductSubscription);
    const all = create((await api('/api/subscriptions/', { user })).json, SubscriptionsResponse).data;
    expect(Array.isArray(all) && all.map((s) => s.id)).toEqual([second.id, subscription.id]);
    const ghee = create((await api(`/api/subscriptions/?product_id=${GHEE}`, { user })).json, SubscriptionsResponse).data;
    expect(Array.isArray(ghee) && ghee.map((s) => s.id)).toEqual([subscription.id]);
    const stranger = await createTestUser(server.db);
    const none = await api('/api/subscriptions/', { user: stranger });
    expect(none.json).toMatchObject({ status: true, message: MSG.noSubscriptionsFound, data: [] });
  });

  it('refuses a bad product_id and visitors', async () => {
    const user = await createTestUser(server.db);
    const bad = await api('/api/subscriptions/?product_id=ghee', { user });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(ANSWER.mustBeId('product_id'));
    expect((await api('/api/subscriptions/')).status).toBe(401);
  });
});

describe('PATCH /subscriptions/{id}/ (edit)', () => {
  it('changes what is sent: product, quantity, delivery option, active', async () => {
    const { user, subscription } = await subscribed();
    const result = await patch(user, subscription.id, { product: OTHER, quantity: 4, delivery_options: MONTHLY, active: false });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ status: true, message: MSG.subscriptionUpdated });
    const data = create(result.json, SubscriptionUpdateResponse).data;
    expect(data).toMatchObject({ product: OTHER, quantity: 4, delivery_options: MONTHLY, active: false, discount_percent: 5, next_delivery_date: subscription.next_delivery_date });
    expect((await patch(user, subscription.id, { active: 'Active' })).status).toBe(200);
    expect(await subscriptionRow(subscription.id)).toMatchObject({ active: true });
    expect(create((await patch(user, subscription.id, { quantity: '2' })).json, SubscriptionUpdateResponse).data).toMatchObject({ quantity: 2, product: OTHER });
  });

  it('resuming a subscription whose delivery date passed moves it to the first date of its rhythm from today', async () => {
    const { user, subscription } = await subscribed({ option: STANDARD });
    await patch(user, subscription.id, { active: false });
    await setDates(subscription.id, addDays(today(), -10));
    const resumed = create((await patch(user, subscription.id, { active: true })).json, SubscriptionUpdateResponse).data;
    // -10 + 7 = -3, + 7 = +4: the first rhythm date on or after today.
    expect(resumed?.next_delivery_date).toBe(addDays(today(), 4));
  });

  it("refuses a quantity below 1, bad fields, an empty body, and another user's subscription (404)", async () => {
    const { user, subscription } = await subscribed();
    const cases: [unknown, number, string][] = [
      [{ quantity: 0 }, 400, MSG.quantityGreaterThanZero],
      [{ product: GHEE, quantity: -1, delivery_options: STANDARD, active: true }, 400, MSG.quantityGreaterThanZero],
      [{ quantity: 'lots' }, 400, ANSWER.mustBeWholeNumber('quantity')],
      [{ active: 'maybe' }, 400, ANSWER.activeTrueOrFalse],
      [{ delivery_options: 42 }, 400, ANSWER.deliveryOptionUnknown],
      [{ product: OUT_OF_STOCK }, 400, ''],
      [{ quantity: 5000 }, 400, MSG.maximumUnits(1000)],
      [{}, 400, ANSWER.subscriptionEditOrShift],
    ];
    for (const [body, status, message] of cases) {
      const result = await patch(user, subscription.id, body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.json.status).toBe(false);
      if (message) expect(result.json.message).toBe(message);
    }
    expect(await subscriptionRow(subscription.id)).toMatchObject({ active: true });
    const stranger = await createTestUser(server.db);
    const theirs = await patch(stranger, subscription.id, { quantity: 9 });
    expect(theirs.status).toBe(404);
    expect(theirs.json).toMatchObject({ status: false, message: MSG.subscriptionNotFound });
    expect((await patch(stranger, subscription.id, { shifted_delivery_date: subscription.next_delivery_date })).status).toBe(404);
    expect((await patch(user, 999_999, { quantity: 1 })).status).toBe(404);
    expect((await patch(user, 'abc', { quantity: 1 })).status).toBe(400);
    expect((await patch(undefined, subscription.id, { quantity: 1 })).status).toBe(401);
    expect(create((await api('/api/subscriptions/', { user })).json, SubscriptionsResponse).data).toMatchObject([{ quantity: 2 }]);
  });
});

describe('PATCH /subscriptions/{id}/ (shift)', () => {
  it('shifts the next delivery once, within 0–7 days of it, to a date up to 15 days after it', async () => {
    const { user, subscription } = await subscribed();
    const next = addDays(today(), 3);
    await setDates(subscription.id, next);
    const target = addDays(next, 2);
    const shifted = await patch(user, subscription.id, { shifted_delivery_date: target });
    expect(shifted.status).toBe(200);
    expect(shifted.json).toMatchObject({ status: true, message: MSG.orderShifted });
    expect(create(shifted.json, SubscriptionUpdateResponse).data).toMatchObject({ next_delivery_date: next, shifted_delivery_date: target });
    // A second shift is refused.
    const again = await patch(user, subscription.id, { shifted_delivery_date: addDays(next, 4) });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ status: false, message: ANSWER.shiftAlreadyUsed });
    expect(await subscriptionRow(subscription.id)).toMatchObject({ next, shifted: target, shift_used: true });
  });

  it('allows the whole window: the delivery day itself, and 15 days after it, on the day of the delivery', async () => {
    const first = await subscribed();
    await setDates(first.subscription.id, today());
    expect((await patch(first.user, first.subscription.id, { shifted_delivery_date: addDays(today(), SUBSCRIPTION_SHIFT_WINDOW_DAYS) })).status).toBe(200);
    const second = await subscribed();
    await setDates(second.subscription.id, addDays(today(), SUBSCRIPTION_SHIFT_LEAD_DAYS));
    expect((await patch(second.user, second.subscription.id, { shifted_delivery_date: addDays(today(), SUBSCRIPTION_SHIFT_LEAD_DAYS) })).status).toBe(200);
  });

  it('refuses a shift too early, too late, outside the window or without a real date', async () => {
    const { user, subscription } = await subscribed();
    const refused = async (next: string, target: unknown, message: string) => {
      await setDates(subscription.id, next);
      const result = await patch(user, subscription.id, { shifted_delivery_date: target });
      expect(result.status, `${next} → ${String(target)}`).toBe(400);
      expect(result.json).toMatchObject({ status: false, message });
    };
    const soon = addDays(today(), 2);
    // The first delivery is 7 days away at creation: 8 days is too early.
    await refused(addDays(today(), 8), addDays(today(), 9), ANSWER.shiftNotYet(SUBSCRIPTION_SHIFT_LEAD_DAYS));
    await refused(addDays(today(), -1), today(), ANSWER.shiftTooLate);
    await refused(soon, addDays(soon, -1), MSG.selectDateAfterNext);
    await refused(soon, addDays(soon, SUBSCRIPTION_SHIFT_WINDOW_DAYS + 1), ANSWER.shiftTooFar(SUBSCRIPTION_SHIFT_WINDOW_DAYS));
    await refused(soon, '2025-02-30', ANSWER.mustBeDate('shifted_delivery_date'));
    await refused(soon, 'next Tuesday', ANSWER.mustBeDate('shifted_delivery_date'));
    await refused(soon, 20250101, ANSWER.mustBeDate('shifted_delivery_date'));
    await refused(soon, '', MSG.selectDate);
    await refused(soon, null, MSG.selectDate);
    expect(await subscriptionRow(subscription.id)).toMatchObject({ shifted: null, shift_used: false });
    // A date-time is read as its day in Asia/Kolkata.
    const ok = await patch(user, subscription.id, { shifted_delivery_date: `${addDays(soon, 1)}T00:00:00+05:30` });
    expect(create(ok.json, SubscriptionUpdateResponse).data?.shifted_delivery_date).toBe(addDays(soon, 1));
  });
});

describe('POST /subscriptions-order/', () => {
  it('places the first order as checkout prices it (client amounts ignored), unpaid online, marked as a subscription order', async () => {
    const price = await pricePaise(GHEE);
    const { user, subscription } = await subscribed({ quantity: 2 });
    await fillCart(server.db, user.id, [{ productId: OTHER, quantity: 1 }]);
    const result = await firstOrder(user, { subscription_id: subscription.id, billing_address: user.addressId, gst_amount: 0, shipping_amount: 0, udf2: 0 });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ status: true, message: MSG.orderPlaced });
    const orderNumber = create(result.json, CreateOrderResponse).data?.order_id ?? '';
    const unit = subscriptionPricePaise(price, 5);
    const detail = create((await api(`/api/orders/${orderNumber}`, { user })).json, OrderDetailResponse).data;
    expect(detail).toMatchObject({
      subscription_id: subscription.id,
      pay_type: 'Online',
      is_paid: false,
      product_total: price * 2,
      discount_amt: (price - unit) * 2,
      shipping_amt: 10_000,
      final_total: unit * 2 + 10_000,
      product_info: [{ product_id: GHEE, quantity: 2 }],
    });
    const list = create((await api('/api/web/orders/list/', { user })).json, OrderListResponse).data;
    expect(list.find((o) => o.order_id === orderNumber)).toMatchObject({ subscription_id: subscription.id, is_paid: false });
    // The cart is left alone; the address becomes the subscription's.
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM cart_items WHERE owner_kind = 'user' AND owner_id = $1", [String(user.id)]);
    expect(rows[0].n).toBe(1);
    expect(await subscriptionRow(subscription.id)).toMatchObject({ address_id: user.addressId });
    // Asking again answers the same order.
    const again = await firstOrder(user, { subscription_id: subscription.id, billing_address: user.addressId });
    expect(again.status).toBe(200);
    expect(create(again.json, CreateOrderResponse).data?.order_id).toBe(orderNumber);
    expect(await ordersOfSubscription(subscription.id)).toHaveLength(1);
    // Accept and Pay pays it, and its payment records the mandate of later deliveries.
    await payOnline(user, orderNumber);
    expect((await ordersOfSubscription(subscription.id))[0].is_paid).toBe(true);
    const mandate = await server.db.query<{ gateway: string; reference: string }>('SELECT gateway, reference FROM payment_mandates WHERE subscription_id = $1', [subscription.id]);
    expect(mandate.rows[0]).toMatchObject({ gateway: 'sandbox', reference: expect.stringMatching(/^SBM[0-9a-f]{16}$/) });
  });

  it('ships free to Ahmedabad, as checkout does', async () => {
    const { user, subscription } = await subscribed({ city: 'Ahmedabad' });
    const result = await firstOrder(user, { subscription_id: subscription.id, billing_address: user.addressId });
    const detail = create((await api(`/api/orders/${create(result.json, CreateOrderResponse).data?.order_id ?? ''}`, { user })).json, OrderDetailResponse).data;
    expect(detail.shipping_amt).toBe(0);
  });

  it("refuses another user's subscription (404), another user's address, a paused subscription, bad input and visitors", async () => {
    const { user, subscription } = await subscribed();
    const stranger = await createTestUser(server.db);
    const theirs = await firstOrder(stranger, { subscription_id: subscription.id, billing_address: stranger.addressId });
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe(MSG.subscriptionNotFound);
    const address = await firstOrder(user, { subscription_id: subscription.id, billing_address: stranger.addressId });
    expect(address.status).toBe(400);
    expect(address.json.message).toBe(MSG.selectBillingAddress);
    expect((await firstOrder(user, { subscription_id: subscription.id })).json.message).toBe(MSG.selectBillingAddress);
    expect((await firstOrder(user, { billing_address: user.addressId })).status).toBe(400);
    expect((await firstOrder(user, { subscription_id: 'x', billing_address: user.addressId })).status).toBe(400);
    expect((await firstOrder(undefined, { subscription_id: subscription.id, billing_address: user.addressId })).status).toBe(401);
    await patch(user, subscription.id, { active: false });
    const paused = await firstOrder(user, { subscription_id: subscription.id, billing_address: user.addressId });
    expect(paused.status).toBe(409);
    expect(paused.json.message).toBe(ANSWER.subscriptionPaused);
    expect(await ordersOfSubscription(subscription.id)).toHaveLength(0);
  });
});

/** Pauses every subscription made so far, so a run as of any day sees only the test's own. */
async function pauseOthers(): Promise<void> {
  await server.db.query('UPDATE subscriptions SET active = false');
}

describe('the scheduler (runSubscriptions)', () => {
  beforeEach(pauseOthers);

  it('places a due delivery once, charges its mandate (paid, coins credited), tells the shopper, and moves to the next date', async () => {
    const price = await pricePaise(GHEE);
    const { user, subscription } = await withMandate({ quantity: 2 });
    const coinsBefore = await coinBalance(user);
    const due = addDays(today(), 1);
    await setDates(subscription.id, due);
    expect((await run(today())).orders).toEqual([]);
    const result = await run(due);
    const orders = await ordersOfSubscription(subscription.id);
    expect(orders).toHaveLength(2);
    const delivery = orders[1];
    expect(result.orders).toEqual([delivery.order_id]);
    const finalTotal = subscriptionPricePaise(price, 5) * 2 + 10_000;
    expect(delivery).toMatchObject({ is_paid: true, pay_type: 'Online', final_total_paise: finalTotal });
    expect(await coinBalance(user)).toBe(coinsBefore + Math.floor(finalTotal / 10_000));
    const payment = await server.db.query<{ status: string; gateway_payment_id: string }>(
      'SELECT p.status, p.gateway_payment_id FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_id = $1',
      [delivery.order_id],
    );
    expect(payment.rows).toEqual([{ status: 'success', gateway_payment_id: expect.stringMatching(/^sandbox-SUB/) }]);
    expect(await deliveries(subscription.id)).toEqual([{ scheduled_date: due, delivery_date: due, outcome: 'paid', order_id: expect.any(Number), message: null }]);
    expect(await subscriptionRow(subscription.id)).toMatchObject({ next: addDays(due, 7), shifted: null });
    const told = await outboxTo(user.email);
    expect(told.at(-1)).toMatchObject({ channel: 'email', subject: `Your subscription order ${delivery.order_id} is placed and paid` });
    expect(told.at(-1)?.body).toContain(`${STORE_URL}/orders/${delivery.order_id}`);
    expect((await outboxTo(user.mobile)).at(-1)?.body).toContain(delivery.order_id);
    // The same day again places nothing more.
    expect((await run(due)).orders).toEqual([]);
    expect(await ordersOfSubscription(subscription.id)).toHaveLength(2);
  });

  it('two runs at the same moment place one order per subscription and date', async () => {
    const made = await Promise.all([withMandate(), withMandate(), subscribed()]);
    const due = addDays(today(), 2);
    for (const { subscription } of made) await setDates(subscription.id, due);
    // Made concurrently: their ids need not follow the order of `made`.
    const ids = made.map((m) => m.subscription.id).sort((a, b) => a - b);
    const runs = await Promise.all([run(due), run(due), run(due)]);
    const placed = runs.flatMap((r) => r.orders);
    const { rows } = await server.db.query<{ subscription_id: number; n: number }>(
      'SELECT subscription_id, count(*)::int AS n FROM subscription_deliveries WHERE subscription_id = ANY($1::int[]) GROUP BY subscription_id ORDER BY subscription_id',
      [ids],
    );
    expect(rows).toEqual(ids.map((id) => ({ subscription_id: id, n: 1 })));
    for (const id of ids) {
      const orders = await ordersOfSubscription(id);
      // The first order (when it was placed) and exactly one delivery.
      expect(orders.filter((o) => placed.includes(o.order_id))).toHaveLength(1);
    }
    expect(new Set(placed).size).toBe(3);
  });

  it('paused subscriptions place nothing', async () => {
    const { user, subscription } = await subscribed();
    await patch(user, subscription.id, { active: false });
    await setDates(subscription.id, today());
    expect(await run(addDays(today(), 40))).toEqual({ orders: [], skipped: [], notices: [] });
    expect(await ordersOfSubscription(subscription.id)).toHaveLength(0);
    expect(await deliveries(subscription.id)).toEqual([]);
  });

  it('uses a shifted date once, then goes back to the rhythm', async () => {
    const { user, subscription } = await subscribed({ option: STANDARD });
    const next = addDays(today(), 3);
    await setDates(subscription.id, next);
    const target = addDays(next, 3);
    expect((await patch(user, subscription.id, { shifted_delivery_date: target })).status).toBe(200);
    // Not on the regular date any more…
    await run(next);
    expect(await ordersOfSubscription(subscription.id)).toHaveLength(0);
    // …on the shifted one, once.
    await run(target);
    expect(await ordersOfSubscription(subscription.id)).toHaveLength(1);
    expect(await deliveries(subscription.id)).toMatchObject([{ scheduled_date: next, delivery_date: target, outcome: 'ordered' }]);
    expect(await subscriptionRow(subscription.id)).toMatchObject({ next: addDays(next, 7), shifted: null, shift_used: false });
    // Then the rhythm: next + 7, not target + 7.
    await run(addDays(next, 6));
    expect(await ordersOfSubscription(subscription.id)).toHaveLength(1);
    await run(addDays(next, 7));
    expect(await ordersOfSubscription(subscription.id)).toHaveLength(2);
    expect(await subscriptionRow(subscription.id)).toMatchObject({ next: addDays(next, 14) });
  });

  it('without a mandate the order waits for Accept and Pay, and the shopper is asked to pay', async () => {
    const { user, subscription } = await subscribed();
    await setDates(subscription.id, today());
    await run(today());
    const [order] = await ordersOfSubscription(subscription.id);
    expect(order).toMatchObject({ is_paid: false, pay_type: 'Online' });
    expect(await deliveries(subscription.id)).toMatchObject([{ outcome: 'ordered' }]);
    expect((await outboxTo(user.email)).at(-1)?.subject).toBe(`Your subscription order ${order.order_id} is waiting for payment`);
  });

  it('skips a sold-out delivery, records it, tells the shopper and keeps the rhythm', async () => {
    const { user, subscription } = await withMandate();
    await setDates(subscription.id, today());
    await server.db.query('UPDATE products SET stock = 0 WHERE id = $1', [GHEE]);
    const result = await run(today());
    expect(result.orders).toEqual([]);
    expect(result.skipped).toEqual([{ subscription_id: subscription.id, scheduled_date: today(), reason: expect.stringMatching(/ is out of stock\.$/) }]);
    expect(await ordersOfSubscription(subscription.id)).toHaveLength(1);
    expect(await deliveries(subscription.id)).toMatchObject([{ scheduled_date: today(), outcome: 'out_of_stock', order_id: null }]);
    expect(await subscriptionRow(subscription.id)).toMatchObject({ next: addDays(today(), 7) });
    const told = (await outboxTo(user.email)).at(-1);
    expect(told?.subject).toMatch(/^Your subscription delivery of .+ is skipped$/);
    expect(told?.body).toMatch(/is out of stock\./);
    // Not enough for the quantity is skipped too (stock is checked as for any order).
    await server.db.query('UPDATE products SET stock = 1 WHERE id = $1', [GHEE]);
    await setDates(subscription.id, addDays(today(), 1));
    await run(addDays(today(), 1));
    expect(await deliveries(subscription.id)).toMatchObject([{ outcome: 'out_of_stock' }, { outcome: 'out_of_stock', message: expect.stringMatching(/^Only 1 unit of .+ left$/) }]);
  });

  it('a failed recurring charge leaves the order unpaid (Accept and Pay works) and tells the shopper', async () => {
    const { user, subscription } = await withMandate();
    await setDates(subscription.id, today());
    const requests: ChargeRequest[] = [];
    const declined: RecurringChargeSender = (request) => {
      requests.push(request);
      return Promise.resolve({ status: 'failure', gatewayPaymentId: null, message: 'Insufficient funds' });
    };
    const result = await run(today(), { recurringChargeSender: declined });
    const orders = await ordersOfSubscription(subscription.id);
    const delivery = orders[1];
    expect(result.orders).toEqual([delivery.order_id]);
    expect(delivery.is_paid).toBe(false);
    expect(requests).toEqual([
      expect.objectContaining({ orderNumber: delivery.order_id, amountPaise: delivery.final_total_paise, mandateReference: expect.stringMatching(/^SBM/), email: user.email }),
    ]);
    expect(requests[0].txnid.length).toBeLessThanOrEqual(25);
    expect(await deliveries(subscription.id)).toMatchObject([{ outcome: 'charge_failed', message: 'Insufficient funds' }]);
    const payment = await server.db.query<{ status: string }>('SELECT status FROM payments WHERE txnid = $1', [requests[0].txnid]);
    expect(payment.rows[0].status).toBe('failure');
    expect((await outboxTo(user.email)).at(-1)?.subject).toBe(`Payment of your subscription order ${delivery.order_id} failed`);
    // Accept and Pay still pays it.
    await payOnline(user, delivery.order_id);
    expect((await ordersOfSubscription(subscription.id))[1].is_paid).toBe(true);
  });

  it('waits for the next midnight in Asia/Kolkata, plus a minute', () => {
    // 2025-04-01 10:00 IST = 04:30 UTC; next midnight IST = 2025-04-01T18:30Z.
    expect(msUntilNextRun(new Date('2025-04-01T04:30:00Z'))).toBe((14 * 60 + 1) * 60_000);
    expect(msUntilNextRun(new Date('2025-04-01T18:29:00Z'))).toBe(2 * 60_000);
  });
});

describe('POST /dev/run-subscriptions (demo mode)', () => {
  beforeEach(pauseOthers);

  it('runs the scheduler as of a day for this machine, and places nothing more the second time', async () => {
    const { subscription } = await subscribed();
    const due = addDays(today(), 5);
    await setDates(subscription.id, due);
    const first = await api('/api/dev/run-subscriptions', { body: { date: due } });
    expect(first.status).toBe(200);
    const [order] = await ordersOfSubscription(subscription.id);
    expect(first.json).toMatchObject({ status: true, data: { orders: expect.arrayContaining([order.order_id]) } });
    const second = await api('/api/dev/run-subscriptions', { body: { date: due } });
    expect(second.json).toMatchObject({ status: true, data: { orders: [] } });
    expect(await ordersOfSubscription(subscription.id)).toHaveLength(1);
  });

  it('answers only loopback clients or a staff login (403 otherwise), checks the date, and is absent in production mode', async () => {
    const staff = await createTestStaff(server.db);
    const customer = await createTestUser(server.db);
    const remote = { peer: '203.0.113.9', body: { date: today() } };
    const stranger = await api('/api/dev/run-subscriptions', remote);
    expect(stranger.status).toBe(403);
    expect(stranger.json).toMatchObject({ status: false, message: ANSWER.devLocalOnly });
    // A forwarded-for header proves nothing.
    expect((await api('/api/dev/run-subscriptions', { ...remote, headers: { 'X-Forwarded-For': '127.0.0.1' } })).status).toBe(403);
    expect((await api('/api/dev/run-subscriptions', { ...remote, user: customer })).status).toBe(403);
    expect((await api('/api/dev/run-subscriptions', { ...remote, user: staff })).status).toBe(200);
    expect((await api('/api/dev/run-subscriptions', { body: {} })).status).toBe(200);
    const bad = await api('/api/dev/run-subscriptions', { body: { date: '2025-02-30' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(ANSWER.mustBeDate('date'));
    // The outbox shares the rule.
    expect((await api('/api/dev/outbox', { peer: '203.0.113.9' })).status).toBe(403);
    expect((await api('/api/dev/outbox', { peer: '203.0.113.9', user: staff })).status).toBe(200);
    // Behind a proxy on this machine (the tests' TRUST_PROXY=1): the address the proxy saw decides.
    const proxied = { peer: '127.0.0.1', headers: { 'X-Forwarded-For': '203.0.113.9' } };
    expect((await api('/api/dev/run-subscriptions', { ...proxied, body: { date: today() } })).status).toBe(403);
    expect((await api('/api/dev/run-subscriptions', { ...proxied, body: { date: today() }, user: staff })).status).toBe(200);
    expect((await api('/api/dev/run-subscriptions', { peer: '127.0.0.1', headers: { 'X-Forwarded-For': '127.0.0.1' }, body: { date: today() } })).status).toBe(200);
    const production = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, storeMode: 'production' } }) };
    expect((await callApi(production, '/api/dev/run-subscriptions', { body: { date: today() } })).status).toBe(404);
  });
});

describe('PayU recurring adapter (si_transaction)', () => {
  const SETTINGS: PaymentSettings = { gateway: 'payu', key: 'JP7aZq', salt: 'sALt123', payuUrl: 'https://test.payu.in/_payment', payuApiUrl: 'https://test.payu.in/merchant/postservice?form=2' };
  const REQUEST: ChargeRequest = { txnid: 'SUB42Ra1b2c3d4', mandateReference: '403993715531234567', amountPaise: 62_130, orderNumber: 'SO100042', email: 'asha@example.test', phone: '+919812345678' };
  const VAR1 = '{"authpayuid":"403993715531234567","invoiceDisplayNumber":"SO100042","amount":"621.30","txnid":"SUB42Ra1b2c3d4","phone":"9812345678","email":"asha@example.test","udf2":"","udf3":"","udf4":"","udf5":""}';
  /** printf '%s' "JP7aZq|si_transaction|$VAR1|sALt123" | sha512sum */
  const HASH = createHash('sha512').update(`JP7aZq|si_transaction|${VAR1}|sALt123`).digest('hex');

  const recorder = fetchRecorder;

  it('posts the documented form: key, command, var1 = the JSON of the charge, hash = sha512(key|command|var1|salt)', async () => {
    const captured = JSON.stringify({
      status: 1,
      message: 'Transaction Processed successfully',
      details: { [REQUEST.txnid]: { transactionId: REQUEST.txnid, payuId: '14339493016', status: 'captured', amount: '621.30' } },
    });
    const { calls, fetchImpl } = recorder(200, captured);
    const outcome = await createRecurringChargeSender(SETTINGS, fetchImpl)(REQUEST);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: 'https://test.payu.in/merchant/postservice?form=2', method: 'POST' });
    expect(calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(calls[0].body))).toEqual({ key: 'JP7aZq', command: 'si_transaction', var1: VAR1, hash: HASH });
    expect(payuChargeForm(SETTINGS, REQUEST).get('hash')).toBe(HASH);
    expect(outcome).toEqual({ status: 'success', gatewayPaymentId: '14339493016', message: 'Transaction Processed successfully' });
  });

  it('reads a refusal, a transaction that is not captured, an HTTP error, an unreadable answer and an unreachable gateway as failed charges', async () => {
    const send = (status: number, body: string | Error) => createRecurringChargeSender(SETTINGS, recorder(status, body).fetchImpl)(REQUEST);
    expect(await send(200, JSON.stringify({ status: 0, msg: 'Mandate is not active' }))).toEqual({ status: 'failure', gatewayPaymentId: null, message: 'Mandate is not active' });
    const bounced = JSON.stringify({ status: 1, message: 'Processed', details: { [REQUEST.txnid]: { status: 'failed', field9: 'Insufficient funds' } } });
    expect(await send(200, bounced)).toEqual({ status: 'failure', gatewayPaymentId: null, message: 'Insufficient funds' });
    expect((await send(502, 'Bad gateway')).status).toBe('failure');
    expect((await send(200, '<html>')).message).toBe(ANSWER.chargeGatewayUnreadable);
    expect((await send(200, new Error('ECONNRESET'))).status).toBe('failure');
  });

  it('the sandbox charges without calling anyone', async () => {
    const { calls, fetchImpl } = recorder(200, '{}');
    expect(await createRecurringChargeSender(SANDBOX_PAYMENTS, fetchImpl)(REQUEST)).toMatchObject({ status: 'success', gatewayPaymentId: `sandbox-${REQUEST.txnid}` });
    expect(calls).toHaveLength(0);
  });
});
