/**
 * Gift voucher codes: GIFT_VOUCHER_CODE_LENGTH characters drawn uniformly at random
 * (node:crypto's randomInt) from GIFT_VOUCHER_CODE_ALPHABET, which has no look-alikes (no 0 or O,
 * no 1, I or L): 31 characters, 12 of them, about 59 bits, far beyond guessing through the voucher
 * check. A code is issued as a voucher of kind 'gift' (migration 018) whose balance is the amount.
 */
import { randomInt } from 'node:crypto';
import { GIFT_VOUCHER_CODE_ALPHABET, GIFT_VOUCHER_CODE_LENGTH } from '@so/contract';
import type { Db } from '../db/types.ts';
import { run, sql } from '../db/sql.ts';

/** How often a clashing code is drawn again before giving up (a clash is about 1 in 10^17). */
const DRAWS = 8;

/** A new random code. */
export function newGiftVoucherCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_VOUCHER_CODE_LENGTH; i += 1) code += GIFT_VOUCHER_CODE_ALPHABET[randomInt(GIFT_VOUCHER_CODE_ALPHABET.length)];
  return code;
}

/** Whether `code` has the shape of a gift voucher's code. */
export function isGiftVoucherCode(code: string): boolean {
  return code.length === GIFT_VOUCHER_CODE_LENGTH && [...code].every((ch) => GIFT_VOUCHER_CODE_ALPHABET.includes(ch));
}

export interface IssuedGiftVoucher {
  id: number;
  code: string;
}

/**
 * Issues a gift voucher worth `amountPaise` inside the caller's transaction: a voucher of kind
 * 'gift' with that balance, no expiry, no minimum order and no use limits, under a new code (one
 * any voucher already has is drawn again: ON CONFLICT, so the transaction is not aborted).
 */
export async function issueGiftVoucher(tx: Db, amountPaise: number, draw: () => string = newGiftVoucherCode): Promise<IssuedGiftVoucher> {
  for (let attempt = 0; attempt < DRAWS; attempt += 1) {
    const code = draw();
    const { rows } = await run<{ id: number }>(
      tx,
      sql`INSERT INTO vouchers (code, kind, value, balance_paise) VALUES (${code}, 'gift', ${amountPaise}, ${amountPaise}) ON CONFLICT (code) DO NOTHING RETURNING id`,
    );
    const row = rows.at(0);
    if (row) return { id: row.id, code };
  }
  throw new Error(`no unused gift voucher code after ${DRAWS} draws`);
}
