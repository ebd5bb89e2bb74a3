import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { create, type Struct } from 'superstruct';
import {
  AddressListResponse,
  AddressSaveResponse,
  ANSWER,
  CartResponse,
  EliteCheckResponse,
  EliteListResponse,
  LoginResponse,
  MSG,
  ProfileResponse,
  ProfileUpdateResponse,
  RatingListResponse,
  StatusOnly,
} from '@so/contract';
import { hashPassword, verifyPassword } from './passwords.ts';
import { MSG_FORBIDDEN_CHARACTERS } from '../http/guard.ts';
import { DEMO_USERS, seedDemoUsers } from './seedUsers.ts';
import { SEED_IDS } from '../seed/seed.ts';
import { createApp } from '../app.ts';
import type { ServerConfig } from '../deps.ts';
import { callApi, createTestServer, TEST_ACCOUNTS, TEST_CONFIG, type TestServer } from '../testing.ts';

let server: TestServer;
/** Every response body text seen (for the no-secret scan), with whether it was a login answer. */
const seen: { path: string; text: string }[] = [];
const passwordsUsed = new Set<string>();
/** Everything the server wrote to the console while this file ran (for the no-secret scan). */
const logged: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    const original = console[method].bind(console);
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack ?? ''}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
      original(...args);
    });
  }
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Init = { method?: string; body?: unknown; visitor?: string; token?: string; ip?: string; peer?: string };

async function call(path: string, init: Init = {}): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'X-Forwarded-For': init.ip ?? '10.0.0.1' };
  if (init.token) headers.Authorization = `Token ${init.token}`;
  for (const key of ['password', 'confirm_password', 'new_password', 'old_password']) {
    const body = init.body as Record<string, unknown> | undefined;
    if (body && typeof body[key] === 'string' && (body[key] as string).length >= 8) passwordsUsed.add(body[key] as string);
  }
  const response = await server.call(path, { method: init.method, body: init.body, visitor: init.visitor, headers, peer: init.peer });
  const text = await response.text();
  seen.push({ path, text });
  return { status: response.status, json: JSON.parse(text) as Record<string, unknown> };
}

/** Another app on the same database with other settings (limits, mode). */
function withConfig(config: Partial<ServerConfig>) {
  const app = createApp({ db: server.db, config: { ...TEST_CONFIG, ...config } });
  return {
    call: (path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) =>
      Promise.resolve(
        app.request(path, {
          method: init.body === undefined ? 'GET' : 'POST',
          headers: { 'Content-Type': 'application/json', ...init.headers },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        }),
      ),
  };
}

function valid<T>(json: unknown, schema: Struct<T, unknown>): T {
  return create(json, schema);
}

let seq = 0;
function uniqueMobile(): string {
  seq += 1;
  return `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq).padStart(2, '0')}`;
}

interface MadeUser {
  id: number;
  email: string;
  password: string;
  mobile: string;
}

async function makeUser(overrides: Partial<{ email: string; password: string; is_staff: boolean }> = {}): Promise<MadeUser> {
  seq += 1;
  const email = overrides.email ?? `user${seq}-${Date.now()}@example.test`;
  const password = overrides.password ?? 'Good@Pass1';
  const mobile = `+91${uniqueMobile()}`;
  const { rows } = await server.db.query<{ id: number }>(
    'INSERT INTO users (email, first_name, last_name, mobile, password_hash, is_staff) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [email, 'Test', 'User', mobile, await hashPassword(password), overrides.is_staff ?? false],
  );
  return { id: rows[0].id, email, password, mobile };
}

async function signin(email: string, password: string, extra: Init = {}) {
  return call('/api/user/signin/', { ...extra, body: { email, password } });
}

async function login(user: MadeUser, visitor?: string): Promise<string> {
  const { status, json } = await signin(user.email, user.password, { visitor });
  expect(status).toBe(200);
  return valid(json, LoginResponse).data?.token ?? '';
}

async function lastOutbox(to: string) {
  const { json } = await call('/api/dev/outbox', { ip: '127.0.0.1' });
  const data = json.data as { to: string; body: string; channel: string; subject: string }[];
  return data.find((m) => m.to === to);
}

async function otpFor(mobile: string): Promise<string> {
  const message = await lastOutbox(mobile);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error('no OTP in the outbox');
  return code;
}

const geoExists = async () =>
  (await server.db.query<{ ok: boolean }>("SELECT to_regclass('cities') IS NOT NULL AS ok")).rows[0].ok;

/** An address body; with the geo tables, the ids of rows that exist (inserted when missing). */
async function addressBody(overrides: Record<string, unknown> = {}) {
  const ids = { city: 117, state: 1198, country: 104 };
  if (await geoExists()) {
    await server.db.query("INSERT INTO countries (id, country_name, calling_code, iso2) VALUES (104, 'India', '+91', 'IN') ON CONFLICT DO NOTHING");
    await server.db.query("INSERT INTO states (id, country_id, name) VALUES (1198, 104, 'Gujarat') ON CONFLICT DO NOTHING");
    await server.db.query("INSERT INTO cities (id, state_id, name) VALUES (117, 1198, 'Ahmedabad') ON CONFLICT DO NOTHING");
  }
  return {
    address_tags: 'Home',
    full_name: 'Asha Patel',
    mobile: '+919812345678',
    another_mobile: null,
    address_line_1: '12 Shanti Kunj',
    address_line_2: 'Ellisbridge',
    landmark: '',
    ...ids,
    postal_code: '380006',
    ...overrides,
  };
}

describe('passwords', () => {
  it('hash with scrypt and a random salt, and verify', async () => {
    const a = await hashPassword('Secret@123');
    const b = await hashPassword('Secret@123');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret@123', a)).toBe(true);
    expect(await verifyPassword('Secret@124', a)).toBe(false);
    expect(await verifyPassword('Secret@123', 'garbage')).toBe(false);
  });
});

