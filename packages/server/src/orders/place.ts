/**
 * Placing an order: the one code path of POST /orders/ (cash on delivery or online), of
 * POST /get-order-payment-link/ (online) and of a subscription's orders (POST
 * /subscriptions-order/ and the scheduler's deliveries: one product, the subscription's discount).
 *
 * Everything happens in one transaction. Rows are locked in one fixed order — the cart's products
 * by id, then the voucher, then the user — so concurrent checkouts (on any number of API
 * processes sharing the database) queue instead of deadlocking, and none can oversell a product,
 * take a voucher's last use twice, or spend the same coins twice. Every amount is computed here
 * from the database; nothing the client sends about prices, totals or coins earned is used.
 */
import {
  ANSWER,
  COIN_VALUE_PAISE,
  coinsEarned,
  FREE_SHIPPING_CITY,
  meetsMinimumOrder,
  MSG,
  type PaymentMethod,
  shippingPaise,
  subscriptionDiscountPaise,
  TIMEZONE,
} from '@so/contract';
import { isUniqueViolation } from '../db/errors.ts';
import type { Db } from '../db/types.ts';
import type { UnpaidOrderSettings } from '../deps.ts';
import { IS_ELITE_MEMBER } from '../elite/membership.ts';
import { badRequest, conflict, HttpError } from '../http/errors.ts';
import type { Owner } from '../owner.ts';
import { changeCoins, lockCoinBalance } from './ledger.ts';
import { priceLines, type LineInput } from './pricing.ts';
import { consumeRedemption, hasVerifiedRedemption, maxRedeemable } from './redemptions.ts';
import { openUnpaidOrders } from './unpaid.ts';
import { checkVoucher, recordVoucherUse } from './vouchers.ts';
import { run, sql } from '../db/sql.ts';

/** Days from the order to the expected delivery: Ahmedabad, elsewhere in India. */
export const DELIVERY_DAYS = { local: 2, elsewhere: 7 } as const;

export interface PlaceOrderInput {
  userId: number;
  payType: PaymentMethod;
  /** The billing (and shipping) address; must be the user's. */
  addressId: number;
  /** A voucher code, or null. */
  voucherCode: string | null;
  giftMessage: string | null;
  isGift: boolean;
  /** Coins to spend; > 0 needs a verified, unconsumed redemption of exactly this many coins. */
  usedCoin: number;
  /** Idempotency key: the same key (per user) answers the first order again. */
  clientKey: string | null;
  /** What is ordered: the user's cart (absent), or one delivery of a subscription (the cart is left alone). */
  subscription?: SubscriptionDelivery;
  /** The partner whose page the order came from, or null/absent. */
  partnerCode?: string | null;
  /**
   * An online order a shopper places: at most `settings.perAccount` unpaid online orders open at
   * once, counted as of `now` under the user's row lock (unpaid.ts). Absent: no cap (subscriptions).
   */
  unpaidCap?: { settings: UnpaidOrderSettings; now: Date };
}

/** One delivery of a subscription: its product and quantity at the subscription's discount. */
export interface SubscriptionDelivery {
  subscriptionId: number;
  productId: number;
  quantity: number;
  discountPercent: number;
}

export interface PlacedOrder {
  id: number;
  orderId: string;
  usedCoin: number;
  finalTotalPaise: number;
  payType: PaymentMethod;
  /** True when the key named an order placed earlier (nothing new was done). */
  replayed: boolean;
}

/** The snapshot of an address kept on the order. */
export interface OrderAddressSnapshot {
  id: number;
  full_name: string;
  mobile_no: string;
  full_address: string;
  city_id: number;
  city: string | null;
  /** The PIN code as typed (orders placed before it was kept: read from full_address). */
  postal_code?: string;
}

interface OrderRef {
  id: number;
  order_id: string;
  used_coin: number;
  final_total_paise: number;
  pay_type: PaymentMethod;
}

