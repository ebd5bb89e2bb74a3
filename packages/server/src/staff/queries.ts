/**
 * What staff change: a product's stock, an order's status and invoicing (cancelling gives back
 * stock, the voucher use and coins in the same transaction), and the list of all orders. Every
 * change is written to the audit log (staff/audit.ts) in its own transaction.
 */
import { ANSWER, calendarDate, csvFile, MSG, ORDER_MOVES, type OrderEventKind, type OrderStatus, paiseToRupees, type Rupees, TIMEZONE } from '@so/contract';
import { recordOrderEvent } from '../fulfilment/events.ts';
import { pinCodeOf } from '../fulfilment/orders.ts';
import type { OrderAddressSnapshot } from '../orders/place.ts';
import { STAFF_ORDERS_CSV_COLUMNS, type StaffPaymentFilter } from '@so/contract/staff';
import type { Db } from '../db/types.ts';
import { type AuditEntry, recordAudit } from './audit.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { cancelOrder, type CancellableOrder } from '../orders/cancel.ts';
import { formatAmount } from '../payments/gateway.ts';
import { notifyOrderStep, type ShopperNotices } from '../notify/events.ts';
import { and, empty, raw, run, type Sql, sql } from '../db/sql.ts';

/** Whether an order may go from `from` to `to` (ORDER_MOVES; staying put is allowed and changes nothing). */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || ORDER_MOVES[from].includes(to);
}

/** Whether `status` is final: it moves nowhere. */
const isFinal = (status: OrderStatus): boolean => ORDER_MOVES[status].length === 0;

/** The event each status a staff change sets is recorded as. */
const EVENT_OF: Partial<Record<OrderStatus, OrderEventKind>> = {
  Confirmed: 'confirmed',
  'Out for Delivery': 'out_for_delivery',
  Delivered: 'delivered',
  Returned: 'returned',
  Cancelled: 'cancelled',
};

/** Who makes a change (the logged-in staff member). */
export type Actor = AuditEntry['actor'];

/**
 * Sets a product's stock (null: out of stock) under its row lock, and writes the change (before
 * and after) to the audit log in the same transaction; null when the product does not exist.
 */
export function setStock(db: Db, actor: Actor, productId: number, stock: number | null): Promise<{ id: number; name: string; stock: number | null } | null> {
  return db.transaction(async (tx) => {
    const before = await run<{ stock: number | null }>(tx, sql`SELECT stock FROM products WHERE id = ${productId} FOR UPDATE`);
    if (!before.rows[0]) return null;
    const { rows } = await run<{ id: number; name: string; stock: number | null }>(tx, sql`UPDATE products SET stock = ${stock} WHERE id = ${productId} RETURNING id, name, stock`);
    await recordAudit(tx, { actor, action: 'product.stock', entity: 'product', entityId: productId, before: { stock: before.rows[0].stock }, after: { stock } });
    return rows[0];
  });
}

interface LockedOrder extends CancellableOrder {
  order_id: string;
  order_status: OrderStatus;
  is_invoiced: boolean;
}

