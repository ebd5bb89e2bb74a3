/**
 * The subscriptions aggregate (Subscribe and Save): a shopper's subscriptions to a
 * product, edited, paused and shifted by their owner only, and their first order.
 *
 * The server decides every amount and date: the discount is the store's setting when the
 * subscription is created (fixed from then on), the price is the product's price less it, and
 * start_date / next_delivery_date follow the delivery option's rhythm (contract subscriptions.ts).
 */
import {
  ANSWER,
  calendarDate,
  firstDeliveryDate,
  meetsMinimumOrder,
  MSG,
  nextDeliveryDate,
  addDays,
  paiseToRupees,
  shiftRefusal,
  subscriptionPricePaise,
  SUBSCRIPTION_SHIFT_LEAD_DAYS,
  SUBSCRIPTION_SHIFT_WINDOW_DAYS,
  type IsoDate,
  type ProductSubscription,
  type ShiftRefusal,
  type SubscriptionCreateRequest,
  type SubscriptionUpdateRequest,
  type Wire,
} from '@so/contract';
import type { Db } from '../db/types.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { productImageUrl, SQUARE_LARGE, SQUARE_WIDTHS } from '../media/urls.ts';
import { placeOrderOnce, type PlacedOrder } from '../orders/place.ts';
import { empty, raw, run, sql } from '../db/sql.ts';

/** A subscription with its product and delivery option. */
export interface SubscriptionRow {
  id: number;
  user_id: number;
  product_id: number;
  quantity: number;
  delivery_option_id: number;
  discount_percent: number;
  active: boolean;
  start_date: IsoDate;
  next_delivery_date: IsoDate;
  shifted_delivery_date: IsoDate | null;
  shift_used: boolean;
  address_id: number | null;
  product_name: string;
  /** The product's price (base + GST) per unit, now. */
  price_paise: number;
  delivery_name: string;
  duration: number;
}

const SUBSCRIPTION_SELECT = raw(`SELECT s.id, s.user_id, s.product_id, s.quantity, s.delivery_option_id, s.discount_percent, s.active,
       to_char(s.start_date, 'YYYY-MM-DD') AS start_date, to_char(s.next_delivery_date, 'YYYY-MM-DD') AS next_delivery_date,
       to_char(s.shifted_delivery_date, 'YYYY-MM-DD') AS shifted_delivery_date, s.shift_used, s.address_id,
       p.name AS product_name, p.base_price_paise + p.gst_paise AS price_paise, d.name AS delivery_name, d.duration
  FROM subscriptions s JOIN products p ON p.id = s.product_id JOIN delivery_options d ON d.id = s.delivery_option_id`);

/** The owner's subscription `id` (locked for the transaction when asked); null when it is not theirs. */
export async function findSubscription(db: Db, userId: number, id: number, options: { lock?: boolean } = {}): Promise<SubscriptionRow | null> {
  const { rows } = await run<SubscriptionRow>(db, sql`${SUBSCRIPTION_SELECT} WHERE s.id = ${id} AND s.user_id = ${userId}${options.lock ? raw(' FOR UPDATE OF s') : empty}`);
  return rows[0] ?? null;
}

/** ProductSubscription on the wire (rupees). */
export type SubscriptionWire = Wire<ProductSubscription, 'subscription_price' | 'total_price'>;

/** A subscription in the wire shape of ProductSubscription (prices at the product's price now). */
export function subscriptionWire(row: SubscriptionRow): SubscriptionWire {
  const unit = subscriptionPricePaise(row.price_paise, row.discount_percent);
  return {
    id: row.id,
    product: row.product_id,
    product_details: {
      id: row.product_id,
      name: row.product_name,
      image1: productImageUrl(row.product_id, 1, SQUARE_LARGE),
      home_image: productImageUrl(row.product_id, 1, SQUARE_WIDTHS[0]),
    },
    quantity: row.quantity,
    delivery_options: row.delivery_option_id,
    delivery_options_details: [{ id: row.delivery_option_id, name: row.delivery_name, duration: row.duration }],
    discount_percent: row.discount_percent,
    active: row.active,
    start_date: row.start_date,
    next_delivery_date: row.next_delivery_date,
    shifted_delivery_date: row.shifted_delivery_date,
    subscription_price: paiseToRupees(unit),
    total_price: paiseToRupees(unit * row.quantity),
  };
}

