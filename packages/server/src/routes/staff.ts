import { MSG, TIMEZONE, paiseToRupees } from '@so/contract';
import { Hono } from 'hono';
import { requireAuth } from '../accounts/sessions.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest, conflict, HttpError, notFound, PRODUCT_NOT_FOUND } from '../http/errors.ts';
import { parseId, parsePage, readBody } from '../http/input.ts';
import { changeCoins, lockCoinBalance } from '../orders/ledger.ts';
import { releaseVoucherUse } from '../orders/vouchers.ts';

export const ORDER_STATUSES = ['Pending', 'Confirmed', 'Dispatched', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The one status each status may move forward to; Delivered and Cancelled are final. */
const NEXT: Readonly<Record<OrderStatus, OrderStatus | null>> = {
  Pending: 'Confirmed',
  Confirmed: 'Dispatched',
  Dispatched: 'Delivered',
  Delivered: null,
  Cancelled: null,
};
const FINAL: ReadonlySet<OrderStatus> = new Set(['Delivered', 'Cancelled']);

export const MAX_STOCK = 1_000_000;
export const STAFF_PAGE_SIZE_DEFAULT = 20;
export const STAFF_PAGE_SIZE_MAX = 100;

export const MSG_STAFF_ONLY = 'Only store staff can do this';
export const MSG_STOCK_INVALID = `stock must be a whole number from 0 to ${MAX_STOCK}, or null (out of stock)`;
export const MSG_STOCK_UPDATED = 'Stock updated';
export const MSG_ORDER_UPDATED = 'Order updated';
export const MSG_ORDER_NOT_FOUND = MSG.orderNotFound;
export const MSG_NOTHING_TO_CHANGE = 'Send order_status and/or is_invoiced';
export const MSG_BAD_STATUS = `order_status must be one of ${ORDER_STATUSES.join(', ')}`;
export const MSG_BAD_INVOICED = 'is_invoiced must be true or false';
export const MSG_BAD_PAGE_SIZE = `page_size must be a whole number from 1 to ${STAFF_PAGE_SIZE_MAX}`;
export const msgFinalStatus = (status: OrderStatus) => `This order is ${status} and can no longer change`;
export const msgBadTransition = (from: OrderStatus, to: OrderStatus) => `An order cannot move from ${from} to ${to}`;

function statusOf(value: unknown): OrderStatus {
  const raw = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const match = ORDER_STATUSES.find((status) => status.toLowerCase() === raw);
  if (!match) throw badRequest(MSG_BAD_STATUS);
  return match;
}

function invoicedOf(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest(MSG_BAD_INVOICED);
}

function stockOf(body: Record<string, unknown>): number | null {
  if (!('stock' in body)) throw badRequest(MSG_STOCK_INVALID);
  const value = body.stock;
  if (value === null) return null;
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,7}$/.test(raw)) throw badRequest(MSG_STOCK_INVALID);
  const stock = Number.parseInt(raw, 10);
  if (stock > MAX_STOCK) throw badRequest(MSG_STOCK_INVALID);
  return stock;
}

/** Whether an order may go from `from` to `to` (staying put is allowed and changes nothing). */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return true;
  if (FINAL.has(from)) return false;
  return to === 'Cancelled' || NEXT[from] === to;
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
 * redeemed coins are refunded, and coins
 * the order earned are taken back as far as the balance allows (never below zero).
 */
async function cancelOrder(tx: Db, order: LockedOrder): Promise<void> {
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
}

/**
 * Staff-only endpoints under /api/staff/ (users.is_staff or is_superuser; 401 without a session,
 * 403 for customers):
 * - POST /products/{id}/stock {stock: whole number ≥ 0 | null}
 * - POST /orders/{order_id}/status {order_status?, is_invoiced?}: Pending → Confirmed → Dispatched →
 *   Delivered one step at a time, any of those but Delivered → Cancelled; Delivered and Cancelled
 *   are final. Delivered sets delivery_date (today in Asia/Kolkata); Cancelled returns the stock
 *   and the coins in the same transaction.
 * - GET /orders?status=&page=&page_size= newest first.
 */
