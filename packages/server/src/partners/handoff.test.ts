/**
 * The cart handoff: POST /api/handoff/, POST /api/handoff/redeem/ and
 * POST /api/handoff/confirm/ — the handed-over lines copied into the redeeming shopper's own cart,
 * who stays who they were (a logged-in shopper opening another account's link stays themselves);
 * a handed-over login only offered to a page without a session and made a session only by its
 * confirmation; and every refusal: replay, expiry (a movable clock), a forged or tampered token,
 * wrong content, missing visitor ids, a revoked session, the rate limit; the key shared by API
 * processes on one database; on PostgreSQL, parallel redeems of one token give exactly one success.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { ANSWER, HANDOFF_TTL_SECONDS, HandoffRedeemResponse, HandoffResponse, HEADER_PARTNER, LoginResponse, MSG } from '@so/contract';
import { createApp } from '../app.ts';
import { seedContent } from '../content/seed.ts';
import { handoffKey, maskedEmail, signHandoff, verifyHandoff } from './handoff.ts';
import { seedDemoPartner } from './partners.ts';
import { callApi, createTestServer, createTestUser, fillCart, TEST_CONFIG, type CallInit, type CallResult, type TestServer, type TestUser } from '../testing.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** ₹386 a unit, stock raised in beforeAll. */
const PRODUCT_A = 1005;
const PRODUCT_B = 1002;
/** Stock 10 (SEED_IDS.stockTenProduct). */
const STOCK_TEN = 1003;
const PARTNER_PAGE = 'http://localhost:5173';

let server: TestServer;
/** The test's clock: the app of `call` reads it (handoff expiry). */
let clock = new Date();
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  server = await createTestServer();
  await seedContent(server.db);
  await seedDemoPartner(server.db);
  await server.db.query('UPDATE products SET stock = 100000 WHERE id = ANY($1::int[])', [[PRODUCT_A, PRODUCT_B]]);
  await server.db.query('UPDATE products SET stock = 10 WHERE id = $1', [STOCK_TEN]);
  app = createApp({ db: server.db, config: TEST_CONFIG, now: () => clock });
});
afterAll(async () => {
  await server?.close();
});

const call = (path: string, init: CallInit = {}) => callApi({ app }, path, init);

async function cartOf(kind: 'visitor' | 'user', id: string | number): Promise<Record<number, number>> {
  const { rows } = await server.db.query<{ product_id: number; quantity: number }>(
    'SELECT product_id, quantity FROM cart_items WHERE owner_kind = $1 AND owner_id = $2 ORDER BY product_id',
    [kind, String(id)],
  );
  return Object.fromEntries(rows.map((r) => [r.product_id, r.quantity]));
}

async function addLine(visitor: string, pid: number, quantity: number, init: CallInit = {}): Promise<void> {
  const added = await call('/api/cart/', { visitor, body: { pid, quantity }, ...init });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
}

async function handoff(visitor: string, init: CallInit = {}): Promise<string> {
  const made = await call('/api/handoff/', { visitor, body: {}, ...init });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  return create(made.json, HandoffResponse).data.token;
}

const redeem = (token: unknown, visitor: string, init: CallInit = {}): Promise<CallResult> => call('/api/handoff/redeem/', { visitor, body: { token }, ...init });

function expectExpired(result: CallResult): void {
  expect(result.status).toBe(400);
  expect(result.json).toMatchObject({ status: false, message: MSG.handoffExpired });
}

const confirm = (confirmation: unknown, visitor: string, init: CallInit = {}): Promise<CallResult> =>
  call('/api/handoff/confirm/', { visitor, body: { confirmation }, ...init });

function expectLoginRefused(result: CallResult): void {
  expect(result.status).toBe(400);
  expect(result.json).toMatchObject({ status: false, message: MSG.handoffLoginExpired });
}

async function sessionsOf(user: TestUser): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [user.id]);
  return rows[0].n;
}

/** The account a session token answers as (GET /api/user/profile/), or the refusal's status. */
async function whoIs(token: string): Promise<string | number> {
  const profile = await call('/api/user/profile/', { headers: { Authorization: `Token ${token}` } });
  return profile.status === 200 ? JSON.stringify(profile.json) : profile.status;
}

