/**
 * Documents: the cart's PDF (the caller's cart, visitor or user; logo_url is accepted for
 * compatibility and never fetched: the store's logo is drawn) and an order's invoice PDF (the
 * caller's own invoiced order; staff and superusers any customer's, for the dashboard; anyone
 * else's order is a 404 as if unknown).
 */
import type { Hono } from 'hono';
import { ANSWER, COIN_VALUE_PAISE, DOCUMENTS, MSG } from '@so/contract';
import type { Deps } from '../deps.ts';
import { renderCartPdf } from '../documents/cart.ts';
import { renderInvoicePdf } from '../documents/invoice.ts';
import { invoiceLines, invoiceOrder, snapshot } from '../documents/queries.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { pdfResponse } from '../http/download.ts';
import { route, routeApp } from '../http/route.ts';
import { priceCart } from '../orders/pricing.ts';

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export function documentRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, DOCUMENTS.cartPdf, async (c) => {
    const cart = await priceCart(db, c.var.owner);
    if (cart.lines.length === 0) throw badRequest(MSG.cartEmpty);
    const pdf = await renderCartPdf({
      lines: cart.lines.map((line) => ({ name: line.name, quantity: line.quantity, unitPaise: line.sellingPaise, totalPaise: line.lineTotalPaise })),
      totalPaise: cart.totalPaise,
      gstPaise: cart.gstPaise,
      discountPaise: cart.discountPaise,
      finalTotalPaise: cart.finalTotalPaise,
      date: new Date(),
    });
    return pdfResponse(c, pdf, 'cart-invoice.pdf');
  });

  route(app, DOCUMENTS.invoicePdf, async (c, { query }) => {
    const sourceDoc = query.source_doc;
    const { user } = c.var.auth;
    const ownerId = user.is_staff || user.is_superuser ? null : user.id;
    const order = ORDER_NUMBER.test(sourceDoc) ? await invoiceOrder(db, ownerId, sourceDoc) : null;
    if (!order) throw notFound(MSG.orderNotFound);
    if (!order.is_invoiced) throw conflict(ANSWER.invoiceNotReady);
    const pdf = await renderInvoicePdf({
      orderId: order.order_id,
      orderDate: new Date(order.order_date),
      invoiceDate: new Date(order.invoiced_at ?? Date.now()),
      // A calendar date: midnight UTC is the same day in Asia/Kolkata.
      deliveryDate: order.delivery_date ? new Date(`${order.delivery_date}T00:00:00Z`) : null,
      status: order.order_status,
      payType: order.pay_type,
      isPaid: order.is_paid,
      billing: snapshot(order.billing_address),
      shipping: snapshot(order.shipping_address),
      lines: await invoiceLines(db, order.id),
      productTotalPaise: order.product_total_paise,
      taxPaise: order.tax_paise,
      discountPaise: order.discount_paise,
      voucherCode: order.voucher_code,
      shippingPaise: order.shipping_paise,
      usedCoin: order.used_coin,
      coinsPaise: order.used_coin * COIN_VALUE_PAISE,
      finalTotalPaise: order.final_total_paise,
      giftMessage: order.is_gift && order.gift_message ? order.gift_message : null,
    });
    return pdfResponse(c, pdf, `invoice-${order.order_id}.pdf`);
  });

  return app.hono;
}
