/**
 * Partners: the PARTNERS setting, allowed origins, GET /api/partners/{code}/, partner
 * attribution of cart changes (only from an allowed Origin), orders crediting the partner, and
 * the staff's orders by partner. The cart handoff is handoff.test.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER, HANDOFF_TTL_SECONDS, HEADER_PARTNER, PARTNER_ATTRIBUTION_DAYS, partnerCodeOf, StaffOrdersResponse } from '@so/contract';
import { create } from 'superstruct';
import { createApp } from '../app.ts';
import { parsePartners, partnerSettingsFromEnv, settingsFromEnv } from '../config.ts';
import { seedContent } from '../content/seed.ts';
import { normalizeOriginPattern, originAllowed } from './origins.ts';
import { DEMO_PARTNER, seedDemoPartner, syncPartners } from './partners.ts';
import { callApi, createTestServer, createTestStaff, createTestUser, TEST_CONFIG, type CallInit, type TestServer, type TestUser } from '../testing.ts';

const PRODUCT = 1005;
const PARTNER_PAGE = 'http://localhost:5173';
const FOREIGN_PAGE = 'https://elsewhere.example';

let server: TestServer;
let staff: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  await seedContent(server.db);
  await seedDemoPartner(server.db);
  await server.db.query('UPDATE products SET stock = 100000 WHERE id = $1', [PRODUCT]);
  staff = await createTestStaff(server.db);
});
afterAll(async () => {
  await server?.close();
});

const call = (path: string, init: CallInit = {}) => callApi(server, path, init);
const fromPage = (origin: string, code = 'DEMO') => ({ [HEADER_PARTNER]: code, Origin: origin });

async function attributionOf(kind: 'visitor' | 'user', id: string | number): Promise<string | null> {
  const { rows } = await server.db.query<{ partner_code: string }>('SELECT partner_code FROM partner_attributions WHERE owner_kind = $1 AND owner_id = $2', [
    kind,
    String(id),
  ]);
  return rows[0]?.partner_code ?? null;
}

async function partnerOfOrder(orderNumber: string): Promise<string | null> {
  const { rows } = await server.db.query<{ partner_code: string | null }>('SELECT partner_code FROM orders WHERE order_id = $1', [orderNumber]);
  expect(rows).toHaveLength(1);
  return rows[0].partner_code;
}

/** A customer with a visitor id whose cart holds PRODUCT, added with `headers`. */
async function shopperWithCart(headers: Record<string, string> = {}): Promise<{ user: TestUser; visitor: string }> {
  const user = await createTestUser(server.db);
  const visitor = await server.newVisitor();
  const added = await call('/api/cart/', { user, visitor, headers, body: { pid: PRODUCT, quantity: 1 } });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  return { user, visitor };
}

async function placeCod(user: TestUser, visitor: string, headers: Record<string, string> = {}): Promise<string> {
  const placed = await call('/api/orders/', { user, visitor, headers, body: { address1: user.addressId, pay_type: 'COD' } });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  const data = placed.json.data as { order_id: string };
  return data.order_id;
}

describe('the contract constants', () => {
  it('attributes for 30 days and hands a cart over for 5 minutes', () => {
    expect(PARTNER_ATTRIBUTION_DAYS).toBe(30);
    expect(HANDOFF_TTL_SECONDS).toBe(300);
    expect(HEADER_PARTNER).toBe('Partner');
  });

  it('reads partner codes in upper case and refuses what cannot be one', () => {
    expect(partnerCodeOf(' ahm1 ')).toBe('AHM1');
    expect(partnerCodeOf('SO_FR-2')).toBe('SO_FR-2');
    for (const bad of ['', '-A', 'A B', 'A'.repeat(33), 'ÄHM', 'A;B', 7, null]) expect(partnerCodeOf(bad)).toBeNull();
  });
});

