/** The staff's Today, orders (list, CSV export, status changes) and refunds. */
import { StaffOrdersResponse, StaffOrderUpdateResponse, StaffRefundSendResponse, StaffRefundsResponse } from '../../operations.ts';
import { OrderNumberParams } from '../../orders.requests.ts';
import { OrderStatusRequest, RefundParams, StaffRefundsQuery } from '../../staff.requests.ts';
import { StaffOrdersFilterQuery, StaffSummaryResponse } from '../../staff-orders.ts';
import { endpoint, FileAnswer } from '../endpoint.ts';

export const STAFF_ORDERS = {
  summary: endpoint({
    method: 'GET',
    path: '/staff/summary',
    answer: StaffSummaryResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'The dashboard’s Today: orders, revenue and average order value today and over the last 7 and 30 days; the revenue of each of the last 30 days (oldest first, zeros included); what needs action, the first 5 of each oldest first: orders to confirm (Pending), refunds due or failed, products out of stock, new inquiries, B2B leads, export leads and appointments, and tomorrow’s subscription deliveries.',
  }),
  orders: endpoint({
    method: 'GET',
    path: '/staff/orders',
    query: StaffOrdersFilterQuery,
    answer: StaffOrdersResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Every customer’s orders, newest first. `partner` keeps one partner’s (any case; `partner_code` null is the store’s own site); `payment` `paid` (online, captured), `unpaid` (online, not paid yet), `cod`, `online` or `refund_due` (a refund of it is due or failed); `from` and `to` are India days of the order date, both included; `q` matches part of the order number, the customer’s name, e-mail or mobile (4+ digits, spaces ignored), any case.',
  }),
  ordersCsv: endpoint({
    method: 'GET',
    path: '/staff/orders.csv',
    query: StaffOrdersFilterQuery,
    answer: FileAnswer,
    auth: 'staff',
    file: 'text/csv',
    summary: 'Every order matching the same filters, no paging, newest first, as a CSV download (`orders-YYYY-MM-DD.csv`, CRLF, RFC 4180 quoting) with the header `order_id,order_date,order_status,pay_type,is_paid,is_invoiced,final_total,delivery_date,customer_name,customer_email,customer_mobile,partner_code,lines,shipping_address,pin_code,phone,courier,awb`; `order_date` is `YYYY-MM-DD HH:MM` India time, `final_total` rupees with 2 decimals, flags `yes`/`no`; `lines` each line as `name × quantity` joined by `; `; `shipping_address` the full address, `pin_code` its PIN code, `phone` the shipping mobile; `courier` and `awb` empty until shipped.',
  }),
  orderStatus: endpoint({
    method: 'POST',
    path: '/staff/orders/:orderId/status',
    params: OrderNumberParams,
    body: OrderStatusRequest,
    answer: StaffOrderUpdateResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Moves an order along its fulfilment: Pending → Confirmed or Cancelled; Confirmed → Cancelled (Dispatched only by shipping it: PUT …/shipment, 409 here); Dispatched → Out for Delivery, Delivered or Returned (to origin); Out for Delivery → Delivered or Returned; Delivered, Returned and Cancelled are final (409 otherwise). Delivered sets the delivery date (`delivered_on`, YYYY-MM-DD, not in the future nor before the shipping day; default today); Returned cancels the order as below but puts its units into the products’ returned counts (restocked by hand: POST …/restock); cancelling returns the stock and the voucher use, refunds redeemed coins, takes back earned coins as far as the balance allows and refunds an online payment that paid the order. `is_invoiced: true` makes the invoice available.',
  }),
  refunds: endpoint({
    method: 'GET',
    path: '/staff/refunds',
    query: StaffRefundsQuery,
    answer: StaffRefundsResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Payments to give back, newest first, with their `reason` (`duplicate` | `cancelled`), `status` (`due`, `sending`, `requested`, `refunded`, `failed`), the gateway’s reference and message and the tries; `order` keeps one order’s (its number, any case).',
  }),
  sendRefund: endpoint({
    method: 'POST',
    path: '/staff/refunds/:id/send',
    params: RefundParams,
    answer: StaffRefundSendResponse,
    auth: 'staff',
    visitor: 'none',
    summary: 'Sends a `due` or `failed` refund to the gateway again (a new token); a refund in another state is left as it is.',
  }),
};
