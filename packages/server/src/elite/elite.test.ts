/**
 * SO Elite, the paid membership: the plan's payment link, the gateway callback that
 * records it, the status poll, membership from the periods (elite check, login answer, profile,
 * free shipping), renewal, expiry and the member's list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import {
  ANSWER,
  EliteCheckResponse,
  EliteListResponse,
  ELITE_PLAN_PRICE_DEFAULT_PAISE,
  LoginResponse,
  MSG,
  OrderDetailResponse,
  PaymentLinkResponse,
  PollStatusResponse,
  ProfileResponse,
  SHIPPING_FLAT_PAISE,
  TIMEZONE,
} from '@so/contract';
import { hashPassword } from '../accounts/passwords.ts';
import { createApp } from '../app.ts';
import { DEFAULT_ELITE_PLAN, eliteSettingsFromEnv } from '../config.ts';
import { callApi, createTestServer, createTestUser, fillCart, gatewayCallbackFor, TEST_CONFIG, type TestServer, type TestUser, type TestUserOptions } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // Stock enough for every order of this file.
  await server.db.query('UPDATE products SET stock = 1000 WHERE id = $1', [PRODUCT]);
});
afterAll(async () => {
  await server?.close();
});

const STORE_URL = 'http://store.test';
/** ₹386 a unit: above the ₹250 minimum on its own. */
const PRODUCT = 1005;
let txnCounter = 0;
const newTxnid = () => `EL${Date.now()}${++txnCounter}`;

/** A day as YYYY-MM-DD. */
const iso = (date: Date) => date.toISOString().slice(0, 10);
/** Today in the store's time zone. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(new Date());
/** `day` plus `n` days. */
const plusDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
/** The last day of `months` months of membership from `day`: a month on (clamped to the month's end), less one day. */
function periodEnd(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return plusDays(iso(new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, lastOfMonth)))), -1);
}

function link(user: TestUser | undefined, body: unknown, headers: Record<string, string> = {}, app: Pick<TestServer, 'app'> = server) {
  return callApi(app, '/api/get-subscription-payment-link/', { user, body, headers });
}

/** A payment link of `user` for a new txnid: the txnid and the payer page URL. */
async function linked(user: TestUser, app: Pick<TestServer, 'app'> = server): Promise<{ txnid: string; paymentUrl: string }> {
  const txnid = newTxnid();
  const result = await link(user, { txnid }, {}, app);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return { txnid, paymentUrl: create(result.json, PaymentLinkResponse).payment_url ?? '' };
}

function callback(form: Record<string, string>, app: Pick<TestServer, 'app'> = server) {
  return callApi(app, '/api/payments/callback', { urlencoded: form });
}

/** Buys the plan for `user` through the sandbox gateway (paid or failed): the txnid. */
async function buy(user: TestUser, status: 'success' | 'failure' = 'success'): Promise<string> {
  const { txnid, paymentUrl } = await linked(user);
  const result = await callback(gatewayCallbackFor(paymentUrl, status));
  expect(result.status).toBe(303);
  expect(result.headers.get('Location')).toBe(`${STORE_URL}/subscription-payment?txnid=${txnid}&payment=${status}`);
  return txnid;
}

async function isMember(user: TestUser): Promise<boolean> {
  const result = await callApi(server, '/api/user/elite_check/', { user });
  expect(result.status).toBe(200);
  return create(result.json, EliteCheckResponse).is_sose_elite_user;
}

function poll(user: TestUser | undefined, txnid: string) {
  return callApi(server, `/api/user/get-subscription-payment/${encodeURIComponent(txnid)}/`, { user });
}

async function periods(user: TestUser): Promise<{ start_date: string; end_date: string; payment_txnid: string | null }[]> {
  const { rows } = await server.db.query<{ start_date: string; end_date: string; payment_txnid: string | null }>(
    `SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, payment_txnid
       FROM elite_memberships WHERE user_id = $1 ORDER BY start_date, id`,
    [user.id],
  );
  return rows;
}

/** Moves every period of `user` back by `interval` (as if it had been bought that long ago). */
async function moveBack(user: TestUser, interval: string): Promise<void> {
  await server.db.query(
    `UPDATE elite_memberships SET start_date = (start_date - $2::interval)::date, end_date = (end_date - $2::interval)::date WHERE user_id = $1`,
    [user.id, interval],
  );
}

