import { Hono, type Context } from 'hono';
import { MSG } from '@so/contract';
import { requireAuth, type UserRow } from '../accounts/sessions.ts';
import { text } from '../accounts/validation.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { readBody } from '../http/input.ts';
import { changeCoins } from '../orders/ledger.ts';
import { findOrder } from '../orders/detail.ts';
import { isUniqueViolation, placeOrderOnce } from '../orders/place.ts';
import { createGateway, TXNID_PATTERN, type Gateway } from '../payments/gateway.ts';
import { apiOrigin, gatewayPageRoutes } from '../payments/pages.ts';
import { addressIdOf, flagOf, giftMessageOf, usedCoinOf } from './orders.ts';

export const MSG_PAYMENT_LINK = 'Payment link created';
export const MSG_BAD_TXNID = "txnid must be 1 to 64 letters, digits, '-' or '_'";
export const MSG_TXNID_TAKEN = 'This transaction id is already in use';
export const MSG_ALREADY_PAID = 'This order is already paid';
export const MSG_ORDER_CLOSED = (status: string) => `This order is ${status} and cannot be paid`;
export const MSG_NOTHING_DUE = 'Nothing is due on this order';
export const MSG_CALLBACK_INVALID = 'The payment could not be verified';
export const MSG_CALLBACK_UNKNOWN = 'Unknown payment';
export const MSG_CALLBACK_AMOUNT = 'The paid amount does not match the order';

interface PaymentRow {
  txnid: string;
  order_id: number;
  user_id: number;
  amount_paise: number;
  status: 'pending' | 'success' | 'failure';
  return_url: string | null;
}

interface PaidOrderRow {
  id: number;
  order_id: string;
  is_paid: boolean;
  is_gift: boolean;
  order_status: string;
  coins_earned: number;
  coins_credited: boolean;
  user_id: number;
}

function txnidOf(value: unknown): string {
  const txnid = text(value);
  if (!TXNID_PATTERN.test(txnid)) throw badRequest(MSG_BAD_TXNID);
  return txnid;
}

async function paymentByTxnid(db: Db, txnid: string, lock = false): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT txnid, order_id, user_id, amount_paise, status, return_url FROM payments WHERE txnid = $1${lock ? ' FOR UPDATE' : ''}`,
    [txnid],
  );
  return rows[0] ?? null;
}

async function orderById(db: Db, id: number, lock = false): Promise<PaidOrderRow> {
  const { rows } = await db.query<PaidOrderRow>(
    `SELECT id, order_id, is_paid, is_gift, order_status, coins_earned, coins_credited, user_id FROM orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

async function insertPayment(
  tx: Db,
  gateway: Gateway,
  txnid: string,
  orderId: number,
  userId: number,
  amountPaise: number,
  returnUrl: string | null,
): Promise<void> {
  await tx.query('INSERT INTO payments (txnid, order_id, user_id, amount_paise, gateway, return_url) VALUES ($1, $2, $3, $4, $5, $6)', [
    txnid,
    orderId,
    userId,
    amountPaise,
    gateway.name,
    returnUrl,
  ]);
}

/**
 * Where the payer comes back to after the gateway: the page's origin when the payment link was
 * asked for by this server's own site (the browser's Origin equals this API's origin), so the
 * shopper returns to the same origin — and the same login — they paid from; else null (STORE_URL).
 */
function returnUrlOf(c: Context, config: Deps['config']): string | null {
  const origin = c.req.header('Origin');
  return origin && origin === apiOrigin(c, config) ? origin : null;
}