async function orderByKey(db: Db, userId: number, clientKey: string): Promise<PlacedOrder | null> {
  const { rows } = await run<OrderRef>(db, sql`SELECT id, order_id, used_coin, final_total_paise, pay_type FROM orders WHERE user_id = ${userId} AND client_key = ${clientKey}`);
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, orderId: row.order_id, usedCoin: row.used_coin, finalTotalPaise: row.final_total_paise, payType: row.pay_type, replayed: true };
}

/** The user's address as the order keeps it; 400 when it is not theirs. */
export async function addressSnapshot(db: Db, userId: number, addressId: number): Promise<OrderAddressSnapshot> {
  const { rows } = await run<{
    id: number;
    full_name: string;
    mobile: string;
    address_line_1: string;
    address_line_2: string;
    landmark: string | null;
    postal_code: string;
    city_id: number;
    city: string | null;
    state: string | null;
    country: string | null;
  }>(db, sql`SELECT a.id, a.full_name, a.mobile, a.address_line_1, a.address_line_2, a.landmark, a.postal_code, a.city_id,
            ci.name AS city, st.name AS state, co.country_name AS country
       FROM addresses a
       LEFT JOIN cities ci ON ci.id = a.city_id
       LEFT JOIN states st ON st.id = a.state_id
       LEFT JOIN countries co ON co.id = a.country_id
      WHERE a.id = ${addressId} AND a.user_id = ${userId}`);
  const a = rows[0];
  if (!a) throw badRequest(MSG.selectBillingAddress);
  const region = [a.state, a.postal_code].filter((part) => part && part.trim() !== '').join(' - ');
  const parts = [a.address_line_1, a.address_line_2, a.landmark, a.city, region, a.country];
  return {
    id: a.id,
    full_name: a.full_name,
    mobile_no: a.mobile,
    full_address: parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(', '),
    city_id: a.city_id,
    city: a.city,
    postal_code: a.postal_code,
  };
}

interface LockedProduct {
  id: number;
  name: string;
  base_price_paise: number;
  gst_paise: number;
  gst_rate: number;
  stock: number | null;
}

/** Products by id, locked in id order (the one lock order of every order). */
async function lockProducts(tx: Db, ids: readonly number[]): Promise<Map<number, LockedProduct>> {
  const locked = new Map<number, LockedProduct>();
  if (ids.length === 0) return locked;
  const products = await run<LockedProduct>(tx, sql`SELECT id, name, base_price_paise, gst_paise, gst_rate, stock FROM products WHERE id = ANY(${[...new Set(ids)].sort((a, b) => a - b)}::int[]) ORDER BY id FOR UPDATE`);
  for (const p of products.rows) locked.set(p.id, p);
  return locked;
}

function lineOf(product: LockedProduct, itemId: number, quantity: number): LineInput {
  return {
    itemId,
    productId: product.id,
    name: product.name,
    quantity,
    basePricePaise: product.base_price_paise,
    gstPaise: product.gst_paise,
    gstRate: product.gst_rate,
    stock: product.stock,
  };
}

/** The owner's cart lines with their products locked. */
async function lockCartLines(tx: Db, owner: Owner): Promise<LineInput[]> {
  const seen = await run<{ product_id: number }>(tx, sql`SELECT product_id FROM cart_items WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id}`);
  const locked = await lockProducts(tx, seen.rows.map((r) => r.product_id));
  // Re-read under the locks: a concurrent order of this user may have emptied the cart meanwhile.
  const items = await run<{ id: number; product_id: number; quantity: number }>(tx, sql`SELECT id, product_id, quantity FROM cart_items WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} ORDER BY created_at, id`);
  return items.rows.map((item) => {
    const product = locked.get(item.product_id);
    if (!product) throw conflict(ANSWER.cartChanged);
    return lineOf(product, item.id, item.quantity);
  });
}

/** A subscription delivery's one line (no cart item: itemId 0) with its product locked. */
async function lockSubscriptionLine(tx: Db, delivery: SubscriptionDelivery): Promise<LineInput[]> {
  const product = (await lockProducts(tx, [delivery.productId])).get(delivery.productId);
  if (!product) throw badRequest(ANSWER.productNotFound);
  return [lineOf(product, 0, delivery.quantity)];
}

