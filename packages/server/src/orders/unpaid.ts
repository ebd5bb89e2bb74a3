/**
 * Unpaid online orders. An online order holds its stock, voucher use, gift voucher balance and
 * coins from the moment it is placed; one not paid within UNPAID_ORDER_MINUTES is cancelled by
 * the store through the same path as a staff cancellation (cancel.ts), and the shopper is told by
 * e-mail and SMS, written in the cancelling transaction (notify/events.ts). A payment that still succeeds afterwards is recorded as a refund due
 * (payments/queries.ts: a success on a cancelled order). An account may have at most
 * UNPAID_ORDERS_PER_ACCOUNT unpaid online orders open at once (checked in placeOrder under the
 * user's row lock).
 *
 * `expireUnpaidOrders` may run in any number of processes at once: each overdue order is taken
 * with FOR UPDATE SKIP LOCKED and re-checked under its lock, one transaction per order. It runs on
 * an unref'd timer in the API process (`startUnpaidOrderExpiry`, stopped on shutdown) and also
 * before the requests whose answer depends on it (placing an order, paying one, reading one's
 * orders), so those never wait for the timer. Subscription orders are left alone: a subscription
 * has one order per delivery, paid through its mandate or told to the shopper by the scheduler.
 */
import { UNPAID_ORDER_MINUTES_DEFAULT, UNPAID_ORDERS_PER_ACCOUNT_DEFAULT } from '@so/contract';
import { notifyOrderEvent, shopperNotices, type ShopperNotices } from '../notify/events.ts';
import type { Db } from '../db/types.ts';
import type { ServerConfig, UnpaidOrderSettings } from '../deps.ts';
import { repeatInBackground } from '../repeat.ts';
import { cancelOrder, type CancellableOrder } from './cancel.ts';
import { recordOrderEvent } from '../fulfilment/events.ts';
import { and, raw, run, type Sql, sql } from '../db/sql.ts';

/** Unpaid online orders without UNPAID_ORDER_MINUTES and UNPAID_ORDERS_PER_ACCOUNT: cancelled after 30 minutes, 3 open per account. */
export const DEFAULT_UNPAID_ORDERS: UnpaidOrderSettings = { minutes: UNPAID_ORDER_MINUTES_DEFAULT, perAccount: UNPAID_ORDERS_PER_ACCOUNT_DEFAULT };

/** The store's settings of unpaid orders (the defaults when the config has none). */
export function unpaidOrderSettings(config: Pick<ServerConfig, 'unpaidOrders'>): UnpaidOrderSettings {
  return config.unpaidOrders ?? DEFAULT_UNPAID_ORDERS;
}

/**
 * An online order of `o` still waiting for payment that may be paid and will expire: not paid, not
 * dispatched (Pending or Confirmed), not a subscription's.
 */
const OPEN_UNPAID = raw("o.pay_type = 'Online' AND NOT o.is_paid AND o.order_status IN ('Pending', 'Confirmed') AND o.subscription_id IS NULL");

/** What OPEN_UNPAID says, of an order read back. */
export function isOpenUnpaid(order: { pay_type: string; is_paid: boolean; order_status: string; subscription_id: number | null }): boolean {
  return order.pay_type === 'Online' && !order.is_paid && (order.order_status === 'Pending' || order.order_status === 'Confirmed') && order.subscription_id === null;
}

/** When an order placed at `orderDate` must be paid by. */
export function payBy(orderDate: Date | string, minutes: number): Date {
  return new Date(new Date(orderDate).getTime() + minutes * 60_000);
}

/** The latest order date whose unpaid orders are overdue at `now`. */
const cutoff = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

/**
 * How many unpaid online orders the user has open (placed less than `minutes` before `now`), for
 * the cap; the caller holds the user's row lock, so concurrent orders of one user count each other.
 */
