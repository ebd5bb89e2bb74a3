import { Hono } from 'hono';
import { productsWhere, type ProductJson } from '../catalogue/products.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest } from '../http/errors.ts';
import { bannerImageUrl, blogImageUrl, sectionImageUrl, WIDE_WIDTHS } from '../media/urls.ts';
import { peekOwner, type Owner } from '../owner.ts';

const SECTION_TYPES = ['Upper', 'Lower', 'Product'] as const;
const BANNER_SEQUENCES = ['Upper', 'Lower'] as const;
const HOME_BLOG_COUNT = 4;

interface SectionJson {
  id: number;
  key: string;
  label: string | null;
  description: string | null;
  image: string | null;
  images: {
    image: string;
    title: string | null;
    product: number | null;
    product_name: string | null;
    category: number | null;
    category_name: string | null;
  }[];
  is_visible_on_website: boolean;
  products?: ProductJson[];
}

async function sectionsOfType(db: Db, type: string, owner: Owner | null): Promise<SectionJson[]> {
  const { rows } = await db.query<{
    id: number;
    key: string;
    label: string | null;
    description: string | null;
    has_image: boolean;
    is_visible_on_website: boolean;
  }>('SELECT id, key, label, description, has_image, is_visible_on_website FROM home_sections WHERE type = $1 ORDER BY position, id', [type]);
  if (rows.length === 0) return [];
  const images = await db.query<{
    section_id: number;
    n: number;
    title: string | null;
    product_id: number | null;
    product_name: string | null;
    category_id: number | null;
    category_name: string | null;
  }>(
    `SELECT i.section_id, i.n, i.title, i.product_id, p.name AS product_name, i.category_id, c.name AS category_name
       FROM home_section_images i
       LEFT JOIN products p ON p.id = i.product_id
       LEFT JOIN categories c ON c.id = i.category_id
      WHERE i.section_id = ANY($1::int[]) ORDER BY i.section_id, i.n`,
    [rows.map((r) => r.id)],
  );
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
          'SELECT product_id FROM home_section_products WHERE section_id = $1 ORDER BY position, product_id',
          [row.id],
          { owner },
        );
      }
      return section;
    }),
  );
}

function productList(db: Db, list: string, owner: Owner | null): Promise<ProductJson[]> {
  return productsWhere(db, 'SELECT product_id FROM home_product_lists WHERE list = $1 ORDER BY position, product_id', [list], { owner });
}

async function block(db: Db, key: string): Promise<{ label: string | null; is_visible_on_website: boolean }> {
  const { rows } = await db.query<{ label: string | null; is_visible_on_website: boolean }>(
    'SELECT label, is_visible_on_website FROM home_blocks WHERE key = $1',
    [key],
  );
  return rows[0] ?? { label: null, is_visible_on_website: false };
}

export function homeRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });

  api.get('/ecommerce/banners', async (c) => {
    const sequence = c.req.query('sequence') ?? BANNER_SEQUENCES[0];
    if (!(BANNER_SEQUENCES as readonly string[]).includes(sequence)) {
      throw badRequest(`sequence must be one of ${BANNER_SEQUENCES.join(', ')}`);
    }
    const { rows } = await db.query<{
      id: number;
      alt_text: string | null;
      description: string | null;
      category_id: number | null;
      product_id: number | null;
      product_name: string | null;
    }>(
      `SELECT b.id, b.alt_text, b.description, b.category_id, b.product_id, p.name AS product_name
         FROM banners b LEFT JOIN products p ON p.id = b.product_id
        WHERE b.sequence = $1 ORDER BY b.position, b.id`,
      [sequence],
    );
    return c.json({
      status: true,
      data: rows.map((b) => ({
        id: b.id,
        image: bannerImageUrl(b.id, WIDE_WIDTHS[1]),
        mobile_image: bannerImageUrl(b.id, WIDE_WIDTHS[0]),
        alt_text: b.alt_text,
        description: b.description,
        category_id: b.category_id,
        product_id: b.product_id,
        products: b.product_name === null ? null : { name: b.product_name },
      })),
    });
  });

  api.get('/product-section', async (c) => {
    const type = c.req.query('type') ?? '';
    if (!(SECTION_TYPES as readonly string[]).includes(type)) {
      throw badRequest(`type must be one of ${SECTION_TYPES.join(', ')}`);
    }
    return c.json({ status: true, data: await sectionsOfType(db, type, peekOwner(c)) });
  });

  api.get('/lower-section', async (c) => {
    return c.json({ status: true, data: await sectionsOfType(db, 'LowerSection', peekOwner(c)) });
  });

  for (const list of ['newarrival', 'musttry', 'bestofalltime']) {
    api.get(`/${list}/list`, async (c) => c.json({ status: true, data: await productList(db, list, peekOwner(c)) }));
  }

  api.get('/home/blogs', async (c) => {
    const settings = await block(db, 'home_blogs');
    const { rows } = await db.query<{ id: number; title: string; excerpt: string | null; published_at: Date | string }>(
      `SELECT id, title, excerpt, published_at FROM blogs WHERE on_home ORDER BY published_at DESC, id LIMIT ${HOME_BLOG_COUNT}`,
    );
    return c.json({
      status: true,
      is_visible_on_website: settings.is_visible_on_website,
      data: rows.map((b) => ({
        id: b.id,
        title: b.title,
        banner_url: blogImageUrl(b.id, WIDE_WIDTHS[0]),
        published_at: new Date(b.published_at).toISOString(),
        excerpt: b.excerpt,
      })),
    });
  });

  api.get('/statistics-section', async (c) => {
    const settings = await block(db, 'statistics');
    const { rows } = await db.query<{ name: string; value: string }>('SELECT name, value FROM statistics ORDER BY position, id');
    return c.json({ status: true, is_visible_on_website: settings.is_visible_on_website, label: settings.label, data: rows });
  });

  return api;
}
