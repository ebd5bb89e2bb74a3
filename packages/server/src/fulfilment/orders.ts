/**
 * Fulfilment as staff do it: an order's detail to pack it (lines, addresses, phone, payment,
 * shipment, events), shipping it (or correcting its shipment until it is delivered), and putting
 * a returned order's units back into stock. Each change is recorded as an order event (with its
 * time, for the timeline) and in the audit log, in the transaction that makes it.
 */
import { ANSWER, formatNetQuantity, isNetQuantityUnit, MSG, ORDER_MOVES, paiseToRupees, SHIPPED_STATUSES, type OrderStatus, type Rupees, type Wire } from '@so/contract';
import type { ShipmentRequest, StaffOrderDetail, StaffPaymentState, StaffShipment } from '@so/contract/staff';
import type { Db } from '../db/types.ts';
import { run, sql } from '../db/sql.ts';
import { conflict, notFound } from '../http/errors.ts';
import { productImageUrl, SQUARE_WIDTHS } from '../media/urls.ts';
import type { OrderAddressSnapshot } from '../orders/place.ts';
import { recordAudit, type AuditEntry } from '../staff/audit.ts';
import { trackingUrl, type CourierSetting } from './couriers.ts';
import { orderEvents, recordOrderEvent } from './events.ts';
import { notifyOrderEvent, type ShopperNotices } from '../notify/events.ts';

type Actor = AuditEntry['actor'];

/** The last 6-digit group of an address (an Indian PIN code), null when there is none. */
export function pinCodeOf(address: Pick<OrderAddressSnapshot, 'full_address' | 'postal_code'>): string | null {
  const typed = address.postal_code?.trim();
  if (typed) return typed;
  const groups = address.full_address.match(/\b\d{6}\b/g);
  return groups ? groups[groups.length - 1] : null;
}

export interface FulfilmentOrderRow {
  id: number;
  order_id: string;
  user_id: number;
  order_status: OrderStatus;
  pay_type: string;
  is_paid: boolean;
  is_invoiced: boolean;
  final_total_paise: number;
  order_date: Date | string;
  delivery_date: string | null;
  billing_address: OrderAddressSnapshot;
  shipping_address: OrderAddressSnapshot;
  is_gift: boolean;
  gift_message: string | null;
  email: string;
  first_name: string;
  last_name: string;
  mobile: string | null;
}

/** An order by its number (any case) with its customer; null when there is none. */
export async function fulfilmentOrder(db: Db, orderNumber: string): Promise<FulfilmentOrderRow | null> {
  const { rows } = await run<FulfilmentOrderRow>(
    db,
    sql`SELECT o.id, o.order_id, o.user_id, o.order_status, o.pay_type, o.is_paid, o.is_invoiced, o.final_total_paise, o.order_date,
            to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, o.billing_address, o.shipping_address, o.is_gift, o.gift_message,
            u.email, u.first_name, u.last_name, u.mobile
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.order_id = ${orderNumber.trim().toUpperCase()}`,
  );
  return rows[0] ?? null;
}

/** Paid online, cash on delivery, or an online order not paid. */
export function paymentState(order: Pick<FulfilmentOrderRow, 'pay_type' | 'is_paid'>): StaffPaymentState {
  return order.pay_type === 'COD' ? 'cod' : order.is_paid ? 'paid_online' : 'not_paid';
}

const CLOSED: ReadonlySet<string> = new Set<OrderStatus>(['Delivered', 'Returned', 'Cancelled']);

/** What the courier collects at the door: a COD order's total while it is open, else null (paise). */
export function codAmountPaise(order: Pick<FulfilmentOrderRow, 'pay_type' | 'order_status' | 'final_total_paise'>): number | null {
  return order.pay_type === 'COD' && !CLOSED.has(order.order_status) ? order.final_total_paise : null;
}

/** A product's net quantity as packs print it ("500 ml"), null when not stated. */
export function netQuantityText(value: string | number | null, unit: string | null): string | null {
  return value !== null && unit !== null && isNetQuantityUnit(unit) ? formatNetQuantity({ value: Number(value), unit }) : null;
}

export interface PackLine {
  product_id: number;
  product_name: string;
  quantity: number;
  selling_price_paise: number;
  line_total_paise: number;
  net_quantity: string | null;
  returned_stock: number;
  stock: number | null;
}

/** The order's lines with each product's net quantity and returned count. */
export async function packLines(db: Db, orderId: number): Promise<PackLine[]> {
  const { rows } = await run<Omit<PackLine, 'net_quantity'> & { net_quantity_value: string | number | null; net_quantity_unit: string | null }>(
    db,
    sql`SELECT l.product_id, l.product_name, l.quantity, l.selling_price_paise, l.line_total_paise, p.net_quantity_value, p.net_quantity_unit, p.returned_stock, p.stock
       FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.order_id = ${orderId} ORDER BY l.id`,
  );
  return rows.map(({ net_quantity_value: value, net_quantity_unit: unit, ...line }) => ({
    ...line,
    net_quantity: netQuantityText(value, unit),
  }));
}

