import { type OrderSummary, ORDER_PAGE_SIZES, MSG, formatDate, formatPaise } from '@so/contract';
import { EmptyState, ErrorState, Link, Skeleton, type AsyncState } from '@so/ui';
import { routes } from '../shared/links.ts';
import { PageSizeSelect } from '../shared/PageSizeSelect.tsx';
import { ACCOUNT_COPY } from './copy.ts';

/** One page of the order list as the tab shows it. */
export interface OrdersPage {
  orders: readonly OrderSummary[];
  /** All of the shopper's orders. */
  count: number;
  totalPages: number;
}

export interface OrdersTabViewProps {
  state: AsyncState<OrdersPage>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onRetry: () => void;
}

/** The status a card shows: the order's status, else its sale status. */
export function orderStatusText(order: Pick<OrderSummary, 'order_status' | 'sale_status'>): string {
  return order.order_status?.trim() || order.sale_status;
}

/** A status as a CSS modifier (the text is always shown too; colour is never the only signal). */
export function statusTone(status: string): 'done' | 'cancelled' | 'pending' | 'active' {
  const s = status.toLowerCase();
  if (s === 'delivered') return 'done';
  if (s === 'cancelled') return 'cancelled';
  if (s === 'pending' || s.startsWith('quotation')) return 'pending';
  return 'active';
}

export function payTypeText(payType: string | null): string {
  if (!payType) return ACCOUNT_COPY.notAvailable;
  return ACCOUNT_COPY.payTypes[payType] ?? payType;
}

/**
 * Whether an order is paid, in words: Paid; Pay on delivery (cash on delivery, not yet delivered;
 * delivered, it was paid at the door); Not paid (online). Null when the server does not say.
 */
export function paidText(order: Pick<OrderSummary, 'pay_type' | 'is_paid' | 'order_status'>): string | null {
  if (order.is_paid === undefined) return null;
  if (order.is_paid) return MSG.orderPaid;
  if (order.pay_type === 'COD') return order.order_status === 'Delivered' ? MSG.orderPaid : order.order_status === 'Cancelled' || order.order_status === 'Returned' ? MSG.orderNotPaid : MSG.orderPayOnDelivery;
  return MSG.orderNotPaid;
}

/** The Orders tab of /profile: cards, page size, Showing n of total orders, Previous/Next. */
export function OrdersTabView({ state, page, pageSize, onPage, onPageSize, onRetry }: OrdersTabViewProps) {
  if (state.status === 'loading') {
    return (
      <div className="acc__orders" role="status" aria-busy="true">
        <span className="visually-hidden">{ACCOUNT_COPY.ordersLoading}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={112} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState title={MSG.orderLoadingFailed} onRetry={onRetry} />;
  const { orders, count, totalPages } = state.data;
  if (count === 0 && orders.length === 0 && page === 1) return <EmptyState>{MSG.orderNotFound}</EmptyState>;

  return (
    <div className="acc__orders">
      <div className="acc__orders-bar">
        <p className="acc__showing" role="status">
          {ACCOUNT_COPY.showingOrders(orders.length, count)}
        </p>
        <PageSizeSelect className="acc__page-size" label={ACCOUNT_COPY.ordersPerPage} sizes={ORDER_PAGE_SIZES} value={pageSize} onChange={onPageSize} />
      </div>
      {orders.length === 0 ? (
        <EmptyState>{MSG.orderNotFound}</EmptyState>
      ) : (
        <ul className="acc__order-list">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav className="acc__pager" aria-label={ACCOUNT_COPY.ordersPages} part="pagination">
          <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {ACCOUNT_COPY.previous}
          </button>
          <span>{ACCOUNT_COPY.pageOf(page, totalPages)}</span>
          <button type="button" className="btn btn--ghost btn--small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {ACCOUNT_COPY.next}
          </button>
        </nav>
      )}
    </div>
  );
}

export function OrderCard({ order }: { order: OrderSummary }) {
  const status = orderStatusText(order);
  const paid = paidText(order);
  return (
    <article className="acc__order" aria-label={ACCOUNT_COPY.orderCard(order.order_id)} part="order">
      <div className="acc__order-head">
        <h2>{order.order_id}</h2>
        <span className={`badge acc__status acc__status--${statusTone(status)}`}>
          <span className="visually-hidden">{ACCOUNT_COPY.orderStatus}: </span>
          {status}
        </span>
        {order.subscription_id ? (
<span className="badge acc__order-kind">{ACCOUNT_COPY.subscriptionOrder}</span>
        ) : null}
      </div>
      <dl className="acc__order-facts">
        <div>
          <dt>{ACCOUNT_COPY.orderDate}</dt>
          <dd>
            <time dateTime={order.order_date}>{formatDate(order.order_date)}</time>
          </dd>
        </div>
        <div>
          <dt>{ACCOUNT_COPY.orderAmount}</dt>
          <dd className="price">{formatPaise(order.final_total)}</dd>
        </div>
        <div>
          <dt>{ACCOUNT_COPY.orderPayment}</dt>
          <dd>
            {payTypeText(order.pay_type)}
            {paid && <> · {paid}</>}
          </dd>
        </div>
      </dl>
      <Link to={routes.order(order.order_id)} className="btn btn--ghost btn--small" aria-label={ACCOUNT_COPY.viewOrderOf(order.order_id)}>
        {ACCOUNT_COPY.viewOrder}
      </Link>
    </article>
  );
}