/** A Cash on Delivery order of one unit of PRODUCT: its shipping and final total (paise). */
async function orderShipping(user: TestUser): Promise<{ shipping: number; total: number }> {
  await fillCart(server.db, user.id, [{ productId: PRODUCT, quantity: 1 }]);
  const placed = await callApi(server, '/api/orders/', { user, body: { address1: user.addressId, pay_type: 'COD', client_key: newTxnid() } });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  const orderId = (placed.json.data as { order_id: string }).order_id;
  const detail = create((await callApi(server, `/api/orders/${orderId}`, { user })).json, OrderDetailResponse).data;
  return { shipping: detail.shipping_amt, total: detail.final_total };
}

async function unitPrice(): Promise<number> {
  const { rows } = await server.db.query<{ p: number }>('SELECT base_price_paise + gst_paise AS p FROM products WHERE id = $1', [PRODUCT]);
  return rows[0].p;
}

const customer = (options: TestUserOptions = {}) => createTestUser(server.db, options);

describe('POST /get-subscription-payment-link/', () => {
  it('refuses visitors and bad txnids', async () => {
    const visitor = await link(undefined, { txnid: newTxnid() });
    expect(visitor.status).toBe(401);
    expect(visitor.json.status).toBe(false);
    const user = await customer();
    for (const txnid of ['', 'has space', 'a|b', 'x'.repeat(65), 'ü']) {
      const result = await link(user, { txnid });
      expect(result.status, txnid).toBe(400);
      expect(result.json).toMatchObject({ status: false, message: ANSWER.badTxnid });
    }
    expect((await link(user, {})).status).toBe(400);
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM elite_payments WHERE user_id = $1', [user.id]);
    expect(rows[0].n).toBe(0);
  });

  it("answers the sandbox payer page for the plan's price (SOSE, udf1 ELITE-…), whatever amount the client sends", async () => {
    const user = await customer();
    const txnid = newTxnid();
    const result = await link(user, { txnid, amount: '1.00', productinfo: 'Gift', amount_paise: 100 });
    expect(result.status).toBe(200);
    const answer = create(result.json, PaymentLinkResponse);
    expect(answer).toMatchObject({ status: true, txn_id: txnid });
    const url = new URL(answer.payment_url ?? '');
    expect(url.origin).toBe(STORE_URL);
    expect(url.pathname).toBe(`/api/payments/sandbox/${txnid}`);
    expect(url.searchParams.get('amount')).toBe('199.00');
    expect(url.searchParams.get('productinfo')).toBe('SOSE');
    expect(url.searchParams.get('udf1')).toBe(`ELITE-${txnid}`);
    expect(url.searchParams.get('email')).toBe(user.email);
    const { rows } = await server.db.query<{ amount_paise: number; months: number; status: string; user_id: number }>(
      'SELECT amount_paise, months, status, user_id FROM elite_payments WHERE txnid = $1',
      [txnid],
    );
    expect(rows).toEqual([{ amount_paise: ELITE_PLAN_PRICE_DEFAULT_PAISE, months: 1, status: 'pending', user_id: user.id }]);
    expect(await isMember(user)).toBe(false);

    // The payer page shows the plan (not the reference as an order) and its price.
    const page = await server.app.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<dt>Plan</dt><dd>SO Elite membership</dd>');
    expect(html).not.toContain('<dt>Order</dt>');
    expect(html).toContain('Pay ₹199.00');
  });

  it('reuses a txnid for its owner and refuses it for another user (409)', async () => {
    const owner = await customer();
    const other = await customer();
    const { txnid, paymentUrl } = await linked(owner);
    const again = await link(owner, { txnid });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ status: true, txn_id: txnid, payment_url: paymentUrl });
    const stolen = await link(other, { txnid });
    expect(stolen.status).toBe(409);
    expect(stolen.json).toMatchObject({ status: false, message: ANSWER.txnidTaken });
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM elite_payments WHERE txnid = $1 AND user_id = $2', [txnid, owner.id]);
    expect(rows[0].n).toBe(1);
  });

  it('never shares a txnid with an order payment, either way round (409)', async () => {
    const user = await customer();
    await fillCart(server.db, user.id, [{ productId: PRODUCT, quantity: 1 }]);
    const orderTxnid = newTxnid();
    const order = await callApi(server, '/api/get-order-payment-link/', { user, form: { txnid: orderTxnid, billing_address: String(user.addressId) } });
    expect(order.status).toBe(200);
    const elite = await link(user, { txnid: orderTxnid });
    expect(elite.status).toBe(409);
    expect(elite.json).toMatchObject({ status: false, message: ANSWER.txnidTaken });

    const { txnid: eliteTxnid } = await linked(user);
    await fillCart(server.db, user.id, [{ productId: PRODUCT, quantity: 1 }]);
    const orderAgain = await callApi(server, '/api/get-order-payment-link/', { user, form: { txnid: eliteTxnid, billing_address: String(user.addressId) } });
    expect(orderAgain.status).toBe(409);
    expect(orderAgain.json).toMatchObject({ status: false, message: ANSWER.txnidTaken });
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE txnid = $1', [eliteTxnid]);
    expect(rows[0].n).toBe(0);
  });

  it('sends the payer back to the store site the link was asked from, else STORE_URL', async () => {
    const user = await customer();
    const txnid = newTxnid();
    const result = await link(user, { txnid }, { Origin: 'http://localhost:5173' });
    const paymentUrl = create(result.json, PaymentLinkResponse).payment_url ?? '';
    // The sandbox page lets its form post lead there.
    const page = await server.app.request(new URL(paymentUrl).pathname + new URL(paymentUrl).search);
    expect(page.headers.get('Content-Security-Policy')).toContain('http://localhost:5173');
    const back = await callback(gatewayCallbackFor(paymentUrl, 'success'));
    expect(back.headers.get('Location')).toBe(`http://localhost:5173/subscription-payment?txnid=${txnid}&payment=success`);

    const foreign = newTxnid();
    const other = await link(user, { txnid: foreign }, { Origin: 'https://evil.example' });
    const otherBack = await callback(gatewayCallbackFor(create(other.json, PaymentLinkResponse).payment_url ?? '', 'failure'));
    expect(otherBack.headers.get('Location')).toBe(`${STORE_URL}/subscription-payment?txnid=${foreign}&payment=failure`);
  });
});

