/**
 * Consent to offers and back-in-stock alerts (notify/preferences.ts) and back in stock
 * (notify/stock-alerts.ts): what a shopper switches is recorded with its time and kept as
 * history, the unsubscribe link withdraws without a login and is recorded, a forged link changes
 * nothing, and a restock tells each waiting shopper once, only by the channels they consented to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@so/contract';
import { callApi, createTestServer, createTestStaff, createTestUser, TEST_CONFIG, type TestServer, type TestUser } from '../testing.ts';
import { signUnsubscribe, unsubscribeKey } from './preferences.ts';
import { tellRestocked } from './stock-alerts.ts';

let server: TestServer;
let staff: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  staff = await createTestStaff(server.db);
});

afterAll(async () => {
  await server?.close();
});

/** Sets a product's stock straight in the database (as every writer could). */
const setStock = (id: number, stock: number | null) => server.db.query('UPDATE products SET stock = $2 WHERE id = $1', [id, stock]);

/** Staff set a product's stock through the dashboard's route. */
async function restock(id: number, stock: number) {
  const answer = await callApi(server, `/api/staff/products/${id}/stock`, { user: staff, body: { stock } });
  expect(answer.status).toBe(200);
}

const consent = (user: TestUser, channel: string, granted: boolean) =>
  callApi(server, '/api/notifications/preferences/', { method: 'PATCH', user, body: { channel, granted } });

const notifyMe = (user: TestUser, productId: number) => callApi(server, '/api/notifications/back-in-stock/', { user, body: { product_id: productId } });

/** The back-in-stock messages the outbox holds for `user`, by channel. */
async function toldOf(user: TestUser): Promise<{ channel: string; to: string; subject: string; body: string }[]> {
  const { rows } = await server.db.query<{ channel: string; to: string; subject: string; body: string }>(
    `SELECT channel, "to", subject, body FROM outbox WHERE kind = 'back_in_stock' AND "to" IN ($1, $2) ORDER BY id`,
    [user.email, user.mobile],
  );
  return rows;
}