export function staffRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });

  api.use('*', async (c, next) => {
    const auth = await requireAuth(c, db);
    if (!auth.user.is_staff && !auth.user.is_superuser) throw new HttpError(403, MSG_STAFF_ONLY);
    await next();
  });

  api.post('/products/:id/stock', async (c) => {
    const id = parseId(c.req.param('id'), 'product id');
    const stock = stockOf(await readBody(c));
    const { rows } = await db.query<{ id: number; name: string; stock: number | null }>(
      'UPDATE products SET stock = $2 WHERE id = $1 RETURNING id, name, stock',
      [id, stock],
    );
    if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
    return c.json({ status: true, message: MSG_STOCK_UPDATED, data: rows[0] });
  });

  api.post('/orders/:orderId/status', async (c) => {
    const orderNumber = c.req.param('orderId').trim().toUpperCase();
    const body = await readBody(c);
    const hasStatus = body.order_status !== undefined && body.order_status !== null && body.order_status !== '';
    const hasInvoiced = body.is_invoiced !== undefined && body.is_invoiced !== null && body.is_invoiced !== '';
    if (!hasStatus && !hasInvoiced) throw badRequest(MSG_NOTHING_TO_CHANGE);
    const wanted = hasStatus ? statusOf(body.order_status) : null;
    const invoiced = hasInvoiced ? invoicedOf(body.is_invoiced) : null;

    const data = await db.transaction(async (tx) => {
      const { rows } = await tx.query<LockedOrder>(
        `SELECT id, order_id, user_id, order_status, is_invoiced, used_coin, coins_earned, coins_credited
           FROM orders WHERE order_id = $1 FOR UPDATE`,
        [orderNumber],
      );
      const order = rows[0];
      if (!order) throw notFound(MSG_ORDER_NOT_FOUND);
      if (wanted && wanted !== order.order_status) {
        if (FINAL.has(order.order_status)) throw conflict(msgFinalStatus(order.order_status));
        if (!canMove(order.order_status, wanted)) throw conflict(msgBadTransition(order.order_status, wanted));
        if (wanted === 'Cancelled') await cancelOrder(tx, order);
        await tx.query(
          `UPDATE orders SET order_status = $2, updated_at = now(),
                  delivery_date = CASE WHEN $2 = 'Delivered' THEN (now() AT TIME ZONE $3)::date ELSE delivery_date END
            WHERE id = $1`,
          [order.id, wanted, TIMEZONE],
        );
      }
      if (invoiced !== null && invoiced !== order.is_invoiced) {
        await tx.query(
          `UPDATE orders SET is_invoiced = $2, invoiced_at = CASE WHEN $2 THEN now() ELSE NULL END, updated_at = now() WHERE id = $1`,
          [order.id, invoiced],
        );
      }
      const after = await tx.query<{ order_id: string; order_status: OrderStatus; is_invoiced: boolean; delivery_date: string | null }>(
        `SELECT order_id, order_status, is_invoiced, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date FROM orders WHERE id = $1`,
        [order.id],
      );
      return after.rows[0];
    });
    return c.json({ status: true, message: MSG_ORDER_UPDATED, data });
  });

  api.get('/orders', async (c) => {
    const rawStatus = c.req.query('status');
    const status = rawStatus === undefined || rawStatus.trim() === '' ? null : statusOf(rawStatus);
    const page = parsePage(c.req.query('page'));
    const rawSize = c.req.query('page_size');
    let pageSize = STAFF_PAGE_SIZE_DEFAULT;
    if (rawSize !== undefined && rawSize !== '') {
      if (!/^\d{1,3}$/.test(rawSize.trim())) throw badRequest(MSG_BAD_PAGE_SIZE);
      pageSize = Number.parseInt(rawSize, 10);
      if (pageSize < 1 || pageSize > STAFF_PAGE_SIZE_MAX) throw badRequest(MSG_BAD_PAGE_SIZE);
    }
    const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE ($1::text IS NULL OR order_status = $1)', [status]);
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
    }>(
      `SELECT o.id, o.order_id, o.order_date, o.order_status, o.sale_status, o.pay_type, o.is_paid, o.is_invoiced,
              o.final_total_paise, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, u.email, u.first_name, u.last_name
         FROM orders o JOIN users u ON u.id = o.user_id
        WHERE ($1::text IS NULL OR o.order_status = $1)
        ORDER BY o.order_date DESC, o.id DESC LIMIT $2 OFFSET $3`,
      [status, pageSize, (page - 1) * pageSize],
    );
    const total = count.rows[0].n;
    return c.json({
      status: true,
      count: total,
      total_pages: Math.ceil(total / pageSize),
      page,
      data: rows.map((row) => ({
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
      })),
    });
  });

  return api;
}
