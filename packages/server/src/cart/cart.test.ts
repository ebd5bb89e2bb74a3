import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import {
  ANSWER,
  CartAddResponse,
  CartDeleteResponse,
  CartPatchResponse,
  CartResponse,
  HEADER_VISITOR_ID,
  MSG,
  ProductListResponse,
  SingleProductResponse,
  VoucherResponse,
  WishlistResponse,
  WishlistToggleResponse,
} from '@so/contract';
import { msgVoucherAddMore } from '../orders/vouchers.ts';
import { SEED_IDS, SEED_STOCK_TEN } from '../seed/seed.ts';
import { callApi, createTestServer, createTestUser, fillCart, type TestServer } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function add(visitor: string, pid: unknown, quantity: unknown): Promise<Response> {
  return server.call('/api/cart/', { method: 'POST', visitor, body: { pid, quantity } });
}

async function errorMessage(response: Response, status = 400): Promise<string> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { status: unknown; message: unknown };
  expect(body.status).toBe(false);
  return String(body.message);
}

async function cart(visitor: string) {
  const response = await server.call('/api/cart/', { visitor });
  expect(response.status).toBe(200);
  return create(await response.json(), CartResponse);
}

/** Ids of in-stock products (stock > 20) to put in carts. */
async function stockedProducts(count: number): Promise<number[]> {
  const response = await server.call('/api/web/products/list/?ordering=base_price');
  const { data } = create(await response.json(), ProductListResponse);
  return data.data.filter((p) => (p.available_stock_quantity ?? 0) > 20).slice(0, count).map((p) => p.id);
}

describe('visitor header', () => {
  it('is required for the cart and wishlist', async () => {
    expect(await errorMessage(await server.call('/api/cart/'))).toBe(ANSWER.visitorRequired(HEADER_VISITOR_ID));
    expect(await errorMessage(await server.call('/api/cart/', { visitor: 'not-a-real-visitor-id' }))).toBe(ANSWER.visitorUnknown(HEADER_VISITOR_ID));
    expect(await errorMessage(await server.call('/api/listwish/'))).toBe(ANSWER.visitorRequired(HEADER_VISITOR_ID));
    expect(await errorMessage(await server.call('/api/wishlist/', { body: { pid: 1001 } }))).toBe(ANSWER.visitorRequired(HEADER_VISITOR_ID));
  });
});