describe('POST /api/handoff/', () => {
  it(`answers a signed token that ends ${HANDOFF_TTL_SECONDS} s later`, async () => {
    clock = new Date();
    const visitor = await server.newVisitor();
    const made = await call('/api/handoff/', { visitor, method: 'POST' });
    expect(made.status).toBe(200);
    const { data } = create(made.json, HandoffResponse);
    expect(data.token).toMatch(/^h1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(new Date(data.expires_at).getTime()).toBe(Math.floor(clock.getTime() / 1000) * 1000 + HANDOFF_TTL_SECONDS * 1000);
    const claims = verifyHandoff(await handoffKey(server.db, TEST_CONFIG.partners), data.token);
    expect(claims).toMatchObject({ v: visitor, u: null, p: null });
    const { rows } = await server.db.query<{ visitor_id: string; used_at: string | null }>('SELECT visitor_id, used_at FROM handoffs WHERE id = $1', [claims?.id ?? '']);
    expect(rows).toEqual([{ visitor_id: visitor, used_at: null }]);
  });

  it('names the logged-in user and the partner of the page', async () => {
    const user = await createTestUser(server.db);
    const visitor = await server.newVisitor();
    const token = await handoff(visitor, { user, headers: { [HEADER_PARTNER]: 'DEMO', Origin: PARTNER_PAGE } });
    expect(verifyHandoff(await handoffKey(server.db, TEST_CONFIG.partners), token)).toMatchObject({ v: visitor, u: user.id, p: 'DEMO' });
  });

  it('drops handoffs out of date for more than a day', async () => {
    clock = new Date();
    const visitor = await server.newVisitor();
    await server.db.query(
      "INSERT INTO handoffs (id, visitor_id, expires_at) VALUES ('old-handoff-000000000000', $1, now() - interval '2 days'), ('recent-handoff-000000000', $1, now() - interval '1 hour')",
      [visitor],
    );
    await handoff(visitor);
    const { rows } = await server.db.query<{ id: string }>("SELECT id FROM handoffs WHERE id IN ('old-handoff-000000000000', 'recent-handoff-000000000')");
    expect(rows.map((r) => r.id)).toEqual(['recent-handoff-000000000']);
  });

  it('needs a known Visitor-Id', async () => {
    expect(await call('/api/handoff/', { body: {} })).toMatchObject({ status: 400, json: { status: false, message: ANSWER.visitorRequired('Visitor-Id') } });
    expect(await call('/api/handoff/', { visitor: 'nobody-12345678', body: {} })).toMatchObject({ status: 400, json: { message: ANSWER.visitorUnknown('Visitor-Id') } });
    expect((await call('/api/handoff/', { visitor: 'bad id!', body: {} })).status).toBe(400);
  });

  it('is rate limited per client address', async () => {
    const limited = createApp({ db: server.db, config: { ...TEST_CONFIG, partners: { ...TEST_CONFIG.partners, handoffPerHour: 2 } } });
    const visitor = await server.newVisitor();
    const ask = () => callApi({ app: limited }, '/api/handoff/', { visitor, body: {}, peer: '203.0.113.77' });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    expect(await ask()).toMatchObject({ status: 429, json: { status: false, message: ANSWER.tooManyHandoffs } });
    expect((await callApi({ app: limited }, '/api/handoff/', { visitor, body: {}, peer: '203.0.113.78' })).status).toBe(200);
  });
});

describe('POST /api/handoff/redeem/', () => {
  it("copies the handed-over lines into the store visitor's own cart (within the stock, the larger quantity of a product in both) and keeps the store's visitor id", async () => {
    clock = new Date();
    const partnerVisitor = await server.newVisitor();
    await addLine(partnerVisitor, PRODUCT_A, 1);
    await addLine(partnerVisitor, STOCK_TEN, 7);
    const partnerWished = await call('/api/wishlist/', { visitor: partnerVisitor, body: { pid: PRODUCT_A } });
    expect(partnerWished.status).toBe(200);
    const storeVisitor = await server.newVisitor();
    await addLine(storeVisitor, PRODUCT_A, 1);
    await addLine(storeVisitor, PRODUCT_B, 2);
    await addLine(storeVisitor, STOCK_TEN, 6);
    const wished = await call('/api/wishlist/', { visitor: storeVisitor, body: { pid: PRODUCT_B } });
    expect(wished.status).toBe(200);

    const redeemed = await redeem(await handoff(partnerVisitor), storeVisitor);
    expect(redeemed.status, JSON.stringify(redeemed.json)).toBe(200);
    expect(create(redeemed.json, HandoffRedeemResponse).data).toEqual({ visitor_id: storeVisitor, pending_login: null });
    expect(await cartOf('visitor', storeVisitor)).toEqual({ [PRODUCT_A]: 1, [PRODUCT_B]: 2, [STOCK_TEN]: 7 });
    // Copied, not moved: the partner page's cart is as it was.
    expect(await cartOf('visitor', partnerVisitor)).toEqual({ [PRODUCT_A]: 1, [STOCK_TEN]: 7 });
    // Cart lines only: the wishlists stay each their own.
    const { rows } = await server.db.query<{ product_id: number }>("SELECT product_id FROM wishlist_items WHERE owner_kind = 'visitor' AND owner_id = $1", [storeVisitor]);
    expect(rows.map((r) => r.product_id)).toEqual([PRODUCT_B]);
    const cart = await call('/api/cart/', { visitor: storeVisitor });
    expect(cart.json.cart_counter).toBe(3);
    // Following the partner's link again does not count its lines twice.
    expect((await redeem(await handoff(partnerVisitor), storeVisitor)).status).toBe(200);
    expect(await cartOf('visitor', storeVisitor)).toEqual({ [PRODUCT_A]: 1, [PRODUCT_B]: 2, [STOCK_TEN]: 7 });
  });

  it('refuses a replay', async () => {
    const partnerVisitor = await server.newVisitor();
    const token = await handoff(partnerVisitor);
    const storeVisitor = await server.newVisitor();
    expect((await redeem(token, storeVisitor)).status).toBe(200);
    expectExpired(await redeem(token, storeVisitor));
    expectExpired(await redeem(token, await server.newVisitor()));
  });

  it('works with the same visitor id on both sides (nothing to merge)', async () => {
    const visitor = await server.newVisitor();
    await addLine(visitor, PRODUCT_A, 1);
    const redeemed = await redeem(await handoff(visitor), visitor);
    expect(redeemed.status).toBe(200);
    expect(await cartOf('visitor', visitor)).toEqual({ [PRODUCT_A]: 1 });
  });

  it("keeps a logged-in shopper who opens another account's link who she was: Carol gets Bob's lines, never his login", async () => {
    clock = new Date();
    const bob = await createTestUser(server.db);
    await fillCart(server.db, bob.id, [{ productId: PRODUCT_A, quantity: 2 }]);
    const bobsPage = await server.newVisitor();
    await addLine(bobsPage, STOCK_TEN, 1);
    const token = await handoff(bobsPage, { user: bob });
    const bobSessions = await sessionsOf(bob);

    const carol = await createTestUser(server.db);
    const carolsVisitor = await server.newVisitor();
    const carolBefore = await whoIs(carol.token);
    expect(carolBefore).toContain(carol.email);
    const redeemed = await redeem(token, carolsVisitor, { user: carol });
    expect(redeemed.status, JSON.stringify(redeemed.json)).toBe(200);
    // No login, no session of Bob's: the answer is her own visitor id and nothing else.
    expect(redeemed.json).toEqual({ status: true, data: { visitor_id: carolsVisitor, pending_login: null } });
    expect(await sessionsOf(bob)).toBe(bobSessions);
    // Her token still answers as Carol.
    expect(await whoIs(carol.token)).toBe(carolBefore);
    // Bob's lines (his page's and his account's) are in her cart; his own carts are intact.
    expect(await cartOf('user', carol.id)).toEqual({ [PRODUCT_A]: 2, [STOCK_TEN]: 1 });
    expect(await cartOf('user', bob.id)).toEqual({ [PRODUCT_A]: 2 });
    expect(await cartOf('visitor', bobsPage)).toEqual({ [STOCK_TEN]: 1 });
    // Nothing to confirm for her: no confirmation was issued.
    const { rows } = await server.db.query<{ confirm_hash: string | null }>('SELECT confirm_hash FROM handoffs WHERE id = $1', [
      verifyHandoff(await handoffKey(server.db, TEST_CONFIG.partners), token)?.id ?? '',
    ]);
    expect(rows).toEqual([{ confirm_hash: null }]);
  });

  it('offers the login to a logged-out page and makes a session only when the shopper confirms it, once', async () => {
    clock = new Date();
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: PRODUCT_A, quantity: 1 }]);
    const partnerVisitor = await server.newVisitor();
    await addLine(partnerVisitor, PRODUCT_B, 1);
    const storeVisitor = await server.newVisitor();
    await addLine(storeVisitor, STOCK_TEN, 1);

    const token = await handoff(partnerVisitor, { user });
    const sessions = await sessionsOf(user);
    const redeemed = await redeem(token, storeVisitor);
    expect(redeemed.status, JSON.stringify(redeemed.json)).toBe(200);
    const { data } = create(redeemed.json, HandoffRedeemResponse);
    expect(data.visitor_id).toBe(storeVisitor);
    expect(data.pending_login?.account).toBe(maskedEmail(user.email));
    expect(data.pending_login?.account).toMatch(/^b…@example\.test$/);
    expect(JSON.stringify(redeemed.json)).not.toContain(user.email);
    // No session yet; the lines are already the shopper's (the account's cart kept its own).
    expect(await sessionsOf(user)).toBe(sessions);
    expect(await cartOf('visitor', storeVisitor)).toEqual({ [PRODUCT_A]: 1, [PRODUCT_B]: 1, [STOCK_TEN]: 1 });
    expect(await cartOf('user', user.id)).toEqual({ [PRODUCT_A]: 1 });

    const confirmation = data.pending_login?.confirmation ?? '';
    // Only the visitor it was issued to, without a session of its own, may confirm it.
    expectLoginRefused(await confirm(confirmation, await server.newVisitor()));
    expectLoginRefused(await confirm(confirmation, storeVisitor, { user: await createTestUser(server.db) }));
    expectLoginRefused(await confirm('x'.repeat(43), storeVisitor));
    const confirmed = await confirm(confirmation, storeVisitor);
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    const login = create(confirmed.json, LoginResponse);
    expect(login.data).toMatchObject({ id: user.id, email: user.email, cart_counter: 3 });
    const session = login.data?.token ?? '';
    expect(session).not.toBe(user.token);
    expect(await whoIs(session)).toContain(user.email);
    // The account's own line is not counted twice.
    expect(await cartOf('user', user.id)).toEqual({ [PRODUCT_A]: 1, [PRODUCT_B]: 1, [STOCK_TEN]: 1 });
    expect(await cartOf('visitor', storeVisitor)).toEqual({});
    expectLoginRefused(await confirm(confirmation, storeVisitor));
    expect(await sessionsOf(user)).toBe(sessions + 1);
  });

  it('leaves no session behind when the shopper declines (the confirmation is never sent) and refuses it once out of date', async () => {
    clock = new Date();
    const user = await createTestUser(server.db);
    const storeVisitor = await server.newVisitor();
    const sessions = await sessionsOf(user);
    const redeemed = await redeem(await handoff(await server.newVisitor(), { user }), storeVisitor);
    const pending = create(redeemed.json, HandoffRedeemResponse).data.pending_login;
    expect(pending?.account).toBe(maskedEmail(user.email));
    // The redeem answer holds no session token; the account has no new session.
    expect(JSON.stringify(redeemed.json)).not.toMatch(/"token"/);
    expect(await sessionsOf(user)).toBe(sessions);
    clock = new Date(clock.getTime() + HANDOFF_TTL_SECONDS * 1000 + 1000);
    expectLoginRefused(await confirm(pending?.confirmation ?? '', storeVisitor));
    clock = new Date();
    expect(await sessionsOf(user)).toBe(sessions);
  });

  it("offers no login and copies no account lines when the session that made the handoff has ended (logout)", async () => {
    const user = await createTestUser(server.db);
    await fillCart(server.db, user.id, [{ productId: PRODUCT_A, quantity: 1 }]);
    const partnerVisitor = await server.newVisitor();
    const token = await handoff(partnerVisitor, { user });
    expect((await call('/api/user/logout/', { user, body: {} })).status).toBe(200);
    const storeVisitor = await server.newVisitor();
    const redeemed = await redeem(token, storeVisitor);
    expect(redeemed.status).toBe(200);
    expect(create(redeemed.json, HandoffRedeemResponse).data).toEqual({ visitor_id: storeVisitor, pending_login: null });
    expect(await cartOf('visitor', storeVisitor)).toEqual({});
  });

  it('refuses a confirmation once the session that made the handoff has ended', async () => {
    clock = new Date();
    const user = await createTestUser(server.db);
    const storeVisitor = await server.newVisitor();
    const redeemed = await redeem(await handoff(await server.newVisitor(), { user }), storeVisitor);
    const pending = create(redeemed.json, HandoffRedeemResponse).data.pending_login;
    expect((await call('/api/user/logout/', { user, body: {} })).status).toBe(200);
    expectLoginRefused(await confirm(pending?.confirmation ?? '', storeVisitor));
  });

  it('refuses a confirmation of wrong content with a readable 400', async () => {
    const visitor = await server.newVisitor();
    expect(await call('/api/handoff/confirm/', { visitor, body: {} })).toMatchObject({ status: 400, json: { status: false, message: ANSWER.handoffConfirmationRequired } });
    for (const bad of [123, null, ['x'.repeat(43)]]) expect(await confirm(bad, visitor)).toMatchObject({ status: 400, json: { message: ANSWER.handoffConfirmationRequired } });
    for (const bad of ['short', 'x'.repeat(44), 'a b'.repeat(15)]) expectLoginRefused(await confirm(bad, visitor));
    expect(await call('/api/handoff/confirm/', { body: { confirmation: 'x'.repeat(43) } })).toMatchObject({ status: 400, json: { message: ANSWER.visitorRequired('Visitor-Id') } });
  });

  it("puts the partner page's lines into the cart of a shopper logged in on the store only", async () => {
    const storeUser = await createTestUser(server.db);
    const partnerVisitor = await server.newVisitor();
    await addLine(partnerVisitor, PRODUCT_B, 3);
    const redeemed = await redeem(await handoff(partnerVisitor), await server.newVisitor(), { user: storeUser });
    expect(redeemed.status).toBe(200);
    expect(create(redeemed.json, HandoffRedeemResponse).data.pending_login).toBeNull();
    expect(await cartOf('user', storeUser.id)).toEqual({ [PRODUCT_B]: 3 });
  });

  it('carries the partner attribution, so the order placed on the store credits the partner', async () => {
    clock = new Date();
    const partnerVisitor = await server.newVisitor();
    await addLine(partnerVisitor, PRODUCT_A, 1, { headers: { [HEADER_PARTNER]: 'DEMO', Origin: PARTNER_PAGE } });
    await server.db.query("DELETE FROM partner_attributions WHERE owner_kind = 'visitor' AND owner_id = $1", [partnerVisitor]);
    // The handoff remembers the partner of the page that made it.
    const token = await handoff(partnerVisitor, { headers: { [HEADER_PARTNER]: 'DEMO', Origin: PARTNER_PAGE } });
    const buyer: TestUser = await createTestUser(server.db);
    const storeVisitor = await server.newVisitor();
    const redeemed = await redeem(token, storeVisitor, { user: buyer });
    expect(redeemed.status).toBe(200);
    // The redeeming shopper (the store's visitor and user) is credited to the partner.
    const { rows } = await server.db.query<{ owner_kind: string; partner_code: string }>(
      'SELECT owner_kind, partner_code FROM partner_attributions WHERE (owner_kind, owner_id) IN ((\'visitor\', $1), (\'user\', $2)) ORDER BY owner_kind',
      [storeVisitor, String(buyer.id)],
    );
    expect(rows).toEqual([
      { owner_kind: 'user', partner_code: 'DEMO' },
      { owner_kind: 'visitor', partner_code: 'DEMO' },
    ]);
    const placed = await call('/api/orders/', { user: buyer, visitor: storeVisitor, body: { address1: buyer.addressId, pay_type: 'COD' } });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const order = await server.db.query<{ partner_code: string | null }>('SELECT partner_code FROM orders WHERE order_id = $1', [(placed.json.data as { order_id: string }).order_id]);
    expect(order.rows[0].partner_code).toBe('DEMO');
  });

  it(`refuses a token after ${HANDOFF_TTL_SECONDS} s (the clock moved, no waiting)`, async () => {
    clock = new Date();
    const token = await handoff(await server.newVisitor());
    clock = new Date(clock.getTime() + HANDOFF_TTL_SECONDS * 1000 + 1000);
    expectExpired(await redeem(token, await server.newVisitor()));
    // Just inside its life it works.
    clock = new Date();
    const fresh = await handoff(await server.newVisitor());
    clock = new Date(clock.getTime() + (HANDOFF_TTL_SECONDS - 2) * 1000);
    expect((await redeem(fresh, await server.newVisitor())).status).toBe(200);
    clock = new Date();
  });

  it('refuses a forged or tampered token', async () => {
    clock = new Date();
    const visitor = await server.newVisitor();
    const token = await handoff(visitor);
    const [version, claims, signature] = token.split('.');
    const storeVisitor = await server.newVisitor();
    const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
    const other = await server.newVisitor();
    const tampered = Buffer.from(JSON.stringify({ ...decoded, v: other }), 'utf8').toString('base64url');
    expectExpired(await redeem(`${version}.${tampered}.${signature}`, storeVisitor));
    const later = Buffer.from(JSON.stringify({ ...decoded, exp: Number(decoded.exp) + 3600 }), 'utf8').toString('base64url');
    expectExpired(await redeem(`${version}.${later}.${signature}`, storeVisitor));
    // Signed with another key, for a row that exists.
    const forged = signHandoff(Buffer.from('not-the-store-key-not-the-store-key'), {
      id: String(decoded.id),
      v: visitor,
      u: null,
      p: null,
      exp: Number(decoded.exp),
    });
    expectExpired(await redeem(forged, storeVisitor));
    expectExpired(await redeem(`h2.${claims}.${signature}`, storeVisitor));
    expectExpired(await redeem(`${version}.${claims}.${signature.slice(0, -2)}`, storeVisitor));
    expectExpired(await redeem(`${version}.${claims}`, storeVisitor));
    expectExpired(await redeem('h1.e30.AAAA', storeVisitor));
    // Signed with the store's key for an id that was never issued.
    const key = await handoffKey(server.db, TEST_CONFIG.partners);
    expectExpired(await redeem(signHandoff(key, { id: 'A'.repeat(22), v: visitor, u: null, p: null, exp: Number(decoded.exp) }), storeVisitor));
    // The genuine token is still good after all that.
    expect((await redeem(token, storeVisitor)).status).toBe(200);
  });

  it('refuses wrong content with a readable 400', async () => {
    const visitor = await server.newVisitor();
    expect(await call('/api/handoff/redeem/', { visitor, body: {} })).toMatchObject({ status: 400, json: { status: false, message: ANSWER.handoffTokenRequired } });
    expect(await redeem('', visitor)).toMatchObject({ status: 400, json: { message: ANSWER.handoffTokenRequired } });
    for (const bad of [123, null, ['h1.a.b'], { token: 'x' }, 'h1.a b.c', 'x'.repeat(1001)]) {
      const result = await redeem(bad, visitor);
      expect(result.status, JSON.stringify(bad)).toBe(400);
      expect(result.json.status).toBe(false);
      expect(typeof result.json.message).toBe('string');
    }
    expect((await call('/api/handoff/redeem/', { visitor, body: '{"token":' })).status).toBe(400);
  });

  it("refuses a Visitor-Id the store does not know, leaving the token usable; a store page with none yet gets a visitor of its own with the lines", async () => {
    const partnerVisitor = await server.newVisitor();
    await addLine(partnerVisitor, PRODUCT_A, 1);
    const token = await handoff(partnerVisitor);
    expect(await redeem(token, 'nobody-12345678')).toMatchObject({ status: 400, json: { message: ANSWER.visitorUnknown('Visitor-Id') } });
    const redeemed = await redeem(token, '');
    expect(redeemed.status, JSON.stringify(redeemed.json)).toBe(200);
    const { data } = create(redeemed.json, HandoffRedeemResponse);
    expect(data.pending_login).toBeNull();
    expect(data.visitor_id).not.toBe(partnerVisitor);
    expect(await cartOf('visitor', data.visitor_id)).toEqual({ [PRODUCT_A]: 1 });
    expect((await call('/api/cart/', { visitor: data.visitor_id })).json.cart_counter).toBe(1);
    expect(await cartOf('visitor', partnerVisitor)).toEqual({ [PRODUCT_A]: 1 });
    expectExpired(await redeem(token, ''));
  });
});

