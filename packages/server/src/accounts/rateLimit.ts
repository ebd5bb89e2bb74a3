import { ANSWER } from '@so/contract';
import type { Db } from '../db/types.ts';
import { HttpError } from '../http/errors.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one hit on `key` in the current fixed window (one hour by default) and refuses with
 * 429 when the window already holds `limit` hits. The counter is one row updated atomically,
 * so every API process behind the same database shares it.
 */
export async function hitLimit(db: Db, key: string, limit: number, message: string = ANSWER.tooManyAttempts, windowMs: number = HOUR_MS): Promise<void> {
  const start = new Date(Math.floor(Date.now() / windowMs) * windowMs).toISOString();
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [key, start],
  );
  if (rows[0].hits > limit) throw new HttpError(429, message);
}

/** Drops counters of windows that ended more than a day ago (called now and then). */
export async function pruneLimits(db: Db): Promise<void> {
  await db.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'");
}
