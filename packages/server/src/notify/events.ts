/**
 * What a shopper is told at each step (transactional messages: no marketing consent asked),
 * written to the notification queue (queue.ts) inside the transaction of the event itself, with a
 * key naming the event, so a message exists exactly when its event commits and an event handled
 * twice (a replayed callback, a pass run again) tells once. Each message goes out by SMS (the
 * account's mobile), WhatsApp beside it when that channel is on and the kind has a template, and
 * e-mail (the account's address) in the store's layout (email-layout.ts). Texts: documents.ts
 * (DOC.shopper); the kinds: the contract's NOTIFICATION_KINDS; who is told what, when:
 * docs/rules.md#notifications.
 *
 * The order's steps go through `notifyOrderEvent(tx, notices, { orderId | orderNumber, event,
 * details })`: placement (cash on delivery; an online order is told once paid), payment success
 * and failure, confirmation, shipping (courier, AWB, tracking link), out for delivery, delivery
 * (with a link to review the products), cancellation (by staff, or for want of payment) and a
 * refund sent. A deactivated account is told nothing.
 */
import { DOC, formatDate, formatPaise, reviewsPath, type NotificationKind, type OrderEventKind } from '@so/contract';
import { run, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { layoutEmail } from './email-layout.ts';
import { createNotifier, type Notification, type Notifier, type NotifierOptions, type NotifyConfig } from './queue.ts';

/** The queue and the store's address (every link a message carries starts with STORE_URL). */
export interface ShopperNotices {
  notifier: Notifier;
  storeUrl: string;
}

export function shopperNotices(db: Db, config: NotifyConfig, options: NotifierOptions = {}): ShopperNotices {
  return { notifier: createNotifier(db, config, options), storeUrl: config.accounts.storeUrl };
}

/** Whom a message goes to: an account's own e-mail and mobile, and the name it is greeted by. */
export interface ShopperContact {
  email: string;
  first_name: string;
  mobile: string | null;
}

/** A message's texts (DOC.shopper.*): its SMS of the template's variables, its e-mail's subject, paragraphs and button label. */
export interface NoticeText<V extends string[]> {
  sms: (...vars: V) => string;
  subject: string | ((...vars: V) => string);
  paragraphs: (...vars: V) => string[];
  action: string | null;
}

/**
 * One message to `shopper`: kind, the template's variables in order, the SMS text, the e-mail
 * (subject, text and HTML, with a button to `actionUrl`), under the event's key.
 */
export function shopperMessage<V extends string[]>(
  kind: NotificationKind,
  text: NoticeText<V>,
  vars: V,
  shopper: ShopperContact,
  idempotencyKey: string,
  actionUrl: string | null,
): Notification {
  const subject = typeof text.subject === 'string' ? text.subject : text.subject(...vars);
  const action = text.action !== null && actionUrl !== null ? { label: text.action, url: actionUrl } : null;
  const email = layoutEmail(subject, { name: shopper.first_name, paragraphs: text.paragraphs(...vars), action });
  return { kind, to: { mobile: shopper.mobile, email: shopper.email }, vars, text: text.sms(...vars), email, idempotencyKey };
}

/** The links messages carry, from STORE_URL (the site's routes: packages/widgets/src/shared/links.ts). */
export const SHOPPER_LINKS = {
  order: (storeUrl: string, orderNumber: string) => `${storeUrl}/orders/${encodeURIComponent(orderNumber)}`,
  reviews: (storeUrl: string, productId: number, name: string) => `${storeUrl}${reviewsPath(productId, name)}`,
  eliteTab: (storeUrl: string) => `${storeUrl}/profile#elite`,
  elitePlans: (storeUrl: string) => `${storeUrl}/subscription-plans`,
} as const;

/** A parcel on its way: who carries it, its air waybill number and where to follow it. */
export interface Shipment {
  courier: string;
  awb: string;
  /** The courier's tracking page for this AWB; null when COURIERS gives the courier none (the order's page then, which shows the AWB). */
  trackingUrl: string | null;
}

/** The steps of an order a shopper is told of. */
export type OrderEvent = 'placed' | 'paid' | 'payment_failed' | 'confirmed' | 'shipped' | 'out_for_delivery' | 'delivered' | 'cancelled' | 'unpaid_cancelled' | 'refund_sent';

/** Which order: its id or its number (SO…). */
export type OrderRef = { orderId: number } | { orderNumber: string };

/** An order's event with what its message needs beyond the order. */
export type OrderEventInput = OrderRef &
  (
    | { event: 'placed' | 'paid' | 'confirmed' | 'out_for_delivery' | 'delivered' | 'cancelled' }
    | { event: 'payment_failed'; details: { txnid: string } }
    | { event: 'shipped'; details: Shipment }
    | { event: 'unpaid_cancelled'; details: { minutes: number } }
    | { event: 'refund_sent'; details: { refundId: number; amountPaise: number } }
  );

interface EventOrder extends ShopperContact {
  id: number;
  order_id: string;
  pay_type: string;
  final_total_paise: number;
  subscription_id: number | null;
  delivery_date: string | null;
  is_active: boolean;
}

async function eventOrder(tx: Db, ref: OrderRef): Promise<EventOrder> {
  const which = 'orderId' in ref ? sql`o.id = ${ref.orderId}` : sql`o.order_id = ${ref.orderNumber.toUpperCase()}`;
  const { rows } = await run<EventOrder>(
    tx,
    sql`SELECT o.id, o.order_id, o.pay_type, o.final_total_paise, o.subscription_id, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date,
            u.email, u.first_name, u.mobile, u.is_active
       FROM orders o JOIN users u ON u.id = o.user_id WHERE ${which}`,
  );
  const order = rows[0];
  if (!order) throw new Error(`no order ${'orderId' in ref ? ref.orderId : ref.orderNumber} to tell of`);
  return order;
}

/** Where a delivered order's review link goes: the product's reviews page (one product), else the order's page, whose lines each offer Review Product. */
async function reviewLink(tx: Db, storeUrl: string, order: EventOrder): Promise<string> {
  const { rows } = await run<{ product_id: number; product_name: string }>(
    tx,
    sql`SELECT DISTINCT product_id, product_name FROM order_lines WHERE order_id = ${order.id} ORDER BY product_id`,
  );
  return rows.length === 1 ? SHOPPER_LINKS.reviews(storeUrl, rows[0].product_id, rows[0].product_name) : SHOPPER_LINKS.order(storeUrl, order.order_id);
}

/** "2 × Bilona Desi Cow Ghee": a subscription delivery's one line. */
async function subscriptionItem(tx: Db, orderId: number): Promise<string> {
  const { rows } = await run<{ quantity: number; product_name: string }>(tx, sql`SELECT quantity, product_name FROM order_lines WHERE order_id = ${orderId} ORDER BY id LIMIT 1`);
  return rows[0] ? DOC.subscription.item(rows[0].quantity, rows[0].product_name) : '';
}

/** The message of an order's event (see the module comment). */
async function orderMessage(tx: Db, storeUrl: string, order: EventOrder, input: OrderEventInput): Promise<Notification> {
  const text = DOC.shopper;
  const number = order.order_id;
  const link = SHOPPER_LINKS.order(storeUrl, number);
  const amount = formatPaise(order.final_total_paise);
  const key = (what: string) => `order:${number}:${what}`;
  switch (input.event) {
    case 'placed':
      if (order.subscription_id !== null) {
        return shopperMessage('subscription_order', text.subscriptionOrder, [await subscriptionItem(tx, order.id), number, amount, link], order, key('placed'), link);
      }
      return shopperMessage('order_placed', text.orderPlaced, [number, amount, link], order, key('placed'), link);
    case 'paid':
      return shopperMessage('order_paid', text.orderPaid, [number, amount, link], order, key('paid'), link);
    case 'payment_failed':
      return shopperMessage('order_payment_failed', text.orderPaymentFailed, [number, amount, link], order, key(`payment_failed:${input.details.txnid}`), link);
    case 'confirmed': {
      const date = order.delivery_date ? formatDate(order.delivery_date) : '';
      return shopperMessage('order_confirmed', text.orderConfirmed, [number, date, link], order, key('confirmed'), link);
    }
    case 'shipped': {
      const { courier, awb } = input.details;
      const track = input.details.trackingUrl ?? link;
      return shopperMessage('order_shipped', text.orderShipped, [number, courier, awb, track], order, key('shipped'), track);
    }
    case 'out_for_delivery':
      return shopperMessage('order_out_for_delivery', text.orderOutForDelivery, [number, link], order, key('out_for_delivery'), link);
    case 'delivered': {
      const review = await reviewLink(tx, storeUrl, order);
      return shopperMessage('order_delivered', text.orderDelivered, [number, review], order, key('delivered'), review);
    }
    case 'cancelled':
      return shopperMessage('order_cancelled', text.orderCancelled, [number, link], order, key('cancelled'), link);
    case 'unpaid_cancelled':
      return shopperMessage('unpaid_order_cancelled', text.unpaidOrderCancelled, [number, String(input.details.minutes), link], order, key('cancelled'), link);
    case 'refund_sent':
      return shopperMessage('order_refund_sent', text.orderRefundSent, [number, formatPaise(input.details.amountPaise), link], order, key(`refund:${input.details.refundId}:sent`), link);
  }
}

/**
 * Tells the order's shopper of `input.event` inside `tx`, the event's own transaction (see the
 * module comment): one message per channel, none again for an event already told. Answers the
 * outbox ids queued for a provider (the worker sends them once `tx` commits).
 */
export async function notifyOrderEvent(tx: Db, notices: ShopperNotices, input: OrderEventInput): Promise<number[]> {
  const order = await eventOrder(tx, input);
  if (!order.is_active) return [];
  return notices.notifier.enqueue(tx, await orderMessage(tx, notices.storeUrl, order, input));
}

/**
 * A newly placed order, inside its transaction: cash on delivery and a subscription's delivery are
 * told at once; an online order of the shopper's own is told when it is paid (the payment callback).
 */
export async function notifyOrderPlaced(tx: Db, notices: ShopperNotices, order: { id: number; payType: string }): Promise<void> {
  if (order.payType === 'COD') await notifyOrderEvent(tx, notices, { orderId: order.id, event: 'placed' });
}

/** The steps of a staff status change a shopper is told of (a return to origin is not). */
const TOLD_STEPS = ['confirmed', 'cancelled', 'out_for_delivery', 'delivered'] as const;
const isToldStep = (step: OrderEventKind): step is (typeof TOLD_STEPS)[number] => (TOLD_STEPS as readonly OrderEventKind[]).includes(step);

/**
 * The step a staff change of an order's status recorded (its order_events kind), inside its
 * transaction: confirmed, cancelled, out for delivery and delivered are told. Dispatched is told by
 * the shipping step, which knows the courier and the AWB (notifyOrderEvent 'shipped'); a delivery
 * told there and here is told once (one key).
 */
export async function notifyOrderStep(tx: Db, notices: ShopperNotices, orderId: number, step: OrderEventKind): Promise<void> {
  if (isToldStep(step)) await notifyOrderEvent(tx, notices, { orderId, event: step });
}

/** An account's contact, or null when it is deactivated (it is told nothing). */
export async function contactOf(tx: Db, userId: number): Promise<ShopperContact | null> {
  const { rows } = await run<ShopperContact & { is_active: boolean }>(tx, sql`SELECT email, first_name, mobile, is_active FROM users WHERE id = ${userId}`);
  const user = rows[0];
  return user?.is_active ? { email: user.email, first_name: user.first_name, mobile: user.mobile } : null;
}

/** A paid SO Elite plan, inside the transaction that adds its period: the member is told until when delivery is free. */
export async function notifyEliteStarted(tx: Db, notices: ShopperNotices, payment: { userId: number; txnid: string; lastDay: string }): Promise<void> {
  const shopper = await contactOf(tx, payment.userId);
  if (!shopper) return;
  const link = SHOPPER_LINKS.eliteTab(notices.storeUrl);
  await notices.notifier.enqueue(tx, shopperMessage('elite_started', DOC.shopper.eliteStarted, [formatDate(payment.lastDay), link], shopper, `elite:${payment.txnid}:started`, link));
}
