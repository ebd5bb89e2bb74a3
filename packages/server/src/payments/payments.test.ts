import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { ANSWER, formatPaise, MAX_ORDER_NUMBER_LENGTH, MSG, OrderDetailResponse, PaymentLinkResponse, StaffRefundSendResponse, StaffRefundsResponse } from '@so/contract';
import { createApp } from '../app.ts';
import { SANDBOX_PAYMENTS } from '../config.ts';
import type { RefundRequest } from './refunds.ts';
import { callApi, createTestServer, createTestStaff, createTestUser, fillCart, TEST_CONFIG, type TestServer, type TestUser, type TestUserOptions } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const STORE_URL = 'http://store.test';
const GHEE = 1001;
const { key: KEY, salt: SALT } = SANDBOX_PAYMENTS;
let txnCounter = 0;
const newTxnid = () => `T${Date.now()}${++txnCounter}`;

async function pricePaise(id: number): Promise<number> {
  const { rows } = await server.db.query<{ p: number }>('SELECT base_price_paise + gst_paise AS p FROM products WHERE id = $1', [id]);
  return rows[0].p;
}

async function buyer(quantity = 3, options: TestUserOptions = {}): Promise<TestUser> {
  const user = await createTestUser(server.db, options);
  await fillCart(server.db, user.id, [{ productId: GHEE, quantity }]);
  return user;
}

function paymentLink(user: TestUser | undefined, fields: Record<string, string>) {
  return callApi(server, '/api/get-order-payment-link/', { user, form: fields });
}

function editLink(user: TestUser | undefined, fields: Record<string, string>) {
  return callApi(server, '/api/edit-order-payment-link/', { method: 'PATCH', user, form: fields });
}

function linkFields(user: TestUser, txnid: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    txnid,
    billing_address: String(user.addressId),
    voucherCode: '',
    is_a_gift: 'false',
    giftMessage: '',
    used_coin: '0',
    // Amounts a client may send: all ignored.
    amount: '1.00',
    shipping_amount: '0',
    tax_amount: '0',
    productinfo: 'SOSE',
    ...extra,
  };
}

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

