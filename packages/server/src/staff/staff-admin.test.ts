/**
 * The staff administration: products, vouchers, reviews, customers, lead statuses, staff
 * accounts and the audit log, through the real app under /api/staff/ (PGlite, or PostgreSQL with
 * DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { ANSWER, HEADER_AUTHORIZATION, MSG, SingleProductResponse } from '@so/contract';
import {
  StaffAuditResponse,
  StaffCustomerDetailResponse,
  StaffCustomersResponse,
  StaffProductsResponse,
  StaffReviewsResponse,
  StaffVouchersResponse,
} from '@so/contract/staff';
import { createSession } from '../accounts/sessions.ts';
import { checkVoucher } from '../orders/vouchers.ts';
import { createTestServer, type TestServer } from '../testing.ts';
import { json, refused } from '../test-answers.ts';

let server: TestServer;
type User = { id: number; token: string; email: string };
let staff: User;
let superuser: User;
let customer: User;
let userCount = 0;

async function newUser(flags: { is_staff?: boolean; is_superuser?: boolean; name?: string; mobile?: string } = {}): Promise<User> {
  userCount += 1;
  const email = `admin-test-${userCount}-${Date.now()}@example.test`;
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, mobile, password_hash, is_staff, is_superuser)
     VALUES ($1, $2, 'Person', $3, 'unused', $4, $5) RETURNING id`,
    [email, flags.name ?? 'Test', flags.mobile ?? null, flags.is_staff ?? false, flags.is_superuser ?? false],
  );
  return { id: rows[0].id, token: await createSession(server.db, rows[0].id), email };
}

beforeAll(async () => {
  server = await createTestServer();
  staff = await newUser({ is_staff: true });
  superuser = await newUser({ is_superuser: true });
  customer = await newUser({ name: 'Kavya', mobile: '+919812345678' });
});
afterAll(async () => {
  await server?.close();
});

const auth = (token: string | null): Record<string, string> => (token ? { [HEADER_AUTHORIZATION]: `Token ${token}` } : {});
function send(method: string, path: string, token: string | null, body?: unknown): Promise<Response> {
  return server.call(path, { method, body, headers: auth(token) });
}
async function auditOf(entity: string, entityId: string | number) {
  const body = await json(await send('GET', `/api/staff/audit?entity=${entity}&entity_id=${entityId}`, staff.token));
  return create(body, StaffAuditResponse).data;
}
async function auditCount(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
  return rows[0].n;
}
async function someProduct(where = 'stock > 0 AND mrp_paise IS NOT NULL'): Promise<{ id: number; name: string; selling: number; mrp: number | null; stock: number | null }> {
  const { rows } = await server.db.query<{ id: number; name: string; selling: number; mrp: number | null; stock: number | null }>(
    `SELECT id, name, base_price_paise + gst_paise AS selling, mrp_paise AS mrp, stock FROM products WHERE ${where} ORDER BY id LIMIT 1`,
  );
  return rows[0];
}
/** A product in stock with an MRP that no test changed yet. */
const UNTOUCHED = "stock > 0 AND mrp_paise IS NOT NULL AND id::text NOT IN (SELECT entity_id FROM audit_log WHERE entity = 'product')";
async function productPage(id: number) {
  return create(await json(await server.call(`/api/web/single/product/${id}/`)), SingleProductResponse).data;
}

