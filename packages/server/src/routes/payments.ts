/**
 * Payments: payment links (which place the order, paid online), a new link for an unpaid order,
 * and what the gateway calls (not on the endpoint table: a redirect and HTML pages, nothing a
 * client reads): the payer pages and the callback (for orders, SO Elite payments and gift voucher
 * purchases, told apart by the table that has the txnid).
 */
import type { Context, Hono } from 'hono';
import type { Infer } from 'superstruct';
import { ANSWER, GatewayCallback, MAX_ORDER_NUMBER_LENGTH, MSG, PAYMENTS, PaymentLinkResponse } from '@so/contract';
import { transactionalMailer } from '../accounts/outbox.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Deps } from '../deps.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { route, routeApp } from '../http/route.ts';
import { validate } from '../http/validate.ts';
import { elitePaymentByTxnid, elitePaymentReturnPath, recordElitePayment } from '../elite/payments.ts';
import { giftPaymentReturnPath, giftPurchaseByTxnid, recordGiftPayment } from '../gift-vouchers/purchases.ts';
import { findOrder } from '../orders/detail.ts';
import { placeOrderOnce } from '../orders/place.ts';
import { expireUnpaidOrders, unpaidOrderSettings } from '../orders/unpaid.ts';
import { clearAttribution, orderPartner } from '../partners/partners.ts';
import { createGateway } from '../payments/gateway.ts';
import { isStoreSite, storeOrigin } from '../http/origins.ts';
import { gatewayPageRoutes } from '../payments/pages.ts';
import { insertPayment, orderById, paymentByTxnid, recordCallback, type PaidOrderRow, type PaymentRow } from '../payments/queries.ts';
import { refundSenderOf, sendRefund } from '../payments/refunds.ts';
import { standingInstructionFor } from '../subscriptions/mandates.ts';
import { shopperNotices } from '../notify/events.ts';

/**
 * Where the payer comes back to after the gateway: the page's origin when the payment link was
 * asked for by one of the store's own sites (STORE_URL, CORS_ORIGINS, this machine in demo mode),
 * so the shopper returns to the same origin — and the same login — they paid from; else null
 * (STORE_URL).
 */
export function returnUrlOf(c: Context, config: Deps['config']): string | null {
  const origin = c.req.header('Origin');
  return origin && isStoreSite(config, origin) ? origin : null;
}