describe('allowed origins', () => {
  it('normalises patterns: lower case, no trailing slash, no default port, a * port', () => {
    expect(normalizeOriginPattern('HTTPS://Shop.Example/')).toBe('https://shop.example');
    expect(normalizeOriginPattern('https://shop.example:443')).toBe('https://shop.example');
    expect(normalizeOriginPattern('http://localhost:*')).toBe('http://localhost:*');
    expect(normalizeOriginPattern('http://shop.example:8080')).toBe('http://shop.example:8080');
    for (const bad of ['shop.example', 'ftp://shop.example', 'https://shop.example/path', 'https://*.example', 'https://shop.example:99999', 'https://', 'https://a..b', '*']) {
      expect(normalizeOriginPattern(bad), bad).toBeNull();
    }
  });

  it('matches an Origin by scheme, host and port; * takes any port', () => {
    const patterns = ['http://localhost:*', 'https://shop.example', 'http://shop.example:8080'];
    expect(originAllowed(patterns, 'http://localhost:5173')).toBe(true);
    expect(originAllowed(patterns, 'http://localhost')).toBe(true);
    expect(originAllowed(patterns, 'https://shop.example')).toBe(true);
    expect(originAllowed(patterns, 'http://shop.example:8080')).toBe(true);
    expect(originAllowed(patterns, 'https://localhost:5173')).toBe(false);
    expect(originAllowed(patterns, 'http://shop.example')).toBe(false);
    expect(originAllowed(patterns, 'https://shop.example:8443')).toBe(false);
    expect(originAllowed(patterns, 'https://shop.example.evil.test')).toBe(false);
    expect(originAllowed(patterns, 'http://localhost:*')).toBe(false);
    expect(originAllowed(patterns, 'null')).toBe(false);
    expect(originAllowed(patterns, undefined)).toBe(false);
  });
});

describe('the PARTNERS setting', () => {
  it('reads codes, origins, names and stores', () => {
    expect(parsePartners('ahm1=https://franchise.example|https://www.franchise.example,name=SO Ahmedabad,store=3; AHM2=http://localhost:*')).toEqual([
      { code: 'AHM1', name: 'SO Ahmedabad', origins: ['https://franchise.example', 'https://www.franchise.example'], storeId: 3 },
      { code: 'AHM2', name: 'AHM2', origins: ['http://localhost:*'], storeId: null },
    ]);
    expect(parsePartners(undefined)).toEqual([]);
    expect(parsePartners('  ')).toEqual([]);
  });

  it('refuses a malformed value with a readable error', () => {
    expect(() => parsePartners('AHM1')).toThrow(/PARTNERS: no "=" after the partner code in "AHM1"/);
    expect(() => parsePartners('A B=https://a.example')).toThrow(/is not a partner code/);
    expect(() => parsePartners('AHM1=franchise.example')).toThrow(/"franchise.example" is not an origin/);
    expect(() => parsePartners('AHM1=https://a.example/shop')).toThrow(/is not an origin/);
    expect(() => parsePartners('AHM1=https://a.example;ahm1=https://b.example')).toThrow(/listed twice/);
    expect(() => parsePartners('AHM1=https://a.example,store=abc')).toThrow(/store must be a store id/);
    expect(() => parsePartners('AHM1=https://a.example,colour=red')).toThrow(/unknown option/);
    expect(() => parsePartners('AHM1=https://a.example,name=')).toThrow(/name must be/);
  });

  it('refuses a short HANDOFF_SECRET and reads RATE_LIMIT_HANDOFF; the whole settings refuse a bad PARTNERS', () => {
    expect(() => partnerSettingsFromEnv({ HANDOFF_SECRET: 'short' })).toThrow(/HANDOFF_SECRET must be at least 32 characters/);
    expect(partnerSettingsFromEnv({ HANDOFF_SECRET: 'x'.repeat(40), RATE_LIMIT_HANDOFF: '7' })).toMatchObject({ handoffSecret: 'x'.repeat(40), handoffPerHour: 7 });
    expect(partnerSettingsFromEnv({})).toEqual({ partners: [], handoffSecret: null, handoffPerHour: 120 });
    expect(() => settingsFromEnv({ PARTNERS: 'nonsense' })).toThrow(/PARTNERS/);
    expect(settingsFromEnv({ PARTNERS: 'AHM1=https://a.example' }).config.partners.partners).toHaveLength(1);
  });

  it('upserts the setting\'s partners at start and makes those left out inactive', async () => {
    const { rows: stores } = await server.db.query<{ id: number }>('SELECT id FROM stores ORDER BY id DESC LIMIT 1');
    await syncPartners(server.db, parsePartners(`SYNC1=https://one.example,name=One,store=${stores[0].id};SYNC2=https://two.example`));
    expect((await call('/api/partners/sync1/')).json).toEqual({ status: true, data: { code: 'SYNC1', name: 'One', store_id: stores[0].id } });
    await syncPartners(server.db, parsePartners('SYNC2=https://two.example|https://www.two.example,name=Two'));
    expect((await call('/api/partners/SYNC1/')).status).toBe(404);
    expect((await call('/api/partners/SYNC2/')).json).toEqual({ status: true, data: { code: 'SYNC2', name: 'Two', store_id: null } });
    // The demo partner is not the setting's: it stays.
    expect((await call('/api/partners/DEMO/')).status).toBe(200);
    await syncPartners(server.db, []);
    expect((await call('/api/partners/SYNC2/')).status).toBe(404);
  });
});

