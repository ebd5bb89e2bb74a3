/**
 * The shop's product list (GET /web/products/list/): filters, ordering and one page, built with
 * the SQL builder (db/sql.ts). One statement answers a page: the category (by id, or by name when
 * no id), its subtree, the filtered and ordered page of product ids with the total as a window
 * count, then the full rows of that page (tags, rating summary, is_wished). Only an empty page
 * (no match, or a page past the end) needs a second statement for the count.
 */
import { SHOP_PAGE_SIZE, type ProductListQuery, type SortValue } from '@so/contract';
import { and, empty, join, raw, run, sql, type Sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import type { Owner } from '../owner.ts';
import { productJson, productSelect, type ProductJson, type ProductRow } from './products.ts';

/** The page order of each `ordering`; '' is the shop's own order (section sequence, then name). */
const ORDER_BY: Readonly<Record<SortValue | '', Sql>> = {
  '': raw('s.section_sequence ASC NULLS LAST, p.name ASC, p.id ASC'),
  base_price: raw('p.base_price_paise ASC, p.id ASC'),
  '-base_price': raw('p.base_price_paise DESC, p.id ASC'),
};

/** `text` as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export interface ProductListPage {
  products: ProductJson[];
  /** Products matching the filters (every page). */
  count: number;
  /** The category filtered by (by id or by name), when it exists. */
  categoryId: number | null;
}

/** The statements of one list request: the page (with its total) and the count alone. */
export function productListStatements(query: ProductListQuery, owner: Owner | null): { page: Sql; count: Sql } {
  const byCategory = query.category_id !== null || query.category_name !== '';
  const ctes: Sql[] = [];
  // A product staff took off the website is never listed, nor counted.
  const where: Sql[] = [raw('NOT p.is_hidden')];
  if (byCategory) {
    ctes.push(
      query.category_id !== null
        ? sql`cat AS (SELECT id FROM categories WHERE id = ${query.category_id})`
        : sql`cat AS (SELECT id FROM categories WHERE lower(name) = lower(${query.category_name}) ORDER BY id LIMIT 1)`,
      raw('tree AS (SELECT id FROM cat UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)'),
    );
    where.push(raw('p.category_id IN (SELECT id FROM tree)'));
  }
  if (query.prod_search !== '') where.push(sql`p.name ILIKE ${containsPattern(query.prod_search)}`);
  if (query.brand !== null) where.push(sql`p.brand_id = ${query.brand}`);
  if (query.product_foam !== null) where.push(sql`p.foam_id = ${query.product_foam}`);
  if (query.product_tag !== null) {
    where.push(sql`EXISTS (SELECT 1 FROM product_tag_links l WHERE l.product_id = p.id AND l.tag_id = ${query.product_tag})`);
  }
  const filter = sql`WHERE ${and(where)}`;
  const withClause = (extra: Sql[]) => {
    const all = [...ctes, ...extra];
    return all.length > 0 ? sql`WITH RECURSIVE ${join(all, ',\n')}\n` : empty;
  };
  const categoryId = byCategory ? raw('(SELECT id FROM cat)') : raw('NULL::int');
  const order = ORDER_BY[query.ordering];
  const picked = sql`picked AS (
      SELECT p.id AS product_id, count(*) OVER () AS total
        FROM products p LEFT JOIN sections s ON s.id = p.section_id ${filter}
       ORDER BY ${order} LIMIT ${SHOP_PAGE_SIZE} OFFSET ${(query.page - 1) * SHOP_PAGE_SIZE})`;
  // The outer ORDER BY repeats the page order: it only refers to p and s, joined again outside.
  const page = sql`${withClause([picked])}${productSelect(raw('picked x'), order, { owner }, sql`x.total::int AS total, ${categoryId} AS cat_id`)}`;
  const count = sql`${withClause([])}SELECT (SELECT count(*)::int FROM products p ${filter}) AS n, ${categoryId} AS cat_id`;
  return { page, count };
}

/** One page of the shop's list with the total count. */
export async function listProducts(db: Db, query: ProductListQuery, owner: Owner | null): Promise<ProductListPage> {
  const statements = productListStatements(query, owner);
  const { rows } = await run<ProductRow & { total: number; cat_id: number | null }>(db, statements.page);
  if (rows.length > 0) {
    return { products: rows.map((row) => productJson(row, { owner })), count: rows[0].total, categoryId: rows[0].cat_id };
  }
  const counted = await run<{ n: number; cat_id: number | null }>(db, statements.count);
  return { products: [], count: counted.rows[0].n, categoryId: counted.rows[0].cat_id };
}
