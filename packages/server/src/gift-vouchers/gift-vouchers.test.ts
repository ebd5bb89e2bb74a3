/**
 * Gift vouchers: POST /getvoucgerpaymentlink/ (every field, the amounts, the captcha,
 * the txnid as the idempotency key), the sandbox payer page, the gateway's callback (a success
 * issues one code and mails it to the recipient, the sender a receipt without it; a failure issues
 * nothing; a repeated callback issues no second code), and redeeming the code at checkout as stored
 * value (GET /validate-voucher-code/, orders taking part of the balance and then the rest, never
 * below 0, a cancelled order giving its amount back); the staff's listing of purchases
 * (GET /api/staff/gift-vouchers: newest first, paged, the voucher's balance, never its code).
 */
import { solveChallenge } from 'altcha-lib/v1';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER,
  CaptchaChallenge,
  DOC,
  formatPaise,
  GIFT_VOUCHER_CODE_ALPHABET,
  GIFT_VOUCHER_PRESETS,
  GIFT_VOUCHER_TERMS,
  MSG,
  OrderDetailResponse,
  PaymentLinkResponse,
  STAFF_PAGE_SIZE_DEFAULT,
  StaffGiftVouchersResponse,
  VoucherLinkResponse,
  VoucherResponse,
} from '@so/contract';
import { createApp } from '../app.ts';
import type { SqlParam } from '../db/types.ts';
import { issueGiftVoucher, isGiftVoucherCode, newGiftVoucherCode } from './codes.ts';
import {
  callApi,
  createTestServer,
  createTestStaff,
  createTestUser,
  fillCart,
  gatewayCallbackFor,
  outboxTo,
  productPricePaise,
  TEST_ACCOUNTS,
  TEST_CONFIG,
  type CallInit,
  type TestServer,
  type TestUser,
  type TestUserOptions,
} from '../testing.ts';

let server: TestServer;
let staff: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  staff = await createTestStaff(server.db);
  await server.db.query('UPDATE products SET stock = 10000 WHERE id = ANY($1::int[])', [[PRODUCT, SMALL]]);
});
afterAll(async () => {
  await server?.close();
});

const LINK = '/api/getvoucgerpaymentlink/';
const STORE_URL = 'http://store.test';
/** Buffalo Ghee 500 ml, under ₹500: above the ₹250 minimum on its own. */
const PRODUCT = 1005;
/** Avipattikar Tablets 100 g: below the minimum on its own. */
const SMALL = 1125;

let counter = 0;
const newTxnid = () => `GV${Date.now().toString(36)}${(counter += 1)}`;
const uniqueEmail = (who: string) => `${who}-${(counter += 1)}-${Date.now().toString(36)}@example.test`;

/** A request body: a good purchase's fields (and whatever a test changes). */
type Purchase = Record<string, unknown> & { txnid: string; sender_email: string; receiver_email: string };

/** A good purchase with fresh addresses and txnid, and `changes`. */
function purchase(changes: Record<string, unknown> = {}): Purchase {
  const base = {
    amount: 500,
    sender_name: 'Asha Patel',
    sender_email: uniqueEmail('sender'),
    receiver_name: 'Meera Joshi',
    receiver_email: uniqueEmail('receiver'),
    message: 'Happy birthday, Meera!\nWith love.',
    txnid: newTxnid(),
    recaptcha: '',
  };
  return { ...base, ...changes };
}

const post = (body: unknown, init: CallInit = {}, app: Pick<TestServer, 'app'> = server) => callApi(app, LINK, { body, ...init });

async function count(sql: string, params: SqlParam[] = []): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(sql, params);
  return rows[0].n;
}
const purchasesWith = (txnid: string) => count('SELECT count(*)::int AS n FROM gift_voucher_purchases WHERE txnid = $1', [txnid]);
const giftVoucherCount = () => count("SELECT count(*)::int AS n FROM vouchers WHERE kind = 'gift'");

/** The payment link of a good purchase: its body and the payer page URL. */
async function linked(changes: Record<string, unknown> = {}, init: CallInit = {}): Promise<{ body: Purchase; url: string }> {
  const body = purchase(changes);
  const result = await post(body, init);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  const answer = create(result.json, VoucherLinkResponse);
  expect(answer).toMatchObject({ status: true, message: ANSWER.paymentLinkCreated, txn_id: body.txnid });
  return { body, url: answer.data ?? '' };
}

function callback(form: Record<string, string>, app: Pick<TestServer, 'app'> = server) {
  return callApi(app, '/api/payments/callback', { urlencoded: form });
}

