import { seedGeo } from './geo/seed.ts';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { Hono } from 'hono';
import { serve } from '@hono/node-server';
import {
  addDays,
  appointmentStartOf,
  calendarDate,
  COMPANY_ID,
  HEADER_COMPANY_ID,
  HEADER_VISITOR_ID,
  weekDayOf,
  type AppointmentInput,
  type Endpoint as TableEntry,
} from '@so/contract';
import { createApp } from './app.ts';
import { DEFAULT_APPOINTMENTS, DEFAULT_ELITE_PLAN, DEFAULT_ENQUIRIES, DEFAULT_PARTNERS, DEFAULT_SUBSCRIPTIONS, SANDBOX_PAYMENTS } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openPglite, pgliteSnapshot } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import type { Db } from './db/types.ts';
import type { AccountSettings, ServerConfig } from './deps.ts';
import { seed } from './seed/seed.ts';
import { createSession } from './accounts/sessions.ts';
import { changeCoins } from './orders/ledger.ts';
import type { FetchLike } from './payments/refunds.ts';

export interface TestServer {
  app: Hono;
  db: Db;
  /**
   * GET/POST helper that sends the store headers (Company-Id, and Visitor-Id when given), as a
   * client on this machine (socket address 127.0.0.1) unless `peer` names another address.
   */
  call(path: string, init?: { method?: string; body?: unknown; visitor?: string; headers?: Record<string, string>; peer?: string }): Promise<Response>;
  /** A fresh visitor id from GET /api/user/visitor/. */
  newVisitor(): Promise<string>;
  /** The private PostgreSQL schema of this server (DATABASE_URL set), else null (PGlite). */
  schema: string | null;
  close(): Promise<void>;
}

/** Account settings of tests: captcha off, limits high enough not to get in the way, X-Forwarded-For trusted. */
export const TEST_ACCOUNTS: AccountSettings = {
  captcha: 'off',
  captchaHmacKey: 'test-hmac-key',
  recaptchaSecret: null,
  recaptchaSiteKey: null,
  smtpUrl: null,
  mailFrom: 'SO Organic Store <no-reply@soorganic.test>',
  storeUrl: 'http://store.test',
  trustProxyHops: 1,
  sessionMaxDays: 90,
  limits: { otpPerNumber: 1000, otpPerIp: 1000, signin: 1000 },
};

export const TEST_CONFIG: ServerConfig = {
  storeMode: 'demo',
  frameAncestors: "'none'",
  corsOrigins: null,
  staticDir: null,
  mediaDir: null,
  logErrors: true,
  accounts: TEST_ACCOUNTS,
  payments: SANDBOX_PAYMENTS,
  elite: DEFAULT_ELITE_PLAN,
  subscriptions: DEFAULT_SUBSCRIPTIONS,
  // Limit raised like the sign-in limit: the suites send many enquiries from one address.
  enquiries: { ...DEFAULT_ENQUIRIES, limitPerHour: 1000, mailbox: 'care@soorganic.test' },
  // Limits raised like the others: the suites book many times from one address and one account
  // (appointments.test.ts checks the store's own limits with an app of its own).
  appointments: { ...DEFAULT_APPOINTMENTS, openPerAccount: 1000, perAccountPerHour: 1000, perAddressPerHour: 1000 },
  // Limit raised like the others: the suites ask for many handoffs from one address.
  partners: { ...DEFAULT_PARTNERS, handoffPerHour: 1000 },
};

/** What every test server's database holds before its tests: the schema, the demo catalogue and India's places. */
async function prepareDatabase(db: Db): Promise<void> {
  await migrate(db);
  await seed(db);
  await seedGeo(db);
}

/**
 * The file holding a PGlite data directory already prepared (prepareDatabase), made once per run
 * by the server suite's global setup (test-database.ts). A PGlite started from it skips initdb,
 * the migrations and the seed: ~2 s of every test server on a 2-core machine. Without it (a
 * test file run by other means), each server prepares its own.
 */
export const PGLITE_SNAPSHOT_ENV = 'SO_TEST_PGLITE_SNAPSHOT';

/** Writes the prepared database's data directory to `file` (the suite's global setup). */
export async function writePgliteSnapshot(file: string): Promise<void> {
  const dump = await pgliteSnapshot(prepareDatabase);
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
}

/**
 * A migrated, seeded server for one test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a private schema `t_<random>` on that PostgreSQL server (dropped by close()).
 */
