/**
 * What staff may do with an order, as the server allows it (the contract's ORDER_MOVES; the
 * server's `changeOrder` in packages/server/src/staff/queries.ts): Confirm a pending order; a
 * confirmed one is dispatched by shipping it (the Ship form, not an action here); a shipped one
 * goes Out for delivery, is Delivered (on a day) or Returned to origin; Cancel while it is not
 * shipped; Mark invoiced once it is confirmed (not Pending, not Cancelled) and not invoiced yet.
 * Delivered, Returned and Cancelled are final. Only these are offered; the server still decides
 * (409 with its reason when the order moved meanwhile).
 */
import { ORDER_MOVES, ORDER_STATUSES, type OrderStatus, type StaffOrder } from '@so/contract';
import { ORDERS_COPY } from './copy.ts';

export type OrderAction = 'confirm' | 'out' | 'deliver' | 'rto' | 'cancel' | 'invoice';

/** The status each action moves to (invoicing moves none). */
const ACTION_TO: Readonly<Record<Exclude<OrderAction, 'invoice'>, OrderStatus>> = {
  confirm: 'Confirmed',
  out: 'Out for Delivery',
  deliver: 'Delivered',
  rto: 'Returned',
  cancel: 'Cancelled',
};
/** The moves offered as buttons, in the order shown (Dispatched is the Ship form's). */
const MOVES: readonly Exclude<OrderAction, 'invoice'>[] = ['confirm', 'out', 'deliver', 'rto', 'cancel'];

/** The button label of each action. */
export const ACTION_LABEL: Readonly<Record<OrderAction, string>> = {
  confirm: ORDERS_COPY.confirm,
  out: ORDERS_COPY.outForDelivery,
  deliver: ORDERS_COPY.markDelivered,
  rto: ORDERS_COPY.returnedToOrigin,
  cancel: ORDERS_COPY.cancelOrder,
  invoice: ORDERS_COPY.markInvoiced,
};

const isStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/** The actions offered for an order, in the order they are shown. */
export function orderActions(order: Pick<StaffOrder, 'order_status' | 'is_invoiced'>): OrderAction[] {
  if (!isStatus(order.order_status)) return [];
  const moves = ORDER_MOVES[order.order_status];
  const actions: OrderAction[] = MOVES.filter((action) => moves.includes(ACTION_TO[action]));
  if (!order.is_invoiced && order.order_status !== 'Pending' && order.order_status !== 'Cancelled') actions.push('invoice');
  // Cancel last (after Mark invoiced), as it always was.
  if (actions.includes('cancel')) actions.push(...actions.splice(actions.indexOf('cancel'), 1));
  return actions;
}

/** Whether the order waits to be shipped (the Ship form), or its shipment may still be corrected. */
export function canShip(status: string): { ship: boolean; correct: boolean } {
  return { ship: isStatus(status) && ORDER_MOVES[status].includes('Dispatched'), correct: status === 'Dispatched' || status === 'Out for Delivery' };
}

/** The body of POST /staff/orders/{id}/status for an action (`deliveredOn`: the day a delivery is dated). */
export function actionBody(action: OrderAction, deliveredOn?: string): { order_status?: OrderStatus; is_invoiced?: boolean; delivered_on?: string } {
  if (action === 'invoice') return { is_invoiced: true };
  if (action === 'deliver' && deliveredOn) return { order_status: 'Delivered', delivered_on: deliveredOn };
  return { order_status: ACTION_TO[action] };
}
