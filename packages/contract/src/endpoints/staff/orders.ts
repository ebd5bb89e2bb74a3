/** The staff's Today, orders (list, CSV export, status changes) and refunds. */
import { StaffOrdersResponse, StaffOrderUpdateResponse, StaffRefundSendResponse, StaffRefundsResponse } from '../../operations.ts';
import { OrderNumberParams, OrderStatusRequest, RefundParams, StaffRefundsQuery } from '../../requests.ts';
import { StaffOrdersFilterQuery, StaffSummaryResponse } from '../../staff-orders.ts';
import { endpoint, FileAnswer } from '../endpoint.ts';

export const STAFF_ORDERS = {
  summary: endpoint({ method: 'GET', path: '/staff/summary', answer: StaffSummaryResponse, auth: 'staff', visitor: 'none' }),
  orders: endpoint({ method: 'GET', path: '/staff/orders', query: StaffOrdersFilterQuery, answer: StaffOrdersResponse, auth: 'staff', visitor: 'none' }),
  /** Every order matching the filter (paging ignored) as a CSV download. */
  ordersCsv: endpoint({ method: 'GET', path: '/staff/orders.csv', query: StaffOrdersFilterQuery, answer: FileAnswer, auth: 'staff', file: 'text/csv' }),
  orderStatus: endpoint({
    method: 'POST',
    path: '/staff/orders/:orderId/status',
    params: OrderNumberParams,
    body: OrderStatusRequest,
    answer: StaffOrderUpdateResponse,
    auth: 'staff',
    visitor: 'none',
  }),
  refunds: endpoint({ method: 'GET', path: '/staff/refunds', query: StaffRefundsQuery, answer: StaffRefundsResponse, auth: 'staff', visitor: 'none' }),
  sendRefund: endpoint({ method: 'POST', path: '/staff/refunds/:id/send', params: RefundParams, answer: StaffRefundSendResponse, auth: 'staff', visitor: 'none' }),
};