export async function createTestServer(config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const url = process.env.DATABASE_URL;
  let db: Db;
  let dropSchema: (() => Promise<void>) | null = null;
  let schemaName: string | null = null;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    schemaName = schema;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = openPostgres({ connectionString: url, schema, max: 12 });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    };
    await prepareDatabase(db);
  } else {
    const snapshot = process.env[PGLITE_SNAPSHOT_ENV];
    if (snapshot && existsSync(snapshot)) {
      db = await openPglite('memory://', { loadDataDir: new Blob([readFileSync(snapshot)]) });
    } else {
      db = await openPglite('memory://');
      await prepareDatabase(db);
    }
  }
  const app = createApp({ db, config: { ...TEST_CONFIG, ...config } });
  const call: TestServer['call'] = (path, init = {}) => {
    const headers: Record<string, string> = { [HEADER_COMPANY_ID]: String(COMPANY_ID), ...init.headers };
    if (init.visitor) headers[HEADER_VISITOR_ID] = init.visitor;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const env = { incoming: { socket: { remoteAddress: init.peer ?? '127.0.0.1' } } };
    return Promise.resolve(app.request(path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }, env));
  };
  return {
    app,
    db,
    call,
    schema: schemaName,
    async newVisitor() {
      const response = await call('/api/user/visitor/');
      const json: unknown = await response.json();
      if (typeof json === 'object' && json !== null && 'visitor_id' in json && typeof json.visitor_id === 'string') return json.visitor_id;
      throw new Error('GET /api/user/visitor/ returned no visitor_id');
    },
    async close() {
      await db.close();
      if (dropSchema) await dropSchema();
    },
  };
}

// ─── Users, carts and coins for order tests ───────────────────────

export interface TestUser {
  id: number;
  contactId: number;
  email: string;
  mobile: string;
  token: string;
  /** Their one address (default). */
  addressId: number;
  /** Authorization header of the user's session. */
  headers: Record<string, string>;
}

export interface TestUserOptions {
  /** City of the address, by name (default Ahmedabad: free shipping). */
  city?: string;
  /** An SO Elite member today (a membership period from today). */
  elite?: boolean;
  /** Starting coin balance (an 'adjustment' ledger entry). */
  coins?: number;
  isWallet?: boolean;
}

let testUserCounter = 0;

/**
 * A customer with a session token and one address, written straight to the database (no password
 * hashing, no login calls), so concurrency tests can make hundreds quickly.
 */
export async function createTestUser(db: Db, options: TestUserOptions = {}): Promise<TestUser> {
  testUserCounter += 1;
  const tag = `${randomBytes(4).toString('hex')}${testUserCounter}`;
  const email = `buyer-${tag}@example.test`;
  const digits = `7${String(Number.parseInt(randomBytes(4).toString('hex'), 16) % 1_000_000_000).padStart(9, '0')}`;
  const mobile = `+91${digits}`;
  const city = options.city ?? 'Ahmedabad';
  const geo = await db.query<{ id: number; state_id: number; country_id: number }>(
    'SELECT ci.id, ci.state_id, st.country_id FROM cities ci JOIN states st ON st.id = ci.state_id WHERE ci.name = $1 ORDER BY ci.id LIMIT 1',
    [city],
  );
  if (geo.rows.length === 0) throw new Error(`no city named ${city}`);
  const { id: cityId, state_id: stateId, country_id: countryId } = geo.rows[0];
  return db.transaction(async (tx) => {
    const user = await tx.query<{ id: number; contact_id: number }>(
      `INSERT INTO users (email, first_name, last_name, mobile, password_hash, is_wallet)
       VALUES ($1, 'Test', 'Buyer', $2, 'no-login', $3) RETURNING id, contact_id`,
      [email, mobile, options.isWallet ?? true],
    );
    const { id, contact_id: contactId } = user.rows[0];
    if (options.elite) {
      // A member today: one month of membership from today (no payment; elite.test.ts buys it).
      await tx.query(
        `INSERT INTO elite_memberships (user_id, start_date, end_date)
         SELECT $1, d, (d + interval '1 month')::date - 1 FROM (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS d) today`,
        [id],
      );
    }
    const address = await tx.query<{ id: number }>(
      `INSERT INTO addresses (user_id, address_tags, full_name, mobile, address_line_1, address_line_2, city_id, state_id, country_id, postal_code, is_default)
       VALUES ($1, 'Home', 'Test Buyer', $2, '1 Test Street', 'Test Area', $3, $4, $5, '380001', true) RETURNING id`,
      [id, mobile, cityId, stateId, countryId],
    );
    const token = await createSession(tx, id);
    if (options.coins && options.coins > 0) await changeCoins(tx, id, options.coins, 'adjustment', null);
    return { id, contactId, email, mobile, token, addressId: address.rows[0].id, headers: { Authorization: `Token ${token}` } };
  });
}

