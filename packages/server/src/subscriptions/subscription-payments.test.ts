/**
 * Subscribe and Save payments: the standing instruction the first payment of a
 * subscription registers at PayU (si=1, si_details and the SI request hash, against PayU's
 * documented formula computed here), the pre-debit notice the day before each automatic charge
 * (outbox and PayU's pre_debit_SI), and where the gateway's callback lands the payer of a
 * subscription's order.
 */
import { createHash } from 'node:crypto';
import { Window } from 'happy-dom';
import { create } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDate,
  CreateOrderResponse,
  DOC,
  formatDate,
  formatPaise,
  PaymentLinkResponse,
  ProductSubscription,
  RunSubscriptionsResponse,
  SubscriptionCreateResponse,
  subscriptionPricePaise,
} from '@so/contract';
import { createApp } from '../app.ts';
import type { PaymentSettings, ServerConfig } from '../deps.ts';
import { createPreDebitNoticeSender, payuPreDebitForm, type PreDebitNoticeSender, type PreDebitRequest, type RecurringChargeSender } from '../payments/recurring.ts';
import { PRE_DEBIT_NOTICE_DAYS } from './notices.ts';
import { runSubscriptions, type SchedulerDeps } from './scheduler.ts';
import {
  callApi,
  createTestServer,
  createTestUser,
  fetchRecorder,
  fillCart,
  gatewayCallbackFor,
  outboxTo as outboxOf,
  productPricePaise,
  setSubscriptionDates,
  TEST_CONFIG,
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

/** A ghee of ₹549.00: above the ₹250 minimum alone. */
const GHEE = 1001;
/** Delivery options (seed): Standard every 7 days, Express every 3. */
const STANDARD = 1;
const EXPRESS = 2;
const STORE_URL = 'http://store.test';
const SHIPPING_PAISE = 10_000;

const PAYU: PaymentSettings = { gateway: 'payu', key: 'JP7aZq', salt: 'sALt123', payuUrl: 'https://test.payu.in/_payment', payuApiUrl: 'https://test.payu.in/merchant/postservice?form=2' };
const PAYU_CONFIG: ServerConfig = { ...TEST_CONFIG, payments: PAYU };
/** The same store and database with PayU as its gateway. */
const payuStore = () => ({ app: createApp({ db: server.db, config: PAYU_CONFIG }) });

beforeEach(async () => {
  await server.db.query('UPDATE products SET stock = 1000 WHERE id = $1', [GHEE]);
});

const today = () => calendarDate();
const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');
/** Paise as PayU's amount text, "1234.50". */
const rupees = (paise: number) => (paise / 100).toFixed(2);

const pricePaise = (id: number) => productPricePaise(server.db, id);

type Store = Pick<TestServer, 'app'>;

/** A customer (Mumbai unless told: ₹100 shipping) with a new subscription and its first order. */
async function subscribedWithOrder(options: TestUserOptions & { quantity?: number; option?: number } = {}, store: Store = server) {
  const user = await createTestUser(server.db, { city: 'Mumbai', ...options });
  const made = await callApi(store, '/api/subscriptions/', { user, body: { product: GHEE, quantity: options.quantity ?? 2, delivery_options: options.option ?? STANDARD } });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const subscription = create(create(made.json, SubscriptionCreateResponse).data, ProductSubscription);
  const placed = await callApi(store, '/api/subscriptions-order/', { user, body: { subscription_id: subscription.id, billing_address: user.addressId } });
  expect(placed.status).toBe(201);
  const orderNumber = create(placed.json, CreateOrderResponse).data?.order_id ?? '';
  return { user, subscription, orderNumber };
}

let txnCounter = 0;
const newTxnid = () => `ST${Date.now()}${(txnCounter += 1)}`;

/** Accept and Pay of an order: its payment link's URL. */
async function acceptAndPay(store: Store, user: TestUser, orderNumber: string): Promise<URL> {
  const link = await callApi(store, '/api/edit-order-payment-link/', { method: 'PATCH', user, form: { order_id: orderNumber, txnid: newTxnid() } });
  expect(link.status, JSON.stringify(link.json)).toBe(200);
  return new URL(create(link.json, PaymentLinkResponse).payment_url ?? '');
}

/** The gateway's callback for a payment URL; answers the redirect's Location. */
async function callback(store: Store, url: URL, status: 'success' | 'failure', salt: string): Promise<string> {
  const result = await callApi(store, '/api/payments/callback', { urlencoded: gatewayCallbackFor(url.toString(), status, {}, salt) });
  expect(result.status).toBe(303);
  return result.headers.get('Location') ?? '';
}

function parse(html: string) {
  return new new Window().DOMParser().parseFromString(html, 'text/html');
}

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of parse(html).querySelectorAll('form input[type="hidden"]')) fields[input.getAttribute('name') ?? ''] = input.getAttribute('value') ?? '';
  return fields;
}

