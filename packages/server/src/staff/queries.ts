/**
 * What staff change: a product's stock, an order's status and invoicing (cancelling gives back
 * stock, the voucher use and coins in the same transaction), and the list of all orders.
 */
import { ANSWER, MSG, type OrderStatus, paiseToRupees, type Rupees, TIMEZONE } from '@so/contract';
import type { Db } from '../db/types.ts';
import { conflict, notFound } from '../http/errors.ts';
import { changeCoins, lockCoinBalance } from '../orders/ledger.ts';
import { releaseVoucherUse } from '../orders/vouchers.ts';
import { recordRefundDue } from '../payments/refunds.ts';

/** The one status each status may move forward to; Delivered and Cancelled are final. */
const NEXT: Readonly<Record<OrderStatus, OrderStatus | null>> = {
  Pending: 'Confirmed',
  Confirmed: 'Dispatched',
  Dispatched: 'Delivered',
  Delivered: null,
  Cancelled: null,
};
const FINAL: ReadonlySet<OrderStatus> = new Set(['Delivered', 'Cancelled']);

/** Whether an order may go from `from` to `to` (staying put is allowed and changes nothing). */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return true;
  if (FINAL.has(from)) return false;
  return to === 'Cancelled' || NEXT[from] === to;
}

/** Sets a product's stock (null: out of stock); null when the product does not exist. */
export async function setStock(db: Db, productId: number, stock: number | null): Promise<{ id: number; name: string; stock: number | null } | null> {
  const { rows } = await db.query<{ id: number; name: string; stock: number | null }>('UPDATE products SET stock = $2 WHERE id = $1 RETURNING id, name, stock', [
    productId,
    stock,
  ]);
  return rows[0] ?? null;
}

interface LockedOrder {
  id: number;
  order_id: string;
  user_id: number;
  order_status: OrderStatus;
  is_invoiced: boolean;
  used_coin: number;
  coins_earned: number;
  coins_credited: boolean;
}

/**
 * Cancels a locked order inside the caller's transaction: its units go back to stock (products
 * locked in id order, the same order checkout locks them), its voucher use is given back,
 * redeemed coins are refunded, coins the order earned are taken back as far as the balance
 * allows (never below zero), and the online payment that paid it becomes a refund due (its id is
 * answered; the caller sends it after the transaction).
 */
async function cancelOrder(tx: Db, order: LockedOrder): Promise<number | null> {
  const lines = await tx.query<{ product_id: number; quantity: number }>(
    'SELECT product_id, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = $1 GROUP BY product_id ORDER BY product_id',
    [order.id],
  );
  if (lines.rows.length > 0) {
    await tx.query('SELECT id FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [lines.rows.map((line) => line.product_id)]);
    for (const line of lines.rows) {
      // NULL stock means out of stock: the returned units are then the whole stock.
      await tx.query('UPDATE products SET stock = COALESCE(stock, 0) + $2 WHERE id = $1', [line.product_id, line.quantity]);
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
  const captured = await tx.query<{ txnid: string; amount_paise: number }>(
    "SELECT txnid, amount_paise FROM payments WHERE order_id = $1 AND status = 'success' FOR UPDATE",
    [order.id],
  );
  const payment = captured.rows[0];
  return payment ? recordRefundDue(tx, { txnid: payment.txnid, orderId: order.id, amountPaise: payment.amount_paise }, 'cancelled') : null;
}

export interface OrderChange {
  status: OrderStatus | null;
  invoiced: boolean | null;
}

export interface ChangedOrder {
  order_id: string;
  order_status: OrderStatus;
  is_invoiced: boolean;
  delivery_date: string | null;
}

/**
 * Moves an order one step (or cancels it) and/or marks it invoiced, under its row lock. Delivered
 * sets delivery_date (today in Asia/Kolkata). 404 unknown order, 409 a move the rules refuse.
 * Answers the order after, and the refund a cancellation made due (or null).
 */
export function changeOrder(db: Db, orderNumber: string, change: OrderChange): Promise<{ order: ChangedOrder; refundId: number | null }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<LockedOrder>(
      `SELECT id, order_id, user_id, order_status, is_invoiced, used_coin, coins_earned, coins_credited
         FROM orders WHERE order_id = $1 FOR UPDATE`,
      [orderNumber],
    );
    const order = rows[0];
    if (!order) throw notFound(MSG.orderNotFound);
    const wanted = change.status;
    let refundId: number | null = null;
    if (wanted && wanted !== order.order_status) {
      if (FINAL.has(order.order_status)) throw conflict(ANSWER.orderStatusFinal(order.order_status));
      if (!canMove(order.order_status, wanted)) throw conflict(ANSWER.orderCannotMove(order.order_status, wanted));
      if (wanted === 'Cancelled') refundId = await cancelOrder(tx, order);
      await tx.query(
        `UPDATE orders SET order_status = $2, updated_at = now(),
                delivery_date = CASE WHEN $2 = 'Delivered' THEN (now() AT TIME ZONE $3)::date ELSE delivery_date END
          WHERE id = $1`,
        [order.id, wanted, TIMEZONE],
      );
    }
    if (change.invoiced !== null && change.invoiced !== order.is_invoiced) {
      await tx.query(`UPDATE orders SET is_invoiced = $2, invoiced_at = CASE WHEN $2 THEN now() ELSE NULL END, updated_at = now() WHERE id = $1`, [
        order.id,
        change.invoiced,
      ]);
    }
    const after = await tx.query<ChangedOrder>(
      `SELECT order_id, order_status, is_invoiced, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date FROM orders WHERE id = $1`,
      [order.id],
    );
    return { order: after.rows[0], refundId };
  });
}

