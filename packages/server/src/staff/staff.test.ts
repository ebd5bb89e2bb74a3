import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER,
  HEADER_AUTHORIZATION,
  MAX_STOCK,
  MSG,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  STAFF_PAGE_SIZE_MAX,
  TIMEZONE,
} from '@so/contract';
import { createSession } from '../accounts/sessions.ts';
import { changeCoins } from '../orders/ledger.ts';
import { recordVoucherUse } from '../orders/vouchers.ts';
import { createTestServer, type TestServer } from '../testing.ts';

let server: TestServer;
let staff: string;
let superuser: string;
let customer: { id: number; token: string };

let userCount = 0;
async function newUser(flags: { is_staff?: boolean; is_superuser?: boolean } = {}): Promise<{ id: number; token: string }> {
  userCount += 1;
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, password_hash, is_staff, is_superuser)
     VALUES ($1, 'Test', 'Person', 'unused', $2, $3) RETURNING id`,
    [`staff-test-${userCount}-${Date.now()}@example.test`, flags.is_staff ?? false, flags.is_superuser ?? false],
  );
  return { id: rows[0].id, token: await createSession(server.db, rows[0].id) };
}

beforeAll(async () => {
  server = await createTestServer();
  staff = (await newUser({ is_staff: true })).token;
  superuser = (await newUser({ is_superuser: true })).token;
  customer = await newUser();
});
afterAll(async () => {
  await server?.close();
});

const auth = (token: string) => ({ [HEADER_AUTHORIZATION]: `Token ${token}` });

function post(path: string, token: string | null, body: unknown): Promise<Response> {
  return server.call(path, { method: 'POST', body, headers: token ? auth(token) : {} });
}

async function refusal(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { status: unknown; message: unknown };
  expect(body.status).toBe(false);
  return String(body.message);
}

async function productStock(id: number): Promise<number | null> {
  const { rows } = await server.db.query<{ stock: number | null }>('SELECT stock FROM products WHERE id = $1', [id]);
  return rows[0].stock;
}

async function balance(userId: number): Promise<number> {
  const { rows } = await server.db.query<{ coin_balance: number }>('SELECT coin_balance FROM users WHERE id = $1', [userId]);
  return rows[0].coin_balance;
}

async function ledger(userId: number): Promise<{ kind: string; delta: number }[]> {
  const { rows } = await server.db.query<{ kind: string; delta: number }>('SELECT kind, delta FROM coin_ledger WHERE user_id = $1 ORDER BY id', [userId]);
  return rows;
}

async function ledgerSum(userId: number): Promise<number> {
  return (await ledger(userId)).reduce((sum, row) => sum + row.delta, 0);
}

/** A product of its own for each test that changes stock: a copy of product 1001. */
let productCopies = 0;
async function newProduct(stock: number | null): Promise<number> {
  productCopies += 1;
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO products (id, name, category_id, base_price_paise, gst_paise, gst_rate, stock)
     SELECT 900000 + $1::int, name || ' copy ' || $1::text, category_id, base_price_paise, gst_paise, gst_rate, $2
       FROM products WHERE id = 1001 RETURNING id`,
    [productCopies, stock],
  );
  return rows[0].id;
}

interface OrderSpec {
  userId: number;
  productId?: number;
  quantity?: number;
  status?: OrderStatus;
  usedCoin?: number;
  coinsEarned?: number;
  coinsCredited?: boolean;
  payType?: PaymentMethod;
}

