import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import {
  ANSWER,
  CreateOrderResponse,
  MAX_CLIENT_KEY_LENGTH,
  MSG,
  OrderDetailResponse,
  OrderListResponse,
  SHIPPING_FLAT_PAISE,
  VoucherResponse,
  WalletHistoryResponse,
} from '@so/contract';
import { SEED_IDS } from '../seed/seed.ts';
import { callApi, createTestServer, createTestUser, fillCart, lastSmsCode, type TestServer, type TestUser, type TestUserOptions } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** In-stock products used below (ids of the demo seed). */
const GHEE = 1001; // ₹300–350 (see 'applies the minimum after the voucher'), stock 120
const BUFFALO_GHEE = 1005; // stock 138
const BOOK = 1151; // 'The Ayurveda Kitchen Book', below ₹250
const SMALL = 1125; // below the minimum on its own, even with ₹100 shipping

async function pricePaise(id: number): Promise<number> {
  const { rows } = await server.db.query<{ p: number }>('SELECT base_price_paise + gst_paise AS p FROM products WHERE id = $1', [id]);
  return rows[0].p;
}
async function stockOf(id: number): Promise<number | null> {
  const { rows } = await server.db.query<{ stock: number | null }>('SELECT stock FROM products WHERE id = $1', [id]);
  return rows[0].stock;
}
async function balanceOf(user: TestUser): Promise<{ balance: number; ledger: number }> {
  const { rows } = await server.db.query<{ balance: number; ledger: number }>(
    'SELECT u.coin_balance AS balance, COALESCE((SELECT sum(delta) FROM coin_ledger WHERE user_id = u.id), 0)::int AS ledger FROM users u WHERE u.id = $1',
    [user.id],
  );
  return rows[0];
}
async function cartCount(user: TestUser): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM cart_items WHERE owner_kind = 'user' AND owner_id = $1", [String(user.id)]);
  return rows[0].n;
}
async function orderCount(user: TestUser): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user.id]);
  return rows[0].n;
}

async function buyer(lines: { productId: number; quantity: number }[], options: TestUserOptions = {}): Promise<TestUser> {
  const user = await createTestUser(server.db, options);
  await fillCart(server.db, user.id, lines);
  return user;
}

function placeOrder(user: TestUser, body: Record<string, unknown>) {
  return callApi(server, '/api/orders/', { user, body: { address1: user.addressId, pay_type: 'COD', udf4: '', udf5: '', used_coin: 0, ...body } });
}

async function detail(user: TestUser, orderId: string) {
  const result = await callApi(server, `/api/orders/${orderId}`, { user });
  expect(result.status).toBe(200);
  return create(result.json, OrderDetailResponse).data;
}

/** Sends and verifies a coin OTP, as the cart page does. */
async function redeem(user: TestUser, coins: number, voucher_code?: string): Promise<void> {
  const sent = await callApi(server, '/api/coin_app/send_otp/', { user, body: { user_id: user.contactId, used_coin: coins, voucher_code } });
  expect(sent.status).toBe(200);
  const otp = await lastSmsCode(server.db, user.mobile);
  const verified = await callApi(server, '/api/coin_app/verify_otp/', { method: 'PATCH', user, body: { user_id: user.contactId, used_coin: coins, otp } });
  expect(verified.json.is_verified).toBe(true);
}

