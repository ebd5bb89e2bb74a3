/** Orders: placing one (cash on delivery), the caller's list and an order's detail. */
import type { Hono } from 'hono';
import { ANSWER, MAX_ORDER_NUMBER_LENGTH, MSG, ORDERS } from '@so/contract';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { reply, route, routeApp } from '../http/route.ts';
import { findOrder, listOrders, orderDetailWire } from '../orders/detail.ts';
import { placeOrderOnce } from '../orders/place.ts';
import { notifyOrderPlaced, shopperNotices } from '../notify/events.ts';
import { expireUnpaidOrders, unpaidOrderSettings } from '../orders/unpaid.ts';
import { clearAttribution, orderPartner } from '../partners/partners.ts';

export function orderRoutes({ db, config, now = () => new Date() }: Deps): Hono {
  const app = routeApp(db);
  const unpaid = unpaidOrderSettings(config);
  const notices = shopperNotices(db, config);

  // Every amount a client sends is ignored: the order is priced from the database.
  route(app, ORDERS.createOrder, async (c, { body }) => {
    // The partner whose page the order comes from, or who was attributed the cart (partners/partners.ts).
    const partner = await orderPartner(c, db, now());
    // Overdue unpaid orders give their stock, vouchers and coins back before this order takes any.
    await expireUnpaidOrders(db, config, now());
    const order = await placeOrderOnce(db, {
      userId: c.var.auth.user.id,
      payType: body.pay_type,
      addressId: body.address1,
      voucherCode: body.udf4,
      giftMessage: body.udf5,
      // A gift order: the flag, a gift message, or productinfo "Gift" (a gift may have no message).
      isGift: body.udf5 !== null || body.is_gift || body.productinfo === 'Gift',
      usedCoin: body.used_coin,
      clientKey: body.client_key,
      partnerCode: partner.code,
      unpaidCap: { settings: unpaid, now: now() },
    }, (tx, placed) => notifyOrderPlaced(tx, notices, placed));
    if (!order.replayed) await clearAttribution(db, partner.owners);
    const answer = { status: true, message: MSG.orderPlaced, data: { id: order.id, order_id: order.orderId, used_coin: order.usedCoin } };
    // A repeated client_key answers the order it placed, 200 instead of 201.
    return order.replayed ? answer : reply(answer, 201);
  });

  route(app, ORDERS.orders, async (c, { query }) => {
    const { page, page_size: pageSize } = query;
    // The caller's overdue unpaid orders read back as Cancelled without waiting for the timer.
    await expireUnpaidOrders(db, config, now(), { userId: c.var.auth.user.id });
    const { count, orders } = await listOrders(db, c.var.auth.user.id, page, pageSize);
    return {
      status: true,
      message: count === 0 ? MSG.orderNotFound : ANSWER.ordersFound,
      count,
      total_pages: Math.ceil(count / pageSize),
      data: orders,
    };
  });

  route(app, ORDERS.order, async (c, { params }) => {
    const orderNumber = params.orderId;
    await expireUnpaidOrders(db, config, now(), { userId: c.var.auth.user.id });
    const order = orderNumber !== '' && orderNumber.length <= MAX_ORDER_NUMBER_LENGTH ? await findOrder(db, c.var.auth.user.id, orderNumber) : null;
    if (!order) throw notFound(MSG.orderNotFound);
    return { status: true, data: await orderDetailWire(db, order, unpaid.minutes) };
  });

  return app.hono;
}
