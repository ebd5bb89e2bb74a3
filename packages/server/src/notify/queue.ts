/**
 * The notification queue: the outbox table (migration 028). A message is enqueued in the
 * transaction of the event that causes it (`enqueue(tx, …)`), one row per channel it goes out by,
 * so it exists exactly when the event commits; its idempotency key is unique per channel, so one
 * event never makes the same message twice. A worker (`deliverDue`) claims the queued rows that
 * are due with FOR UPDATE SKIP LOCKED and leases them (next_try_at moves past the send), so two
 * workers, in one process or many on one PostgreSQL, never take the same message; it sends each
 * through its channel's adapter outside any transaction, then marks it sent (once: only a queued
 * row under this lease is marked) or schedules its next try (NOTIFY_RETRY_MINUTES) or, its tries
 * used up or the provider refusing it for good, marks it failed.
 *
 * Every API process drives the queue: right after the request that enqueued a message has
 * committed (`Notifier.deliver`), and on a repeating timer (`startNotificationWorker`) for retries
 * and whatever another process left. PGlite is one process; on PostgreSQL the SKIP LOCKED claim
 * lets any number of processes share the work.
 *
 * A message of a channel no provider delivers (not in NOTIFY_CHANNELS) is settled when it is
 * written: on a demo store it is kept as sent by the outbox (read at GET /api/dev/outbox); in
 * production it is failed, naming the setting.
 */
