/**
 * Unpaid online orders: cancelled by the store UNPAID_ORDER_MINUTES after they were placed (the
 * tests move a clock, never wait), with their stock, voucher use, gift voucher balance and coins
 * given back and the shopper told; a payment that succeeds afterwards becomes a refund due; at
 * most UNPAID_ORDERS_PER_ACCOUNT open at once per account.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER, DOC, UNPAID_ORDER_MINUTES_DEFAULT, UNPAID_ORDERS_PER_ACCOUNT_DEFAULT } from '@so/contract';
import { createApp } from '../app.ts';
import { issueGiftVoucher } from '../gift-vouchers/codes.ts';
import { expireUnpaidOrders, startUnpaidOrderExpiry } from './unpaid.ts';
import { callApi, createTestServer, createTestUser, fillCart, gatewayCallbackFor, outboxTo, TEST_CONFIG, type TestServer, type TestUser } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const GHEE = 1001;
const MINUTE = 60_000;
let txnCounter = 0;
const newTxnid = () => `UNP${Date.now()}${++txnCounter}`;
/** `minutes` from now: the clock of expireUnpaidOrders and of an app that reads it. */
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function stockOf(id: number): Promise<number | null> {
  const { rows } = await server.db.query<{ stock: number | null }>('SELECT stock FROM products WHERE id = $1', [id]);
  return rows[0].stock;
}

async function coinsOf(userId: number): Promise<number> {
  const { rows } = await server.db.query<{ coin_balance: number }>('SELECT coin_balance FROM users WHERE id = $1', [userId]);
  return rows[0].coin_balance;
}

async function voucher(code: string): Promise<{ uses: number; balance_paise: number | null }> {
  const { rows } = await server.db.query<{ uses: number; balance_paise: number | null }>('SELECT uses, balance_paise FROM vouchers WHERE code = $1', [code]);
  return rows[0];
}

/** A payment link for the user's cart (the order placed online, unpaid): its order number and payer page. */
async function payLink(user: TestUser, extra: Record<string, string> = {}, app: Pick<TestServer, 'app'> = server) {
  const result = await callApi(app, '/api/get-order-payment-link/', {
    user,
    form: { txnid: newTxnid(), billing_address: String(user.addressId), voucherCode: '', is_a_gift: 'false', giftMessage: '', used_coin: '0', ...extra },
  });
  return { status: result.status, message: result.json.message, orderNumber: String(result.json.order_id), paymentUrl: String(result.json.payment_url) };
}

async function orderDetail(user: TestUser, orderNumber: string, app: Pick<TestServer, 'app'> = server) {
  const result = await callApi(app, `/api/orders/${orderNumber}`, { user });
  expect(result.status).toBe(200);
  const data = result.json.data;
  if (typeof data !== 'object' || data === null) throw new Error('no order detail');
  return data as { order_status: string; is_paid: boolean; pay_by: string | null; order_date: string; refunds: { reason: string }[] };
}

const expire = (now: Date) => expireUnpaidOrders(server.db, TEST_CONFIG, now);

// Each test starts with no unpaid order of an earlier one left (their stock would come back mid-test).
beforeEach(async () => {
  await expire(later(24 * 60));
});

