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
import { run, sql } from '../db/sql.ts';

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

const COLUMNS = `id, code, kind, value, max_discount_paise, min_order_paise,
  to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at, max_uses, max_uses_per_user, uses, is_active,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

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
  const { rows } = await db.query<VoucherDbRow & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM vouchers
      WHERE kind <> 'gift' AND ($1::text IS NULL OR code ILIKE $1)
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [search === null ? null : containsPattern(search), pageSize, (page - 1) * pageSize],
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
    const { rows } = await tx.query<VoucherDbRow>(
      `INSERT INTO vouchers (code, kind, value, max_discount_paise, min_order_paise, expires_at, max_uses, max_uses_per_user)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7, $8) RETURNING ${COLUMNS}`,
      [
        request.code,
        request.kind,
        request.kind === 'flat' ? rupeesToPaise(request.value) : request.value,
        request.max_discount === null ? null : rupeesToPaise(request.max_discount),
        request.min_order === null ? 0 : rupeesToPaise(request.min_order),
        request.expires_at === null ? null : expiryTime(request.expires_at),
        request.max_uses,
        request.max_uses_per_user,
      ],
    );
    const voucher = voucherJson(rows[0], now);
    await recordAudit(tx, { actor, action: 'voucher.create', entity: 'voucher', entityId: voucher.code, before: null, after: { ...voucher } });
    return voucher;
  });
}

/** Pauses (false) or resumes (true) a flat or percent voucher; null when there is none. */
export async function setVoucherActive(db: Db, actor: Actor, id: number, active: boolean, now: Date): Promise<StaffVoucherJson | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<VoucherDbRow>(`SELECT ${COLUMNS} FROM vouchers WHERE id = $1 AND kind <> 'gift' FOR UPDATE`, [id]);
    if (!rows[0]) return null;
    const { rows: after } = await tx.query<VoucherDbRow>(`UPDATE vouchers SET is_active = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [id, active]);
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
