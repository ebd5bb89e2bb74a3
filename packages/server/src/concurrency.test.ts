/**
 * Money, stock, coins, subscription deliveries, appointment slots and gift vouchers under concurrency (PostgreSQL only: PGlite runs
 * one connection, so nothing there runs at the same time). Run with DATABASE_URL=postgres://… .
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ANSWER, appointmentStartOf, calendarDate, COMPANY_ID, HEADER_COMPANY_ID, MINIMUM_ORDER_PAISE, MSG, weekDayOf } from '@so/contract';
import { createApp } from './app.ts';
import { REPO_ROOT } from './config.ts';
import { changeCoins } from './orders/ledger.ts';
import { SEED_IDS, SEED_STOCK_TEN } from './seed/seed.ts';
import {
  callApi,
  createTestServer,
  createTestUser,
  fillCart,
  gatewayCallbackFor,
  outboxTo,
  setSubscriptionDates,
  TEST_CONFIG,
  TEST_PROCESS_READY,
  TEST_PROCESS_SCHEMA_ENV,
  type TestServer,
  type TestUser,
} from './testing.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const PRODUCT = SEED_IDS.stockTenProduct;
const BUYERS = 200;

let server: TestServer;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (onPostgres) server = await createTestServer();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
  await server?.close();
});

/** `count` users (Ahmedabad address), each with one unit of PRODUCT in the cart. */
async function buyers(count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, async () => {
        const user = await createTestUser(server.db);
        await fillCart(server.db, user.id, [{ productId: PRODUCT, quantity: 1 }]);
        return user;
      }),
    );
    users.push(...batch);
  }
  return users;
}

async function resetStock(): Promise<void> {
  await server.db.query('UPDATE products SET stock = $2 WHERE id = $1', [PRODUCT, SEED_STOCK_TEN]);
}

/** Orders, units of PRODUCT and remaining stock after a race among `users`. */
async function outcome(users: TestUser[]) {
  const ids = users.map((u) => u.id);
  const orders = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = ANY($1::int[])', [ids]);
  const units = await server.db.query<{ n: number }>(
    'SELECT COALESCE(sum(l.quantity), 0)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.user_id = ANY($1::int[]) AND l.product_id = $2',
    [ids, PRODUCT],
  );
  const stock = await server.db.query<{ stock: number | null }>('SELECT stock FROM products WHERE id = $1', [PRODUCT]);
  return { orders: orders.rows[0].n, units: units.rows[0].n, stock: stock.rows[0].stock };
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

function orderBody(user: TestUser, extra: Record<string, unknown> = {}) {
  return { address1: user.addressId, pay_type: 'COD', udf4: '', udf5: '', used_coin: 0, ...extra };
}

/** Starts an API process on the test's schema; resolves with its port. */
async function startApiProcess(schema: string): Promise<number> {
  const testing = new URL('./testing.ts', import.meta.url).href;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', `const m = await import(${JSON.stringify(testing)}); await m.serveTestProcess();`],
    { cwd: REPO_ROOT, env: { ...process.env, [TEST_PROCESS_SCHEMA_ENV]: schema }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start: ${errors}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`API process exited (${code}): ${errors}`)));
    if (!child.stdout) return reject(new Error('no stdout'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(`${TEST_PROCESS_READY} `)) {
        clearTimeout(timer);
        resolve(Number.parseInt(line.slice(TEST_PROCESS_READY.length + 1), 10));
      }
    });
  });
}

