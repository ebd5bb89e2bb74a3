/**
 * The subscription scheduler: `runSubscriptions(deps, date)` places, for every active
 * subscription whose delivery (the shifted date, else the regular one) is due on or before `date`,
 * the order of that delivery — exactly once per subscription and scheduled date. The delivery's
 * row in subscription_deliveries (UNIQUE (subscription_id, scheduled_date)) is claimed in the same
 * transaction as the order, under the subscription's row lock, so any number of runs at the same
 * moment (two API processes on one PostgreSQL, a demo run beside the daily one) place one order.
 *
 * Stock is checked as for any order (orders/place.ts): a delivery the order rules refuse (sold
 * out, not enough stock, no address, below the minimum) is recorded as skipped and the shopper is
 * told. Either way the subscription moves on to the next date of its rhythm (a shift is used once).
 * A placed order is charged through the subscription's mandate (payments/recurring.ts) when it
 * has one; the charge goes through the same recording as a gateway callback (recordCallback), so
 * a paid delivery is paid exactly as an order paid online, coins included. A failed charge leaves
 * the order unpaid (Accept and Pay works) and tells the shopper. Each run then sends the pre-debit
 * notices of the automatic charges due PRE_DEBIT_NOTICE_DAYS later (notices.ts).
 *
 * `startSubscriptionScheduler` runs it in the API process once at start and then every day just
 * after midnight in Asia/Kolkata, on an unref'd timer that main.ts stops on shutdown. Tests call
 * runSubscriptions directly and never start the timer.
 */