describe('roles', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/api/staff/products'],
    ['PATCH', '/api/staff/products/1', { stock: 3 }],
    ['GET', '/api/staff/vouchers'],
    ['POST', '/api/staff/vouchers', { code: 'ROLE10', kind: 'flat', value: 10 }],
    ['PATCH', '/api/staff/vouchers/1', { is_active: false }],
    ['GET', '/api/staff/reviews'],
    ['PATCH', '/api/staff/reviews/1', { is_hidden: true }],
    ['GET', '/api/staff/customers'],
    ['GET', '/api/staff/customers/1'],
    ['POST', '/api/staff/customers/1/coins', { coins: 5, reason: 'Goodwill' }],
    ['PATCH', '/api/staff/users/1', { is_staff: true }],
    ['PATCH', '/api/staff/inquiries/1', { status: 'answered' }],
    ['PATCH', '/api/staff/b2b-leads/1', { status: 'answered' }],
    ['PATCH', '/api/staff/export-leads/1', { status: 'answered' }],
    ['PATCH', '/api/staff/appointments/1', { status: 'answered' }],
    ['GET', '/api/staff/audit'],
  ];

  it.each(endpoints)('%s %s refuses visitors (401) and customers (403), changing nothing', async (method, path, body) => {
    const before = await auditCount();
    await refused(await send(method, path, null, body), 401);
    expect(await refused(await send(method, path, customer.token, body), 403)).toBe(ANSWER.staffOnly);
    expect(await auditCount()).toBe(before);
  });

  const superuserActions: [string, string, string, unknown][] = [
    ['selling price', 'PATCH', '/api/staff/products/{product}', { selling_price: 99 }],
    ['MRP', 'PATCH', '/api/staff/products/{product}', { mrp: 999 }],
    ['voucher create', 'POST', '/api/staff/vouchers', { code: 'STAFF10', kind: 'flat', value: 10 }],
    ['voucher pause', 'PATCH', '/api/staff/vouchers/{voucher}', { is_active: false }],
    ['coin adjustment', 'POST', '/api/staff/customers/{customer}/coins', { coins: 5, reason: 'Goodwill' }],
    ['staff accounts', 'PATCH', '/api/staff/users/{customer}', { is_staff: true }],
  ];

  it.each(superuserActions)('staff get 403 on the %s, and nothing changes', async (_name, method, template, body) => {
    const product = await someProduct();
    const { rows } = await server.db.query<{ id: number }>("SELECT id FROM vouchers WHERE kind <> 'gift' ORDER BY id LIMIT 1");
    const path = template.replace('{product}', String(product.id)).replace('{voucher}', String(rows[0].id)).replace('{customer}', String(customer.id));
    const before = await auditCount();
    expect(await refused(await send(method, path, staff.token, body), 403)).toBe(ANSWER.superuserOnly);
    expect(await auditCount()).toBe(before);
    expect(await someProduct(`id = ${product.id}`)).toEqual(product);
    const { rows: user } = await server.db.query<{ coin_balance: number; is_staff: boolean }>('SELECT coin_balance, is_staff FROM users WHERE id = $1', [customer.id]);
    expect(user[0]).toEqual({ coin_balance: 0, is_staff: false });
    const { rows: staffVoucher } = await server.db.query("SELECT 1 FROM vouchers WHERE code = 'STAFF10'");
    expect(staffVoucher).toHaveLength(0);
  });
});