describe.skipIf(!onPostgres)('checkout race', () => {
  it(`${BUYERS} parallel checkouts of a product with stock ${SEED_STOCK_TEN} give exactly ${SEED_STOCK_TEN} orders`, async () => {
    await resetStock();
    const users = await buyers(BUYERS);
    const results = await Promise.all(users.map((user) => callApi(server, '/api/orders/', { user, body: orderBody(user) })));
    const counts = tally(results.map((r) => r.status));
    expect(counts).toEqual({ 201: SEED_STOCK_TEN, 409: BUYERS - SEED_STOCK_TEN });
    for (const r of results) if (r.status === 409) expect(r.json.status).toBe(false);
    expect(await outcome(users)).toEqual({ orders: SEED_STOCK_TEN, units: SEED_STOCK_TEN, stock: 0 });
    // The losers keep their carts.
    const carts = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM cart_items WHERE owner_kind = 'user' AND owner_id = ANY($1::text[])",
      [users.map((u) => String(u.id))],
    );
    expect(carts.rows[0].n).toBe(BUYERS - SEED_STOCK_TEN);
  }, 120_000);

  it('answers one order to 20 simultaneous submissions with the same client_key', async () => {
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: 1001, quantity: 2 }]);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => callApi(server, '/api/orders/', { user, body: orderBody(user, { client_key: 'double-click' }) })),
    );
    const statuses = tally(results.map((r) => r.status));
    expect(statuses[201]).toBe(1);
    expect(statuses[200]).toBe(19);
    const ids = new Set(results.map((r) => JSON.stringify(r.json.data)));
    expect(ids.size).toBe(1);
    const orders = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user.id]);
    expect(orders.rows[0].n).toBe(1);
  }, 60_000);

  it(`gives exactly ${SEED_STOCK_TEN} orders when the race runs against two API processes sharing the database`, async () => {
    const schema = server.schema;
    if (!schema) throw new Error('no schema');
    const ports = await Promise.all([startApiProcess(schema), startApiProcess(schema)]);
    await resetStock();
    const users = await buyers(BUYERS);
    const results = await Promise.all(
      users.map(async (user, i) => {
        const response = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/orders/`, {
          method: 'POST',
          headers: { [HEADER_COMPANY_ID]: String(COMPANY_ID), 'Content-Type': 'application/json', ...user.headers },
          body: JSON.stringify(orderBody(user)),
        });
        await response.text();
        return { status: response.status, port: ports[i % 2] };
      }),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 201: SEED_STOCK_TEN, 409: BUYERS - SEED_STOCK_TEN });
    // Both processes took orders' requests.
    expect(new Set(results.map((r) => r.port)).size).toBe(2);
    expect(await outcome(users)).toEqual({ orders: SEED_STOCK_TEN, units: SEED_STOCK_TEN, stock: 0 });
  }, 180_000);
});

describe.skipIf(!onPostgres)('coin race', () => {
  async function ledger(userId: number) {
    const { rows } = await server.db.query<{ balance: number; sum: number; negative: number }>(
      `SELECT u.coin_balance AS balance, COALESCE((SELECT sum(delta) FROM coin_ledger WHERE user_id = u.id), 0)::int AS sum,
              (SELECT count(*) FROM coin_ledger WHERE user_id = u.id AND balance_after < 0)::int AS negative
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    return rows[0];
  }

  it('50 parallel redemptions of one wallet never spend more than the balance; the ledger sums to it', async () => {
    const user = await createTestUser(server.db, { coins: 100 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () => server.db.transaction((tx) => changeCoins(tx, user.id, -7, 'redeemed', null))),
    );
    const spent = attempts.filter((a) => a.status === 'fulfilled').length;
    expect(spent).toBe(14);
    expect(await ledger(user.id)).toEqual({ balance: 2, sum: 2, negative: 0 });
  }, 60_000);

  it('50 parallel orders spending verified coins of one wallet spend them once', async () => {
    const user = await createTestUser(server.db, { coins: 100 });
    await fillCart(server.db, user.id, [{ productId: 1001, quantity: 3 }]);
    // 50 verified redemptions of 30 coins each, as 50 OTP checks would leave them.
    for (let i = 0; i < 50; i++) {
      await server.db.query(
        `INSERT INTO coin_redemptions (user_id, coins, salt, code_hash, expires_at, verified_at)
         VALUES ($1, 30, 'salt', 'hash', now() + interval '30 minutes', now())`,
        [user.id],
      );
    }
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => callApi(server, '/api/orders/', { user, body: orderBody(user, { used_coin: 30, client_key: `k${i}` }) })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || (s >= 400 && s < 500))).toBe(true);
    expect(await ledger(user.id)).toEqual({ balance: 70, sum: 70, negative: 0 });
    const consumed = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coin_redemptions WHERE user_id = $1 AND order_id IS NOT NULL', [user.id]);
    expect(consumed.rows[0].n).toBe(1);
  }, 60_000);
});