/** The user's subscriptions (of one product, or all), newest first. */
export async function listSubscriptions(db: Db, userId: number, productId: number | null): Promise<SubscriptionWire[]> {
  const ofProduct = productId === null ? empty : sql` AND s.product_id = ${productId}`;
  const { rows } = await run<SubscriptionRow>(db, sql`${SUBSCRIPTION_SELECT} WHERE s.user_id = ${userId}${ofProduct} ORDER BY s.id DESC`);
  return rows.map(subscriptionWire);
}

/**
 * Checks that `quantity` units of a product can be subscribed to, as the cart checks an add: an
 * unknown product 404, out of stock or more than the stock 400, and the order it makes must pass
 * the minimum order at the subscription price.
 */
async function checkSubscribable(db: Db, productId: number, quantity: number, discountPercent: number): Promise<void> {
  const { rows } = await run<{ name: string; stock: number | null; price_paise: number }>(db, sql`SELECT name, stock, base_price_paise + gst_paise AS price_paise FROM products WHERE id = ${productId}`);
  const product = rows[0];
  if (!product) throw notFound(ANSWER.productNotFound);
  if (product.stock === null || product.stock <= 0) throw badRequest(MSG.isOutOfStock(product.name));
  if (quantity > product.stock) throw badRequest(MSG.maximumUnits(product.stock));
  if (!meetsMinimumOrder(subscriptionPricePaise(product.price_paise, discountPercent) * quantity, [product.name])) throw badRequest(MSG.minimumOrderValue);
}

/** The rhythm (days) of delivery option `id`; 400 when there is no such option. */
async function deliveryDuration(db: Db, id: number): Promise<number> {
  const { rows } = await run<{ duration: number }>(db, sql`SELECT duration FROM delivery_options WHERE id = ${id}`);
  if (!rows[0]) throw badRequest(ANSWER.deliveryOptionUnknown);
  return rows[0].duration;
}

async function reload(db: Db, userId: number, id: number): Promise<SubscriptionWire> {
  const row = await findSubscription(db, userId, id);
  if (!row) throw notFound(MSG.subscriptionNotFound);
  return subscriptionWire(row);
}

/**
 * A new subscription of the user, starting today: the store's discount (`discountPercent`), the
 * first delivery one rhythm after today. A client's discount and prices never reach here.
 */
export function createSubscription(db: Db, userId: number, request: SubscriptionCreateRequest, discountPercent: number, today: IsoDate = calendarDate()): Promise<SubscriptionWire> {
  return db.transaction(async (tx) => {
    await checkSubscribable(tx, request.product, request.quantity, discountPercent);
    const duration = await deliveryDuration(tx, request.delivery_options);
    const { rows } = await run<{ id: number }>(tx, sql`INSERT INTO subscriptions (user_id, product_id, quantity, delivery_option_id, discount_percent, start_date, next_delivery_date)
       VALUES (${userId}, ${request.product}, ${request.quantity}, ${request.delivery_options}, ${discountPercent}, ${today}::date, ${firstDeliveryDate(today, duration)}::date) RETURNING id`);
    return reload(tx, userId, rows[0].id);
  });
}

/** What a PATCH did: an edit or a shift, and the subscription after it. */
export interface UpdateOutcome {
  kind: 'edit' | 'shift';
  subscription: SubscriptionWire;
}

const SHIFT_MESSAGES: Readonly<Record<ShiftRefusal, string>> = {
  alreadyShifted: ANSWER.shiftAlreadyUsed,
  notYet: ANSWER.shiftNotYet(SUBSCRIPTION_SHIFT_LEAD_DAYS),
  tooLate: ANSWER.shiftTooLate,
  beforeNext: MSG.selectDateAfterNext,
  tooFar: ANSWER.shiftTooFar(SUBSCRIPTION_SHIFT_WINDOW_DAYS),
};