/** The code the recipient was mailed (from the outbox, as other tests read OTPs). */
async function mailedCode(receiverEmail: string): Promise<string> {
  const mails = await outboxTo(server.db, receiverEmail);
  expect(mails).toHaveLength(1);
  const match = /Your gift voucher code: ([A-Z0-9]+)/.exec(mails[0].body);
  if (!match) throw new Error(`no code mailed to ${receiverEmail}`);
  return match[1];
}

/** Buys a gift voucher of `amount` rupees through the sandbox gateway: its code. */
async function buy(amount = 500): Promise<string> {
  const { body, url } = await linked({ amount });
  const paid = await callback(gatewayCallbackFor(url, 'success'));
  expect(paid.status).toBe(303);
  return mailedCode(String(body.receiver_email));
}

async function voucherOf(code: string): Promise<{ id: number; kind: string; value: number; balance_paise: number; uses: number; expires_at: string | null }> {
  const { rows } = await server.db.query<{ id: number; kind: string; value: number; balance_paise: number; uses: number; expires_at: string | null }>(
    'SELECT id, kind, value, balance_paise, uses, expires_at FROM vouchers WHERE code = $1',
    [code],
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}
const balanceOf = async (code: string) => (await voucherOf(code)).balance_paise;

async function buyer(lines: { productId: number; quantity: number }[], options: TestUserOptions = {}): Promise<TestUser> {
  const user = await createTestUser(server.db, options);
  await fillCart(server.db, user.id, lines);
  return user;
}

function placeOrder(user: TestUser, body: Record<string, unknown>) {
  return callApi(server, '/api/orders/', { user, body: { address1: user.addressId, pay_type: 'COD', udf4: '', udf5: '', used_coin: 0, ...body } });
}

async function placed(user: TestUser, code: string): Promise<string> {
  const result = await placeOrder(user, { udf4: code });
  expect(result.status, JSON.stringify(result.json)).toBe(201);
  return String((result.json.data as { order_id: string }).order_id);
}

async function detail(user: TestUser, orderId: string) {
  const result = await callApi(server, `/api/orders/${orderId}`, { user });
  expect(result.status).toBe(200);
  return create(result.json, OrderDetailResponse).data;
}

function validateCode(user: TestUser, code: string) {
  return callApi(server, `/api/validate-voucher-code/?voucher_code=${encodeURIComponent(code)}`, { user });
}

describe('POST /getvoucgerpaymentlink/', () => {
  it("answers a visitor the sandbox payer page for the amount (productinfo Gift, udf1 GIFT-…, the sender as payer), and stores the purchase unpaid", async () => {
    const { body, url } = await linked({ amount: 1000 });
    const page = new URL(url);
    expect(page.origin).toBe(STORE_URL);
    expect(page.pathname).toBe(`/api/payments/sandbox/${String(body.txnid)}`);
    expect(Object.fromEntries(['amount', 'productinfo', 'udf1', 'firstname', 'email', 'phone'].map((name) => [name, page.searchParams.get(name)]))).toEqual({
      amount: '1000.00',
      productinfo: 'Gift',
      udf1: `GIFT-${String(body.txnid)}`,
      firstname: 'Asha Patel',
      email: body.sender_email,
      phone: '',
    });
    // Nothing in the link names the recipient.
    expect(url).not.toContain(encodeURIComponent(String(body.receiver_email)));
    const { rows } = await server.db.query('SELECT amount_paise, sender_name, sender_email, receiver_name, receiver_email, message, status, voucher_id, gateway FROM gift_voucher_purchases WHERE txnid = $1', [
      body.txnid,
    ]);
    expect(rows).toEqual([
      {
        amount_paise: 100_000,
        sender_name: 'Asha Patel',
        sender_email: body.sender_email,
        receiver_name: 'Meera Joshi',
        receiver_email: body.receiver_email,
        message: 'Happy birthday, Meera!\nWith love.',
        status: 'pending',
        voucher_id: null,
        gateway: 'sandbox',
      },
    ]);
    expect(await outboxTo(server.db, String(body.receiver_email))).toEqual([]);

    // The payer page says what is bought and for how much.
    const html = await (await server.app.request(`${page.pathname}${page.search}`)).text();
    expect(html).toContain('<dt>Purchase</dt><dd>SO Organic Store gift voucher</dd>');
    expect(html).not.toContain('<dt>Order</dt>');
    expect(html).toContain('Pay ₹1,000.00');
  });

  it('also serves a logged-in shopper', async () => {
    const user = await createTestUser(server.db);
    await linked({}, { user });
  });

  it('takes the presets and custom whole-rupee amounts from ₹100 to ₹10,000', async () => {
    for (const amount of [...GIFT_VOUCHER_PRESETS, 101, 750, '2500', 10_000]) {
      const { body } = await linked({ amount });
      const { rows } = await server.db.query<{ amount_paise: number }>('SELECT amount_paise FROM gift_voucher_purchases WHERE txnid = $1', [body.txnid]);
      expect(rows[0].amount_paise, String(amount)).toBe(Number(amount) * 100);
    }
  });

  it('refuses amounts that are missing, not whole rupees or out of range, with a readable message, and stores nothing', async () => {
    const range = ANSWER.giftVoucherAmountRange('₹100', '₹10,000');
    for (const [amount, message] of [
      [undefined, ANSWER.giftVoucherAmountRequired],
      ['', ANSWER.giftVoucherAmountRequired],
      [99, range],
      [0, range],
      [-500, range],
      [10_001, range],
      [500.5, ANSWER.giftVoucherAmountWhole],
      ['abc', ANSWER.giftVoucherAmountWhole],
      [[500], ANSWER.giftVoucherAmountWhole],
    ] as const) {
      const body = purchase({ amount });
      const result = await post(body);
      expect(result.status, String(amount)).toBe(400);
      expect(result.json).toEqual({ status: false, message, errors: { amount: message } });
      expect(await purchasesWith(String(body.txnid))).toBe(0);
    }
  });

  it('names each missing required field, and all of them at once in the form order', async () => {
    const required: Record<string, string> = {
      sender_name: 'Sender name is required',
      sender_email: 'Sender email is required',
      receiver_name: 'Recipient name is required',
      receiver_email: 'Recipient email is required',
    };
    for (const [field, message] of Object.entries(required)) {
      for (const missing of [undefined, '', '   ']) {
        const body = purchase({ [field]: missing });
        const result = await post(body);
        expect(result.status, field).toBe(400);
        expect(result.json).toEqual({ status: false, message, errors: { [field]: message } });
        expect(await purchasesWith(String(body.txnid))).toBe(0);
      }
    }
    const all = await post({ txnid: newTxnid() });
    expect(all.status).toBe(400);
    expect(all.json.message).toBe(ANSWER.giftVoucherAmountRequired);
    expect(all.json.errors).toEqual({ amount: ANSWER.giftVoucherAmountRequired, ...required });
  });

  it('refuses bad e-mails, an over-long message, a bad txnid and control characters', async () => {
    for (const email of ['asha', 'asha@', '@example.test', 'asha@example', 'a b@example.test']) {
      const result = await post(purchase({ sender_email: email, receiver_email: email }));
      expect(result.status, email).toBe(400);
      expect(result.json.errors).toEqual({ sender_email: MSG.invalidEmail, receiver_email: MSG.invalidEmail });
    }
    expect((await post(purchase({ message: 'm'.repeat(501) }))).json.errors).toEqual({ message: ANSWER.tooLong('Message', 500) });
    expect((await post(purchase({ message: 'm'.repeat(500) }))).status).toBe(200);
    for (const txnid of [undefined, '', 'has space', 'a|b', 'x'.repeat(65)]) {
      expect((await post(purchase({ txnid }))).json.errors, String(txnid)).toEqual({ txnid: ANSWER.badTxnid });
    }
    expect((await post(purchase({ receiver_name: 'Meera\u0007' }))).status).toBe(400);
  });

  it('keeps an empty message as none', async () => {
    const { body } = await linked({ message: '   ' });
    const { rows } = await server.db.query<{ message: string | null }>('SELECT message FROM gift_voucher_purchases WHERE txnid = $1', [body.txnid]);
    expect(rows[0].message).toBeNull();
  });

  it('answers the same link to the same purchase asked again, and 409 to a txnid used by another purchase, an order or SO Elite', async () => {
    const { body, url } = await linked();
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ status: true, data: url, txn_id: body.txnid });
    expect(await purchasesWith(String(body.txnid))).toBe(1);

    const other = await post({ ...body, amount: 2000 });
    expect(other.status).toBe(409);
    expect(other.json).toEqual({ status: false, message: ANSWER.txnidTaken });
    expect((await post({ ...body, receiver_email: uniqueEmail('thief') })).status).toBe(409);

    // An order's txnid, and a gift voucher's txnid for an order or SO Elite.
    const user = await buyer([{ productId: PRODUCT, quantity: 1 }]);
    const orderTxnid = newTxnid();
    expect((await callApi(server, '/api/get-order-payment-link/', { user, form: { txnid: orderTxnid, billing_address: String(user.addressId) } })).status).toBe(200);
    const taken = await post(purchase({ txnid: orderTxnid }));
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(ANSWER.txnidTaken);
    expect(await purchasesWith(orderTxnid)).toBe(0);
    await fillCart(server.db, user.id, [{ productId: PRODUCT, quantity: 1 }]);
    const order = await callApi(server, '/api/get-order-payment-link/', { user, form: { txnid: String(body.txnid), billing_address: String(user.addressId) } });
    expect(order.status).toBe(409);
    const elite = await callApi(server, '/api/get-subscription-payment-link/', { user, body: { txnid: body.txnid } });
    expect(elite.status).toBe(409);
  });
});