describe('cart', () => {
  it('starts empty', async () => {
    const visitor = await server.newVisitor();
    const body = await cart(visitor);
    expect(body.data.cart_items).toEqual([]);
    expect(body.data.final_total).toBe(0);
    expect(body.cart_counter).toBe(0);
  });

  it('adds products, sums repeated adds and computes the totals', async () => {
    const visitor = await server.newVisitor();
    const [a, b] = await stockedProducts(2);
    const first = create(await (await add(visitor, a, 2)).json(), CartAddResponse);
    expect(first).toMatchObject({ status: true, cart_counter: 1, message: MSG.addedToCart });
    const second = create(await (await add(visitor, String(b), '1')).json(), CartAddResponse);
    expect(second.cart_counter).toBe(2);
    const third = create(await (await add(visitor, a, 1)).json(), CartAddResponse);
    expect(third.cart_counter).toBe(2);

    const body = await cart(visitor);
    const line = body.data.cart_items.find((i) => i.product_id === a);
    expect(line?.quantity).toBe(3);
    const product = create(await (await server.call(`/api/web/single/product/${a}/`)).json(), SingleProductResponse).data;
    expect(line?.selling_price).toBe(product.product_price);
    expect(line?.total).toBe(product.product_price * 3);
    expect(line?.available_quantity.Quantity).toBe(product.available_stock_quantity);
    const items = body.data.cart_items;
    expect(body.data.total).toBe(items.reduce((sum, i) => sum + i.total, 0));
    expect(body.data.discount_amt).toBe(0);
    expect(body.data.final_total).toBe(body.data.total - body.data.discount_amt);
    expect(body.data.gst_amt + body.data.product_price).toBe(body.data.total);
    expect(body.data.cart_counter).toBe(2);
  });

  it('refuses out-of-stock products', async () => {
    const visitor = await server.newVisitor();
    expect(await errorMessage(await add(visitor, SEED_IDS.outOfStockProduct, 1))).toMatch(/is out of stock\.$/);
    expect(await errorMessage(await add(visitor, SEED_IDS.zeroStockProduct, 1))).toMatch(/is out of stock\.$/);
    expect((await cart(visitor)).data.cart_items).toEqual([]);
  });

  it('refuses a quantity above the stock, also across repeated adds', async () => {
    const visitor = await server.newVisitor();
    const id = SEED_IDS.stockTenProduct;
    expect(await errorMessage(await add(visitor, id, SEED_STOCK_TEN + 1))).toBe(MSG.maximumUnits(SEED_STOCK_TEN));
    expect((await add(visitor, id, 6)).status).toBe(200);
    expect(await errorMessage(await add(visitor, id, 5))).toBe(MSG.maximumUnits(SEED_STOCK_TEN));
    expect((await add(visitor, id, 4)).status).toBe(200);
    expect((await cart(visitor)).data.cart_items[0].quantity).toBe(SEED_STOCK_TEN);
  });

  it.each([
    [{ pid: 'abc', quantity: 1 }, 400],
    [{ pid: 1001, quantity: 'two' }, 400],
    [{ pid: 1001, quantity: 0 }, 400],
    [{ pid: 1001, quantity: -3 }, 400],
    [{ pid: 1001, quantity: 1.5 }, 400],
    [{ pid: 1001 }, 400],
    [{ quantity: 1 }, 400],
    [{ pid: 999999, quantity: 1 }, 404],
  ])('refuses %j with %i', async (body, status) => {
    const visitor = await server.newVisitor();
    await errorMessage(await server.call('/api/cart/', { method: 'POST', visitor, body }), status);
    expect((await cart(visitor)).cart_counter).toBe(0);
  });

  it('answers 400 to a malformed JSON body', async () => {
    const visitor = await server.newVisitor();
    const message = await errorMessage(await server.call('/api/cart/', { method: 'POST', visitor, body: '{"pid": 10' }));
    expect(message).toMatch(/JSON/);
    await errorMessage(await server.call('/api/cart/', { method: 'POST', visitor, body: '[1, 2]' }));
  });

  it('keeps carts of different visitors apart', async () => {
    const [a] = await stockedProducts(1);
    const one = await server.newVisitor();
    const two = await server.newVisitor();
    await add(one, a, 1);
    expect((await cart(two)).cart_counter).toBe(0);
    expect((await cart(one)).cart_counter).toBe(1);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'never lets concurrent adds push a line past the stock (PostgreSQL only: PGlite runs one connection, so there is no concurrency to test)',
    async () => {
      const id = SEED_IDS.stockTenProduct;
      const visitors = [await server.newVisitor(), await server.newVisitor()];
      const attempts = visitors.flatMap((visitor) => Array.from({ length: 8 }, () => ({ visitor, quantity: 3 })));
      const results = await Promise.all(attempts.map(async (a) => ({ ...a, ok: (await add(a.visitor, id, a.quantity)).status === 200 })));
      for (const visitor of visitors) {
        const accepted = results.filter((r) => r.visitor === visitor && r.ok).reduce((sum, r) => sum + r.quantity, 0);
        const line = (await cart(visitor)).data.cart_items.find((i) => i.product_id === id);
        expect(line?.quantity).toBe(accepted);
        expect(line?.quantity).toBeLessThanOrEqual(SEED_STOCK_TEN);
        expect(accepted).toBe(9);
      }
    },
  );
});

describe('wishlist', () => {
  it('toggles a product in and out and counts it', async () => {
    const visitor = await server.newVisitor();
    const toggle = async (pid: unknown) =>
      create(await (await server.call('/api/wishlist/', { visitor, body: { pid } })).json(), WishlistToggleResponse);
    expect(await toggle(1001)).toMatchObject({ status: true, message: MSG.addedInWishlist, wishlist_counter: 1 });
    expect(await toggle('1002')).toMatchObject({ message: MSG.addedInWishlist, wishlist_counter: 2 });

    const listed = create(await (await server.call('/api/listwish/', { visitor })).json(), WishlistResponse);
    expect(listed.wishlist_counter).toBe(2);
    expect(listed.data.map((p) => p.id).sort()).toEqual([1001, 1002]);
    expect(listed.data.every((p) => p.is_wished)).toBe(true);

    const single = create(await (await server.call('/api/web/single/product/1001/', { visitor })).json(), SingleProductResponse);
    expect(single.data.is_wished).toBe(true);

    expect(await toggle(1001)).toMatchObject({ message: MSG.removedFromWishlist, wishlist_counter: 1 });
    const after = create(await (await server.call('/api/listwish/', { visitor })).json(), WishlistResponse);
    expect(after.data.map((p) => p.id)).toEqual([1002]);
    const unwished = create(await (await server.call('/api/web/single/product/1001/', { visitor })).json(), SingleProductResponse);
    expect(unwished.data.is_wished).toBe(false);
  });

  it('refuses bad product ids', async () => {
    const visitor = await server.newVisitor();
    await errorMessage(await server.call('/api/wishlist/', { visitor, body: { pid: 'x' } }));
    await errorMessage(await server.call('/api/wishlist/', { visitor, body: {} }));
    await errorMessage(await server.call('/api/wishlist/', { visitor, body: { pid: 999999 } }), 404);
  });
});

/** Unit price (paise) of a product, from the database. */
async function pricePaise(id: number): Promise<number> {
  const { rows } = await server.db.query<{ p: number }>('SELECT base_price_paise + gst_paise AS p FROM products WHERE id = $1', [id]);
  return rows[0].p;
}

describe('PATCH /cart/{itemId}/', () => {
  async function lineOf(visitor: string, productId: number) {
    const line = (await cart(visitor)).data.cart_items.find((i) => i.product_id === productId);
    if (!line) throw new Error(`product ${productId} is not in the cart`);
    return line;
  }

  it('sets the quantity and the totals follow', async () => {
    const visitor = await server.newVisitor();
    const [a, b] = await stockedProducts(2);
    await add(visitor, a, 1);
    await add(visitor, b, 1);
    const line = await lineOf(visitor, a);
    const response = await server.call(`/api/cart/${line.id}/`, { method: 'PATCH', visitor, body: { quantity: 4 } });
    expect(response.status).toBe(200);
    expect(create(await response.json(), CartPatchResponse)).toMatchObject({ status: true, message: MSG.quantityUpdated, cart_counter: 2 });
    const after = await cart(visitor);
    expect(after.data.cart_items.find((i) => i.product_id === a)?.quantity).toBe(4);
    expect(after.data.total).toBe((await pricePaise(a)) * 4 + (await pricePaise(b)));
    // A numeric string works like the number (form posts).
    await server.call(`/api/cart/${line.id}`, { method: 'PATCH', visitor, body: { quantity: '2' } });
    expect((await lineOf(visitor, a)).quantity).toBe(2);
  });

  it.each([
    [{ quantity: 0 }, MSG.quantityGreaterThanZero],
    [{ quantity: -2 }, MSG.quantityGreaterThanZero],
    [{}, MSG.quantityGreaterThanZero],
    [{ quantity: 'lots' }, MSG.invalidQuantity],
    [{ quantity: 1.5 }, MSG.invalidQuantity],
  ])('refuses %j with the quantity message and keeps the line', async (body, message) => {
    const visitor = await server.newVisitor();
    const [a] = await stockedProducts(1);
    await add(visitor, a, 3);
    const line = await lineOf(visitor, a);
    const response = await server.call(`/api/cart/${line.id}/`, { method: 'PATCH', visitor, body });
    expect(response.status).toBe(400);
    const parsed = create(await response.json(), CartPatchResponse);
    expect(parsed.status).toBe(false);
    expect(parsed.message).toBe(message);
    expect(parsed.errors?.quantity).toEqual([message]);
    expect((await lineOf(visitor, a)).quantity).toBe(3);
  });

  it('refuses more than the stock with "Maximum n units available"', async () => {
    const visitor = await server.newVisitor();
    const id = SEED_IDS.stockTenProduct;
    await add(visitor, id, 2);
    const line = await lineOf(visitor, id);
    const response = await server.call(`/api/cart/${line.id}/`, { method: 'PATCH', visitor, body: { quantity: SEED_STOCK_TEN + 1 } });
    expect(response.status).toBe(400);
    const parsed = create(await response.json(), CartPatchResponse);
    expect(parsed.message).toBe(MSG.maximumUnits(SEED_STOCK_TEN));
    expect(parsed.errors?.quantity).toEqual([MSG.maximumUnits(SEED_STOCK_TEN)]);
    expect((await lineOf(visitor, id)).quantity).toBe(2);
    const ok = await server.call(`/api/cart/${line.id}/`, { method: 'PATCH', visitor, body: { quantity: SEED_STOCK_TEN } });
    expect(ok.status).toBe(200);
  });

  it("answers 404 for another owner's item and leaves it alone", async () => {
    const owner = await server.newVisitor();
    const stranger = await server.newVisitor();
    const [a] = await stockedProducts(1);
    await add(owner, a, 1);
    const line = await lineOf(owner, a);
    expect(await errorMessage(await server.call(`/api/cart/${line.id}/`, { method: 'PATCH', visitor: stranger, body: { quantity: 5 } }), 404)).toBe(
      ANSWER.cartItemNotFound,
    );
    const user = await createTestUser(server.db);
    const asUser = await callApi(server, `/api/cart/${line.id}/`, { method: 'PATCH', user, body: { quantity: 5 } });
    expect(asUser.status).toBe(404);
    expect((await lineOf(owner, a)).quantity).toBe(1);
    await errorMessage(await server.call('/api/cart/99999999/', { method: 'PATCH', visitor: owner, body: { quantity: 1 } }), 404);
    await errorMessage(await server.call('/api/cart/abc/', { method: 'PATCH', visitor: owner, body: { quantity: 1 } }), 400);
  });

  it("updates a logged-in user's cart by token", async () => {
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: 1001, quantity: 1 }]);
    const listed = await callApi(server, '/api/cart/', { user });
    const items = create(listed.json, CartResponse).data.cart_items;
    const patched = await callApi(server, `/api/cart/${items[0].id}/`, { method: 'PATCH', user, body: { quantity: 3 } });
    expect(patched.status).toBe(200);
    expect(create((await callApi(server, '/api/cart/', { user })).json, CartResponse).data.cart_items[0].quantity).toBe(3);
  });
});

