/**
 * Back in stock (migration 031, stock_alerts): a logged-in shopper's wish to be told once when an
 * out-of-stock product can be bought again. The products_restocked trigger marks a product's
 * waiting wishes due in the transaction that raises its stock (or shows it again), whichever code
 * does it, and NOTIFYs so_stock_alerts; `tellRestocked` then writes each due wish's message,
 * kind `back_in_stock`, idempotency key `back_in_stock:<wish id>`, only by the channels the
 * shopper consented to (none: no message), and settles the wish in the same transaction, so a
 * shopper is told once and a later restock tells nobody again. Every API process runs it (after
 * a staff request, on the notice, and on a poll), each due wish claimed by one of them (FOR UPDATE
 * SKIP LOCKED). A wish whose product is out of stock or hidden again before it is told waits on.
 */
import { ANSWER, DOC, MSG, productPath, type NotifyChannel } from '@so/contract';
import { run, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { HttpError } from '../http/errors.ts';
import { listeningWorker } from '../repeat.ts';
import { layoutEmail } from './email-layout.ts';
import { consentedChannelsOf, signUnsubscribe, unsubscribeKey } from './preferences.ts';
import { createNotifier, type NotifierOptions, type NotifyConfig } from './queue.ts';
import { notifySettingsOf } from './settings.ts';

/** The channel the restocking transaction NOTIFYs (migration 031). */
export const STOCK_ALERTS_CHANNEL = 'so_stock_alerts';
/** How often each API process looks for due wishes whose notice it missed. */
export const STOCK_ALERTS_POLL_MS = 60_000;
/** Wishes told per transaction. */
const BATCH = 50;

/**
 * The channels a back-in-stock message can reach a shopper by, of those they consented to: e-mail;
 * SMS with a mobile number; WhatsApp with one, when the store sends WhatsApp for the kind (as the
 * queue makes a WhatsApp message only then).
 */
function reachable(config: NotifyConfig, consented: readonly NotifyChannel[], mobile: string | null): NotifyChannel[] {
  const whatsapp = notifySettingsOf(config);
  const sendsWhatsapp = whatsapp.channels.includes('whatsapp') && Boolean(whatsapp.whatsapp?.templates.back_in_stock);
  return consented.filter((channel) => channel === 'email' || (mobile !== null && (channel === 'sms' || sendsWhatsapp)));
}

/**
 * Records `userId`'s wish for `productId` (one waiting wish per shopper and product); answers the
 * channels they will be told by (reachable ones of those they consented to). A product in stock 400, an unknown or hidden one 404.
 */
export async function wishStockAlert(db: Db, config: NotifyConfig, userId: number, productId: number): Promise<NotifyChannel[]> {
  await db.transaction(async (tx) => {
    // FOR SHARE: a restock waits for this wish, so it is either marked due by it or sees it already there.
    const { rows } = await run<{ stock: number | null; is_hidden: boolean }>(tx, sql`SELECT stock, is_hidden FROM products WHERE id = ${productId} FOR SHARE`);
    const product = rows[0];
    if (!product || product.is_hidden) throw new HttpError(404, ANSWER.productNotFound);
    if ((product.stock ?? 0) > 0) throw new HttpError(400, MSG.stockAlertInStock);
    await run(tx, sql`INSERT INTO stock_alerts (user_id, product_id) VALUES (${userId}, ${productId}) ON CONFLICT (user_id, product_id) WHERE settled_at IS NULL DO NOTHING`);
  });
  const { rows } = await run<{ mobile: string | null }>(db, sql`SELECT mobile FROM users WHERE id = ${userId}`);
  return reachable(config, await consentedChannelsOf(db, userId), rows[0]?.mobile ?? null);
}

interface DueWish {
  id: number;
  user_id: number;
  product_id: number;
  product_name: string;
  buyable: boolean;
  email: string;
  mobile: string | null;
  first_name: string;
  is_active: boolean;
}

/**
 * Tells every shopper whose wish is due (see the file comment); answers how many wishes were
 * settled. The messages go out once the transaction has committed.
 */
export async function tellRestocked(db: Db, config: NotifyConfig, options: NotifierOptions = {}): Promise<number> {
  // Most calls (every staff write, the poll) find nothing due: one indexed look, nothing else made.
  const due = await run(db, sql`SELECT 1 FROM stock_alerts WHERE settled_at IS NULL AND restocked_at IS NOT NULL LIMIT 1`);
  if (due.rows.length === 0) return 0;
  const notifier = createNotifier(db, config, options);
  const key = await unsubscribeKey(db);
  const storeUrl = config.accounts.storeUrl.replace(/\/+$/, '');
  let settled = 0;
  for (;;) {
    const { count, queued } = await db.transaction(async (tx) => {
      const { rows } = await run<DueWish>(
        tx,
        sql`SELECT a.id, a.user_id, a.product_id, p.name AS product_name, (coalesce(p.stock, 0) > 0 AND NOT p.is_hidden) AS buyable,
                   u.email, u.mobile, u.first_name, u.is_active
              FROM stock_alerts a JOIN products p ON p.id = a.product_id JOIN users u ON u.id = a.user_id
             WHERE a.settled_at IS NULL AND a.restocked_at IS NOT NULL
             ORDER BY a.id LIMIT ${BATCH} FOR UPDATE OF a SKIP LOCKED`,
      );
      const ids: number[] = [];
      for (const wish of rows) {
        if (!wish.buyable) {
          // Sold out or hidden again before it was told: it waits for the next restock.
          await run(tx, sql`UPDATE stock_alerts SET restocked_at = NULL WHERE id = ${wish.id}`);
          continue;
        }
        const consented = wish.is_active ? await consentedChannelsOf(tx, wish.user_id) : [];
        const channels = reachable(config, consented, wish.mobile);
        if (channels.length > 0) {
          const link = `${storeUrl}${productPath(wish.product_id, wish.product_name)}`;
          const unsubscribe = `${storeUrl}/api/notifications/unsubscribe/?token=${signUnsubscribe(key, wish.user_id, 'email')}`;
          const text = DOC.backInStock.sms(wish.product_name, link);
          ids.push(
            ...(await notifier.enqueue(tx, {
              kind: 'back_in_stock',
              to: { mobile: wish.mobile, email: wish.email },
              vars: [wish.product_name, link],
              text,
              email: layoutEmail(DOC.backInStock.emailSubject(wish.product_name), {
                name: wish.first_name,
                paragraphs: DOC.backInStock.paragraphs(wish.product_name),
                action: { label: DOC.backInStock.action, url: link },
                unsubscribeUrl: unsubscribe,
              }),
              idempotencyKey: `back_in_stock:${wish.id}`,
              channels,
            })),
          );
        }
        await run(tx, sql`UPDATE stock_alerts SET settled_at = now(), told_channels = ${channels}::text[] WHERE id = ${wish.id}`);
      }
      return { count: rows.length, queued: ids };
    });
    if (queued.length > 0) await notifier.deliver(queued);
    settled += count;
    if (count < BATCH) return settled;
  }
}

/**
 * Runs `tellRestocked` in this process: now, whenever a restocking transaction commits (LISTEN
 * so_stock_alerts), and every STOCK_ALERTS_POLL_MS on an unref'd timer. Runs never overlap.
 */
export function startStockAlerts(db: Db, config: NotifyConfig, options: NotifierOptions = {}): { stop(): void } {
  return listeningWorker(db, {
    channel: STOCK_ALERTS_CHANNEL,
    pollMs: STOCK_ALERTS_POLL_MS,
    async pass() {
      try {
        await tellRestocked(db, config, options);
      } catch (error) {
        if (config.logErrors) console.error('Telling shoppers of restocked products failed', error);
      }
    },
    onListenError: (error) => {
      if (config.logErrors) console.error('Listening for restocked products failed (checked every minute)', error);
    },
  });
}