describe('POST /orders/ (cash on delivery)', () => {
  it('orders the whole cart: stock down, cart emptied, totals computed, coins earned', async () => {
    const price = await pricePaise(GHEE);
    const stockBefore = await stockOf(GHEE);
    const user = await buyer([{ productId: GHEE, quantity: 3 }]);
    const result = await placeOrder(user, {});
    expect(result.status).toBe(201);
    const body = create(result.json, CreateOrderResponse);
    expect(body).toMatchObject({ status: true, message: MSG.orderPlaced });
    expect(body.data?.order_id).toMatch(/^SO\d{6,}$/);
    expect(body.data?.used_coin).toBe(0);
    expect(await stockOf(GHEE)).toBe((stockBefore ?? 0) - 3);
    expect(await cartCount(user)).toBe(0);

    const order = await detail(user, body.data?.order_id ?? '');
    // Ahmedabad: free shipping. Coins: floor(3 × price in rupees / 100).
    expect(order).toMatchObject({
      order_status: 'Pending',
      is_paid: false,
      is_invoiced: false,
      pay_type: 'COD',
      product_total: price * 3,
      shipping_amt: 0,
      discount_amt: 0,
      used_coin: 0,
      final_total: price * 3,
      applied_voucher_code: null,
    });
    expect(order.tax_amt).toBeGreaterThan(0);
    expect(order.billing_address?.id).toBe(user.addressId);
    expect(order.billing_address?.full_address).toContain('Ahmedabad');
    expect(order.shipping_address).toEqual(order.billing_address);
    expect(order.product_info).toHaveLength(1);
    expect(order.product_info[0]).toMatchObject({ product_id: GHEE, quantity: 3, selling_price: price, product_total: price * 3, tax_name: 'GST 12%', is_rated: false });
    expect(order.rated_product_info).toHaveLength(1);
    expect(order.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await balanceOf(user)).toEqual({ balance: Math.floor((price * 3) / 10_000), ledger: Math.floor((price * 3) / 10_000) });
    const wallet = create((await callApi(server, `/api/coin_app/wallet_history/${user.contactId}/`, { user })).json, WalletHistoryResponse);
    expect(wallet.SoseCoins[0]).toMatchObject({ order_id: body.data?.order_id, new_added_coin: Math.floor((price * 3) / 10_000) });
    const sale = await server.db.query<{ sale_status: string }>('SELECT sale_status FROM orders WHERE order_id = $1', [body.data?.order_id ?? '']);
    expect(sale.rows[0].sale_status).toBe('Quotation Sent');
  });

  it('ignores every amount the client sends', async () => {
    const price = await pricePaise(GHEE);
    const user = await buyer([{ productId: GHEE, quantity: 1 }], { city: 'Mumbai' });
    const result = await placeOrder(user, {
      udf2: 0, // shipping
      udf3: 0, // tax
      discount_amt: 99_999,
      order_total: 1,
      amount: 1,
      new_coin: 5_000,
      available_coin: 5_000,
      total_coin: 5_000,
      is_wallet: true,
      sale_status: 'Sales Order',
      productinfo: 'free stuff',
    });
    expect(result.status).toBe(201);
    const order = await detail(user, String((result.json.data as { order_id: string }).order_id));
    expect(order).toMatchObject({ product_total: price, discount_amt: 0, shipping_amt: SHIPPING_FLAT_PAISE, final_total: price + SHIPPING_FLAT_PAISE });
    expect((await balanceOf(user)).balance).toBe(Math.floor((price + SHIPPING_FLAT_PAISE) / 10_000));
  });

  it('charges ₹100 shipping outside Ahmedabad, none for SO Elite members', async () => {
    const price = await pricePaise(BUFFALO_GHEE);
    const mumbai = await buyer([{ productId: BUFFALO_GHEE, quantity: 1 }], { city: 'Mumbai' });
    const elite = await buyer([{ productId: BUFFALO_GHEE, quantity: 1 }], { city: 'Mumbai', elite: true });
    const a = await placeOrder(mumbai, {});
    const b = await placeOrder(elite, {});
    const first = await detail(mumbai, String((a.json.data as { order_id: string }).order_id));
    const second = await detail(elite, String((b.json.data as { order_id: string }).order_id));
    expect(first).toMatchObject({ shipping_amt: SHIPPING_FLAT_PAISE, final_total: price + SHIPPING_FLAT_PAISE });
    expect(second).toMatchObject({ shipping_amt: 0, final_total: price });
  });

  it('refuses ₹250 or less, unless a product is a book', async () => {
    const small = await buyer([{ productId: SMALL, quantity: 1 }]);
    const refused = await placeOrder(small, {});
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ status: false, message: MSG.minimumOrderValue });
    expect(await cartCount(small)).toBe(1);
    expect(await orderCount(small)).toBe(0);

    const book = await buyer([{ productId: BOOK, quantity: 1 }], { city: 'Mumbai' });
    const ok = await placeOrder(book, {});
    expect(ok.status).toBe(201);
    const order = await detail(book, String((ok.json.data as { order_id: string }).order_id));
    expect(order.final_total).toBe((await pricePaise(BOOK)) + SHIPPING_FLAT_PAISE);
    // Shipping does not count towards the minimum: SMALL + ₹100 shipping is still refused.
    const shipped = await buyer([{ productId: SMALL, quantity: 1 }], { city: 'Mumbai' });
    expect((await placeOrder(shipped, {})).json.message).toBe(MSG.minimumOrderValue);
  });

  it('applies the minimum after the voucher', async () => {
    // 1 × GHEE (₹300–350) less SOWELCOME10's 10 % stays above ₹250: fine. Less a ₹100 voucher it falls to ₹250 or below.
    const user = await buyer([{ productId: GHEE, quantity: 1 }]);
    await server.db.query(
      "INSERT INTO vouchers (code, kind, value, min_order_paise) VALUES ('TEST100', 'flat', 10000, 0) ON CONFLICT (code) DO NOTHING",
    );
    const refused = await placeOrder(user, { udf4: 'TEST100' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(MSG.minimumOrderValue);
    const ok = await placeOrder(user, { udf4: 'sowelcome10' });
    expect(ok.status).toBe(201);
  });

  it('refuses an empty cart, a foreign or missing address, and a bad payment type', async () => {
    const empty = await createTestUser(server.db);
    expect((await placeOrder(empty, {})).json).toMatchObject({ status: false, message: MSG.cartEmpty });
    const user = await buyer([{ productId: GHEE, quantity: 1 }]);
    const other = await createTestUser(server.db);
    expect((await placeOrder(user, { address1: other.addressId })).json).toMatchObject({ status: false, message: MSG.selectBillingAddress });
    expect((await placeOrder(user, { address1: undefined })).json.message).toBe(MSG.selectBillingAddress);
    expect((await placeOrder(user, { address1: 'home' })).status).toBe(400);
    expect((await placeOrder(user, { pay_type: 'Card' })).json.message).toBe(ANSWER.selectPayment);
    expect((await placeOrder(user, { pay_type: undefined })).status).toBe(400);
    expect((await placeOrder(user, { used_coin: -1 })).json.message).toBe(ANSWER.badUsedCoin);
    expect((await placeOrder(user, { used_coin: 'all' })).status).toBe(400);
    expect((await placeOrder(user, { client_key: 'k'.repeat(101) })).json.message).toBe(ANSWER.badClientKey(MAX_CLIENT_KEY_LENGTH));
    expect((await placeOrder(user, { udf5: 'x'.repeat(501) })).status).toBe(400);
    expect((await callApi(server, '/api/orders/', { body: { address1: user.addressId, pay_type: 'COD' } })).status).toBe(401);
    expect((await callApi(server, '/api/orders/', { user, body: '{"pay_type":' })).status).toBe(400);
    expect(await orderCount(user)).toBe(0);
    expect(await cartCount(user)).toBe(1);
  });

  it('refuses sold-out and too-few items with 409 and changes nothing', async () => {
    const out = await buyer([{ productId: GHEE, quantity: 1 }]);
    await fillCart(server.db, out.id, [{ productId: SEED_IDS.outOfStockProduct, quantity: 1 }]);
    const { rows } = await server.db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [SEED_IDS.outOfStockProduct]);
    const refused = await placeOrder(out, {});
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ status: false, message: MSG.isOutOfStock(rows[0].name) });

    const stockBefore = await stockOf(SEED_IDS.stockTenProduct);
    const greedy = await buyer([{ productId: SEED_IDS.stockTenProduct, quantity: (stockBefore ?? 0) + 5 }, { productId: GHEE, quantity: 1 }]);
    const ghee = await stockOf(GHEE);
    const tooMany = await placeOrder(greedy, {});
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.message).toBe(ANSWER.onlyLeft(stockBefore ?? 0, 'Bilona Desi Cow Ghee 500 ml'));
    expect(await stockOf(SEED_IDS.stockTenProduct)).toBe(stockBefore);
    expect(await stockOf(GHEE)).toBe(ghee);
    expect(await cartCount(greedy)).toBe(2);
  });

  it('answers the same order for a repeated client_key', async () => {
    const user = await buyer([{ productId: GHEE, quantity: 2 }]);
    const stockBefore = await stockOf(GHEE);
    const first = await placeOrder(user, { client_key: 'checkout-123' });
    expect(first.status).toBe(201);
    // The shopper adds something and the old request is sent again: still the first order, the new cart stays.
    await fillCart(server.db, user.id, [{ productId: BUFFALO_GHEE, quantity: 1 }]);
    const again = await placeOrder(user, { client_key: 'checkout-123' });
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    expect(await orderCount(user)).toBe(1);
    expect(await stockOf(GHEE)).toBe((stockBefore ?? 0) - 2);
    expect(await cartCount(user)).toBe(1);
    // Another user's identical key is another order.
    const other = await buyer([{ productId: GHEE, quantity: 1 }]);
    const theirs = await placeOrder(other, { client_key: 'checkout-123' });
    expect(theirs.status).toBe(201);
    expect(theirs.json.data).not.toEqual(first.json.data);
  });

  it('keeps the gift message', async () => {
    const user = await buyer([{ productId: GHEE, quantity: 1 }]);
    const result = await placeOrder(user, { udf5: 'Happy Diwali!' });
    const order = await detail(user, String((result.json.data as { order_id: string }).order_id));
    expect(order).toMatchObject({ is_gift: true, gift_message: 'Happy Diwali!' });
  });

  it('marks a gift without a message by productinfo Gift, and only then', async () => {
    const user = await buyer([{ productId: GHEE, quantity: 1 }]);
    const gift = await placeOrder(user, { productinfo: 'Gift', udf5: '' });
    expect(await detail(user, String((gift.json.data as { order_id: string }).order_id))).toMatchObject({ is_gift: true });
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    const plain = await placeOrder(user, { productinfo: 'SOSE', udf5: '' });
    expect(await detail(user, String((plain.json.data as { order_id: string }).order_id))).toMatchObject({ is_gift: false });
  });

  it('does not credit coins for an unpaid online order', async () => {
    const user = await buyer([{ productId: GHEE, quantity: 3 }]);
    const result = await placeOrder(user, { pay_type: 'Online' });
    expect(result.status).toBe(201);
    expect(await balanceOf(user)).toEqual({ balance: 0, ledger: 0 });
    const order = await detail(user, String((result.json.data as { order_id: string }).order_id));
    expect(order).toMatchObject({ pay_type: 'Online', is_paid: false });
  });
});