export function paymentRoutes(deps: Deps): Hono {
  const { db, config } = deps;
  const app = routeApp(db);
  const api = app.hono;
  const gateway = createGateway(config.payments);
  const refund = refundSenderOf(deps);
  const mailer = transactionalMailer(db, config);
  const notices = shopperNotices(db, config);

  /**
   * The answer of a payment link: the payer page of `payment` (udf1 = the order number). A
   * subscription's order paid while the subscription has no mandate (its first order) registers
   * the standing instruction its later deliveries are charged through.
   */
  const linkAnswer = async (
    user: UserRow,
    payment: PaymentRow,
    order: Pick<PaidOrderRow, 'order_id' | 'is_gift' | 'subscription_id'>,
  ): Promise<Infer<typeof PaymentLinkResponse>> => {
    const standingInstruction = order.subscription_id === null ? null : await standingInstructionFor(db, order.subscription_id);
    const paymentUrl = gateway.paymentUrl(storeOrigin(config), {
      txnid: payment.txnid,
      amountPaise: payment.amount_paise,
      productinfo: order.is_gift ? 'Gift' : 'SOSE',
      firstname: user.first_name || ANSWER.customer,
      email: user.email,
      phone: user.mobile ?? '',
      udf1: order.order_id,
      udf2: '',
      udf3: '',
      udf4: '',
      udf5: '',
      standingInstruction,
    });
    return { status: true, message: ANSWER.paymentLinkCreated, payment_url: paymentUrl, txn_id: payment.txnid, order_id: order.order_id };
  };

  /** An earlier link with the same txnid: answered again for its owner, refused for anyone else. */
  const earlierLink = async (user: UserRow, txnid: string, orderNumber?: string) => {
    const payment = await paymentByTxnid(db, txnid);
    if (!payment) return null;
    const order = await orderById(db, payment.order_id);
    if (payment.user_id !== user.id || (orderNumber !== undefined && order.order_id !== orderNumber)) throw conflict(ANSWER.txnidTaken);
    return linkAnswer(user, payment, order);
  };

  // Places the order (online, unpaid); the txnid is its idempotency key.
  route(app, PAYMENTS.orderPaymentLink, async (c, { body }) => {
    const { user } = c.var.auth;
    const earlier = await earlierLink(user, body.txnid);
    if (earlier) return earlier;
    // The partner whose page the order comes from, or who was attributed the cart (partners/partners.ts).
    const now = (deps.now ?? (() => new Date()))();
    const partner = await orderPartner(c, db, now);
    // Overdue unpaid orders give their stock, vouchers and coins back before this order takes any.
    await expireUnpaidOrders(db, config, now);
    let placed;
    try {
      placed = await placeOrderOnce(
        db,
        {
          userId: user.id,
          payType: 'Online',
          addressId: body.billing_address,
          voucherCode: body.voucherCode,
          giftMessage: body.giftMessage,
          isGift: body.is_a_gift || body.giftMessage !== null,
          usedCoin: body.used_coin,
          // A repeated request answers the same order and link.
          clientKey: `txn:${body.txnid}`,
          partnerCode: partner.code,
          // At most UNPAID_ORDERS_PER_ACCOUNT unpaid online orders open at once.
          unpaidCap: { settings: unpaidOrderSettings(config), now },
        },
        (tx, order) =>
          insertPayment(tx, gateway, {
            txnid: body.txnid,
            orderId: order.id,
            userId: user.id,
            amountPaise: order.finalTotalPaise,
            returnUrl: returnUrlOf(c, config),
          }),
      );
    } catch (error) {
      // The same txnid taken at the same moment by another user's payment.
      if (isUniqueViolation(error)) throw conflict(ANSWER.txnidTaken);
      throw error;
    }
    if (!placed.replayed) await clearAttribution(db, partner.owners);
    const payment = await paymentByTxnid(db, body.txnid);
    if (!payment || payment.user_id !== user.id) throw conflict(ANSWER.txnidTaken);
    return linkAnswer(user, payment, await orderById(db, placed.id));
  });

  // A new attempt for the caller's unpaid order (paid, Cancelled or Delivered → 409).
  route(app, PAYMENTS.editOrderPaymentLink, async (c, { body }) => {
    const { user } = c.var.auth;
    const { order_id: orderNumber, txnid } = body;
    if (orderNumber === '' || orderNumber.length > MAX_ORDER_NUMBER_LENGTH) throw notFound(MSG.orderNotFound);
    const earlier = await earlierLink(user, txnid, orderNumber);
    if (earlier) return earlier;
    // An order whose time to pay is over is cancelled first: it then cannot be paid (409).
    await expireUnpaidOrders(db, config, (deps.now ?? (() => new Date()))(), { userId: user.id });
    let payment: PaymentRow;
    try {
      payment = await db.transaction(async (tx) => {
        const order = await findOrder(tx, user.id, orderNumber, { lock: true });
        if (!order) throw notFound(MSG.orderNotFound);
        if (order.is_paid) throw conflict(ANSWER.alreadyPaid);
        if (order.order_status === 'Cancelled' || order.order_status === 'Delivered' || order.order_status === 'Returned') throw conflict(ANSWER.orderClosed(order.order_status));
        if (order.final_total_paise <= 0) throw conflict(ANSWER.nothingDue);
        const returnUrl = returnUrlOf(c, config);
        await insertPayment(tx, gateway, { txnid, orderId: order.id, userId: user.id, amountPaise: order.final_total_paise, returnUrl });
        return { txnid, order_id: order.id, user_id: user.id, amount_paise: order.final_total_paise, status: 'pending' as const, return_url: returnUrl };
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const again = await earlierLink(user, txnid, orderNumber);
        if (again) return again;
      }
      throw error;
    }
    return linkAnswer(user, payment, await orderById(db, payment.order_id));
  });

  // The gateway posts the payer's browser back here (no token): verify, record once, redirect.
  api.post('/payments/callback', validate('json', GatewayCallback), async (c) => {
    const verified = gateway.verifyCallback(c.req.valid('json'));
    if (!verified) throw badRequest(ANSWER.paymentNotVerified);
    // An SO Elite payment (its txnid is in elite_payments): membership, then /subscription-payment.
    if (await elitePaymentByTxnid(db, verified.txnid)) {
      const elite = await recordElitePayment(db, verified, notices);
      return c.redirect(`${elite.back ?? config.accounts.storeUrl}${elitePaymentReturnPath(elite)}`, 303);
    }
    // A gift voucher's purchase: the code issued and mailed once, then the store's /.
    if (await giftPurchaseByTxnid(db, verified.txnid)) {
      const gift = await recordGiftPayment(db, verified, { storeUrl: config.accounts.storeUrl, mailer });
      await mailer.deliver(gift.emails);
      return c.redirect(`${gift.back ?? config.accounts.storeUrl}${giftPaymentReturnPath(gift.status)}`, 303);
    }
    const outcome = await recordCallback(db, verified, notices);
    // A payment that could not pay its order goes straight back through the gateway; if that
    // fails, staff see it (GET /api/staff/refunds/) and send it again.
    if (outcome.refundId !== null) await sendRefund(db, refund, outcome.refundId, notices);
    const back = outcome.back ?? config.accounts.storeUrl;
    // A subscription's order: back to the profile's subscriptions; any other order: its page.
    const landing =
      outcome.subscriptionId === null
        ? `/orders/${encodeURIComponent(outcome.orderNumber)}?payment=${outcome.status}`
        : `/profile?payment=${outcome.status}#subscribe`;
    return c.redirect(`${back}${landing}`, 303);
  });

  api.route(
    '/',
    gatewayPageRoutes({
      config,
      returnOrigin: async (txnid) =>
        (await paymentByTxnid(db, txnid))?.return_url ?? (await elitePaymentByTxnid(db, txnid))?.return_url ?? (await giftPurchaseByTxnid(db, txnid))?.return_url ?? null,
    }),
  );
  return api;
}