/** Puts products straight into a user's cart (quantities replace existing lines). */
export async function fillCart(db: Db, userId: number, lines: readonly { productId: number; quantity: number }[]): Promise<void> {
  for (const line of lines) {
    await db.query(
      `INSERT INTO cart_items (owner_kind, owner_id, product_id, quantity) VALUES ('user', $1, $2, $3)
       ON CONFLICT (owner_kind, owner_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
      [String(userId), line.productId, line.quantity],
    );
  }
}

export interface CallInit {
  method?: string;
  /** JSON body. */
  body?: unknown;
  /** multipart/form-data body (the payment-link calls). */
  form?: Record<string, string>;
  /** application/x-www-form-urlencoded body (the gateway callback). */
  urlencoded?: Record<string, string>;
  /** Sends this user's token. */
  user?: Pick<TestUser, 'headers'>;
  visitor?: string;
  headers?: Record<string, string>;
  /** The socket address the request comes from (default 127.0.0.1, this machine). */
  peer?: string;
}

export interface CallResult {
  status: number;
  /** The JSON body (an empty object when the answer is not JSON). */
  json: Record<string, unknown>;
  headers: Headers;
}

/** One request to the test server with the store headers, a user's token and any kind of body. */
export async function callApi(server: Pick<TestServer, 'app'>, path: string, init: CallInit = {}): Promise<CallResult> {
  const headers: Record<string, string> = { [HEADER_COMPANY_ID]: String(COMPANY_ID), ...init.user?.headers, ...init.headers };
  if (init.visitor) headers[HEADER_VISITOR_ID] = init.visitor;
  let body: string | FormData | undefined;
  if (init.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(init.form)) form.append(key, value);
    body = form;
  } else if (init.urlencoded) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.urlencoded).toString();
  } else if (init.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  const env = { incoming: { socket: { remoteAddress: init.peer ?? '127.0.0.1' } } };
  const response = await server.app.request(path, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body }, env);
  const text = await response.text();
  let json: Record<string, unknown> = {};
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) json = Object.fromEntries(Object.entries(parsed));
  }
  return { status: response.status, json, headers: response.headers };
}

/**
 * The PayU-shaped callback a gateway posts for the signed request a payment URL carries, ending in
 * `status`; `changes` replace fields (the reverse hash is computed over the changed fields, unless
 * `changes.hash` replaces it too).
 */
export function gatewayCallbackFor(paymentUrl: string, status: 'success' | 'failure', changes: Record<string, string> = {}, salt = SANDBOX_PAYMENTS.salt): Record<string, string> {
  const query = new URL(paymentUrl).searchParams;
  const fields: Record<string, string> = {};
  for (const name of ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5']) fields[name] = changes[name] ?? query.get(name) ?? '';
  const { key, txnid, amount, productinfo, firstname, email, udf1, udf2, udf3, udf4, udf5 } = fields;
  const hash = createHash('sha512')
    .update([salt, status, '', '', '', '', '', udf5, udf4, udf3, udf2, udf1, email, firstname, productinfo, amount, txnid, key].join('|'))
    .digest('hex');
  return { ...fields, status, mihpayid: '403993715531234567', mode: 'UPI', hash: changes.hash ?? hash };
}

/** A product's price (base + GST) per unit, in paise, as the database has it now. */
export async function productPricePaise(db: Db, id: number): Promise<number> {
  const { rows } = await db.query<{ p: number }>('SELECT base_price_paise + gst_paise AS p FROM products WHERE id = $1', [id]);
  return rows[0].p;
}

/** Every message the outbox holds for `to` (an e-mail or a +91 number), oldest first. */
export async function outboxTo(db: Db, to: string): Promise<{ channel: string; subject: string; body: string }[]> {
  const { rows } = await db.query<{ channel: string; subject: string; body: string }>('SELECT channel, subject, body FROM outbox WHERE "to" = $1 ORDER BY id', [to]);
  return rows;
}

/** Sets a subscription's next (and shifted) delivery date straight in the database (the scheduler's tests). */
export async function setSubscriptionDates(db: Db, id: number, next: string, shifted: string | null = null, shiftUsed = shifted !== null): Promise<void> {
  await db.query('UPDATE subscriptions SET next_delivery_date = $2::date, shifted_delivery_date = $3::date, shift_used = $4 WHERE id = $1', [id, next, shifted, shiftUsed]);
}

/** The newest 6-digit code texted to `mobile` (from the outbox). */
export async function lastSmsCode(db: Db, mobile: string): Promise<string> {
  const { rows } = await db.query<{ body: string }>(`SELECT body FROM outbox WHERE channel = 'sms' AND "to" = $1 ORDER BY id DESC LIMIT 1`, [mobile]);
  const match = /\b(\d{6})\b/.exec(rows[0]?.body ?? '');
  if (!match) throw new Error(`no code texted to ${mobile}`);
  return match[1];
}

// ─── Several API processes on one PostgreSQL schema (concurrency tests) ─────

/** Environment variable naming the schema of a test API process. */
export const TEST_PROCESS_SCHEMA_ENV = 'TEST_DB_SCHEMA';
/** The line a test API process prints once it listens: `${TEST_PROCESS_READY} <port>`. */
export const TEST_PROCESS_READY = 'TEST_API_LISTENING';

/**
 * The body of a child API process for multi-process tests: DATABASE_URL with the schema in
 * TEST_DB_SCHEMA (already migrated and seeded by the test), TEST_CONFIG, a random port on
 * 127.0.0.1. No migrations, seeding or media warm-up, so it starts in well under a second.
 * Prints `TEST_API_LISTENING <port>`; SIGTERM stops it.
 */
export async function serveTestProcess(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const url = env.DATABASE_URL;
  const schema = env[TEST_PROCESS_SCHEMA_ENV];
  if (!url || !schema || !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`serveTestProcess needs DATABASE_URL and ${TEST_PROCESS_SCHEMA_ENV}`);
  const db = openPostgres({ connectionString: url, schema, max: 10 });
  const app = createApp({ db, config: { ...TEST_CONFIG, logErrors: true } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    console.log(`${TEST_PROCESS_READY} ${info.port}`);
  });
  process.on('SIGTERM', () => {
    server.close(() => {
      db.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}

// ─── Endpoints and shoppers for the fuzz and contract tests ─────────────────

export interface Endpoint {
  method: string;
  /** Hono's path pattern, e.g. /api/cart/:itemId. */
  path: string;
}

export const endpointKey = (endpoint: Endpoint): string => `${endpoint.method} ${endpoint.path}`;

/**
 * Every /api endpoint `app` registers (method and path pattern, each once, in registration
 * order), read from app.routes: middleware and catch-alls (paths ending in `*`) are left out.
 */
export function apiEndpoints(app: Hono): Endpoint[] {
  const seen = new Set<string>();
  const endpoints: Endpoint[] = [];
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || route.path.endsWith('*')) continue;
    const endpoint = { method: route.method, path: route.path };
    const key = endpointKey(endpoint);
    if (seen.has(key)) continue;
    seen.add(key);
    endpoints.push(endpoint);
  }
  return endpoints;
}

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)(?:\{[^}]*\})?\??/g;

/** The names of a path pattern's parameters (`:id`, `:id{[0-9]+}`, `:id?`). */
export function pathParams(path: string): string[] {
  return Array.from(path.matchAll(PATH_PARAM), (match) => match[1]);
}

/** The key the app registers an entry of the endpoint table under: under /api, no trailing slash (`PATCH /api/cart/:itemId`). */
export const tableEntryKey = (entry: Pick<TableEntry, 'method' | 'path'>): string => `${entry.method} /api${entry.path.replace(/(.)\/+$/, '$1')}`;

/**
 * An endpoint key (`GET /api/cart/:itemId`) with its parameter names blanked (`GET /api/cart/:`),
 * so tables keyed by endpoint survive a parameter being renamed.
 */
export function endpointShape(key: string): string {
  return key.replace(PATH_PARAM, ':');
}

/** A path pattern with its parameters replaced by `values` (inserted as given: encode them first). */
export function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(PATH_PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${path}`);
    return value;
  });
}

