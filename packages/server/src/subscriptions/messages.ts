/**
 * How the subscription scheduler tells a shopper what it did or is about to do (scheduler.ts,
 * notices.ts): a message of the notification queue (e-mail, and SMS when they have a mobile
 * number), written in the transaction that records what happened, under a key naming it, so a run
 * repeated after a crash tells once.
 */
import { DOC, type NotificationKind } from '@so/contract';
import type { Db } from '../db/types.ts';
import type { ShopperContact, ShopperNotices } from '../notify/events.ts';
import { run, sql } from '../db/sql.ts';

/** Whom a subscription's messages go to: an account's own e-mail and mobile, as every shopper's message. */
export type Shopper = ShopperContact;

export async function shopperOf(db: Db, userId: number): Promise<Shopper> {
  const { rows } = await run<Shopper>(db, sql`SELECT email, first_name, mobile FROM users WHERE id = ${userId}`);
  return rows[0];
}

/** Where a message sends the shopper: an order's page, the profile's subscriptions, or a product's subscriptions. */
export const LINKS = {
  order: (storeUrl: string, orderNumber: string) => `${storeUrl}/orders/${encodeURIComponent(orderNumber)}`,
  subscriptions: (storeUrl: string) => `${storeUrl}/profile#subscribe`,
  subscribe: (storeUrl: string, productId: number) => `${storeUrl}/subscribe/${productId}`,
} as const;

/** What the scheduler tells: the subject and text of the message, the page it links to, and the key naming it (`subscription:…`). */
export interface SubscriptionMessage {
  subject: string;
  text: string;
  link: string;
  key: string;
}

/** Tells the shopper by e-mail and, when they have a mobile number, by SMS, in the transaction `tx` (once per key). */
export async function tell(tx: Db, notices: ShopperNotices, shopper: Shopper, message: SubscriptionMessage, kind: NotificationKind = 'subscription'): Promise<void> {
  const { subject, text, link, key } = message;
  await notices.notifier.enqueue(tx, {
    kind,
    to: { email: shopper.email, mobile: shopper.mobile },
    vars: [text, link],
    text: DOC.subscription.sms(text, link),
    email: { subject, body: DOC.subscription.email(shopper.first_name, text, link) },
    idempotencyKey: key,
  });
}