import { randomBytes } from 'node:crypto';
import { ANSWER, calendarDate, DOC, formatDate, formatPaise, nextDeliveryDate, startOfDay, addDays, type IsoDate } from '@so/contract';
import { run, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { placeOrder, type PlacedOrder } from '../orders/place.ts';
import { createGateway } from '../payments/gateway.ts';
import { insertPayment, recordCallback } from '../payments/queries.ts';
import { CHARGE_TXNID_MAX, chargeSenderOf } from '../payments/recurring.ts';
import { refundSenderOf, sendRefund } from '../payments/refunds.ts';
import { repeatInBackground } from '../repeat.ts';
import { mandateOf } from './mandates.ts';
import { LINKS, shopperOf, tell, type Shopper } from './messages.ts';
import { sendPreDebitNotices, type SentNotice } from './notices.ts';
import { subscriptionOrderKey } from './queries.ts';
import { notifyOrderEvent, shopperNotices, type ShopperNotices } from '../notify/events.ts';

/** What the scheduler needs: the database, the settings and (for tests) the gateway senders. */
export type SchedulerDeps = Pick<Deps, 'db' | 'config' | 'recurringChargeSender' | 'refundSender' | 'preDebitNoticeSender'>;

/** A delivery that was skipped: whose, for which date and why. */
export interface SkippedDelivery {
  subscription_id: number;
  scheduled_date: IsoDate;
  reason: string;
}

/** What one run did: the order numbers it placed, the deliveries it skipped, the pre-debit notices it sent. */
export interface RunResult {
  orders: string[];
  skipped: SkippedDelivery[];
  notices: SentNotice[];
}

/** A due subscription, locked, with what its delivery needs. */
interface DueRow {
  id: number;
  user_id: number;
  product_id: number;
  quantity: number;
  discount_percent: number;
  address_id: number | null;
  /** The regular date of the delivery (its row's scheduled_date). */
  slot: IsoDate;
  /** The day it is made for: the shifted date, else the slot. */
  due: IsoDate;
  duration: number;
  product_name: string;
}

type Delivered = { kind: 'ordered'; row: DueRow; order: PlacedOrder } | { kind: 'skipped'; row: DueRow; reason: string };

/** The subscription if it is still active and due by `date`, locked until the transaction ends. */
async function lockDue(tx: Db, id: number, date: IsoDate): Promise<DueRow | null> {
  const { rows } = await run<DueRow>(
    tx,
    sql`SELECT s.id, s.user_id, s.product_id, s.quantity, s.discount_percent, s.address_id,
            to_char(s.next_delivery_date, 'YYYY-MM-DD') AS slot,
            to_char(COALESCE(s.shifted_delivery_date, s.next_delivery_date), 'YYYY-MM-DD') AS due,
            d.duration, p.name AS product_name
       FROM subscriptions s JOIN delivery_options d ON d.id = s.delivery_option_id JOIN products p ON p.id = s.product_id
      WHERE s.id = ${id} AND s.active AND COALESCE(s.shifted_delivery_date, s.next_delivery_date) <= ${date}::date
      FOR UPDATE OF s`,
  );
  return rows[0] ?? null;
}

/** Claims the delivery of the row's slot; false when it was made already. */
async function claim(tx: Db, row: DueRow, outcome: 'ordered' | 'out_of_stock' | 'skipped', message: string | null): Promise<boolean> {
  const { rows } = await run<{ id: number }>(
    tx,
    sql`INSERT INTO subscription_deliveries (subscription_id, scheduled_date, delivery_date, outcome, message)
     VALUES (${row.id}, ${row.slot}::date, ${row.due}::date, ${outcome}, ${message}) ON CONFLICT (subscription_id, scheduled_date) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

/** On to the next date of the rhythm after `date`; the shift, if any, is used up. */
async function advance(tx: Db, row: DueRow, date: IsoDate): Promise<void> {
  await run(
    tx,
    sql`UPDATE subscriptions SET next_delivery_date = ${nextDeliveryDate(row.slot, row.duration, date)}::date, shifted_delivery_date = NULL, shift_used = false, updated_at = now() WHERE id = ${row.id}`,
  );
}

/** Where the delivery goes: the subscription's address, else the user's default (or newest) one. */
async function deliveryAddress(tx: Db, row: DueRow): Promise<number> {
  if (row.address_id !== null) return row.address_id;
  const { rows } = await run<{ id: number }>(tx, sql`SELECT id FROM addresses WHERE user_id = ${row.user_id} ORDER BY is_default DESC, id DESC LIMIT 1`);
  if (!rows[0]) throw badRequest(ANSWER.subscriptionNoAddress);
  return rows[0].id;
}

/** The delivery of subscription `id` as of `date`: its order, or a skip; null when there is nothing (more) to do. */
async function deliver(db: Db, id: number, date: IsoDate, notices: ShopperNotices): Promise<Delivered | null> {
  try {
    return await db.transaction(async (tx): Promise<Delivered | null> => {
      const row = await lockDue(tx, id, date);
      if (!row) return null;
      const claimed = await claim(tx, row, 'ordered', null);
      if (claimed) {
        const order = await placeOrder(tx, {
          userId: row.user_id,
          payType: 'Online',
          addressId: await deliveryAddress(tx, row),
          voucherCode: null,
          giftMessage: null,
          isGift: false,
          usedCoin: 0,
          clientKey: subscriptionOrderKey(row.id, row.slot),
          subscription: { subscriptionId: row.id, productId: row.product_id, quantity: row.quantity, discountPercent: row.discount_percent },
        });
        await run(tx, sql`UPDATE subscription_deliveries SET order_id = ${order.id} WHERE subscription_id = ${row.id} AND scheduled_date = ${row.slot}::date`);
        // The shopper is told of the delivery's order in this transaction (notify/events.ts).
        await notifyOrderEvent(tx, notices, { orderId: order.id, event: 'placed' });
        await advance(tx, row, date);
        return { kind: 'ordered', row, order };
      }
      await advance(tx, row, date);
      return null;
    });
  } catch (error) {
    // The order rules refused the delivery (the transaction rolled back): record the skip.
    if (!(error instanceof HttpError)) throw error;
    return db.transaction(async (tx): Promise<Delivered | null> => {
      const row = await lockDue(tx, id, date);
      if (!row) return null;
      const claimed = await claim(tx, row, error.status === 409 ? 'out_of_stock' : 'skipped', error.message);
      await advance(tx, row, date);
      return claimed ? { kind: 'skipped', row, reason: error.message } : null;
    });
  }
}

/** A new txnid of a recurring charge (PayU: at most 25 characters). */
const chargeTxnid = (orderId: number) => `SUB${orderId}R${randomBytes(4).toString('hex')}`.slice(0, CHARGE_TXNID_MAX);

/**
 * Charges a placed delivery through the subscription's mandate, when it has one, records the
 * outcome on the delivery's row and tells the shopper what happened.
 */
async function chargeDelivery(deps: SchedulerDeps, delivered: Extract<Delivered, { kind: 'ordered' }>, shopper: Shopper, notices: ShopperNotices): Promise<void> {
  const { db, config } = deps;
  const { row, order } = delivered;
  const item = DOC.subscription.item(row.quantity, row.product_name);
  const amount = formatPaise(order.finalTotalPaise);
  const link = LINKS.order(config.accounts.storeUrl, order.orderId);
  const gateway = createGateway(config.payments);
  const mandate = await mandateOf(db, row.id);
  if (!mandate) {
    const toPay = { subject: DOC.subscription.toPaySubject(order.orderId), text: DOC.subscription.toPay(item, order.orderId, amount), link, key: `subscription:${order.orderId}:to_pay` };
    await tell(db, notices, shopper, toPay);
    return;
  }
  const txnid = chargeTxnid(order.id);
  await insertPayment(db, gateway, { txnid, orderId: order.id, userId: row.user_id, amountPaise: order.finalTotalPaise, returnUrl: null });
  const send = chargeSenderOf(deps);
  const outcome =
    mandate.gateway === gateway.name
      ? await send({ txnid, mandateReference: mandate.reference, amountPaise: order.finalTotalPaise, orderNumber: order.orderId, email: shopper.email, phone: shopper.mobile ?? '' })
      : { status: 'failure' as const, gatewayPaymentId: null, message: ANSWER.chargeNoMandate };
  const recorded = await recordCallback(db, {
    txnid,
    status: outcome.status,
    amountPaise: order.finalTotalPaise,
    gatewayPaymentId: outcome.gatewayPaymentId ?? '',
    udf1: order.orderId,
  });
  if (recorded.refundId !== null) await sendRefund(db, refundSenderOf(deps), recorded.refundId);
  const paid = recorded.status === 'success';
  // The outcome and the shopper's message in one transaction.
  await db.transaction(async (tx) => {
    await run(
      tx,
      sql`UPDATE subscription_deliveries SET outcome = ${paid ? 'paid' : 'charge_failed'}, message = ${paid ? null : outcome.message}, updated_at = now()
       WHERE subscription_id = ${row.id} AND scheduled_date = ${row.slot}::date`,
    );
    const told = paid
      ? { subject: DOC.subscription.paidSubject(order.orderId), text: DOC.subscription.paid(item, order.orderId, amount), link, key: `subscription:${order.orderId}:charged` }
      : { subject: DOC.subscription.chargeFailedSubject(order.orderId), text: DOC.subscription.chargeFailed(item, order.orderId, amount), link, key: `subscription:${order.orderId}:charge_failed` };
    await tell(tx, notices, shopper, told);
  });
}

/**
 * Places every delivery due on or before `date` (YYYY-MM-DD, the store's calendar): see the module
 * comment. A delivery that fails for another reason than the order rules (a bug, the database) is
 * logged and left for the next run; the others go on.
 */
export async function runSubscriptions(deps: SchedulerDeps, date: IsoDate): Promise<RunResult> {
  const { db, config } = deps;
  const notices = shopperNotices(db, config);
  const due = await run<{ id: number }>(
    db,
    sql`SELECT s.id FROM subscriptions s JOIN users u ON u.id = s.user_id
      WHERE s.active AND u.is_active AND COALESCE(s.shifted_delivery_date, s.next_delivery_date) <= ${date}::date ORDER BY s.id`,
  );
  const result: RunResult = { orders: [], skipped: [], notices: [] };
  for (const { id } of due.rows) {
    try {
      const delivered = await deliver(db, id, date, notices);
      if (!delivered) continue;
      const shopper = await shopperOf(db, delivered.row.user_id);
      if (delivered.kind === 'skipped') {
        result.skipped.push({ subscription_id: id, scheduled_date: delivered.row.slot, reason: delivered.reason });
        const text = DOC.subscription.skipped(delivered.row.product_name, formatDate(delivered.row.due), delivered.reason);
        const link = LINKS.subscriptions(config.accounts.storeUrl);
        await tell(db, notices, shopper, { subject: DOC.subscription.skippedSubject(delivered.row.product_name), text, link, key: `subscription:${id}:${delivered.row.slot}:skipped` });
        continue;
      }
      result.orders.push(delivered.order.orderId);
      await chargeDelivery(deps, delivered, shopper, notices);
    } catch (error) {
      if (config.logErrors) console.error(`Subscription ${id}: the delivery due by ${date} failed`, error);
    }
  }
  // Then the pre-debit notices of the automatic charges PRE_DEBIT_NOTICE_DAYS ahead (after the deliveries moved their dates on).
  result.notices = await sendPreDebitNotices(deps, date, notices);
  return result;
}

/** Milliseconds from `now` to a minute past the next midnight in Asia/Kolkata. */
export function msUntilNextRun(now: Date): number {
  return startOfDay(addDays(calendarDate(now), 1)).getTime() + 60_000 - now.getTime();
}

/**
 * Runs the scheduler in this process: now (for today, Asia/Kolkata), then every day a minute past
 * midnight. The timer is unref'd (it never keeps the process alive); `stop` ends it.
 */
export function startSubscriptionScheduler(deps: SchedulerDeps): { stop(): void } {
  const run = async () => {
    const today = calendarDate();
    try {
      const { orders, skipped, notices } = await runSubscriptions(deps, today);
      if (orders.length > 0 || skipped.length > 0 || notices.length > 0) {
        console.log(`Subscriptions ${today}: ${orders.length} orders placed, ${skipped.length} deliveries skipped, ${notices.length} pre-debit notices sent`);
      }
    } catch (error) {
      console.error(`Subscriptions ${today}: the run failed`, error);
    }
  };
  return repeatInBackground(run, () => msUntilNextRun(new Date()));
}
