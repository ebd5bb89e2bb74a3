import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { MSG } from '@so/api/messages';
import {
  CartAddResponse,
  CartResponse,
  ProductListResponse,
  SingleProductResponse,
  WishlistResponse,
  WishlistToggleResponse,
} from '@so/api/schemas';
import { SEED_IDS, SEED_STOCK_TEN } from './seed/seed.ts';
import { MSG_VISITOR_REQUIRED, MSG_VISITOR_UNKNOWN } from './owner.ts';
import { createTestServer, type TestServer } from './testing.ts';

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
    expect(await errorMessage(await server.call('/api/cart/'))).toBe(MSG_VISITOR_REQUIRED);
    expect(await errorMessage(await server.call('/api/cart/', { visitor: 'not-a-real-visitor-id' }))).toBe(MSG_VISITOR_UNKNOWN);
    expect(await errorMessage(await server.call('/api/listwish/'))).toBe(MSG_VISITOR_REQUIRED);
    expect(await errorMessage(await server.call('/api/wishlist/', { body: { pid: 1001 } }))).toBe(MSG_VISITOR_REQUIRED);
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
