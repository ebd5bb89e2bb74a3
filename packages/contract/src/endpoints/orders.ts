/** The shopper's orders: placing one (cash on delivery), the list and an order's detail. */
import { ORDER_PAGE_SIZE_DEFAULT, ORDER_PAGE_SIZES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { OrderListQuery, OrderNumberParams, OrderRequest } from '../orders.requests.ts';
import { CreateOrderResponse, OrderDetailResponse, OrderListResponse } from '../orders.answers.ts';
import { endpoint } from './endpoint.ts';

export const ORDERS = {
  createOrder: endpoint({
    method: 'POST',
    path: '/orders/',
    body: OrderRequest,
    answer: CreateOrderResponse,
    auth: 'login',
    summary: `Places the caller’s whole cart as an order, 201 “${MSG.orderPlaced}” with its \`id\`, \`order_id\` and \`used_coin\`; the cart is emptied. \`pay_type\` \`COD\` or \`Online\` (any case), \`address1\` a saved address’s id, \`udf4\` a voucher or gift voucher code, \`udf5\` a gift message (a gift order: \`is_gift\`, a message or \`productinfo\` \`Gift\`), \`used_coin\` coins verified by the coin OTP. The server prices it; a client’s amounts are not read. \`client_key\` is an idempotency key: sent again, it answers the order it placed (200). A product sold out or short of stock 409; other refusals 400 (an empty cart, below the minimum order, coins not verified, an online order while \`UNPAID_ORDERS_PER_ACCOUNT\` unpaid ones are open).`,
  }),
  orders: endpoint({
    method: 'GET',
    path: '/web/orders/list/',
    query: OrderListQuery,
    answer: OrderListResponse,
    auth: 'login',
    summary: `The caller’s orders, newest first; \`page_size\` ${ORDER_PAGE_SIZES[0]} to ${ORDER_PAGE_SIZES[ORDER_PAGE_SIZES.length - 1]} (default ${ORDER_PAGE_SIZE_DEFAULT}); \`subscription_id\` null for a checkout’s order. An unpaid online order past its time to pay reads as Cancelled.`,
  }),
  order: endpoint({
    method: 'GET',
    path: '/orders/:orderId',
    params: OrderNumberParams,
    answer: OrderDetailResponse,
    auth: 'login',
    summary: `One of the caller’s orders by its number (e.g. \`SO100001\`): its lines, addresses and amounts, \`pay_by\` (the time an unpaid online order must be paid by, else null), its \`refunds\` (amount, reason, status, date) and \`subscription_id\`; anyone else’s or an unknown number 404 “${MSG.orderNotFound}”.`,
  }),
};