describe('signup', () => {
  const good = () => ({
    email: `New.Person${++seq}@Example.test`,
    first_name: 'New',
    last_name: 'Person',
    password: 'Strong@123',
    confirm_password: 'Strong@123',
    mobile_no: uniqueMobile(),
  });

  it('creates an account (e-mail lower-cased, mobile stored with +91) that can sign in', async () => {
    const body = good();
    const { status, json } = await call('/api/user/signup/', { body });
    expect(status).toBe(200);
    expect(valid(json, StatusOnly).status).toBe(true);
    const { rows } = await server.db.query<{ email: string; mobile: string }>('SELECT email, mobile FROM users WHERE email = $1', [body.email.toLowerCase()]);
    expect(rows[0].mobile).toBe(`+91${body.mobile_no}`);
    expect((await signin(body.email.toUpperCase(), body.password)).status).toBe(200);
  });

  it('answers every field message of the signup form at once', async () => {
    const { status, json } = await call('/api/user/signup/', {
      body: { email: 'nope', first_name: ' ', last_name: '', password: 'weakpass', confirm_password: 'other', mobile_no: '12345' },
    });
    expect(status).toBe(400);
    expect(json.status).toBe(false);
    expect(json.errors).toEqual({
      email: MSG.invalidEmail,
      mobile_no: MSG.mobileTenDigits,
      first_name: MSG.firstNameRequired,
      last_name: MSG.lastNameRequired,
      password: MSG.passwordRule,
      confirm_password: MSG.passwordsDoNotMatch,
    });
    expect(json.message).toBe(MSG.invalidEmail);
  });

  it('checks each password rule', async () => {
    for (const password of ['Short@1', 'nouppercase@1', 'NOLOWERCASE@1', 'NoDigits@@', 'NoSymbol123', 'Bad%Symbol12']) {
      const { json } = await call('/api/user/signup/', { body: { ...good(), password, confirm_password: password } });
      expect((json.errors as Record<string, string>).password).toBe(MSG.passwordRule);
    }
    for (const symbol of ['!', '@', '#', '$', '_', '.', '~', '-']) {
      const password = `Abcdef1${symbol}`;
      const { status } = await call('/api/user/signup/', { body: { ...good(), password, confirm_password: password } });
      expect(status).toBe(200);
    }
  });

  it('accepts +91 numbers and refuses a taken e-mail or mobile', async () => {
    const body = good();
    expect((await call('/api/user/signup/', { body: { ...body, mobile_no: `+91${body.mobile_no}` } })).status).toBe(200);
    const again = await call('/api/user/signup/', { body: { ...good(), email: body.email } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(ANSWER.emailTaken);
    const sameMobile = await call('/api/user/signup/', { body: { ...good(), mobile_no: body.mobile_no } });
    expect(sameMobile.json.message).toBe(ANSWER.mobileTaken);
  });

  it('refuses malformed bodies with 400', async () => {
    const broken = await server.call('/api/user/signup/', { body: '{not json', headers: { 'Content-Type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect((await call('/api/user/signup/', { body: { email: 5, password: ['x'] } })).status).toBe(400);
  });
});

describe('signin and sessions', () => {
  it('logs in, answers a SessionUser, and the token works', async () => {
    const user = await makeUser({ is_staff: true });
    const { json } = await signin(user.email, user.password);
    const answer = valid(json, LoginResponse);
    expect(answer.status).toBe(true);
    expect(answer.data?.is_staff).toBe(true);
    expect(answer.data?.id).toBe(user.id);
    expect(answer.data?.token).toMatch(/^[\w-]{43}$/);
    const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [answer.data?.token ?? '']);
    expect(rows[0].n).toBe(0); // only the hash is stored
    const profile = await call('/api/user/profile/', { token: answer.data?.token });
    expect(valid(profile.json, ProfileResponse).data.email).toBe(user.email);
  });

  it('refuses wrong passwords, unknown e-mails and bad input', async () => {
    const user = await makeUser();
    const wrong = await signin(user.email, 'Wrong@Pass1');
    expect(wrong.status).toBe(400);
    expect(wrong.json.non_field_errors).toEqual([ANSWER.badCredentials]);
    expect((await signin('nobody@example.test', 'Wrong@Pass1')).json.message).toBe(ANSWER.badCredentials);
    expect((await signin('not-an-email', 'x')).status).toBe(400);
    expect((await signin(user.email, '')).status).toBe(400);
  });

  it('needs a valid token on login-only endpoints (401)', async () => {
    for (const path of ['/api/user/profile/', '/api/user/address/', '/api/user/elite_check/', '/api/user/profile_elite_users/']) {
      const none = await call(path);
      expect(none.status).toBe(401);
      expect(none.json).toEqual({ status: false, message: ANSWER.loginRequired });
      const bad = await call(path, { token: 'x'.repeat(43) });
      expect(bad.status).toBe(401);
      expect(bad.json.message).toBe(ANSWER.sessionEnded);
    }
  });

  it('rate-limits sign-in per address, and wrong passwords per e-mail from one address (429)', async () => {
    const limited = withConfig({ accounts: { ...TEST_ACCOUNTS, limits: { otpPerNumber: 3, otpPerIp: 4, signin: 3 } } });
    {
      const hit = (email: string, ip: string) =>
        limited.call('/api/user/signin/', { body: { email, password: 'Wrong@Pass1' }, headers: { 'X-Forwarded-For': ip } });
      for (let i = 0; i < 3; i++) expect((await hit('victim@example.test', `10.1.0.${i}`)).status).toBe(400);
      // Failures from other addresses do not refuse this one.
      expect((await hit('victim@example.test', '10.1.0.9')).status).toBe(400);
      for (let i = 0; i < 3; i++) expect((await hit(`other${i}@example.test`, '10.2.0.1')).status).toBe(400);
      const refused = await hit('fresh@example.test', '10.2.0.1');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ status: false, message: ANSWER.tooManyAttempts });
      expect((await hit('fresh@example.test', '10.2.0.2')).status).toBe(400);
    }
  });

  it('ten wrong passwords for one e-mail from ten addresses do not stop the right password from an eleventh, nor from one of the ten', async () => {
    const owner = await makeUser();
    const store = withConfig({ accounts: { ...TEST_ACCOUNTS, limits: { otpPerNumber: 5, otpPerIp: 20, signin: 10 } } });
    const signinFrom = (ip: string, password: string) => store.call('/api/user/signin/', { body: { email: owner.email, password }, headers: { 'X-Forwarded-For': ip } });
    for (let i = 1; i <= 10; i++) expect((await signinFrom(`198.18.0.${i}`, 'Wrong@Pass1')).status).toBe(400);
    const right = await signinFrom('198.18.0.11', owner.password);
    expect(right.status).toBe(200);
    expect(valid(await right.json(), LoginResponse).data?.id).toBe(owner.id);
    expect((await signinFrom('198.18.0.3', owner.password)).status).toBe(200);
  }, 120_000);

  it('counts only failures per e-mail: successes from several addresses never refuse the next one', async () => {
    const user = await makeUser();
    const store = withConfig({ accounts: { ...TEST_ACCOUNTS, limits: { otpPerNumber: 5, otpPerIp: 20, signin: 3 } } });
    const from = (ip: string, password = user.password) => store.call('/api/user/signin/', { body: { email: user.email, password }, headers: { 'X-Forwarded-For': ip } });
    for (let i = 1; i <= 6; i++) expect((await from(`198.19.0.${i}`)).status).toBe(200);
    // From one address, wrong passwords for the e-mail count up to the limit; the next try, even the right one, waits.
    for (let i = 0; i < 2; i++) expect((await from('198.19.1.1', 'Wrong@Pass1')).status).toBe(400);
    expect((await from('198.19.1.1')).status).toBe(200);
    expect((await from('198.19.1.2', 'Wrong@Pass1')).status).toBe(400);
    expect((await from('198.19.1.2', 'Wrong@Pass1')).status).toBe(400);
    expect((await from('198.19.1.2', 'Wrong@Pass1')).status).toBe(400);
    expect((await from('198.19.1.2')).status).toBe(429);
    expect((await from('198.19.1.3')).status).toBe(200);
  }, 120_000);

  it('limits reset requests per e-mail from one address: a flood from other addresses never stops the owner asking', async () => {
    const owner = await makeUser();
    const store = withConfig({ accounts: { ...TEST_ACCOUNTS, limits: { otpPerNumber: 2, otpPerIp: 20, signin: 10 } } });
    const ask = (ip: string) => store.call('/api/user/reset-password/', { body: { email: owner.email, recaptcha: '' }, headers: { 'X-Forwarded-For': ip } });
    for (let i = 1; i <= 10; i++) {
      expect((await ask(`198.20.0.${i}`)).status).toBe(200);
      expect((await ask(`198.20.0.${i}`)).status).toBe(200);
      const third = await ask(`198.20.0.${i}`);
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ status: false, message: ANSWER.tooManyAttempts });
    }
    const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE "to" = $1 AND channel = 'email'`, [owner.email]);
    const before = rows[0].n;
    const mine = await ask('198.20.1.1');
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ status: true, message: ANSWER.resetSent });
    const after = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE "to" = $1 AND channel = 'email'`, [owner.email]);
    expect(after.rows[0].n).toBe(before + 1);
  });
});

