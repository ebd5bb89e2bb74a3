/**
 * The catalogue cache: the product list and page are kept in the API process, and
 * every change to stock or ratings is still seen — at once by the process that made it, by a
 * second API process on the same PostgreSQL through LISTEN/NOTIFY, and within
 * CATALOGUE_CACHE_CHECK_MS by one that hears no notice at all. Nothing of one visitor (is_wished)
 * reaches another.
 */
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponse, SingleProductResponse } from '@so/contract';
import { createApp } from '../app.ts';
import { DEFAULT_CATALOGUE_CACHE } from './cache.ts';
import { catalogueCacheSettingsFromEnv } from '../config.ts';
import { openPostgres } from '../db/postgres.ts';
import type { Db, SqlParam } from '../db/types.ts';
import { callApi, createTestServer, createTestUser, fillCart, TEST_CONFIG, type TestServer } from '../testing.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

let server: TestServer;
/** Databases opened by the tests (second API processes), closed at the end. */
const opened: Db[] = [];

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  await server?.close();
});

type App = Pick<TestServer, 'app'>;

/** A product of its own for each test: a copy of product 1003 (₹549.00, above the minimum order) with `stock` and no reviews. */
let copies = 0;
async function newProduct(stock: number): Promise<{ id: number; name: string }> {
  copies += 1;
  const { rows } = await server.db.query<{ id: number; name: string }>(
    `INSERT INTO products (id, name, category_id, base_price_paise, gst_paise, gst_rate, stock)
     SELECT 930000 + $1::int, 'Cache test ' || $1::text || ' ' || name, category_id, base_price_paise, gst_paise, gst_rate, $2
       FROM products WHERE id = 1003 RETURNING id, name`,
    [copies, stock],
  );
  return rows[0];
}

/** The product as the shop's list shows it (searched by its name), through `app`. */
async function listed(app: App, product: { id: number; name: string }, visitor?: string) {
  const result = await callApi(app, `/api/web/products/list/?prod_search=${encodeURIComponent(product.name)}`, visitor ? { visitor } : {});
  expect(result.status).toBe(200);
  const found = create(result.json, ProductListResponse).data.data.find((p) => p.id === product.id);
  if (!found) throw new Error(`product ${product.id} not in the list`);
  return found;
}

async function page(app: App, id: number) {
  const result = await callApi(app, `/api/web/single/product/${id}/`);
  expect(result.status).toBe(200);
  return create(result.json, SingleProductResponse).data;
}

/** Places a Cash on Delivery order of `quantity` units through `app`. */
async function order(app: App, productId: number, quantity: number): Promise<void> {
  const user = await createTestUser(server.db);
  await fillCart(server.db, user.id, [{ productId, quantity }]);
  const placed = await callApi(app, '/api/orders/', { user, body: { address1: user.addressId, pay_type: 'COD', client_key: `cache-${user.id}` } });
  expect(placed.status).toBe(201);
}

/**
 * An app on the test server's database that learns of changes only from this process's own
 * writes (Db.onWrite): no notices, and a generation check interval of an hour. It counts the
 * statements that read products.
 */
function ownWritesOnly(entries = 100): { app: App['app']; productReads: () => number } {
  let reads = 0;
  const db: Db = {
    ...server.db,
    listen: undefined,
    query<T>(sql: string, params?: readonly SqlParam[]) {
      if (/\bJOIN products p\b/.test(sql)) reads += 1;
      return server.db.query<T>(sql, params);
    },
  };
  const app = createApp({ db, config: { ...TEST_CONFIG, catalogueCache: { entries, checkMs: 3_600_000 } } });
  return { app, productReads: () => reads };
}

describe('one API process', () => {
  it('answers a list it has answered from memory, and sees an order placed through it at once', async () => {
    const product = await newProduct(10);
    const { app, productReads } = ownWritesOnly();

    expect((await listed({ app }, product)).available_stock_quantity).toBe(10);
    const readsAfterFirst = productReads();
    expect((await listed({ app }, product)).available_stock_quantity).toBe(10);
    expect(productReads()).toBe(readsAfterFirst);

    await order({ app }, product.id, 3);
    expect((await listed({ app }, product)).available_stock_quantity).toBe(7);
    expect((await page({ app }, product.id)).available_stock_quantity).toBe(7);
  });

  it('shows a new review in the average and count of the list and the product page', async () => {
    const product = await newProduct(10);
    const store = ownWritesOnly();
    const before = await listed(store, product);
    expect(before.average_rating?.review_count).toBe(0);
    await page(store, product.id);

    const user = await createTestUser(server.db);
    const posted = await callApi(store, `/api/rating_review/${product.id}/`, { user, body: { rating: 4, review: 'Good' } });
    expect(posted.status).toBeLessThan(300);
    const after = await listed(store, product);
    expect(after.average_rating).toMatchObject({ average_rating: 4, review_count: 1 });
    expect((await page(store, product.id)).rating_review_data?.map((r) => r.review)).toEqual(['Good']);

    const second = await createTestUser(server.db);
    await callApi(store, `/api/rating_review/${product.id}/`, { user: second, body: { rating: 1 } });
    expect((await listed(store, product)).average_rating).toMatchObject({ average_rating: 2.5, review_count: 2 });
  });

  it("keeps each visitor's wishes to that visitor", async () => {
    const product = await newProduct(10);
    const wisher = await server.newVisitor();
    const other = await server.newVisitor();
    expect((await listed(server, product, wisher)).is_wished).toBe(false);
    const toggled = await callApi(server, '/api/wishlist/', { visitor: wisher, body: { pid: product.id } });
    expect(toggled.status).toBe(200);
    expect((await listed(server, product, wisher)).is_wished).toBe(true);
    expect((await listed(server, product, other)).is_wished).toBe(false);
    expect((await listed(server, product)).is_wished).toBe(false);
  });

  it('sees a stock change made straight in the database by another statement of this process', async () => {
    const product = await newProduct(10);
    const store = ownWritesOnly();
    expect((await page(store, product.id)).available_stock_quantity).toBe(10);
    await server.db.query('UPDATE products SET stock = 4 WHERE id = $1', [product.id]);
    expect((await page(store, product.id)).available_stock_quantity).toBe(4);
  });
});