/** An order written straight into the tables, as POST /orders/ leaves it (stock already taken). */
async function insertOrder(spec: OrderSpec): Promise<{ id: number; order_id: string }> {
  const address = JSON.stringify({ id: 1, full_name: 'Test Person', mobile_no: '+919800000009', full_address: '1 Test Road, Ahmedabad', city_id: 117, city: 'Ahmedabad' });
  const { rows } = await server.db.query<{ id: number; order_id: string }>(
    `INSERT INTO orders (user_id, pay_type, billing_address, shipping_address, product_total_paise, tax_paise, final_total_paise,
                         used_coin, coins_earned, coins_credited, order_status)
     VALUES ($1, $2, $3::jsonb, $3::jsonb, 100000, 4762, $4, $5, $6, $7, $8) RETURNING id, order_id`,
    [spec.userId, spec.payType ?? 'COD', address, 100000 - (spec.usedCoin ?? 0) * 100, spec.usedCoin ?? 0, spec.coinsEarned ?? 0, spec.coinsCredited ?? false, spec.status ?? 'Pending'],
  );
  if (spec.productId) {
    await server.db.query(
      `INSERT INTO order_lines (order_id, product_id, product_name, quantity, base_price_paise, gst_paise, gst_rate, selling_price_paise, line_total_paise)
       SELECT $1, id, name, $3, base_price_paise, gst_paise, gst_rate, base_price_paise + gst_paise, (base_price_paise + gst_paise) * $3 FROM products WHERE id = $2`,
      [rows[0].id, spec.productId, spec.quantity ?? 1],
    );
  }
  return rows[0];
}

interface StatusAnswer {
  status: boolean;
  data: { order_id: string; order_status: OrderStatus; is_invoiced: boolean; delivery_date: string | null };
}

async function setStatus(orderId: string, body: unknown, token = staff): Promise<StatusAnswer> {
  const response = await post(`/api/staff/orders/${orderId}/status`, token, body);
  expect(response.status).toBe(200);
  return (await response.json()) as StatusAnswer;
}

