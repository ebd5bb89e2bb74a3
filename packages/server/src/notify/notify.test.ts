/**
 * The notification queue (queue.ts) and its providers (adapters.ts): a message exists exactly when
 * its event commits, goes out once however often it is enqueued or however many workers run,
 * survives a provider's failures with the retry schedule, and reaches MSG91 and the WhatsApp
 * Cloud API in their documented shapes (a local fake provider on port 0 checks them).
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFY_MAX_TRIES, NOTIFY_RETRY_MINUTES } from '@so/contract';
import { createApp } from '../app.ts';
import { REPO_ROOT, settingsFromEnv } from '../config.ts';
import { openPostgres } from '../db/postgres.ts';
import type { NotifySettings } from '../deps.ts';
import { createTestServer, TEST_CONFIG, type TestServer } from '../testing.ts';
import { adaptersFor, type ChannelAdapter, type ChannelAdapters } from './adapters.ts';
import { createNotifier, deliverDue, startNotificationWorker, type Notification, type NotifyConfig } from './queue.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** One request the fake provider received. */
interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A provider on loopback: records every request and answers the statuses of `script` first, then 200. */
const received: Received[] = [];
let script: number[] = [];
let fake: Server;
let fakeUrl = '';

let server: TestServer;
let keyCounter = 0;
const key = (what: string) => `test:${what}:${Date.now()}:${(keyCounter += 1)}`;

beforeAll(async () => {
  fake = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: text ? JSON.parse(text) : null });
      const status = script.shift() ?? 200;
      response.writeHead(status, { 'Content-Type': 'application/json' });
      const ok = request.url?.includes('/messages') ? { messaging_product: 'whatsapp', messages: [{ id: 'wamid.TEST' }] } : { type: 'success', message: 'REQ123' };
      response.end(JSON.stringify(status === 200 ? ok : { type: 'error', message: 'Service unavailable' }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  server = await createTestServer();
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  script = [];
});

/** SMS by MSG91 and WhatsApp, both pointed at the fake provider. */
const PROVIDERS = (): NotifySettings => ({
  channels: ['sms', 'whatsapp'],
  msg91: { authKey: 'test-msg91-key', sender: 'SOORGN', templates: { login_otp: 'dlt-login-otp', appointment: 'dlt-appointment' }, baseUrl: fakeUrl },
  whatsapp: { token: 'test-wa-token', phoneNumberId: '1098765432', templates: { login_otp: { name: 'login_code', language: 'en' } }, baseUrl: `${fakeUrl}/v21.0` },
});

const config = (notify: NotifySettings = PROVIDERS()): NotifyConfig => ({ ...TEST_CONFIG, logErrors: false, notify });

const loginCode = (mobile: string, idempotencyKey = key('login')): Notification => ({
  kind: 'login_otp',
  to: { mobile },
  vars: ['482913', '10'],
  text: '482913 is your SO Organic Store login OTP. It is valid for 10 minutes. Do not share it with anyone.',
  idempotencyKey,
});

/** The outbox rows of one idempotency key, by channel. */
async function rowsOf(idempotencyKey: string) {
  const { rows } = await server.db.query<{ id: number; channel: string; state: string; provider: string | null; attempts: number; last_error: string | null; sent_at: Date | null }>(
    'SELECT id, channel, state, provider, attempts, last_error, sent_at FROM outbox WHERE idempotency_key = $1 ORDER BY channel',
    [idempotencyKey],
  );
  return rows;
}

/** A moment safely after every row written so far (rows are due from the database's now()). */
const later = (ms = 0) => new Date(Date.now() + 1000 + ms);