describe('settings', () => {
  it('reads CATALOGUE_CACHE_ENTRIES and CATALOGUE_CACHE_CHECK_MS, 0 turning the cache off', async () => {
    expect(catalogueCacheSettingsFromEnv({})).toEqual(DEFAULT_CATALOGUE_CACHE);
    expect(catalogueCacheSettingsFromEnv({ CATALOGUE_CACHE_ENTRIES: '0', CATALOGUE_CACHE_CHECK_MS: '250' })).toEqual({ entries: 0, checkMs: 250 });
    expect(() => catalogueCacheSettingsFromEnv({ CATALOGUE_CACHE_ENTRIES: '-1' })).toThrow(/CATALOGUE_CACHE_ENTRIES/);
    expect(() => catalogueCacheSettingsFromEnv({ CATALOGUE_CACHE_CHECK_MS: 'soon' })).toThrow(/CATALOGUE_CACHE_CHECK_MS/);

    const product = await newProduct(10);
    const off = ownWritesOnly(0);
    await listed(off, product);
    const reads = off.productReads();
    await listed(off, product);
    expect(off.productReads()).toBe(reads + 1);
  });
});

describe('an API process that hears nothing of the writes', () => {
  it('sees a stock change made elsewhere within CATALOGUE_CACHE_CHECK_MS', async () => {
    const product = await newProduct(10);
    // Neither this process's write signal nor notices: only the generation check is left.
    const deaf: Db = {
      query: <T>(sql: string, params?: readonly SqlParam[]) => server.db.query<T>(sql, params),
      exec: (sql) => server.db.exec(sql),
      transaction: (fn) => server.db.transaction(fn),
      close: () => server.db.close(),
    };
    const app = createApp({ db: deaf, config: { ...TEST_CONFIG, catalogueCache: { entries: 100, checkMs: 50 } } });
    expect((await listed({ app }, product)).available_stock_quantity).toBe(10);

    await order(server, product.id, 2);
    await expect.poll(async () => (await listed({ app }, product)).available_stock_quantity, { timeout: 5_000, interval: 20 }).toBe(8);
  });
});

// PostgreSQL only: PGlite is one database in one process, so there is no second process to tell.
describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', () => {
  /** A second API process's app on the test server's schema; it checks the generation only when told (a check interval of an hour). */
  function secondProcess(): App {
    const url = process.env.DATABASE_URL ?? '';
    const db = openPostgres({ connectionString: url, schema: server.schema ?? undefined, max: 4 });
    opened.push(db);
    return { app: createApp({ db, config: { ...TEST_CONFIG, catalogueCache: { entries: 100, checkMs: 3_600_000 } } }) };
  }

  it('an order placed through one is seen by the other (LISTEN/NOTIFY)', async () => {
    const product = await newProduct(10);
    const other = secondProcess();
    expect((await listed(other, product)).available_stock_quantity).toBe(10);
    expect((await page(other, product.id)).available_stock_quantity).toBe(10);

    await order(server, product.id, 4);
    expect((await listed(server, product)).available_stock_quantity).toBe(6);
    await expect.poll(async () => (await listed(other, product)).available_stock_quantity, { timeout: 5_000, interval: 20 }).toBe(6);
    expect((await page(other, product.id)).available_stock_quantity).toBe(6);
  });

  it('a change inside a transaction is seen only once committed, and then at once', async () => {
    const product = await newProduct(10);
    const store = ownWritesOnly();
    await server.db.transaction(async (tx) => {
      await tx.query('UPDATE products SET stock = 3 WHERE id = $1', [product.id]);
      // Asked (and kept) while the change is not yet committed: the old stock.
      expect((await page(store, product.id)).available_stock_quantity).toBe(10);
    });
    expect((await page(store, product.id)).available_stock_quantity).toBe(3);
  });

  it('a rolled back change is never shown', async () => {
    const product = await newProduct(10);
    const store = ownWritesOnly();
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query('UPDATE products SET stock = 1 WHERE id = $1', [product.id]);
        expect((await page(store, product.id)).available_stock_quantity).toBe(10);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await page(store, product.id)).available_stock_quantity).toBe(10);
  });
});