/**
 * PATCH /subscriptions/{id}/ of the owner (404 for anyone else): an edit when any of product,
 * quantity, delivery_options or active is sent (only those change), else a shift of the next
 * delivery to shifted_delivery_date under the shift rule (once, 0–7 days before it, to a date up to
 * 15 days after it). Resuming a subscription whose next delivery has passed moves it to the first
 * date of its rhythm from today.
 */
export function updateSubscription(db: Db, userId: number, id: number, request: SubscriptionUpdateRequest, today: IsoDate = calendarDate()): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const row = await findSubscription(tx, userId, id, { lock: true });
    if (!row) throw notFound(MSG.subscriptionNotFound);
    const { product, quantity, delivery_options: option, active } = request;
    if (product !== undefined || quantity !== undefined || option !== undefined || active !== undefined) {
      const productId = product ?? row.product_id;
      const units = quantity ?? row.quantity;
      if (productId !== row.product_id || units !== row.quantity) await checkSubscribable(tx, productId, units, row.discount_percent);
      const optionId = option ?? row.delivery_option_id;
      const duration = await deliveryDuration(tx, optionId);
      const resumes = active === true && !row.active && row.next_delivery_date < today;
      // A resumed subscription's next delivery moves, and its shift starts afresh.
      const next = resumes ? nextDeliveryDate(row.next_delivery_date, duration, addDays(today, -1)) : null;
      await run(
        tx,
        sql`UPDATE subscriptions SET product_id = ${productId}, quantity = ${units}, delivery_option_id = ${optionId}, active = ${active ?? row.active}, updated_at = now(),
                next_delivery_date = COALESCE(${next}::date, next_delivery_date),
                shifted_delivery_date = CASE WHEN ${next}::date IS NULL THEN shifted_delivery_date END,
                shift_used = CASE WHEN ${next}::date IS NULL THEN shift_used ELSE false END
          WHERE id = ${id}`,
      );
      return { kind: 'edit', subscription: await reload(tx, userId, id) };
    }
    const target = request.shifted_delivery_date;
    if (target === undefined) throw badRequest(ANSWER.subscriptionEditOrShift);
    if (target === null) throw badRequest(MSG.selectDate);
    const refusal = shiftRefusal({ nextDelivery: row.next_delivery_date, today, target, alreadyShifted: row.shift_used });
    if (refusal) throw badRequest(SHIFT_MESSAGES[refusal]);
    await run(tx, sql`UPDATE subscriptions SET shifted_delivery_date = ${target}::date, shift_used = true, updated_at = now() WHERE id = ${id}`);
    return { kind: 'shift', subscription: await reload(tx, userId, id) };
  });
}

/** The idempotency key of a subscription's order for `slot` ('first': the order of POST /subscriptions-order/). */
export const subscriptionOrderKey = (subscriptionId: number, slot: IsoDate | 'first') => `subscription:${subscriptionId}:${slot}`;

/**
 * The subscription's first order (POST /subscriptions-order/): its product and quantity at its
 * discount, priced, taxed and shipped as checkout does (orders/place.ts), online and unpaid
 * (Accept and Pay pays it; its payment records the mandate of later deliveries). The address
 * becomes the subscription's. Asking again answers the same order.
 */
export async function placeFirstOrder(db: Db, userId: number, id: number, addressId: number): Promise<PlacedOrder> {
  const row = await findSubscription(db, userId, id);
  if (!row) throw notFound(MSG.subscriptionNotFound);
  if (!row.active) throw conflict(ANSWER.subscriptionPaused);
  return placeOrderOnce(
    db,
    {
      userId,
      payType: 'Online',
      addressId,
      voucherCode: null,
      giftMessage: null,
      isGift: false,
      usedCoin: 0,
      clientKey: subscriptionOrderKey(id, 'first'),
      subscription: { subscriptionId: id, productId: row.product_id, quantity: row.quantity, discountPercent: row.discount_percent },
    },
    async (tx) => {
      await run(tx, sql`UPDATE subscriptions SET address_id = ${addressId}, updated_at = now() WHERE id = ${id}`);
    },
  );
}
