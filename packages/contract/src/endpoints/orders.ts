/** The shopper's orders: placing one (cash on delivery), the list and an order's detail. */
import { OrderListQuery, OrderNumberParams, OrderRequest } from '../requests.ts';
import { CreateOrderResponse, OrderDetailResponse, OrderListResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const ORDERS = {
  /**
   * Places the caller's cart as an order (201; 200 when `client_key` repeats an order already
   * placed). The server prices it from the database: a client's amounts are not read.
   */
  createOrder: endpoint({ method: 'POST', path: '/orders/', body: OrderRequest, answer: CreateOrderResponse, auth: 'login' }),
  orders: endpoint({ method: 'GET', path: '/web/orders/list/', query: OrderListQuery, answer: OrderListResponse, auth: 'login' }),
  /** One of the caller's orders by its number (404 for anyone else's). */
  order: endpoint({ method: 'GET', path: '/orders/:orderId', params: OrderNumberParams, answer: OrderDetailResponse, auth: 'login' }),
};