export async function openUnpaidOrders(tx: Db, userId: number, now: Date, minutes: number): Promise<number> {
  const { rows } = await run<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM orders o WHERE o.user_id = ${userId} AND ${OPEN_UNPAID} AND o.order_date > ${cutoff(now, minutes)}::timestamptz`,
  );
  return rows[0].n;
}

/** An order the store cancelled for want of payment. */
export interface ExpiredOrder {
  id: number;
  order_id: string;
  user_id: number;
}

type OverdueRow = CancellableOrder & ExpiredOrder;

/**
 * Cancels every online order still unpaid UNPAID_ORDER_MINUTES after it was placed, as of `now`
 * (only `userId`'s when given), one transaction per order, and tells each shopper. Safe to run
 * from several processes at once (see the module comment). Answers the orders it cancelled; an
 * order whose cancellation fails is logged (when `config.logErrors`) and left for the next run.
 */
export async function expireUnpaidOrders(
  db: Db,
  config: Pick<ServerConfig, 'accounts' | 'logErrors' | 'unpaidOrders' | 'notify' | 'storeMode'>,
  now: Date,
  options: { userId?: number } = {},
): Promise<ExpiredOrder[]> {
  const { minutes } = unpaidOrderSettings(config);
  const before = cutoff(now, minutes);
  const expired: ExpiredOrder[] = [];
  const failed: number[] = [];
  // Made when an order is overdue (most calls find none).
  let notices: ShopperNotices | null = null;
  const overdue: Sql[] = [OPEN_UNPAID, sql`o.order_date <= ${before}::timestamptz`];
  if (options.userId !== undefined) overdue.push(sql`o.user_id = ${options.userId}`);
  for (;;) {
    const taken: { id: number | null } = { id: null };
    let order: OverdueRow | null;
    try {
      order = await db.transaction(async (tx) => {
        const { rows } = await run<OverdueRow>(
          tx,
          sql`SELECT o.id, o.order_id, o.user_id, o.used_coin, o.coins_earned, o.coins_credited
             FROM orders o
            WHERE ${and([...overdue, sql`NOT (o.id = ANY(${failed}::int[]))`])}
            ORDER BY o.order_date, o.id
            LIMIT 1
              FOR UPDATE OF o SKIP LOCKED`,
        );
        const row = rows[0];
        if (!row) return null;
        taken.id = row.id;
        await cancelOrder(tx, row);
        await run(tx, sql`UPDATE orders SET order_status = 'Cancelled', updated_at = now() WHERE id = ${row.id}`);
        await recordOrderEvent(tx, row.id, 'cancelled', null, { reason: 'unpaid' });
        // The shopper is told in this transaction (notify/events.ts).
        notices ??= shopperNotices(db, config);
        await notifyOrderEvent(tx, notices, { orderId: row.id, event: 'unpaid_cancelled', details: { minutes } });
        return row;
      });
    } catch (error) {
      if (taken.id === null) throw error;
      if (config.logErrors) console.error(`Unpaid order ${taken.id}: cancelling it failed`, error);
      failed.push(taken.id);
      continue;
    }
    if (!order) break;
    expired.push({ id: order.id, order_id: order.order_id, user_id: order.user_id });
  }
  return expired;
}

/** How often the API process looks for overdue unpaid orders. */
export const UNPAID_ORDER_SWEEP_MS = 60_000;

/**
 * Runs `expireUnpaidOrders` in this process now and then every UNPAID_ORDER_SWEEP_MS, on an
 * unref'd timer (it never keeps the process alive); `stop` ends it. Tests call expireUnpaidOrders
 * with their own clock instead.
 */
export function startUnpaidOrderExpiry(db: Db, config: Pick<ServerConfig, 'accounts' | 'logErrors' | 'unpaidOrders' | 'notify' | 'storeMode'>): { stop(): void } {
  const run = async () => {
    try {
      const expired = await expireUnpaidOrders(db, config, new Date());
      if (expired.length > 0) console.log(`Unpaid orders cancelled: ${expired.map((order) => order.order_id).join(', ')}`);
    } catch (error) {
      console.error('Cancelling unpaid orders failed', error);
    }
  };
  return repeatInBackground(run, () => UNPAID_ORDER_SWEEP_MS);
}
