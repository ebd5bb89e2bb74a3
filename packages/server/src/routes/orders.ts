/** Orders (SPEC §7): POST /orders/, GET /web/orders/list/, GET /orders/{order_id}. */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  CreateOrderResponse,
  MAX_ORDER_NUMBER_LENGTH,
  MSG,
  OrderDetailResponse,
  OrderListQuery,
  OrderListResponse,
  OrderNumberParams,
  OrderRequest,
} from '@so/contract';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { requireLogin } from '../http/session.ts';
import { validate } from '../http/validate.ts';
import { findOrder, listOrders, orderDetailWire } from '../orders/detail.ts';
import { placeOrderOnce } from '../orders/place.ts';
import { expireUnpaidOrders, unpaidOrderSettings } from '../orders/unpaid.ts';
import { clearAttribution, orderPartner } from '../partners/partners.ts';

export function orderRoutes({ db, config, now = () => new Date() }: Deps): Hono {
  const api = new Hono({ strict: false });
  const login = requireLogin(db);
  const unpaid = unpaidOrderSettings(config);

  // Every amount a client sends is ignored: the order is priced from the database.
  api.post('/orders', login, validate('json', OrderRequest), async (c) => {
    const body = c.req.valid('json');
    // The partner whose page the order comes from, or who was attributed the cart (issue 16).
    const partner = await orderPartner(c, db, now());
    // Overdue unpaid orders give their stock, vouchers and coins back before this order takes any.
    await expireUnpaidOrders(db, config, now());
    const order = await placeOrderOnce(db, {
      userId: c.var.auth.user.id,
      payType: body.pay_type,
      addressId: body.address1,
      voucherCode: body.udf4,
      giftMessage: body.udf5,
      // SPEC's productinfo is "Gift" for a gift order (a gift may have no message).
      isGift: body.udf5 !== null || body.is_gift || body.productinfo === 'Gift',
      usedCoin: body.used_coin,
      clientKey: body.client_key,
      partnerCode: partner.code,
      unpaidCap: { settings: unpaid, now: now() },
    });
    if (!order.replayed) await clearAttribution(db, partner.owners);
    return c.json<Infer<typeof CreateOrderResponse>>(
      { status: true, message: MSG.orderPlaced, data: { id: order.id, order_id: order.orderId, used_coin: order.usedCoin } },
      order.replayed ? 200 : 201,
    );
  });

  api.get('/web/orders/list', login, validate('query', OrderListQuery), async (c) => {
    const { page, page_size: pageSize } = c.req.valid('query');
    // The caller's overdue unpaid orders read back as Cancelled without waiting for the timer.
    await expireUnpaidOrders(db, config, now(), { userId: c.var.auth.user.id });
    const { count, orders } = await listOrders(db, c.var.auth.user.id, page, pageSize);
    return c.json<Infer<typeof OrderListResponse>>({
      status: true,
      message: count === 0 ? MSG.orderNotFound : ANSWER.ordersFound,
      count,
      total_pages: Math.ceil(count / pageSize),
      data: orders,
    });
  });

  api.get('/orders/:orderId', login, validate('param', OrderNumberParams), async (c) => {
    const orderNumber = c.req.valid('param').orderId;
    await expireUnpaidOrders(db, config, now(), { userId: c.var.auth.user.id });
    const order = orderNumber !== '' && orderNumber.length <= MAX_ORDER_NUMBER_LENGTH ? await findOrder(db, c.var.auth.user.id, orderNumber) : null;
    if (!order) throw notFound(MSG.orderNotFound);
    return c.json<Infer<typeof OrderDetailResponse>>({ status: true, data: await orderDetailWire(db, order, unpaid.minutes) });
  });

  return api;
}