interface ShipmentRow {
  courier: string;
  awb: string;
  tracking_url: string | null;
  weight_grams: number;
  boxes: number;
  shipped_at: Date | string;
  updated_at: Date | string;
}

function shipmentWire(row: ShipmentRow): StaffShipment {
  return { ...row, shipped_at: new Date(row.shipped_at).toISOString(), updated_at: new Date(row.updated_at).toISOString() };
}

/** The order's shipment, or null before it is shipped. */
export async function shipmentOf(db: Db, orderId: number): Promise<StaffShipment | null> {
  const { rows } = await run<ShipmentRow>(db, sql`SELECT courier, awb, tracking_url, weight_grams, boxes, shipped_at, updated_at FROM shipments WHERE order_id = ${orderId}`);
  return rows[0] ? shipmentWire(rows[0]) : null;
}

/** StaffOrderDetail on the wire (rupees). */
export type StaffOrderDetailWire = Wire<Omit<StaffOrderDetail, 'lines' | 'refunds' | 'cod_amount'>, 'final_total'> & {
  cod_amount: Rupees | null;
  lines: (Omit<StaffOrderDetail['lines'][number], 'selling_price' | 'line_total'> & { selling_price: Rupees; line_total: Rupees })[];
  refunds: (Omit<StaffOrderDetail['refunds'][number], 'amount'> & { amount: Rupees })[];
};

function addressOf(address: OrderAddressSnapshot) {
  return { full_name: address.full_name, mobile_no: address.mobile_no, full_address: address.full_address, pin_code: pinCodeOf(address) };
}

/** One order as staff pack and ship it; 404 when there is none. */
export async function staffOrderDetail(db: Db, orderNumber: string, couriers: readonly CourierSetting[]): Promise<StaffOrderDetailWire> {
  const order = await fulfilmentOrder(db, orderNumber);
  if (!order) throw notFound(MSG.orderNotFound);
  const [lines, refunds, shipment, events] = await Promise.all([
    packLines(db, order.id),
    run<{ amount_paise: number; reason: 'duplicate' | 'cancelled'; status: 'due' | 'sending' | 'requested' | 'refunded' | 'failed' }>(
      db,
      sql`SELECT amount_paise, reason, status FROM refunds WHERE order_id = ${order.id} ORDER BY id`,
    ),
    shipmentOf(db, order.id),
    orderEvents(db, order),
  ]);
  const cod = codAmountPaise(order);
  return {
    order_id: order.order_id,
    order_date: new Date(order.order_date).toISOString(),
    order_status: order.order_status,
    pay_type: order.pay_type,
    is_paid: order.is_paid,
    payment: paymentState(order),
    cod_amount: cod === null ? null : paiseToRupees(cod),
    is_invoiced: order.is_invoiced,
    final_total: paiseToRupees(order.final_total_paise),
    delivery_date: order.delivery_date,
    customer: { name: `${order.first_name} ${order.last_name}`.trim(), email: order.email, mobile: order.mobile },
    phone: order.shipping_address.mobile_no || order.mobile,
    billing_address: addressOf(order.billing_address),
    shipping_address: addressOf(order.shipping_address),
    is_gift: order.is_gift,
    gift_message: order.is_gift ? order.gift_message : null,
    lines: lines.map((line) => ({
      product_id: line.product_id,
      product_name: line.product_name,
      image: productImageUrl(line.product_id, 1, SQUARE_WIDTHS[0]),
      net_quantity: line.net_quantity,
      quantity: line.quantity,
      selling_price: paiseToRupees(line.selling_price_paise),
      line_total: paiseToRupees(line.line_total_paise),
      returned_stock: line.returned_stock,
    })),
    refunds: refunds.rows.map((row) => ({ amount: paiseToRupees(row.amount_paise), reason: row.reason, status: row.status })),
    shipment,
    events,
    restocked: events.some((event) => event.kind === 'restocked'),
    couriers: couriers.map((courier) => courier.name),
  };
}

/**
 * Ships a Confirmed order (it becomes Dispatched), or corrects the shipment of one on its way
 * (Dispatched, Out for Delivery), under the order's row lock. 404 unknown, 409 another status or
 * an online order not paid.
 */