describe('the gateway callback of an Elite payment', () => {
  it('makes a paid account a member: elite check, login answer, profile, the list and ₹0 shipping outside Ahmedabad', async () => {
    const user = await customer({ city: 'Mumbai' });
    const price = await unitPrice();
    expect(await orderShipping(user)).toEqual({ shipping: SHIPPING_FLAT_PAISE, total: price + SHIPPING_FLAT_PAISE });
    const txnid = await buy(user);

    expect(await isMember(user)).toBe(true);
    const start = today();
    expect(await periods(user)).toEqual([{ start_date: start, end_date: periodEnd(start, 1), payment_txnid: txnid }]);
    const { rows } = await server.db.query<{ status: string; gateway_payment_id: string }>('SELECT status, gateway_payment_id FROM elite_payments WHERE txnid = $1', [txnid]);
    expect(rows[0]).toEqual({ status: 'success', gateway_payment_id: '403993715531234567' });

    // The login answer says so (Elite flag kept locally by the client).
    await server.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword('Elite@12345')]);
    const login = await callApi(server, '/api/user/signin/', { body: { email: user.email, password: 'Elite@12345' } });
    expect(login.status).toBe(200);
    expect(create(login.json, LoginResponse).data?.is_sose_elite_user).toBe(true);
    const profile = create((await callApi(server, '/api/user/profile/', { user })).json, ProfileResponse);
    expect(profile.data.is_subscribed).toBe(true);

    const list = create((await callApi(server, '/api/user/profile_elite_users/', { user })).json, EliteListResponse);
    expect(list).toMatchObject({ status: true, count: 1, total_pages: 1 });
    expect(list.data).toEqual([
      { id: expect.any(Number), user_data: { name: 'Test Buyer' }, start_date: start, end_date: periodEnd(start, 1), is_active: true, is_expired: false },
    ]);

    // A member's order outside Ahmedabad ships free, from the moment the membership is paid.
    expect(await orderShipping(user)).toEqual({ shipping: 0, total: price });
  });

  it('leaves a failed payment without membership, and a later success of the same txnid changes nothing', async () => {
    const user = await customer({ city: 'Mumbai' });
    const { txnid, paymentUrl } = await linked(user);
    const failed = await callback(gatewayCallbackFor(paymentUrl, 'failure'));
    expect(failed.status).toBe(303);
    expect(failed.headers.get('Location')).toBe(`${STORE_URL}/subscription-payment?txnid=${txnid}&payment=failure`);
    expect(await isMember(user)).toBe(false);
    const success = await callback(gatewayCallbackFor(paymentUrl, 'success'));
    expect(success.headers.get('Location')).toBe(`${STORE_URL}/subscription-payment?txnid=${txnid}&payment=failure`);
    expect(await isMember(user)).toBe(false);
    expect(await periods(user)).toEqual([]);
    expect((await orderShipping(user)).shipping).toBe(SHIPPING_FLAT_PAISE);
    const profile = create((await callApi(server, '/api/user/profile/', { user })).json, ProfileResponse);
    expect(profile.data.is_subscribed).toBe(false);
  });

  it('records a replayed callback once: one period, the same redirect', async () => {
    const user = await customer();
    const { txnid, paymentUrl } = await linked(user);
    const form = gatewayCallbackFor(paymentUrl, 'success');
    const first = await callback(form);
    const [second, third] = await Promise.all([callback(form), callback(form)]);
    for (const result of [first, second, third]) {
      expect(result.status).toBe(303);
      expect(result.headers.get('Location')).toBe(`${STORE_URL}/subscription-payment?txnid=${txnid}&payment=success`);
    }
    expect(await periods(user)).toHaveLength(1);
    const failure = await callback(gatewayCallbackFor(paymentUrl, 'failure'));
    expect(failure.headers.get('Location')).toBe(`${STORE_URL}/subscription-payment?txnid=${txnid}&payment=success`);
    expect(await periods(user)).toHaveLength(1);
    expect(await isMember(user)).toBe(true);
  });

  it('refuses a changed amount, hash, reference or key (400) and changes nothing', async () => {
    const user = await customer();
    const { txnid, paymentUrl } = await linked(user);
    const refusals: [Record<string, string>, string][] = [
      [gatewayCallbackFor(paymentUrl, 'success', { amount: '1.00' }), ANSWER.elitePaidAmountMismatch],
      [gatewayCallbackFor(paymentUrl, 'success', { hash: 'f'.repeat(128) }), ANSWER.paymentNotVerified],
      [gatewayCallbackFor(paymentUrl, 'success', { udf1: 'SO100001' }), ANSWER.paymentNotVerified],
      [gatewayCallbackFor(paymentUrl, 'success', {}, 'another-salt'), ANSWER.paymentNotVerified],
      [gatewayCallbackFor(paymentUrl, 'success', { txnid: `${txnid}X` }), ANSWER.unknownPayment],
    ];
    for (const [form, message] of refusals) {
      const result = await callback(form);
      expect(result.status, message).toBe(400);
      expect(result.json).toMatchObject({ status: false, message });
    }
    const { rows } = await server.db.query<{ status: string }>('SELECT status FROM elite_payments WHERE txnid = $1', [txnid]);
    expect(rows[0].status).toBe('pending');
    expect(await periods(user)).toEqual([]);
  });
});