describe('logout and session lifetime', () => {
  it('logout ends that session on the server: the old token answers 401, other sessions live on', async () => {
    const user = await makeUser();
    const phone = await login(user);
    const laptop = await login(user);
    const out = await call('/api/user/logout/', { token: phone, body: {} });
    expect(out.status).toBe(200);
    expect(valid(out.json, StatusOnly)).toEqual({ status: true, message: ANSWER.loggedOut });
    const old = await call('/api/user/profile/', { token: phone });
    expect(old.status).toBe(401);
    expect(old.json.message).toBe(ANSWER.sessionEnded);
    expect((await call('/api/user/profile/', { token: laptop })).status).toBe(200);
    expect((await call('/api/user/logout/', { token: phone, body: {} })).status).toBe(401);
    expect((await call('/api/user/logout/', { body: {} })).status).toBe(401);
  });

  it('logout of all devices ends every session of that account and no one else\'s', async () => {
    const user = await makeUser();
    const other = await makeUser();
    const tokens = [await login(user), await login(user), await login(user)];
    const otherToken = await login(other);
    const out = await call('/api/user/logout-all/', { token: tokens[1], body: {} });
    expect(valid(out.json, StatusOnly)).toEqual({ status: true, message: ANSWER.loggedOutEverywhere });
    for (const token of tokens) expect((await call('/api/user/profile/', { token })).status).toBe(401);
    expect((await call('/api/user/profile/', { token: otherToken })).status).toBe(200);
  });

  it('a session ends SESSION_MAX_DAYS after it began, however recently it was used', async () => {
    const user = await makeUser();
    const token = await login(user);
    await server.db.query("UPDATE sessions SET created_at = now() - interval '89 days' WHERE user_id = $1", [user.id]);
    expect((await call('/api/user/profile/', { token })).status).toBe(200);
    await server.db.query("UPDATE sessions SET created_at = now() - interval '91 days', last_used_at = now() WHERE user_id = $1", [user.id]);
    const ended = await call('/api/user/profile/', { token });
    expect(ended.status).toBe(401);
    expect(ended.json.message).toBe(ANSWER.sessionEnded);
    const shorter = withConfig({ accounts: { ...TEST_ACCOUNTS, sessionMaxDays: 7 } });
    const fresh = await login(user);
    await server.db.query("UPDATE sessions SET created_at = now() - interval '8 days' WHERE user_id = $1", [user.id]);
    expect((await shorter.call('/api/user/profile/', { headers: { Authorization: `Token ${fresh}` } })).status).toBe(401);
  });

  it('behind TRUST_PROXY=1 the address is the one the proxy saw: a client-written X-Forwarded-For entry does not escape the limit', async () => {
    const limited = withConfig({ accounts: { ...TEST_ACCOUNTS, limits: { otpPerNumber: 100, otpPerIp: 100, signin: 3 } } });
    const hit = (i: number, forwarded: string) =>
      limited.call('/api/user/signin/', { body: { email: `spray${i}-${Date.now()}@example.test`, password: 'Wrong@Pass1' }, headers: { 'X-Forwarded-For': forwarded } });
    for (let i = 0; i < 3; i++) expect((await hit(i, `198.51.100.${i}, 10.7.0.1`)).status).toBe(400);
    for (let i = 3; i < 15; i++) expect((await hit(i, `198.51.100.${i}, 10.7.0.1`)).status).toBe(429);
    expect((await hit(99, '10.7.0.2')).status).toBe(400);
    const twoHops = withConfig({ accounts: { ...TEST_ACCOUNTS, trustProxyHops: 2, limits: { otpPerNumber: 100, otpPerIp: 100, signin: 3 } } });
    const viaTwo = (i: number) =>
      twoHops.call('/api/user/signin/', {
        body: { email: `hops${i}-${Date.now()}@example.test`, password: 'Wrong@Pass1' },
        headers: { 'X-Forwarded-For': `203.0.113.${i}, 10.8.0.1, 172.16.0.1` },
      });
    for (let i = 0; i < 3; i++) expect((await viaTwo(i)).status).toBe(400);
    expect((await viaTwo(3)).status).toBe(429);
  });
});

