import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/types.ts';
import { artworkSvg, landscapeSvg, type Shape } from './svg.ts';
import { PAGE_IMAGE_COUNTS, SQUARE_WIDTHS, WIDE_WIDTHS } from './urls.ts';

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

export function diskMediaCache(dir: string): MediaCache {
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

interface Artwork {
  name: string;
  width: number;
  height: number;
  variant: number;
  caption?: string | null;
  shape?: Shape;
  /** Drawn as landscape number `scene` (a content page's banner) instead of a named shape. */
  scene?: number;
}

const WIDE_RATIO = 500 / 1600;
const BLOG_RATIO = 9 / 16;

type Resolver = (db: Db, match: RegExpMatchArray) => Promise<Artwork | null>;

async function one<T>(db: Db, sql: string, params: number[]): Promise<T | null> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0] ?? null;
}

const square = (w: number) => (SQUARE_WIDTHS as readonly number[]).includes(w);
const wide = (w: number) => (WIDE_WIDTHS as readonly number[]).includes(w);

const ROUTES: ReadonlyArray<{ kind: string; pattern: RegExp; resolve: Resolver }> = [
  {
    kind: 'products',
    pattern: /^(\d{1,9})-(\d{1,2})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, n, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
      if (!square(w) || n < 1) return null;
      const row = await one<{ name: string; image_count: number }>(db, 'SELECT name, image_count FROM products WHERE id = $1', [id]);
      if (!row || n > row.image_count) return null;
      return { name: row.name, width: w, height: w, variant: n };
    },
  },
  {
    kind: 'banners',
    pattern: /^(\d{1,9})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, w] = [Number(m[1]), Number(m[2])];
      if (!wide(w)) return null;
      const row = await one<{ alt_text: string | null; description: string | null }>(db, 'SELECT alt_text, description FROM banners WHERE id = $1', [id]);
      if (!row) return null;
      return { name: row.alt_text ?? `Banner ${id}`, caption: row.alt_text, width: w, height: Math.round(w * WIDE_RATIO), variant: 1 };
    },
  },
  {
    kind: 'category-banners',
    pattern: /^(\d{1,9})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, w] = [Number(m[1]), Number(m[2])];
      if (!wide(w)) return null;
      const row = await one<{ name: string }>(db, 'SELECT name FROM categories WHERE id = $1', [id]);
      if (!row) return null;
      return { name: row.name, caption: row.name, width: w, height: Math.round(w * WIDE_RATIO), variant: 2, shape: 'leaf' };
    },
  },
  {
    kind: 'categories',
    pattern: /^(\d{1,9})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, w] = [Number(m[1]), Number(m[2])];
      if (!square(w)) return null;
      const row = await one<{ name: string }>(db, 'SELECT name FROM categories WHERE id = $1', [id]);
      if (!row) return null;
      return { name: row.name, width: w, height: w, variant: 1 };
    },
  },
  {
    kind: 'sections',
    pattern: /^(\d{1,9})-(\d{1,2})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, n, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
      if (!square(w)) return null;
      const row = await one<{ label: string | null; has_image: boolean; title: string | null; found: boolean }>(
        db,
        `SELECT s.label, s.has_image, i.title, i.section_id IS NOT NULL AS found
           FROM home_sections s LEFT JOIN home_section_images i ON i.section_id = s.id AND i.n = $2
          WHERE s.id = $1`,
        [id, n],
      );
      if (!row) return null;
      if (n === 0 ? !row.has_image : !row.found) return null;
      const name = n === 0 ? (row.label ?? `Section ${id}`) : (row.title ?? `${row.label ?? 'Section'} ${n}`);
      return { name, width: w, height: w, variant: n === 0 ? 1 : n };
    },
  },
  {
    kind: 'blogs',
    pattern: /^(\d{1,9})-(\d{3,4})\.webp$/,
    async resolve(db, m) {
      const [id, w] = [Number(m[1]), Number(m[2])];
      if (!wide(w)) return null;
      const row = await one<{ title: string }>(db, 'SELECT title FROM blogs WHERE id = $1', [id]);
      if (!row) return null;
      return { name: row.title, caption: row.title, width: w, height: Math.round(w * BLOG_RATIO), variant: 1 };
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
      return { name: `${page} ${n}`, width: w, height: Math.round(w * WIDE_RATIO), variant: n, scene: n };
    },
  },
];

export interface MediaService {
  /** The WebP bytes of `/media/{kind}/{file}`, or null when no such image exists. */
  load(kind: string, file: string): Promise<Buffer | null>;
}

export function createMediaService(db: Db, cache: MediaCache): MediaService {
  const pending = new Map<string, Promise<Buffer | null>>();
  async function render(kind: string, file: string): Promise<Buffer | null> {
    const route = ROUTES.find((r) => r.kind === kind);
    const match = route ? file.match(route.pattern) : null;
    if (!route || !match) return null;
    const key = `${kind}/${file}`;
    const cached = await cache.get(key);
    if (cached) return cached;
    const artwork = await route.resolve(db, match);
    if (!artwork) return null;
    const svg = artwork.scene === undefined ? artworkSvg(artwork) : landscapeSvg({ width: artwork.width, height: artwork.height, scene: artwork.scene });
    const data = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
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