describe('DELETE /cart/{itemId}', () => {
  it('removes the line and answers the new totals', async () => {
    const visitor = await server.newVisitor();
    const [a, b] = await stockedProducts(2);
    await add(visitor, a, 2);
    await add(visitor, b, 1);
    const line = (await cart(visitor)).data.cart_items.find((i) => i.product_id === a);
    const response = await server.call(`/api/cart/${line?.id}`, { method: 'DELETE', visitor });
    expect(response.status).toBe(200);
    const parsed = create(await response.json(), CartDeleteResponse);
    expect(parsed).toMatchObject({ status: true, message: MSG.productRemovedFromCart, cart_counter: 1 });
    const after = await cart(visitor);
    expect(after.data.cart_items.map((i) => i.product_id)).toEqual([b]);
    expect(parsed.total).toBe(after.data.total);
    expect(parsed.final_total).toBe(after.data.final_total);
    expect(parsed.gst_amt).toBe(after.data.gst_amt);
    expect(parsed.discount_amt).toBe(0);
    expect(parsed.total).toBe(await pricePaise(b));
  });

  it("answers 404 with error and message for an unknown or another owner's item", async () => {
    const owner = await server.newVisitor();
    const stranger = await server.newVisitor();
    const [a] = await stockedProducts(1);
    await add(owner, a, 1);
    const line = (await cart(owner)).data.cart_items[0];
    const response = await server.call(`/api/cart/${line.id}/`, { method: 'DELETE', visitor: stranger });
    expect(response.status).toBe(404);
    const body = create(await response.json(), CartDeleteResponse);
    expect(body).toMatchObject({ status: false, error: ANSWER.cartItemNotFound, message: ANSWER.cartItemNotFound });
    expect((await cart(owner)).cart_counter).toBe(1);
    expect((await server.call(`/api/cart/${line.id}/`, { method: 'DELETE', visitor: owner })).status).toBe(200);
    expect((await server.call(`/api/cart/${line.id}/`, { method: 'DELETE', visitor: owner })).status).toBe(404);
    expect((await server.call('/api/cart/x/', { method: 'DELETE', visitor: owner })).status).toBe(400);
  });
});

