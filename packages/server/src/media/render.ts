import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatNetQuantity, MSG, parseNetQuantity } from '@so/contract';
import sharp from 'sharp';
import { raw, run, type Sql, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { ART_TEXT, type BannerOptions, bannerPhoneSvg, bannerSvg, blogCoverSvg, PHONE_BANNER_VIEW, categoryTileSvg, type TileKind, tileSvg } from './art.ts';
import { pointFontconfigAtBundledFonts } from './fonts.ts';
import { hasPalette, type ProductArt, productSvg, splitSize } from './product.ts';
import { landscapeSvg } from './svg.ts';
import { PAGE_IMAGE_COUNTS, PHONE_BANNER_WIDTHS, SQUARE_WIDTHS, WIDE_WIDTHS } from './urls.ts';

// Before sharp first draws text: the images' fonts are the package's, not the system's.
pointFontconfigAtBundledFonts();

/** Where rendered WebP files are kept: a folder (DATA_DIR/media) or memory (tests). */
export interface MediaCache {
  get(key: string): Promise<Buffer | null>;
  set(key: string, data: Buffer): Promise<void>;
}

export function memoryMediaCache(): MediaCache {
  const files = new Map<string, Buffer>();
  return {
    get: async (key) => files.get(key) ?? null,
    set: async (key, data) => {
      files.set(key, data);
    },
  };
}

/**
 * The artwork's version: a folder of its own under DATA_DIR/media, so images rendered by an earlier
 * drawing (the pastel squares of the first drawing) are never served again. Bump it whenever the
 * drawing changes what an existing URL shows.
 */
export const ARTWORK_VERSION = 'v2';

/** Rendered images on disk, under `dir`/ARTWORK_VERSION. */
export function diskMediaCache(root: string): MediaCache {
  const dir = join(root, ARTWORK_VERSION);
  return {
    async get(key) {
      try {
        return await readFile(join(dir, key));
      } catch {
        return null;
      }
    },
    async set(key, data) {
      const path = join(dir, key);
      await mkdir(join(path, '..'), { recursive: true });
      const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, data);
      await rename(temp, path);
    },
  };
}

const WIDE_RATIO = 500 / 1600;
const BLOG_RATIO = 9 / 16;
/** The shop shows category banners cropped to 4:1: their text stays in the middle 4/5 of the height. */
const CATEGORY_BANNER_SAFE = 0.78;

/** Resolves a matched file name to the SVG to draw, or null when there is no such image. */
type Resolver = (db: Db, match: RegExpMatchArray) => Promise<string | null>;

async function one<T>(db: Db, query: Sql): Promise<T | null> {
  const { rows } = await run<T>(db, query);
  return rows[0] ?? null;
}

const square = (w: number) => (SQUARE_WIDTHS as readonly number[]).includes(w);
const wide = (w: number) => (WIDE_WIDTHS as readonly number[]).includes(w);

/** A product row with its category path, brand and form. */
const PRODUCT_SELECT = raw(`SELECT p.*, c.name AS art_category, pc.name AS art_parent, gc.name AS art_grandparent,
       b.name AS art_brand, f.name AS art_form
  FROM products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN categories pc ON pc.id = c.parent_id
  LEFT JOIN categories gc ON gc.id = pc.parent_id
  LEFT JOIN brands b ON b.id = p.brand_id
  LEFT JOIN product_foams f ON f.id = p.foam_id`);

type ProductRow = Record<string, unknown> & { name: string; image_count: number };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The product's net quantity columns as packs print them ("500 ml", "1 L"), or null when not stated. */
function netQuantityColumn(row: Record<string, unknown>): string | null {
  const value = row.net_quantity_value;
  const unit = text(row.net_quantity_unit);
  if ((typeof value !== 'string' && typeof value !== 'number') || !unit) return null;
  const quantity = parseNetQuantity(`${Number(value)} ${unit}`);
  return quantity ? formatNetQuantity(quantity) : null;
}