describe('POST /getvoucgerpaymentlink/ with the captcha on', () => {
  const captchaServer = () => ({ app: createApp({ db: server.db, config: { ...TEST_CONFIG, accounts: { ...TEST_ACCOUNTS, captcha: 'altcha', captchaHmacKey: 'gift-test-key' } } }) });

  async function solve(app: Pick<TestServer, 'app'>): Promise<string> {
    const challenge = create((await callApi(app, '/api/captcha/challenge/')).json, CaptchaChallenge);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    if (!solution) throw new Error('no solution');
    const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  it('answers 400 "reCAPTCHA verification failed" for a missing or wrong captcha, after the field messages; a solution works once', async () => {
    const app = captchaServer();
    const fields = await post(purchase({ sender_name: '', recaptcha: undefined }), {}, app);
    expect(fields.status).toBe(400);
    expect(fields.json.errors).toEqual({ sender_name: 'Sender name is required' });

    for (const recaptcha of [undefined, '', 'bm9wZQ==', 'not a solution', 'x'.repeat(5000)]) {
      const body = purchase({ recaptcha });
      const answer = await post(body, {}, app);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ status: false, message: MSG.recaptchaFailed });
      expect(await purchasesWith(String(body.txnid))).toBe(0);
    }

    const solution = await solve(app);
    const body = purchase({ recaptcha: solution });
    const first = await post(body, {}, app);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    // The same purchase asked again (a lost answer) gets its link without a new captcha…
    const retry = await post(body, {}, app);
    expect(retry.status).toBe(200);
    expect(retry.json.data).toBe(first.json.data);
    // …but the solution buys no second purchase.
    const replay = await post(purchase({ recaptcha: solution }), {}, app);
    expect(replay.status).toBe(400);
    expect(replay.json.message).toBe(MSG.recaptchaFailed);
  });
});