describe.skipIf(!onPostgres)('subscription deliveries', () => {
  it('two API processes running the scheduler for the same day, three times each at once, place one order per subscription', async () => {
    const schema = server.schema;
    if (!schema) throw new Error('no schema');
    const GHEE = 1001;
    const WEEKLY = 1;
    await server.db.query('UPDATE products SET stock = 1000 WHERE id = $1', [GHEE]);
    const due = addDays(calendarDate(), 3);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const user = await createTestUser(server.db);
      const made = await callApi(server, '/api/subscriptions/', { user, body: { product: GHEE, quantity: 2, delivery_options: WEEKLY } });
      expect(made.status, JSON.stringify(made.json)).toBe(200);
      const id = (made.json.data as { id: number }).id;
      await setSubscriptionDates(server.db, id, due);
      ids.push(id);
    }
    const ports = await Promise.all([startApiProcess(schema), startApiProcess(schema)]);
    const runs = await Promise.all(
      [...ports, ...ports, ...ports].map(async (port) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/dev/run-subscriptions/`, {
          method: 'POST',
          headers: { [HEADER_COMPANY_ID]: String(COMPANY_ID), 'Content-Type': 'application/json' },
          body: JSON.stringify({ date: due }),
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { data: { orders: string[] } }).data.orders;
      }),
    );
    const placed = runs.flat();
    // Every subscription's delivery once: twelve orders among all six runs, none twice.
    expect(new Set(placed).size).toBe(placed.length);
    const { rows } = await server.db.query<{ subscription_id: number; n: number }>(
      `SELECT s.id AS subscription_id, count(o.id)::int AS n
         FROM subscriptions s LEFT JOIN orders o ON o.subscription_id = s.id
        WHERE s.id = ANY($1::int[]) GROUP BY s.id ORDER BY s.id`,
      [ids],
    );
    expect(rows).toEqual([...ids].sort((a, b) => a - b).map((id) => ({ subscription_id: id, n: 1 })));
    expect(placed).toHaveLength(ids.length);
  }, 180_000);
});

describe.skipIf(!onPostgres)('appointment slots', () => {
  /**
   * The first `weekDay` from the day after tomorrow, `weeksLater` weeks on, at `hour`: a slot of
   * the demo schedule (Monday to Saturday, 10 to 16); with `weeksLater` 3 at most 29 days ahead (the horizon is 30).
   */
  function weekdayAt(weekDay: number, hour: number, weeksLater = 0): string {
    let day = addDays(calendarDate(), 2);
    while (weekDayOf(day) !== weekDay) day = addDays(day, 1);
    return appointmentStartOf(addDays(day, 7 * weeksLater), hour);
  }
  const tuesdayAt = (hour: number, weeksLater = 0) => weekdayAt(2, hour, weeksLater);

  function appointment(start: string, i: number) {
    return {
      event_type: 'Appointment',
      category: 'Online',
      start_datetime: start,
      name: `Racer ${i}`,
      country_id: 104,
      email: `racer-${i}@example.test`,
      mobile: '+919812345678',
      gender: 'Other',
      age_group: '18 to 45',
      problem_suffering_from: 'Nervous & Stress',
      problem_description: 'Trouble sleeping',
      landmark: 'Near the station',
    };
  }

  async function shoppers(count: number): Promise<TestUser[]> {
    return Promise.all(Array.from({ length: count }, () => createTestUser(server.db)));
  }

  async function booked(start: string): Promise<number> {
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments WHERE start_datetime = $1::timestamptz', [start]);
    return rows[0].n;
  }

  it('two shoppers racing for the last place: one 201, one 409 "That time has just been booked"', async () => {
    for (let round = 0; round < 5; round++) {
      const start = weekdayAt(2 + round, 10);
      const users = await shoppers(2);
      const results = await Promise.all(users.map((user, i) => callApi(server, '/api/events/', { user, body: appointment(start, i) })));
      expect(tally(results.map((r) => r.status)), start).toEqual({ 201: 1, 409: 1 });
      expect(results.find((r) => r.status === 409)?.json).toEqual({ status: false, message: MSG.appointmentSlotTaken });
      expect(await booked(start)).toBe(1);
    }
  }, 60_000);

  it('40 shoppers racing for a slot of capacity 1, and 40 for one of capacity 3, get exactly that many bookings', async () => {
    const start = tuesdayAt(11);
    const users = await shoppers(40);
    const results = await Promise.all(users.map((user, i) => callApi(server, '/api/events/', { user, body: appointment(start, i) })));
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 409: 39 });
    expect(await booked(start)).toBe(1);

    const three = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, appointments: { ...TEST_CONFIG.appointments, slotCapacity: 3 } } }) };
    const roomier = tuesdayAt(12);
    const more = await shoppers(40);
    const answers = await Promise.all(more.map((user, i) => callApi(three, '/api/events/', { user, body: appointment(roomier, i) })));
    expect(tally(answers.map((r) => r.status))).toEqual({ 201: 3, 409: 37 });
    expect(await booked(roomier)).toBe(3);
  }, 60_000);

  it('one account sending 10 bookings of different slots at once gets exactly APPOINTMENT_OPEN_PER_ACCOUNT (2) of them', async () => {
    const two = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, appointments: { ...TEST_CONFIG.appointments, openPerAccount: 2 } } }) };
    for (let round = 0; round < 3; round++) {
      const [user] = await shoppers(1);
      const starts = [10, 11, 12, 13, 14, 15, 16].map((hour) => weekdayAt(3, hour, round + 1)).concat([10, 11, 12].map((hour) => weekdayAt(4, hour, round + 1)));
      const results = await Promise.all(starts.map((start, i) => callApi(two, '/api/events/', { user, body: appointment(start, i) })));
      expect(tally(results.map((r) => r.status))).toEqual({ 201: 2, 400: 8 });
      for (const r of results) if (r.status === 400) expect(r.json).toEqual({ status: false, message: ANSWER.appointmentsOpenLimit(2) });
      const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments WHERE user_id = $1', [user.id]);
      expect(rows[0].n).toBe(2);
    }
  }, 60_000);

  it('gives one booking when 40 shoppers race for the last place through two API processes sharing the database', async () => {
    const schema = server.schema;
    if (!schema) throw new Error('no schema');
    const ports = await Promise.all([startApiProcess(schema), startApiProcess(schema)]);
    for (const [round, hour] of [13, 14, 15].entries()) {
      const start = tuesdayAt(hour, round);
      const users = await shoppers(40);
      const results = await Promise.all(
        users.map(async (user, i) => {
          const response = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/events/`, {
            method: 'POST',
            headers: { [HEADER_COMPANY_ID]: String(COMPANY_ID), 'Content-Type': 'application/json', ...user.headers },
            body: JSON.stringify(appointment(start, i)),
          });
          const json = (await response.json()) as { status: boolean; message: string };
          return { status: response.status, json, port: ports[i % 2] };
        }),
      );
      expect(tally(results.map((r) => r.status)), start).toEqual({ 201: 1, 409: 39 });
      for (const r of results) if (r.status === 409) expect(r.json).toEqual({ status: false, message: MSG.appointmentSlotTaken });
      expect(new Set(results.map((r) => r.port)).size).toBe(2);
      expect(await booked(start)).toBe(1);
    }
  }, 180_000);
});