function productArt(row: ProductRow): ProductArt {
  const benefits = Array.isArray(row.benefits) ? row.benefits.filter((b): b is string => typeof b === 'string') : [];
  return {
    name: row.name,
    categories: [row.art_category, row.art_parent, row.art_grandparent].map(text).filter((c): c is string => c !== null),
    form: text(row.art_form),
    brand: text(row.art_brand),
    benefits,
    netQuantity: netQuantityColumn(row),
  };
}

/** Up to three products of a category and its descendants: different kinds first, then different names. */
async function categoryProducts(db: Db, categoryId: number): Promise<ProductArt[]> {
  const { rows } = await run<{ id: number; name: string; kind: string }>(
    db,
    sql`WITH RECURSIVE tree(id) AS (SELECT id FROM categories WHERE id = ${categoryId} UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
     SELECT p.id, p.name, coalesce(pc.name, c.name) AS kind
       FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN categories pc ON pc.id = c.parent_id
      WHERE p.category_id IN (SELECT id FROM tree) ORDER BY p.id LIMIT 200`,
  );
  const picked: number[] = [];
  const kinds = new Set<string>();
  for (const row of rows) {
    if (picked.length < 3 && !kinds.has(row.kind)) {
      kinds.add(row.kind);
      picked.push(row.id);
    }
  }
  const titles = new Set(rows.filter((r) => picked.includes(r.id)).map((r) => splitSize(r.name).title));
  for (const row of rows) {
    const title = splitSize(row.name).title;
    if (picked.length < 3 && !titles.has(title)) {
      titles.add(title);
      picked.push(row.id);
    }
  }
  if (picked.length === 0) return [];
  const { rows: products } = await run<ProductRow>(db, sql`${PRODUCT_SELECT} WHERE p.id = ANY(${picked}::int[]) ORDER BY p.id`);
  return picked.map((id) => products.find((p) => Number(p.id) === id)).filter((p): p is ProductRow => p !== undefined).map(productArt);
}

async function categoryPath(db: Db, categoryId: number): Promise<{ name: string; path: string[]; metadescription: string | null } | null> {
  const row = await one<{ name: string; parent: string | null; grandparent: string | null; metadescription: string | null }>(
    db,
    sql`SELECT c.name, pc.name AS parent, gc.name AS grandparent, c.metadescription
       FROM categories c LEFT JOIN categories pc ON pc.id = c.parent_id LEFT JOIN categories gc ON gc.id = pc.parent_id
      WHERE c.id = ${categoryId}`,
  );
  if (!row) return null;
  return { name: row.name, path: [row.name, row.parent, row.grandparent].map(text).filter((c): c is string => c !== null), metadescription: row.metadescription };
}

/** Colours come from the category path, or from its first product's when the path names no known category. */
const colourPath = (path: readonly string[], products: readonly ProductArt[]) => (hasPalette(path) || products.length === 0 ? path : products[0].categories);

async function productImage(db: Db, id: number, n: number, width: number): Promise<string | null> {
  const row = await one<ProductRow>(db, sql`${PRODUCT_SELECT} WHERE p.id = ${id}`);
  if (!row || n > row.image_count) return null;
  return productSvg({ ...productArt(row), width, variant: n });
}

async function categoryTile(db: Db, id: number, width: number): Promise<string | null> {
  const category = await categoryPath(db, id);
  if (!category) return null;
  const products = await categoryProducts(db, id);
  return categoryTileSvg({ width, name: category.name, categories: colourPath(category.path, products), products });
}

