/**
 * Staff-only endpoints under /api/staff/ (users.is_staff or is_superuser; 401 without a session,
 * 403 for customers):
 * - POST /products/{id}/stock {stock: whole number ≥ 0 | null}
 * - POST /orders/{order_id}/status {order_status?, is_invoiced?, delivered_on?}: the moves of the
 *   contract's ORDER_MOVES (Dispatched only by shipping: routes/staffFulfilment.ts); Delivered,
 *   Returned and Cancelled are final. Delivered sets delivery_date (delivered_on, else today in
 *   Asia/Kolkata); Cancelled returns the stock and the coins in the same transaction, Returned the
 *   same but its units into the products' returned counts.
 * - GET /orders?status=&partner=&payment=&from=&to=&q=&page=&page_size= newest first (partner: a
 *   partner code; payment: one of the contract's STAFF_PAYMENT_FILTERS; from/to: Asia/Kolkata days, both
 *   included; q: part of the order number or of the customer's name, e-mail or mobile).
 * - GET /orders.csv with the same filters: every matching order (no paging) as CSV.
 * - GET /summary: the dashboard's Today (staff/summary.ts).
 * - GET /refunds?status=&order=&page=&page_size= payments to give back (a second capture of one
 *   order, a cancelled order's payment), newest first; `order`: one order's only (its number, any
 *   case). POST /refunds/{id}/send sends a due or failed one to the gateway again.
 * - POST/PATCH /blogs/, /events/, /stores/ (routes/staffContent.ts): create, edit, unpublish.
 * - GET /inquiries, /b2b-leads, /export-leads (routes/staffEnquiries.ts): the enquiries, newest first.
 * - GET /appointments (routes/staffAppointments.ts): Vaidya appointments, newest bookings first.
 * - GET /gift-vouchers (routes/staffGiftVouchers.ts): gift voucher purchases, newest first, without codes.
 * Every change here (stock, order status and invoicing, refund sends) is written to the audit log
 * (staff/audit.ts) with the logged-in staff member as its actor.
 */
import type { Hono } from 'hono';
import { ANSWER, calendarDate, paiseToRupees, type RefundStatus } from '@so/contract';
import { STAFF_CATALOGUE, STAFF_ORDERS } from '@so/contract/staff';
import { run, sql } from '../db/sql.ts';
import type { Deps } from '../deps.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { route, routeApp } from '../http/route.ts';
import { staffOnly } from '../http/session.ts';
import { allRefunds, refundSenderOf, sendRefund } from '../payments/refunds.ts';
import { recordAudit } from '../staff/audit.ts';
import { allOrders, changeOrder, ordersCsv, setStock, type Actor } from '../staff/queries.ts';
import { staffSummary } from '../staff/summary.ts';
import { shopperNotices } from '../notify/events.ts';
import { staffAppointmentRoutes } from './staffAppointments.ts';
import { staffContentRoutes } from './staffContent.ts';
import { staffFulfilmentRoutes } from './staffFulfilment.ts';
import { staffEnquiryRoutes } from './staffEnquiries.ts';
import { staffGiftVoucherRoutes } from './staffGiftVouchers.ts';
import { staffAuditRoutes } from './staffAudit.ts';
import { staffCatalogueRoutes } from './staffCatalogue.ts';
import { staffCustomerRoutes } from './staffCustomers.ts';
import { staffVoucherRoutes } from './staffVouchers.ts';