describe('vouchers in orders', () => {
  it('records the discount and the use; ONCEONLY works once per user', async () => {
    const price = await pricePaise(GHEE);
    const user = await buyer([{ productId: GHEE, quantity: 2 }]);
    const usesBefore = await server.db.query<{ uses: number }>("SELECT uses FROM vouchers WHERE code = 'ONCEONLY'");
    const first = await placeOrder(user, { udf4: 'onceonly' });
    expect(first.status).toBe(201);
    const order = await detail(user, String((first.json.data as { order_id: string }).order_id));
    expect(order).toMatchObject({ discount_amt: 10_000, applied_voucher_code: 'ONCEONLY', final_total: price * 2 - 10_000, product_total: price * 2 });
    const usesAfter = await server.db.query<{ uses: number }>("SELECT uses FROM vouchers WHERE code = 'ONCEONLY'");
    expect(usesAfter.rows[0].uses).toBe(usesBefore.rows[0].uses + 1);

    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 2 }]);
    const check = await callApi(server, '/api/validate-voucher-code/?voucher_code=ONCEONLY', { user });
    expect(check.json).toMatchObject({ status: false, message: ANSWER.voucherUsed });
    const second = await placeOrder(user, { udf4: 'ONCEONLY' });
    expect(second.status).toBe(400);
    expect(second.json.message).toBe(ANSWER.voucherUsed);
    expect(await cartCount(user)).toBe(1);
    // Another user may still use it.
    const other = await buyer([{ productId: GHEE, quantity: 2 }]);
    expect(create((await callApi(server, '/api/validate-voucher-code/?voucher_code=ONCEONLY', { user: other })).json, VoucherResponse).discount_amt).toBe(10_000);
  });

  it('refuses invalid and expired vouchers and changes nothing', async () => {
    const user = await buyer([{ productId: GHEE, quantity: 2 }]);
    const stockBefore = await stockOf(GHEE);
    expect((await placeOrder(user, { udf4: 'NOPE' })).json).toMatchObject({ status: false, message: ANSWER.voucherInvalid });
    expect((await placeOrder(user, { udf4: 'EXPIRED20' })).json.message).toBe(ANSWER.voucherExpired);
    expect(await stockOf(GHEE)).toBe(stockBefore);
    expect(await orderCount(user)).toBe(0);
  });

  it('stops at max_uses', async () => {
    await server.db.query("INSERT INTO vouchers (code, kind, value, max_uses) VALUES ('LASTONE', 'flat', 1000, 1)");
    const a = await buyer([{ productId: GHEE, quantity: 1 }]);
    const b = await buyer([{ productId: GHEE, quantity: 1 }]);
    expect((await placeOrder(a, { udf4: 'LASTONE' })).status).toBe(201);
    const late = await placeOrder(b, { udf4: 'LASTONE' });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe('This voucher is no longer available');
  });
});