describe('OTP login', () => {
  it('sends a code to the outbox and logs in once with it', async () => {
    const user = await makeUser();
    const local = user.mobile.slice(3);
    const sent = await call('/api/user/send-otp/', { body: { mobile_no: local } });
    expect(sent.status).toBe(200);
    expect(valid(sent.json, StatusOnly).status).toBe(true);
    const code = await otpFor(user.mobile);
    const ok = await call('/api/user/verify-otp/', { body: { mobile_no: user.mobile, otp: code } });
    expect(valid(ok.json, LoginResponse).data?.id).toBe(user.id);
    const reused = await call('/api/user/verify-otp/', { body: { mobile_no: local, otp: code } });
    expect(reused.status).toBe(400);
    expect(reused.json.non_field_errors).toEqual([ANSWER.otpExpired]);
  });

  it('refuses numbers without an account and malformed input', async () => {
    const none = await call('/api/user/send-otp/', { body: { mobile_no: '9000000000' } });
    expect(none.status).toBe(400);
    expect(none.json).toEqual({ status: false, message: ANSWER.noAccountForMobile });
    expect((await call('/api/user/send-otp/', { body: { mobile_no: '12345' } })).json.message).toBe(MSG.mobileTenDigits);
    expect((await call('/api/user/send-otp/', { body: {} })).status).toBe(400);
    expect((await call('/api/user/verify-otp/', { body: { mobile_no: '9000000000', otp: 'abc' } })).status).toBe(400);
    const noCode = await call('/api/user/verify-otp/', { body: { mobile_no: '9000000000', otp: '123456' } });
    expect(noCode.status).toBe(400);
    expect(noCode.json.status).toBe(false);
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE mobile = '+919000000000'");
    expect(rows[0].n).toBe(0); // never creates accounts
  });

  it('locks a code after 5 wrong guesses, even for the right one afterwards', async () => {
    const user = await makeUser();
    await call('/api/user/send-otp/', { body: { mobile_no: user.mobile } });
    const code = await otpFor(user.mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 5; i++) {
      const answer = await call('/api/user/verify-otp/', { body: { mobile_no: user.mobile, otp: wrong } });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(i < 5 ? ANSWER.otpWrong : ANSWER.otpLocked);
    }
    const right = await call('/api/user/verify-otp/', { body: { mobile_no: user.mobile, otp: code } });
    expect(right.status).toBe(400);
    expect(right.json.message).toBe(ANSWER.otpLocked);
  });

  it('rate-limits sends per number and per address (429)', async () => {
    const limited = withConfig({ accounts: { ...TEST_ACCOUNTS, limits: { otpPerNumber: 2, otpPerIp: 3, signin: 100 } } });
    {
      const send = (mobile_no: string, ip: string) =>
        limited.call('/api/user/send-otp/', { body: { mobile_no }, headers: { 'X-Forwarded-For': ip } });
      expect((await send('9111111111', '10.3.0.1')).status).toBe(400); // no account, still counted
      expect((await send('9111111111', '10.3.0.2')).status).toBe(400);
      expect((await send('9111111111', '10.3.0.3')).status).toBe(429);
      expect((await send('9222222222', '10.4.0.1')).status).toBe(400);
      expect((await send('9333333333', '10.4.0.1')).status).toBe(400);
      expect((await send('9444444444', '10.4.0.1')).status).toBe(400);
      const refused = await send('9555555555', '10.4.0.1');
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { status: boolean }).status).toBe(false);
    }
  });

  it('does not send to a deactivated account', async () => {
    const user = await makeUser();
    const token = await login(user);
    await call('/api/user/deactivate/', { token, body: {} });
    expect((await call('/api/user/send-otp/', { body: { mobile_no: user.mobile } })).status).toBe(400);
  });
});