export function shipOrder(
  db: Db,
  actor: Actor,
  orderNumber: string,
  request: ShipmentRequest,
  couriers: readonly CourierSetting[],
  notices: ShopperNotices,
): Promise<{ order_id: string; order_status: OrderStatus; shipment: StaffShipment }> {
  return db.transaction(async (tx) => {
    const { rows } = await run<{ id: number; order_id: string; order_status: OrderStatus; pay_type: string; is_paid: boolean }>(
      tx,
      sql`SELECT id, order_id, order_status, pay_type, is_paid FROM orders WHERE order_id = ${orderNumber.trim().toUpperCase()} FOR UPDATE`,
    );
    const order = rows[0];
    if (!order) throw notFound(MSG.orderNotFound);
    const correcting = SHIPPED_STATUSES.includes(order.order_status);
    if (!correcting && !ORDER_MOVES[order.order_status].includes('Dispatched')) throw conflict(ANSWER.cannotShip(order.order_status));
    if (order.pay_type !== 'COD' && !order.is_paid) throw conflict(ANSWER.cannotShipUnpaid);
    const before = await shipmentOf(tx, order.id);
    const url = trackingUrl(couriers, request.courier, request.awb);
    const saved = await run<ShipmentRow>(
      tx,
      sql`INSERT INTO shipments (order_id, courier, awb, tracking_url, weight_grams, boxes)
          VALUES (${order.id}, ${request.courier}, ${request.awb}, ${url}, ${request.weight_grams}, ${request.boxes})
          ON CONFLICT (order_id) DO UPDATE SET courier = EXCLUDED.courier, awb = EXCLUDED.awb, tracking_url = EXCLUDED.tracking_url,
            weight_grams = EXCLUDED.weight_grams, boxes = EXCLUDED.boxes, updated_at = now()
          RETURNING courier, awb, tracking_url, weight_grams, boxes, shipped_at, updated_at`,
    );
    const shipment = shipmentWire(saved.rows[0]);
    const details = { courier: shipment.courier, awb: shipment.awb, weight_grams: shipment.weight_grams, boxes: shipment.boxes };
    let status = order.order_status;
    if (!correcting) {
      status = 'Dispatched';
      await run(tx, sql`UPDATE orders SET order_status = ${status}, updated_at = now() WHERE id = ${order.id}`);
      // The shopper is told in this transaction, once (a correction tells nothing more).
      await notifyOrderEvent(tx, notices, { orderId: order.id, event: 'shipped', details: { courier: shipment.courier, awb: shipment.awb, trackingUrl: shipment.tracking_url } });
    }
    const changed = before === null || before.courier !== shipment.courier || before.awb !== shipment.awb || before.weight_grams !== shipment.weight_grams || before.boxes !== shipment.boxes;
    if (changed) {
      await recordOrderEvent(tx, order.id, correcting ? 'shipment_corrected' : 'shipped', actor.id, details);
      await recordAudit(tx, {
        actor,
        action: 'order.shipment',
        entity: 'order',
        entityId: order.order_id,
        before: before === null ? { order_status: order.order_status } : { order_status: order.order_status, courier: before.courier, awb: before.awb, weight_grams: before.weight_grams, boxes: before.boxes },
        after: { order_status: status, ...details },
      });
    }
    return { order_id: order.order_id, order_status: status, shipment };
  });
}

/**
 * Puts a Returned order's units back into stock, once: each line's quantity moves from its
 * product's returned count to its stock (at most what the returned count holds; products locked
 * in id order). 404 unknown, 409 not Returned or restocked before.
 */
export function restockOrder(db: Db, actor: Actor, orderNumber: string): Promise<{ order_id: string; lines: { product_id: number; quantity: number; stock: number | null; returned_stock: number }[] }> {
  return db.transaction(async (tx) => {
    const { rows } = await run<{ id: number; order_id: string; order_status: OrderStatus }>(
      tx,
      sql`SELECT id, order_id, order_status FROM orders WHERE order_id = ${orderNumber.trim().toUpperCase()} FOR UPDATE`,
    );
    const order = rows[0];
    if (!order) throw notFound(MSG.orderNotFound);
    if (order.order_status !== 'Returned') throw conflict(ANSWER.restockNotReturned);
    const done = await run<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${order.id} AND kind = 'restocked'`);
    if (done.rows[0].n > 0) throw conflict(ANSWER.alreadyRestocked);
    const lines = await run<{ product_id: number; quantity: number }>(tx, sql`SELECT product_id, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = ${order.id} GROUP BY product_id ORDER BY product_id`);
    const moved: { product_id: number; quantity: number; stock: number | null; returned_stock: number }[] = [];
    for (const line of lines.rows) {
      const locked = await run<{ returned_stock: number }>(tx, sql`SELECT returned_stock FROM products WHERE id = ${line.product_id} FOR UPDATE`);
      const quantity = Math.min(line.quantity, locked.rows[0]?.returned_stock ?? 0);
      const after = await run<{ stock: number | null; returned_stock: number }>(
        tx,
        sql`UPDATE products SET returned_stock = returned_stock - ${quantity}, stock = CASE WHEN ${quantity}::int > 0 THEN COALESCE(stock, 0) + ${quantity} ELSE stock END
             WHERE id = ${line.product_id} RETURNING stock, returned_stock`,
      );
      moved.push({ product_id: line.product_id, quantity, ...after.rows[0] });
    }
    const details = { lines: moved.map(({ product_id, quantity }) => ({ product_id, quantity })) };
    await recordOrderEvent(tx, order.id, 'restocked', actor.id, details);
    await recordAudit(tx, { actor, action: 'order.restock', entity: 'order', entityId: order.order_id, before: { restocked: false }, after: { restocked: true, ...details } });
    return { order_id: order.order_id, lines: moved };
  });
}
