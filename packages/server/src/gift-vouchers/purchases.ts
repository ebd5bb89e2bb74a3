/**
 * Gift voucher purchases: one row per txnid (gift_voucher_purchases, migration 018),
 * paid through the same gateway adapter as orders and SO Elite. The gateway's callback
 * (routes/payments.ts) hands a purchase's txnid to recordGiftPayment, which records the outcome
 * once and, on success, issues the voucher and writes its e-mails, all in one transaction.
 */
import { ANSWER, GIFT_VOUCHER_RETURN_PARAM, type GiftVoucherPaymentStatus, type GiftVoucherReturnStatus } from '@so/contract';
import type { Email, TransactionalMailer } from '../accounts/outbox.ts';
import type { Db } from '../db/types.ts';
import { badRequest } from '../http/errors.ts';
import type { Gateway, VerifiedCallback } from '../payments/gateway.ts';
import { issueGiftVoucher } from './codes.ts';
import { giftVoucherEmails, type GiftVoucherMailFacts } from './mail.ts';
import { empty, raw, run, sql } from '../db/sql.ts';

/** udf1 of a gift voucher's payment starts with this (an order payment's is its order number, SO…; SO Elite's ELITE-…). */
export const GIFT_REFERENCE_PREFIX = 'GIFT-';

/** The reference a gift voucher's payment carries in udf1 (signed by the request and response hashes). */
export function giftReference(txnid: string): string {
  return `${GIFT_REFERENCE_PREFIX}${txnid}`;
}

export interface GiftPurchaseRow extends GiftVoucherMailFacts {
  status: GiftVoucherPaymentStatus;
  /** Where the payer returns to (null: STORE_URL). */
  return_url: string | null;
}

const PURCHASE_COLUMNS = raw('txnid, amount_paise, sender_name, sender_email, receiver_name, receiver_email, message, status, return_url');

export async function giftPurchaseByTxnid(db: Db, txnid: string, lock = false): Promise<GiftPurchaseRow | null> {
  const { rows } = await run<GiftPurchaseRow>(db, sql`SELECT ${PURCHASE_COLUMNS} FROM gift_voucher_purchases WHERE txnid = ${txnid}${lock ? raw(' FOR UPDATE') : empty}`);
  return rows.at(0) ?? null;
}

export interface NewGiftPurchase {
  txnid: string;
  amountPaise: number;
  senderName: string;
  senderEmail: string;
  receiverName: string;
  receiverEmail: string;
  message: string | null;
  returnUrl: string | null;
  clientAddress: string | null;
}

/**
 * Records a new purchase, unpaid. A txnid already used (by a purchase, an order payment or an SO
 * Elite payment) is a unique violation (23505) that the caller answers.
 */
export async function insertGiftPurchase(db: Db, gateway: Gateway, purchase: NewGiftPurchase): Promise<GiftPurchaseRow> {
  const { rows } = await run<GiftPurchaseRow>(
    db,
    sql`INSERT INTO gift_voucher_purchases (txnid, amount_paise, sender_name, sender_email, receiver_name, receiver_email, message, gateway, return_url, client_address)
     VALUES (${purchase.txnid}, ${purchase.amountPaise}, ${purchase.senderName}, ${purchase.senderEmail}, ${purchase.receiverName}, ${purchase.receiverEmail},
             ${purchase.message}, ${gateway.name}, ${purchase.returnUrl}, ${purchase.clientAddress})
     RETURNING ${PURCHASE_COLUMNS}`,
  );
  return rows[0];
}

/**
 * Whether a stored purchase is the one a request describes (its txnid asked again: a retry after
 * a lost answer or a double click): the same amount, names, addresses and message.
 */
export function samePurchase(row: GiftPurchaseRow, wanted: NewGiftPurchase): boolean {
  return (
    row.amount_paise === wanted.amountPaise &&
    row.sender_name === wanted.senderName &&
    row.sender_email === wanted.senderEmail &&
    row.receiver_name === wanted.receiverName &&
    row.receiver_email === wanted.receiverEmail &&
    row.message === wanted.message
  );
}

/** What a recorded gift voucher callback leads to. */
export interface GiftCallbackOutcome {
  status: GiftVoucherReturnStatus;
  /** Where the payer goes back to (null: STORE_URL). */
  back: string | null;
  /** The e-mails this callback wrote to the outbox (deliver them by SMTP); none for a replay or a failure. */
  emails: Email[];
}

export interface GiftPaymentOptions {
  /** Where the recipient shops (STORE_URL), for the e-mail. */
  storeUrl: string;
  mailer: TransactionalMailer;
}

/**
 * Records a verified callback of a gift voucher's payment once, under the purchase's row lock:
 * the amount must be the purchase's and udf1 its reference, else 400 and nothing changes. A
 * failure is recorded and issues nothing. A success issues one voucher worth the amount (codes.ts),
 * records it on the purchase and writes the recipient's and the sender's e-mails to the outbox, in
 * the same transaction. A replay, or the other outcome after one was recorded, changes nothing
 * and answers the recorded outcome, so concurrent or repeated callbacks issue one code.
 */
export function recordGiftPayment(db: Db, verified: VerifiedCallback, options: GiftPaymentOptions): Promise<GiftCallbackOutcome> {
  return db.transaction(async (tx) => {
    const purchase = await giftPurchaseByTxnid(tx, verified.txnid, true);
    if (!purchase) throw badRequest(ANSWER.unknownPayment);
    if (verified.amountPaise !== purchase.amount_paise) throw badRequest(ANSWER.giftPaidAmountMismatch);
    if (verified.udf1 !== giftReference(purchase.txnid)) throw badRequest(ANSWER.paymentNotVerified);
    const answer = (status: GiftVoucherReturnStatus, emails: Email[] = []): GiftCallbackOutcome => ({ status, back: purchase.return_url, emails });
    if (purchase.status !== 'pending') return answer(purchase.status);
    const paymentId = verified.gatewayPaymentId || null;
    if (verified.status === 'failure') {
      await run(tx, sql`UPDATE gift_voucher_purchases SET status = 'failure', gateway_payment_id = ${paymentId}, completed_at = now() WHERE txnid = ${purchase.txnid}`);
      return answer('failure');
    }
    const voucher = await issueGiftVoucher(tx, purchase.amount_paise);
    await run(tx, sql`UPDATE gift_voucher_purchases SET status = 'success', voucher_id = ${voucher.id}, gateway_payment_id = ${paymentId}, completed_at = now() WHERE txnid = ${purchase.txnid}`);
    const emails = giftVoucherEmails(purchase, voucher.code, options.storeUrl);
    await options.mailer.write(tx, emails);
    return answer('success', emails);
  });
}

/** The page of the store the payer's browser is sent to after the callback: / with the outcome. */
export function giftPaymentReturnPath(status: GiftVoucherReturnStatus): string {
  return `/?${new URLSearchParams({ [GIFT_VOUCHER_RETURN_PARAM]: status }).toString()}`;
}