describe('login merges the visitor cart and wishlist', () => {
  it('sums quantities capped at stock and unions the wishlist', async () => {
    const user = await makeUser();
    const first = await login(user);
    const stockTen = SEED_IDS.stockTenProduct;
    // The user's own cart: 6 of the stock-10 product, wished 1001.
    expect((await call('/api/cart/', { token: first, body: { pid: stockTen, quantity: 6 } })).status).toBe(200);
    expect((await call('/api/wishlist/', { token: first, body: { pid: SEED_IDS.manyReviewsProduct } })).status).toBe(200);
    const visitor = await server.newVisitor();
    await call('/api/cart/', { visitor, body: { pid: stockTen, quantity: 7 } });
    await call('/api/cart/', { visitor, body: { pid: SEED_IDS.manyReviewsProduct, quantity: 2 } });
    await call('/api/wishlist/', { visitor, body: { pid: SEED_IDS.manyReviewsProduct } });
    await call('/api/wishlist/', { visitor, body: { pid: stockTen } });
    const { json } = await signin(user.email, user.password, { visitor });
    const answer = valid(json, LoginResponse);
    expect(answer.data?.cart_counter).toBe(2);
    expect(answer.data?.wishlist_counter).toBe(2);
    const token = answer.data?.token ?? '';
    const cart = valid((await call('/api/cart/', { token })).json, CartResponse);
    const line = cart.data.cart_items.find((i) => i.product_id === stockTen);
    expect(line?.quantity).toBe(10);
    const visitorCart = valid((await call('/api/cart/', { visitor })).json, CartResponse);
    expect(visitorCart.cart_counter).toBe(0);
    // With a token the user owns the cart even when a Visitor-Id is sent too.
    const both = valid((await call('/api/cart/', { token, visitor })).json, CartResponse);
    expect(both.cart_counter).toBe(2);
    const wished = await call(`/api/web/single/product/${stockTen}/`, { token });
    expect((wished.json.data as { is_wished: boolean }).is_wished).toBe(true);
  });
});