describe('the handoff key', () => {
  it('is shared through the database by every API process without HANDOFF_SECRET', async () => {
    const other = createApp({ db: server.db, config: TEST_CONFIG });
    const visitor = await server.newVisitor();
    const made = await callApi({ app: other }, '/api/handoff/', { visitor, body: {} });
    const { token } = create(made.json, HandoffResponse).data;
    expect((await redeem(token, await server.newVisitor())).status).toBe(200);
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM server_secrets WHERE name = 'handoff_hmac_key'");
    expect(rows[0].n).toBe(1);
  });

  it('is HANDOFF_SECRET when set: a token signed under another key is refused', async () => {
    const withSecret = (secret: string) => createApp({ db: server.db, config: { ...TEST_CONFIG, partners: { ...TEST_CONFIG.partners, handoffSecret: secret } } });
    const first = withSecret('a'.repeat(40));
    const second = withSecret('a'.repeat(40));
    const third = withSecret('b'.repeat(40));
    const made = async () => create((await callApi({ app: first }, '/api/handoff/', { visitor: await server.newVisitor(), body: {} })).json, HandoffResponse).data.token;
    const token = await made();
    expectExpired(await callApi({ app: third }, '/api/handoff/redeem/', { visitor: await server.newVisitor(), body: { token } }));
    expectExpired(await redeem(token, await server.newVisitor()));
    expect((await callApi({ app: second }, '/api/handoff/redeem/', { visitor: await server.newVisitor(), body: { token } })).status).toBe(200);
  });
});

