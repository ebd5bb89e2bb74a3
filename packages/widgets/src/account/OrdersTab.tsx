import { type OrderSummary, ORDER_PAGE_SIZE_DEFAULT, ORDER_PAGE_SIZES } from '@so/contract';
import { $location, getApi, setQuery } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { OrdersTabView, type OrdersPage } from './OrdersTabView.tsx';

/** URL query names of the tab's paging (the hash names the tab). */
export const ORDERS_PAGE_PARAM = 'orders_page';
export const ORDERS_SIZE_PARAM = 'orders_size';

/** A positive whole page number from the query, else 1. */
export function pageParam(url: URL, name: string): number {
  const n = Number(url.searchParams.get(name));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The page size from the query when it is one of 10, 20, 30, 40, 50; else 10. */
export function orderPageSize(url: URL): number {
  const n = Number(url.searchParams.get(ORDERS_SIZE_PARAM));
  return (ORDER_PAGE_SIZES as readonly number[]).includes(n) ? n : ORDER_PAGE_SIZE_DEFAULT;
}

export function ordersPage(answer: { data: readonly OrderSummary[]; count?: number; total_pages?: number }, pageSize: number): OrdersPage {
  const count = answer.count ?? answer.data.length;
  return { orders: answer.data, count, totalPages: answer.total_pages ?? Math.max(1, Math.ceil(count / pageSize)) };
}

/** The Orders tab wired to GET /web/orders/list/; page and page size live in the URL query. */
export function OrdersTab() {
  const location = useStore($location);
  const page = pageParam(location, ORDERS_PAGE_PARAM);
  const pageSize = orderPageSize(location);
  const [state, retry] = useAsync(
    () => getApi().orders({ page, page_size: pageSize }).then((answer) => ordersPage(answer, pageSize)),
    [page, pageSize],
  );
  return (
    <OrdersTabView
      state={state}
      page={page}
      pageSize={pageSize}
      onPage={(p) => setQuery({ [ORDERS_PAGE_PARAM]: p > 1 ? p : null })}
      onPageSize={(size) => setQuery({ [ORDERS_SIZE_PARAM]: size === ORDER_PAGE_SIZE_DEFAULT ? null : size, [ORDERS_PAGE_PARAM]: null })}
      onRetry={retry}
    />
  );
}