describe('the gateway callback of a gift voucher', () => {
  it('on success issues one code worth the amount, mails it to the recipient only, sends the sender a receipt, and lands the payer on /', async () => {
    const before = await giftVoucherCount();
    const { body, url } = await linked({ amount: 2000 });
    const paid = await callback(gatewayCallbackFor(url, 'success'));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(`${STORE_URL}/?gift_voucher=success`);
    expect(await giftVoucherCount()).toBe(before + 1);

    const code = await mailedCode(String(body.receiver_email));
    expect(code).toHaveLength(12);
    expect(isGiftVoucherCode(code)).toBe(true);
    expect(await voucherOf(code)).toMatchObject({ kind: 'gift', value: 200_000, balance_paise: 200_000, uses: 0, expires_at: null });
    const { rows } = await server.db.query<{ status: string; code: string; gateway_payment_id: string }>(
      'SELECT p.status, v.code, p.gateway_payment_id FROM gift_voucher_purchases p JOIN vouchers v ON v.id = p.voucher_id WHERE p.txnid = $1',
      [body.txnid],
    );
    expect(rows).toEqual([{ status: 'success', code, gateway_payment_id: '403993715531234567' }]);

    const [toRecipient] = await outboxTo(server.db, String(body.receiver_email));
    expect(toRecipient.channel).toBe('email');
    expect(toRecipient.subject).toBe(DOC.giftVoucher.recipientSubject('Asha Patel', '₹2,000'));
    for (const text of ['Hello Meera Joshi', 'Asha Patel has sent you', 'worth ₹2,000', 'Message from Asha Patel:\nHappy birthday, Meera!\nWith love.', `Shop at ${STORE_URL}`, 'voucher box', ...GIFT_VOUCHER_TERMS]) {
      expect(toRecipient.body).toContain(text);
    }
    const toSender = await outboxTo(server.db, String(body.sender_email));
    expect(toSender).toHaveLength(1);
    expect(toSender[0].subject).toBe(DOC.giftVoucher.senderSubject('Meera Joshi'));
    expect(toSender[0].body).toContain(`has been e-mailed to Meera Joshi (${String(body.receiver_email)}) with your message`);
    expect(toSender[0].body).toContain('Amount paid: ₹2,000');
    expect(toSender[0].body).not.toContain(code);
    // Nothing the payer's browser sees carries the code.
    expect(paid.headers.get('Location')).not.toContain(code);
  });

  it('issues no second code for a repeated callback, nor for a failure after the success', async () => {
    const { body, url } = await linked();
    const form = gatewayCallbackFor(url, 'success');
    expect((await callback(form)).status).toBe(303);
    const before = await giftVoucherCount();
    for (const again of [form, form, gatewayCallbackFor(url, 'failure')]) {
      const result = await callback(again);
      expect(result.status).toBe(303);
      expect(result.headers.get('Location')).toBe(`${STORE_URL}/?gift_voucher=success`);
    }
    expect(await giftVoucherCount()).toBe(before);
    expect(await outboxTo(server.db, String(body.receiver_email))).toHaveLength(1);
    expect(await outboxTo(server.db, String(body.sender_email))).toHaveLength(1);
  });

  it('issues nothing for a failed payment, nor for a success after it', async () => {
    const before = await giftVoucherCount();
    const { body, url } = await linked();
    const failed = await callback(gatewayCallbackFor(url, 'failure'));
    expect(failed.status).toBe(303);
    expect(failed.headers.get('Location')).toBe(`${STORE_URL}/?gift_voucher=failure`);
    const late = await callback(gatewayCallbackFor(url, 'success'));
    expect(late.headers.get('Location')).toBe(`${STORE_URL}/?gift_voucher=failure`);
    expect(await giftVoucherCount()).toBe(before);
    const { rows } = await server.db.query('SELECT status, voucher_id FROM gift_voucher_purchases WHERE txnid = $1', [body.txnid]);
    expect(rows).toEqual([{ status: 'failure', voucher_id: null }]);
    expect(await outboxTo(server.db, String(body.receiver_email))).toEqual([]);
    expect(await outboxTo(server.db, String(body.sender_email))).toEqual([]);
  });

  it('refuses a callback whose amount or reference is not the purchase’s, or whose hash does not verify (400, nothing issued)', async () => {
    const before = await giftVoucherCount();
    const { body, url } = await linked();
    const tamperings: Record<string, string>[] = [{ amount: '1.00' }, { udf1: 'SO100001' }, { udf1: 'GIFT-SOMEONEELSE' }, { hash: 'f'.repeat(128) }];
    for (const changes of tamperings) {
      const result = await callback(gatewayCallbackFor(url, 'success', changes));
      expect(result.status, JSON.stringify(changes)).toBe(400);
      expect(result.json.status).toBe(false);
    }
    expect(await giftVoucherCount()).toBe(before);
    const { rows } = await server.db.query<{ status: string }>('SELECT status FROM gift_voucher_purchases WHERE txnid = $1', [body.txnid]);
    expect(rows[0].status).toBe('pending');
  });

  it("sends the payer back to the store site the link was asked from", async () => {
    const origin = 'http://127.0.0.1:5173';
    const { url } = await linked({}, { headers: { Origin: origin } });
    const page = new URL(url);
    const html = await server.app.request(`${page.pathname}${page.search}`);
    expect(html.headers.get('Content-Security-Policy')).toContain(origin);
    const paid = await callback(gatewayCallbackFor(url, 'success'));
    expect(paid.headers.get('Location')).toBe(`${origin}/?gift_voucher=success`);
  });
});

