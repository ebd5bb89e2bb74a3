/**
 * Cancelling an order: the one path of staff cancelling (staff/queries.ts) and of the store
 * cancelling an online order not paid in time (unpaid.ts).
 */
import type { Db } from '../db/types.ts';
import { recordRefundDue } from '../payments/refunds.ts';
import { changeCoins, lockCoinBalance } from './ledger.ts';
import { releaseVoucherUse } from './vouchers.ts';
import { run, sql } from '../db/sql.ts';

/** What cancelling needs of an order, whose row the caller has locked (SELECT … FOR UPDATE). */
export interface CancellableOrder {
  id: number;
  user_id: number;
  used_coin: number;
  coins_earned: number;
  coins_credited: boolean;
}

/**
 * Cancels a locked order inside the caller's transaction: its units go back to stock (products
 * locked in id order, the same order checkout locks them), its voucher use is given back,
 * redeemed coins are refunded, coins the order earned are taken back as far as the balance
 * allows (never below zero), and the online payment that paid it becomes a refund due (its id is
 * answered; the caller sends it after the transaction). The caller sets the order's status.
 * `returned` (an order returned to origin): its units go into the products' returned counts
 * instead of their stock, for staff to restock by hand.
 */
export async function cancelOrder(tx: Db, order: CancellableOrder, options: { returned?: boolean } = {}): Promise<number | null> {
  const lines = await run<{ product_id: number; quantity: number }>(tx, sql`SELECT product_id, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = ${order.id} GROUP BY product_id ORDER BY product_id`);
  if (lines.rows.length > 0) {
    await run(tx, sql`SELECT id FROM products WHERE id = ANY(${lines.rows.map((line) => line.product_id)}::int[]) ORDER BY id FOR UPDATE`);
    for (const line of lines.rows) {
      if (options.returned) {
        // Returned to origin: the units wait in the returned count until staff restock them.
        await run(tx, sql`UPDATE products SET returned_stock = returned_stock + ${line.quantity} WHERE id = ${line.product_id}`);
      } else {
        // NULL stock means out of stock: the returned units are then the whole stock.
        await run(tx, sql`UPDATE products SET stock = COALESCE(stock, 0) + ${line.quantity} WHERE id = ${line.product_id}`);
      }
    }
  }
  await releaseVoucherUse(tx, order.id);
  if (order.used_coin > 0) await changeCoins(tx, order.user_id, order.used_coin, 'refund', order.id);
  if (order.coins_credited && order.coins_earned > 0) {
    const balance = await lockCoinBalance(tx, order.user_id);
    const takeBack = Math.min(order.coins_earned, balance);
    if (takeBack > 0) await changeCoins(tx, order.user_id, -takeBack, 'reversal', order.id);
  }
  // The payment that paid it is given back.
  const captured = await run<{ txnid: string; amount_paise: number }>(tx, sql`SELECT txnid, amount_paise FROM payments WHERE order_id = ${order.id} AND status = 'success' FOR UPDATE`);
  const payment = captured.rows[0];
  return payment ? recordRefundDue(tx, { txnid: payment.txnid, orderId: order.id, amountPaise: payment.amount_paise }, 'cancelled') : null;
}