export function staffRoutes(deps: Deps): Hono {
  const { db } = deps;
  const refund = refundSenderOf(deps);
  const notices = shopperNotices(db, deps.config);
  const app = routeApp(db);
  // Every path under /staff/, even one that does not exist, asks for a staff session first (401
  // without, 403 for a customer); a superuser's endpoint then checks for a superuser (403 for staff).
  app.hono.use('/staff/*', staffOnly(db));

  /**
   * Sends refund `id` to the gateway (payments/refunds.ts) and writes the send to the audit log
   * when the refund's status changed (a due or failed one was sent); answers the status after.
   */
  async function sendRefundAudited(actor: Actor, id: number): Promise<RefundStatus | null> {
    const before = await run<{ status: RefundStatus; order_number: string; amount_paise: number }>(
      db,
      sql`SELECT r.status, o.order_id AS order_number, r.amount_paise FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.id = ${id}`,
    );
    const status = await sendRefund(db, refund, id, notices);
    const was = before.rows[0];
    if (status !== null && was && status !== was.status) {
      const common = { order_id: was.order_number, amount: paiseToRupees(was.amount_paise) };
      await db.transaction((tx) =>
        recordAudit(tx, { actor, action: 'refund.send', entity: 'refund', entityId: id, before: { ...common, status: was.status }, after: { ...common, status } }),
      );
    }
    return status;
  }

  route(app, STAFF_CATALOGUE.setStock, async (c, { params, body }) => {
    const product = await setStock(db, c.var.auth.user, params.id, body.stock);
    if (!product) throw notFound(ANSWER.productNotFound);
    return { status: true, message: ANSWER.stockUpdated, data: product };
  });

  route(app, STAFF_ORDERS.orderStatus, async (c, { params, body }) => {
    const { order_status: status, is_invoiced: invoiced, delivered_on: deliveredOn } = body;
    if (status === null && invoiced === null) throw badRequest(ANSWER.nothingToChange);
    const actor = c.var.auth.user;
    const { order: data, refundId } = await changeOrder(db, actor, params.orderId.toUpperCase(), { status, invoiced, deliveredOn }, notices);
    if (refundId !== null) await sendRefundAudited(actor, refundId);
    return { status: true, message: ANSWER.orderUpdated, data };
  });

  route(app, STAFF_ORDERS.orders, async (_c, { query }) => {
    const { page, page_size: pageSize, ...filter } = query;
    const { count, orders } = await allOrders(db, filter, page, pageSize);
    return { status: true, count, total_pages: Math.ceil(count / pageSize), page, data: orders };
  });

  // The same filters, every matching order (paging ignored), as a CSV download.
  route(app, STAFF_ORDERS.ordersCsv, async (c, { query }) => {
    const { page: _page, page_size: _pageSize, ...filter } = query;
    const csv = await ordersCsv(db, filter);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="orders-${calendarDate()}.csv"`);
    c.header('Cache-Control', 'no-store');
    return c.body(csv);
  });

  // An order to pack, its shipment, slip and label, the pick list, restocking: routes/staffFulfilment.ts.
  staffFulfilmentRoutes(app, deps);

  route(app, STAFF_ORDERS.summary, async () => ({ status: true, data: await staffSummary(db) }));

  route(app, STAFF_ORDERS.refunds, async (_c, { query }) => {
    const { status, order, page, page_size: pageSize } = query;
    const { count, refunds } = await allRefunds(db, status, page, pageSize, order);
    return { status: true, count, total_pages: Math.ceil(count / pageSize), page, data: refunds };
  });

  route(app, STAFF_ORDERS.sendRefund, async (c, { params }) => {
    const { id } = params;
    const status = await sendRefundAudited(c.var.auth.user, id);
    if (status === null) throw notFound(ANSWER.refundNotFound);
    return { status: true, message: ANSWER.refundSent, data: { id, status } };
  });

  // Blogs, events, stores and content pages: routes/staffContent.ts.
  app.hono.route('/', staffContentRoutes(deps));
  // Contact inquiries, B2B and export leads: routes/staffEnquiries.ts.
  app.hono.route('/', staffEnquiryRoutes(deps));
  // Vaidya appointments: routes/staffAppointments.ts.
  app.hono.route('/', staffAppointmentRoutes(deps));
  // Gift voucher purchases: routes/staffGiftVouchers.ts.
  app.hono.route('/', staffGiftVoucherRoutes(deps));
  // Products, reviews, vouchers, customers, staff accounts, lead statuses and the audit log.
  app.hono.route('/', staffCatalogueRoutes(deps));
  app.hono.route('/', staffVoucherRoutes(deps));
  app.hono.route('/', staffCustomerRoutes(deps));
  app.hono.route('/', staffAuditRoutes(deps));

  return app.hono;
}