/**
 * Places the user's whole cart (or a subscription's delivery) as one order inside `tx` (see the module comment). Throws an
 * HttpError (4xx) when the order is refused; the caller's transaction then rolls back.
 */
export async function placeOrder(tx: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { userId } = input;
  const owner: Owner = { kind: 'user', id: String(userId) };
  if (input.clientKey) {
    const earlier = await orderByKey(tx, userId, input.clientKey);
    if (earlier) return earlier;
  }
  const address = await addressSnapshot(tx, userId, input.addressId);
  // Membership as of now, when the order is placed (free shipping for SO Elite members).
  const user = await run<{ is_sose_elite_user: boolean; is_wallet: boolean }>(tx, sql`SELECT ${IS_ELITE_MEMBER} AS is_sose_elite_user, u.is_wallet FROM users u WHERE u.id = ${userId}`);
  if (user.rows.length === 0) throw badRequest(ANSWER.unknownUser);

  // 1. The products, locked in id order: the cart's, or the subscription's one.
  const lines = input.subscription ? await lockSubscriptionLine(tx, input.subscription) : await lockCartLines(tx, owner);
  if (input.clientKey) {
    // A concurrent duplicate that committed while this one waited for the locks.
    const earlier = await orderByKey(tx, userId, input.clientKey);
    if (earlier) return earlier;
  }
  if (lines.length === 0) throw badRequest(MSG.cartEmpty);
  for (const line of lines) {
    if (line.stock === null || line.stock <= 0) throw conflict(MSG.isOutOfStock(line.name));
    if (line.quantity > line.stock) throw conflict(ANSWER.onlyLeft(line.stock, line.name));
  }

  // 2. The voucher, locked, with its use counts read under the lock (a subscription has its own discount).
  const sub = input.subscription;
  let pricing = priceLines(lines, sub ? subscriptionDiscountPaise(lines[0].basePricePaise + lines[0].gstPaise, sub.discountPercent, sub.quantity) : 0);
  let voucherId: number | null = null;
  let voucherCode: string | null = null;
  // What the ₹250 minimum looks at: the cart after its discount, but before a gift voucher, which
  // pays for the order rather than making it smaller.
  let orderValuePaise = pricing.finalTotalPaise;
  if (input.voucherCode) {
    // A gift voucher's balance is read under this lock and lowered below (recordVoucherUse) in
    // this transaction, so concurrent orders with one gift voucher never spend more than it holds.
    const outcome = await checkVoucher(tx, input.voucherCode, userId, pricing.totalPaise, { lock: true });
    if (!outcome.ok) throw badRequest(outcome.message);
    voucherId = outcome.voucher.id;
    voucherCode = outcome.voucher.code;
    pricing = priceLines(lines, outcome.discountPaise);
    if (outcome.voucher.kind !== 'gift') orderValuePaise = pricing.finalTotalPaise;
  }
  if (!meetsMinimumOrder(orderValuePaise, lines.map((l) => l.name))) throw badRequest(MSG.minimumOrderValue);

  // 3. The user (coin balance), locked.
  const balance = await lockCoinBalance(tx, userId);
  const usedCoin = input.usedCoin;
  if (usedCoin > 0) {
    if (!user.rows[0].is_wallet) throw new HttpError(403, ANSWER.walletDisabled);
    if (usedCoin > balance) throw badRequest(MSG.coinsAboveAvailable);
    if (usedCoin > maxRedeemable(balance, pricing.finalTotalPaise)) throw badRequest(MSG.coinsAboveTotal);
    if (!(await hasVerifiedRedemption(tx, userId, usedCoin))) throw badRequest(ANSWER.redemptionNeeded);
  }
  // Under the user's row lock (taken just above), so concurrent orders of one account count each other.
  if (input.payType === 'Online' && input.unpaidCap) {
    const { settings, now } = input.unpaidCap;
    if ((await openUnpaidOrders(tx, userId, now, settings.minutes)) >= settings.perAccount) throw badRequest(ANSWER.tooManyUnpaidOrders(settings.perAccount));
  }
  const shipping = shippingPaise(user.rows[0].is_sose_elite_user, address.city);
  const finalTotalPaise = pricing.finalTotalPaise + shipping - usedCoin * COIN_VALUE_PAISE;
  if (input.payType === 'Online' && finalTotalPaise <= 0) throw badRequest(ANSWER.nothingToPay);
  const earned = coinsEarned(finalTotalPaise, usedCoin);
  const creditNow = input.payType === 'COD' && earned > 0;
  const deliveryDays = address.city?.trim().toLowerCase() === FREE_SHIPPING_CITY.toLowerCase() ? DELIVERY_DAYS.local : DELIVERY_DAYS.elsewhere;
  const snapshot = JSON.stringify(address);

  const giftMessage = input.isGift ? input.giftMessage : null;
  const subscriptionId = input.subscription?.subscriptionId ?? null;
  const partnerCode = input.partnerCode ?? null;
  const inserted = await run<{ id: number; order_id: string }>(
    tx,
    sql`INSERT INTO orders (user_id, client_key, pay_type, billing_address, shipping_address, product_total_paise, tax_paise,
                         discount_paise, shipping_paise, used_coin, coins_earned, coins_credited, final_total_paise,
                         voucher_id, voucher_code, is_gift, gift_message, delivery_date, subscription_id, partner_code)
     VALUES (${userId}, ${input.clientKey}, ${input.payType}, ${snapshot}::jsonb, ${snapshot}::jsonb, ${pricing.totalPaise}, ${pricing.gstPaise},
             ${pricing.discountPaise}, ${shipping}, ${usedCoin}, ${earned}, ${creditNow}, ${finalTotalPaise},
             ${voucherId}, ${voucherCode}, ${input.isGift}, ${giftMessage},
             (now() AT TIME ZONE ${TIMEZONE})::date + ${deliveryDays}::int, ${subscriptionId}, ${partnerCode})
     RETURNING id, order_id`,
  );
  const order = inserted.rows[0];
  for (const line of pricing.lines) {
    await run(tx, sql`INSERT INTO order_lines (order_id, product_id, product_name, quantity, base_price_paise, gst_paise, gst_rate, selling_price_paise, line_total_paise)
       VALUES (${order.id}, ${line.productId}, ${line.name}, ${line.quantity}, ${line.basePricePaise}, ${line.gstPaise}, ${line.gstRate}, ${line.sellingPaise}, ${line.lineTotalPaise})`);
    await run(tx, sql`UPDATE products SET stock = stock - ${line.quantity} WHERE id = ${line.productId}`);
  }
  if (voucherId !== null) await recordVoucherUse(tx, voucherId, userId, order.id, pricing.discountPaise);
  if (usedCoin > 0) {
    if (!(await consumeRedemption(tx, userId, usedCoin, order.id))) throw badRequest(ANSWER.redemptionNeeded);
    await changeCoins(tx, userId, -usedCoin, 'redeemed', order.id);
  }
  if (creditNow) await changeCoins(tx, userId, earned, 'earned', order.id);
  if (!input.subscription) await run(tx, sql`DELETE FROM cart_items WHERE id = ANY(${pricing.lines.map((l) => l.itemId)}::int[])`);
  return { id: order.id, orderId: order.order_id, usedCoin, finalTotalPaise, payType: input.payType, replayed: false };
}

/**
 * placeOrder in its own transaction; `then` runs in the same transaction for a new order (the
 * payment link writes its payment row there). A concurrent duplicate with the same client key
 * loses on the (user_id, client_key) unique index; it then answers the order that won.
 */
export async function placeOrderOnce(
  db: Db,
  input: PlaceOrderInput,
  then?: (tx: Db, order: PlacedOrder) => Promise<void>,
): Promise<PlacedOrder> {
  try {
    return await db.transaction(async (tx) => {
      const order = await placeOrder(tx, input);
      if (!order.replayed && then) await then(tx, order);
      return order;
    });
  } catch (error) {
    if (input.clientKey && isUniqueViolation(error)) {
      const earlier = await orderByKey(db, input.userId, input.clientKey);
      if (earlier) return earlier;
    }
    throw error;
  }
}