describe('GET /user/get-subscription-payment/{txnid}/', () => {
  it('answers false while pending, true once paid; false with the reason after a failure', async () => {
    const user = await customer();
    const { txnid, paymentUrl } = await linked(user);
    const pending = await poll(user, txnid);
    expect(pending.status).toBe(200);
    expect(create(pending.json, PollStatusResponse)).toEqual({ status: false, message: ANSWER.elitePaymentPending, payment_status: 'pending' });
    await callback(gatewayCallbackFor(paymentUrl, 'success'));
    const paid = await poll(user, txnid);
    expect(create(paid.json, PollStatusResponse)).toEqual({ status: true, message: ANSWER.elitePaymentPaid, payment_status: 'success' });

    const failedTxnid = await buy(user, 'failure');
    const failed = await poll(user, failedTxnid);
    expect(failed.status).toBe(200);
    expect(create(failed.json, PollStatusResponse)).toEqual({ status: false, message: MSG.paymentFailed, payment_status: 'failure' });
  });

  it("answers only the payment's owner: visitors 401, other users and unknown txnids 404, bad txnids 400", async () => {
    const owner = await customer();
    const other = await customer();
    const { txnid } = await linked(owner);
    expect((await poll(undefined, txnid)).status).toBe(401);
    const foreign = await poll(other, txnid);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toMatchObject({ status: false, message: ANSWER.elitePaymentNotFound });
    expect((await poll(owner, newTxnid())).status).toBe(404);
    expect((await poll(owner, 'bad txnid')).status).toBe(400);
    // An order payment's txnid is not an Elite payment.
    await fillCart(server.db, owner.id, [{ productId: PRODUCT, quantity: 1 }]);
    const orderTxnid = newTxnid();
    expect((await callApi(server, '/api/get-order-payment-link/', { user: owner, form: { txnid: orderTxnid, billing_address: String(owner.addressId) } })).status).toBe(200);
    expect((await poll(owner, orderTxnid)).status).toBe(404);
  });
});

