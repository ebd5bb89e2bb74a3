/**
 * An order's events (table order_events): what happened and when, for the shopper's timeline and
 * the staff's view. Each fulfilment change records its event in the transaction that makes it.
 */
import { SHOPPER_ORDER_EVENTS, type OrderEventKind } from '@so/contract';
import type { Db } from '../db/types.ts';
import { run, sql } from '../db/sql.ts';

/** Records that `kind` happened to order `orderId` now; `actorId` null: the store or the shopper. */
export async function recordOrderEvent(tx: Db, orderId: number, kind: OrderEventKind, actorId: number | null, details: Record<string, unknown> = {}): Promise<void> {
  await run(tx, sql`INSERT INTO order_events (order_id, kind, actor_id, details) VALUES (${orderId}, ${kind}, ${actorId}, ${JSON.stringify(details)}::jsonb)`);
}

export interface OrderEventRow {
  kind: OrderEventKind;
  at: string;
  /** The staff member's e-mail, null for the store or the shopper. */
  by: string | null;
}

/** The order's events oldest first, `placed` (its order date) first of all. */
export async function orderEvents(db: Db, order: { id: number; order_date: Date | string }): Promise<OrderEventRow[]> {
  const { rows } = await run<{ kind: OrderEventKind; at: Date | string; by: string | null }>(
    db,
    // Its payment is the order's own paid_at (set by the payment that settles it), not an event row.
    sql`SELECT kind, at, by FROM (
          SELECT e.kind, e.at, u.email AS by, e.id FROM order_events e LEFT JOIN users u ON u.id = e.actor_id WHERE e.order_id = ${order.id}
          UNION ALL
          SELECT 'paid', o.paid_at, NULL, 0 FROM orders o WHERE o.id = ${order.id} AND o.paid_at IS NOT NULL
        ) AS history ORDER BY at, id`,
  );
  return [{ kind: 'placed', at: new Date(order.order_date).toISOString(), by: null }, ...rows.map((row) => ({ kind: row.kind, at: new Date(row.at).toISOString(), by: row.by }))];
}

/** The events a shopper sees (the staff's own left out), without who did them. */
export async function shopperOrderEvents(db: Db, order: { id: number; order_date: Date | string }): Promise<{ kind: string; at: string }[]> {
  return (await orderEvents(db, order)).filter((event) => SHOPPER_ORDER_EVENTS.includes(event.kind)).map(({ kind, at }) => ({ kind, at }));
}
