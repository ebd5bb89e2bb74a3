/**
 * Staff-only endpoints under /api/staff/ (users.is_staff or is_superuser; 401 without a session,
 * 403 for customers):
 * - POST /products/{id}/stock {stock: whole number ≥ 0 | null}
 * - POST /orders/{order_id}/status {order_status?, is_invoiced?}: Pending → Confirmed → Dispatched →
 *   Delivered one step at a time, any of those but Delivered → Cancelled; Delivered and Cancelled
 *   are final. Delivered sets delivery_date (today in Asia/Kolkata); Cancelled returns the stock
 *   and the coins in the same transaction.
 * - GET /orders?status=&partner=&page=&page_size= newest first (partner: a partner code, issue 16).
 * - GET /refunds?status=&page=&page_size= payments to give back (a second capture of one order, a
 *   cancelled order's payment), newest first; POST /refunds/{id}/send sends a due or failed one
 *   to the gateway again.
 * - POST/PATCH /blogs/, /events/, /stores/ (routes/staffContent.ts): create, edit, unpublish.
 * - GET /inquiries, /b2b-leads, /export-leads (routes/staffEnquiries.ts): the enquiries, newest first.
 * - GET /appointments (routes/staffAppointments.ts): Vaidya appointments, newest bookings first.
 * - GET /gift-vouchers (routes/staffGiftVouchers.ts): gift voucher purchases, newest first, without codes.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  OrderNumberParams,
  OrderStatusRequest,
  ProductParams,
  RefundParams,
  StaffOrdersQuery,
  StaffOrdersResponse,
  StaffOrderUpdateResponse,
  StaffRefundSendResponse,
  StaffRefundsQuery,
  StaffRefundsResponse,
  StaffStockResponse,
  StockRequest,
} from '@so/contract';
import type { Deps } from '../deps.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { staffOnly, type LoggedIn } from '../http/session.ts';
import { validate } from '../http/validate.ts';
import { allRefunds, refundSenderOf, sendRefund } from '../payments/refunds.ts';
import { allOrders, changeOrder, setStock } from '../staff/queries.ts';
import { staffAppointmentRoutes } from './staffAppointments.ts';
import { staffContentRoutes } from './staffContent.ts';
import { staffEnquiryRoutes } from './staffEnquiries.ts';
import { staffGiftVoucherRoutes } from './staffGiftVouchers.ts';

export function staffRoutes(deps: Deps): Hono<LoggedIn> {
  const { db } = deps;
  const refund = refundSenderOf(deps);
  const api = new Hono<LoggedIn>({ strict: false });
  api.use('*', staffOnly(db));

  api.post('/products/:id/stock', validate('param', ProductParams), validate('json', StockRequest), async (c) => {
    const product = await setStock(db, c.req.valid('param').id, c.req.valid('json').stock);
    if (!product) throw notFound(ANSWER.productNotFound);
    return c.json<Infer<typeof StaffStockResponse>>({ status: true, message: ANSWER.stockUpdated, data: product });
  });

  api.post('/orders/:orderId/status', validate('param', OrderNumberParams), validate('json', OrderStatusRequest), async (c) => {
    const { order_status: status, is_invoiced: invoiced } = c.req.valid('json');
    if (status === null && invoiced === null) throw badRequest(ANSWER.nothingToChange);
    const { order: data, refundId } = await changeOrder(db, c.req.valid('param').orderId.toUpperCase(), { status, invoiced });
    if (refundId !== null) await sendRefund(db, refund, refundId);
    return c.json<Infer<typeof StaffOrderUpdateResponse>>({ status: true, message: ANSWER.orderUpdated, data });
  });

  api.get('/orders', validate('query', StaffOrdersQuery), async (c) => {
    const { status, partner, page, page_size: pageSize } = c.req.valid('query');
    const { count, orders } = await allOrders(db, status, page, pageSize, partner);
    return c.json<Infer<typeof StaffOrdersResponse>>({ status: true, count, total_pages: Math.ceil(count / pageSize), page, data: orders });
  });

  api.get('/refunds', validate('query', StaffRefundsQuery), async (c) => {
    const { status, page, page_size: pageSize } = c.req.valid('query');
    const { count, refunds } = await allRefunds(db, status, page, pageSize);
    return c.json<Infer<typeof StaffRefundsResponse>>({ status: true, count, total_pages: Math.ceil(count / pageSize), page, data: refunds });
  });

  api.post('/refunds/:id/send', validate('param', RefundParams), async (c) => {
    const { id } = c.req.valid('param');
    const status = await sendRefund(db, refund, id);
    if (status === null) throw notFound(ANSWER.refundNotFound);
    return c.json<Infer<typeof StaffRefundSendResponse>>({ status: true, message: ANSWER.refundSent, data: { id, status } });
  });

  // Blogs, events and stores (issue 14): routes/staffContent.ts.
  api.route('/', staffContentRoutes(deps));
  // Contact inquiries, B2B and export leads (issue 15): routes/staffEnquiries.ts.
  api.route('/', staffEnquiryRoutes(deps));
  // Vaidya appointments (issue 15): routes/staffAppointments.ts.
  api.route('/', staffAppointmentRoutes(deps));
  // Gift voucher purchases (issue 15): routes/staffGiftVouchers.ts.
  api.route('/', staffGiftVoucherRoutes(deps));

  return api;
}