describe('GET /api/partners/{code}/', () => {
  it("answers the demo partner with the store locator's first store", async () => {
    const { rows } = await server.db.query<{ id: number }>('SELECT id FROM stores ORDER BY id LIMIT 1');
    const answer = await call('/api/partners/DEMO/');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: true, data: { code: 'DEMO', name: DEMO_PARTNER.name, store_id: rows[0].id } });
    expect((await call('/api/partners/demo')).json.data).toMatchObject({ code: 'DEMO' });
  });

  it('seeds the demo partner once', async () => {
    expect(await seedDemoPartner(server.db)).toBe(false);
  });

  it('answers 404 {status:false,message} for an unknown or inactive partner, 400 for what cannot be a code', async () => {
    expect(await call('/api/partners/NOBODY/')).toMatchObject({ status: 404, json: { status: false, message: ANSWER.partnerNotFound } });
    await server.db.query("INSERT INTO partners (code, name, origins, active) VALUES ('GONE', 'Gone', '{}', false)");
    expect(await call('/api/partners/GONE/')).toMatchObject({ status: 404, json: { status: false, message: ANSWER.partnerNotFound } });
    expect(await call(`/api/partners/${encodeURIComponent('no good!')}/`)).toMatchObject({ status: 400, json: { status: false, message: ANSWER.partnerCodeInvalid } });
    expect((await call(`/api/partners/${'A'.repeat(40)}/`)).status).toBe(400);
  });
});