describe('unpaid online orders expire', () => {
  it(`gives back the stock, the gift voucher balance and the coins ${UNPAID_ORDER_MINUTES_DEFAULT} minutes later, not before, and tells the shopper`, async () => {
    // The last 10 jars of ghee, bought online with a gift voucher and 20 coins, never paid.
    await server.db.query('UPDATE products SET stock = 10 WHERE id = $1', [GHEE]);
    const gift = await server.db.transaction((tx) => issueGiftVoucher(tx, 10_000, () => 'UNPD2345GFTA'));
    const user = await createTestUser(server.db, { coins: 100 });
    await server.db.query(
      `INSERT INTO coin_redemptions (user_id, coins, salt, code_hash, expires_at, verified_at) VALUES ($1, 20, 'salt', 'hash', now() + interval '30 minutes', now())`,
      [user.id],
    );
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 10 }]);
    const link = await payLink(user, { voucherCode: gift.code, used_coin: '20' });
    expect(link.status, String(link.message)).toBe(200);
    expect(await stockOf(GHEE)).toBe(0);
    expect(await coinsOf(user.id)).toBe(80);
    expect((await voucher(gift.code)).balance_paise).toBe(0);

    // The order page says by when to pay: placed + 30 minutes.
    const placed = await orderDetail(user, link.orderNumber);
    expect(placed.order_status).toBe('Pending');
    expect(placed.pay_by).not.toBeNull();
    expect(new Date(placed.pay_by ?? '').getTime() - new Date(placed.order_date).getTime()).toBe(UNPAID_ORDER_MINUTES_DEFAULT * MINUTE);

    // Not before its time.
    expect((await expire(later(UNPAID_ORDER_MINUTES_DEFAULT - 1))).map((o) => o.order_id)).not.toContain(link.orderNumber);
    expect(await stockOf(GHEE)).toBe(0);
    expect((await orderDetail(user, link.orderNumber)).order_status).toBe('Pending');

    // After it: cancelled, and everything it held is back.
    const expired = await expire(later(UNPAID_ORDER_MINUTES_DEFAULT + 1));
    expect(expired.map((o) => o.order_id)).toContain(link.orderNumber);
    expect(await stockOf(GHEE)).toBe(10);
    expect(await coinsOf(user.id)).toBe(100);
    expect(await voucher(gift.code)).toMatchObject({ uses: 0, balance_paise: 10_000 });
    const after = await orderDetail(user, link.orderNumber);
    expect(after).toMatchObject({ order_status: 'Cancelled', is_paid: false, pay_by: null });
    const told = await outboxTo(server.db, user.email);
    expect(told.map((m) => m.subject)).toContain(DOC.shopper.unpaidOrderCancelled.subject(link.orderNumber));
    expect((await outboxTo(server.db, user.mobile)).some((m) => m.body.includes(link.orderNumber))).toBe(true);

    // Cancelled once: a second run changes nothing.
    expect((await expire(later(UNPAID_ORDER_MINUTES_DEFAULT + 2))).map((o) => o.order_id)).not.toContain(link.orderNumber);
    expect(await stockOf(GHEE)).toBe(10);
  });

  it("gives back a voucher's last use", async () => {
    await server.db.query("INSERT INTO vouchers (code, kind, value, max_uses) VALUES ('UNPAIDLAST', 'flat', 1000, 1)");
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    const link = await payLink(user, { voucherCode: 'UNPAIDLAST' });
    expect(link.status, String(link.message)).toBe(200);
    expect((await voucher('UNPAIDLAST')).uses).toBe(1);
    await expire(later(UNPAID_ORDER_MINUTES_DEFAULT + 1));
    expect((await voucher('UNPAIDLAST')).uses).toBe(0);
    // Someone else can now use it.
    const other = await createTestUser(server.db);
    await fillCart(server.db, other.id, [{ productId: GHEE, quantity: 1 }]);
    expect((await payLink(other, { voucherCode: 'UNPAIDLAST' })).status).toBe(200);
  });

  it('never touches a paid online order or a cash on delivery order', async () => {
    await server.db.query('UPDATE products SET stock = 50 WHERE id = $1', [GHEE]);
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 2 }]);
    const link = await payLink(user);
    const paid = await callApi(server, '/api/payments/callback', { urlencoded: gatewayCallbackFor(link.paymentUrl, 'success') });
    expect(paid.status).toBe(303);
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 3 }]);
    const cod = await callApi(server, '/api/orders/', { user, body: { address1: user.addressId, pay_type: 'COD', client_key: `cod-${user.id}` } });
    expect(cod.status).toBe(201);
    const codNumber = String((cod.json.data as { order_id: string }).order_id);
    expect(await stockOf(GHEE)).toBe(45);

    const expired = (await expire(later(24 * 60))).map((o) => o.order_id);
    expect(expired).not.toContain(link.orderNumber);
    expect(expired).not.toContain(codNumber);
    expect(await orderDetail(user, link.orderNumber)).toMatchObject({ order_status: 'Pending', is_paid: true, pay_by: null });
    expect(await orderDetail(user, codNumber)).toMatchObject({ order_status: 'Pending', pay_by: null });
    expect(await stockOf(GHEE)).toBe(45);
  });

  it('records a payment that succeeds after the order expired as a refund due, and the order stays cancelled', async () => {
    await server.db.query('UPDATE products SET stock = 5 WHERE id = $1', [GHEE]);
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 5 }]);
    const link = await payLink(user);
    expect(await stockOf(GHEE)).toBe(0);
    await expire(later(UNPAID_ORDER_MINUTES_DEFAULT + 1));
    expect(await stockOf(GHEE)).toBe(5);

    const paid = await callApi(server, '/api/payments/callback', { urlencoded: gatewayCallbackFor(link.paymentUrl, 'success') });
    expect(paid.status).toBe(303);
    const { rows } = await server.db.query<{ status: string }>(
      'SELECT p.status FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_id = $1',
      [link.orderNumber],
    );
    expect(rows.map((r) => r.status)).toEqual(['refund']);
    const detail = await orderDetail(user, link.orderNumber);
    expect(detail).toMatchObject({ order_status: 'Cancelled', is_paid: false });
    expect(detail.refunds.map((r) => r.reason)).toEqual(['cancelled']);
    // The stock given back is not taken again.
    expect(await stockOf(GHEE)).toBe(5);
  });

  it('answers an order past its time as Cancelled, and refuses to pay it, without waiting for the timer', async () => {
    await server.db.query('UPDATE products SET stock = 50 WHERE id = $1', [GHEE]);
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    const link = await payLink(user);
    const future = createApp({ db: server.db, config: TEST_CONFIG, now: () => later(UNPAID_ORDER_MINUTES_DEFAULT + 1) });
    const again = await callApi({ app: future }, '/api/edit-order-payment-link/', {
      method: 'PATCH',
      user,
      form: { order_id: link.orderNumber, txnid: newTxnid() },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(ANSWER.orderClosed('Cancelled'));
    expect((await orderDetail(user, link.orderNumber)).order_status).toBe('Cancelled');
  });

  it('cancels each overdue order once when several runs go at the same moment', async () => {
    await server.db.query('UPDATE products SET stock = 6 WHERE id = $1', [GHEE]);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const user = await createTestUser(server.db);
      await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 2 }]);
      numbers.push((await payLink(user)).orderNumber);
    }
    expect(await stockOf(GHEE)).toBe(0);
    const runs = await Promise.all([1, 2, 3].map(() => expire(later(UNPAID_ORDER_MINUTES_DEFAULT + 1))));
    const cancelled = runs.flat().map((o) => o.order_id).filter((n) => numbers.includes(n));
    expect(cancelled.sort()).toEqual([...numbers].sort());
    expect(await stockOf(GHEE)).toBe(6);
  });
});

