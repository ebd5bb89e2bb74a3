import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../db/types.ts';
import type { AccountSettings } from '../deps.ts';
import { run, sql } from '../db/sql.ts';

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  sent_at: string;
}

/** Where the store's SMS and e-mails go. */
export interface Messenger {
  sendSms(to: string, body: string): Promise<void>;
  sendEmail(to: string, subject: string, body: string): Promise<void>;
}

/**
 * Every message is written to the outbox table (readable as the demo outbox in demo mode). When
 * SMTP_URL is set, e-mails are also delivered through that SMTP server; a delivery failure is
 * logged (without the message body, which may hold a reset link) and does not fail the request.
 * SMS has no gateway yet: text messages reach the outbox only.
 */
export function outboxMessenger(db: Db, settings: AccountSettings): Messenger {
  const deliver = smtpDelivery(settings);
  return {
    sendSms: (to, body) => writeOutbox(db, 'sms', to, '', body),
    async sendEmail(to, subject, body) {
      await writeOutbox(db, 'email', to, subject, body);
      await deliver?.({ to, subject, body });
    },
  };
}

async function writeOutbox(db: Db, channel: 'sms' | 'email', to: string, subject: string, body: string): Promise<void> {
  await run(db, sql`INSERT INTO outbox (channel, "to", subject, body) VALUES (${channel}, ${to}, ${subject}, ${body})`);
}

/** One e-mail. */
export interface Email {
  to: string;
  subject: string;
  body: string;
}

/** Delivery through SMTP_URL (null when it is not set); a failure is logged, never thrown. */
function smtpDelivery(settings: AccountSettings): ((email: Email) => Promise<void>) | null {
  const smtp: Transporter | null = settings.smtpUrl ? createTransport(settings.smtpUrl) : null;
  if (!smtp) return null;
  return async ({ to, subject, body }) => {
    try {
      await smtp.sendMail({ from: settings.mailFrom, to, subject, text: body });
    } catch (error) {
      console.error(`SMTP delivery of "${subject}" failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

/**
 * E-mails that belong to a change of the database (a gift voucher's code): `write` puts
 * them in the outbox inside the change's transaction, so they exist exactly when the change
 * commits, and `deliver` sends them through SMTP (when SMTP_URL is set) once it has.
 */
export interface TransactionalMailer {
  write(tx: Db, emails: readonly Email[]): Promise<void>;
  deliver(emails: readonly Email[]): Promise<void>;
}

export function transactionalMailer(settings: AccountSettings): TransactionalMailer {
  const deliver = smtpDelivery(settings);
  return {
    async write(tx, emails) {
      for (const email of emails) await writeOutbox(tx, 'email', email.to, email.subject, email.body);
    },
    async deliver(emails) {
      if (deliver) for (const email of emails) await deliver(email);
    },
  };
}

/** Newest first. */
export async function readOutbox(db: Db, limit = 100): Promise<OutboxMessage[]> {
  const { rows } = await run<{ id: number; channel: 'sms' | 'email'; to: string; subject: string; body: string; sent_at: Date | string }>(db, sql`SELECT id, channel, "to", subject, body, sent_at FROM outbox ORDER BY id DESC LIMIT ${limit}`);
  return rows.map((r) => ({ ...r, sent_at: new Date(r.sent_at).toISOString() }));
}