describe('coins in orders', () => {
  it('spends verified coins one for one and earns none', async () => {
    const price = await pricePaise(GHEE);
    const user = await buyer([{ productId: GHEE, quantity: 3 }], { coins: 150 });
    await redeem(user, 120);
    const result = await placeOrder(user, { used_coin: 120 });
    expect(result.status).toBe(201);
    expect((result.json.data as { used_coin: number }).used_coin).toBe(120);
    const order = await detail(user, String((result.json.data as { order_id: string }).order_id));
    expect(order).toMatchObject({ used_coin: 120, final_total: price * 3 - 12_000 });
    expect(await balanceOf(user)).toEqual({ balance: 30, ledger: 30 });
    const { rows } = await server.db.query<{ kind: string; delta: number }>('SELECT kind, delta FROM coin_ledger WHERE user_id = $1 ORDER BY id', [user.id]);
    expect(rows.map((r) => [r.kind, r.delta])).toEqual([['adjustment', 150], ['redeemed', -120]]);
    // The redemption is used up: the same coins again need a new OTP.
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    const again = await placeOrder(user, { used_coin: 30 });
    expect(again.json.message).toBe(ANSWER.redemptionNeeded);
  });

  it('refuses coins without a verified OTP, or for another amount', async () => {
    const user = await buyer([{ productId: GHEE, quantity: 2 }], { coins: 100 });
    expect((await placeOrder(user, { used_coin: 50 })).json).toMatchObject({ status: false, message: ANSWER.redemptionNeeded });
    // An OTP sent but not verified does not count.
    await callApi(server, '/api/coin_app/send_otp/', { user, body: { user_id: user.contactId, used_coin: 50 } });
    expect((await placeOrder(user, { used_coin: 50 })).json.message).toBe(ANSWER.redemptionNeeded);
    await redeem(user, 50);
    expect((await placeOrder(user, { used_coin: 40 })).json.message).toBe(ANSWER.redemptionNeeded);
    expect((await placeOrder(user, { used_coin: 101 })).json.message).toBe(MSG.coinsAboveAvailable);
    expect(await balanceOf(user)).toEqual({ balance: 100, ledger: 100 });
    expect(await orderCount(user)).toBe(0);
  });

  it('refuses coins above the order total, even when verified', async () => {
    const user = await buyer([{ productId: GHEE, quantity: 2 }], { coins: 2000 });
    await redeem(user, 600);
    // The cart drops to one unit (under ₹600) after the OTP.
    await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
    expect((await placeOrder(user, { used_coin: 600 })).json.message).toBe(MSG.coinsAboveTotal);
    expect((await balanceOf(user)).balance).toBe(2000);
  });

  it('gives back nothing when a redeemed order is refused', async () => {
    const user = await buyer([{ productId: GHEE, quantity: 2 }], { coins: 100 });
    await redeem(user, 60);
    await server.db.query('UPDATE products SET stock = 1 WHERE id = $1', [BUFFALO_GHEE]);
    await fillCart(server.db, user.id, [{ productId: BUFFALO_GHEE, quantity: 2 }]);
    const refused = await placeOrder(user, { used_coin: 60 });
    expect(refused.status).toBe(409);
    await server.db.query('UPDATE products SET stock = 100 WHERE id = $1', [BUFFALO_GHEE]);
    expect(await balanceOf(user)).toEqual({ balance: 100, ledger: 100 });
    // The verified redemption is still there for the retry.
    expect((await placeOrder(user, { used_coin: 60 })).status).toBe(201);
    expect(await balanceOf(user)).toEqual({ balance: 40, ledger: 40 });
  });
});

