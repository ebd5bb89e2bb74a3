/**
 * Payment mandates: the standing instruction a subscription's later deliveries are charged
 * through (payments/recurring.ts). One is recorded, once per subscription, when one of its orders
 * is paid at the gateway (the gateway's callback, payments/queries.ts recordCallback) — normally
 * the first order. The sandbox gives it a reference of its own; PayU's is the mihpayid of that
 * payment, which si_transaction names as `authpayuid`.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types.ts';

export interface Mandate {
  gateway: string;
  reference: string;
}

/**
 * Inside the callback's transaction: when the order paid by payment `txnid` belongs to a
 * subscription without a mandate, records one (a PayU payment without a mihpayid gives none).
 */
export async function recordMandate(tx: Db, txnid: string, gatewayPaymentId: string): Promise<void> {
  const { rows } = await tx.query<{ subscription_id: number | null; gateway: string }>(
    'SELECT o.subscription_id, p.gateway FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.txnid = $1',
    [txnid],
  );
  const paid = rows[0];
  if (!paid || paid.subscription_id === null) return;
  const reference = paid.gateway === 'sandbox' ? `SBM${randomBytes(8).toString('hex')}` : gatewayPaymentId.trim();
  if (!reference) return;
  await tx.query(
    `INSERT INTO payment_mandates (subscription_id, gateway, reference, txnid) VALUES ($1, $2, $3, $4)
     ON CONFLICT (subscription_id) DO NOTHING`,
    [paid.subscription_id, paid.gateway, reference.slice(0, 64), txnid],
  );
}

/** The mandate of a subscription, or null. */
export async function mandateOf(db: Db, subscriptionId: number): Promise<Mandate | null> {
  const { rows } = await db.query<Mandate>('SELECT gateway, reference FROM payment_mandates WHERE subscription_id = $1', [subscriptionId]);
  return rows[0] ?? null;
}