describe('membership periods', () => {
  it('extends a renewal from the current end while still a member', async () => {
    const user = await customer();
    const first = await buy(user);
    const second = await buy(user);
    const start = today();
    const firstEnd = periodEnd(start, 1);
    const secondStart = plusDays(firstEnd, 1);
    expect(await periods(user)).toEqual([
      { start_date: start, end_date: firstEnd, payment_txnid: first },
      { start_date: secondStart, end_date: periodEnd(secondStart, 1), payment_txnid: second },
    ]);
    const list = create((await callApi(server, '/api/user/profile_elite_users/', { user })).json, EliteListResponse);
    // Newest first: the renewal (not yet begun: neither active nor expired), then the current period.
    expect(list.data.map((r) => [r.start_date, r.is_active, r.is_expired])).toEqual([
      [secondStart, false, false],
      [start, true, false],
    ]);
    expect(await isMember(user)).toBe(true);
  });

  it('two paid callbacks of one user at once add two periods one after the other', async () => {
    const user = await customer();
    const links = await Promise.all([linked(user), linked(user)]);
    const results = await Promise.all(links.map((l) => callback(gatewayCallbackFor(l.paymentUrl, 'success'))));
    expect(results.map((r) => r.status)).toEqual([303, 303]);
    const [a, b] = await periods(user);
    expect(b.start_date).toBe(plusDays(a.end_date, 1));
  });

  it('ends by itself after one month: elite check false, Expired in the list, shipping charged again', async () => {
    const user = await customer({ city: 'Mumbai' });
    await buy(user);
    const price = await unitPrice();

    // The last day of the month bought: still a member.
    await moveBack(user, '1 month');
    await server.db.query('UPDATE elite_memberships SET end_date = end_date + 1 WHERE user_id = $1', [user.id]);
    const [lastDay] = await periods(user);
    expect(lastDay.end_date).toBe(today());
    expect(await isMember(user)).toBe(true);
    expect((await orderShipping(user)).shipping).toBe(0);

    // The day after: no longer.
    await server.db.query('UPDATE elite_memberships SET start_date = start_date - 1, end_date = end_date - 1 WHERE user_id = $1', [user.id]);
    expect(await isMember(user)).toBe(false);
    const list = create((await callApi(server, '/api/user/profile_elite_users/', { user })).json, EliteListResponse);
    expect(list.data).toMatchObject([{ end_date: plusDays(today(), -1), is_active: false, is_expired: true }]);
    expect(await orderShipping(user)).toEqual({ shipping: SHIPPING_FLAT_PAISE, total: price + SHIPPING_FLAT_PAISE });
    const profile = create((await callApi(server, '/api/user/profile/', { user })).json, ProfileResponse);
    expect(profile.data.is_subscribed).toBe(false);

    // Buying again after it ended starts from today, not from the old end.
    const txnid = await buy(user);
    const periodsNow = await periods(user);
    expect(periodsNow[periodsNow.length - 1]).toEqual({ start_date: today(), end_date: periodEnd(today(), 1), payment_txnid: txnid });
    expect(await isMember(user)).toBe(true);
  });
});

