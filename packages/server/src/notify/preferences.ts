/**
 * Consent to marketing messages (offers and back-in-stock alerts), per account and channel
 * (migration 031, marketing_consents): every change is a row of its own with its time and how it
 * was made (the profile's switch, an e-mail's unsubscribe link), so consent is shown as it was
 * recorded; a channel's consent is its latest row, and no row is no consent. Transactional
 * messages need none (docs/rules.md#notifications).
 *
 * The unsubscribe link of a marketing e-mail carries a token `u1.<user id>.<channel>.<signature>`,
 * the signature the base64url HMAC-SHA256 of `u1.<user id>.<channel>` under a random key made
 * once and kept in server_secrets (every API process on one database agrees). It does not expire:
 * an old e-mail's link must still unsubscribe.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONSENT_CHANNELS, CONSENT_HISTORY_SHOWN, isNotifyChannel, type ChannelConsent, type ConsentRecord, type ConsentSource, type NotifyChannel, type Preferences } from '@so/contract';
import { run, sql } from '../db/sql.ts';
import { databaseSecret } from '../db/secrets.ts';
import type { Db } from '../db/types.ts';

const SECRET_NAME = 'unsubscribe_hmac_key';
const VERSION = 'u1';

/** The HMAC key of unsubscribe tokens: the database's own (db/secrets.ts). */
export function unsubscribeKey(db: Db): Promise<Buffer> {
  return databaseSecret(db, SECRET_NAME);
}

const signature = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest();

/** The unsubscribe token of `userId`'s marketing messages by `channel`. */
export function signUnsubscribe(key: Buffer, userId: number, channel: NotifyChannel): string {
  const signed = `${VERSION}.${userId}.${channel}`;
  return `${signed}.${signature(key, signed).toString('base64url')}`;
}

/** Whom and which channel a token names, or null (malformed, forged or tampered with). */
export function verifyUnsubscribe(key: Buffer, token: string): { userId: number; channel: NotifyChannel } | null {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION || !/^[1-9][0-9]{0,9}$/.test(parts[1]) || !isNotifyChannel(parts[2])) return null;
  const given = Buffer.from(parts[3], 'base64url');
  const expected = signature(key, `${parts[0]}.${parts[1]}.${parts[2]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(parts[1]), channel: parts[2] };
}

interface ConsentRow {
  channel: NotifyChannel;
  granted: boolean;
  source: ConsentSource;
  recorded_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Each channel's consent as it stands (the latest record; none: off, never asked). */
export async function currentConsents(db: Db, userId: number): Promise<ChannelConsent[]> {
  const { rows } = await run<ConsentRow>(
    db,
    sql`SELECT DISTINCT ON (channel) channel, granted, source, recorded_at FROM marketing_consents WHERE user_id = ${userId} ORDER BY channel, id DESC`,
  );
  return CONSENT_CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    return row ? { channel, granted: row.granted, recorded_at: iso(row.recorded_at), source: row.source } : { channel, granted: false, recorded_at: null, source: null };
  });
}

/** The channels `userId` consented to marketing messages by. */
export async function consentedChannelsOf(db: Db, userId: number): Promise<NotifyChannel[]> {
  return (await currentConsents(db, userId)).filter((c) => c.granted).map((c) => c.channel);
}

/** The consents and the latest CONSENT_HISTORY_SHOWN records, newest first. */
export async function preferencesOf(db: Db, userId: number): Promise<Preferences> {
  const { rows } = await run<ConsentRow>(
    db,
    sql`SELECT channel, granted, source, recorded_at FROM marketing_consents WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${CONSENT_HISTORY_SHOWN}`,
  );
  const history: ConsentRecord[] = rows.map((r) => ({ channel: r.channel, granted: r.granted, source: r.source, recorded_at: iso(r.recorded_at) }));
  return { consents: await currentConsents(db, userId), history };
}

/**
 * Records `userId`'s consent by `channel` as `granted`, made by `source`, in a transaction under
 * the account's row lock (two changes at once are recorded one after the other). Nothing is
 * written when the latest record already says the same (a link opened twice is one withdrawal).
 * Answers whether a record was written.
 */
export async function recordConsent(db: Db, userId: number, channel: NotifyChannel, granted: boolean, source: ConsentSource): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await run<{ id: number }>(tx, sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    if (user.rows.length === 0) return false;
    const latest = await run<{ granted: boolean }>(tx, sql`SELECT granted FROM marketing_consents WHERE user_id = ${userId} AND channel = ${channel} ORDER BY id DESC LIMIT 1`);
    if (latest.rows[0]?.granted === granted) return false;
    await run(tx, sql`INSERT INTO marketing_consents (user_id, channel, granted, source) VALUES (${userId}, ${channel}, ${granted}, ${source})`);
    return true;
  });
}