describe('GET /web/orders/list/ and GET /orders/{order_id}', () => {
  it('pages the caller’s orders newest first', async () => {
    const user = await createTestUser(server.db);
    const placed: string[] = [];
    for (let i = 0; i < 12; i++) {
      await fillCart(server.db, user.id, [{ productId: GHEE, quantity: 1 }]);
      const result = await placeOrder(user, {});
      placed.push(String((result.json.data as { order_id: string }).order_id));
    }
    const other = await buyer([{ productId: GHEE, quantity: 1 }]);
    await placeOrder(other, {});
    const first = create((await callApi(server, '/api/web/orders/list/?page=1&page_size=10', { user })).json, OrderListResponse);
    expect(first).toMatchObject({ status: true, count: 12, total_pages: 2 });
    expect(first.data.map((o) => o.order_id)).toEqual([...placed].reverse().slice(0, 10));
    expect(first.data[0]).toMatchObject({ sale_status: 'Quotation Sent', pay_type: 'COD', order_status: 'Pending', final_total: await pricePaise(GHEE) });
    expect(Number.isNaN(Date.parse(first.data[0].order_date))).toBe(false);
    const second = create((await callApi(server, '/api/web/orders/list/?page=2', { user })).json, OrderListResponse);
    expect(second.data.map((o) => o.order_id)).toEqual([placed[1], placed[0]]);
    const wide = create((await callApi(server, '/api/web/orders/list/?page_size=50', { user })).json, OrderListResponse);
    expect(wide.data).toHaveLength(12);
    expect(wide.total_pages).toBe(1);
  });

  it('refuses bad paging and visitors; an empty list says Order Not Found', async () => {
    const user = await createTestUser(server.db);
    for (const query of ['page_size=9', 'page_size=51', 'page_size=ten', 'page=0', 'page=-1']) {
      const result = await callApi(server, `/api/web/orders/list/?${query}`, { user });
      expect(result.status, query).toBe(400);
    }
    expect((await callApi(server, '/api/web/orders/list/')).status).toBe(401);
    const empty = create((await callApi(server, '/api/web/orders/list/', { user })).json, OrderListResponse);
    expect(empty).toMatchObject({ count: 0, total_pages: 0, data: [], message: MSG.orderNotFound });
  });

  it("answers 404 Order Not Found for another user's or an unknown order", async () => {
    const owner = await buyer([{ productId: GHEE, quantity: 1 }]);
    const orderId = String(((await placeOrder(owner, {})).json.data as { order_id: string }).order_id);
    const stranger = await createTestUser(server.db);
    const stolen = await callApi(server, `/api/orders/${orderId}`, { user: stranger });
    expect(stolen.status).toBe(404);
    expect(stolen.json).toEqual({ status: false, message: MSG.orderNotFound });
    expect((await callApi(server, '/api/orders/SO999999999', { user: owner })).status).toBe(404);
    expect((await callApi(server, `/api/orders/${orderId}`)).status).toBe(401);
    expect((await callApi(server, `/api/orders/${orderId}/`, { user: owner })).status).toBe(200);
  });

  it('marks products the user has reviewed', async () => {
    const user = await buyer([{ productId: GHEE, quantity: 1 }, { productId: BUFFALO_GHEE, quantity: 1 }]);
    const orderId = String(((await placeOrder(user, {})).json.data as { order_id: string }).order_id);
    await server.db.query("INSERT INTO reviews (product_id, name, rating, review, user_id) VALUES ($1, 'Test Buyer', 4, 'Lovely', $2)", [GHEE, user.id]);
    const order = await detail(user, orderId);
    const rated = order.rated_product_info.find((l) => l.product_id === GHEE);
    const unrated = order.rated_product_info.find((l) => l.product_id === BUFFALO_GHEE);
    expect(rated).toMatchObject({ is_rated: true, product_rating_by_user: 4 });
    expect(unrated).toMatchObject({ is_rated: false, product_rating_by_user: null });
  });
});
