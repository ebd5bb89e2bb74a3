/** Login codes sent by SMS: one open code per mobile number, 10 minutes, single use, 5 wrong guesses. */
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS } from '@so/contract';
import type { Db } from '../db/types.ts';
import { sha256 } from './passwords.ts';
import { run, sql } from '../db/sql.ts';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_WRONG = 5;

export type OtpOutcome = 'ok' | 'wrong' | 'expired' | 'locked';

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A new code for `mobile` (stored hashed); every earlier open code of the number stops working. */
export async function issueLoginOtp(db: Db, mobile: string): Promise<string> {
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const salt = randomUUID();
  await db.transaction(async (tx) => {
    await run(tx, sql`UPDATE otp_codes SET used_at = now() WHERE mobile = ${mobile} AND used_at IS NULL`);
    await run(tx, sql`INSERT INTO otp_codes (mobile, salt, code_hash, expires_at) VALUES (${mobile}, ${salt}, ${sha256(salt + code)}, now() + make_interval(mins => ${OTP_TTL_MINUTES}))`);
  });
  return code;
}

/** Checks `otp` against the newest open code of `mobile` (row locked); a right code is used up. */
export function checkLoginOtp(db: Db, mobile: string, otp: string): Promise<OtpOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await run<{ id: number; salt: string; code_hash: string; attempts: number }>(tx, sql`SELECT id, salt, code_hash, attempts FROM otp_codes
        WHERE mobile = ${mobile} AND used_at IS NULL AND expires_at > now()
        ORDER BY id DESC LIMIT 1 FOR UPDATE`);
    const row = rows[0];
    if (!row) return 'expired';
    if (row.attempts >= OTP_MAX_WRONG) return 'locked';
    if (!sameCode(sha256(row.salt + otp), row.code_hash)) {
      await run(tx, sql`UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ${row.id}`);
      return row.attempts + 1 >= OTP_MAX_WRONG ? 'locked' : 'wrong';
    }
    await run(tx, sql`UPDATE otp_codes SET used_at = now() WHERE id = ${row.id}`);
    return 'ok';
  });
}
