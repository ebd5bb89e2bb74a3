import { Hono } from 'hono';
import { ORDER_PAGE_SIZE_DEFAULT, ORDER_PAGE_SIZES, MSG } from '@so/contract';
import { requireAuth } from '../accounts/sessions.ts';
import { text } from '../accounts/validation.ts';
import type { Deps } from '../deps.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { parseId, parsePage, readBody, type Body } from '../http/input.ts';
import { findOrder, orderDetailWire, orderSummaryWire, type OrderRow } from '../orders/detail.ts';
import { MAX_CLIENT_KEY, MAX_GIFT_MESSAGE, MSG_ORDER_PLACED, PAY_TYPES, placeOrderOnce, type PayType } from '../orders/place.ts';

export const MSG_SELECT_PAYMENT = 'Please select a payment method: Cash on Delivery or Online Payment';
export const MSG_BAD_USED_COIN = 'used_coin must be a whole number of 0 or more';
export const MSG_BAD_CLIENT_KEY = `client_key must be text of at most ${MAX_CLIENT_KEY} characters`;
export const MSG_GIFT_TOO_LONG = `The gift message must be at most ${MAX_GIFT_MESSAGE} characters`;
const MIN_PAGE_SIZE = ORDER_PAGE_SIZES[0];
const MAX_PAGE_SIZE = ORDER_PAGE_SIZES[ORDER_PAGE_SIZES.length - 1];

/** The billing address id of a request; 400 with SPEC's message when absent or not an id. */
export function addressIdOf(value: unknown): number {
  try {
    return parseId(value, 'address');
  } catch {
    throw badRequest(MSG.selectBillingAddress);
  }
}

/** used_coin of an order request: absent or '' is 0; otherwise a whole number ≥ 0. */
export function usedCoinOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const raw = typeof value === 'number' ? String(value) : text(value);
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(MSG_BAD_USED_COIN);
  return Number.parseInt(raw, 10);
}

/** A boolean flag sent as JSON or as a form field ('true', '1', 'on', 'yes'). */
export function flagOf(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return ['true', '1', 'on', 'yes'].includes(text(value).toLowerCase());
}

/** The gift message (trimmed, '' → null), refused when too long. */
export function giftMessageOf(value: unknown): string | null {
  const message = text(value);
  if (message.length > MAX_GIFT_MESSAGE) throw badRequest(MSG_GIFT_TOO_LONG);
  return message === '' ? null : message;
}

function clientKeyOf(body: Body): string | null {
  const value = body.client_key;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_CLIENT_KEY) throw badRequest(MSG_BAD_CLIENT_KEY);
  return value;
}

function payTypeOf(value: unknown): PayType {
  const raw = text(value);
  const match = PAY_TYPES.find((p) => p.toLowerCase() === raw.toLowerCase());
  if (!match) throw badRequest(MSG_SELECT_PAYMENT);
  return match;
}

/** Orders: POST /orders/, GET /web/orders/list/, GET /orders/{order_id}. */
export function orderRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });

  api.post('/orders', async (c) => {
    const { user } = await requireAuth(c, db);
    const body = await readBody(c);
    const giftMessage = giftMessageOf(body.udf5);
    const order = await placeOrderOnce(db, {
      userId: user.id,
      payType: payTypeOf(body.pay_type),
      addressId: addressIdOf(body.address1),
      voucherCode: text(body.udf4) || null,
      giftMessage,
      // SPEC's productinfo is "Gift" for a gift order (a gift may have no message).
      isGift: giftMessage !== null || flagOf(body.is_gift) || text(body.productinfo) === 'Gift',
      usedCoin: usedCoinOf(body.used_coin),
      clientKey: clientKeyOf(body),
    });
    return c.json(
      { status: true, message: MSG_ORDER_PLACED, data: { id: order.id, order_id: order.orderId, used_coin: order.usedCoin } },
      order.replayed ? 200 : 201,
    );
  });

  api.get('/web/orders/list', async (c) => {
    const { user } = await requireAuth(c, db);
    const page = parsePage(c.req.query('page'));
    const sizeText = c.req.query('page_size');
    const pageSize = sizeText === undefined || sizeText === '' ? ORDER_PAGE_SIZE_DEFAULT : Number(sizeText);
    if (!Number.isInteger(pageSize) || pageSize < MIN_PAGE_SIZE || pageSize > MAX_PAGE_SIZE) {
      throw badRequest(`page_size must be a whole number from ${MIN_PAGE_SIZE} to ${MAX_PAGE_SIZE}`);
    }
    const counted = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user.id]);
    const count = counted.rows[0].n;
    const { rows } = await db.query<Pick<OrderRow, 'id' | 'order_id' | 'order_date' | 'sale_status' | 'final_total_paise' | 'pay_type' | 'order_status' | 'is_paid'>>(
      `SELECT id, order_id, order_date, sale_status, final_total_paise, pay_type, order_status, is_paid
         FROM orders WHERE user_id = $1 ORDER BY order_date DESC, id DESC LIMIT $2 OFFSET $3`,
      [user.id, pageSize, (page - 1) * pageSize],
    );
    return c.json({
      status: true,
      message: count === 0 ? MSG.orderNotFound : 'Orders',
      count,
      total_pages: Math.ceil(count / pageSize),
      data: rows.map(orderSummaryWire),
    });
  });

  api.get('/orders/:orderId', async (c) => {
    const { user } = await requireAuth(c, db);
    const orderNumber = c.req.param('orderId').trim();
    const order = orderNumber.length > 0 && orderNumber.length <= 40 ? await findOrder(db, user.id, orderNumber) : null;
    if (!order) throw notFound(MSG.orderNotFound);
    return c.json({ status: true, data: await orderDetailWire(db, order) });
  });

  return api;
}