describe.skipIf(!onPostgres)('parallel redeems (PostgreSQL)', () => {
  it('give exactly one success for one token', async () => {
    for (let round = 0; round < 3; round += 1) {
      const partnerVisitor = await server.newVisitor();
      await addLine(partnerVisitor, PRODUCT_A, 1);
      const token = await handoff(partnerVisitor);
      const visitors = await Promise.all(Array.from({ length: 12 }, () => server.newVisitor()));
      await Promise.all(visitors.map((visitor) => addLine(visitor, PRODUCT_B, 1)));
      const results = await Promise.all(visitors.map((visitor) => redeem(token, visitor)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const refused of results.filter((r) => r.status !== 200)) expectExpired(refused);
      // Only the winner's cart got the line; the partner page's cart is as it was.
      const carts = await Promise.all(visitors.map((visitor) => cartOf('visitor', visitor)));
      expect(carts.filter((cart) => cart[PRODUCT_A] === 1)).toHaveLength(1);
      expect(await cartOf('visitor', partnerVisitor)).toEqual({ [PRODUCT_A]: 1 });
    }
  });

  it('give exactly one session for one confirmation of a handed-over login', async () => {
    const user = await createTestUser(server.db);
    const storeVisitor = await server.newVisitor();
    const redeemed = await redeem(await handoff(await server.newVisitor(), { user }), storeVisitor);
    const confirmation = create(redeemed.json, HandoffRedeemResponse).data.pending_login?.confirmation ?? '';
    const sessions = await sessionsOf(user);
    const results = await Promise.all(Array.from({ length: 8 }, () => confirm(confirmation, storeVisitor)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) expectLoginRefused(refused);
    expect(await sessionsOf(user)).toBe(sessions + 1);
  });
});