describe('passwords: reset and change', () => {
  it('resets through the e-mailed link once, ending every session', async () => {
    const user = await makeUser();
    const token = await login(user);
    const asked = await call('/api/user/reset-password/', { body: { email: user.email, recaptcha: '' } });
    expect(asked.json).toEqual({ status: true, message: ANSWER.resetSent });
    const mail = await lastOutbox(user.email);
    const uuid = /\/reset-password\/([0-9a-f-]{36})/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(mail?.body).toContain(`http://store.test/reset-password/${uuid}`);
    const mismatch = await call(`/api/user/reset-password/${uuid}/`, { body: { new_password: 'Fresh@Pass1', confirm_password: 'Fresh@Pass2' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.errors).toEqual({ confirm_password: MSG.passwordsDoNotMatch });
    const weak = await call(`/api/user/reset-password/${uuid}/`, { body: { new_password: 'weak', confirm_password: 'weak' } });
    expect((weak.json.errors as Record<string, string>).new_password).toBe(MSG.passwordRule);
    const done = await call(`/api/user/reset-password/${uuid}/`, { body: { new_password: 'Fresh@Pass1', confirm_password: 'Fresh@Pass1' } });
    expect(done.status).toBe(200);
    expect((await call('/api/user/profile/', { token })).status).toBe(401);
    expect((await signin(user.email, 'Fresh@Pass1')).status).toBe(200);
    expect((await signin(user.email, user.password)).status).toBe(400);
    const reused = await call(`/api/user/reset-password/${uuid}/`, { body: { new_password: 'Other@Pass1', confirm_password: 'Other@Pass1' } });
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe(ANSWER.resetInvalid);
  });

  it('answers the same for unknown e-mails and sends nothing', async () => {
    const before = (await call('/api/dev/outbox', { ip: '127.0.0.1' })).json.data as unknown[];
    const asked = await call('/api/user/reset-password/', { body: { email: 'ghost@example.test', recaptcha: '' } });
    expect(asked.json).toEqual({ status: true, message: ANSWER.resetSent });
    expect(((await call('/api/dev/outbox', { ip: '127.0.0.1' })).json.data as unknown[]).length).toBe(before.length);
    expect((await call('/api/user/reset-password/', { body: { email: 'bad' } })).json.errors).toEqual({ email: MSG.invalidEmail });
  });

  it('refuses unknown, malformed and expired links', async () => {
    const body = { new_password: 'Fresh@Pass1', confirm_password: 'Fresh@Pass1' };
    expect((await call('/api/user/reset-password/not-a-uuid/', { body })).json.message).toBe(ANSWER.resetInvalid);
    expect((await call('/api/user/reset-password/5b0e2a4c-1111-4222-8333-444455556666/', { body })).status).toBe(400);
    const user = await makeUser();
    await call('/api/user/reset-password/', { body: { email: user.email } });
    const uuid = /\/reset-password\/([0-9a-f-]{36})/.exec((await lastOutbox(user.email))?.body ?? '')?.[1] ?? '';
    await server.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
    expect((await call(`/api/user/reset-password/${uuid}/`, { body })).json.message).toBe(ANSWER.resetInvalid);
  });

  it('change password keeps the calling session and ends the others', async () => {
    const user = await makeUser();
    const keep = await login(user);
    const other = await login(user);
    const wrongOld = await call('/api/user/change-password/', { token: keep, body: { old_password: 'Nope@1234', new_password: 'Next@Pass1', confirm_password: 'Next@Pass1' } });
    expect(wrongOld.json.message).toBe(ANSWER.oldPasswordWrong);
    const invalid = await call('/api/user/change-password/', { token: keep, body: { old_password: '', new_password: 'x', confirm_password: 'y' } });
    expect(Object.keys(invalid.json.errors as object).sort()).toEqual(['confirm_password', 'new_password', 'old_password']);
    expect((await call('/api/user/change-password/', { body: {} })).status).toBe(401);
    const ok = await call('/api/user/change-password/', { token: keep, body: { old_password: user.password, new_password: 'Next@Pass1', confirm_password: 'Next@Pass1' } });
    expect(ok.status).toBe(200);
    expect((await call('/api/user/profile/', { token: keep })).status).toBe(200);
    expect((await call('/api/user/profile/', { token: other })).status).toBe(401);
    expect((await signin(user.email, 'Next@Pass1')).status).toBe(200);
  });
});

describe('profile', () => {
  it('refuses ESC, DEL and other control characters (400) and stores nothing; a name cannot hold a line break', async () => {
    const user = await makeUser();
    const token = await login(user);
    const body = { first_name: 'Asha', last_name: 'Patel', company: '', mobile_no: '+919812345678' };
    for (const sneaky of ['Asha\u001b[31m', 'Asha\u007f', 'Asha\u0000', 'Asha\u0007']) {
      const refused = await call('/api/user/profile/', { token, method: 'PATCH', body: { ...body, first_name: sneaky } });
      expect(refused.status, JSON.stringify(sneaky)).toBe(400);
      expect(refused.json.status).toBe(false);
      expect(refused.json.message).toBe(MSG_FORBIDDEN_CHARACTERS);
    }
    const twoLines = await call('/api/user/profile/', { token, method: 'PATCH', body: { ...body, first_name: 'Asha\nPatel' } });
    expect(twoLines.status).toBe(400);
    expect((twoLines.json.errors as Record<string, string>).first_name).toBe(ANSWER.controlCharacters('First name'));
    const profile = valid((await call('/api/user/profile/', { token })).json, ProfileResponse).data;
    expect(profile.first_name).toBe('Test');
  });

  it('reads and updates the profile; e-mail is read-only; mobile 12–13 characters', async () => {
    const user = await makeUser();
    const token = await login(user);
    const profile = valid((await call('/api/user/profile/', { token })).json, ProfileResponse).data;
    expect(profile).toMatchObject({ email: user.email, mobile_no: user.mobile, user_id: user.id, is_wallet: true, addresses: [] });
    const newMobile = `+91${uniqueMobile()}`;
    const updated = await call('/api/user/profile/', {
      method: 'PATCH',
      token,
      body: { first_name: 'Neha', last_name: 'Shah', company: 'Shah Foods', email: 'hacker@example.test', mobile_no: newMobile },
    });
    expect(valid(updated.json, ProfileUpdateResponse)).toMatchObject({ status: true, message: MSG.profileUpdated, data: { first_name: 'Neha', last_name: 'Shah' } });
    const after = valid((await call('/api/user/profile/', { token })).json, ProfileResponse).data;
    expect(after).toMatchObject({ first_name: 'Neha', company: 'Shah Foods', email: user.email, mobile_no: newMobile });
    for (const mobile_no of ['98765', '+9198765432101', 'abcdefghijkl']) {
      const bad = await call('/api/user/profile/', { method: 'PATCH', token, body: { mobile_no } });
      expect(bad.status).toBe(400);
      expect(bad.json.message).toBe(MSG.validMobile);
    }
    expect((await call('/api/user/profile/', { method: 'PATCH', token, body: { first_name: '' } })).json.message).toBe(MSG.firstNameRequired);
    const other = await makeUser();
    const taken = await call('/api/user/profile/', { method: 'PATCH', token, body: { mobile_no: other.mobile } });
    expect(taken.json.message).toBe(ANSWER.mobileTaken);
  });

  it('elite check and elite list', async () => {
    const token = await login(await makeUser());
    expect(valid((await call('/api/user/elite_check/', { token })).json, EliteCheckResponse)).toEqual({ status: true, is_sose_elite_user: false });
    expect(valid((await call('/api/user/profile_elite_users/', { token })).json, EliteListResponse).data).toEqual([]);
  });

  it('deactivation ends sessions, anonymises the account and blocks sign-in', async () => {
    const user = await makeUser();
    const token = await login(user);
    await call('/api/user/address/', { token, body: await addressBody() });
    expect((await call('/api/user/deactivate/', { token, body: {} })).json.status).toBe(true);
    expect((await call('/api/user/profile/', { token })).status).toBe(401);
    expect((await signin(user.email, user.password)).status).toBe(400);
    const { rows } = await server.db.query<{ email: string; mobile: string | null; first_name: string; is_active: boolean }>(
      'SELECT email, mobile, first_name, is_active FROM users WHERE id = $1',
      [user.id],
    );
    expect(rows[0]).toEqual({ email: `deactivated-${user.id}@invalid`, mobile: null, first_name: '', is_active: false });
    const addresses = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses WHERE user_id = $1', [user.id]);
    expect(addresses.rows[0].n).toBe(0);
    expect((await call('/api/user/deactivate/', { token, body: {} })).status).toBe(401);
  });
});

describe('addresses', () => {
  it('adds, lists, edits and deletes only the owner\'s addresses', async () => {
    const owner = await makeUser();
    const token = await login(owner);
    const saved = valid((await call('/api/user/address/', { token, body: await addressBody({ another_mobile: '9811111111' }) })).json, AddressSaveResponse);
    const id = saved.data?.id ?? 0;
    expect(saved.data).toMatchObject({
      full_name: 'Asha Patel',
      mobile: '+919812345678',
      mobile_without_ext: '9812345678',
      another_mobile: '+919811111111',
      city_obj: { id: 117 },
      is_default: true,
      landmark: null,
    });
    const list = valid((await call('/api/user/address/', { token })).json, AddressListResponse).data;
    expect(list.map((a) => a.id)).toEqual([id]);
    const edited = valid(
      (await call(`/api/user/address/${id}/`, { method: 'PATCH', token, body: await addressBody({ full_name: 'Asha P', another_mobile: '' }) })).json,
      AddressSaveResponse,
    );
    expect(edited.data).toMatchObject({ id, full_name: 'Asha P', another_mobile: null });

    const stranger = await login(await makeUser());
    expect((await call(`/api/user/address/${id}/`, { token: stranger })).status).toBe(404);
    const steal = await call(`/api/user/address/${id}/`, { method: 'PATCH', token: stranger, body: await addressBody({ full_name: 'Thief' }) });
    expect(steal.status).toBe(404);
    expect(steal.json).toEqual({ status: false, message: ANSWER.addressNotFound });
    expect((await call(`/api/user/address/${id}/`, { method: 'DELETE', token: stranger })).status).toBe(404);
    expect(valid((await call('/api/user/address/', { token: stranger })).json, AddressListResponse).data).toEqual([]);
    expect(valid((await call('/api/user/address/', { token })).json, AddressListResponse).data[0].full_name).toBe('Asha P');

    expect((await call(`/api/user/address/${id}/`, { method: 'DELETE', token })).json.status).toBe(true);
    expect((await call(`/api/user/address/${id}/`, { method: 'DELETE', token })).status).toBe(404);
    expect((await call('/api/user/address/abc/', { method: 'DELETE', token })).status).toBe(400);
  });

  it('validates every required field at once', async () => {
    const token = await login(await makeUser());
    const { status, json } = await call('/api/user/address/', { token, body: { mobile: '12', postal_code: '38A006' } });
    expect(status).toBe(400);
    expect(Object.keys(json.errors as object).sort()).toEqual(
      ['address_line_1', 'address_line_2', 'city', 'country', 'full_name', 'mobile', 'postal_code', 'state'].sort(),
    );
    const wrongPrefix = await call('/api/user/address/', { token, body: await addressBody({ mobile: '+449812345678' }) });
    expect(wrongPrefix.status).toBe(400);
  });

  it("takes an Indian address's PIN code only as 6 digits, the first 1 to 9, with a readable message", async () => {
    const token = await login(await makeUser());
    for (const postal_code of ['012345', '38001', '3800150', 'SW1A 1AA']) {
      const refused = await call('/api/user/address/', { token, body: await addressBody({ postal_code }) });
      expect(refused.status, postal_code).toBe(400);
      expect(refused.json, postal_code).toMatchObject({ status: false, message: MSG.pinInvalid, errors: { postal_code: MSG.pinInvalid } });
    }
    const blank = await call('/api/user/address/', { token, body: await addressBody({ postal_code: ' ' }) });
    expect(blank.json).toMatchObject({ status: false, errors: { postal_code: MSG.pinRequired } });
    expect((await call('/api/user/address/', { token, body: await addressBody({ postal_code: ' 380015 ' }) })).status).toBe(200);
  });

  it('PATCH ?contact_id= creates, then updates the profile\'s default address', async () => {
    const user = await makeUser();
    const token = await login(user);
    const profile = valid((await call('/api/user/profile/', { token })).json, ProfileResponse).data;
    const created = valid(
      (await call(`/api/user/address/?contact_id=${profile.contact_id}`, { method: 'PATCH', token, body: await addressBody() })).json,
      AddressSaveResponse,
    );
    expect(created.data?.is_default).toBe(true);
    const updated = valid(
      (await call(`/api/user/address/?contact_id=${profile.contact_id}`, { method: 'PATCH', token, body: await addressBody({ postal_code: '380015' }) })).json,
      AddressSaveResponse,
    );
    expect(updated.data?.id).toBe(created.data?.id);
    expect(updated.data?.postal_code).toBe('380015');
    expect((await call(`/api/user/address/?contact_id=${profile.contact_id + 1}`, { method: 'PATCH', token, body: await addressBody() })).status).toBe(404);
    const withAddresses = valid((await call('/api/user/profile/', { token })).json, ProfileResponse).data;
    expect(withAddresses.addresses).toHaveLength(1);
  });

  it('checks the country, state and city ids when the geo tables exist', async () => {
    if (!(await geoExists())) return;
    const token = await login(await makeUser());
    const bad = await call('/api/user/address/', { token, body: await addressBody({ city: 999_999 }) });
    expect(bad.status).toBe(400);
    const ok = valid((await call('/api/user/address/', { token, body: await addressBody() })).json, AddressSaveResponse);
    expect(ok.data?.city_obj).toEqual({ id: 117, name: 'Ahmedabad' });
    expect(ok.data?.country_obj).toEqual({ id: 104, name: 'India' });
  });
});

describe('reviews', () => {
  it('needs login, validates the rating, and updates the stored summary', async () => {
    const pid = SEED_IDS.stockTenProduct;
    expect((await call(`/api/rating_review/${pid}/`, { body: { rating: 5, review: 'x' } })).status).toBe(401);
    const token = await login(await makeUser());
    for (const rating of [0, 6, 4.5, 'five', null]) {
      const bad = await call(`/api/rating_review/${pid}/`, { token, body: { rating, review: '' } });
      expect(bad.status).toBe(400);
      expect(bad.json.message).toBe(ANSWER.ratingRule);
    }
    expect((await call(`/api/rating_review/${pid}/`, { token, body: { rating: 3, review: 'x'.repeat(2001) } })).status).toBe(400);
    expect((await call('/api/rating_review/999999/', { token, body: { rating: 3 } })).status).toBe(404);
    const before = valid((await call(`/api/rating_review/${pid}/`)).json, RatingListResponse);
    const ok = await call(`/api/rating_review/${pid}/`, { token, body: { rating: 5, review: 'Lovely ghee' } });
    expect(valid(ok.json, StatusOnly).status).toBe(true);
    const after = valid((await call(`/api/rating_review/${pid}/`)).json, RatingListResponse);
    expect(after.reviews[0]).toMatchObject({ name: 'Test User', rating: 5, review: 'Lovely ghee' });
    expect(JSON.stringify(after.average_rating)).not.toBe(JSON.stringify(before.average_rating));
  });
});

describe('demo outbox and users', () => {
  it('lists messages newest first in demo mode and is absent in production', async () => {
    const { json } = await call('/api/dev/outbox', { ip: '127.0.0.1' });
    const data = json.data as { id: number }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data[0].id).toBeGreaterThan(data[data.length - 1].id);
    const production = withConfig({ storeMode: 'production' });
    expect((await production.call('/api/dev/outbox')).status).toBe(404);
  });

  it('answers only this machine or a staff login: anyone else gets 403 and no code', async () => {
    const far = '203.0.113.5';
    const refused = await call('/api/dev/outbox', { peer: far });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ status: false, message: ANSWER.outboxLocalOnly });
    // A header cannot make the client local.
    expect((await call('/api/dev/outbox', { peer: far, ip: '127.0.0.1' })).status).toBe(403);
    expect((await call('/api/dev/outbox', { peer: far, token: await login(await makeUser()) })).status).toBe(403);
    const staff = await call('/api/dev/outbox', { peer: far, token: await login(await makeUser({ is_staff: true })) });
    expect(staff.status).toBe(200);
    expect(Array.isArray(staff.json.data)).toBe(true);
    for (const local of ['127.0.0.1', '::1']) expect((await call('/api/dev/outbox', { peer: local, ip: local })).status).toBe(200);
  });

  it('behind a proxy on this machine (TRUST_PROXY=1) answers only a client the proxy saw on loopback, or staff', async () => {
    // The proxy's socket is loopback for every visitor: the address it forwarded decides.
    const visitor = await call('/api/dev/outbox', { peer: '127.0.0.1', ip: '203.0.113.9' });
    expect(visitor.status).toBe(403);
    expect(visitor.json).toEqual({ status: false, message: ANSWER.outboxLocalOnly });
    expect(JSON.stringify(visitor.json)).not.toMatch(/\b\d{6}\b/);
    // A client-written entry left of the proxy's own proves nothing either.
    expect((await call('/api/dev/outbox', { peer: '127.0.0.1', ip: '127.0.0.1, 203.0.113.9' })).status).toBe(403);
    expect((await call('/api/dev/outbox', { peer: '::1', ip: '198.51.100.4' })).status).toBe(403);
    expect((await call('/api/dev/outbox', { peer: '127.0.0.1', ip: '203.0.113.9', token: await login(await makeUser()) })).status).toBe(403);
    expect((await call('/api/dev/outbox', { peer: '127.0.0.1', ip: '203.0.113.9', token: await login(await makeUser({ is_staff: true })) })).status).toBe(200);
    // A browser on the proxy's own machine, and a local call straight to the store (no header).
    expect((await call('/api/dev/outbox', { peer: '127.0.0.1', ip: '127.0.0.1' })).status).toBe(200);
    expect((await server.call('/api/dev/outbox', { peer: '127.0.0.1' })).status).toBe(200);
    // Without TRUST_PROXY the header is ignored: a loopback socket is this machine.
    const direct = { app: createApp({ db: server.db, config: { ...TEST_CONFIG, accounts: { ...TEST_ACCOUNTS, trustProxyHops: 0 } } }) };
    expect((await callApi(direct, '/api/dev/outbox', { peer: '127.0.0.1', headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(200);
    expect((await callApi(direct, '/api/dev/outbox', { peer: '203.0.113.9', headers: { 'X-Forwarded-For': '127.0.0.1' } })).status).toBe(403);
  });

  it('seeds the staff user and the customer once', async () => {
    await seedDemoUsers(server.db);
    expect(await seedDemoUsers(server.db)).toEqual([]);
    const staff = await signin(DEMO_USERS.staff.email, DEMO_USERS.staff.password);
    expect(valid(staff.json, LoginResponse).data?.is_staff).toBe(true);
    const asha = valid((await signin(DEMO_USERS.customer.email, DEMO_USERS.customer.password)).json, LoginResponse);
    const token = asha.data?.token ?? '';
    const addresses = valid((await call('/api/user/address/', { token })).json, AddressListResponse).data;
    expect(addresses).toHaveLength(1);
    expect(addresses[0].postal_code).toBe('380006');
  });
});

describe('secrets never leave the server', () => {
  it('no password, password hash or token appears in a response, except the new token of a login answer', async () => {
    const { rows } = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    const hashes = (await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users')).rows.map((r) => r.password_hash);
    const loginTokens = seen
      .filter((s) => s.path.includes('/signin') || s.path.includes('/verify-otp'))
      .map((s) => (JSON.parse(s.text) as { data?: { token?: string } }).data?.token)
      .filter((t): t is string => typeof t === 'string');
    expect(seen.length).toBeGreaterThan(50);
    for (const { path, text } of seen) {
      expect(text).not.toContain('scrypt$');
      for (const hash of hashes) expect(text).not.toContain(hash);
      for (const { token_hash } of rows) expect(text).not.toContain(token_hash);
      for (const password of passwordsUsed) expect(text, `${path} leaks a password`).not.toContain(password);
      if (!path.includes('/signin') && !path.includes('/verify-otp')) {
        for (const token of loginTokens) expect(text).not.toContain(token);
      }
    }
  });

  it('no password, hash or token appears in anything the server logged', async () => {
    const hashes = (await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users')).rows.map((r) => r.password_hash);
    const tokens = seen
      .map((s) => (JSON.parse(s.text) as { data?: { token?: unknown } }).data?.token)
      .filter((t): t is string => typeof t === 'string');
    expect(passwordsUsed.size).toBeGreaterThan(0);
    for (const line of logged) {
      for (const password of passwordsUsed) expect(line).not.toContain(password);
      for (const hash of hashes) expect(line).not.toContain(hash);
      for (const token of tokens) expect(line).not.toContain(token);
    }
  });

  it('the config still refuses CAPTCHA=off in production', () => {
    expect(TEST_CONFIG.accounts.captcha).toBe('off');
  });
});
