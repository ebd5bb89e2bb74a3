/**
 * Staff-only fulfilment endpoints under /api/staff/ (the staff guard of routes/staff.ts runs
 * first): GET /orders/{order_id} (the order to pack), PUT /orders/{order_id}/shipment (ship or
 * correct), POST /orders/{order_id}/restock (a returned order's units back into stock),
 * GET /orders/{order_id}/packing-slip.pdf (slip and A6 label), GET /pick-list.pdf?date= (a day's
 * confirmed orders by product). Out for delivery, delivered and returned are status changes
 * (POST /orders/{order_id}/status, routes/staff.ts).
 */
import { ANSWER, calendarDate, MSG, TIMEZONE } from '@so/contract';
import { STAFF_FULFILMENT } from '@so/contract/staff';
import { run, sql } from '../db/sql.ts';
import type { Deps } from '../deps.ts';
import { renderPackingSlipPdf, renderPickListPdf, type PickListProduct } from '../documents/fulfilment.ts';
import { notFound } from '../http/errors.ts';
import { pdfResponse } from '../http/download.ts';
import { route, type RouteApp } from '../http/route.ts';
import { shopperNotices } from '../notify/events.ts';
import { codAmountPaise, fulfilmentOrder, netQuantityText, packLines, pinCodeOf, restockOrder, shipmentOf, shipOrder, staffOrderDetail } from '../fulfilment/orders.ts';

/** Registers the fulfilment endpoints on the staff routes' app. */
export function staffFulfilmentRoutes(app: RouteApp, deps: Deps): void {
  const { db } = deps;
  const couriers = deps.config.couriers ?? [];
  const notices = shopperNotices(db, deps.config);

  route(app, STAFF_FULFILMENT.order, async (_c, { params }) => ({ status: true, data: await staffOrderDetail(db, params.orderId, couriers) }));

  route(app, STAFF_FULFILMENT.ship, async (c, { params, body }) => {
    const data = await shipOrder(db, c.var.auth.user, params.orderId, body, couriers, notices);
    return { status: true, message: ANSWER.shipmentSaved, data };
  });

  route(app, STAFF_FULFILMENT.restock, async (c, { params }) => {
    const data = await restockOrder(db, c.var.auth.user, params.orderId);
    return { status: true, message: ANSWER.restocked, data };
  });

  route(app, STAFF_FULFILMENT.packingSlip, async (c, { params }) => {
    const order = await fulfilmentOrder(db, params.orderId);
    if (!order) throw notFound(MSG.orderNotFound);
    const [lines, shipment] = await Promise.all([packLines(db, order.id), shipmentOf(db, order.id)]);
    const pdf = await renderPackingSlipPdf({
      orderId: order.order_id,
      orderDate: new Date(order.order_date),
      shipping: { ...order.shipping_address, pin_code: pinCodeOf(order.shipping_address) },
      phone: order.shipping_address.mobile_no || order.mobile,
      lines: lines.map((line) => ({ name: line.product_name, netQuantity: line.net_quantity, quantity: line.quantity })),
      giftMessage: order.is_gift && order.gift_message ? order.gift_message : null,
      codPaise: order.pay_type === 'COD' ? (codAmountPaise(order) ?? order.final_total_paise) : null,
      shipment: shipment && { courier: shipment.courier, awb: shipment.awb, weightGrams: shipment.weight_grams, boxes: shipment.boxes },
    });
    return pdfResponse(c, pdf, `packing-slip-${order.order_id}.pdf`);
  });

  route(app, STAFF_FULFILMENT.pickList, async (c, { query }) => {
    const day = query.date ?? calendarDate();
    const { rows } = await run<{ order_id: string; product_id: number; product_name: string; net_quantity_value: string | number | null; net_quantity_unit: string | null; quantity: number }>(
      db,
      sql`SELECT o.order_id, l.product_id, l.product_name, p.net_quantity_value, p.net_quantity_unit, sum(l.quantity)::int AS quantity
            FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN products p ON p.id = l.product_id
           WHERE o.order_status = 'Confirmed'
             AND o.order_date >= (${day}::date::timestamp AT TIME ZONE ${TIMEZONE})
             AND o.order_date < ((${day}::date + 1)::timestamp AT TIME ZONE ${TIMEZONE})
           GROUP BY o.id, o.order_id, l.product_id, l.product_name, p.net_quantity_value, p.net_quantity_unit
           ORDER BY l.product_name, l.product_id, o.order_id`,
    );
    const products = new Map<number, PickListProduct & { orders: { orderId: string; quantity: number }[] }>();
    for (const row of rows) {
      const product = products.get(row.product_id) ?? { name: row.product_name, netQuantity: netQuantityText(row.net_quantity_value, row.net_quantity_unit), orders: [] };
      product.orders.push({ orderId: row.order_id, quantity: row.quantity });
      products.set(row.product_id, product);
    }
    const orderCount = new Set(rows.map((row) => row.order_id)).size;
    const pdf = await renderPickListPdf(day, orderCount, [...products.values()]);
    return pdfResponse(c, pdf, `pick-list-${day}.pdf`);
  });
}
