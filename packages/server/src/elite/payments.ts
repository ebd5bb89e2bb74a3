/**
 * The SO Elite plan's payments: one row per txnid (elite_payments, migration 012), paid
 * through the same gateway adapter as orders. The gateway's callback (routes/payments.ts) hands an
 * Elite txnid to recordElitePayment, which records the outcome once and, on success, adds the
 * months of membership the payment bought.
 */
import { ANSWER } from '@so/contract';
import type { Db } from '../db/types.ts';
import { badRequest } from '../http/errors.ts';
import type { Gateway, VerifiedCallback } from '../payments/gateway.ts';
import { addMembership } from './membership.ts';
import { notifyEliteStarted, type ShopperNotices } from '../notify/events.ts';
import { empty, raw, run, sql } from '../db/sql.ts';

/** The `productinfo` of the plan's payments. */
export const ELITE_PRODUCTINFO = 'SOSE';

/** udf1 of an Elite payment starts with this (an order payment's udf1 is its order number, SO…). */
export const ELITE_REFERENCE_PREFIX = 'ELITE-';

/** The reference an Elite payment carries in udf1 (signed by the request and response hashes). */
export function eliteReference(txnid: string): string {
  return `${ELITE_REFERENCE_PREFIX}${txnid}`;
}

/** The shopper's page that waits for the payment (/subscription-payment). */
export const ELITE_PAYMENT_PAGE = '/subscription-payment';

export interface ElitePaymentRow {
  txnid: string;
  user_id: number;
  amount_paise: number;
  months: number;
  status: 'pending' | 'success' | 'failure';
  /** Where the payer returns to (null: STORE_URL). */
  return_url: string | null;
}

const PAYMENT_COLUMNS = raw('txnid, user_id, amount_paise, months, status, return_url');

export async function elitePaymentByTxnid(db: Db, txnid: string, lock = false): Promise<ElitePaymentRow | null> {
  const { rows } = await run<ElitePaymentRow>(db, sql`SELECT ${PAYMENT_COLUMNS} FROM elite_payments WHERE txnid = ${txnid}${lock ? raw(' FOR UPDATE') : empty}`);
  return rows[0] ?? null;
}

export interface NewElitePayment {
  txnid: string;
  userId: number;
  amountPaise: number;
  months: number;
  returnUrl: string | null;
}

/**
 * Records a new attempt to pay the plan. A txnid already used (by an Elite payment or an order
 * payment) is a unique violation (23505) that the caller answers.
 */
export async function insertElitePayment(db: Db, gateway: Gateway, payment: NewElitePayment): Promise<ElitePaymentRow> {
  const { rows } = await run<ElitePaymentRow>(
    db,
    sql`INSERT INTO elite_payments (txnid, user_id, amount_paise, months, gateway, return_url)
     VALUES (${payment.txnid}, ${payment.userId}, ${payment.amountPaise}, ${payment.months}, ${gateway.name}, ${payment.returnUrl})
     RETURNING ${PAYMENT_COLUMNS}`,
  );
  return rows[0];
}

/** What a recorded Elite callback leads to. */
export interface EliteCallbackOutcome {
  txnid: string;
  status: 'success' | 'failure';
  /** Where the payer goes back to (null: STORE_URL). */
  back: string | null;
}

/**
 * Records a verified callback of an Elite payment once, under the payment's row lock: its outcome
 * and, on success, the months of membership it bought (addMembership), in one transaction. The
 * amount must be the payment's and udf1 its reference, else 400 and nothing changes. A replay, or
 * the other outcome after one was recorded, changes nothing and answers the recorded outcome.
 */
export function recordElitePayment(db: Db, verified: VerifiedCallback, notices?: ShopperNotices): Promise<EliteCallbackOutcome> {
  return db.transaction(async (tx) => {
    const payment = await elitePaymentByTxnid(tx, verified.txnid, true);
    if (!payment) throw badRequest(ANSWER.unknownPayment);
    if (verified.amountPaise !== payment.amount_paise) throw badRequest(ANSWER.elitePaidAmountMismatch);
    if (verified.udf1 !== eliteReference(payment.txnid)) throw badRequest(ANSWER.paymentNotVerified);
    const answer = (status: EliteCallbackOutcome['status']): EliteCallbackOutcome => ({ txnid: payment.txnid, status, back: payment.return_url });
    if (payment.status !== 'pending') return answer(payment.status);
    await run(tx, sql`UPDATE elite_payments SET status = ${verified.status}, gateway_payment_id = ${verified.gatewayPaymentId || null}, completed_at = now() WHERE txnid = ${payment.txnid}`);
    if (verified.status === 'success') {
      const period = await addMembership(tx, payment.user_id, payment.months, payment.txnid);
      // The member is told in this transaction, once per payment (notify/events.ts).
      if (notices) await notifyEliteStarted(tx, notices, { userId: payment.user_id, txnid: payment.txnid, lastDay: period.end_date });
    }
    return answer(verified.status);
  });
}

/** The page of the store the payer's browser is sent to after the callback (path and query). */
export function elitePaymentReturnPath(outcome: Pick<EliteCallbackOutcome, 'txnid' | 'status'>): string {
  const query = new URLSearchParams({ txnid: outcome.txnid, payment: outcome.status });
  return `${ELITE_PAYMENT_PAGE}?${query.toString()}`;
}