function todayInKolkata(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

describe('staff only', () => {
  it('answers 401 without a session and 403 to customers, changing nothing', async () => {
    const product = await newProduct(5);
    const order = await insertOrder({ userId: customer.id });
    expect((await post(`/api/staff/products/${product}/stock`, null, { stock: 9 })).status).toBe(401);
    expect((await post(`/api/staff/orders/${order.order_id}/status`, null, { order_status: 'Confirmed' })).status).toBe(401);
    expect((await server.call('/api/staff/orders')).status).toBe(401);
    expect(await refusal(await post(`/api/staff/products/${product}/stock`, customer.token, { stock: 9 }), 403)).toBe(ANSWER.staffOnly);
    expect(await refusal(await post(`/api/staff/orders/${order.order_id}/status`, customer.token, { order_status: 'Cancelled' }), 403)).toBe(ANSWER.staffOnly);
    expect(await refusal(await server.call('/api/staff/orders', { headers: auth(customer.token) }), 403)).toBe(ANSWER.staffOnly);
    expect(await productStock(product)).toBe(5);
    const { rows } = await server.db.query<{ order_status: string }>('SELECT order_status FROM orders WHERE id = $1', [order.id]);
    expect(rows[0].order_status).toBe('Pending');
  });

  it('lets superusers in too', async () => {
    const product = await newProduct(1);
    expect((await post(`/api/staff/products/${product}/stock`, superuser, { stock: 2 })).status).toBe(200);
  });
});

describe('POST /api/staff/products/{id}/stock', () => {
  it('sets the stock, and null marks the product out of stock; the catalogue shows it', async () => {
    const product = await newProduct(5);
    const response = await post(`/api/staff/products/${product}/stock`, staff, { stock: 42 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: true, data: { id: product, stock: 42 } });
    const single = (await (await server.call(`/api/web/single/product/${product}/`)).json()) as { data: { available_stock_quantity: number | null } };
    expect(single.data.available_stock_quantity).toBe(42);
    expect((await post(`/api/staff/products/${product}/stock`, staff, { stock: '0' })).status).toBe(200);
    expect(await productStock(product)).toBe(0);
    expect((await post(`/api/staff/products/${product}/stock`, staff, { stock: null })).status).toBe(200);
    expect(await productStock(product)).toBeNull();
  });

  it('refuses bad stock values and unknown products', async () => {
    const product = await newProduct(5);
    for (const body of [{}, { stock: -1 }, { stock: 1.5 }, { stock: 'ten' }, { stock: true }, { stock: 1_000_001 }, { stock: '' }]) {
      expect(await refusal(await post(`/api/staff/products/${product}/stock`, staff, body), 400), JSON.stringify(body)).toBe(ANSWER.stockInvalid(MAX_STOCK));
    }
    expect(await productStock(product)).toBe(5);
    expect(await refusal(await post('/api/staff/products/999999/stock', staff, { stock: 1 }), 404)).toBe(ANSWER.productNotFound);
    expect((await post('/api/staff/products/abc/stock', staff, { stock: 1 })).status).toBe(400);
  });
});

describe('POST /api/staff/orders/{order_id}/status', () => {
  /** Ships a confirmed order (PUT …/shipment): the only way to Dispatched. */
  async function shipIt(orderId: string): Promise<void> {
    const response = await server.call(`/api/staff/orders/${orderId}/shipment`, { method: 'PUT', body: { courier: 'Delhivery', awb: 'DL100200', weight_grams: 500 }, headers: auth(staff) });
    expect(response.status).toBe(200);
  }

  it('moves Pending → Confirmed → (shipped) Dispatched → Delivered, dating the delivery today in Asia/Kolkata', async () => {
    const order = await insertOrder({ userId: customer.id });
    expect((await setStatus(order.order_id, { order_status: 'Confirmed' })).data).toEqual({
      order_id: order.order_id,
      order_status: 'Confirmed',
      is_invoiced: false,
      delivery_date: null,
    });
    expect(await refusal(await post(`/api/staff/orders/${order.order_id}/status`, staff, { order_status: 'dispatched' }), 409)).toBe(ANSWER.dispatchByShipping);
    await shipIt(order.order_id);
    const delivered = await setStatus(order.order_id, { order_status: 'Delivered' });
    expect(delivered.data).toMatchObject({ order_status: 'Delivered', delivery_date: todayInKolkata() });
  });

  it('refuses skipping steps, going back, and any move out of Delivered or Cancelled (409)', async () => {
    const order = await insertOrder({ userId: customer.id });
    expect(await refusal(await post(`/api/staff/orders/${order.order_id}/status`, staff, { order_status: 'Delivered' }), 409)).toBe(ANSWER.orderCannotMove('Pending', 'Delivered'));
    await setStatus(order.order_id, { order_status: 'Confirmed' });
    expect(await refusal(await post(`/api/staff/orders/${order.order_id}/status`, staff, { order_status: 'Pending' }), 409)).toBe(ANSWER.orderCannotMove('Confirmed', 'Pending'));
    await shipIt(order.order_id);
    await setStatus(order.order_id, { order_status: 'Delivered' });
    expect(await refusal(await post(`/api/staff/orders/${order.order_id}/status`, staff, { order_status: 'Cancelled' }), 409)).toBe(ANSWER.orderStatusFinal('Delivered'));

    const cancelled = await insertOrder({ userId: customer.id, status: 'Cancelled' });
    expect(await refusal(await post(`/api/staff/orders/${cancelled.order_id}/status`, staff, { order_status: 'Confirmed' }), 409)).toBe(ANSWER.orderStatusFinal('Cancelled'));
  });

  it('refuses bad input and unknown orders', async () => {
    const order = await insertOrder({ userId: customer.id });
    expect(await refusal(await post(`/api/staff/orders/${order.order_id}/status`, staff, {}), 400)).toBe(ANSWER.nothingToChange);
    expect(await refusal(await post(`/api/staff/orders/${order.order_id}/status`, staff, { order_status: 'Shipped' }), 400)).toBe(ANSWER.mustBeOneOf('order_status', ORDER_STATUSES));
    expect(await refusal(await post(`/api/staff/orders/${order.order_id}/status`, staff, { is_invoiced: 'yes' }), 400)).toBe(ANSWER.invoicedTrueOrFalse);
    expect(await refusal(await post('/api/staff/orders/SO999999/status', staff, { order_status: 'Confirmed' }), 404)).toBe(MSG.orderNotFound);
    expect((await post(`/api/staff/orders/${order.order_id}/status`, staff, '{not json')).status).toBe(400);
  });

  it('marks an order invoiced, which makes its invoice downloadable by the owner', async () => {
    const order = await insertOrder({ userId: customer.id, productId: 1001 });
    const invoiceUrl = `/api/accounting/invoice-pdf/?source_doc=${order.order_id}`;
    expect((await server.call(invoiceUrl, { headers: auth(customer.token) })).status).toBe(409);
    const answer = await setStatus(order.order_id, { order_status: 'Confirmed', is_invoiced: true });
    expect(answer.data).toMatchObject({ order_status: 'Confirmed', is_invoiced: true });
    const invoice = await server.call(invoiceUrl, { headers: auth(customer.token) });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('Content-Type')).toBe('application/pdf');
    expect((await setStatus(order.order_id, { is_invoiced: 'false' })).data.is_invoiced).toBe(false);
    expect((await server.call(invoiceUrl, { headers: auth(customer.token) })).status).toBe(409);
  });

  it('cancelling returns the stock and refunds redeemed coins, once', async () => {
    const user = await newUser();
    const product = await newProduct(4);
    await changeCoins(server.db, user.id, 50, 'earned', null);
    await changeCoins(server.db, user.id, -30, 'redeemed', null);
    const order = await insertOrder({ userId: user.id, productId: product, quantity: 3, usedCoin: 30 });
    const answer = await setStatus(order.order_id, { order_status: 'Cancelled' });
    expect(answer.data.order_status).toBe('Cancelled');
    expect(await productStock(product)).toBe(7);
    expect(await balance(user.id)).toBe(50);
    expect((await ledger(user.id)).at(-1)).toEqual({ kind: 'refund', delta: 30 });
    // Again: already Cancelled, nothing moves.
    await setStatus(order.order_id, { order_status: 'Cancelled' });
    expect(await productStock(product)).toBe(7);
    expect(await balance(user.id)).toBe(50);
    expect(await ledgerSum(user.id)).toBe(50);
  });

  it('cancelling gives the voucher use back, so a once-per-customer voucher works again', async () => {
    const user = await newUser();
    const order = await insertOrder({ userId: user.id, productId: await newProduct(5) });
    const voucher = await server.db.query<{ id: number; uses: number }>("SELECT id, uses FROM vouchers WHERE code = 'ONCEONLY'");
    await recordVoucherUse(server.db, voucher.rows[0].id, user.id, order.id);
    const usesOf = async () => (await server.db.query<{ uses: number }>('SELECT uses FROM vouchers WHERE id = $1', [voucher.rows[0].id])).rows[0].uses;
    const mine = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM voucher_uses WHERE user_id = $1', [user.id])).rows[0].n;
    expect(await mine()).toBe(1);
    await setStatus(order.order_id, { order_status: 'Cancelled' });
    expect(await mine()).toBe(0);
    expect(await usesOf()).toBe(voucher.rows[0].uses);
    // Cancelled again: nothing more is given back.
    await setStatus(order.order_id, { order_status: 'Cancelled' });
    expect(await usesOf()).toBe(voucher.rows[0].uses);
  });

  it('cancelling gives units back to a product now marked out of stock (NULL)', async () => {
    const user = await newUser();
    const product = await newProduct(null);
    const order = await insertOrder({ userId: user.id, productId: product, quantity: 2 });
    await setStatus(order.order_id, { order_status: 'Cancelled' });
    expect(await productStock(product)).toBe(2);
  });

  it('cancelling takes back credited earned coins only as far as the balance allows', async () => {
    const user = await newUser();
    const order = await insertOrder({ userId: user.id, coinsEarned: 15, coinsCredited: true });
    await changeCoins(server.db, user.id, 15, 'earned', order.id);
    await changeCoins(server.db, user.id, -5, 'redeemed', null);
    await setStatus(order.order_id, { order_status: 'Cancelled' });
    expect(await balance(user.id)).toBe(0);
    expect((await ledger(user.id)).at(-1)).toEqual({ kind: 'reversal', delta: -10 });
    expect(await ledgerSum(user.id)).toBe(0);

    const full = await newUser();
    const second = await insertOrder({ userId: full.id, coinsEarned: 8, coinsCredited: true });
    await changeCoins(server.db, full.id, 8, 'earned', second.id);
    await changeCoins(server.db, full.id, 100, 'adjustment', null);
    await setStatus(second.order_id, { order_status: 'Cancelled' });
    expect(await balance(full.id)).toBe(100);
    expect(await ledgerSum(full.id)).toBe(100);

    const uncredited = await newUser();
    const unpaid = await insertOrder({ userId: uncredited.id, payType: 'Online', coinsEarned: 9, coinsCredited: false });
    await changeCoins(server.db, uncredited.id, 3, 'adjustment', null);
    await setStatus(unpaid.order_id, { order_status: 'Cancelled' });
    expect(await balance(uncredited.id)).toBe(3);
  });

  it('two cancels at once return the stock and coins exactly once', async () => {
    const user = await newUser();
    const product = await newProduct(1);
    await changeCoins(server.db, user.id, 25, 'earned', null);
    await changeCoins(server.db, user.id, -25, 'redeemed', null);
    const order = await insertOrder({ userId: user.id, productId: product, quantity: 2, usedCoin: 25 });
    const responses = await Promise.all([0, 1, 2].map(() => post(`/api/staff/orders/${order.order_id}/status`, staff, { order_status: 'Cancelled' })));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await productStock(product)).toBe(3);
    expect(await balance(user.id)).toBe(25);
    expect((await ledger(user.id)).filter((row) => row.kind === 'refund')).toHaveLength(1);
  });
});

