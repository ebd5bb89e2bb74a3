/** The payments aggregate: attempts to pay an order online (one row per txnid) and their outcome. */
import { ANSWER } from '@so/contract';
import type { Db } from '../db/types.ts';
import { badRequest } from '../http/errors.ts';
import { changeCoins } from '../orders/ledger.ts';
import type { Gateway, VerifiedCallback } from './gateway.ts';
import { recordRefundDue } from './refunds.ts';
import { recordMandate } from '../subscriptions/mandates.ts';
import { notifyOrderEvent, type ShopperNotices } from '../notify/events.ts';
import { empty, raw, run, sql } from '../db/sql.ts';

export interface PaymentRow {
  txnid: string;
  order_id: number;
  user_id: number;
  amount_paise: number;
  status: 'pending' | 'success' | 'failure' | 'refund';
  return_url: string | null;
}

export interface PaidOrderRow {
  id: number;
  order_id: string;
  is_paid: boolean;
  is_gift: boolean;
  order_status: string;
  coins_earned: number;
  coins_credited: boolean;
  user_id: number;
  /** The subscription the order delivers, else null. */
  subscription_id: number | null;
}

export async function paymentByTxnid(db: Db, txnid: string, lock = false): Promise<PaymentRow | null> {
  const { rows } = await run<PaymentRow>(
    db,
    sql`SELECT txnid, order_id, user_id, amount_paise, status, return_url FROM payments WHERE txnid = ${txnid}${lock ? raw(' FOR UPDATE') : empty}`,
  );
  return rows[0] ?? null;
}

export async function orderById(db: Db, id: number, lock = false): Promise<PaidOrderRow> {
  const { rows } = await run<PaidOrderRow>(
    db,
    sql`SELECT id, order_id, is_paid, is_gift, order_status, coins_earned, coins_credited, user_id, subscription_id FROM orders WHERE id = ${id}${lock ? raw(' FOR UPDATE') : empty}`,
  );
  return rows[0];
}

export interface NewPayment {
  txnid: string;
  orderId: number;
  userId: number;
  amountPaise: number;
  /** Where the payer returns to (null: STORE_URL). */
  returnUrl: string | null;
}

export async function insertPayment(tx: Db, gateway: Gateway, payment: NewPayment): Promise<void> {
  await run(tx, sql`INSERT INTO payments (txnid, order_id, user_id, amount_paise, gateway, return_url) VALUES (${payment.txnid}, ${payment.orderId}, ${payment.userId}, ${payment.amountPaise}, ${gateway.name}, ${payment.returnUrl})`);
}

/** What a recorded callback leads to. */
export interface CallbackOutcome {
  orderNumber: string;
  /** The payment's status: 'refund' when it succeeded but could not pay the order. */
  status: PaymentRow['status'];
  /** Where the payer goes back to (null: STORE_URL). */
  back: string | null;
  /** A refund this callback made due (send it through the gateway), else null. */
  refundId: number | null;
  /** The subscription of the paid order (the payer lands on the profile's subscriptions), else null. */
  subscriptionId: number | null;
}

/**
 * Records a verified callback once, under the payment's and the order's row locks: the payment's
 * outcome and, on success, the order paid and the coins it earned credited. At most one payment
 * captures an order: a success for an order already paid (another link) or cancelled is recorded
 * as status 'refund' with a refund due, and the order stays as it was. A replay (or the other
 * outcome after one was recorded) changes nothing. With `notices` the shopper is told, in the same
 * transaction, of the order paid or of the payment failed (the scheduler's charges tell in their own words).
 */
export function recordCallback(db: Db, verified: VerifiedCallback, notices?: ShopperNotices): Promise<CallbackOutcome> {
  return db.transaction(async (tx) => {
    const payment = await paymentByTxnid(tx, verified.txnid, true);
    if (!payment) throw badRequest(ANSWER.unknownPayment);
    if (verified.amountPaise !== payment.amount_paise) throw badRequest(ANSWER.paidAmountMismatch);
    const order = await orderById(tx, payment.order_id, true);
    if (verified.udf1 !== order.order_id) throw badRequest(ANSWER.paymentNotVerified);
    const answer = (status: PaymentRow['status'], refundId: number | null = null): CallbackOutcome => ({
      orderNumber: order.order_id,
      status,
      back: payment.return_url,
      refundId,
      subscriptionId: order.subscription_id,
    });
    if (payment.status !== 'pending') return answer(payment.status);
    const captures = verified.status === 'success' && !order.is_paid && order.order_status !== 'Cancelled';
    const status: PaymentRow['status'] = verified.status === 'failure' ? 'failure' : captures ? 'success' : 'refund';
    await run(tx, sql`UPDATE payments SET status = ${status}, gateway_payment_id = ${verified.gatewayPaymentId || null}, completed_at = now() WHERE txnid = ${payment.txnid}`);
    if (notices && status === 'failure' && !order.is_paid && order.order_status !== 'Cancelled') {
      await notifyOrderEvent(tx, notices, { orderId: order.id, event: 'payment_failed', details: { txnid: payment.txnid } });
    }
    if (status === 'refund') {
      const reason = order.is_paid ? 'duplicate' : 'cancelled';
      const refundId = await recordRefundDue(tx, { txnid: payment.txnid, orderId: order.id, amountPaise: payment.amount_paise }, reason);
      return answer(status, refundId);
    }
    if (captures) {
      await run(tx, sql`UPDATE orders SET is_paid = true, paid_at = now(), updated_at = now() WHERE id = ${order.id}`);
      if (!order.coins_credited && order.coins_earned > 0) {
        await changeCoins(tx, order.user_id, order.coins_earned, 'earned', order.id);
        await run(tx, sql`UPDATE orders SET coins_credited = true WHERE id = ${order.id}`);
      }
      // A subscription's order paid at the gateway: its later deliveries are charged through this payment.
      await recordMandate(tx, payment.txnid, verified.gatewayPaymentId);
      if (notices) await notifyOrderEvent(tx, notices, { orderId: order.id, event: 'paid' });
    }
    return answer(status);
  });
}