/** A customer (createTestUser) who is also store staff. */
export async function createTestStaff(db: Db): Promise<TestUser> {
  const user = await createTestUser(db);
  await db.query('UPDATE users SET is_staff = true WHERE id = $1', [user.id]);
  return user;
}

/** The product of every shopper's cart: ₹386 a unit, its stock raised so no test runs out. */
export const SHOPPER_PRODUCT = 1005;
const SHOPPER_STOCK = 1_000_000;

export interface TestShopper {
  user: TestUser;
  /** A line of their cart: 2 × SHOPPER_PRODUCT. */
  cartItemId: number;
  /** A placed Cash on Delivery order, invoiced (its invoice PDF is ready). */
  orderNumber: string;
  /** An unpaid online order and its payment: txnid and the gateway's payer page URL. */
  onlineOrderNumber: string;
  txnid: string;
  paymentUrl: string;
  /** An unpaid SO Elite payment: its txnid and payer page URL. */
  eliteTxnid: string;
  elitePaymentUrl: string;
}

let shopperCounter = 0;

/**
 * A customer with everything the endpoints need: coins, an address, a cart line, an invoiced COD
 * order and an unpaid online order with its payment link (both placed through the API).
 */
export async function createTestShopper(server: Pick<TestServer, 'app' | 'db'>, options: TestUserOptions = {}): Promise<TestShopper> {
  shopperCounter += 1;
  const { db } = server;
  await db.query('UPDATE products SET stock = GREATEST(COALESCE(stock, 0), $2) WHERE id = $1', [SHOPPER_PRODUCT, SHOPPER_STOCK]);
  const user = await createTestUser(db, { coins: 500, ...options });
  const fill = () => fillCart(db, user.id, [{ productId: SHOPPER_PRODUCT, quantity: 2 }]);
  await fill();
  const order = await callApi(server, '/api/orders/', { user, body: { address1: user.addressId, pay_type: 'COD', client_key: `shopper-${user.id}` } });
  const data = order.json.data;
  const orderNumber = typeof data === 'object' && data !== null && 'order_id' in data ? String(data.order_id) : '';
  if (order.status !== 201 || !orderNumber) throw new Error(`POST /api/orders/ answered ${order.status}`);
  await db.query('UPDATE orders SET is_invoiced = true, invoiced_at = now() WHERE order_id = $1', [orderNumber]);
  await fill();
  const txnid = `SHOP${Date.now()}${shopperCounter}`;
  const link = await callApi(server, '/api/get-order-payment-link/', {
    user,
    form: { txnid, billing_address: String(user.addressId), voucherCode: '', is_a_gift: 'false', giftMessage: '', used_coin: '0' },
  });
  if (link.status !== 200 || typeof link.json.payment_url !== 'string') throw new Error(`POST /api/get-order-payment-link/ answered ${link.status}`);
  await fill();
  const eliteTxnid = `ELT${Date.now()}${shopperCounter}`;
  const elite = await callApi(server, '/api/get-subscription-payment-link/', { user, body: { txnid: eliteTxnid } });
  if (elite.status !== 200 || typeof elite.json.payment_url !== 'string') throw new Error(`POST /api/get-subscription-payment-link/ answered ${elite.status}`);
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM cart_items WHERE owner_kind = 'user' AND owner_id = $1 AND product_id = $2",
    [String(user.id), SHOPPER_PRODUCT],
  );
  return {
    user,
    cartItemId: rows[0].id,
    orderNumber,
    onlineOrderNumber: String(link.json.order_id),
    txnid,
    paymentUrl: link.json.payment_url,
    eliteTxnid,
    elitePaymentUrl: elite.json.payment_url,
  };
}

