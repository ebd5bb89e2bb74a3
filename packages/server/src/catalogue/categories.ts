import type { Category } from '@so/contract';
import { run, sql, type Sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { categoryBannerUrl, categoryImageUrl, WIDE_WIDTHS } from '../media/urls.ts';

export type CategoryJson = Category;

interface CategoryRow {
  id: number;
  name: string;
  parent_id: number | null;
  metatitle: string | null;
  metadescription: string | null;
  metakeywords: string | null;
}

const MAX_DEPTH = 3;

/** The category tree, top level first, nested up to 3 levels. */
export async function categoryTree(db: Db): Promise<CategoryJson[]> {
  const { rows } = await run<CategoryRow>(db, sql`SELECT id, name, parent_id, metatitle, metadescription, metakeywords FROM categories ORDER BY position, id`);
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const build = (row: CategoryRow, depth: number): CategoryJson => ({
    id: row.id,
    name: row.name,
    children: depth < MAX_DEPTH ? (children.get(row.id) ?? []).map((child) => build(child, depth + 1)) : [],
    web_image: categoryImageUrl(row.id),
    metatitle: row.metatitle,
    metadescription: row.metadescription,
    metakeywords: row.metakeywords,
  });
  return (children.get(null) ?? []).map((row) => build(row, 1));
}

/** A recursive CTE `tree(id)`: the category `id` and all its descendants (after WITH RECURSIVE). */
export const categoryTreeCte = (id: number): Sql => sql`tree AS (
  SELECT id FROM categories WHERE id = ${id}
  UNION ALL
  SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
)`;

/** The product forms used by products of a category (and its descendants), or all of them. */
export async function foamsOf(db: Db, categoryId: number | null): Promise<{ id: number; name: string }[]> {
  const query =
    categoryId === null
      ? sql`SELECT id, name FROM product_foams ORDER BY id`
      : sql`WITH RECURSIVE ${categoryTreeCte(categoryId)}
       SELECT f.id, f.name FROM product_foams f
        WHERE EXISTS (SELECT 1 FROM products p WHERE p.foam_id = f.id AND p.category_id IN (SELECT id FROM tree))
        ORDER BY f.id`;
  return (await run<{ id: number; name: string }>(db, query)).rows;
}

export async function productTags(db: Db): Promise<{ id: number; name: string }[]> {
  return (await run<{ id: number; name: string }>(db, sql`SELECT id, name FROM product_tags ORDER BY id`)).rows;
}

export async function brands(db: Db): Promise<{ id: number; name: string }[]> {
  return (await run<{ id: number; name: string }>(db, sql`SELECT id, name FROM brands ORDER BY name, id`)).rows;
}

export async function deliveryOptions(db: Db): Promise<{ id: number; name: string; duration: number }[]> {
  const { rows } = await run<{ id: number; name: string; duration: number }>(db, sql`SELECT id, name, duration FROM delivery_options ORDER BY duration DESC, id`);
  return rows;
}

export function categoryBanners(id: number): { web_banner: string; mobile_banner: string } {
  return { web_banner: categoryBannerUrl(id, WIDE_WIDTHS[1]), mobile_banner: categoryBannerUrl(id, WIDE_WIDTHS[0]) };
}