describe('redeeming a gift voucher at checkout', () => {
  it('answers its balance at the voucher check: the order takes up to it, the message says what stays', async () => {
    const code = await buy(500);
    const price = await productPricePaise(server.db, PRODUCT);
    const user = await buyer([{ productId: PRODUCT, quantity: 1 }]);
    const check = await validateCode(user, code.toLowerCase());
    expect(check.status, JSON.stringify(check.json)).toBe(200);
    const answer = create(check.json, VoucherResponse);
    expect(answer).toMatchObject({ status: true, total: price, discount_amt: price, final_total: 0, gift_balance: 50_000 });
    expect(answer.message).toBe(ANSWER.giftVoucherApplied(formatPaise(price), formatPaise(50_000 - price)));
    expect(answer.message).toBe(`Gift voucher applied: ${formatPaise(price)} off this order. ${formatPaise(50_000 - price)} left on this gift voucher after this order.`);

    // A bigger cart takes the whole balance.
    await fillCart(server.db, user.id, [{ productId: PRODUCT, quantity: 3 }]);
    const whole = create((await validateCode(user, code)).json, VoucherResponse);
    expect(whole).toMatchObject({ total: price * 3, discount_amt: 50_000, final_total: price * 3 - 50_000, gift_balance: 50_000 });
    expect(whole.message).toBe(ANSWER.giftVoucherApplied('₹500.00', '₹0.00'));
    // The check spends nothing.
    expect(await balanceOf(code)).toBe(50_000);
    // Other vouchers answer as before.
    expect(create((await validateCode(user, 'FLAT50')).json, VoucherResponse)).toMatchObject({ message: MSG.voucherApplied, discount_amt: 5_000 });
    expect((await validateCode(user, 'FLAT50')).json).not.toHaveProperty('gift_balance');
  });

  it('takes part of the balance with one order and the rest with the next; then it is used up, never below 0', async () => {
    const code = await buy(500);
    const price = await productPricePaise(server.db, PRODUCT);
    const user = await buyer([{ productId: PRODUCT, quantity: 1 }]);

    const first = await placed(user, code);
    expect(await detail(user, first)).toMatchObject({ product_total: price, discount_amt: price, final_total: 0, applied_voucher_code: code });
    expect(await balanceOf(code)).toBe(50_000 - price);

    // Another shopper (whoever holds the code) spends the rest.
    const other = await buyer([{ productId: PRODUCT, quantity: 1 }]);
    const check = create((await validateCode(other, code)).json, VoucherResponse);
    expect(check).toMatchObject({ discount_amt: 50_000 - price, gift_balance: 50_000 - price, final_total: price - (50_000 - price) });
    const second = await placed(other, code);
    expect(await detail(other, second)).toMatchObject({ discount_amt: 50_000 - price, final_total: price - (50_000 - price) });
    expect(await voucherOf(code)).toMatchObject({ balance_paise: 0, uses: 2 });
    const { rows } = await server.db.query<{ amount_paise: number }>(
      'SELECT vu.amount_paise FROM voucher_uses vu JOIN vouchers v ON v.id = vu.voucher_id WHERE v.code = $1 ORDER BY vu.id',
      [code],
    );
    expect(rows.map((row) => row.amount_paise)).toEqual([price, 50_000 - price]);

    // Used up: refused by the check and by an order, and nothing changes.
    const third = await buyer([{ productId: PRODUCT, quantity: 1 }]);
    expect((await validateCode(third, code)).json).toMatchObject({ status: false, message: ANSWER.giftVoucherUsedUp });
    const refused = await placeOrder(third, { udf4: code });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(ANSWER.giftVoucherUsedUp);
    expect(await balanceOf(code)).toBe(0);

    // The table itself refuses a balance below 0 or above the amount.
    const voucher = await voucherOf(code);
    await expect(server.db.query('UPDATE vouchers SET balance_paise = -1 WHERE id = $1', [voucher.id])).rejects.toThrow();
    await expect(server.db.query('UPDATE vouchers SET balance_paise = value + 1 WHERE id = $1', [voucher.id])).rejects.toThrow();
  });

  it('counts the cart before the gift voucher for the ₹250 minimum: a covered order is fine, a small cart is still refused', async () => {
    const code = await buy(1000);
    const small = await buyer([{ productId: SMALL, quantity: 1 }]);
    const refused = await placeOrder(small, { udf4: code });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(MSG.minimumOrderValue);
    expect(await balanceOf(code)).toBe(100_000);

    // Products under ₹500 paid wholly by the gift voucher: nothing left to pay, still above the minimum.
    const price = await productPricePaise(server.db, PRODUCT);
    const covered = await buyer([{ productId: PRODUCT, quantity: 1 }]);
    const orderId = await placed(covered, code);
    expect(await detail(covered, orderId)).toMatchObject({ product_total: price, discount_amt: price, final_total: 0 });
    expect(await balanceOf(code)).toBe(100_000 - price);
  });

  it('pays an online order in part: the payment link asks only for the rest, and an order it fully covers must be cash on delivery', async () => {
    const code = await buy(100);
    const price = await productPricePaise(server.db, PRODUCT);
    const user = await buyer([{ productId: PRODUCT, quantity: 1 }]);
    const link = await callApi(server, '/api/get-order-payment-link/', { user, form: { txnid: newTxnid(), billing_address: String(user.addressId), voucherCode: code } });
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    const answer = create(link.json, PaymentLinkResponse);
    expect(new URL(answer.payment_url ?? '').searchParams.get('amount')).toBe(((price - 10_000) / 100).toFixed(2));
    expect(await balanceOf(code)).toBe(0);

    const covered = await buy(500);
    const online = await buyer([{ productId: PRODUCT, quantity: 1 }]);
    const nothing = await callApi(server, '/api/get-order-payment-link/', { user: online, form: { txnid: newTxnid(), billing_address: String(online.addressId), voucherCode: covered } });
    expect(nothing.status).toBe(400);
    expect(nothing.json.message).toBe(ANSWER.nothingToPay);
    expect(await balanceOf(covered)).toBe(50_000);
  });

  it('gives a cancelled order’s amount back to the balance', async () => {
    const code = await buy(500);
    const price = await productPricePaise(server.db, PRODUCT);
    const user = await buyer([{ productId: PRODUCT, quantity: 1 }]);
    const orderId = await placed(user, code);
    expect(await balanceOf(code)).toBe(50_000 - price);

    const cancelled = await callApi(server, `/api/staff/orders/${orderId}/status`, { user: staff, body: { order_status: 'Cancelled' } });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(await voucherOf(code)).toMatchObject({ balance_paise: 50_000, uses: 0 });
    expect(await count('SELECT count(*)::int AS n FROM voucher_uses vu JOIN orders o ON o.id = vu.order_id WHERE o.order_id = $1', [orderId])).toBe(0);

    // The whole amount is there to spend again.
    await fillCart(server.db, user.id, [{ productId: PRODUCT, quantity: 2 }]);
    expect(create((await validateCode(user, code)).json, VoucherResponse)).toMatchObject({ discount_amt: 50_000, gift_balance: 50_000 });
  });

  it('records what other vouchers take too, and gives their use back on cancelling as before', async () => {
    const user = await buyer([{ productId: PRODUCT, quantity: 2 }]);
    const usesBefore = (await voucherOf('FLAT50')).uses;
    const orderId = await placed(user, 'FLAT50');
    const { rows } = await server.db.query<{ amount_paise: number }>('SELECT vu.amount_paise FROM voucher_uses vu JOIN orders o ON o.id = vu.order_id WHERE o.order_id = $1', [orderId]);
    expect(rows).toEqual([{ amount_paise: 5_000 }]);
    expect((await voucherOf('FLAT50')).uses).toBe(usesBefore + 1);
    expect((await callApi(server, `/api/staff/orders/${orderId}/status`, { user: staff, body: { order_status: 'Cancelled' } })).status).toBe(200);
    expect(await voucherOf('FLAT50')).toMatchObject({ uses: usesBefore, balance_paise: null });
  });
});