describe('products', () => {
  it('lists products by name with their prices in rupees, filtered by stock and visibility', async () => {
    const product = await someProduct();
    const word = product.name.split(' ')[0];
    const list = create(await json(await send('GET', `/api/staff/products?search=${encodeURIComponent(word)}&page_size=100`, staff.token)), StaffProductsResponse);
    const row = list.data.find((p) => p.id === product.id);
    expect(row?.selling_price).toBe(product.selling / 100);
    expect(row?.mrp).toBe(product.mrp === null ? null : product.mrp / 100);
    expect(list.data.every((p) => p.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const out = create(await json(await send('GET', '/api/staff/products?out_of_stock=true&page_size=100', staff.token)), StaffProductsResponse);
    expect(out.data.every((p) => p.stock === null || p.stock === 0)).toBe(true);
  });

  it('staff set a product out of stock: the product page says so at once, and the audit log has it once', async () => {
    const product = await someProduct();
    expect((await productPage(product.id)).available_stock_quantity).toBe(product.stock); // now cached
    const body = await json(await send('PATCH', `/api/staff/products/${product.id}/`, staff.token, { stock: null }));
    expect(body).toMatchObject({ status: true, message: ANSWER.staffProductUpdated, data: { id: product.id, stock: null } });
    expect((await productPage(product.id)).available_stock_quantity).toBeNull();
    const entries = await auditOf('product', product.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_email: staff.email, action: 'product.update', before: { stock: product.stock }, after: { stock: null } });
    // The same stock again is no change: no second entry.
    await json(await send('PATCH', `/api/staff/products/${product.id}/`, staff.token, { stock: null }));
    expect(await auditOf('product', product.id)).toHaveLength(1);
  });

  it('staff hide a product from the website and change its section', async () => {
    const product = await someProduct();
    const { rows } = await server.db.query<{ id: number }>('SELECT id FROM sections ORDER BY id LIMIT 1');
    await json(await send('PATCH', `/api/staff/products/${product.id}`, staff.token, { is_hidden: true, section_id: rows[0].id }));
    const hidden = create(await json(await send('GET', '/api/staff/products?hidden=true', staff.token)), StaffProductsResponse);
    expect(hidden.data.map((p) => p.id)).toEqual([product.id]);
    expect(hidden.data[0].section_id).toBe(rows[0].id);
    await json(await send('PATCH', `/api/staff/products/${product.id}`, staff.token, { is_hidden: false }));
    expect(create(await json(await send('GET', '/api/staff/products?hidden=true', staff.token)), StaffProductsResponse).count).toBe(0);
  });

  it('a hidden product leaves the store: not in the shop list or its count, no product page, not added to a cart; back when shown', async () => {
    const product = await someProduct();
    const search = `/api/web/products/list/?page=1&prod_search=${encodeURIComponent(product.name)}`;
    const listed = async () => ((await (await server.call(search)).json()) as { data: { data: { id: number }[] } }).data.data.map((p) => p.id);
    const visitor = await server.newVisitor();
    const add = () => server.call('/api/cart/', { method: 'POST', visitor, body: { pid: product.id, quantity: 1 } });
    expect(await listed()).toContain(product.id);

    await json(await send('PATCH', `/api/staff/products/${product.id}`, staff.token, { is_hidden: true }));
    expect(await listed()).not.toContain(product.id);
    expect((await server.call(`/api/web/single/product/${product.id}/`)).status).toBe(404);
    expect((await add()).status).toBe(404);

    await json(await send('PATCH', `/api/staff/products/${product.id}`, staff.token, { is_hidden: false }));
    expect(await listed()).toContain(product.id);
    expect((await server.call(`/api/web/single/product/${product.id}/`)).status).toBe(200);
  });

  it('a superuser changes the selling price and MRP: the product page shows them at once', async () => {
    const product = await someProduct(UNTOUCHED);
    await productPage(product.id);
    const mrp = product.mrp === null ? 500 : product.mrp / 100 + 100;
    const body = await json(await send('PATCH', `/api/staff/products/${product.id}`, superuser.token, { selling_price: mrp - 0.5, mrp }));
    expect(body).toMatchObject({ data: { selling_price: mrp - 0.5, mrp } });
    const page = await productPage(product.id);
    // The contract reads the wire's rupees as paise.
    expect(page.product_price).toBe(Math.round((mrp - 0.5) * 100));
    expect(page.mrp).toBe(mrp * 100);
    const { rows } = await server.db.query<{ base: number; gst: number }>('SELECT base_price_paise AS base, gst_paise AS gst FROM products WHERE id = $1', [product.id]);
    expect(rows[0].base + rows[0].gst).toBe(Math.round((mrp - 0.5) * 100));
    const entries = await auditOf('product', product.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_email: superuser.email, before: { selling_price: product.selling / 100 }, after: { selling_price: mrp - 0.5, mrp } });
  });

  it('a selling price above the MRP, or a malformed change, is refused and writes nothing', async () => {
    const product = await someProduct(UNTOUCHED);
    const before = await auditCount();
    expect(await refused(await send('PATCH', `/api/staff/products/${product.id}`, superuser.token, { selling_price: (product.mrp ?? 0) / 100 + 1 }), 400)).toBe(ANSWER.staffSellingAboveMrp);
    await refused(await send('PATCH', `/api/staff/products/${product.id}`, superuser.token, { selling_price: -3 }), 400);
    await refused(await send('PATCH', `/api/staff/products/${product.id}`, staff.token, { stock: -1 }), 400);
    await refused(await send('PATCH', `/api/staff/products/${product.id}`, staff.token, { is_hidden: 'yes' }), 400);
    expect(await refused(await send('PATCH', `/api/staff/products/${product.id}`, staff.token, {}), 400)).toBe(ANSWER.staffNothingToChange);
    await refused(await send('PATCH', '/api/staff/products/999999', staff.token, { stock: 1 }), 404);
    expect(await auditCount()).toBe(before);
    expect(await someProduct(`id = ${product.id}`)).toEqual(product);
  });
});

