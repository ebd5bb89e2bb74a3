/**
 * How the store's code sends a message: through the notification queue (notify/queue.ts), whose
 * table is the outbox (readable as the demo outbox in demo mode). `outboxMessenger` is for
 * messages that are no database change's (a login code, an enquiry's confirmation): each call
 * writes its message and sends it at once, failures being tried again by the worker.
 * `transactionalMailer` writes e-mails inside a change's transaction and sends them once it has
 * committed. New code that tells a shopper of an event uses `createNotifier(…).enqueue(tx, …)`
 * with the event's own idempotency key.
 */
import type { NotificationKind, OutboxMessage } from '@so/contract';
import type { Db } from '../db/types.ts';
import { run, sql } from '../db/sql.ts';
import { createNotifier, oneOffKey, type Notification, type NotifierOptions, type NotifyConfig } from '../notify/queue.ts';

/** A message of the outbox as the demo outbox answers it (the contract's). */
export type { OutboxMessage } from '@so/contract';

/** An SMS's template: the kind of message and its variables, in order (notify/queue.ts Notification). */
export interface SmsTemplate {
  kind: NotificationKind;
  vars: readonly string[];
  /** Not sent after this many minutes (a code's validity): failed instead. */
  expiresInMinutes?: number;
}

/** Where the store's SMS and e-mails go. */
export interface Messenger {
  /** An SMS to a +91 number (and a WhatsApp message when that channel is on and the kind has a template). */
  sendSms(to: string, body: string, template?: SmsTemplate): Promise<void>;
  /** An e-mail: its plain text, and its HTML part when given (notify/email-layout.ts). */
  sendEmail(to: string, subject: string, body: string, kind?: NotificationKind, html?: string): Promise<void>;
}

/**
 * Each message is written to the outbox queue and sent at once through its channel's provider
 * when NOTIFY_CHANNELS has one (e-mail: SMTP_URL); a failure is recorded on the message (without
 * its body, which may hold a code or a reset link), tried again by the worker, and does not fail
 * the request. Without a provider the message is kept in the outbox only (demo mode).
 */
export function outboxMessenger(db: Db, config: NotifyConfig, options: NotifierOptions = {}): Messenger {
  const notifier = createNotifier(db, config, options);
  const send = async (notification: Notification) => {
    const ids = await notifier.enqueue(db, notification);
    await notifier.deliver(ids);
  };
  return {
    sendSms: (to, body, template) =>
      send({
        kind: template?.kind ?? 'message',
        to: { mobile: to },
        vars: template?.vars ?? [body],
        text: body,
        idempotencyKey: oneOffKey(template?.kind ?? 'message'),
        expiresInMinutes: template?.expiresInMinutes,
      }),
    sendEmail: (to, subject, body, kind = 'message', html) => send({ kind, to: { email: to }, vars: [], email: { subject, body, html }, idempotencyKey: oneOffKey(kind) }),
  };
}

/** One e-mail. */
export interface Email {
  to: string;
  subject: string;
  body: string;
  /** Its HTML part (notify/email-layout.ts), else text only. */
  html?: string;
  /** Which message it is (default `message`). */
  kind?: NotificationKind;
  /** Its event's key (default: a key of its own): writing it again adds nothing. */
  key?: string;
}

/**
 * E-mails that belong to a change of the database (a gift voucher's code): `write` puts
 * them in the outbox queue inside the change's transaction, so they exist exactly when the change
 * commits, and `deliver` sends what is due once it has (the worker tries again what fails).
 */
export interface TransactionalMailer {
  write(tx: Db, emails: readonly Email[]): Promise<void>;
  deliver(emails: readonly Email[]): Promise<void>;
}

export function transactionalMailer(db: Db, config: NotifyConfig, options: NotifierOptions = {}): TransactionalMailer {
  const notifier = createNotifier(db, config, options);
  return {
    async write(tx, emails) {
      for (const email of emails) {
        const kind = email.kind ?? 'message';
        await notifier.enqueue(tx, { kind, to: { email: email.to }, vars: [], email: { subject: email.subject, body: email.body, html: email.html }, idempotencyKey: email.key ?? oneOffKey(kind) });
      }
    },
    async deliver(emails) {
      if (emails.length > 0) await notifier.deliver();
    },
  };
}

type Stamp = Date | string | null;
const iso = (value: Stamp): string | null => (value === null ? null : new Date(value).toISOString());

/** Newest first. */
export async function readOutbox(db: Db, limit = 100): Promise<OutboxMessage[]> {
  const { rows } = await run<Omit<OutboxMessage, 'created_at' | 'next_try_at' | 'sent_at'> & { created_at: Date | string; next_try_at: Stamp; sent_at: Stamp }>(
    db,
    sql`SELECT id, channel, kind, "to", subject, body, state, provider, attempts, last_error, created_at, next_try_at, sent_at
          FROM outbox ORDER BY id DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString(), next_try_at: iso(r.next_try_at), sent_at: iso(r.sent_at) }));
}
