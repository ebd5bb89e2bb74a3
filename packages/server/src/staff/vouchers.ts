/**
 * Discount vouchers as staff manage them: the list with uses, creating one and pausing
 * or resuming one (superuser), each change written to the audit log in its transaction. Gift
 * vouchers (kind 'gift') are sold, not made here: GET /staff/gift-vouchers lists them.
 */
import { ANSWER, paiseToRupees, rupeesToPaise, TIMEZONE_UTC_OFFSET } from '@so/contract';
import { staffVoucherState, type StaffVoucher, type StaffVoucherCreateRequest } from '@so/contract/staff';
import type { Db } from '../db/types.ts';
import { conflict } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import { containsPattern, paged, type Actor } from './admin-common.ts';
import { and, raw, run, type Sql, sql } from '../db/sql.ts';

interface VoucherDbRow {
  id: number;
  code: string;
  kind: 'flat' | 'percent';
  value: number;
  max_discount_paise: number | null;
  min_order_paise: number;
  expires_at: string | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  uses: number;
  is_active: boolean;
  created_at: string;
}

const COLUMNS = raw(`id, code, kind, value, max_discount_paise, min_order_paise,
  to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at, max_uses, max_uses_per_user, uses, is_active,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`);

/** A voucher as staff read it (the contract's StaffVoucher), with where it stands at `now`. */
export type StaffVoucherJson = StaffVoucher;

function voucherJson(row: VoucherDbRow, now: Date): StaffVoucherJson {
  const { value, max_discount_paise: cap, min_order_paise: min, ...rest } = row;
  return {
    ...rest,
    state: staffVoucherState(row, now),
    value: row.kind === 'flat' ? paiseToRupees(value) : value,
    max_discount: cap === null ? null : paiseToRupees(cap),
    min_order: paiseToRupees(min),
  };
}

/** Flat and percent vouchers, newest first, `search` in the code. */
export async function staffVouchers(db: Db, search: string | null, page: number, pageSize: number, now: Date): Promise<{ count: number; data: StaffVoucherJson[] }> {
  const where: Sql[] = [sql`kind <> 'gift'`];
  if (search !== null) where.push(sql`code ILIKE ${containsPattern(search)}`);
  const { rows } = await run<VoucherDbRow & { total: number }>(
    db,
    sql`SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM vouchers
      WHERE ${and(where)}
      ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  const { count, data } = paged(rows);
  return { count, data: data.map((row) => voucherJson(row, now)) };
}

/** A day (YYYY-MM-DD) is its end in India; an ISO time is taken as it is. */
function expiryTime(expiresAt: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(expiresAt) ? `${expiresAt}T23:59:59.999${TIMEZONE_UTC_OFFSET}` : expiresAt;
}

/** Creates a voucher (409 when the code exists, gift vouchers included). */
export async function createVoucher(db: Db, actor: Actor, request: StaffVoucherCreateRequest, now: Date): Promise<StaffVoucherJson> {
  return db.transaction(async (tx) => {
    const { rows: taken } = await run(tx, sql`SELECT 1 FROM vouchers WHERE code = ${request.code}`);
    if (taken.length > 0) throw conflict(ANSWER.staffVoucherCodeTaken);
    const value = request.kind === 'flat' ? rupeesToPaise(request.value) : request.value;
    const maxDiscount = request.max_discount === null ? null : rupeesToPaise(request.max_discount);
    const minOrder = request.min_order === null ? 0 : rupeesToPaise(request.min_order);
    const expiresAt = request.expires_at === null ? null : expiryTime(request.expires_at);
    const { rows } = await run<VoucherDbRow>(
      tx,
      sql`INSERT INTO vouchers (code, kind, value, max_discount_paise, min_order_paise, expires_at, max_uses, max_uses_per_user)
       VALUES (${request.code}, ${request.kind}, ${value}, ${maxDiscount}, ${minOrder}, ${expiresAt}::timestamptz, ${request.max_uses}, ${request.max_uses_per_user}) RETURNING ${COLUMNS}`,
    );
    const voucher = voucherJson(rows[0], now);
    await recordAudit(tx, { actor, action: 'voucher.create', entity: 'voucher', entityId: voucher.code, before: null, after: { ...voucher } });
    return voucher;
  });
}

/** Pauses (false) or resumes (true) a flat or percent voucher; null when there is none. */
export async function setVoucherActive(db: Db, actor: Actor, id: number, active: boolean, now: Date): Promise<StaffVoucherJson | null> {
  return db.transaction(async (tx) => {
    const { rows } = await run<VoucherDbRow>(tx, sql`SELECT ${COLUMNS} FROM vouchers WHERE id = ${id} AND kind <> 'gift' FOR UPDATE`);
    if (!rows[0]) return null;
    const { rows: after } = await run<VoucherDbRow>(tx, sql`UPDATE vouchers SET is_active = ${active} WHERE id = ${id} RETURNING ${COLUMNS}`);
    await recordAudit(tx, {
      actor,
      action: active ? 'voucher.resume' : 'voucher.pause',
      entity: 'voucher',
      entityId: rows[0].code,
      before: { is_active: rows[0].is_active },
      after: { is_active: active },
    });
    return voucherJson(after[0], now);
  });
}
