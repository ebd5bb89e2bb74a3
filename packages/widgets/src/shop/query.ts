import type { ProductListParams } from '@so/api';
import { SORT_OPTIONS, type SortValue } from '@so/contract';
import { routes } from '../shared/links.ts';
import { SHOP_COPY } from './copy.ts';

/** The shop's state, as kept in the page URL (page, category, category_name, brand, brand_name, search; plus sort, tag, foam). */
export interface ShopQuery {
  page: number;
  category?: number;
  categoryName?: string;
  brand?: number;
  brandName?: string;
  search?: string;
  sort?: SortValue;
  tag?: number;
  foam?: number;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function isSortValue(value: string | null | undefined): value is SortValue {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/** Reads the shop query from a URL; bad values are ignored (page falls back to 1). */
export function readShopQuery(url: URL): ShopQuery {
  const q = url.searchParams;
  const sort = q.get('sort');
  return {
    page: positiveInt(q.get('page')) ?? 1,
    category: positiveInt(q.get('category')),
    categoryName: text(q.get('category_name')),
    brand: positiveInt(q.get('brand')),
    brandName: text(q.get('brand_name')),
    search: text(q.get('search')),
    sort: isSortValue(sort) ? sort : undefined,
    tag: positiveInt(q.get('tag')),
    foam: positiveInt(q.get('foam')),
  };
}

/** The product list call's parameters for a shop query (the API's names). */
export function listParams(query: ShopQuery): ProductListParams {
  const params: ProductListParams = { page: query.page };
  if (query.category !== undefined) params.category_id = query.category;
  if (query.categoryName !== undefined) params.category_name = query.categoryName;
  if (query.brand !== undefined) params.brand = query.brand;
  if (query.search !== undefined) params.prod_search = query.search;
  if (query.sort !== undefined) params.ordering = query.sort;
  if (query.tag !== undefined) params.product_tag = query.tag;
  if (query.foam !== undefined) params.product_foam = query.foam;
  return params;
}

/** The URL query names of a shop query (what `setQuery` and `routes.shop` take). */
export function queryParams(query: ShopQuery): Record<string, string | number | undefined> {
  return {
    page: query.page,
    category: query.category,
    category_name: query.categoryName,
    brand: query.brand,
    brand_name: query.brandName,
    search: query.search,
    sort: query.sort,
    tag: query.tag,
    foam: query.foam,
  };
}

/** The store's shop URL for a query at `page`. */
export function shopRoute(query: ShopQuery, page: number = query.page): string {
  return routes.shop({ ...queryParams(query), page });
}

/** The heading: category name, brand name, the search, else "Shop". */
export function shopHeading(query: ShopQuery): string {
  if (query.categoryName) return query.categoryName;
  if (query.brandName) return query.brandName;
  if (query.search) return SHOP_COPY.resultsFor(query.search);
  return SHOP_COPY.title;
}
