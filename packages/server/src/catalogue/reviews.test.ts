/**
 * Reviews: one review per customer per product (a second POST edits it), the account's
 * name whatever the body says, "Verified purchase" for customers who bought the product, staff
 * hiding a review (gone from the list, the average and the count; back when shown again), and the
 * migration that makes this so on a database that already holds duplicate reviews.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER, RatingListResponse, SingleProductResponse, StatusOnly, type Review } from '@so/contract';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import type { Db } from '../db/types.ts';
import { callApi, createTestServer, createTestStaff, createTestUser, fillCart, type CallInit, type TestServer, type TestUser } from '../testing.ts';

let server: TestServer;
let staff: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  staff = await createTestStaff(server.db);
});
afterAll(async () => {
  await server?.close();
});

const call = (path: string, init: CallInit = {}) => callApi(server, path, init);
const FORGED_NAME = 'SO Organic Store (official)';
/** createTestUser's account name. */
const ACCOUNT_NAME = 'Test Buyer';

/** A product of its own for each test, with no reviews: a copy of product 1001 (above the minimum order). */
let productCopies = 0;
async function newProduct(): Promise<number> {
  productCopies += 1;
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO products (id, name, category_id, base_price_paise, gst_paise, gst_rate, stock)
     SELECT 910000 + $1::int, name || ' review copy ' || $1::text, category_id, base_price_paise, gst_paise, gst_rate, 1000
       FROM products WHERE id = 1001 RETURNING id`,
    [productCopies],
  );
  return rows[0].id;
}

function review(user: TestUser, productId: number, body: Record<string, unknown>) {
  return call(`/api/rating_review/${productId}/`, { user, body });
}

async function listing(productId: number) {
  const result = await call(`/api/rating_review/${productId}/`);
  expect(result.status).toBe(200);
  return create(result.json, RatingListResponse);
}

async function productPage(productId: number) {
  const result = await call(`/api/web/single/product/${productId}/`);
  expect(result.status).toBe(200);
  return create(result.json, SingleProductResponse).data;
}

function hide(reviewId: number | string, body: unknown, user: TestUser | null = staff) {
  return call(`/api/staff/reviews/${reviewId}/`, { method: 'PATCH', body, ...(user ? { user } : {}) });
}

/** The rows of reviews of `productId` by `user`. */
async function rowsOf(user: TestUser, productId: number): Promise<{ id: number; rating: number; review: string | null; created_at: Date }[]> {
  const { rows } = await server.db.query<{ id: number; rating: number; review: string | null; created_at: Date }>(
    'SELECT id, rating::int AS rating, review, created_at FROM reviews WHERE user_id = $1 AND product_id = $2',
    [user.id, productId],
  );
  return rows;
}

/** Products whose stored summary differs from their visible reviews. */
async function summaryMismatches(): Promise<number[]> {
  const { rows } = await server.db.query<{ id: number }>(
    `SELECT p.id FROM products p
       LEFT JOIN product_ratings pr ON pr.product_id = p.id
       LEFT JOIN (SELECT product_id, count(*)::int AS n, sum(rating)::int AS total, count(*) FILTER (WHERE rating = 1)::int AS ones
                    FROM reviews WHERE NOT is_hidden GROUP BY product_id) r ON r.product_id = p.id
      WHERE coalesce(pr.review_count, 0) <> coalesce(r.n, 0) OR coalesce(pr.rating_sum, 0) <> coalesce(r.total, 0)
         OR coalesce(pr.n1, 0) <> coalesce(r.ones, 0)`,
  );
  return rows.map((row) => row.id);
}

/** A customer who ordered `productId` cash on delivery through the API (the order's number). */
async function buyer(productId: number): Promise<{ user: TestUser; orderNumber: string }> {
  const user = await createTestUser(server.db);
  await fillCart(server.db, user.id, [{ productId, quantity: 1 }]);
  const order = await call('/api/orders/', { user, body: { address1: user.addressId, pay_type: 'COD' } });
  expect(order.status, JSON.stringify(order.json)).toBe(201);
  const data = order.json.data;
  const orderNumber = typeof data === 'object' && data !== null && 'order_id' in data ? String(data.order_id) : '';
  expect(orderNumber).not.toBe('');
  return { user, orderNumber };
}

function byName(reviews: readonly Review[], name: string): Review[] {
  return reviews.filter((r) => r.name === name);
}

describe('one review per customer per product', () => {
  it('a second POST edits the first: one row, the new rating and text, the newest date, and the average follows', async () => {
    const pid = await newProduct();
    const customer = await createTestUser(server.db);
    const other = await createTestUser(server.db);

    const first = await review(customer, pid, { rating: 1, review: 'Not for me' });
    expect(first.status).toBe(200);
    expect(create(first.json, StatusOnly)).toEqual({ status: true, message: ANSWER.reviewSaved });
    expect((await review(other, pid, { rating: 4, review: 'Good' })).status).toBe(200);
    let list = await listing(pid);
    expect(list.review_count).toBe(2);
    expect(list.average_rating).toBe(2.5);

    // The first review is a day old when its author writes again.
    await server.db.query("UPDATE reviews SET created_at = now() - interval '1 day' WHERE user_id = $1 AND product_id = $2", [customer.id, pid]);
    const [before] = await rowsOf(customer, pid);
    const again = await review(customer, pid, { rating: 5, review: 'Grew on me' });
    expect(again.status).toBe(200);
    expect(create(again.json, StatusOnly)).toEqual({ status: true, message: ANSWER.reviewUpdated });

    const rows = await rowsOf(customer, pid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before.id, rating: 5, review: 'Grew on me' });
    expect(new Date(rows[0].created_at).getTime()).toBeGreaterThan(new Date(before.created_at).getTime() + 12 * 3_600_000);

    list = await listing(pid);
    expect(list.review_count).toBe(2);
    expect(list.average_rating).toBe(4.5);
    expect(list.star_distribution).toMatchObject({ '1': 0, '4': 1, '5': 1 });
    // Newest first: the edited review now leads.
    expect(list.reviews.map((r) => [r.rating, r.review])).toEqual([
      [5, 'Grew on me'],
      [4, 'Good'],
    ]);
    expect((await productPage(pid)).average_rating).toMatchObject({ average_rating: 4.5, review_count: 2 });
    expect(await summaryMismatches()).toEqual([]);
  });

  it('twenty POSTs by one customer are one review', async () => {
    const pid = await newProduct();
    const customer = await createTestUser(server.db);
    for (let i = 0; i < 20; i++) expect((await review(customer, pid, { rating: 1, review: `Bad ${i}`, name: FORGED_NAME })).status).toBe(200);
    const list = await listing(pid);
    expect(list.review_count).toBe(1);
    expect(list.reviews).toHaveLength(1);
    expect(list.reviews[0]).toMatchObject({ rating: 1, review: 'Bad 19' });
    expect(await rowsOf(customer, pid)).toHaveLength(1);
  });
});

describe("a review's name", () => {
  it("is the account's, even when the body names the store", async () => {
    const pid = await newProduct();
    const customer = await createTestUser(server.db);
    expect((await review(customer, pid, { rating: 1, review: 'Official notice', name: FORGED_NAME })).status).toBe(200);
    // Nor does an over-long or odd name matter: the field is not read.
    expect((await review(customer, pid, { rating: 2, review: 'Edited', name: 'x'.repeat(500) })).status).toBe(200);
    const list = await listing(pid);
    expect(list.reviews.map((r) => r.name)).toEqual([ACCOUNT_NAME]);
    expect(byName(list.reviews, FORGED_NAME)).toEqual([]);
    expect((await productPage(pid)).rating_review_data?.map((r) => r.name)).toEqual([ACCOUNT_NAME]);
  });
});

describe('verified purchase', () => {
  it('is true for a customer with a cash-on-delivery order of the product, false for everyone else', async () => {
    const pid = await newProduct();
    const { user: bought } = await buyer(pid);
    const browsing = await createTestUser(server.db);
    expect((await review(bought, pid, { rating: 5, review: 'Bought it' })).status).toBe(200);
    expect((await review(browsing, pid, { rating: 1, review: 'Never bought it' })).status).toBe(200);

    const list = await listing(pid);
    const verified = Object.fromEntries(list.reviews.map((r) => [r.review, r.verified_purchase]));
    expect(verified).toEqual({ 'Bought it': true, 'Never bought it': false });
    // The same on the product page's embedded reviews.
    const embedded = (await productPage(pid)).rating_review_data ?? [];
    expect(Object.fromEntries(embedded.map((r) => [r.review, r.verified_purchase]))).toEqual(verified);
    // Raw answer, not only the schema's default.
    const raw = await call(`/api/rating_review/${pid}/`);
    expect(raw.json.reviews).toEqual(expect.arrayContaining([expect.objectContaining({ review: 'Bought it', verified_purchase: true })]));
  });

  it('goes when the order is cancelled, and an unpaid online order is no purchase', async () => {
    const pid = await newProduct();
    const { user: cancelled, orderNumber } = await buyer(pid);
    expect((await review(cancelled, pid, { rating: 4 })).status).toBe(200);
    expect((await listing(pid)).reviews[0].verified_purchase).toBe(true);
    const cancel = await call(`/api/staff/orders/${orderNumber}/status`, { user: staff, body: { order_status: 'Cancelled' } });
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
    expect((await listing(pid)).reviews[0].verified_purchase).toBe(false);

    // An online order left at the gateway (not paid): not a purchase.
    const online = await createTestUser(server.db);
    await fillCart(server.db, online.id, [{ productId: pid, quantity: 1 }]);
    const link = await call('/api/get-order-payment-link/', {
      user: online,
      form: { txnid: `REV${Date.now()}`, billing_address: String(online.addressId), voucherCode: '', is_a_gift: 'false', giftMessage: '', used_coin: '0' },
    });
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    expect((await review(online, pid, { rating: 3 })).status).toBe(200);
    const list = await listing(pid);
    expect(list.reviews.map((r) => r.verified_purchase)).toEqual([false, false]);
  });

  it('is false on the seeded demo reviews, which have no author', async () => {
    const list = await listing(1001);
    expect(list.reviews.length).toBeGreaterThan(0);
    expect(list.reviews.every((r) => r.verified_purchase === false)).toBe(true);
  });
});

describe('PATCH /api/staff/reviews/{id}/', () => {
  it('hides a review from the list, the average and the count, and un-hiding brings it back', async () => {
    const pid = await newProduct();
    const fan = await createTestUser(server.db);
    const troll = await createTestUser(server.db);
    await review(fan, pid, { rating: 5, review: 'Lovely' });
    await review(troll, pid, { rating: 1, review: 'Spam spam spam' });
    const before = await listing(pid);
    expect(before).toMatchObject({ review_count: 2, average_rating: 3 });
    const target = before.reviews.find((r) => r.review === 'Spam spam spam');
    expect(target?.id).toBeTypeOf('number');
    const id = target?.id ?? 0;

    const hidden = await hide(id, { is_hidden: true });
    expect(hidden.status).toBe(200);
    expect(create(hidden.json, StatusOnly)).toEqual({ status: true, message: ANSWER.reviewHidden });
    const after = await listing(pid);
    expect(after).toMatchObject({ review_count: 1, average_rating: 5, total_pages: 1 });
    expect(after.star_distribution).toMatchObject({ '1': 0, '5': 1 });
    expect(after.reviews.map((r) => r.review)).toEqual(['Lovely']);
    const page = await productPage(pid);
    expect(page.average_rating).toMatchObject({ average_rating: 5, review_count: 1 });
    expect(page.rating_review_data?.map((r) => r.review)).toEqual(['Lovely']);
    expect(await summaryMismatches()).toEqual([]);

    // Hiding twice changes nothing; the author editing it does not bring it back.
    expect((await hide(id, { is_hidden: true })).status).toBe(200);
    expect((await review(troll, pid, { rating: 2, review: 'Still spam' })).json.message).toBe(ANSWER.reviewUpdated);
    expect(await listing(pid)).toMatchObject({ review_count: 1, average_rating: 5 });
    expect(await summaryMismatches()).toEqual([]);

    const shown = await hide(id, { is_hidden: false });
    expect(create(shown.json, StatusOnly)).toEqual({ status: true, message: ANSWER.reviewShown });
    const back = await listing(pid);
    expect(back).toMatchObject({ review_count: 2, average_rating: 3.5 });
    expect(back.reviews.map((r) => r.review).sort()).toEqual(['Lovely', 'Still spam']);
    expect(await summaryMismatches()).toEqual([]);
  });

  it('answers 401 without a token and 403 to a customer, and changes nothing', async () => {
    const pid = await newProduct();
    const customer = await createTestUser(server.db);
    await review(customer, pid, { rating: 2, review: 'Mine' });
    const id = (await listing(pid)).reviews[0].id ?? 0;
    const anonymous = await hide(id, { is_hidden: true }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.status).toBe(false);
    expect(anonymous.json.message).toEqual(expect.any(String));
    const refused = await hide(id, { is_hidden: true }, customer);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ status: false, message: ANSWER.staffOnly });
    expect((await listing(pid)).review_count).toBe(1);
  });

  it('refuses an is_hidden that is not a boolean (400) and an unknown review (404)', async () => {
    const pid = await newProduct();
    const customer = await createTestUser(server.db);
    await review(customer, pid, { rating: 4 });
    const id = (await listing(pid)).reviews[0].id ?? 0;
    for (const body of [{ is_hidden: 'yes' }, { is_hidden: 1 }, { is_hidden: null }, { is_hidden: 'true' }, {}]) {
      const bad = await hide(id, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.json).toMatchObject({ status: false, message: ANSWER.hiddenTrueOrFalse });
    }
    const malformed = await hide(id, '{"is_hidden": tru');
    expect(malformed.status).toBe(400);
    expect(malformed.json.status).toBe(false);
    const unknown = await hide(2_000_000_000, { is_hidden: true });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ status: false, message: ANSWER.reviewNotFound });
    const notAnId = await hide('abc', { is_hidden: true });
    expect(notAnId.status).toBe(400);
    expect(notAnId.json.status).toBe(false);
    expect(typeof notAnId.json.message).toBe('string');
    expect((await listing(pid)).review_count).toBe(1);
  });
});

// ─── The migration on a database that already has duplicate reviews ─────────

/** An empty database of its own: PGlite, or a private schema on DATABASE_URL's server. */
async function scratchDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite('memory://');
    return { db, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgres({ connectionString: url, schema, max: 2 });
  return {
    db,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

describe('migration 010_reviews', () => {
  it('keeps the newest review per customer and product, leaves seed reviews alone, names reviews by the account and fixes the summary', async () => {
    const { db, drop } = await scratchDb();
    const before = mkdtempSync(join(tmpdir(), 'so-migrations-'));
    try {
      for (const file of readdirSync(MIGRATIONS_DIR)) if (/^\d{3}_.*\.sql$/.test(file) && file < '010') copyFileSync(join(MIGRATIONS_DIR, file), join(before, file));
      await migrate(db, before);
      await db.query("INSERT INTO categories (id, name) VALUES (1, 'Ghee')");
      await db.query("INSERT INTO products (id, name, category_id, base_price_paise, gst_paise, gst_rate) VALUES (1, 'Ghee', 1, 30000, 1500, 5), (2, 'Honey', 1, 20000, 1000, 5)");
      const users = await db.query<{ id: number }>(
        `INSERT INTO users (email, first_name, last_name, password_hash) VALUES ('a@example.test', 'Asha', 'Patel', 'x'), ('b@example.test', 'Ravi', 'Shah', 'x')
         RETURNING id`,
      );
      const [asha, ravi] = users.rows.map((row) => row.id);
      // Asha's twenty one-star reviews of product 1 under the store's name; Ravi's one; two seed rows.
      for (let i = 0; i < 20; i++) {
        await db.query(`INSERT INTO reviews (product_id, name, rating, review, user_id, created_at) VALUES (1, $1, 1, $2, $3, now() - make_interval(hours => $4::int))`, [
          FORGED_NAME,
          `Bad ${i}`,
          asha,
          20 - i,
        ]);
      }
      await db.query(`INSERT INTO reviews (product_id, name, rating, review, user_id) VALUES (1, 'Ravi S', 5, 'Great', $1), (2, $2, 1, 'Also bad', $3)`, [ravi, FORGED_NAME, asha]);
      await db.query(`INSERT INTO reviews (product_id, name, rating, review) VALUES (1, 'Seed One', 4, 'Nice'), (1, 'Seed Two', 4, 'Nice')`);

      // 010 next (then any later migration).
      expect((await migrate(db))[0]).toBe('010_reviews');

      const rows = await db.query<{ product_id: number; user_id: number | null; name: string; review: string; is_hidden: boolean }>(
        'SELECT product_id, user_id, name, review, is_hidden FROM reviews ORDER BY product_id, user_id NULLS LAST, name',
      );
      expect(rows.rows).toEqual([
        { product_id: 1, user_id: asha, name: 'Asha Patel', review: 'Bad 19', is_hidden: false },
        { product_id: 1, user_id: ravi, name: 'Ravi Shah', review: 'Great', is_hidden: false },
        { product_id: 1, user_id: null, name: 'Seed One', review: 'Nice', is_hidden: false },
        { product_id: 1, user_id: null, name: 'Seed Two', review: 'Nice', is_hidden: false },
        { product_id: 2, user_id: asha, name: 'Asha Patel', review: 'Also bad', is_hidden: false },
      ]);
      const summary = await db.query<{ product_id: number; review_count: number; rating_sum: number; n1: number }>(
        'SELECT product_id, review_count, rating_sum, n1 FROM product_ratings ORDER BY product_id',
      );
      expect(summary.rows).toEqual([
        { product_id: 1, review_count: 4, rating_sum: 14, n1: 1 },
        { product_id: 2, review_count: 1, rating_sum: 1, n1: 1 },
      ]);
      // The index holds from now on; seed rows (no user) may still repeat.
      await expect(db.query("INSERT INTO reviews (product_id, name, rating, user_id) VALUES (1, 'x', 1, $1)", [asha])).rejects.toThrow();
      await db.query("INSERT INTO reviews (product_id, name, rating) VALUES (1, 'Seed Three', 3)");
    } finally {
      rmSync(before, { recursive: true, force: true });
      await drop();
    }
  });
});