import { randomUUID } from 'node:crypto';
import { isNotificationKind, notifyRetryMinutes, type NotificationKind, type NotifyChannel, type OutboxState } from '@so/contract';
import { and, run, sql, type Sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import type { ServerConfig } from '../deps.ts';
import { listeningWorker, type ListeningWorker } from '../repeat.ts';
import { adaptersFor, DeliveryError, type ChannelAdapters, type OutgoingMessage } from './adapters.ts';
import { notifySettingsOf } from './settings.ts';

/** Whom a notification goes to: a mobile number (+91XXXXXXXXXX: SMS, and WhatsApp when on) and/or an e-mail address. */
export interface Recipient {
  mobile?: string | null;
  email?: string | null;
}

/** One event's message to one person, on every channel it can go out by. */
export interface Notification {
  kind: NotificationKind;
  to: Recipient;
  /** The template's variables in order (MSG91 var1, var2, …; WhatsApp {{1}}, {{2}}, …). */
  vars: readonly string[];
  /** The text message (SMS, WhatsApp) as the person reads it (documents.ts); absent: no SMS or WhatsApp. */
  text?: string;
  /** The e-mail (documents.ts): its subject, plain text and, when given, HTML (notify/email-layout.ts); absent: no e-mail. */
  email?: { subject: string; body: string; html?: string };
  /** Names the event and message (e.g. `order:SO100123:dispatched`): enqueueing it again adds nothing. */
  idempotencyKey: string;
  /** A message worth nothing later (a code valid 10 minutes): not sent after this many minutes, failed instead. */
  expiresInMinutes?: number;
  /** Only these channels (a marketing message: those the person consented to); absent: every channel it can go by. */
  channels?: readonly NotifyChannel[];
}

/** What the outbox says of a message that could not be sent before it expired. */
const EXPIRED = 'expired before it could be sent';

/** What the queue needs of the config. */
export type NotifyConfig = Pick<ServerConfig, 'accounts' | 'notify' | 'storeMode' | 'logErrors'>;

/** What one pass of the worker did. */
export interface DeliveryReport {
  sent: number;
  /** Failed tries that will be made again. */
  retrying: number;
  /** Messages given up. */
  failed: number;
}

/** How long a claimed message is leased to its worker: longer than any send may take (the adapters time out after 15 s). */
export const NOTIFY_LEASE_MS = 5 * 60_000;
/** How often each API process looks for due messages (retries, and what another process left). */
export const NOTIFY_POLL_MS = 30_000;
/** Messages claimed at once. */
const CLAIM_BATCH = 10;
/**
 * The channel an enqueueing transaction NOTIFYs when it queued a message for a provider: the
 * workers LISTEN on it, so a message goes out as soon as its event commits (a NOTIFY is delivered
 * only on commit, never for a transaction that rolled back).
 */
export const OUTBOX_CHANNEL = 'so_outbox';

/** The channels one notification goes out by, with what each says. */
function rowsOf(notification: Notification, config: NotifyConfig): { channel: NotifyChannel; to: string; subject: string; body: string; html: string | null }[] {
  const notify = notifySettingsOf(config);
  const rows: { channel: NotifyChannel; to: string; subject: string; body: string; html: string | null }[] = [];
  const { mobile, email } = notification.to;
  if (mobile && notification.text !== undefined) {
    rows.push({ channel: 'sms', to: mobile, subject: '', body: notification.text, html: null });
    if (notify.channels.includes('whatsapp') && notify.whatsapp?.templates[notification.kind]) {
      rows.push({ channel: 'whatsapp', to: mobile, subject: '', body: notification.text, html: null });
    }
  }
  if (email && notification.email) {
    rows.push({ channel: 'email', to: email, subject: notification.email.subject, body: notification.email.body, html: notification.email.html ?? null });
  }
  const only = notification.channels;
  return only ? rows.filter((row) => only.includes(row.channel)) : rows;
}

/** Why a message of `channel` cannot be sent in production (no provider). */
const noProvider = (channel: NotifyChannel): string =>
  channel === 'email' ? 'no e-mail provider: set SMTP_URL' : `no provider for ${channel}: list it in NOTIFY_CHANNELS with its settings`;

/** A message nobody can deliver: kept as sent by the outbox on a demo store, failed in production. */
function unsendable(config: NotifyConfig, channel: NotifyChannel): { state: OutboxState; provider: string | null; error: string | null } {
  return config.storeMode === 'demo' ? { state: 'sent', provider: 'outbox', error: null } : { state: 'failed', provider: null, error: noProvider(channel) };
}

/**
 * Writes `notification` to the outbox in `tx` (the event's transaction), one row per channel;
 * answers the ids of the rows it queued for a provider (none again for a key already used).
 */
export async function enqueue(tx: Db, config: NotifyConfig, adapters: ChannelAdapters, notification: Notification): Promise<number[]> {
  if (notification.text === undefined && notification.email === undefined) throw new Error(`notification ${notification.idempotencyKey} has neither a text nor an e-mail`);
  const queued: number[] = [];
  const expires = notification.expiresInMinutes === undefined ? sql`NULL` : sql`now() + ${notification.expiresInMinutes}::float8 * interval '1 minute'`;
  for (const row of rowsOf(notification, config)) {
    const settled = adapters[row.channel] ? null : unsendable(config, row.channel);
    const state: OutboxState = settled?.state ?? 'queued';
    const { rows } = await run<{ id: number }>(
      tx,
      sql`INSERT INTO outbox (channel, kind, "to", subject, body, html, vars, state, provider, last_error, next_try_at, sent_at, idempotency_key, expires_at)
          VALUES (${row.channel}, ${notification.kind}, ${row.to}, ${row.subject}, ${row.body}, ${row.html}, ${notification.vars}::text[], ${state},
                  ${settled?.provider ?? null}, ${settled?.error ?? null}, ${state === 'queued' ? sql`now()` : sql`NULL`},
                  ${state === 'sent' ? sql`now()` : sql`NULL`}, ${notification.idempotencyKey}, ${expires})
          ON CONFLICT (idempotency_key, channel) DO NOTHING
          RETURNING id`,
    );
    if (rows[0] && state === 'queued') queued.push(rows[0].id);
  }
  if (queued.length > 0) await run(tx, sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
  return queued;
}

interface ClaimedRow {
  id: number;
  channel: NotifyChannel;
  kind: string;
  to: string;
  subject: string;
  body: string;
  html: string | null;
  vars: string[];
  attempts: number;
}

/**
 * The worker's clock: a moment given (tests move it), or null for the database's own clock, the
 * one rows are written with (an API host's clock may be off from the database's by more than a
 * message can wait).
 */
export type WorkerClock = Date | null;

/** `clock` plus `ms` as SQL. */
function at(clock: WorkerClock, ms = 0): Sql {
  return clock ? sql`${new Date(clock.getTime() + ms).toISOString()}::timestamptz` : sql`clock_timestamp() + ${ms}::float8 * interval '1 millisecond'`;
}

/** Takes up to CLAIM_BATCH due queued messages (only `ids` when given) for this worker, counting the try. */
async function claim(db: Db, now: WorkerClock, ids: readonly number[] | undefined): Promise<ClaimedRow[]> {
  const due: Sql[] = [sql`state = 'queued'`, sql`next_try_at <= ${at(now)}`, sql`(expires_at IS NULL OR expires_at > ${at(now)})`];
  if (ids) due.push(sql`id = ANY(${ids}::int[])`);
  const { rows } = await run<ClaimedRow>(
    db,
    sql`UPDATE outbox o SET attempts = o.attempts + 1, next_try_at = ${at(now, NOTIFY_LEASE_MS)}
         WHERE o.id IN (SELECT id FROM outbox WHERE ${and(due)} ORDER BY next_try_at, id LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
     RETURNING o.id, o.channel, o.kind, o."to", o.subject, o.body, o.html, o.vars, o.attempts`,
  );
  return rows;
}

/** Records how one try of a claimed message went (only while the lease is this worker's). */
async function settle(db: Db, row: ClaimedRow, now: WorkerClock, outcome: { provider: string } | { error: string; permanent: boolean }): Promise<keyof DeliveryReport> {
  const mine = sql`id = ${row.id} AND state = 'queued' AND attempts = ${row.attempts}`;
  if ('provider' in outcome) {
    await run(db, sql`UPDATE outbox SET state = 'sent', provider = ${outcome.provider}, sent_at = ${at(now)}, next_try_at = NULL WHERE ${mine}`);
    return 'sent';
  }
  const wait = outcome.permanent ? null : notifyRetryMinutes(row.attempts);
  if (wait === null) {
    await run(db, sql`UPDATE outbox SET state = 'failed', last_error = ${outcome.error}, next_try_at = NULL WHERE ${mine}`);
    return 'failed';
  }
  await run(db, sql`UPDATE outbox SET last_error = ${outcome.error}, next_try_at = ${at(now, wait * 60_000)} WHERE ${mine}`);
  return 'retrying';
}

/**
 * One pass of the worker as of `now` (null: the database's clock): claims due messages (only `options.ids` when given) batch
 * by batch, sends each through its channel's adapter and records the outcome, until none is due.
 * Safe to run in any number of places at once. A message whose channel has no adapter (the
 * setting changed since it was queued) is settled as when it is written.
 */
export async function deliverDue(db: Db, config: NotifyConfig, adapters: ChannelAdapters, now: WorkerClock, options: { ids?: readonly number[] } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  if (options.ids && options.ids.length === 0) return report;
  const expired = await run<{ id: number }>(
    db,
    sql`UPDATE outbox SET state = 'failed', last_error = ${EXPIRED}, next_try_at = NULL WHERE state = 'queued' AND expires_at <= ${at(now)} RETURNING id`,
  );
  report.failed += expired.rows.length;
  for (;;) {
    const batch = await claim(db, now, options.ids);
    if (batch.length === 0) return report;
    for (const row of batch) {
      const adapter = adapters[row.channel];
      let outcome: { provider: string } | { error: string; permanent: boolean };
      if (!adapter) {
        const settled = unsendable(config, row.channel);
        outcome = settled.state === 'sent' ? { provider: 'outbox' } : { error: settled.error ?? noProvider(row.channel), permanent: true };
      } else if (!isNotificationKind(row.kind)) {
        outcome = { error: `unknown kind of message: ${row.kind}`, permanent: true };
      } else {
        const message: OutgoingMessage = { id: row.id, channel: row.channel, kind: row.kind, to: row.to, subject: row.subject, body: row.body, html: row.html, vars: row.vars };
        try {
          await adapter.send(message);
          outcome = { provider: adapter.provider };
        } catch (error) {
          const permanent = error instanceof DeliveryError && error.permanent;
          outcome = { error: error instanceof Error ? error.message : String(error), permanent };
        }
      }
      const result = await settle(db, row, now, outcome);
      report[result] += 1;
      if (result !== 'sent' && 'error' in outcome && config.logErrors) {
        // Never the body: it may hold a code or a reset link.
        console.error(`Notification ${row.id} (${row.kind} by ${row.channel}), try ${row.attempts}: ${outcome.error}${result === 'failed' ? ' (given up)' : ''}`);
      }
    }
  }
}

/** The queue bound to a database and the store's providers. */
export interface Notifier {
  /** Writes the notification in `tx` (see enqueue); answers the ids queued for a provider. */
  enqueue(tx: Db, notification: Notification): Promise<number[]>;
  /** Sends now, after the enqueueing transaction committed: the messages `ids` (absent: every due one). Never throws. */
  deliver(ids?: readonly number[]): Promise<DeliveryReport>;
}

export interface NotifierOptions {
  /** The channels' adapters (tests give their own); default: the configured providers'. */
  adapters?: ChannelAdapters;
  /** The worker's clock (tests move it); default: the database's (WorkerClock). */
  now?: () => WorkerClock;
}

export function createNotifier(db: Db, config: NotifyConfig, options: NotifierOptions = {}): Notifier {
  const adapters = options.adapters ?? adaptersFor(config);
  const now = options.now ?? (() => null);
  return {
    enqueue: (tx, notification) => tx.transaction((inner) => enqueue(inner, config, adapters, notification)),
    async deliver(ids) {
      try {
        return await deliverDue(db, config, adapters, now(), { ids });
      } catch (error) {
        if (config.logErrors) console.error('Sending notifications failed', error);
        return { sent: 0, retrying: 0, failed: 0 };
      }
    },
  };
}

/** A key for a message that is no event's own (each call its own message). */
export const oneOffKey = (kind: NotificationKind): string => `${kind}:${randomUUID()}`;

/** The worker of one API process (startNotificationWorker). */
export type NotificationWorker = ListeningWorker;

/**
 * Runs the worker in this process: a pass now, one whenever a transaction that queued a message
 * commits (LISTEN on OUTBOX_CHANNEL; any process's), and one every NOTIFY_POLL_MS on an unref'd
 * timer for retries and notices that were missed. Passes never overlap; a notice during a pass
 * makes one more. `stop` ends it (main.ts does on shutdown).
 */
export function startNotificationWorker(db: Db, config: NotifyConfig, options: NotifierOptions = {}): NotificationWorker {
  const notifier = createNotifier(db, config, options);
  return listeningWorker(db, {
    channel: OUTBOX_CHANNEL,
    pollMs: NOTIFY_POLL_MS,
    async pass() {
      const report = await notifier.deliver();
      if (report.sent + report.failed > 0) console.log(`Notifications: ${report.sent} sent, ${report.retrying} to try again, ${report.failed} given up`);
    },
    onListenError: (error) => {
      if (config.logErrors) console.error('Listening for notifications failed (the worker polls every 30 s)', error);
    },
  });
}
