import { seedGeo } from './geo/seed.ts';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Hono } from 'hono';
import { COMPANY_ID, HEADER_COMPANY_ID, HEADER_VISITOR_ID } from '@so/api/constants';
import { createApp } from './app.ts';
import { SANDBOX_PAYMENTS } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import type { Db } from './db/types.ts';
import type { AccountSettings, ServerConfig } from './deps.ts';
import { seed } from './seed/seed.ts';

export interface TestServer {
  app: Hono;
  db: Db;
  /** GET/POST helper that sends the store headers (Company-Id, and Visitor-Id when given). */
  call(path: string, init?: { method?: string; body?: unknown; visitor?: string; headers?: Record<string, string> }): Promise<Response>;
  /** A fresh visitor id from GET /api/user/visitor/. */
  newVisitor(): Promise<string>;
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
  trustProxy: true,
  limits: { otpPerNumber: 1000, otpPerIp: 1000, signin: 1000 },
};

export const TEST_CONFIG: ServerConfig = {
  storeMode: 'demo',
  corsOrigins: null,
  staticDir: null,
  mediaDir: null,
  logErrors: true,
  accounts: TEST_ACCOUNTS,
  payments: SANDBOX_PAYMENTS,
};

/**
 * A migrated, seeded server for one test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a private schema `t_<random>` on that PostgreSQL server (dropped by close()).
 */
export async function createTestServer(config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const url = process.env.DATABASE_URL;
  let db: Db;
  let dropSchema: (() => Promise<void>) | null = null;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
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
  } else {
    db = await openPglite('memory://');
  }
  await migrate(db);
  await seed(db);
  await seedGeo(db);
  const app = createApp({ db, config: { ...TEST_CONFIG, ...config } });
  const call: TestServer['call'] = (path, init = {}) => {
    const headers: Record<string, string> = { [HEADER_COMPANY_ID]: String(COMPANY_ID), ...init.headers };
    if (init.visitor) headers[HEADER_VISITOR_ID] = init.visitor;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    return Promise.resolve(app.request(path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }));
  };
  return {
    app,
    db,
    call,
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
