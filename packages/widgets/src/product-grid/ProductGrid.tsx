import type { Product } from '@so/contract';
import { getApi } from '@so/stores';
import { useAsync, useSameJson } from '@so/ui';
import { isSortValue, listParams, shopRoute, type ShopQuery } from '../shop/index.ts';
import { ProductGridView } from './ProductGridView.tsx';

export const DEFAULT_LIMIT = 8;

export interface ProductGridProps {
  /** Category id. */
  category?: number;
  search?: string;
  /** Product tag id. */
  tag?: number;
  /** Brand id. */
  brand?: number;
  /** "base_price" or "-base_price"; anything else means the shop's default order. */
  sort?: string;
  /** Cards shown at most (default 8). */
  limit?: number;
}

const id = (n: number | undefined) => (n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined);

/** The filter as a shop query (page 1), shared with the shop so the "View all" link matches. */
export function gridQuery({ category, search, tag, brand, sort }: ProductGridProps): ShopQuery {
  return {
    page: 1,
    category: id(category),
    search: search?.trim() || undefined,
    tag: id(tag),
    brand: id(brand),
    sort: isSortValue(sort) ? sort : undefined,
  };
}

/** The connected grid: first page of the product list for its attributes, up to `limit` cards. */
export function ProductGrid(props: ProductGridProps) {
  const limit = id(props.limit) ?? DEFAULT_LIMIT;
  const query = gridQuery(props);
  const params = useSameJson(listParams(query));
  const [state] = useAsync<readonly Product[]>(
    () => getApi().productList(params).then((r) => r.data.data),
    [params],
  );
  return <ProductGridView state={state} limit={limit} viewAllHref={shopRoute(query, 1)} />;
}