describe.skipIf(!onPostgres)('gift vouchers', () => {
  let giftCounter = 0;
  const giftTxnid = () => `CGV${Date.now().toString(36)}${(giftCounter += 1)}`;
  let ports: Promise<number[]> | null = null;
  /** Two API processes on the test's schema, started once for this block. */
  function twoProcesses(): Promise<number[]> {
    const schema = server.schema;
    if (!schema) throw new Error('no schema');
    ports ??= Promise.all([startApiProcess(schema), startApiProcess(schema)]);
    return ports;
  }

  /** A gift voucher purchase's payment link (unpaid): the recipient and the payer page URL. */
  async function giftLink(rupees: number): Promise<{ txnid: string; receiver: string; url: string }> {
    const txnid = giftTxnid();
    const receiver = `gift-${txnid.toLowerCase()}@example.test`;
    const result = await callApi(server, '/api/getvoucgerpaymentlink/', {
      body: { amount: rupees, sender_name: 'Race Sender', sender_email: 'race-sender@example.test', receiver_name: 'Race Receiver', receiver_email: receiver, txnid, recaptcha: '' },
    });
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    return { txnid, receiver, url: String(result.json.data) };
  }

  /** Buys a gift voucher of `rupees` through the sandbox gateway: its code, read from the recipient's e-mail. */
  async function giftCode(rupees: number): Promise<string> {
    const { receiver, url } = await giftLink(rupees);
    expect((await callApi(server, '/api/payments/callback', { urlencoded: gatewayCallbackFor(url, 'success') })).status).toBe(303);
    const [mail] = await outboxTo(server.db, receiver);
    const code = /Your gift voucher code: ([A-Z0-9]+)/.exec(mail?.body ?? '')?.[1];
    if (!code) throw new Error('no gift voucher code mailed');
    return code;
  }

  /**
   * `count` shoppers, each with a cart of another product (so no two orders wait for the same
   * product's lock: only the gift voucher's row lock keeps them apart), enough units to pass the
   * ₹250 minimum.
   */
  async function giftBuyers(count: number): Promise<TestUser[]> {
    const { rows: products } = await server.db.query<{ id: number; price: number }>(
      'SELECT id, base_price_paise + gst_paise AS price FROM products WHERE id <> ALL($1::int[]) AND base_price_paise + gst_paise > 0 ORDER BY id LIMIT $2',
      [[PRODUCT, 1001], count],
    );
    expect(products).toHaveLength(count);
    await server.db.query('UPDATE products SET stock = 100000 WHERE id = ANY($1::int[])', [products.map((product) => product.id)]);
    const users: TestUser[] = [];
    for (let start = 0; start < count; start += 25) {
      const batch = await Promise.all(
        products.slice(start, start + 25).map(async (product) => {
          const user = await createTestUser(server.db);
          await fillCart(server.db, user.id, [{ productId: product.id, quantity: Math.ceil((MINIMUM_ORDER_PAISE + 1_000) / product.price) }]);
          return user;
        }),
      );
      users.push(...batch);
    }
    return users;
  }

  async function giftVoucherCount(): Promise<number> {
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM vouchers WHERE kind = 'gift'");
    return rows[0].n;
  }

  /** What the orders of a gift voucher took: the balance left, its uses, the uses' and the orders' sums. */
  async function spent(code: string) {
    const { rows } = await server.db.query<{ balance: number; uses: number; taken: number; discounts: number; orders: number }>(
      `SELECT v.balance_paise AS balance, v.uses,
              (SELECT COALESCE(sum(amount_paise), 0)::int FROM voucher_uses WHERE voucher_id = v.id) AS taken,
              (SELECT COALESCE(sum(discount_paise), 0)::int FROM orders WHERE voucher_id = v.id) AS discounts,
              (SELECT count(*)::int FROM orders WHERE voucher_id = v.id) AS orders
         FROM vouchers v WHERE v.code = $1`,
      [code],
    );
    return rows[0];
  }

  /** The race's outcome: only 201s and "used up" 400s; exactly the balance spent, each order its whole cart but at most one (the last, taking what was left). */
  async function expectBalanceSpentOnce(code: string, balance: number, statuses: number[], messages: unknown[]): Promise<void> {
    const counts = tally(statuses);
    expect(Object.keys(counts).sort()).toEqual(['201', '400']);
    for (const message of messages) expect(message).toBe(ANSWER.giftVoucherUsedUp);
    expect(await spent(code)).toEqual({ balance: 0, uses: counts[201], taken: balance, discounts: balance, orders: counts[201] });
    const { rows } = await server.db.query<{ discount_paise: number; product_total_paise: number }>(
      'SELECT o.discount_paise, o.product_total_paise FROM orders o JOIN vouchers v ON v.id = o.voucher_id WHERE v.code = $1',
      [code],
    );
    for (const row of rows) expect(row.discount_paise).toBeLessThanOrEqual(row.product_total_paise);
    expect(rows.filter((row) => row.discount_paise < row.product_total_paise).length).toBeLessThanOrEqual(1);
  }

  it('50 parallel orders with one ₹2,000 gift voucher spend exactly its balance, never more', async () => {
    const balance = 200_000;
    const code = await giftCode(2000);
    const users = await giftBuyers(50);
    const results = await Promise.all(users.map((user) => callApi(server, '/api/orders/', { user, body: orderBody(user, { udf4: code }) })));
    await expectBalanceSpentOnce(
      code,
      balance,
      results.map((r) => r.status),
      results.filter((r) => r.status === 400).map((r) => r.json.message),
    );
  }, 120_000);

  it('50 parallel orders through two API processes sharing the database spend a ₹1,000 gift voucher once', async () => {
    const [code, users, started] = await Promise.all([giftCode(1000), giftBuyers(50), twoProcesses()]);
    const results = await Promise.all(
      users.map(async (user, i) => {
        const response = await fetch(`http://127.0.0.1:${started[i % 2]}/api/orders/`, {
          method: 'POST',
          headers: { [HEADER_COMPANY_ID]: String(COMPANY_ID), 'Content-Type': 'application/json', ...user.headers },
          body: JSON.stringify(orderBody(user, { udf4: code })),
        });
        const json = (await response.json()) as { status: boolean; message?: string };
        return { status: response.status, message: json.message, port: started[i % 2] };
      }),
    );
    expect(new Set(results.map((r) => r.port)).size).toBe(2);
    await expectBalanceSpentOnce(
      code,
      100_000,
      results.map((r) => r.status),
      results.filter((r) => r.status === 400).map((r) => r.message),
    );
  }, 180_000);

  it('concurrent success callbacks of one purchase issue one code and one pair of e-mails, in one process or two', async () => {
    const started = await twoProcesses();
    for (let round = 0; round < 6; round++) {
      const { txnid, receiver, url } = await giftLink(500);
      const form = gatewayCallbackFor(url, 'success');
      const giftVouchersBefore = await giftVoucherCount();
      const viaProcesses = round % 2 === 1;
      const statuses = await Promise.all(
        Array.from({ length: round === 0 ? 2 : 10 }, async (_, i) => {
          if (!viaProcesses) {
            const result = await callApi(server, '/api/payments/callback', { urlencoded: form });
            return [result.status, result.headers.get('Location')];
          }
          const response = await fetch(`http://127.0.0.1:${started[i % 2]}/api/payments/callback`, {
            method: 'POST',
            redirect: 'manual',
            headers: { [HEADER_COMPANY_ID]: String(COMPANY_ID), 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(form).toString(),
          });
          await response.text();
          return [response.status, response.headers.get('Location')];
        }),
      );
      for (const answer of statuses) expect(answer).toEqual([303, 'http://store.test/?gift_voucher=success']);
      const { rows } = await server.db.query<{ issued: number }>(
        `SELECT count(*)::int AS issued FROM gift_voucher_purchases WHERE txnid = $1 AND status = 'success' AND voucher_id IS NOT NULL`,
        [txnid],
      );
      expect(rows[0].issued).toBe(1);
      expect(await giftVoucherCount()).toBe(giftVouchersBefore + 1);
      expect(await outboxTo(server.db, receiver)).toHaveLength(1);
      expect(await outboxTo(server.db, 'race-sender@example.test').then((mails) => mails.filter((mail) => mail.body.includes(txnid)))).toHaveLength(1);
    }
  }, 180_000);
});