describe('CORS', () => {
  it('allows the Partner header, and pages of configured partners even with CORS_ORIGINS set', async () => {
    const app = createApp({
      db: server.db,
      config: { ...TEST_CONFIG, corsOrigins: ['https://store.example'], partners: { ...TEST_CONFIG.partners, partners: parsePartners('AHM1=https://franchise.example') } },
    });
    const preflight = (origin: string) =>
      app.request('/api/cart/', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'partner,visitor-id' } });
    const partnerPage = await preflight('https://franchise.example');
    expect(partnerPage.headers.get('Access-Control-Allow-Origin')).toBe('https://franchise.example');
    expect((partnerPage.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase()).toContain('partner');
    expect((await preflight('https://store.example')).headers.get('Access-Control-Allow-Origin')).toBe('https://store.example');
    expect((await preflight('https://other.example')).headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('attribution of cart changes', () => {
  it('records the partner against the visitor and the user when the Origin is one of the partner\'s', async () => {
    const { user, visitor } = await shopperWithCart(fromPage(PARTNER_PAGE));
    expect(await attributionOf('visitor', visitor)).toBe('DEMO');
    expect(await attributionOf('user', user.id)).toBe('DEMO');
  });

  it('also on a quantity change, for a visitor without a login', async () => {
    const visitor = await server.newVisitor();
    expect((await call('/api/cart/', { visitor, body: { pid: PRODUCT, quantity: 1 } })).status).toBe(200);
    expect(await attributionOf('visitor', visitor)).toBeNull();
    const { rows } = await server.db.query<{ id: number }>("SELECT id FROM cart_items WHERE owner_kind = 'visitor' AND owner_id = $1", [visitor]);
    const patched = await call(`/api/cart/${rows[0].id}/`, { method: 'PATCH', visitor, headers: fromPage('http://127.0.0.1:8080'), body: { quantity: 3 } });
    expect(patched.status).toBe(200);
    expect(await attributionOf('visitor', visitor)).toBe('DEMO');
  });

  it('ignores, without an error, a foreign Origin, no Origin, an unknown code, an inactive partner and a failed change', async () => {
    for (const headers of [fromPage(FOREIGN_PAGE), { [HEADER_PARTNER]: 'DEMO' }, fromPage(PARTNER_PAGE, 'NOBODY'), fromPage(PARTNER_PAGE, 'GONE'), fromPage(PARTNER_PAGE, '!!')]) {
      const visitor = await server.newVisitor();
      const added = await call('/api/cart/', { visitor, headers, body: { pid: PRODUCT, quantity: 1 } });
      expect(added.status, JSON.stringify(headers)).toBe(200);
      expect(await attributionOf('visitor', visitor)).toBeNull();
    }
    const visitor = await server.newVisitor();
    expect((await call('/api/cart/', { visitor, headers: fromPage(PARTNER_PAGE), body: { pid: 1004, quantity: 1 } })).status).toBe(400);
    expect(await attributionOf('visitor', visitor)).toBeNull();
  });

  it('lets the last touch win', async () => {
    await server.db.query("INSERT INTO partners (code, name, origins) VALUES ('SECOND', 'Second', '{http://localhost:*}') ON CONFLICT DO NOTHING");
    const { visitor } = await shopperWithCart(fromPage(PARTNER_PAGE));
    expect((await call('/api/cart/', { visitor, headers: fromPage(PARTNER_PAGE, 'second'), body: { pid: PRODUCT, quantity: 1 } })).status).toBe(200);
    expect(await attributionOf('visitor', visitor)).toBe('SECOND');
  });
});

describe('orders credit the partner', () => {
  it('from the attribution of the visitor, then ends it', async () => {
    const { user, visitor } = await shopperWithCart(fromPage(PARTNER_PAGE));
    // Placed on the store's own site: no Partner header.
    expect(await partnerOfOrder(await placeCod(user, visitor))).toBe('DEMO');
    expect(await attributionOf('visitor', visitor)).toBeNull();
    expect(await attributionOf('user', user.id)).toBeNull();
    await call('/api/cart/', { user, visitor, body: { pid: PRODUCT, quantity: 1 } });
    expect(await partnerOfOrder(await placeCod(user, visitor))).toBeNull();
  });

  it("from the attribution of the logged-in user when the order comes with another visitor id", async () => {
    const { user } = await shopperWithCart(fromPage(PARTNER_PAGE));
    expect(await partnerOfOrder(await placeCod(user, await server.newVisitor()))).toBe('DEMO');
  });

  it('from the Partner header of the order itself, only with an allowed Origin', async () => {
    const plain = await shopperWithCart();
    expect(await partnerOfOrder(await placeCod(plain.user, plain.visitor, fromPage(PARTNER_PAGE)))).toBe('DEMO');
    const foreign = await shopperWithCart();
    expect(await partnerOfOrder(await placeCod(foreign.user, foreign.visitor, fromPage(FOREIGN_PAGE)))).toBeNull();
    const unknown = await shopperWithCart();
    expect(await partnerOfOrder(await placeCod(unknown.user, unknown.visitor, fromPage(PARTNER_PAGE, 'NOBODY')))).toBeNull();
  });

  it(`not after ${PARTNER_ATTRIBUTION_DAYS} days`, async () => {
    const { user, visitor } = await shopperWithCart(fromPage(PARTNER_PAGE));
    await server.db.query(`UPDATE partner_attributions SET attributed_at = now() - make_interval(days => $1) WHERE owner_id IN ($2, $3)`, [
      PARTNER_ATTRIBUTION_DAYS + 1,
      visitor,
      String(user.id),
    ]);
    expect(await partnerOfOrder(await placeCod(user, visitor))).toBeNull();
    const recent = await shopperWithCart(fromPage(PARTNER_PAGE));
    await server.db.query(`UPDATE partner_attributions SET attributed_at = now() - make_interval(days => $1) WHERE owner_id IN ($2, $3)`, [
      PARTNER_ATTRIBUTION_DAYS - 1,
      recent.visitor,
      String(recent.user.id),
    ]);
    expect(await partnerOfOrder(await placeCod(recent.user, recent.visitor))).toBe('DEMO');
  });

  it('through the online payment link too', async () => {
    const { user, visitor } = await shopperWithCart(fromPage(PARTNER_PAGE));
    const link = await call('/api/get-order-payment-link/', {
      user,
      visitor,
      form: { txnid: `PART${Date.now()}`, billing_address: String(user.addressId), voucherCode: '', is_a_gift: 'false', giftMessage: '', used_coin: '0' },
    });
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    expect(await partnerOfOrder(String(link.json.order_id))).toBe('DEMO');
  });
});

describe('GET /api/staff/orders?partner=', () => {
  it("lists one partner's orders, each row with its partner code", async () => {
    const credited = await shopperWithCart(fromPage(PARTNER_PAGE));
    const creditedOrder = await placeCod(credited.user, credited.visitor);
    const own = await shopperWithCart();
    const ownOrder = await placeCod(own.user, own.visitor);

    const byPartner = await call('/api/staff/orders?partner=demo&page_size=100', { user: staff });
    expect(byPartner.status).toBe(200);
    const list = create(byPartner.json, StaffOrdersResponse);
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.count).toBe(list.data.length);
    expect(list.data.every((row) => row.partner_code === 'DEMO')).toBe(true);
    expect(list.data.map((row) => row.order_id)).toContain(creditedOrder);
    expect(list.data.map((row) => row.order_id)).not.toContain(ownOrder);

    const all = create((await call('/api/staff/orders?page_size=100', { user: staff })).json, StaffOrdersResponse);
    expect(all.data.find((row) => row.order_id === ownOrder)?.partner_code).toBeNull();
    expect(all.data.find((row) => row.order_id === creditedOrder)?.partner_code).toBe('DEMO');

    expect(create((await call('/api/staff/orders?partner=NOBODY', { user: staff })).json, StaffOrdersResponse)).toMatchObject({ count: 0, data: [] });
    expect((await call('/api/staff/orders?partner=Pending&status=Pending', { user: staff })).status).toBe(200);
  });

  it('refuses what cannot be a partner code, and customers', async () => {
    expect(await call(`/api/staff/orders?partner=${encodeURIComponent('no good!')}`, { user: staff })).toMatchObject({
      status: 400,
      json: { status: false, message: ANSWER.partnerCodeInvalid },
    });
    expect((await call('/api/staff/orders?partner=DEMO', { user: await createTestUser(server.db) })).status).toBe(403);
  });
});