export interface StaffOrder {
  id: number;
  order_id: string;
  order_date: string;
  order_status: OrderStatus;
  sale_status: string;
  pay_type: string;
  is_paid: boolean;
  is_invoiced: boolean;
  final_total: Rupees;
  delivery_date: string | null;
  customer: { email: string; name: string };
  /** The partner whose page the order came from (issue 16), or null. */
  partner_code: string | null;
}

/**
 * Every customer's orders (of one status, or all; of one partner, or all), newest first, one
 * page, with how many there are.
 */
export async function allOrders(
  db: Db,
  status: OrderStatus | null,
  page: number,
  pageSize: number,
  partner: string | null = null,
): Promise<{ count: number; orders: StaffOrder[] }> {
  const count = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE ($1::text IS NULL OR order_status = $1) AND ($2::text IS NULL OR partner_code = $2)',
    [status, partner],
  );
  const { rows } = await db.query<{
    id: number;
    order_id: string;
    order_date: Date | string;
    order_status: OrderStatus;
    sale_status: string;
    pay_type: string;
    is_paid: boolean;
    is_invoiced: boolean;
    final_total_paise: number;
    delivery_date: string | null;
    email: string;
    first_name: string;
    last_name: string;
    partner_code: string | null;
  }>(
    `SELECT o.id, o.order_id, o.order_date, o.order_status, o.sale_status, o.pay_type, o.is_paid, o.is_invoiced,
            o.final_total_paise, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, u.email, u.first_name, u.last_name,
            o.partner_code
       FROM orders o JOIN users u ON u.id = o.user_id
      WHERE ($1::text IS NULL OR o.order_status = $1) AND ($4::text IS NULL OR o.partner_code = $4)
      ORDER BY o.order_date DESC, o.id DESC LIMIT $2 OFFSET $3`,
    [status, pageSize, (page - 1) * pageSize, partner],
  );
  return {
    count: count.rows[0].n,
    orders: rows.map((row) => ({
      id: row.id,
      order_id: row.order_id,
      order_date: new Date(row.order_date).toISOString(),
      order_status: row.order_status,
      sale_status: row.sale_status,
      pay_type: row.pay_type,
      is_paid: row.is_paid,
      is_invoiced: row.is_invoiced,
      final_total: paiseToRupees(row.final_total_paise),
      delivery_date: row.delivery_date,
      customer: { email: row.email, name: `${row.first_name} ${row.last_name}`.trim() },
      partner_code: row.partner_code,
    })),
  };
}