/** `date` plus whole years, written out by hand (29 February would roll to 1 March). */
function yearsLater(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

describe('the standing instruction of a subscription’s first payment (PayU)', () => {
  it('posts si=1, api_version=7, si_details and the SI hash key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||si_details|SALT', async () => {
    const price = await pricePaise(GHEE);
    const payu = payuStore();
    const { user, subscription, orderNumber } = await subscribedWithOrder({ quantity: 3 }, payu);
    const url = await acceptAndPay(payu, user, orderNumber);
    expect(url.pathname).toMatch(/^\/api\/payments\/payu\//);
    const q = Object.fromEntries(url.searchParams);
    const start = addDays(today(), 7);
    expect(subscription.next_delivery_date).toBe(start);
    const details = {
      billingAmount: rupees(subscriptionPricePaise(price, 5) * 3 + SHIPPING_PAISE),
      billingCurrency: 'INR',
      billingCycle: 'DAILY',
      billingInterval: 7,
      paymentStartDate: start,
      paymentEndDate: yearsLater(start, 5),
      billingRule: 'MAX',
    };
    expect(JSON.parse(q.si_details)).toEqual(details);
    expect(q).toMatchObject({ si: '1', api_version: '7', key: 'JP7aZq', udf1: orderNumber, email: user.email });
    const documented = `${q.key}|${q.txnid}|${q.amount}|${q.productinfo}|${q.firstname}|${q.email}|${q.udf1}|${q.udf2}|${q.udf3}|${q.udf4}|${q.udf5}||||||${q.si_details}|sALt123`;
    expect(q.hash).toBe(sha512(documented));
    expect(q.amount).toBe(rupees(subscriptionPricePaise(price, 5) * 3 + SHIPPING_PAISE));

    // The PayU page posts exactly these fields on to PayU, and shows the payer the terms.
    const page = await payu.app.request(url.pathname + url.search);
    expect(page.status).toBe(200);
    const html = await page.text();
    const form = hiddenFields(html);
    expect(form).toMatchObject({ si: '1', api_version: '7', si_details: q.si_details, hash: q.hash, amount: q.amount, surl: `${STORE_URL}/api/payments/callback` });
    const terms = DOC.gatewayPage.standingInstructionTerms(formatPaise(subscriptionPricePaise(price, 5) * 3 + SHIPPING_PAISE), 7, 'day', formatDate(start), formatDate(yearsLater(start, 5)));
    expect(parse(html).body.textContent).toContain(terms);
  });

  it('refuses a link whose si_details or si was changed or dropped (the hash covers them)', async () => {
    const payu = payuStore();
    const { user, orderNumber } = await subscribedWithOrder({}, payu);
    const url = await acceptAndPay(payu, user, orderNumber);
    const details = url.searchParams.get('si_details') ?? '';
    const cheaper = details.replace(/"billingAmount":"[\d.]+"/, '"billingAmount":"99999.00"');
    expect(cheaper).not.toBe(details);
    const changes: [string, string | null][] = [
      ['si_details', cheaper],
      ['si_details', null],
      ['si', null],
      ['si', '0'],
      ['api_version', null],
    ];
    for (const [name, value] of changes) {
      const changed = new URL(url);
      if (value === null) changed.searchParams.delete(name);
      else changed.searchParams.set(name, value);
      const response = await payu.app.request(changed.pathname + changed.search);
      expect(response.status, `${name}=${value}`).toBe(400);
    }
  });

  it('a checkout order’s link is unchanged: no si fields, hash key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT', async () => {
    const payu = payuStore();
    const user = await createTestUser(server.db, { city: 'Mumbai' });
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    const link = await callApi(payu, '/api/get-order-payment-link/', { user, form: { txnid: newTxnid(), billing_address: String(user.addressId), used_coin: '0' } });
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    const url = new URL(create(link.json, PaymentLinkResponse).payment_url ?? '');
    const q = Object.fromEntries(url.searchParams);
    expect(Object.keys(q).sort()).toEqual(['amount', 'email', 'firstname', 'hash', 'key', 'phone', 'productinfo', 'txnid', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5']);
    expect(q.hash).toBe(sha512(`${q.key}|${q.txnid}|${q.amount}|${q.productinfo}|${q.firstname}|${q.email}|${q.udf1}|${q.udf2}|${q.udf3}|${q.udf4}|${q.udf5}||||||sALt123`));
    const form = hiddenFields(await (await payu.app.request(url.pathname + url.search)).text());
    expect(form).not.toHaveProperty('si');
    expect(form).not.toHaveProperty('si_details');
    expect(form).not.toHaveProperty('api_version');
    expect(form.hash).toBe(q.hash);
  });

  it('the paid first payment’s mihpayid becomes the mandate; later links of the subscription register nothing again', async () => {
    const payu = payuStore();
    const { user, subscription, orderNumber } = await subscribedWithOrder({}, payu);
    await callback(payu, await acceptAndPay(payu, user, orderNumber), 'success', PAYU.salt);
    const mandate = await server.db.query<{ gateway: string; reference: string }>('SELECT gateway, reference FROM payment_mandates WHERE subscription_id = $1', [subscription.id]);
    expect(mandate.rows).toEqual([{ gateway: 'payu', reference: '403993715531234567' }]);
    // A delivery whose charge failed is paid with Accept and Pay: an ordinary payment now.
    await pauseOthers(subscription.id);
    await server.db.query('UPDATE subscriptions SET next_delivery_date = $2::date WHERE id = $1', [subscription.id, today()]);
    const declined: RecurringChargeSender = () => Promise.resolve({ status: 'failure', gatewayPaymentId: null, message: 'Insufficient funds' });
    const { orders } = await runSubscriptions({ db: server.db, config: PAYU_CONFIG, recurringChargeSender: declined, preDebitNoticeSender: recordPreDebits().send }, today());
    expect(orders).toHaveLength(1);
    const url = await acceptAndPay(payu, user, orders[0]);
    expect(url.searchParams.has('si')).toBe(false);
    expect(url.searchParams.has('si_details')).toBe(false);
  });

  it('the sandbox link carries the same standing instruction; its page shows the terms and its callbacks still verify and record the mandate', async () => {
    const { user, subscription, orderNumber } = await subscribedWithOrder({ option: EXPRESS });
    const url = await acceptAndPay(server, user, orderNumber);
    expect(url.pathname).toMatch(/^\/api\/payments\/sandbox\//);
    expect(JSON.parse(url.searchParams.get('si_details') ?? '{}')).toMatchObject({ billingCycle: 'DAILY', billingInterval: 3, paymentStartDate: addDays(today(), 3) });
    const page = await server.app.request(url.pathname + url.search);
    expect(page.status).toBe(200);
    const doc = parse(await page.text());
    expect(doc.body.textContent).toContain(DOC.gatewayPage.standingInstruction);
    expect(doc.body.textContent).toContain('every 3 days');
    const pay = [...doc.querySelectorAll('form')][0];
    const fields: Record<string, string> = {};
    for (const input of pay.querySelectorAll('input[type="hidden"]')) fields[input.getAttribute('name') ?? ''] = input.getAttribute('value') ?? '';
    const result = await callApi(server, '/api/payments/callback', { urlencoded: fields });
    expect(result.status).toBe(303);
    const mandate = await server.db.query<{ reference: string }>('SELECT reference FROM payment_mandates WHERE subscription_id = $1', [subscription.id]);
    expect(mandate.rows[0]?.reference).toMatch(/^SBM/);
  });
});

describe('where the callback lands the payer', () => {
  it('a subscription’s order: /profile?payment=success|failure#subscribe', async () => {
    const failed = await subscribedWithOrder();
    expect(await callback(server, await acceptAndPay(server, failed.user, failed.orderNumber), 'failure', TEST_CONFIG.payments.salt)).toBe(`${STORE_URL}/profile?payment=failure#subscribe`);
    expect(await callback(server, await acceptAndPay(server, failed.user, failed.orderNumber), 'success', TEST_CONFIG.payments.salt)).toBe(`${STORE_URL}/profile?payment=success#subscribe`);
  });

  it('a checkout order: its own page, as before', async () => {
    const user = await createTestUser(server.db, { city: 'Mumbai' });
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    const link = await callApi(server, '/api/get-order-payment-link/', { user, form: { txnid: newTxnid(), billing_address: String(user.addressId), used_coin: '0' } });
    const answer = create(link.json, PaymentLinkResponse);
    const url = new URL(answer.payment_url ?? '');
    expect(await callback(server, url, 'success', TEST_CONFIG.payments.salt)).toBe(`${STORE_URL}/orders/${answer.order_id}?payment=success`);
  });
});

// ─── Pre-debit notices ──────────────────────────────────────────────────────

/** Pauses every subscription but `keep`, so a run as of any day sees only the test's own. */
async function pauseOthers(...keep: number[]): Promise<void> {
  await server.db.query('UPDATE subscriptions SET active = false WHERE NOT (id = ANY($1::int[]))', [keep]);
}

/** A pre-debit sender that records what it is asked and answers PayU's success. */
function recordPreDebits(): { requests: PreDebitRequest[]; send: PreDebitNoticeSender } {
  const requests: PreDebitRequest[] = [];
  return {
    requests,
    send: (request) => {
      requests.push(request);
      return Promise.resolve({ status: 'sent', reference: 'ADDA049409', message: 'Request Processed Successfully' });
    },
  };
}

/** A subscription whose first order was paid in the sandbox (it has a mandate), the others paused. */
async function withMandate(options: TestUserOptions & { quantity?: number; option?: number } = {}) {
  const made = await subscribedWithOrder(options);
  await callback(server, await acceptAndPay(server, made.user, made.orderNumber), 'success', TEST_CONFIG.payments.salt);
  await pauseOthers(made.subscription.id);
  return made;
}

const setDates = (id: number, next: string, shifted: string | null = null) => setSubscriptionDates(server.db, id, next, shifted);
const outboxTo = (to: string) => outboxOf(server.db, to);

async function notices(id: number) {
  const { rows } = await server.db.query<{ delivery_date: string; amount_paise: number; gateway: string; gateway_status: string; gateway_reference: string | null }>(
    `SELECT to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date, amount_paise, gateway, gateway_status, gateway_reference
       FROM subscription_debit_notices WHERE subscription_id = $1 ORDER BY delivery_date`,
    [id],
  );
  return rows;
}

const deps = (overrides: Partial<SchedulerDeps> = {}): SchedulerDeps => ({ db: server.db, config: TEST_CONFIG, ...overrides });
/** The day a notice of a charge on `due` goes out. */
const noticeDay = (due: string) => addDays(due, -PRE_DEBIT_NOTICE_DAYS);

describe('pre-debit notices (the scheduler, the day before an automatic charge)', () => {
  it('tells the payer two days before (48 hours, as PayU asks): date, amount, where to pause or shift; once, however often the run is repeated', async () => {
    const price = await pricePaise(GHEE);
    const { user, subscription } = await withMandate({ quantity: 2 });
    const due = addDays(today(), 5);
    await setDates(subscription.id, due);
    const before = (await outboxTo(user.email)).length;
    expect((await runSubscriptions(deps(), addDays(due, -PRE_DEBIT_NOTICE_DAYS - 1))).notices).toEqual([]);
    expect(PRE_DEBIT_NOTICE_DAYS).toBe(2);
    const first = await runSubscriptions(deps(), noticeDay(due));
    expect(first.notices).toEqual([{ subscription_id: subscription.id, delivery_date: due }]);
    expect(first.orders).toEqual([]);
    const amountPaise = subscriptionPricePaise(price, 5) * 2 + SHIPPING_PAISE;
    const amount = formatPaise(amountPaise);
    const mails = (await outboxTo(user.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(DOC.subscription.preDebitSubject(amount, formatDate(due)));
    const name = (await server.db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [GHEE])).rows[0].name;
    expect(mails[0].body).toContain(DOC.subscription.preDebit(DOC.subscription.item(2, name), formatDate(due), amount));
    expect(mails[0].body).toContain(amount);
    expect(mails[0].body).toContain(formatDate(due));
    expect(mails[0].body).toContain(`${STORE_URL}/subscribe/${GHEE}`);
    const sms = (await outboxTo(user.mobile)).at(-1);
    expect(sms?.body).toContain(amount);
    expect(sms?.body).toContain(`${STORE_URL}/subscribe/${GHEE}`);
    expect(await notices(subscription.id)).toEqual([{ delivery_date: due, amount_paise: amountPaise, gateway: 'sandbox', gateway_status: 'sent', gateway_reference: expect.stringMatching(/^sandbox-PDN/) }]);

    // Again the same day, and two runs at the same moment: nothing more.
    expect((await runSubscriptions(deps(), noticeDay(due))).notices).toEqual([]);
    const together = await Promise.all([runSubscriptions(deps(), noticeDay(due)), runSubscriptions(deps(), noticeDay(due))]);
    expect(together.flatMap((r) => r.notices)).toEqual([]);
    expect(await outboxTo(user.email)).toHaveLength(before + 1);
    expect(await notices(subscription.id)).toHaveLength(1);
    // The delivery day itself charges and tells of the charge, no second notice.
    const delivered = await runSubscriptions(deps(), due);
    expect(delivered.orders).toHaveLength(1);
    expect(delivered.notices).toEqual([]);
  });

  it('two runs meeting for the first time send one notice', async () => {
    const { user, subscription } = await withMandate();
    const due = addDays(today(), 4);
    await setDates(subscription.id, due);
    const before = (await outboxTo(user.email)).length;
    const runs = await Promise.all([runSubscriptions(deps(), noticeDay(due)), runSubscriptions(deps(), noticeDay(due)), runSubscriptions(deps(), noticeDay(due))]);
    expect(runs.flatMap((r) => r.notices)).toEqual([{ subscription_id: subscription.id, delivery_date: due }]);
    expect(await outboxTo(user.email)).toHaveLength(before + 1);
  });

  it('uses the shifted date: nothing the day before the regular date, the notice the day before the shifted one', async () => {
    const { user, subscription } = await withMandate({ option: STANDARD, city: 'Ahmedabad' });
    const next = addDays(today(), 3);
    await setDates(subscription.id, next);
    const shifted = addDays(next, 4);
    const shift = await callApi(server, `/api/subscriptions/${subscription.id}/`, { method: 'PATCH', user, body: { shifted_delivery_date: shifted } });
    expect(shift.status).toBe(200);
    expect((await runSubscriptions(deps(), noticeDay(next))).notices).toEqual([]);
    expect((await runSubscriptions(deps(), noticeDay(shifted))).notices).toEqual([{ subscription_id: subscription.id, delivery_date: shifted }]);
    // Ahmedabad: no shipping in the amount.
    expect((await notices(subscription.id))[0].amount_paise).toBe(subscriptionPricePaise(await pricePaise(GHEE), 5) * 2);
    expect((await outboxTo(user.email)).at(-1)?.subject).toBe(DOC.subscription.preDebitSubject(formatPaise(subscriptionPricePaise(await pricePaise(GHEE), 5) * 2), formatDate(shifted)));
  });

  it('none for a paused subscription, nor for one without a mandate (it is not charged automatically)', async () => {
    const paused = await withMandate();
    const due = addDays(today(), 6);
    await setDates(paused.subscription.id, due);
    expect((await callApi(server, `/api/subscriptions/${paused.subscription.id}/`, { method: 'PATCH', user: paused.user, body: { active: false } })).status).toBe(200);
    const unpaid = await subscribedWithOrder();
    await setDates(unpaid.subscription.id, due);
    expect((await runSubscriptions(deps(), noticeDay(due))).notices).toEqual([]);
    expect(await notices(paused.subscription.id)).toEqual([]);
    expect(await notices(unpaid.subscription.id)).toEqual([]);
  });

  it('a PayU mandate: PayU’s pre_debit_SI is asked with the mandate, the day and the amount, and its invoiceId kept', async () => {
    const payu = payuStore();
    const { subscription, user, orderNumber } = await subscribedWithOrder({}, payu);
    await callback(payu, await acceptAndPay(payu, user, orderNumber), 'success', PAYU.salt);
    await pauseOthers(subscription.id);
    const due = addDays(today(), 2);
    await setDates(subscription.id, due);
    const recorder = recordPreDebits();
    const result = await runSubscriptions({ db: server.db, config: PAYU_CONFIG, preDebitNoticeSender: recorder.send }, noticeDay(due));
    expect(result.notices).toEqual([{ subscription_id: subscription.id, delivery_date: due }]);
    const amountPaise = subscriptionPricePaise(await pricePaise(GHEE), 5) * 2 + SHIPPING_PAISE;
    expect(recorder.requests).toEqual([{ requestId: expect.stringMatching(/^PDN\d+R[0-9a-f]{8}$/), mandateReference: '403993715531234567', debitDate: due, amountPaise }]);
    expect(await notices(subscription.id)).toEqual([{ delivery_date: due, amount_paise: amountPaise, gateway: 'payu', gateway_status: 'sent', gateway_reference: 'ADDA049409' }]);
  });

  it('the demo run (POST /api/dev/run-subscriptions) sends them too and says so', async () => {
    const { subscription } = await withMandate();
    const due = addDays(today(), 9);
    await setDates(subscription.id, due);
    const answer = await callApi(server, '/api/dev/run-subscriptions', { body: { date: noticeDay(due) } });
    expect(answer.status).toBe(200);
    expect(create(answer.json, RunSubscriptionsResponse).data.notices).toEqual([{ subscription_id: subscription.id, delivery_date: due }]);
    const again = await callApi(server, '/api/dev/run-subscriptions', { body: { date: noticeDay(due) } });
    expect(create(again.json, RunSubscriptionsResponse).data.notices).toEqual([]);
  });
});

describe('PayU pre-debit adapter (pre_debit_SI)', () => {
  const REQUEST: PreDebitRequest = { requestId: 'PDN7Ra1b2c3d4', mandateReference: '403993715531234567', debitDate: '2026-04-08', amountPaise: 62_130 };
  /** var1 as PayU documents it: {authpayuid, requestId, debitDate, amount}. */
  const VAR1 = '{"authpayuid":"403993715531234567","requestId":"PDN7Ra1b2c3d4","debitDate":"2026-04-08","amount":"621.30"}';
  const HASH = sha512(`JP7aZq|pre_debit_SI|${VAR1}|sALt123`);

  it('posts the documented form: key, command = pre_debit_SI, var1 JSON, hash = sha512(key|command|var1|salt), and keeps the invoiceId', async () => {
    const { calls, fetchImpl } = fetchRecorder(200, JSON.stringify({ status: 1, action: 'MANDATE_PRE_DEBIT', message: 'Request Processed Successfully', invoiceId: 'ADDA049409' }));
    const outcome = await createPreDebitNoticeSender(PAYU, fetchImpl)(REQUEST);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: 'https://test.payu.in/merchant/postservice?form=2', method: 'POST' });
    expect(calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(calls[0].body))).toEqual({ key: 'JP7aZq', command: 'pre_debit_SI', var1: VAR1, hash: HASH });
    expect(payuPreDebitForm(PAYU, REQUEST).get('hash')).toBe(HASH);
    expect(outcome).toEqual({ status: 'sent', reference: 'ADDA049409', message: 'Request Processed Successfully' });
  });

  it('reads a refusal (0), a bank’s code, an HTTP error, an unreadable answer and an unreachable gateway as not sent', async () => {
    const send = (status: number, body: string | Error) => createPreDebitNoticeSender(PAYU, fetchRecorder(status, body).fetchImpl)(REQUEST);
    expect(await send(200, JSON.stringify({ status: 0, action: 'MANDATE_PRE_DEBIT', message: 'Mandate is not active' }))).toEqual({ status: 'failed', reference: null, message: 'Mandate is not active' });
    expect(await send(200, JSON.stringify({ status: 'QC', action: 'MANDATE_PRE_DEBIT', message: 'MANDATE HAS BEEN REVOKED' }))).toEqual({ status: 'failed', reference: null, message: 'MANDATE HAS BEEN REVOKED' });
    expect((await send(502, 'Bad gateway')).status).toBe('failed');
    expect((await send(200, '<html>')).status).toBe('failed');
    expect((await send(200, new Error('ECONNRESET'))).status).toBe('failed');
  });

  it('the sandbox notifies no one at a gateway', async () => {
    const { calls, fetchImpl } = fetchRecorder(200, '{}');
    expect(await createPreDebitNoticeSender(TEST_CONFIG.payments, fetchImpl)(REQUEST)).toMatchObject({ status: 'sent', reference: `sandbox-${REQUEST.requestId}` });
    expect(calls).toHaveLength(0);
  });
});