describe('gift voucher codes', () => {
  it('are 12 characters of the alphabet without look-alikes, and differ', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newGiftVoucherCode()));
    expect(codes.size).toBe(2000);
    const seen = new Set<string>();
    for (const code of codes) {
      expect(isGiftVoucherCode(code), code).toBe(true);
      for (const ch of code) seen.add(ch);
    }
    expect([...seen].sort().join('')).toBe([...GIFT_VOUCHER_CODE_ALPHABET].sort().join(''));
    expect(isGiftVoucherCode('ABCDEFGHJKM0')).toBe(false);
    expect(isGiftVoucherCode('ABCDEFGHJKM')).toBe(false);
  });

  it('draws again when a code is taken (by a demo voucher or another gift voucher)', async () => {
    const draws = ['FLAT50', 'FLAT50', 'ZZZZ2345ZZZZ'];
    const issued = await server.db.transaction((tx) => issueGiftVoucher(tx, 12_300, () => draws.shift() ?? ''));
    expect(issued.code).toBe('ZZZZ2345ZZZZ');
    expect(await voucherOf('ZZZZ2345ZZZZ')).toMatchObject({ kind: 'gift', value: 12_300, balance_paise: 12_300 });
    expect(await voucherOf('FLAT50')).toMatchObject({ kind: 'flat', balance_paise: null });
  });
});

