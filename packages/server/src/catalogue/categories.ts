import type { Db } from '../db/types.ts';
import { categoryBannerUrl, categoryImageUrl, WIDE_WIDTHS } from '../media/urls.ts';

export interface CategoryJson {
  id: number;
  name: string;
  children: CategoryJson[];
  web_image: string | null;
  metatitle: string | null;
  metadescription: string | null;
  metakeywords: string | null;
}

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
  const { rows } = await db.query<CategoryRow>(
    'SELECT id, name, parent_id, metatitle, metadescription, metakeywords FROM categories ORDER BY position, id',
  );
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

/** SQL of a recursive CTE `tree(id)`: the category $n and all its descendants. */
export const categoryTreeCte = (param: string) => `tree AS (
  SELECT id FROM categories WHERE id = ${param}
  UNION ALL
  SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
)`;

export function categoryBanners(id: number): { web_banner: string; mobile_banner: string } {
  return { web_banner: categoryBannerUrl(id, WIDE_WIDTHS[1]), mobile_banner: categoryBannerUrl(id, WIDE_WIDTHS[0]) };
}