describe('GET /validate-voucher-code/', () => {
  async function validate(user: { headers: Record<string, string> } | undefined, code: string) {
    return callApi(server, `/api/validate-voucher-code/?voucher_code=${encodeURIComponent(code)}`, { user });
  }

  it('needs a login', async () => {
    const result = await validate(undefined, 'FLAT50');
    expect(result.status).toBe(401);
    expect(result.json.status).toBe(false);
  });

  it('applies a percentage voucher to the caller’s cart, capped, without changing the cart', async () => {
    const user = await createTestUser(server.db);
    // 1001 × 1 (over ₹300, SOWELCOME10's minimum): 10 % of it, to the paisa.
    await fillCart(server.db, user.id, [{ productId: 1001, quantity: 1 }]);
    const price = await pricePaise(1001);
    const small = await validate(user, 'sowelcome10');
    expect(small.status).toBe(200);
    const parsed = create(small.json, VoucherResponse);
    expect(parsed).toMatchObject({ status: true, message: MSG.voucherApplied, total: price, discount_amt: Math.floor(price / 10) });
    expect(parsed.final_total).toBe(price - Math.floor(price / 10));
    // A big cart: the discount stops at ₹200.
    await fillCart(server.db, user.id, [{ productId: 1001, quantity: 10 }]);
    const big = create((await validate(user, 'SOWELCOME10')).json, VoucherResponse);
    expect(big.discount_amt).toBe(20_000);
    expect(big.final_total).toBe(price * 10 - 20_000);
    // Stateless: the cart itself carries no discount.
    const listed = create((await callApi(server, '/api/cart/', { user })).json, CartResponse);
    expect(listed.data.discount_amt).toBe(0);
    expect(listed.data.final_total).toBe(price * 10);
  });

  it('applies a flat voucher and explains a too-small cart', async () => {
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: 1001, quantity: 1 }]);
    const price = await pricePaise(1001);
    const short = await validate(user, 'FLAT50');
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ status: false, message: msgVoucherAddMore(40_000 - price) });
    await fillCart(server.db, user.id, [{ productId: 1001, quantity: 2 }]);
    const ok = create((await validate(user, 'FLAT50')).json, VoucherResponse);
    expect(ok.discount_amt).toBe(5_000);
    expect(ok.final_total).toBe(price * 2 - 5_000);
    expect(ok.gst_amt).toBeGreaterThan(0);
  });

  it.each([
    ['NOSUCHCODE', ANSWER.voucherInvalid],
    ['EXPIRED20', ANSWER.voucherExpired],
    ['SOLDOUT', ANSWER.voucherUnavailable],
    ['', ANSWER.voucherInvalid],
    ['X'.repeat(60), ANSWER.voucherInvalid],
  ])('refuses %s with its reason', async (code, message) => {
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: 1001, quantity: 3 }]);
    const result = await validate(user, code);
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ status: false, message });
  });

  it('refuses an empty cart', async () => {
    const user = await createTestUser(server.db);
    const result = await validate(user, 'FLAT50');
    expect(result.status).toBe(400);
    expect(result.json.message).toBe(MSG.cartEmpty);
  });
});
