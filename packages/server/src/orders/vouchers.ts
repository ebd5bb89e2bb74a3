import { ANSWER, formatPaise } from '@so/contract';
import { voucherExpired, voucherUsedUp } from '@so/contract/staff';
/**
 * Vouchers: a code worth a flat amount or a percentage (optionally capped), with a minimum cart
 * total, an expiry, and limits on total uses and uses per user; or a gift voucher, a
 * code holding stored value that each order takes up to its balance from. `evaluateVoucher` is
 * the one rule set, used by GET /validate-voucher-code/ (read only) and by order placement (under
 * the voucher's row lock, so two orders can never both take the last use, nor together spend more
 * than a gift voucher's balance).
 */
import type { Db } from '../db/types.ts';
import { empty, raw, run, sql } from '../db/sql.ts';

/** The message of a cart `shortPaise` below a voucher's minimum. */
export const msgVoucherAddMore = (shortPaise: number) => ANSWER.voucherAddMore(formatPaise(shortPaise));

/** Longest code accepted (the column allows 40). */
export const MAX_VOUCHER_CODE = 40;

export interface VoucherRow {
  id: number;
  code: string;
  kind: 'flat' | 'percent' | 'gift';
  /** Paise (flat), percent (percent), or the amount bought (gift). */
  value: number;
  max_discount_paise: number | null;
  min_order_paise: number;
  expires_at: Date | string | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  uses: number;
  is_active: boolean;
  /** What is left of a gift voucher (paise); null for other kinds. */
  balance_paise: number | null;
}

export type VoucherOutcome = { ok: true; voucher: VoucherRow; discountPaise: number } | { ok: false; message: string };

/** A code as typed → the stored form (trimmed, upper case); null when it cannot be a code. */
export function normalizeVoucherCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  if (code.length === 0 || code.length > MAX_VOUCHER_CODE) return null;
  return code;
}

/**
 * The discount a voucher gives on a cart total (paise), never more than the total: a gift
 * voucher gives its whole balance, up to the total.
 */
export function voucherDiscount(voucher: Pick<VoucherRow, 'kind' | 'value' | 'max_discount_paise' | 'balance_paise'>, totalPaise: number): number {
  if (voucher.kind === 'gift') return Math.max(0, Math.min(voucher.balance_paise ?? 0, totalPaise));
  let discount = voucher.kind === 'flat' ? voucher.value : Math.floor((totalPaise * voucher.value) / 100);
  if (voucher.max_discount_paise !== null) discount = Math.min(discount, voucher.max_discount_paise);
  return Math.max(0, Math.min(discount, totalPaise));
}

/**
 * The rules, in the order a shopper can act on them: unknown code, switched off, (a gift voucher:
 * nothing left on it), expired, all uses taken, this user's uses taken, cart too small.
 */
export function evaluateVoucher(voucher: VoucherRow | null, totalPaise: number, usesByUser: number, now: Date = new Date()): VoucherOutcome {
  if (!voucher) return { ok: false, message: ANSWER.voucherInvalid };
  if (!voucher.is_active) return { ok: false, message: ANSWER.voucherUnavailable };
  if (voucher.kind === 'gift' && (voucher.balance_paise ?? 0) <= 0) return { ok: false, message: ANSWER.giftVoucherUsedUp };
  if (voucherExpired(voucher.expires_at, now)) return { ok: false, message: ANSWER.voucherExpired };
  if (voucherUsedUp(voucher.uses, voucher.max_uses)) return { ok: false, message: ANSWER.voucherUnavailable };
  if (voucher.max_uses_per_user !== null && usesByUser >= voucher.max_uses_per_user) return { ok: false, message: ANSWER.voucherUsed };
  if (totalPaise < voucher.min_order_paise) return { ok: false, message: msgVoucherAddMore(voucher.min_order_paise - totalPaise) };
  return { ok: true, voucher, discountPaise: voucherDiscount(voucher, totalPaise) };
}

const VOUCHER_COLUMNS = raw('id, code, kind, value, max_discount_paise, min_order_paise, expires_at, max_uses, max_uses_per_user, uses, is_active, balance_paise');

/**
 * Checks `code` for `userId` against a cart total. With `lock`, the voucher row stays locked
 * (FOR UPDATE) until the caller's transaction ends, so the use counts read here cannot change
 * before the order records its use.
 */
export async function checkVoucher(db: Db, code: string, userId: number, totalPaise: number, options: { lock?: boolean } = {}): Promise<VoucherOutcome> {
  const normalized = normalizeVoucherCode(code);
  if (!normalized) return { ok: false, message: ANSWER.voucherInvalid };
  const { rows } = await run<VoucherRow>(db, sql`SELECT ${VOUCHER_COLUMNS} FROM vouchers WHERE code = ${normalized}${options.lock ? raw(' FOR UPDATE') : empty}`);
  const voucher = rows[0] ?? null;
  let usesByUser = 0;
  if (voucher && voucher.max_uses_per_user !== null) {
    const used = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM voucher_uses WHERE voucher_id = ${voucher.id} AND user_id = ${userId}`);
    usesByUser = used.rows[0].n;
  }
  return evaluateVoucher(voucher, totalPaise, usesByUser);
}

/**
 * Records one use of a voucher by an order that took `amountPaise` off (its discount), inside the
 * caller's transaction, which holds the voucher's row lock (checkVoucher with `lock`): a gift
 * voucher's balance goes down by that amount (the table refuses a balance below 0).
 */
export async function recordVoucherUse(tx: Db, voucherId: number, userId: number, orderId: number, amountPaise = 0): Promise<void> {
  await run(tx, sql`UPDATE vouchers SET uses = uses + 1, balance_paise = CASE WHEN kind = 'gift' THEN balance_paise - ${amountPaise} ELSE balance_paise END WHERE id = ${voucherId}`);
  await run(tx, sql`INSERT INTO voucher_uses (voucher_id, user_id, order_id, amount_paise) VALUES (${voucherId}, ${userId}, ${orderId}, ${amountPaise})`);
}

/**
 * Gives back the voucher use of a cancelled order, inside the caller's transaction (the UPDATE
 * locks the voucher row, after the products and before the user, the order checkout locks them):
 * the use, and to a gift voucher the amount the order took.
 */
export async function releaseVoucherUse(tx: Db, orderId: number): Promise<void> {
  const released = await run<{ voucher_id: number; amount_paise: number }>(tx, sql`DELETE FROM voucher_uses WHERE order_id = ${orderId} RETURNING voucher_id, amount_paise`);
  for (const use of released.rows) {
    await run(tx, sql`UPDATE vouchers SET uses = GREATEST(uses - 1, 0), balance_paise = CASE WHEN kind = 'gift' THEN LEAST(value, balance_paise + ${use.amount_paise}) ELSE balance_paise END WHERE id = ${use.voucher_id}`);
  }
}