/** What a home banner shows, from its row: its product (and a sibling) or its category's products, and its words. */
async function homeBannerArt(db: Db, id: number): Promise<Omit<BannerOptions, 'width' | 'height'> | null> {
  const row = await one<{ alt_text: string | null; description: string | null; category_id: number | null; product_id: number | null }>(
    db,
    sql`SELECT alt_text, description, category_id, product_id FROM banners WHERE id = ${id}`,
  );
  if (!row) return null;
  let products: ProductArt[] = [];
  let path: string[] = [];
  if (row.product_id !== null) {
    const product = await one<ProductRow>(db, sql`${PRODUCT_SELECT} WHERE p.id = ${row.product_id}`);
    if (product) {
      const art = productArt(product);
      const sibling = await one<ProductRow>(db, sql`${PRODUCT_SELECT} WHERE p.category_id = ${Number(product.category_id)} AND p.id > ${row.product_id} ORDER BY p.id LIMIT 1`);
      products = sibling ? [art, productArt(sibling)] : [art];
      path = [...art.categories];
    }
  } else if (row.category_id !== null) {
    const category = await categoryPath(db, row.category_id);
    products = await categoryProducts(db, row.category_id);
    path = category?.path ?? [];
  }
  const headline = text(row.alt_text) ?? text(row.description) ?? MSG.storeName;
  return {
    headline,
    subline: headline === text(row.description) ? null : text(row.description),
    kicker: path.length > 0 ? path[path.length - 1] : MSG.storeName,
    products,
    categories: colourPath(path, products),
    cta: true,
  };
}

const TILE_KINDS: Readonly<Record<string, TileKind>> = {
  certificate: 'certificate',
  ethical: 'ethical',
  awards: 'award',
  licences: 'licence',
  services: 'service',
  non_gmo: 'certificate',
  about: 'about',
};

const ROUTES: ReadonlyArray<{ kind: string; pattern: RegExp; resolve: Resolver }> = [
  {
    kind: 'products',
    pattern: /^(\d{1,9})-(\d{1,2})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, n, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
      if (!square(w) || n < 1) return null;
      return productImage(db, id, n, w);
    },
  },
  {
    kind: 'banners',
    pattern: /^(\d{1,9})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, w] = [Number(m[1]), Number(m[2])];
      if (!wide(w)) return null;
      const art = await homeBannerArt(db, id);
      return art && bannerSvg({ ...art, width: w, height: Math.round(w * WIDE_RATIO) });
    },
  },
  {
    // The same banner composed for a phone (4:3, text at sizes a phone can read).
    kind: 'phone-banners',
    pattern: /^(\d{1,9})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, w] = [Number(m[1]), Number(m[2])];
      if (!(PHONE_BANNER_WIDTHS as readonly number[]).includes(w)) return null;
      const art = await homeBannerArt(db, id);
      return art && bannerPhoneSvg({ ...art, width: w, height: Math.round((w * PHONE_BANNER_VIEW.height) / PHONE_BANNER_VIEW.width) });
    },
  },
  {
    kind: 'category-banners',
    pattern: /^(\d{1,9})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, w] = [Number(m[1]), Number(m[2])];
      if (!wide(w)) return null;
      const category = await categoryPath(db, id);
      if (!category) return null;
      const products = await categoryProducts(db, id);
      return bannerSvg({
        width: w,
        height: Math.round(w * WIDE_RATIO),
        headline: category.name,
        subline: text(category.metadescription),
        kicker: category.path.length > 1 ? category.path[category.path.length - 1] : MSG.storeName,
        products,
        categories: colourPath(category.path, products),
        safe: CATEGORY_BANNER_SAFE,
      });
    },
  },
  {
    kind: 'categories',
    pattern: /^(\d{1,9})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, w] = [Number(m[1]), Number(m[2])];
      if (!square(w)) return null;
      return categoryTile(db, id, w);
    },
  },
  {
    kind: 'sections',
    pattern: /^(\d{1,9})-(\d{1,2})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, n, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
      if (!square(w)) return null;
      const row = await one<{ key: string; label: string | null; has_image: boolean; title: string | null; product_id: number | null; category_id: number | null; found: boolean }>(
        db,
        sql`SELECT s.key, s.label, s.has_image, i.title, i.product_id, i.category_id, i.section_id IS NOT NULL AS found
           FROM home_sections s LEFT JOIN home_section_images i ON i.section_id = s.id AND i.n = ${n}
          WHERE s.id = ${id}`,
      );
      if (!row) return null;
      if (n === 0 ? !row.has_image : !row.found) return null;
      if (n > 0 && row.product_id !== null) {
        const svg = await productImage(db, row.product_id, 1, w);
        if (svg) return svg;
      }
      if (n > 0 && row.category_id !== null) {
        const svg = await categoryTile(db, row.category_id, w);
        if (svg) return svg;
      }
      const title = n === 0 ? (row.label ?? `Section ${id}`) : (row.title ?? `${row.label ?? 'Section'} ${n}`);
      const kind = TILE_KINDS[row.key] ?? 'generic';
      return tileSvg({ width: w, kind: kind === 'about' && n > 0 ? 'generic' : kind, title });
    },
  },
  {
    kind: 'blogs',
    pattern: /^(\d{1,9})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, w] = [Number(m[1]), Number(m[2])];
      if (!wide(w)) return null;
      const row = await one<{ title: string }>(db, sql`SELECT title FROM blogs WHERE id = ${id}`);
      if (!row) return null;
      return blogCoverSvg({ width: w, height: Math.round(w * BLOG_RATIO), title: row.title });
    },
  },
  {
    kind: 'events',
    pattern: /^(\d{1,9})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, w] = [Number(m[1]), Number(m[2])];
      if (!wide(w)) return null;
      const row = await one<{ title: string; category: string }>(db, sql`SELECT title, category FROM events WHERE id = ${id}`);
      if (!row) return null;
      return blogCoverSvg({ width: w, height: Math.round(w * BLOG_RATIO), title: row.title, kicker: ART_TEXT.event(row.category) });
    },
  },
  {
    // The content pages' own banners: no database row, a fixed count per page (urls.ts).
    kind: 'pages',
    pattern: /^([a-z][a-z-]{0,40}[a-z])-([1-9]\d?)-(\d{3,4})\.webp$/,
    async resolve(_db, m) {
      const [page, n, w] = [m[1], Number(m[2]), Number(m[3])];
      const count = PAGE_IMAGE_COUNTS.get(page);
      if (count === undefined || !wide(w) || n < 1 || n > count) return null;
      return landscapeSvg({ width: w, height: Math.round(w * WIDE_RATIO), scene: n });
    },
  },
];