describe('consent to offers and back-in-stock alerts', () => {
  it('is off on every channel until the shopper switches one on, then says when and how it was given', async () => {
    const user = await createTestUser(server.db);
    const before = await callApi(server, '/api/notifications/preferences/', { user });
    expect(before.json.data).toMatchObject({ consents: [{ channel: 'email', granted: false, recorded_at: null }, { channel: 'sms', granted: false }, { channel: 'whatsapp', granted: false }], history: [] });

    const startedAt = Date.now();
    const on = await consent(user, 'email', true);
    expect(on.status).toBe(200);
    expect(on.json.message).toBe(MSG.consentSaved('E-mail', true));
    const after = await callApi(server, '/api/notifications/preferences/', { user });
    const data = after.json.data as { consents: { channel: string; granted: boolean; recorded_at: string; source: string }[]; history: unknown[] };
    const email = data.consents.find((c) => c.channel === 'email');
    expect(email).toMatchObject({ granted: true, source: 'profile' });
    expect(Date.parse(email?.recorded_at ?? '')).toBeGreaterThanOrEqual(startedAt - 1000);

    // Off again: a second record; the first is kept.
    await consent(user, 'email', false);
    const history = (await callApi(server, '/api/notifications/preferences/', { user })).json.data as { history: { channel: string; granted: boolean; source: string }[] };
    expect(history.history).toMatchObject([
      { channel: 'email', granted: false, source: 'profile' },
      { channel: 'email', granted: true, source: 'profile' },
    ]);
  });

  it('refuses an unknown channel and a missing answer, and a visitor', async () => {
    const user = await createTestUser(server.db);
    expect((await consent(user, 'fax', true)).status).toBe(400);
    expect((await callApi(server, '/api/notifications/preferences/', { method: 'PATCH', user, body: { channel: 'sms' } })).status).toBe(400);
    expect((await callApi(server, '/api/notifications/preferences/')).status).toBe(401);
  });

  it('is withdrawn by the unsubscribe link without a login, recorded as such; a browser gets a page', async () => {
    const user = await createTestUser(server.db);
    await consent(user, 'email', true);
    const token = signUnsubscribe(await unsubscribeKey(server.db), user.id, 'email');
    const page = await server.app.request(`/api/notifications/unsubscribe/?token=${token}`, { headers: { Accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(MSG.unsubscribed('e-mail'));
    // Opened again (JSON): still withdrawn, not recorded twice.
    const again = await callApi(server, `/api/notifications/unsubscribe/?token=${token}`);
    expect(again.status).toBe(200);
    const data = (await callApi(server, '/api/notifications/preferences/', { user })).json.data as { consents: { channel: string; granted: boolean; source: string }[]; history: unknown[] };
    expect(data.consents.find((c) => c.channel === 'email')).toMatchObject({ granted: false, source: 'unsubscribe_link' });
    expect(data.history).toHaveLength(2);
  });

  it('refuses a forged, tampered or malformed token with 400 and changes nothing', async () => {
    const user = await createTestUser(server.db);
    await consent(user, 'email', true);
    const token = signUnsubscribe(await unsubscribeKey(server.db), user.id, 'email');
    const other = await createTestUser(server.db);
    const tampered = token.replace(`u1.${user.id}.`, `u1.${other.id}.`);
    const forged = signUnsubscribe(Buffer.alloc(32, 7), user.id, 'email');
    for (const bad of [tampered, forged, 'nonsense', token.replace('.email.', '.sms.'), '']) {
      const answer = await callApi(server, `/api/notifications/unsubscribe/?token=${encodeURIComponent(bad)}`);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(MSG.unsubscribeInvalid);
    }
    const page = await server.app.request(`/api/notifications/unsubscribe/?token=${encodeURIComponent(forged)}`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(400);
    const data = (await callApi(server, '/api/notifications/preferences/', { user })).json.data as { consents: { channel: string; granted: boolean }[] };
    expect(data.consents.find((c) => c.channel === 'email')?.granted).toBe(true);
  });
});

describe('back in stock', () => {
  it('tells a waiting shopper once, by e-mail with the unsubscribe link, when staff restock; not again on a second restock', async () => {
    const product = 1006;
    await setStock(product, 0);
    const user = await createTestUser(server.db);
    await consent(user, 'email', true);
    const wish = await notifyMe(user, product);
    expect(wish.status).toBe(200);
    expect(wish.json.data).toMatchObject({ product_id: product, channels: ['email'] });
    // Asking again keeps one wish.
    expect((await notifyMe(user, product)).status).toBe(200);

    await restock(product, 5);
    const told = await toldOf(user);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ channel: 'email', to: user.email });
    expect(told[0].subject).toContain('is back in stock');
    const link = /(http:\/\/store\.test\/api\/notifications\/unsubscribe\/\?token=\S+)/.exec(told[0].body)?.[1] ?? '';
    expect(link).not.toBe('');

    // Sold out and restocked again: the wish was settled, nobody is told twice.
    await setStock(product, 0);
    await restock(product, 8);
    await tellRestocked(server.db, TEST_CONFIG);
    expect(await toldOf(user)).toHaveLength(1);

    // The footer's link withdraws the consent.
    const unsubscribe = await server.app.request(link.replace('http://store.test', ''));
    expect(unsubscribe.status).toBe(200);
    const data = (await callApi(server, '/api/notifications/preferences/', { user })).json.data as { consents: { channel: string; granted: boolean }[] };
    expect(data.consents.find((c) => c.channel === 'email')?.granted).toBe(false);
  });

  it('sends nothing to a shopper without consent, and settles the wish', async () => {
    const product = 1004;
    await setStock(product, null);
    const user = await createTestUser(server.db);
    const wish = await notifyMe(user, product);
    expect(wish.json.data).toMatchObject({ channels: [] });
    await restock(product, 3);
    expect(await toldOf(user)).toEqual([]);
    const { rows } = await server.db.query<{ settled: boolean }>('SELECT settled_at IS NOT NULL AS settled FROM stock_alerts WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ settled: true }]);
  });

  it('uses only the channels each shopper consented to', async () => {
    const product = 1010;
    await setStock(product, 0);
    const byEmail = await createTestUser(server.db);
    const bySms = await createTestUser(server.db);
    await consent(byEmail, 'email', true);
    await consent(bySms, 'sms', true);
    await consent(bySms, 'email', false);
    await notifyMe(byEmail, product);
    await notifyMe(bySms, product);
    // Any writer raising the stock (here SQL, as an order's cancellation would): the trigger marks the wishes due.
    await setStock(product, 2);
    await tellRestocked(server.db, TEST_CONFIG);
    expect((await toldOf(byEmail)).map((m) => [m.channel, m.to])).toEqual([['email', byEmail.email]]);
    expect((await toldOf(bySms)).map((m) => [m.channel, m.to])).toEqual([['sms', bySms.mobile]]);
  });

  it('sends WhatsApp only to a shopper who consented to it, and only when the store sends WhatsApp', async () => {
    const product = 1016;
    await setStock(product, 0);
    const byWhatsapp = await createTestUser(server.db);
    await consent(byWhatsapp, 'whatsapp', true);
    // This store sends no WhatsApp: Notify me says nobody can tell them by it.
    expect((await notifyMe(byWhatsapp, product)).json.data).toMatchObject({ channels: [] });

    const sent: { channel: string; to: string; kind: string }[] = [];
    const record = (provider: string) => ({ provider, send: async (m: { channel: string; to: string; kind: string }) => void sent.push({ channel: m.channel, to: m.to, kind: m.kind }) });
    const whatsappStore = {
      ...TEST_CONFIG,
      notify: {
        channels: ['sms', 'email', 'whatsapp'] as const,
        msg91: null,
        whatsapp: { token: 't', phoneNumberId: '1', templates: { back_in_stock: { name: 'back_in_stock', language: 'en' } }, baseUrl: 'http://127.0.0.1:9' },
      },
    };
    await setStock(product, 6);
    await tellRestocked(server.db, whatsappStore, { adapters: { sms: record('sms-test'), email: record('email-test'), whatsapp: record('whatsapp-test') } });
    expect(sent).toEqual([{ channel: 'whatsapp', to: byWhatsapp.mobile, kind: 'back_in_stock' }]);
  });

  it('refuses a product in stock, asks a visitor to log in, and waits while a product is sold out again before it is told', async () => {
    const inStock = await createTestUser(server.db);
    await setStock(1012, 40);
    expect((await notifyMe(inStock, 1012)).json.message).toBe(MSG.stockAlertInStock);
    const visitor = await callApi(server, '/api/notifications/back-in-stock/', { body: { product_id: 1012 } });
    expect(visitor.status).toBe(401);
    expect(visitor.json.message).toBe(MSG.loginToNotifyMe);

    const product = 1014;
    await setStock(product, 0);
    const user = await createTestUser(server.db);
    await consent(user, 'email', true);
    await notifyMe(user, product);
    await server.db.transaction(async (tx) => {
      await tx.query('UPDATE products SET stock = 1 WHERE id = $1', [product]);
    });
    await setStock(product, 0);
    await tellRestocked(server.db, TEST_CONFIG);
    expect(await toldOf(user)).toEqual([]);
    await restock(product, 4);
    expect(await toldOf(user)).toHaveLength(1);
  });
});
