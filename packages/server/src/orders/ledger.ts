import { MSG } from '@so/contract';
import type { Db } from '../db/types.ts';
import { conflict } from '../http/errors.ts';
import { run, sql } from '../db/sql.ts';

export type CoinEntryKind = 'earned' | 'redeemed' | 'refund' | 'reversal' | 'adjustment';

/** A user's coin balance, locking the user row for the rest of the transaction. */
export async function lockCoinBalance(tx: Db, userId: number): Promise<number> {
  const { rows } = await run<{ coin_balance: number }>(tx, sql`SELECT coin_balance FROM users WHERE id = ${userId} FOR UPDATE`);
  if (rows.length === 0) throw new Error(`user ${userId} not found`);
  return rows[0].coin_balance;
}

/**
 * Changes a user's coin balance by `delta` and writes the ledger row, inside the caller's
 * transaction (the user row stays locked until it ends), so the ledger's sum always equals the
 * balance. Refuses (409) a change that would take the balance below zero. Returns the new balance.
 */
export async function changeCoins(tx: Db, userId: number, delta: number, kind: CoinEntryKind, orderId: number | null): Promise<number> {
  if (!Number.isInteger(delta) || delta === 0) throw new Error(`coin change must be a non-zero whole number, got ${delta}`);
  const balance = await lockCoinBalance(tx, userId);
  const after = balance + delta;
  if (after < 0) throw conflict(MSG.coinsAboveAvailable);
  await run(tx, sql`UPDATE users SET coin_balance = ${after} WHERE id = ${userId}`);
  await run(tx, sql`INSERT INTO coin_ledger (user_id, delta, kind, balance_after, order_id) VALUES (${userId}, ${delta}, ${kind}, ${after}, ${orderId})`);
  return after;
}
