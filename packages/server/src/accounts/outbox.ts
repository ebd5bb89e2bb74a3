import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../db/types.ts';
import type { AccountSettings } from '../deps.ts';

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
  const write = async (channel: 'sms' | 'email', to: string, subject: string, body: string) => {
    await db.query('INSERT INTO outbox (channel, "to", subject, body) VALUES ($1, $2, $3, $4)', [channel, to, subject, body]);
  };
  const smtp: Transporter | null = settings.smtpUrl ? createTransport(settings.smtpUrl) : null;
  return {
    sendSms: (to, body) => write('sms', to, '', body),
    async sendEmail(to, subject, body) {
      await write('email', to, subject, body);
      if (!smtp) return;
      try {
        await smtp.sendMail({ from: settings.mailFrom, to, subject, text: body });
      } catch (error) {
        console.error(`SMTP delivery of "${subject}" failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

/** Newest first. */
export async function readOutbox(db: Db, limit = 100): Promise<OutboxMessage[]> {
  const { rows } = await db.query<{ id: number; channel: 'sms' | 'email'; to: string; subject: string; body: string; sent_at: Date | string }>(
    'SELECT id, channel, "to", subject, body, sent_at FROM outbox ORDER BY id DESC LIMIT $1',
    [limit],
  );
  return rows.map((r) => ({ ...r, sent_at: new Date(r.sent_at).toISOString() }));
}
