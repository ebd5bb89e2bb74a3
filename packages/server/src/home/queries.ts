/** The home page's content: banners, sections (with their products), product lists, blogs, statistics. */
import type { Banner, BlogSummary, HomeSection, Statistic } from '@so/contract';
import { productsWhere, type ProductJson } from '../catalogue/products.ts';
import { run, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { bannerImageUrl, blogImageUrl, phoneBannerUrl, sectionImageUrl, WIDE_WIDTHS } from '../media/urls.ts';
import type { Owner } from '../owner.ts';

export const HOME_BLOG_COUNT = 4;
/** The home product lists: GET /{list}/list. */
export const HOME_PRODUCT_LISTS = ['newarrival', 'musttry', 'bestofalltime'] as const;

/** A home section as the wire carries it (its products' money in rupees). */
export type SectionJson = Omit<HomeSection, 'products'> & { products?: ProductJson[] };

export async function banners(db: Db, sequence: string): Promise<Banner[]> {
  const { rows } = await run<{
    id: number;
    alt_text: string | null;
    description: string | null;
    category_id: number | null;
    product_id: number | null;
    product_name: string | null;
  }>(db, sql`SELECT b.id, b.alt_text, b.description, b.category_id, b.product_id, p.name AS product_name
       FROM banners b LEFT JOIN products p ON p.id = b.product_id
      WHERE b.sequence = ${sequence} ORDER BY b.position, b.id`);
  return rows.map((b) => ({
    id: b.id,
    image: bannerImageUrl(b.id, WIDE_WIDTHS[1]),
    mobile_image: phoneBannerUrl(b.id),
    alt_text: b.alt_text,
    description: b.description,
    category_id: b.category_id,
    product_id: b.product_id,
    products: b.product_name === null ? null : { name: b.product_name },
  }));
}

/** The sections of one type (Upper, Lower, Product, LowerSection), with the products of product sections. */
export async function sectionsOfType(db: Db, type: string, owner: Owner | null): Promise<SectionJson[]> {
  const { rows } = await run<{
    id: number;
    key: string;
    label: string | null;
    description: string | null;
    has_image: boolean;
    is_visible_on_website: boolean;
  }>(db, sql`SELECT id, key, label, description, has_image, is_visible_on_website FROM home_sections WHERE type = ${type} ORDER BY position, id`);
  if (rows.length === 0) return [];
  const images = await run<{
    section_id: number;
    n: number;
    title: string | null;
    product_id: number | null;
    product_name: string | null;
    category_id: number | null;
    category_name: string | null;
  }>(db, sql`SELECT i.section_id, i.n, i.title, i.product_id, p.name AS product_name, i.category_id, c.name AS category_name
       FROM home_section_images i
       LEFT JOIN products p ON p.id = i.product_id
       LEFT JOIN categories c ON c.id = i.category_id
      WHERE i.section_id = ANY(${rows.map((r) => r.id)}::int[]) ORDER BY i.section_id, i.n`);
  // The product lists of all sections load concurrently (one statement each).
  return Promise.all(
    rows.map(async (row): Promise<SectionJson> => {
      const section: SectionJson = {
        id: row.id,
        key: row.key,
        label: row.label,
        description: row.description,
        image: row.has_image ? sectionImageUrl(row.id, 0) : null,
        images: images.rows
          .filter((i) => i.section_id === row.id)
          .map((i) => ({
            image: sectionImageUrl(row.id, i.n),
            title: i.title,
            product: i.product_id,
            product_name: i.product_name,
            category: i.category_id,
            category_name: i.category_name,
          })),
        is_visible_on_website: row.is_visible_on_website,
      };
      if (type === 'Product') {
        section.products = await productsWhere(
          db,
          sql`SELECT product_id FROM home_section_products WHERE section_id = ${row.id} ORDER BY position, product_id`,
          { owner },
        );
      }
      return section;
    }),
  );
}

export function productList(db: Db, list: string, owner: Owner | null): Promise<ProductJson[]> {
  return productsWhere(db, sql`SELECT product_id FROM home_product_lists WHERE list = ${list} ORDER BY position, product_id`, { owner });
}

/** A home block's label and visibility (blogs, statistics). */
export async function block(db: Db, key: string): Promise<{ label: string | null; is_visible_on_website: boolean }> {
  const { rows } = await run<{ label: string | null; is_visible_on_website: boolean }>(db, sql`SELECT label, is_visible_on_website FROM home_blocks WHERE key = ${key}`);
  return rows[0] ?? { label: null, is_visible_on_website: false };
}

export async function homeBlogs(db: Db): Promise<BlogSummary[]> {
  const { rows } = await run<{ id: number; title: string; excerpt: string | null; published_at: Date | string; banner_url: string | null }>(db, sql`SELECT id, title, excerpt, published_at, banner_url FROM blogs WHERE on_home AND is_published AND published_at <= now() ORDER BY published_at DESC, id LIMIT ${HOME_BLOG_COUNT}`);
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    banner_url: b.banner_url ?? blogImageUrl(b.id, WIDE_WIDTHS[0]),
    published_at: new Date(b.published_at).toISOString(),
    excerpt: b.excerpt,
  }));
}

export async function statistics(db: Db): Promise<Statistic[]> {
  return (await run<Statistic>(db, sql`SELECT name, value FROM statistics ORDER BY position, id`)).rows;
}
