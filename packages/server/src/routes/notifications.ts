/**
 * Notifications (endpoint table NOTIFICATIONS): a shopper's consent to offers and back-in-stock
 * alerts (notify/preferences.ts), the one-click unsubscribe link of marketing e-mails (JSON for a
 * client, a small page for a browser), and the back-in-stock wish (notify/stock-alerts.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { DOC, MSG, NOTIFICATIONS, UNSUBSCRIBE_TOKEN_PATTERN, type NotifyChannel } from '@so/contract';
import { run, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { escapeHtml, htmlPage } from '../http/html.ts';
import { route, routeApp } from '../http/route.ts';
import { preferencesOf, recordConsent, unsubscribeKey, verifyUnsubscribe } from '../notify/preferences.ts';
import { tellRestocked, wishStockAlert } from '../notify/stock-alerts.ts';

/** Withdraws the consent a token names; null for a malformed, forged or unknown one. */
async function unsubscribeBy(db: Db, token: string | undefined): Promise<NotifyChannel | null> {
  if (!token || !UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
  const claims = verifyUnsubscribe(await unsubscribeKey(db), token);
  if (!claims) return null;
  const known = await run<{ id: number }>(db, sql`SELECT id FROM users WHERE id = ${claims.userId}`);
  if (known.rows.length === 0) return null;
  await recordConsent(db, claims.userId, claims.channel, false, 'unsubscribe_link');
  return claims.channel;
}

const STYLE = `:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2a1b;background:#f4f8ef}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;box-sizing:border-box}
main{background:#fff;max-width:460px;width:100%;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px}
h1{font-size:1.25rem;margin:0 0 16px}p{line-height:1.5}a{color:#2f6b2a}a:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}`;

/** The page a person sees after opening an unsubscribe link (never framed, never cached). */
function unsubscribePage(c: Context, status: 200 | 400, storeUrl: string, channel: NotifyChannel | null): Response {
  const text = DOC.unsubscribePage;
  const nonce = randomBytes(16).toString('base64');
  const settings = `<p><a href="${escapeHtml(`${storeUrl.replace(/\/+$/, '')}/profile#details`)}">${escapeHtml(text.settings)}</a></p>`;
  const body = channel
    ? `<h1>${escapeHtml(text.done)}</h1><p>${escapeHtml(MSG.unsubscribed(MSG.channelWords[channel]))}</p><p>${escapeHtml(text.transactional)}</p>${settings}`
    : `<h1>${escapeHtml(text.invalid)}</h1><p>${escapeHtml(text.invalidExplained)}</p>${settings}`;
  const html = htmlPage({ title: channel ? text.title : text.invalidTitle, style: STYLE, nonce, main: `<p><strong>${escapeHtml(MSG.storeName)}</strong></p>${body}` });
  return c.html(html, status, {
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

/** A browser opening the link (it asks for HTML) gets the page; a client (JSON) goes on to the table's route. */
function pageForBrowsers(deps: Deps): MiddlewareHandler {
  return async (c, next) => {
    if (!(c.req.header('Accept') ?? '').includes('text/html')) return next();
    const channel = await unsubscribeBy(deps.db, c.req.query('token'));
    return unsubscribePage(c, channel ? 200 : 400, deps.config.accounts.storeUrl, channel);
  };
}

export function notificationRoutes(deps: Deps): Hono {
  const { db } = deps;
  const app = routeApp(db);

  route(app, NOTIFICATIONS.preferences, async (c) => ({ status: true, data: await preferencesOf(db, c.var.auth.user.id) }));

  route(app, NOTIFICATIONS.updatePreferences, async (c, { body }) => {
    const userId = c.var.auth.user.id;
    await recordConsent(db, userId, body.channel, body.granted, 'profile');
    return { status: true, message: MSG.consentSaved(MSG.channelNames[body.channel], body.granted), data: await preferencesOf(db, userId) };
  });

  route(app, NOTIFICATIONS.unsubscribe, pageForBrowsers(deps), async (_c, { query }) => {
    const channel = await unsubscribeBy(db, query.token);
    if (!channel) throw new HttpError(400, MSG.unsubscribeInvalid);
    return { status: true, message: MSG.unsubscribed(MSG.channelWords[channel]), data: { channel, granted: false as const } };
  });

  route(app, NOTIFICATIONS.notifyMe, async (c, { body }) => {
    const channels = await wishStockAlert(db, deps.config, c.var.auth.user.id, body.product_id);
    return { status: true, data: { product_id: body.product_id, channels } };
  });

  return app.hono;
}

/** After each staff write: tells the shoppers whose wished products came back in stock. */
export function tellRestockedAfterStaffWrites({ db, config }: Deps): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.res.status >= 400) return;
    try {
      await tellRestocked(db, config);
    } catch (error) {
      // The wishes stay due: the worker's notice or poll tells them.
      if (config.logErrors) console.error('Telling shoppers of restocked products failed', error);
    }
  };
}