describe('GET /api/staff/orders', () => {
  interface ListAnswer {
    status: boolean;
    count: number;
    total_pages: number;
    data: { order_id: string; order_status: OrderStatus; final_total: number; customer: { email: string } }[];
  }

  it('lists orders newest first, filtered by status and paged', async () => {
    const user = await newUser();
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await insertOrder({ userId: user.id, status: 'Dispatched' }));
    const response = await server.call('/api/staff/orders?status=Dispatched&page_size=2', { headers: auth(staff) });
    expect(response.status).toBe(200);
    const first = (await response.json()) as ListAnswer;
    expect(first.data.every((o) => o.order_status === 'Dispatched')).toBe(true);
    expect(first.count).toBeGreaterThanOrEqual(3);
    expect(first.total_pages).toBe(Math.ceil(first.count / 2));
    expect(first.data.map((o) => o.order_id)).toEqual([made[2].order_id, made[1].order_id]);
    expect(first.data[0].final_total).toBe(1000);
    const second = (await (await server.call('/api/staff/orders?status=dispatched&page_size=2&page=2', { headers: auth(staff) })).json()) as ListAnswer;
    expect(second.data[0].order_id).toBe(made[0].order_id);
    const all = (await (await server.call('/api/staff/orders', { headers: auth(staff) })).json()) as ListAnswer;
    expect(all.count).toBeGreaterThan(first.count);
  });

  it('refuses an unknown status and bad paging', async () => {
    expect(await refusal(await server.call('/api/staff/orders?status=Lost', { headers: auth(staff) }), 400)).toBe(ANSWER.mustBeOneOf('order_status', ORDER_STATUSES));
    expect(await refusal(await server.call('/api/staff/orders?page_size=0', { headers: auth(staff) }), 400)).toBe(ANSWER.wholeNumberRange('page_size', 1, STAFF_PAGE_SIZE_MAX));
    expect(await refusal(await server.call('/api/staff/orders?page_size=101', { headers: auth(staff) }), 400)).toBe(ANSWER.wholeNumberRange('page_size', 1, STAFF_PAGE_SIZE_MAX));
    expect((await server.call('/api/staff/orders?page=0', { headers: auth(staff) })).status).toBe(400);
  });
});