describe('vouchers', () => {
  it('a superuser creates a percent voucher a shopper can apply, lists it with its uses, pauses and resumes it', async () => {
    const created = await json(
      await send('POST', '/api/staff/vouchers', superuser.token, { code: 'diwali15', kind: 'percent', value: 15, max_discount: 200, min_order: 500, expires_at: '2099-12-31', max_uses: 100, max_uses_per_user: 1 }),
      201,
    );
    expect(created).toMatchObject({ status: true, data: { code: 'DIWALI15', kind: 'percent', value: 15, max_discount: 200, min_order: 500, uses: 0, is_active: true } });
    const id = (created as { data: { id: number } }).data.id;
    const applied = await checkVoucher(server.db, 'Diwali15', customer.id, 200_000);
    expect(applied).toMatchObject({ ok: true, discountPaise: 20_000 });
    const list = create(await json(await send('GET', '/api/staff/vouchers?search=diwali', staff.token)), StaffVouchersResponse);
    expect(list.data.map((v) => [v.code, v.uses])).toEqual([['DIWALI15', 0]]);

    expect(await json(await send('PATCH', `/api/staff/vouchers/${id}`, superuser.token, { is_active: false }))).toMatchObject({ message: ANSWER.voucherPaused, data: { is_active: false } });
    expect(await checkVoucher(server.db, 'DIWALI15', customer.id, 200_000)).toEqual({ ok: false, message: ANSWER.voucherUnavailable });
    await json(await send('PATCH', `/api/staff/vouchers/${id}`, superuser.token, { is_active: true }));
    expect((await checkVoucher(server.db, 'DIWALI15', customer.id, 200_000)).ok).toBe(true);

    const entries = await auditOf('voucher', 'DIWALI15');
    expect(entries.map((e) => e.action)).toEqual(['voucher.resume', 'voucher.pause', 'voucher.create']);
    expect(entries[2]).toMatchObject({ before: null, after: { code: 'DIWALI15', value: 15 } });
    expect(entries[1]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  it('lists where each voucher stands: an expired and a used-up one are not Active, though switched on; a paused one is Paused', async () => {
    await server.db.query(
      `INSERT INTO vouchers (code, kind, value, min_order_paise, expires_at, max_uses, uses, is_active) VALUES
         ('STATEOLD', 'flat', 5000, 0, now() - interval '1 day', NULL, 0, true),
         ('STATEFULL', 'flat', 5000, 0, now() + interval '30 days', 2, 2, true),
         ('STATEOFF', 'flat', 5000, 0, NULL, NULL, 0, false),
         ('STATEON', 'flat', 5000, 0, now() + interval '30 days', 2, 1, true)`,
    );
    const list = create(await json(await send('GET', '/api/staff/vouchers?search=STATE', staff.token)), StaffVouchersResponse);
    const state = Object.fromEntries(list.data.map((v) => [v.code, [v.state, v.is_active, v.uses, v.max_uses, v.expires_at !== null]]));
    expect(state).toEqual({
      STATEOLD: ['expired', true, 0, null, true],
      STATEFULL: ['used_up', true, 2, 2, true],
      STATEOFF: ['paused', false, 0, null, false],
      STATEON: ['active', true, 1, 2, true],
    });
    // The checkout refuses what the list calls expired or used up.
    expect(await checkVoucher(server.db, 'STATEOLD', customer.id, 200_000)).toEqual({ ok: false, message: ANSWER.voucherExpired });
    expect(await checkVoucher(server.db, 'STATEFULL', customer.id, 200_000)).toEqual({ ok: false, message: ANSWER.voucherUnavailable });
    expect((await checkVoucher(server.db, 'STATEON', customer.id, 200_000)).ok).toBe(true);
  });

  it('refuses a taken code, a percent above 100 and a cap on a flat voucher, writing nothing', async () => {
    await json(await send('POST', '/api/staff/vouchers', superuser.token, { code: 'TEAM50', kind: 'flat', value: 50 }), 201);
    const before = await auditCount();
    expect(await refused(await send('POST', '/api/staff/vouchers', superuser.token, { code: 'team50', kind: 'flat', value: 20 }), 409)).toBe(ANSWER.staffVoucherCodeTaken);
    await refused(await send('POST', '/api/staff/vouchers', superuser.token, { code: 'BIG', kind: 'percent', value: 150 }), 400);
    await refused(await send('POST', '/api/staff/vouchers', superuser.token, { code: 'CAP', kind: 'flat', value: 10, max_discount: 5 }), 400);
    await refused(await send('POST', '/api/staff/vouchers', superuser.token, { code: 'bad code!', kind: 'flat', value: 10 }), 400);
    expect(await auditCount()).toBe(before);
    const { rows } = await server.db.query("SELECT 1 FROM vouchers WHERE code IN ('BIG', 'CAP')");
    expect(rows).toHaveLength(0);
  });
});

describe('reviews', () => {
  it('lists reviews newest first with their product; hiding one changes the average and is audited once', async () => {
    const list = create(await json(await send('GET', '/api/staff/reviews?page_size=100', staff.token)), StaffReviewsResponse);
    expect(list.count).toBeGreaterThan(0);
    const times = list.data.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const review = list.data[0];
    expect(review.product_name).not.toBe('');
    const countBefore = (await productPage(review.product_id)).average_rating?.review_count ?? 0;
    expect(countBefore).toBeGreaterThan(0);
    await json(await send('PATCH', `/api/staff/reviews/${review.id}/`, staff.token, { is_hidden: true }));
    expect((await productPage(review.product_id)).average_rating?.review_count ?? 0).toBe(countBefore - 1);
    const hidden = create(await json(await send('GET', '/api/staff/reviews?hidden=true', staff.token)), StaffReviewsResponse);
    expect(hidden.data.map((r) => r.id)).toEqual([review.id]);
    const entries = await auditOf('review', review.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'review.hide', before: { is_hidden: false }, after: { is_hidden: true } });
  });
});

describe('customers', () => {
  it('finds a customer by name, e-mail or mobile', async () => {
    for (const search of ['kavya', customer.email, '98123']) {
      const list = create(await json(await send('GET', `/api/staff/customers?search=${encodeURIComponent(search)}`, staff.token)), StaffCustomersResponse);
      expect(list.data.map((c) => c.id)).toContain(customer.id);
    }
    const none = create(await json(await send('GET', '/api/staff/customers?search=nobody-like-this', staff.token)), StaffCustomersResponse);
    expect(none.count).toBe(0);
  });

  it('a superuser adjusts coins with a reason: a ledger entry, the balance, one audit entry; never below zero', async () => {
    const buyer = await newUser();
    const added = await json(await send('POST', `/api/staff/customers/${buyer.id}/coins`, superuser.token, { coins: 40, reason: 'Late delivery' }));
    expect(added).toMatchObject({ status: true, message: ANSWER.coinsAdjusted, data: { id: buyer.id, coin_balance: 40 } });
    const before = await auditCount();
    expect(await refused(await send('POST', `/api/staff/customers/${buyer.id}/coins`, superuser.token, { coins: -41, reason: 'Too many' }), 409)).toBe(MSG.coinsAboveAvailable);
    await refused(await send('POST', `/api/staff/customers/${buyer.id}/coins`, superuser.token, { coins: 5, reason: '  ' }), 400);
    await refused(await send('POST', `/api/staff/customers/${buyer.id}/coins`, superuser.token, { coins: 0, reason: 'Nothing' }), 400);
    expect(await auditCount()).toBe(before);
    await json(await send('POST', `/api/staff/customers/${buyer.id}/coins`, superuser.token, { coins: -15, reason: 'Correction' }));

    const detail = create(await json(await send('GET', `/api/staff/customers/${buyer.id}`, staff.token)), StaffCustomerDetailResponse).data;
    expect(detail.customer.coin_balance).toBe(25);
    expect(detail.coin_ledger.map((e) => [e.delta, e.kind, e.balance_after, e.reason])).toEqual([
      [-15, 'adjustment', 25, 'Correction'],
      [40, 'adjustment', 40, 'Late delivery'],
    ]);
    const entries = await auditOf('customer', buyer.id);
    expect(entries.map((e) => [e.before, e.after?.coin_balance, e.after?.reason])).toEqual([
      [{ coin_balance: 40 }, 25, 'Correction'],
      [{ coin_balance: 0 }, 40, 'Late delivery'],
    ]);
    await refused(await send('GET', '/api/staff/customers/999999', staff.token), 404);
  });
});

describe('lead statuses and staff accounts', () => {
  it('staff move an inquiry from new to answered to closed, each audited once, and the list filters by status', async () => {
    const { rows } = await server.db.query<{ id: number; status: string }>(
      `INSERT INTO inquiries (company, name, country_id, phone, email, subject, inquiry_description)
       VALUES ('Acme', 'Ravi', 104, '+919800011122', 'ravi@example.test', 'Bulk', 'Need 10 kg') RETURNING id, status`,
    );
    expect(rows[0].status).toBe('new');
    const listed = async (status: string) =>
      ((await json(await send('GET', `/api/staff/inquiries?status=${status}&page_size=100`, staff.token))) as { data: { id: number; status: string }[] }).data
        .filter((i) => i.id === rows[0].id)
        .map((i) => i.status);
    expect(await listed('new')).toEqual(['new']);
    await json(await send('PATCH', `/api/staff/inquiries/${rows[0].id}`, staff.token, { status: 'answered' }));
    expect(await listed('new')).toEqual([]);
    expect(await listed('answered')).toEqual(['answered']);
    await json(await send('PATCH', `/api/staff/inquiries/${rows[0].id}`, staff.token, { status: 'closed' }));
    await refused(await send('GET', '/api/staff/inquiries?status=lost', staff.token), 400);
    await refused(await send('PATCH', `/api/staff/inquiries/${rows[0].id}`, staff.token, { status: 'lost' }), 400);
    await refused(await send('PATCH', '/api/staff/appointments/999999', staff.token, { status: 'closed' }), 404);
    const entries = await auditOf('inquiry', rows[0].id);
    expect(entries.map((e) => [e.before?.status, e.after?.status])).toEqual([
      ['answered', 'closed'],
      ['new', 'answered'],
    ]);
  });

  it('a superuser grants staff access (audited) but never changes their own', async () => {
    const clerk = await newUser();
    expect(await refused(await send('GET', '/api/staff/products', clerk.token), 403)).toBe(ANSWER.staffOnly);
    await json(await send('PATCH', `/api/staff/users/${clerk.id}`, superuser.token, { is_staff: true }));
    await json(await send('GET', '/api/staff/products', clerk.token));
    expect(await refused(await send('PATCH', `/api/staff/users/${superuser.id}`, superuser.token, { is_staff: false }), 403)).toBe(ANSWER.notOnYourself);
    const entries = await auditOf('user', clerk.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_email: superuser.email, before: { is_staff: false }, after: { is_staff: true } });
  });
});

describe('the audit log', () => {
  it('pages newest first and is refused every UPDATE and DELETE', async () => {
    const page = create(await json(await send('GET', '/api/staff/audit?page_size=2', staff.token)), StaffAuditResponse);
    expect(page.data).toHaveLength(2);
    expect(page.total_pages).toBe(Math.ceil(page.count / 2));
    expect(page.data[0].id).toBeGreaterThan(page.data[1].id);
    await expect(server.db.query("UPDATE audit_log SET actor_email = 'someone@else.test'")).rejects.toThrow(/append-only/);
    await expect(server.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    expect(await auditCount()).toBe(page.count);
  });
});