describe('GET /user/profile_elite_users/', () => {
  it("pages the member's own periods, newest first, with the count", async () => {
    const user = await customer();
    const other = await customer();
    await buy(other);
    const bought: string[] = [];
    for (let i = 0; i < 12; i += 1) bought.push(await buy(user));
    const page = async (query: string) => {
      const result = await callApi(server, `/api/user/profile_elite_users/${query}`, { user });
      expect(result.status, JSON.stringify(result.json)).toBe(200);
      return create(result.json, EliteListResponse);
    };
    const first = await page('?page=1&page_size=10');
    expect(first).toMatchObject({ status: true, count: 12, total_pages: 2 });
    expect(first.data).toHaveLength(10);
    const second = await page('?page=2&page_size=10');
    expect(second.data).toHaveLength(2);
    const all = [...first.data, ...second.data];
    const { rows } = await server.db.query<{ id: number }>('SELECT id FROM elite_memberships WHERE user_id = $1 ORDER BY start_date DESC', [user.id]);
    expect(all.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(all.map((r) => r.start_date)).toEqual([...all.map((r) => r.start_date)].sort().reverse());
    expect(all.every((r) => r.user_data.name === 'Test Buyer')).toBe(true);
    expect(all.filter((r) => r.is_active)).toHaveLength(1);
    // Contiguous: each period starts the day after the previous one ends.
    for (let i = 0; i + 1 < all.length; i += 1) expect(all[i].start_date).toBe(plusDays(all[i + 1].end_date, 1));

    expect((await page('')).data).toHaveLength(10);
    expect((await page('?page_size=25')).data).toHaveLength(12);
    expect((await page('?page=3&page_size=10')).data).toEqual([]);
    for (const bad of ['?page_size=12', '?page_size=0', '?page_size=abc', '?page=0', '?page=-1']) {
      const result = await callApi(server, `/api/user/profile_elite_users/${bad}`, { user });
      expect(result.status, bad).toBe(400);
      expect(result.json.status).toBe(false);
    }
    expect((await callApi(server, '/api/user/profile_elite_users/')).status).toBe(401);
    expect(bought).toHaveLength(12);
  });

  it('answers an empty list for someone who never bought the plan', async () => {
    const user = await customer();
    const list = create((await callApi(server, '/api/user/profile_elite_users/', { user })).json, EliteListResponse);
    expect(list).toEqual({ status: true, message: MSG.subscriptionNotFound, count: 0, total_pages: 0, data: [] });
    expect((await callApi(server, '/api/user/elite_check/')).status).toBe(401);
  });
});

describe('the plan settings', () => {
  it('reads ELITE_PLAN_PRICE (rupees) and ELITE_PLAN_MONTHS, refusing nonsense', () => {
    expect(eliteSettingsFromEnv({})).toEqual(DEFAULT_ELITE_PLAN);
    expect(DEFAULT_ELITE_PLAN).toEqual({ pricePaise: 19_900, months: 1 });
    expect(eliteSettingsFromEnv({ ELITE_PLAN_PRICE: '249.50', ELITE_PLAN_MONTHS: '3' })).toEqual({ pricePaise: 24_950, months: 3 });
    expect(eliteSettingsFromEnv({ ELITE_PLAN_PRICE: ' 299 ' })).toEqual({ pricePaise: 29_900, months: 1 });
    for (const price of ['0', '0.00', '-1', 'abc', '1.234', '1e3', '₹199']) {
      expect(() => eliteSettingsFromEnv({ ELITE_PLAN_PRICE: price }), price).toThrow(/ELITE_PLAN_PRICE/);
    }
    for (const months of ['0', '13', '1.5', 'one']) {
      expect(() => eliteSettingsFromEnv({ ELITE_PLAN_MONTHS: months }), months).toThrow(/ELITE_PLAN_MONTHS/);
    }
  });

  it('charges the configured price and grants the configured months', async () => {
    const plan = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, elite: { pricePaise: 29_950, months: 2 } } }) };
    const user = await customer();
    const { txnid, paymentUrl } = await linked(user, plan);
    expect(new URL(paymentUrl).searchParams.get('amount')).toBe('299.50');
    // A link made at one price is paid at that price, even if the setting changes meanwhile.
    expect((await callback(gatewayCallbackFor(paymentUrl, 'success'))).status).toBe(303);
    expect(await periods(user)).toEqual([{ start_date: today(), end_date: periodEnd(today(), 2), payment_txnid: txnid }]);
  });
});
