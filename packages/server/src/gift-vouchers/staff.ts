/**
 * The staff's listing of gift voucher purchases: every payment attempt of
 * gift_voucher_purchases (migration 018), newest first, with the voucher a paid one issued (its
 * balance left and whether it is used up).
 *
 * The voucher's code is deliberately not selected: only the recipient's e-mail carries it
 * (purchases.ts), and the staff listing must not be a second way to read it.
 */
import { paiseToRupees, type GiftVoucherPaymentStatus, type StaffGiftVoucher, type Wire } from '@so/contract';
import type { Db } from '../db/types.ts';
import type { GiftVoucherMailFacts } from './mail.ts';
import { run, sql } from '../db/sql.ts';

export interface StaffGiftVoucherPage {
  count: number;
  data: Wire<StaffGiftVoucher, 'amount'>[];
}

/** A purchase with the voucher it issued (null columns until paid). */
type PurchaseListRow = GiftVoucherMailFacts & {
  status: GiftVoucherPaymentStatus;
  created_at: Date | string;
  voucher_id: number | null;
  balance_paise: number | null;
};

/** Purchases, newest first (then by txnid, so a page boundary is stable), `pageSize` a page. */
export async function listGiftVoucherPurchases(db: Db, page: number, pageSize: number): Promise<StaffGiftVoucherPage> {
  const count = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM gift_voucher_purchases`);
  const { rows } = await run<PurchaseListRow>(db, sql`SELECT p.txnid, p.amount_paise, p.sender_name, p.sender_email, p.receiver_name, p.receiver_email, p.message,
            p.status, p.created_at, v.id AS voucher_id, v.balance_paise
       FROM gift_voucher_purchases p
       LEFT JOIN vouchers v ON v.id = p.voucher_id
      ORDER BY p.created_at DESC, p.txnid DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return {
    count: count.rows[0].n,
    data: rows.map((row) => ({
      txnid: row.txnid,
      amount: paiseToRupees(row.amount_paise),
      sender_name: row.sender_name,
      sender_email: row.sender_email,
      receiver_name: row.receiver_name,
      receiver_email: row.receiver_email,
      message: row.message,
      payment_status: row.status,
      created_at: new Date(row.created_at).toISOString(),
      voucher:
        row.voucher_id === null || row.balance_paise === null
          ? null
          : { id: row.voucher_id, balance: paiseToRupees(row.balance_paise), is_used_up: row.balance_paise === 0 },
    })),
  };
}
