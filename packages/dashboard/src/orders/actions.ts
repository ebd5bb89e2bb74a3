/**
 * What staff may do with an order, as the server allows it (packages/server/src/staff/queries.ts
 * `changeOrder`): one step forward (Pending → Confirmed → Dispatched → Delivered), Cancel while
 * the order is open, and Mark invoiced once it is confirmed (not Pending, not Cancelled) and not
 * invoiced yet. Delivered and Cancelled are final. Only these are offered; the server still
 * decides (409 with its reason when the order moved meanwhile).
 */
import type { OrderStatus, StaffOrder } from '@so/contract';
import { ORDERS_COPY } from './copy.ts';

export type OrderAction = 'confirm' | 'dispatch' | 'deliver' | 'cancel' | 'invoice';

/** Each status's one step forward: the action and where it leads. */
const NEXT_STEP: Readonly<Record<OrderStatus, { action: OrderAction; to: OrderStatus } | null>> = {
  Pending: { action: 'confirm', to: 'Confirmed' },
  Confirmed: { action: 'dispatch', to: 'Dispatched' },
  Dispatched: { action: 'deliver', to: 'Delivered' },
  Delivered: null,
  Cancelled: null,
};
const OPEN: ReadonlySet<string> = new Set<OrderStatus>(['Pending', 'Confirmed', 'Dispatched']);

/** The button label of each action. */
export const ACTION_LABEL: Readonly<Record<OrderAction, string>> = {
  confirm: ORDERS_COPY.confirm,
  dispatch: ORDERS_COPY.dispatch,
  deliver: ORDERS_COPY.markDelivered,
  cancel: ORDERS_COPY.cancelOrder,
  invoice: ORDERS_COPY.markInvoiced,
};

/** The actions offered for an order, in the order they are shown. */
export function orderActions(order: Pick<StaffOrder, 'order_status' | 'is_invoiced'>): OrderAction[] {
  const actions: OrderAction[] = [];
  const step = NEXT_STEP[order.order_status as OrderStatus];
  if (step) actions.push(step.action);
  if (!order.is_invoiced && order.order_status !== 'Pending' && order.order_status !== 'Cancelled' && order.order_status in NEXT_STEP) actions.push('invoice');
  if (OPEN.has(order.order_status)) actions.push('cancel');
  return actions;
}

/** The body of POST /staff/orders/{id}/status for an action. */
export function actionBody(action: OrderAction): { order_status?: OrderStatus; is_invoiced?: boolean } {
  switch (action) {
    case 'confirm':
      return { order_status: 'Confirmed' };
    case 'dispatch':
      return { order_status: 'Dispatched' };
    case 'deliver':
      return { order_status: 'Delivered' };
    case 'cancel':
      return { order_status: 'Cancelled' };
    case 'invoice':
      return { is_invoiced: true };
  }
}