// ─── A recording fetch for the gateway adapters' API calls ──────────────────

/** One call a gateway adapter made. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** A fetch (FetchLike) that records each call and answers `status` with `body` (an Error: the network fails). */
export function fetchRecorder(status: number, body: string | Error): { calls: RecordedCall[]; fetchImpl: FetchLike } {
  const calls: RecordedCall[] = [];
  const fetchImpl: FetchLike = (url, init) => {
    calls.push({ url, method: init.method, headers: init.headers, body: init.body });
    if (body instanceof Error) return Promise.reject(body);
    return Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body) });
  };
  return { calls, fetchImpl };
}

/** The directives of a Content-Security-Policy header by name (header tests). */
export function cspDirectives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/**
 * A Vaidya booking as the form sends it, at `hour` (a demo slot, 10 to 16) on the first Monday
 * from the day after tomorrow; `more` changes or adds fields.
 */
export function testAppointment(hour: number, more: Partial<AppointmentInput> = {}): AppointmentInput {
  let day = addDays(calendarDate(), 2);
  while (weekDayOf(day) !== 1) day = addDays(day, 1);
  return {
    event_type: 'Appointment',
    category: 'Online',
    start_datetime: appointmentStartOf(day, hour),
    name: 'Test Patient',
    country_id: 104,
    email: 'test-appointment@example.test',
    mobile: '+919812345678',
    gender: 'Female',
    age_group: '45 to 60',
    problem_suffering_from: 'Joint Muscle & Bone Care',
    problem_description: 'Knee pain in the mornings',
    landmark: 'Near the lake',
    ...more,
  };
}