describe('the providers receive their documented requests', () => {
  it('sends an SMS through MSG91 Flow with the auth key, the DLT template and the variables', async () => {
    const notifier = createNotifier(server.db, config({ ...PROVIDERS(), channels: ['sms'] }));
    const ids = await notifier.enqueue(server.db, loginCode('+919812345678'));
    expect(ids).toHaveLength(1);
    expect(await notifier.deliver(ids)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/api/v5/flow');
    expect(call.headers.authkey).toBe('test-msg91-key');
    expect(call.headers['content-type']).toContain('application/json');
    expect(call.body).toEqual({
      template_id: 'dlt-login-otp',
      short_url: '0',
      sender: 'SOORGN',
      recipients: [{ mobiles: '919812345678', var1: '482913', var2: '10' }],
    });
  });

  it('sends a WhatsApp template message through the Cloud API with the bearer token', async () => {
    const notification = loginCode('+919812345679');
    const notifier = createNotifier(server.db, config());
    const ids = await notifier.enqueue(server.db, notification);
    // One event, two channels: the SMS and the WhatsApp message.
    expect(ids).toHaveLength(2);
    await notifier.deliver(ids);
    const call = received.find((r) => r.path.endsWith('/messages'));
    expect(call?.path).toBe('/v21.0/1098765432/messages');
    expect(call?.headers.authorization).toBe('Bearer test-wa-token');
    expect(call?.body).toEqual({
      messaging_product: 'whatsapp',
      to: '919812345679',
      type: 'template',
      template: { name: 'login_code', language: { code: 'en' }, components: [{ type: 'body', parameters: [{ type: 'text', text: '482913' }, { type: 'text', text: '10' }] }] },
    });
    const rows = await rowsOf(notification.idempotencyKey);
    expect(rows.map((r) => [r.channel, r.state, r.provider])).toEqual([
      ['sms', 'sent', 'msg91'],
      ['whatsapp', 'sent', 'whatsapp-cloud'],
    ]);
  });

  it('makes no WhatsApp message for a kind without a WhatsApp template', async () => {
    const notification: Notification = { kind: 'appointment', to: { mobile: '+919812345670' }, vars: ['Mon 5 Jan, 10:00', '+919812345670'], text: 'Your consultation…', idempotencyKey: key('appointment') };
    const notifier = createNotifier(server.db, config());
    await notifier.deliver(await notifier.enqueue(server.db, notification));
    expect((await rowsOf(notification.idempotencyKey)).map((r) => r.channel)).toEqual(['sms']);
    expect(received.map((r) => r.path)).toEqual(['/api/v5/flow']);
  });
});

describe('the queue', () => {
  it('writes and sends nothing of a transaction that rolls back', async () => {
    const notifier = createNotifier(server.db, config());
    const notification = loginCode('+919812345671');
    await expect(
      server.db.transaction(async (tx) => {
        await notifier.enqueue(tx, notification);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await deliverDue(server.db, config(), adaptersFor(config()), later());
    expect(received).toEqual([]);
    expect(await rowsOf(notification.idempotencyKey)).toEqual([]);
  });

  it('sends one event\'s message once however often it is enqueued', async () => {
    const notifier = createNotifier(server.db, config({ ...PROVIDERS(), channels: ['sms'] }));
    const notification = loginCode('+919812345672');
    const first = await notifier.enqueue(server.db, notification);
    const again = await server.db.transaction((tx) => notifier.enqueue(tx, notification));
    expect(first).toHaveLength(1);
    expect(again).toEqual([]);
    await deliverDue(server.db, config(), adaptersFor(config()), later());
    await deliverDue(server.db, config(), adaptersFor(config()), later(3 * 3600_000));
    expect(received).toHaveLength(1);
    expect(await rowsOf(notification.idempotencyKey)).toMatchObject([{ channel: 'sms', state: 'sent', attempts: 1 }]);
  });

  it('tries a failing provider again on the schedule and sends exactly once when it recovers', async () => {
    const smsOnly = config({ ...PROVIDERS(), channels: ['sms'] });
    const adapters = adaptersFor(smsOnly);
    const notification = loginCode('+919812345673');
    await createNotifier(server.db, smsOnly).enqueue(server.db, notification);
    script = [500, 500];
    const start = later();
    const minutes = (m: number) => new Date(start.getTime() + m * 60_000);

    expect(await deliverDue(server.db, smsOnly, adapters, start)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [afterFirst] = await rowsOf(notification.idempotencyKey);
    expect(afterFirst).toMatchObject({ state: 'queued', attempts: 1 });
    expect(afterFirst.last_error).toContain('HTTP 500');
    // Not due again before its first retry.
    await deliverDue(server.db, smsOnly, adapters, minutes(NOTIFY_RETRY_MINUTES[0] - 0.5));
    expect(received).toHaveLength(1);

    expect(await deliverDue(server.db, smsOnly, adapters, minutes(NOTIFY_RETRY_MINUTES[0]))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const thirdTry = minutes(NOTIFY_RETRY_MINUTES[0] + NOTIFY_RETRY_MINUTES[1]);
    expect(await deliverDue(server.db, smsOnly, adapters, thirdTry)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    // Sent: never again.
    await deliverDue(server.db, smsOnly, adapters, minutes(24 * 60));
    expect(received).toHaveLength(3);
    expect(received.every((r) => r.path === '/api/v5/flow')).toBe(true);
    const [sent] = await rowsOf(notification.idempotencyKey);
    expect(sent).toMatchObject({ state: 'sent', provider: 'msg91', attempts: 3 });
    expect(sent.sent_at && new Date(sent.sent_at).toISOString()).toBe(thirdTry.toISOString());

    // The demo outbox shows it with its channel and state in words.
    const outbox = (await (await server.call('/api/dev/outbox')).json()) as { data: { id: number; channel: string; state: string; attempts: number }[] };
    expect(outbox.data.find((m) => m.id === sent.id)).toMatchObject({ channel: 'sms', state: 'sent', attempts: 3 });
  });

  it('gives a message up after five failed tries and says why', async () => {
    const smsOnly = config({ ...PROVIDERS(), channels: ['sms'] });
    const adapters = adaptersFor(smsOnly);
    const notification = loginCode('+919812345674');
    await createNotifier(server.db, smsOnly).enqueue(server.db, notification);
    script = Array.from({ length: 10 }, () => 503);
    let at = later();
    for (let tries = 1; tries <= NOTIFY_MAX_TRIES; tries++) {
      await deliverDue(server.db, smsOnly, adapters, at);
      at = new Date(at.getTime() + (NOTIFY_RETRY_MINUTES[tries - 1] ?? 0) * 60_000);
    }
    await deliverDue(server.db, smsOnly, adapters, new Date(at.getTime() + 24 * 3600_000));
    expect(received).toHaveLength(NOTIFY_MAX_TRIES);
    const [failed] = await rowsOf(notification.idempotencyKey);
    expect(failed).toMatchObject({ state: 'failed', attempts: NOTIFY_MAX_TRIES, sent_at: null });
    expect(failed.last_error).toContain('HTTP 503');
  });

  it('does not send a code after it has expired: the message fails instead', async () => {
    const smsOnly = config({ ...PROVIDERS(), channels: ['sms'] });
    const adapters = adaptersFor(smsOnly);
    const notification: Notification = { ...loginCode('+919812345680'), expiresInMinutes: 10 };
    await createNotifier(server.db, smsOnly).enqueue(server.db, notification);
    script = [500, 500, 500];
    const start = later();
    await deliverDue(server.db, smsOnly, adapters, start);
    await deliverDue(server.db, smsOnly, adapters, new Date(start.getTime() + NOTIFY_RETRY_MINUTES[0] * 60_000));
    expect(received).toHaveLength(2);
    // The third try would be 6 minutes in; at 11 minutes the code is no use any more.
    expect(await deliverDue(server.db, smsOnly, adapters, new Date(start.getTime() + 11 * 60_000))).toMatchObject({ sent: 0, failed: 1 });
    expect(received).toHaveLength(2);
    const [row] = await rowsOf(notification.idempotencyKey);
    expect(row).toMatchObject({ state: 'failed', attempts: 2, last_error: 'expired before it could be sent' });
  });

  it('fails at once a message the provider refuses for good, or one without a DLT template', async () => {
    const smsOnly = config({ ...PROVIDERS(), channels: ['sms'] });
    const notifier = createNotifier(server.db, smsOnly);
    const refused = loginCode('+919812345675');
    script = [401];
    await notifier.deliver(await notifier.enqueue(server.db, refused));
    expect(await rowsOf(refused.idempotencyKey)).toMatchObject([{ state: 'failed', attempts: 1 }]);
    const untemplated: Notification = { kind: 'subscription', to: { mobile: '+919812345676' }, vars: ['Your delivery is placed', 'http://store.test/orders/SO1'], text: 'Your delivery is placed http://store.test/orders/SO1', idempotencyKey: key('subscription') };
    await notifier.deliver(await notifier.enqueue(server.db, untemplated));
    const [row] = await rowsOf(untemplated.idempotencyKey);
    expect(row).toMatchObject({ state: 'failed' });
    expect(row.last_error).toContain('MSG91_TEMPLATES');
    expect(received).toHaveLength(1);
  });

  it('keeps a message no provider delivers in the demo outbox as sent by the outbox, and fails it in production', async () => {
    const none: NotifySettings = { channels: [], msg91: null, whatsapp: null };
    const demo = loginCode('+919812345677');
    await createNotifier(server.db, config(none)).enqueue(server.db, demo);
    expect(await rowsOf(demo.idempotencyKey)).toMatchObject([{ channel: 'sms', state: 'sent', provider: 'outbox' }]);
    const production = loginCode('+919812345678');
    await createNotifier(server.db, { ...config(none), storeMode: 'production' }).enqueue(server.db, production);
    const [row] = await rowsOf(production.idempotencyKey);
    expect(row).toMatchObject({ channel: 'sms', state: 'failed' });
    expect(row.last_error).toContain('NOTIFY_CHANNELS');
    expect(received).toEqual([]);
  });
});

describe('the worker of an API process', () => {
  it('sends a message as soon as the transaction that queued it commits, without waiting for its poll', async () => {
    let announce: (id: number) => void = () => undefined;
    const sent = new Promise<number>((resolve) => (announce = resolve));
    const adapters: ChannelAdapters = {
      sms: {
        provider: 'recording',
        send(message) {
          if (message.to === '+919800004444') announce(message.id);
          return Promise.resolve();
        },
      },
    };
    const smsOnly = config({ ...PROVIDERS(), channels: ['sms'] });
    const worker = startNotificationWorker(server.db, smsOnly, { adapters });
    try {
      await worker.ready;
      await worker.idle();
      const notification = loginCode('+919800004444');
      const [id] = await server.db.transaction((tx) => createNotifier(server.db, smsOnly, { adapters }).enqueue(tx, notification));
      expect(await sent).toBe(id);
      await worker.idle();
      expect(await rowsOf(notification.idempotencyKey)).toMatchObject([{ state: 'sent', provider: 'recording', attempts: 1 }]);
    } finally {
      worker.stop();
    }
  });
});

describe('the demo outbox page (GET /dev/outbox)', () => {
  /** The page's table row of the message to `to`. */
  const rowTo = (html: string, to: string) => html.split('<tr>').find((row) => row.includes(`<td>${to}</td>`)) ?? '';

  it('shows each message with its channel and its state in words', async () => {
    const none: NotifySettings = { channels: [], msg91: null, whatsapp: null };
    await createNotifier(server.db, config(none)).enqueue(server.db, loginCode('+919800001111'));
    const smsOnly = createNotifier(server.db, config({ ...PROVIDERS(), channels: ['sms'] }));
    script = [500, 401];
    await smsOnly.deliver(await smsOnly.enqueue(server.db, loginCode('+919800002222')));
    await smsOnly.deliver(await smsOnly.enqueue(server.db, loginCode('+919800003333')));
    await createNotifier(server.db, config(none)).enqueue(server.db, {
      kind: 'message',
      to: { email: 'meera@example.test' },
      vars: [],
      email: { subject: 'Your <order>', body: 'Thank you' },
      idempotencyKey: key('email'),
    });

    const response = await server.call('/dev/outbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<h1>Demo outbox</h1>');
    expect(rowTo(html, '+919800001111')).toContain('<td>SMS</td>');
    expect(rowTo(html, '+919800001111')).toContain('Sent: kept in the outbox (no provider)');
    expect(rowTo(html, '+919800001111')).toContain('482913 is your SO Organic Store login OTP');
    expect(rowTo(html, '+919800002222')).toMatch(/Queued: 1 try failed; next try/);
    expect(rowTo(html, '+919800002222')).toContain('Last error: MSG91 answered HTTP 500');
    expect(rowTo(html, '+919800003333')).toContain('Failed: given up after 1 try');
    expect(rowTo(html, 'meera@example.test')).toContain('<td>E-mail</td>');
    // Texts are escaped, never markup.
    expect(rowTo(html, 'meera@example.test')).toContain('Your &lt;order&gt;');
  });

  it('answers only this machine, and does not exist in production mode', async () => {
    expect((await server.call('/dev/outbox', { peer: '203.0.113.9' })).status).toBe(403);
    const production = createApp({ db: server.db, config: { ...TEST_CONFIG, storeMode: 'production' } });
    const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect((await production.request('/dev/outbox', {}, env)).status).toBe(404);
  });
});

describe.skipIf(!onPostgres)('two workers on one PostgreSQL', () => {
  it('never send one message twice', async () => {
    const schema = server.schema;
    const url = process.env.DATABASE_URL;
    if (!schema || !url) throw new Error('PostgreSQL only');
    // A second process's connections to the same schema.
    const other = openPostgres({ connectionString: url, schema, max: 4 });
    const sends = new Map<number, number>();
    /** An SMS provider that takes its time (a turn of the event loop per send), counting sends per message. */
    const counting: ChannelAdapter = {
      provider: 'counting',
      async send(message) {
        sends.set(message.id, (sends.get(message.id) ?? 0) + 1);
        await new Promise((resolve) => setImmediate(resolve));
      },
    };
    const adapters: ChannelAdapters = { sms: counting };
    const smsOnly = config({ ...PROVIDERS(), channels: ['sms'] });
    const notifier = createNotifier(server.db, smsOnly, { adapters });
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push(...(await notifier.enqueue(server.db, loginCode(`+91981230${String(i).padStart(4, '0')}`))));
    try {
      const at = later();
      const reports = await Promise.all([deliverDue(server.db, smsOnly, adapters, at, { ids }), deliverDue(other, smsOnly, adapters, at, { ids }), deliverDue(server.db, smsOnly, adapters, at, { ids })]);
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(ids.length);
      expect([...sends.keys()].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect([...sends.values()].every((count) => count === 1)).toBe(true);
      const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE id = ANY($1::int[]) AND state = 'sent' AND attempts = 1`, [ids]);
      expect(rows[0].n).toBe(ids.length);
    } finally {
      await other.close();
    }
  });
});

describe('the settings', () => {
  const PRODUCTION = { STORE_MODE: 'production', CAPTCHA_HMAC_KEY: 'k'.repeat(32), PAYU_KEY: 'key', PAYU_SALT: 'salt' };

  it('keeps a demo store on the outbox alone, with e-mail through SMTP_URL when it is set', () => {
    expect(settingsFromEnv({}).config.notify).toEqual({ channels: [], msg91: null, whatsapp: null });
    expect(settingsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).config.notify?.channels).toEqual(['email']);
  });

  it('reads the providers and their templates', () => {
    const notify = settingsFromEnv({
      NOTIFY_CHANNELS: 'sms, whatsapp',
      MSG91_AUTH_KEY: 'auth',
      MSG91_TEMPLATES: 'login_otp=111,coin_otp=222',
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '123',
      WHATSAPP_TEMPLATES: 'login_otp=login_code:en_US,appointment=booking',
      WHATSAPP_BASE_URL: 'http://127.0.0.1:9/v21.0/',
    }).config.notify;
    expect(notify?.channels).toEqual(['sms', 'whatsapp']);
    expect(notify?.msg91).toEqual({ authKey: 'auth', sender: null, templates: { login_otp: '111', coin_otp: '222' }, baseUrl: 'https://control.msg91.com' });
    expect(notify?.whatsapp).toMatchObject({ templates: { login_otp: { name: 'login_code', language: 'en_US' }, appointment: { name: 'booking', language: 'en' } }, baseUrl: 'http://127.0.0.1:9/v21.0' });
  });

  it('stops the start on a malformed or incomplete setting, naming it', () => {
    expect(() => settingsFromEnv({ NOTIFY_CHANNELS: 'sms,fax' })).toThrow(/NOTIFY_CHANNELS/);
    expect(() => settingsFromEnv({ NOTIFY_CHANNELS: 'sms' })).toThrow(/MSG91_AUTH_KEY/);
    expect(() => settingsFromEnv({ NOTIFY_CHANNELS: 'email' })).toThrow(/SMTP_URL/);
    expect(() => settingsFromEnv({ NOTIFY_CHANNELS: 'whatsapp' })).toThrow(/WHATSAPP_TOKEN/);
    expect(() => settingsFromEnv({ NOTIFY_CHANNELS: 'sms', MSG91_AUTH_KEY: 'a', MSG91_TEMPLATES: 'birthday=1' })).toThrow(/MSG91_TEMPLATES/);
  });

  it('refuses production mode when OTPs would have no SMS channel', () => {
    expect(() => settingsFromEnv(PRODUCTION)).toThrow(/production.*NOTIFY_CHANNELS.*MSG91_AUTH_KEY.*MSG91_TEMPLATES/);
    expect(() => settingsFromEnv({ ...PRODUCTION, NOTIFY_CHANNELS: 'sms', MSG91_AUTH_KEY: 'a', MSG91_TEMPLATES: 'login_otp=1' })).toThrow(/coin_otp/);
    const ready = settingsFromEnv({ ...PRODUCTION, NOTIFY_CHANNELS: 'sms', MSG91_AUTH_KEY: 'a', MSG91_TEMPLATES: 'login_otp=1,coin_otp=2' });
    expect(ready.config.notify?.channels).toEqual(['sms']);
  });

  it('the store itself does not start in production mode without them, and says which settings to set', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'packages/server/src/main.ts')], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, ...PRODUCTION, DATA_DIR: join(REPO_ROOT, 'data-never-created'), PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toMatch(/NOTIFY_CHANNELS/);
    expect(errors).toMatch(/MSG91_TEMPLATES/);
  });
});