/** The SVG of `/media/{kind}/{file}` (before it becomes WebP), or null when no such image exists. */
export async function mediaSvg(db: Db, kind: string, file: string): Promise<string | null> {
  const route = ROUTES.find((r) => r.kind === kind);
  const match = route ? file.match(route.pattern) : null;
  if (!route || !match) return null;
  return route.resolve(db, match);
}

export interface MediaService {
  /** The WebP bytes of `/media/{kind}/{file}`, or null when no such image exists. */
  load(kind: string, file: string): Promise<Buffer | null>;
}

export function createMediaService(db: Db, cache: MediaCache): MediaService {
  const pending = new Map<string, Promise<Buffer | null>>();
  async function render(kind: string, file: string): Promise<Buffer | null> {
    const route = ROUTES.find((r) => r.kind === kind);
    if (!route || !route.pattern.test(file)) return null;
    const key = `${kind}/${file}`;
    const cached = await cache.get(key);
    if (cached) return cached;
    const svg = await mediaSvg(db, kind, file);
    if (!svg) return null;
    // effort 2 (of 0..6): the drawn packs encode in about half the time of the default 4, a few per cent larger.
    const data = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
    await cache.set(key, data);
    return data;
  }
  return {
    load(kind, file) {
      const key = `${kind}/${file}`;
      const running = pending.get(key);
      if (running) return running;
      const job = render(kind, file).finally(() => pending.delete(key));
      pending.set(key, job);
      return job;
    },
  };
}