/** Payments: payment links, the gateway's payer pages and its callback. */
export function paymentRoutes(deps: Deps): Hono {
  const { db, config } = deps;
  const api = new Hono({ strict: false });
  const gateway = createGateway(config.payments);

  /** The answer of a payment link: the payer page of `payment` (udf1 = the order number). */
  const linkAnswer = (c: Context, user: UserRow, payment: PaymentRow, order: Pick<PaidOrderRow, 'order_id' | 'is_gift'>) => {
    const paymentUrl = gateway.paymentUrl(apiOrigin(c, config), {
      txnid: payment.txnid,
      amountPaise: payment.amount_paise,
      productinfo: order.is_gift ? 'Gift' : 'SOSE',
      firstname: user.first_name || 'Customer',
      email: user.email,
      phone: user.mobile ?? '',
      udf1: order.order_id,
      udf2: '',
      udf3: '',
      udf4: '',
      udf5: '',
    });
    return c.json({ status: true, message: MSG_PAYMENT_LINK, payment_url: paymentUrl, txn_id: payment.txnid, order_id: order.order_id });
  };

  /** An earlier link with the same txnid: answered again for its owner, refused for anyone else. */
  const earlierLink = async (c: Context, user: UserRow, txnid: string, orderNumber?: string) => {
    const payment = await paymentByTxnid(db, txnid);
    if (!payment) return null;
    const order = await orderById(db, payment.order_id);
    if (payment.user_id !== user.id || (orderNumber !== undefined && order.order_id !== orderNumber)) throw conflict(MSG_TXNID_TAKEN);
    return linkAnswer(c, user, payment, order);
  };

  api.post('/get-order-payment-link', async (c) => {
    const { user } = await requireAuth(c, db);
    const body = await readBody(c);
    const txnid = txnidOf(body.txnid);
    const earlier = await earlierLink(c, user, txnid);
    if (earlier) return earlier;
    const giftMessage = giftMessageOf(body.giftMessage);
    let placed;
    try {
      placed = await placeOrderOnce(
        db,
        {
          userId: user.id,
          payType: 'Online',
          addressId: addressIdOf(body.billing_address),
          voucherCode: text(body.voucherCode) || null,
          giftMessage,
          isGift: flagOf(body.is_a_gift) || giftMessage !== null,
          usedCoin: usedCoinOf(body.used_coin),
          // The txnid is the idempotency key: a repeated request answers the same order and link.
          clientKey: `txn:${txnid}`,
        },
        (tx, order) => insertPayment(tx, gateway, txnid, order.id, user.id, order.finalTotalPaise, returnUrlOf(c, config)),
      );
    } catch (error) {
      // The same txnid taken at the same moment by another user's payment.
      if (isUniqueViolation(error)) throw conflict(MSG_TXNID_TAKEN);
      throw error;
    }
    const payment = await paymentByTxnid(db, txnid);
    if (!payment || payment.user_id !== user.id) throw conflict(MSG_TXNID_TAKEN);
    return linkAnswer(c, user, payment, await orderById(db, placed.id));
  });

  api.patch('/edit-order-payment-link', async (c) => {
    const { user } = await requireAuth(c, db);
    const body = await readBody(c);
    const orderNumber = text(body.order_id);
    const txnid = txnidOf(body.txnid);
    if (orderNumber === '' || orderNumber.length > 40) throw notFound(MSG.orderNotFound);
    const earlier = await earlierLink(c, user, txnid, orderNumber);
    if (earlier) return earlier;
    let payment: PaymentRow;
    try {
      payment = await db.transaction(async (tx) => {
        const order = await findOrder(tx, user.id, orderNumber, { lock: true });
        if (!order) throw notFound(MSG.orderNotFound);
        if (order.is_paid) throw conflict(MSG_ALREADY_PAID);
        if (order.order_status === 'Cancelled' || order.order_status === 'Delivered') throw conflict(MSG_ORDER_CLOSED(order.order_status));
        if (order.final_total_paise <= 0) throw conflict(MSG_NOTHING_DUE);
        const returnUrl = returnUrlOf(c, config);
        await insertPayment(tx, gateway, txnid, order.id, user.id, order.final_total_paise, returnUrl);
        return { txnid, order_id: order.id, user_id: user.id, amount_paise: order.final_total_paise, status: 'pending' as const, return_url: returnUrl };
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const again = await earlierLink(c, user, txnid, orderNumber);
        if (again) return again;
      }
      throw error;
    }
    return linkAnswer(c, user, payment, await orderById(db, payment.order_id));
  });

  // The gateway posts the payer's browser back here (no token): verify, record once, redirect.
  api.post('/payments/callback', async (c) => {
    const body = await readBody(c);
    const form: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') form[key] = value;
    const verified = gateway.verifyCallback(form);
    if (!verified) throw badRequest(MSG_CALLBACK_INVALID);
    const outcome = await db.transaction(async (tx) => {
      const payment = await paymentByTxnid(tx, verified.txnid, true);
      if (!payment) throw badRequest(MSG_CALLBACK_UNKNOWN);
      if (verified.amountPaise !== payment.amount_paise) throw badRequest(MSG_CALLBACK_AMOUNT);
      const order = await orderById(tx, payment.order_id, true);
      if (verified.udf1 !== order.order_id) throw badRequest(MSG_CALLBACK_INVALID);
      // A replay (or the other outcome after one was recorded) changes nothing.
      const back = payment.return_url ?? config.accounts.storeUrl;
      if (payment.status !== 'pending') return { orderNumber: order.order_id, status: payment.status, back };
      await tx.query('UPDATE payments SET status = $2, gateway_payment_id = $3, completed_at = now() WHERE txnid = $1', [
        payment.txnid,
        verified.status,
        verified.gatewayPaymentId || null,
      ]);
      if (verified.status === 'success' && !order.is_paid) {
        await tx.query('UPDATE orders SET is_paid = true, paid_at = now(), updated_at = now() WHERE id = $1', [order.id]);
        if (!order.coins_credited && order.coins_earned > 0 && order.order_status !== 'Cancelled') {
          await changeCoins(tx, order.user_id, order.coins_earned, 'earned', order.id);
          await tx.query('UPDATE orders SET coins_credited = true WHERE id = $1', [order.id]);
        }
      }
      return { orderNumber: order.order_id, status: verified.status, back };
    });
    return c.redirect(`${outcome.back}/orders/${encodeURIComponent(outcome.orderNumber)}?payment=${outcome.status}`, 303);
  });

  api.route('/', gatewayPageRoutes(deps));
  return api;
}
