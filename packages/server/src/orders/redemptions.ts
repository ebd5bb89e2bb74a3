/**
 * Coin redemption authorised by an OTP sent by SMS to the account's mobile number. A request
 * (send_otp) supersedes every open one of the user; a verified redemption is usable for
 * VERIFIED_TTL_MINUTES and is consumed by the one order that spends exactly its coins.
 */
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { COIN_REDEMPTION_VALID_MS, OTP_DIGITS, PAISE_PER_RUPEE } from '@so/contract';
import { sha256 } from '../accounts/passwords.ts';
import type { Db } from '../db/types.ts';
import { run, sql } from '../db/sql.ts';

export const REDEMPTION_OTP_TTL_MINUTES = 10;
export const REDEMPTION_VERIFIED_TTL_MINUTES = COIN_REDEMPTION_VALID_MS / 60_000;
export const REDEMPTION_MAX_WRONG = 5;

/** The most coins a cart allows: the balance, and no more than the whole rupees of its final total. */
export function maxRedeemable(balance: number, cartFinalTotalPaise: number): number {
  return Math.max(0, Math.min(balance, Math.floor(cartFinalTotalPaise / PAISE_PER_RUPEE)));
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Opens a redemption of `coins` (closing the user's earlier open ones); answers the OTP to send. */
export async function startRedemption(tx: Db, userId: number, coins: number): Promise<string> {
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const salt = randomUUID();
  await run(tx, sql`UPDATE coin_redemptions SET consumed_at = now() WHERE user_id = ${userId} AND consumed_at IS NULL`);
  await run(tx, sql`INSERT INTO coin_redemptions (user_id, coins, salt, code_hash, expires_at)
     VALUES (${userId}, ${coins}, ${salt}, ${sha256(salt + code)}, now() + make_interval(mins => ${REDEMPTION_OTP_TTL_MINUTES}))`);
  return code;
}

export type VerifyOutcome = 'ok' | 'wrong' | 'expired' | 'locked' | 'mismatch';

/**
 * Checks an OTP against the user's open, unverified redemption (row locked). A wrong code counts
 * an attempt; after REDEMPTION_MAX_WRONG the redemption is locked. A different coin amount than
 * the one the OTP was sent for never verifies.
 */
export async function verifyRedemption(tx: Db, userId: number, coins: number, otp: string): Promise<VerifyOutcome> {
  const { rows } = await run<{ id: number; coins: number; salt: string; code_hash: string; attempts: number }>(tx, sql`SELECT id, coins, salt, code_hash, attempts FROM coin_redemptions
      WHERE user_id = ${userId} AND consumed_at IS NULL AND verified_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1 FOR UPDATE`);
  const row = rows[0];
  if (!row) return 'expired';
  if (row.attempts >= REDEMPTION_MAX_WRONG) return 'locked';
  if (row.coins !== coins || !sameHash(sha256(row.salt + otp), row.code_hash)) {
    await run(tx, sql`UPDATE coin_redemptions SET attempts = attempts + 1 WHERE id = ${row.id}`);
    if (row.attempts + 1 >= REDEMPTION_MAX_WRONG) return 'locked';
    return row.coins !== coins ? 'mismatch' : 'wrong';
  }
  await run(tx, sql`UPDATE coin_redemptions SET verified_at = now(), expires_at = now() + make_interval(mins => ${REDEMPTION_VERIFIED_TTL_MINUTES}) WHERE id = ${row.id}`);
  return 'ok';
}

/**
 * Consumes the user's verified, unexpired, unconsumed redemption of exactly `coins` for an order
 * (row locked); false when there is none.
 */
export async function consumeRedemption(tx: Db, userId: number, coins: number, orderId: number): Promise<boolean> {
  const { rows } = await run<{ id: number }>(tx, sql`SELECT id FROM coin_redemptions
      WHERE user_id = ${userId} AND coins = ${coins} AND verified_at IS NOT NULL AND consumed_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1 FOR UPDATE`);
  if (rows.length === 0) return false;
  await run(tx, sql`UPDATE coin_redemptions SET consumed_at = now(), order_id = ${orderId} WHERE id = ${rows[0].id}`);
  return true;
}

/** Whether the user holds a verified redemption of exactly `coins` (no lock; a pre-check). */
export async function hasVerifiedRedemption(db: Db, userId: number, coins: number): Promise<boolean> {
  const { rows } = await run<{ id: number }>(db, sql`SELECT id FROM coin_redemptions
      WHERE user_id = ${userId} AND coins = ${coins} AND verified_at IS NOT NULL AND consumed_at IS NULL AND expires_at > now() LIMIT 1`);
  return rows.length > 0;
}
