/** The payments aggregate: attempts to pay an order online (one row per txnid) and their outcome. */
import { ANSWER } from '@so/contract';
import type { Db } from '../db/types.ts';
import { badRequest } from '../http/errors.ts';
import { changeCoins } from '../orders/ledger.ts';
import type { Gateway, VerifiedCallback } from './gateway.ts';

export interface PaymentRow {
  txnid: string;
  order_id: number;
  user_id: number;
  amount_paise: number;
  status: 'pending' | 'success' | 'failure';
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
}

export async function paymentByTxnid(db: Db, txnid: string, lock = false): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT txnid, order_id, user_id, amount_paise, status, return_url FROM payments WHERE txnid = $1${lock ? ' FOR UPDATE' : ''}`,
    [txnid],
  );
  return rows[0] ?? null;
}

export async function orderById(db: Db, id: number, lock = false): Promise<PaidOrderRow> {
  const { rows } = await db.query<PaidOrderRow>(
    `SELECT id, order_id, is_paid, is_gift, order_status, coins_earned, coins_credited, user_id FROM orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
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
  await tx.query('INSERT INTO payments (txnid, order_id, user_id, amount_paise, gateway, return_url) VALUES ($1, $2, $3, $4, $5, $6)', [
    payment.txnid,
    payment.orderId,
    payment.userId,
    payment.amountPaise,
    gateway.name,
    payment.returnUrl,
  ]);
}

/**
 * Records a verified callback once: the payment's outcome and, on success, the order paid and the
 * coins it earned credited. A replay (or the other outcome after one was recorded) changes nothing.
 * Answers the order number, the outcome and where the payer goes back to (null: STORE_URL).
 */
export function recordCallback(db: Db, verified: VerifiedCallback): Promise<{ orderNumber: string; status: PaymentRow['status']; back: string | null }> {
  return db.transaction(async (tx) => {
    const payment = await paymentByTxnid(tx, verified.txnid, true);
    if (!payment) throw badRequest(ANSWER.unknownPayment);
    if (verified.amountPaise !== payment.amount_paise) throw badRequest(ANSWER.paidAmountMismatch);
    const order = await orderById(tx, payment.order_id, true);
    if (verified.udf1 !== order.order_id) throw badRequest(ANSWER.paymentNotVerified);
    if (payment.status !== 'pending') return { orderNumber: order.order_id, status: payment.status, back: payment.return_url };
    await tx.query('UPDATE payments SET status = $2, gateway_payment_id = $3, completed_at = now() WHERE txnid = $1', [
      payment.txnid,
      verified.status,
      verified.gatewayPaymentId || null,
    ]);
    if (verified.status === 'success' && !order.is_paid) {
      await tx.query('UPDATE orders SET is_paid = true, paid_at = now(), updated_at = now() WHERE id = $1', [order.id]);
      if (!order.coins_credited && order.coins_earned > 0 && order.order_status !== 'Cancelled') {
        await changeCoins(tx, order.user_id, order.coins_earned, 'earned', order.id);
        await tx.query('UPDATE orders SET coins_credited = true WHERE id = $1', [order.id]);
      }
    }
    return { orderNumber: order.order_id, status: verified.status, back: payment.return_url };
  });
}