export interface OrderChange {
  status: OrderStatus | null;
  invoiced: boolean | null;
  /** With Delivered: the day it was delivered (YYYY-MM-DD, India); null: today. */
  deliveredOn?: string | null;
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
export function changeOrder(db: Db, actor: Actor, orderNumber: string, change: OrderChange, notices?: ShopperNotices): Promise<{ order: ChangedOrder; refundId: number | null }> {
  return db.transaction(async (tx) => {
    const { rows } = await run<LockedOrder>(tx, sql`SELECT id, order_id, user_id, order_status, is_invoiced, used_coin, coins_earned, coins_credited
         FROM orders WHERE order_id = ${orderNumber} FOR UPDATE`);
    const order = rows[0];
    if (!order) throw notFound(MSG.orderNotFound);
    const before = await run<ChangedOrder>(tx, sql`SELECT order_id, order_status, is_invoiced, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date FROM orders WHERE id = ${order.id}`);
    const wanted = change.status;
    const deliveredOn = change.deliveredOn ?? null;
    if (deliveredOn !== null && wanted !== 'Delivered') throw badRequest(ANSWER.deliveredOnOnlyWhenDelivered);
    let refundId: number | null = null;
    if (wanted && wanted !== order.order_status) {
      if (isFinal(order.order_status)) throw conflict(ANSWER.orderStatusFinal(order.order_status));
      // Dispatching is shipping: PUT /staff/orders/{id}/shipment with the courier and AWB.
      if (wanted === 'Dispatched' && canMove(order.order_status, wanted)) throw conflict(ANSWER.dispatchByShipping);
      if (!canMove(order.order_status, wanted)) throw conflict(ANSWER.orderCannotMove(order.order_status, wanted));
      if (wanted === 'Delivered' && deliveredOn !== null) {
        if (deliveredOn > calendarDate()) throw badRequest(ANSWER.deliveredOnFuture);
        const shipped = await run<{ day: string | null }>(tx, sql`SELECT to_char((shipped_at AT TIME ZONE ${TIMEZONE})::date, 'YYYY-MM-DD') AS day FROM shipments WHERE order_id = ${order.id}`);
        const shippedOn = shipped.rows[0]?.day ?? null;
        if (shippedOn !== null && deliveredOn < shippedOn) throw badRequest(ANSWER.deliveredBeforeShipped);
      }
      if (wanted === 'Cancelled' || wanted === 'Returned') refundId = await cancelOrder(tx, order, { returned: wanted === 'Returned' });
      await run(
        tx,
        sql`UPDATE orders SET order_status = ${wanted}, updated_at = now(),
                delivery_date = CASE WHEN ${wanted}::text = 'Delivered' THEN COALESCE(${deliveredOn}::date, (now() AT TIME ZONE ${TIMEZONE})::date) ELSE delivery_date END
          WHERE id = ${order.id}`,
      );
      const kind = EVENT_OF[wanted];
      if (kind) {
        await recordOrderEvent(tx, order.id, kind, actor.id, wanted === 'Delivered' ? { delivered_on: deliveredOn ?? calendarDate() } : {});
        // The shopper is told of the step in this transaction (notify/events.ts).
        if (notices) await notifyOrderStep(tx, notices, order.id, kind);
      }
    }
    if (change.invoiced !== null && change.invoiced !== order.is_invoiced) {
      await run(tx, sql`UPDATE orders SET is_invoiced = ${change.invoiced}, invoiced_at = CASE WHEN ${change.invoiced}::boolean THEN now() ELSE NULL END, updated_at = now() WHERE id = ${order.id}`);
    }
    const after = await run<ChangedOrder>(tx, sql`SELECT order_id, order_status, is_invoiced, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date FROM orders WHERE id = ${order.id}`);
    // The audit entry (written only when something changed) says what the order was and is.
    const { order_id: _before, ...was } = before.rows[0];
    const { order_id: _after, ...is } = after.rows[0];
    await recordAudit(tx, { actor, action: 'order.status', entity: 'order', entityId: order.order_id, before: was, after: refundId === null ? is : { ...is, refund_id: refundId } });
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
  /** The partner whose page the order came from, or null. */
  partner_code: string | null;
}

/** What staff filter orders by (null: not filtered). `from`/`to` are Asia/Kolkata days, both included. */
export interface OrderFilter {
  status: OrderStatus | null;
  partner: string | null;
  payment?: StaffPaymentFilter | null;
  from?: string | null;
  to?: string | null;
  /** Part of the order number, the customer's name, e-mail or mobile (any case). */
  q?: string | null;
}

/** Each payment filter as a condition on `o` (orders). A refund is due while it is due or failed. */
const PAYMENT_CONDITION: Readonly<Record<StaffPaymentFilter, Sql>> = {
  paid: raw('o.is_paid'),
  unpaid: raw("o.pay_type = 'Online' AND NOT o.is_paid"),
  cod: raw("o.pay_type = 'COD'"),
  online: raw("o.pay_type = 'Online'"),
  refund_due: raw("EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id AND r.status IN ('due', 'failed'))"),
};

/** Characters LIKE treats specially, escaped so a search matches them as typed. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause of `filter` over `orders o JOIN users u` (empty when nothing is filtered). */
function orderWhere(filter: OrderFilter): Sql {
  const conditions: Sql[] = [];
  if (filter.status) conditions.push(sql`o.order_status = ${filter.status}`);
  if (filter.partner) conditions.push(sql`o.partner_code = ${filter.partner}`);
  if (filter.payment) conditions.push(sql`(${PAYMENT_CONDITION[filter.payment]})`);
  if (filter.from) conditions.push(sql`o.order_date >= (${filter.from}::date::timestamp AT TIME ZONE ${TIMEZONE})`);
  if (filter.to) conditions.push(sql`o.order_date < ((${filter.to}::date + 1)::timestamp AT TIME ZONE ${TIMEZONE})`);
  if (filter.q) {
    const like = likePattern(filter.q);
    const digits = filter.q.replace(/\D/g, '');
    const mobile = digits.length >= 4 ? sql` OR replace(COALESCE(u.mobile, ''), ' ', '') LIKE ${`%${digits}%`} OR (o.shipping_address->>'mobile_no') LIKE ${`%${digits}%`}` : empty;
    conditions.push(
      sql`(lower(o.order_id) LIKE ${like} OR lower(u.first_name || ' ' || u.last_name) LIKE ${like} OR lower(u.email) LIKE ${like} OR lower(COALESCE(o.shipping_address->>'full_name', '')) LIKE ${like}${mobile})`,
    );
  }
  return conditions.length > 0 ? sql`WHERE ${and(conditions)}` : empty;
}

interface OrderRow {
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
  mobile: string | null;
  partner_code: string | null;
}

/** What the CSV adds to a row: the lines, the shipping address and the shipment. */
interface CsvOrderRow extends OrderRow {
  lines_text: string | null;
  shipping_address: OrderAddressSnapshot;
  courier: string | null;
  awb: string | null;
}

const CSV_COLUMNS = raw(`, o.shipping_address, s.courier, s.awb,
            (SELECT string_agg(l.product_name || ' × ' || l.quantity, '; ' ORDER BY l.id) FROM order_lines l WHERE l.order_id = o.id) AS lines_text`);

const ORDER_COLUMNS = raw(`o.id, o.order_id, o.order_date, o.order_status, o.sale_status, o.pay_type, o.is_paid, o.is_invoiced,
            o.final_total_paise, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, u.email, u.first_name, u.last_name,
            u.mobile, o.partner_code`);

/** The orders of `filter`, newest first: one page (limit/offset), or all of them. */
async function filteredOrders(db: Db, filter: OrderFilter, page: { limit: number; offset: number } | null): Promise<OrderRow[]> {
  const paging = page ? sql` LIMIT ${page.limit} OFFSET ${page.offset}` : empty;
  const { rows } = await run<OrderRow>(db, sql`SELECT ${ORDER_COLUMNS} FROM orders o JOIN users u ON u.id = o.user_id ${orderWhere(filter)} ORDER BY o.order_date DESC, o.id DESC${paging}`);
  return rows;
}

/** Every order of `filter`, newest first, with what the CSV adds. */
async function csvOrders(db: Db, filter: OrderFilter): Promise<CsvOrderRow[]> {
  const { rows } = await run<CsvOrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS}${CSV_COLUMNS} FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN shipments s ON s.order_id = o.id ${orderWhere(filter)} ORDER BY o.order_date DESC, o.id DESC`,
  );
  return rows;
}

function staffOrderOf(row: OrderRow): StaffOrder {
  return {
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
  };
}

/** Every customer's orders matching `filter`, newest first, one page, with how many there are. */
export async function allOrders(db: Db, filter: OrderFilter, page: number, pageSize: number): Promise<{ count: number; orders: StaffOrder[] }> {
  const count = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id ${orderWhere(filter)}`);
  const rows = await filteredOrders(db, filter, { limit: pageSize, offset: (page - 1) * pageSize });
  return { count: count.rows[0].n, orders: rows.map(staffOrderOf) };
}

/** An instant as the store's local date and time, `YYYY-MM-DD HH:MM` (Asia/Kolkata). */
const kolkataFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
function kolkataDateTime(at: Date): string {
  const parts = Object.fromEntries(kolkataFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * Every order matching `filter` (no paging), newest first, as CSV (RFC 4180, CRLF): a header row
 * of STAFF_ORDERS_CSV_COLUMNS, money in rupees with 2 decimals, dates in Asia/Kolkata. Every cell
 * goes through @so/contract's csvCell, so a name or e-mail a shopper typed as a formula (`=…`,
 * `+…`, `-…`, `@…`) comes out as text with a leading `'`; the total is never below zero.
 */
export async function ordersCsv(db: Db, filter: OrderFilter): Promise<string> {
  const rows = await csvOrders(db, filter);
  return csvFile([
    STAFF_ORDERS_CSV_COLUMNS,
    ...rows.map((row) => [
      row.order_id,
      kolkataDateTime(new Date(row.order_date)),
      row.order_status,
      row.pay_type,
      row.is_paid ? 'yes' : 'no',
      row.is_invoiced ? 'yes' : 'no',
      formatAmount(row.final_total_paise),
      row.delivery_date ?? '',
      `${row.first_name} ${row.last_name}`.trim(),
      row.email,
      row.mobile ?? '',
      row.partner_code ?? '',
      row.lines_text ?? '',
      row.shipping_address.full_address,
      pinCodeOf(row.shipping_address) ?? '',
      row.shipping_address.mobile_no ?? '',
      row.courier ?? '',
      row.awb ?? '',
    ]),
  ]);
}
