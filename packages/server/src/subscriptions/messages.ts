/**
 * How the subscription scheduler tells a shopper what it did or is about to do (scheduler.ts,
 * notices.ts): an e-mail, and an SMS when they have a mobile number, both kept in the outbox.
 */
import { DOC, type NotificationKind } from '@so/contract';
import type { Messenger } from '../accounts/outbox.ts';
import type { Db } from '../db/types.ts';
import { run, sql } from '../db/sql.ts';

/** Whom a subscription's messages go to. */
export interface Shopper {
  email: string;
  first_name: string;
  mobile: string | null;
}

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

/** Tells the shopper by e-mail and, when they have a mobile number, by SMS (both kept in the outbox). */
export async function tell(messenger: Messenger, shopper: Shopper, subject: string, text: string, link: string, kind: NotificationKind = 'subscription'): Promise<void> {
  await messenger.sendEmail(shopper.email, subject, DOC.subscription.email(shopper.first_name, text, link), kind);
  if (shopper.mobile) await messenger.sendSms(shopper.mobile, DOC.subscription.sms(text, link), { kind, vars: [text, link] });
}
