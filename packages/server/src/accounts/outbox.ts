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
 * Every message is written to the outbox table (the demo outbox). SMTP delivery (SMTP_URL) is
 * not implemented yet: when SMTP_URL is set the messages still only reach the outbox.
 */
export function outboxMessenger(db: Db, _settings: AccountSettings): Messenger {
  const write = async (channel: 'sms' | 'email', to: string, subject: string, body: string) => {
    await db.query('INSERT INTO outbox (channel, "to", subject, body) VALUES ($1, $2, $3, $4)', [channel, to, subject, body]);
  };
  return {
    sendSms: (to, body) => write('sms', to, '', body),
    sendEmail: (to, subject, body) => write('email', to, subject, body),
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