describe('the expiry timer of the API process', () => {
  it('cancels an overdue order when started (its first run is at once), and stops', async () => {
    await server.db.query('UPDATE products SET stock = 50 WHERE id = $1', [GHEE]);
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    const link = await payLink(user);
    // Placed UNPAID_ORDER_MINUTES and a minute ago (the timer reads the real clock).
    await server.db.query(`UPDATE orders SET order_date = now() - interval '${UNPAID_ORDER_MINUTES_DEFAULT + 1} minutes' WHERE order_id = $1`, [link.orderNumber]);
    const expiry = startUnpaidOrderExpiry(server.db, TEST_CONFIG);
    try {
      // Read from the table: the order page would cancel it itself.
      const status = async () => (await server.db.query<{ order_status: string }>('SELECT order_status FROM orders WHERE order_id = $1', [link.orderNumber])).rows[0].order_status;
      await vi.waitFor(async () => expect(await status()).toBe('Cancelled'), { timeout: 10_000, interval: 50 });
    } finally {
      expiry.stop();
    }
  });
});

describe(`at most ${UNPAID_ORDERS_PER_ACCOUNT_DEFAULT} unpaid online orders per account`, () => {
  it('refuses the next payment link with a readable message, and takes it once an unpaid order expired', async () => {
    await server.db.query('UPDATE products SET stock = 100 WHERE id = $1', [GHEE]);
    const user = await createTestUser(server.db);
    for (let i = 0; i < UNPAID_ORDERS_PER_ACCOUNT_DEFAULT; i++) {
      await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
      expect((await payLink(user)).status).toBe(200);
    }
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    const refused = await payLink(user);
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(ANSWER.tooManyUnpaidOrders(UNPAID_ORDERS_PER_ACCOUNT_DEFAULT));
    // Nothing was taken: the cart is still there, the stock untouched.
    expect(await stockOf(GHEE)).toBe(100 - UNPAID_ORDERS_PER_ACCOUNT_DEFAULT);
    // Cash on delivery is not an unpaid online order: still allowed.
    const cod = await callApi(server, '/api/orders/', { user, body: { address1: user.addressId, pay_type: 'COD', client_key: `cap-cod-${user.id}` } });
    expect(cod.status).toBe(201);

    // Once the unpaid ones are past their time, a new payment link is taken (no timer needed).
    const future = createApp({ db: server.db, config: TEST_CONFIG, now: () => later(UNPAID_ORDER_MINUTES_DEFAULT + 1) });
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    expect((await payLink(user, {}, { app: future })).status).toBe(200);
  });

  it('follows UNPAID_ORDERS_PER_ACCOUNT', async () => {
    const app = createApp({ db: server.db, config: { ...TEST_CONFIG, unpaidOrders: { minutes: 30, perAccount: 1 } } });
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    expect((await payLink(user, {}, { app })).status).toBe(200);
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    const refused = await payLink(user, {}, { app });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(ANSWER.tooManyUnpaidOrders(1));
  });
});
