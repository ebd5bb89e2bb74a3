import { ANSWER } from '@so/contract';
import type { Db } from '../db/types.ts';
import { HttpError } from '../http/errors.ts';
import { run, sql } from '../db/sql.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The start of the current fixed window of `windowMs`. */
const windowStart = (windowMs: number): string => new Date(Math.floor(Date.now() / windowMs) * windowMs).toISOString();

/** Adds one hit to `key`'s counter of the current window; answers the window's hits so far. */
async function addHit(db: Db, key: string, windowMs: number): Promise<number> {
  const { rows } = await run<{ hits: number }>(db, sql`INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${windowStart(windowMs)}, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`);
  return rows[0].hits;
}

/**
 * Counts one hit on `key` in the current fixed window (one hour by default) and refuses with
 * 429 when the window already holds `limit` hits. The counter is one row updated atomically,
 * so every API process behind the same database shares it.
 */
export async function hitLimit(db: Db, key: string, limit: number, message: string = ANSWER.tooManyAttempts, windowMs: number = HOUR_MS): Promise<void> {
  if ((await addHit(db, key, windowMs)) > limit) throw new HttpError(429, message);
}

/**
 * Refuses with 429 when `key` already holds `limit` hits in the current window, without counting
 * this request: for limits that count only failures (countFailure after the check failed).
 */
export async function checkLimit(db: Db, key: string, limit: number, message: string = ANSWER.tooManyAttempts, windowMs: number = HOUR_MS): Promise<void> {
  const { rows } = await run<{ hits: number }>(db, sql`SELECT hits FROM rate_limits WHERE key = ${key} AND window_start = ${windowStart(windowMs)}`);
  if ((rows.at(0)?.hits ?? 0) >= limit) throw new HttpError(429, message);
}

/** Counts one failure on `key` in the current window (checkLimit refuses once there are `limit`). */
export async function countFailure(db: Db, key: string, windowMs: number = HOUR_MS): Promise<void> {
  await addHit(db, key, windowMs);
}

/** Drops counters of windows that ended more than a day ago (called now and then). */
export async function pruneLimits(db: Db): Promise<void> {
  await run(db, sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