describe('GET /api/staff/gift-vouchers', () => {
  const LISTING = '/api/staff/gift-vouchers';
  const listing = async (query = '') => {
    const result = await callApi(server, `${LISTING}${query}`, { user: staff });
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    return { raw: result.json, answer: create(result.json, StaffGiftVouchersResponse) };
  };
  const purchaseCount = () => count('SELECT count(*)::int AS n FROM gift_voucher_purchases');

  it('answers 401 without a session and 403 to customers', async () => {
    const visitor = await callApi(server, LISTING);
    expect(visitor.status).toBe(401);
    expect(visitor.json).toEqual({ status: false, message: ANSWER.loginRequired });
    const shopper = await callApi(server, LISTING, { user: await createTestUser(server.db) });
    expect(shopper.status).toBe(403);
    expect(shopper.json).toEqual({ status: false, message: ANSWER.staffOnly });
  });

  it('lists purchases newest first, paged: a paid one with its voucher, unpaid and failed ones without, and no code anywhere', async () => {
    const paid = await linked({ amount: 750, message: null });
    expect((await callback(gatewayCallbackFor(paid.url, 'success'))).status).toBe(303);
    const code = await mailedCode(String(paid.body.receiver_email));
    const failed = await linked({ amount: 200 });
    expect((await callback(gatewayCallbackFor(failed.url, 'failure'))).status).toBe(303);
    const pending = await linked({ amount: 1000 });

    const { raw, answer: all } = await listing('?page_size=100');
    expect(all.count).toBe(await purchaseCount());
    expect(all.count).toBeLessThanOrEqual(100);
    expect(all.data.slice(0, 3).map((row) => row.txnid)).toEqual([pending.body.txnid, failed.body.txnid, paid.body.txnid]);
    const times = all.data.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const voucherId = (await voucherOf(code)).id;
    expect(all.data[2]).toEqual({
      txnid: paid.body.txnid,
      amount: 75_000,
      sender_name: 'Asha Patel',
      sender_email: paid.body.sender_email,
      receiver_name: 'Meera Joshi',
      receiver_email: paid.body.receiver_email,
      message: null,
      payment_status: 'success',
      created_at: all.data[2].created_at,
      voucher: { id: voucherId, balance: 75_000, is_used_up: false },
    });
    // On the wire: rupees, as other money.
    const wire = raw.data as Record<string, unknown>[];
    expect(wire[2]).toMatchObject({ amount: 750, voucher: { id: voucherId, balance: 750, is_used_up: false } });
    expect(wire[1]).toMatchObject({ amount: 200, payment_status: 'failure', voucher: null });
    expect(wire[0]).toMatchObject({ amount: 1000, payment_status: 'pending', voucher: null, message: 'Happy birthday, Meera!\nWith love.' });
    // The code is nobody's but the recipient's: no field carries it, and no value anywhere is a code.
    const text = JSON.stringify(raw);
    expect(text).not.toContain(code);
    expect(text).not.toMatch(/"(voucher_)?code"/);
    const giftCodes = (await server.db.query<{ code: string }>("SELECT code FROM vouchers WHERE kind = 'gift'")).rows.map((row) => row.code);
    expect(giftCodes.length).toBeGreaterThan(0);
    for (const giftCode of giftCodes) expect(text).not.toContain(giftCode);

    const first = (await listing('?page=1&page_size=2')).answer;
    const second = (await listing('?page=2&page_size=2')).answer;
    expect([first.page, first.total_pages, first.count]).toEqual([1, Math.ceil(all.count / 2), all.count]);
    expect(first.data.map((row) => row.txnid)).toEqual(all.data.slice(0, 2).map((row) => row.txnid));
    expect(second.page).toBe(2);
    expect(second.data.map((row) => row.txnid)).toEqual(all.data.slice(2, 4).map((row) => row.txnid));
    expect((await listing(`?page=${all.count + 1}&page_size=1`)).answer.data).toEqual([]);
    expect((await listing()).answer.data).toHaveLength(Math.min(all.count, STAFF_PAGE_SIZE_DEFAULT));
  });

  it('shows the balance left after an order, and a voucher spent to 0 as used up', async () => {
    const { body, url } = await linked({ amount: 500 });
    expect((await callback(gatewayCallbackFor(url, 'success'))).status).toBe(303);
    const code = await mailedCode(String(body.receiver_email));
    const price = await productPricePaise(server.db, PRODUCT);
    const row = async () => (await listing('?page_size=100')).answer.data.find((item) => item.txnid === body.txnid);

    await placed(await buyer([{ productId: PRODUCT, quantity: 1 }]), code);
    expect((await row())?.voucher).toMatchObject({ balance: 50_000 - price, is_used_up: false });
    await placed(await buyer([{ productId: PRODUCT, quantity: 2 }]), code);
    expect((await row())?.voucher).toMatchObject({ balance: 0, is_used_up: true });
    expect(await row()).toMatchObject({ amount: 50_000, payment_status: 'success' });
  });

  it('refuses a bad page or page size with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'page_size=0', 'page_size=101']) {
      const answer = await callApi(server, `${LISTING}?${query}`, { user: staff });
      expect(answer.status, query).toBe(400);
      expect(answer.json.status).toBe(false);
    }
  });
});