/** The PayU callback a gateway would post for the signed request carried by a payment URL. */
function callbackFor(paymentUrl: string, status: 'success' | 'failure', changes: Record<string, string> = {}, salt = SALT): Record<string, string> {
  const query = new URL(paymentUrl).searchParams;
  const field = (name: string) => changes[name] ?? query.get(name) ?? '';
  const fields: Record<string, string> = {};
  for (const name of ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5']) fields[name] = field(name);
  const hash = sha512(
    [salt, status, '', '', '', '', '', fields.udf5, fields.udf4, fields.udf3, fields.udf2, fields.udf1, fields.email, fields.firstname, fields.productinfo, fields.amount, fields.txnid, fields.key].join('|'),
  );
  return { ...fields, status, mihpayid: '403993715531234567', mode: 'UPI', hash: changes.hash ?? hash };
}

function callback(form: Record<string, string>) {
  return callApi(server, '/api/payments/callback', { urlencoded: form });
}

async function orderOf(user: TestUser, orderId: string) {
  const result = await callApi(server, `/api/orders/${orderId}`, { user });
  expect(result.status).toBe(200);
  return create(result.json, OrderDetailResponse).data;
}

async function coins(user: TestUser): Promise<{ balance: number; ledger: number; entries: number }> {
  const { rows } = await server.db.query<{ balance: number; ledger: number; entries: number }>(
    `SELECT u.coin_balance AS balance, COALESCE((SELECT sum(delta) FROM coin_ledger WHERE user_id = u.id), 0)::int AS ledger,
            (SELECT count(*) FROM coin_ledger WHERE user_id = u.id)::int AS entries FROM users u WHERE u.id = $1`,
    [user.id],
  );
  return rows[0];
}

async function paymentStatus(txnid: string): Promise<string | undefined> {
  const { rows } = await server.db.query<{ status: string }>('SELECT status FROM payments WHERE txnid = $1', [txnid]);
  return rows[0]?.status;
}

/** A user with an online order and its payment link. */
async function linked(quantity = 3, options: TestUserOptions = {}) {
  const user = await buyer(quantity, options);
  const txnid = newTxnid();
  const result = await paymentLink(user, linkFields(user, txnid));
  expect(result.status).toBe(200);
  const link = create(result.json, PaymentLinkResponse);
  return { user, txnid, orderId: String(link.order_id), paymentUrl: link.payment_url ?? '' };
}

describe('POST /get-order-payment-link/', () => {
  it('places an unpaid online order and answers a signed sandbox link for the server-computed amount', async () => {
    const price = await pricePaise(GHEE);
    const { user, txnid, orderId, paymentUrl } = await linked(3);
    expect(orderId).toMatch(/^SO\d+$/);
    const url = new URL(paymentUrl);
    expect(url.pathname).toBe(`/api/payments/sandbox/${txnid}`);
    expect(url.searchParams.get('amount')).toBe((price * 3 / 100).toFixed(2));
    expect(url.searchParams.get('udf1')).toBe(orderId);
    expect(url.searchParams.get('key')).toBe(KEY);
    const p = url.searchParams;
    const requestHash = sha512(
      [KEY, txnid, p.get('amount'), p.get('productinfo'), p.get('firstname'), p.get('email'), p.get('udf1'), p.get('udf2'), p.get('udf3'), p.get('udf4'), p.get('udf5'), '', '', '', '', '', SALT].join('|'),
    );
    expect(p.get('hash')).toBe(requestHash);
    const order = await orderOf(user, orderId);
    expect(order).toMatchObject({ pay_type: 'Online', is_paid: false, final_total: price * 3, order_status: 'Pending' });
    const { rows } = await server.db.query<{ amount_paise: number; status: string }>('SELECT amount_paise, status FROM payments WHERE txnid = $1', [txnid]);
    expect(rows[0]).toEqual({ amount_paise: price * 3, status: 'pending' });
    expect(await coins(user)).toMatchObject({ balance: 0, entries: 0 });
    // The payer page is served by this server.
    const page = await server.app.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Pay ${formatPaise(price * 3)}`);
  });

  it('answers the same order and link for a repeated txnid', async () => {
    const { user, txnid, orderId, paymentUrl } = await linked(2);
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    const again = await paymentLink(user, linkFields(user, txnid));
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ status: true, order_id: orderId, txn_id: txnid, payment_url: paymentUrl });
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user.id]);
    expect(rows[0].n).toBe(1);
  });

  it("refuses another user's txnid, bad input and visitors", async () => {
    const { txnid } = await linked(2);
    const other = await buyer(2);
    const taken = await paymentLink(other, linkFields(other, txnid));
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ status: false, message: ANSWER.txnidTaken });
    expect((await paymentLink(other, linkFields(other, 'bad txn id!'))).json.message).toBe(ANSWER.badTxnid);
    expect((await paymentLink(other, linkFields(other, ''))).status).toBe(400);
    expect((await paymentLink(other, linkFields(other, newTxnid(), { billing_address: '' }))).json.message).toBe(MSG.selectBillingAddress);
    const stranger = await createTestUser(server.db);
    expect((await paymentLink(other, linkFields(other, newTxnid(), { billing_address: String(stranger.addressId) }))).json.message).toBe(MSG.selectBillingAddress);
    expect((await paymentLink(other, linkFields(other, newTxnid(), { voucherCode: 'NOPE' }))).status).toBe(400);
    expect((await paymentLink(other, linkFields(other, newTxnid(), { used_coin: '5' }))).status).toBe(400);
    expect((await paymentLink(undefined, linkFields(other, newTxnid()))).status).toBe(401);
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [other.id]);
    expect(rows[0].n).toBe(0);
  });

  it('uses the voucher and gift fields', async () => {
    const price = await pricePaise(GHEE);
    const user = await buyer(2);
    const result = await paymentLink(user, linkFields(user, newTxnid(), { voucherCode: 'FLAT50', is_a_gift: 'true', giftMessage: 'For you' }));
    expect(result.status).toBe(200);
    const order = await orderOf(user, String(result.json.order_id));
    expect(order).toMatchObject({ discount_amt: 5_000, final_total: price * 2 - 5_000, is_gift: true, gift_message: 'For you', applied_voucher_code: 'FLAT50' });
  });
});

describe('POST /payments/callback', () => {
  it('marks the order paid once, credits earned coins once, and redirects to the order page', async () => {
    const price = await pricePaise(GHEE);
    const { user, txnid, orderId, paymentUrl } = await linked(3);
    const form = callbackFor(paymentUrl, 'success');
    const result = await callback(form);
    expect(result.status).toBe(303);
    expect(result.headers.get('Location')).toBe(`${STORE_URL}/orders/${orderId}?payment=success`);
    expect(await orderOf(user, orderId)).toMatchObject({ is_paid: true });
    expect(await paymentStatus(txnid)).toBe('success');
    const earned = Math.floor((price * 3) / 10_000);
    expect(await coins(user)).toEqual({ balance: earned, ledger: earned, entries: 1 });
    // Replays change nothing.
    for (let i = 0; i < 3; i++) {
      const replay = await callback(form);
      expect(replay.status).toBe(303);
      expect(replay.headers.get('Location')).toBe(`${STORE_URL}/orders/${orderId}?payment=success`);
    }
    const failureAfter = await callback(callbackFor(paymentUrl, 'failure'));
    expect(failureAfter.headers.get('Location')).toBe(`${STORE_URL}/orders/${orderId}?payment=success`);
    expect(await paymentStatus(txnid)).toBe('success');
    expect(await coins(user)).toEqual({ balance: earned, ledger: earned, entries: 1 });
    // The order's timeline says when it was paid, once.
    const { events } = await orderOf(user, orderId);
    expect(events.map((event) => event.kind)).toEqual(['placed', 'paid']);
    expect(Date.parse(events[1].at)).toBeGreaterThanOrEqual(Date.parse(events[0].at));
  });

  it('records a failure, leaves the order unpaid, and lets the shopper pay later', async () => {
    const { user, txnid, orderId, paymentUrl } = await linked(3);
    const failed = await callback(callbackFor(paymentUrl, 'failure'));
    expect(failed.status).toBe(303);
    expect(failed.headers.get('Location')).toBe(`${STORE_URL}/orders/${orderId}?payment=failure`);
    expect(await paymentStatus(txnid)).toBe('failure');
    expect(await orderOf(user, orderId)).toMatchObject({ is_paid: false });
    // A success for the failed attempt is a replay of a finished attempt: nothing changes.
    await callback(callbackFor(paymentUrl, 'success'));
    expect(await orderOf(user, orderId)).toMatchObject({ is_paid: false });
    expect((await coins(user)).entries).toBe(0);

    const retryTxn = newTxnid();
    const retry = await editLink(user, { order_id: orderId, txnid: retryTxn, amount: '1', productinfo: 'SOSE' });
    expect(retry.status).toBe(200);
    const link = create(retry.json, PaymentLinkResponse);
    expect(link).toMatchObject({ status: true, txn_id: retryTxn, order_id: orderId });
    const paid = await callback(callbackFor(link.payment_url ?? '', 'success'));
    expect(paid.headers.get('Location')).toBe(`${STORE_URL}/orders/${orderId}?payment=success`);
    expect(await orderOf(user, orderId)).toMatchObject({ is_paid: true });
    expect((await coins(user)).entries).toBe(1);
  });

  it('sends the payer back to the origin the payment started from when it is this server, else to STORE_URL', async () => {
    // The store's own page (same origin as the API, e.g. http://127.0.0.1:8080 while STORE_URL
    // says localhost): back to that origin, where the shopper's login lives.
    const own = await buyer(1);
    const ownTxn = newTxnid();
    const ownLink = await callApi(server, '/api/get-order-payment-link/', { user: own, form: linkFields(own, ownTxn), headers: { Origin: 'http://localhost' } });
    const ownUrl = create(ownLink.json, PaymentLinkResponse);
    const back = await callback(callbackFor(ownUrl.payment_url ?? '', 'success'));
    expect(back.headers.get('Location')).toBe(`http://localhost/orders/${ownUrl.order_id}?payment=success`);
    // Another site (a franchise page) cannot choose where the payer lands.
    const other = await buyer(1);
    const otherLink = await callApi(server, '/api/get-order-payment-link/', {
      user: other,
      form: linkFields(other, newTxnid()),
      headers: { Origin: 'https://evil.example' },
    });
    const otherUrl = create(otherLink.json, PaymentLinkResponse);
    const away = await callback(callbackFor(otherUrl.payment_url ?? '', 'failure'));
    expect(away.headers.get('Location')).toBe(`${STORE_URL}/orders/${otherUrl.order_id}?payment=failure`);
  });

  it('refuses a tampered callback with 400 and changes nothing', async () => {
    const { user, txnid, orderId, paymentUrl } = await linked(3);
    const good = callbackFor(paymentUrl, 'success');
    const other = await linked(1);
    const cases: [string, Record<string, string>, string][] = [
      ['bad hash', { ...good, hash: 'a'.repeat(128) }, ANSWER.paymentNotVerified],
      ['no hash', { ...good, hash: '' }, ANSWER.paymentNotVerified],
      ['amount changed, old hash', { ...good, amount: '1.00' }, ANSWER.paymentNotVerified],
      ['status changed, old hash', { ...callbackFor(paymentUrl, 'failure'), status: 'success' }, ANSWER.paymentNotVerified],
      ['wrong salt', callbackFor(paymentUrl, 'success', {}, 'guessed-salt'), ANSWER.paymentNotVerified],
      ['wrong key', callbackFor(paymentUrl, 'success', { key: 'OTHERKEY' }), ANSWER.paymentNotVerified],
      ['signed, other amount', callbackFor(paymentUrl, 'success', { amount: '1.00' }), ANSWER.paidAmountMismatch],
      ['signed, unknown txnid', callbackFor(paymentUrl, 'success', { txnid: 'UNKNOWN123' }), ANSWER.unknownPayment],
      ['signed, another order in udf1', callbackFor(paymentUrl, 'success', { udf1: other.orderId }), ANSWER.paymentNotVerified],
      ['unknown status', { ...good, status: 'pending' }, ANSWER.paymentNotVerified],
    ];
    for (const [name, form, message] of cases) {
      const result = await callback(form);
      expect(result.status, name).toBe(400);
      expect(result.json, name).toMatchObject({ status: false, message });
    }
    expect((await callback({})).status).toBe(400);
    expect(await paymentStatus(txnid)).toBe('pending');
    expect(await orderOf(user, orderId)).toMatchObject({ is_paid: false });
    expect((await coins(user)).entries).toBe(0);
    // The genuine callback still works afterwards.
    expect((await callback(good)).status).toBe(303);
    expect(await orderOf(user, orderId)).toMatchObject({ is_paid: true });
  });

});

describe('one captured payment per order', () => {
  /** The refunds of an order as the database holds them. */
  async function refundRows(orderId: string) {
    const { rows } = await server.db.query<{ txnid: string; reason: string; status: string; amount_paise: number; gateway_reference: string | null; attempts: number }>(
      `SELECT r.txnid, r.reason, r.status, r.amount_paise, r.gateway_reference, r.attempts
         FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.order_id = $1 ORDER BY r.id`,
      [orderId],
    );
    return rows;
  }

  it('both links of one order cannot both capture: the second success is a refund due, sent through the sandbox, on the order page', async () => {
    const { user, orderId, txnid, paymentUrl } = await linked(3);
    const secondTxnid = newTxnid();
    const second = await editLink(user, { order_id: orderId, txnid: secondTxnid });
    const secondUrl = String(second.json.payment_url);
    expect((await callback(callbackFor(paymentUrl, 'success'))).status).toBe(303);
    const again = await callback(callbackFor(secondUrl, 'success'));
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe(`${STORE_URL}/orders/${orderId}?payment=refund`);
    expect(await paymentStatus(txnid)).toBe('success');
    expect(await paymentStatus(secondTxnid)).toBe('refund');
    const amount = (await pricePaise(GHEE)) * 3;
    expect(await refundRows(orderId)).toEqual([
      { txnid: secondTxnid, reason: 'duplicate', status: 'refunded', amount_paise: amount, gateway_reference: expect.stringMatching(/^sandbox-R\d+A/), attempts: 1 },
    ]);
    const order = await orderOf(user, orderId);
    expect(order).toMatchObject({ is_paid: true });
    expect(order.refunds).toEqual([{ amount, reason: 'duplicate', status: 'refunded', created_at: expect.any(String), updated_at: expect.any(String) }]);
    expect((await coins(user)).entries).toBe(1);
    // A replay of the second callback records nothing more.
    await callback(callbackFor(secondUrl, 'success'));
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('two successes at the same moment: exactly one captures, the other is refunded', async () => {
    const { user, orderId, paymentUrl } = await linked(2);
    const second = await editLink(user, { order_id: orderId, txnid: newTxnid() });
    const answers = await Promise.all([callback(callbackFor(paymentUrl, 'success')), callback(callbackFor(String(second.json.payment_url), 'success'))]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const { rows } = await server.db.query<{ status: string }>(
      'SELECT p.status FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_id = $1 ORDER BY p.status',
      [orderId],
    );
    expect(rows.map((r) => r.status)).toEqual(['refund', 'success']);
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('a success callback on an order staff cancelled is a refund due; the order stays Cancelled and unpaid', async () => {
    const { user, orderId, txnid, paymentUrl } = await linked(1);
    const staff = await createTestStaff(server.db);
    const cancelled = await callApi(server, `/api/staff/orders/${orderId}/status/`, { user: staff, body: { order_status: 'Cancelled' } });
    expect(cancelled.status).toBe(200);
    expect(await refundRows(orderId)).toEqual([]);
    expect((await callback(callbackFor(paymentUrl, 'success'))).status).toBe(303);
    expect(await paymentStatus(txnid)).toBe('refund');
    expect(await refundRows(orderId)).toMatchObject([{ txnid, reason: 'cancelled', status: 'refunded' }]);
    expect(await orderOf(user, orderId)).toMatchObject({ is_paid: false, order_status: 'Cancelled', refunds: [{ reason: 'cancelled', status: 'refunded' }] });
    expect((await coins(user)).entries).toBe(0);
  });

  it('staff cancelling a paid order makes its payment a refund due', async () => {
    const { user, orderId, txnid, paymentUrl } = await linked(1);
    await callback(callbackFor(paymentUrl, 'success'));
    const staff = await createTestStaff(server.db);
    expect((await callApi(server, `/api/staff/orders/${orderId}/status/`, { user: staff, body: { order_status: 'Cancelled' } })).status).toBe(200);
    expect(await refundRows(orderId)).toMatchObject([{ txnid, reason: 'cancelled', status: 'refunded' }]);
    expect((await orderOf(user, orderId)).refunds).toHaveLength(1);
  });

  it('a refund the gateway refuses stays failed, is listed for staff, and staff can send it again', async () => {
    const outcomes = [
      { status: 'failed' as const, reference: null, message: 'Gateway down' },
      { status: 'requested' as const, reference: 'REQ-42', message: 'Refund Request Queued' },
    ];
    const sent: RefundRequest[] = [];
    const refundSender = (request: RefundRequest) => {
      sent.push(request);
      return Promise.resolve(outcomes[sent.length - 1] ?? outcomes[1]);
    };
    const app = createApp({ db: server.db, config: TEST_CONFIG, refundSender });
    const { user, orderId, txnid, paymentUrl } = await linked(2);
    const second = await editLink(user, { order_id: orderId, txnid: newTxnid() });
    await callApi({ app }, '/api/payments/callback', { urlencoded: callbackFor(paymentUrl, 'success') });
    await callApi({ app }, '/api/payments/callback', { urlencoded: callbackFor(String(second.json.payment_url), 'success') });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ gatewayPaymentId: '403993715531234567', amountPaise: (await pricePaise(GHEE)) * 2 });
    expect(sent[0].token.length).toBeLessThanOrEqual(23);
    expect(txnid).not.toBe(second.json.txn_id);

    const staff = await createTestStaff(server.db);
    const list = await callApi({ app }, '/api/staff/refunds/?status=failed', { user: staff });
    expect(list.status).toBe(200);
    const failed = create(list.json, StaffRefundsResponse).data.find((r) => r.order_id === orderId);
    expect(failed).toMatchObject({ status: 'failed', reason: 'duplicate', gateway_message: 'Gateway down', attempts: 1, customer: { email: user.email } });
    expect((await orderOf(user, orderId)).refunds).toMatchObject([{ status: 'failed' }]);

    const retried = await callApi({ app }, `/api/staff/refunds/${failed?.id}/send/`, { user: staff, body: {} });
    expect(retried.status).toBe(200);
    expect(create(retried.json, StaffRefundSendResponse).data).toEqual({ id: failed?.id, status: 'requested' });
    expect(sent).toHaveLength(2);
    expect(sent[1].token).not.toBe(sent[0].token);
    expect(await refundRows(orderId)).toMatchObject([{ status: 'requested', gateway_reference: 'REQ-42', attempts: 2 }]);
    // Requested refunds are not sent again.
    expect((await callApi({ app }, `/api/staff/refunds/${failed?.id}/send/`, { user: staff, body: {} })).json.data).toEqual({ id: failed?.id, status: 'requested' });
    expect(sent).toHaveLength(2);
  });

  it("?order= lists only that order's refunds (any case); a bad order value is a 400", async () => {
    const staff = await createTestStaff(server.db);
    const orders: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { user, orderId, paymentUrl } = await linked(1);
      const second = await editLink(user, { order_id: orderId, txnid: newTxnid() });
      await callback(callbackFor(paymentUrl, 'success'));
      await callback(callbackFor(String(second.json.payment_url), 'success'));
      expect(await refundRows(orderId)).toHaveLength(1);
      orders.push(orderId);
    }
    for (const [i, orderId] of orders.entries()) {
      const query = i === 0 ? orderId.toLowerCase() : orderId;
      const list = await callApi(server, `/api/staff/refunds/?order=${query}`, { user: staff });
      expect(list.status).toBe(200);
      const answer = create(list.json, StaffRefundsResponse);
      expect(answer.count).toBe(1);
      expect(answer.data.map((r) => r.order_id)).toEqual([orderId]);
    }
    const none = create((await callApi(server, '/api/staff/refunds/?order=SO0', { user: staff })).json, StaffRefundsResponse);
    expect(none).toMatchObject({ count: 0, data: [] });
    const filtered = create((await callApi(server, `/api/staff/refunds/?order=${orders[0]}&status=due`, { user: staff })).json, StaffRefundsResponse);
    expect(filtered.data).toEqual([]);
    const tooLong = await callApi(server, `/api/staff/refunds/?order=${'S'.repeat(MAX_ORDER_NUMBER_LENGTH + 1)}`, { user: staff });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ status: false, message: ANSWER.tooLong('order', MAX_ORDER_NUMBER_LENGTH) });
    const control = await callApi(server, '/api/staff/refunds/?order=SO1%00', { user: staff });
    expect(control.status).toBe(400);
    expect(control.json.status).toBe(false);
  });

  it('staff refund endpoints refuse customers, visitors and bad input', async () => {
    const customer = await createTestUser(server.db);
    const staff = await createTestStaff(server.db);
    expect((await callApi(server, '/api/staff/refunds/')).status).toBe(401);
    expect((await callApi(server, '/api/staff/refunds/', { user: customer })).status).toBe(403);
    expect((await callApi(server, '/api/staff/refunds/1/send/', { user: customer, body: {} })).status).toBe(403);
    const badStatus = await callApi(server, '/api/staff/refunds/?status=paid', { user: staff });
    expect(badStatus.status).toBe(400);
    expect(badStatus.json.status).toBe(false);
    expect((await callApi(server, '/api/staff/refunds/abc/send/', { user: staff, body: {} })).status).toBe(400);
    const unknown = await callApi(server, '/api/staff/refunds/999999/send/', { user: staff, body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ status: false, message: ANSWER.refundNotFound });
  });
});

describe('PATCH /edit-order-payment-link/', () => {
  it('makes a new attempt for an unpaid order, also a cash-on-delivery one', async () => {
    const user = await buyer(2);
    const placed = await callApi(server, '/api/orders/', { user, body: { address1: user.addressId, pay_type: 'COD', used_coin: 0 } });
    const orderId = String((placed.json.data as { order_id: string }).order_id);
    const txnid = newTxnid();
    const result = await editLink(user, { order_id: orderId, txnid });
    expect(result.status).toBe(200);
    const link = create(result.json, PaymentLinkResponse);
    expect(new URL(link.payment_url ?? '').searchParams.get('amount')).toBe((((await pricePaise(GHEE)) * 2) / 100).toFixed(2));
    // The same txnid again answers the same link.
    expect((await editLink(user, { order_id: orderId, txnid })).json.payment_url).toBe(link.payment_url);
    const coinsBefore = await coins(user);
    expect((await callback(callbackFor(link.payment_url ?? '', 'success'))).status).toBe(303);
    expect(await orderOf(user, orderId)).toMatchObject({ is_paid: true, pay_type: 'COD' });
    // COD coins were credited at placement, not again.
    expect(await coins(user)).toEqual(coinsBefore);
  });

  it('refuses paid, cancelled and delivered orders, other users and bad input', async () => {
    const { user, orderId, paymentUrl } = await linked(3);
    const stranger = await buyer(1);
    const foreign = await editLink(stranger, { order_id: orderId, txnid: newTxnid() });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toMatchObject({ status: false, message: MSG.orderNotFound });
    expect((await editLink(user, { order_id: 'SO1', txnid: newTxnid() })).status).toBe(404);
    expect((await editLink(user, { order_id: '', txnid: newTxnid() })).status).toBe(404);
    expect((await editLink(user, { order_id: orderId, txnid: 'no spaces allowed' })).status).toBe(400);
    expect((await editLink(undefined, { order_id: orderId, txnid: newTxnid() })).status).toBe(401);
    const used = await linked(1);
    expect((await editLink(user, { order_id: orderId, txnid: used.txnid })).status).toBe(409);

    for (const status of ['Cancelled', 'Delivered']) {
      await server.db.query('UPDATE orders SET order_status = $2 WHERE order_id = $1', [orderId, status]);
      const closed = await editLink(user, { order_id: orderId, txnid: newTxnid() });
      expect(closed.status, status).toBe(409);
      expect(closed.json.status).toBe(false);
    }
    await server.db.query("UPDATE orders SET order_status = 'Pending' WHERE order_id = $1", [orderId]);
    await callback(callbackFor(paymentUrl, 'success'));
    const paid = await editLink(user, { order_id: orderId, txnid: newTxnid() });
    expect(paid.status).toBe(409);
    expect(paid.json.message).toBe(ANSWER.alreadyPaid);
  });
});
