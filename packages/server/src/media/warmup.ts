import type { Db } from '../db/types.ts';
import type { MediaService } from './render.ts';
import {
  bannerImageUrl,
  blogImageUrl,
  categoryBannerUrl,
  categoryImageUrl,
  eventImageUrl,
  phoneBannerUrl,
  productImageUrl,
  sectionImageUrl,
  SQUARE_WIDTHS,
  WIDE_WIDTHS,
} from './urls.ts';
import { run, sql } from '../db/sql.ts';

/**
 * Every image URL the API hands out for the current catalogue, the ones a first page load needs
 * first: home banners (wide and phone), product images (320 and 640, every image of every product), home section
 * and blog images, the covers of events without an image of their own, category images and category banners.
 */
export async function catalogueImageUrls(db: Db): Promise<string[]> {
  const [banners, products, sections, sectionImages, blogs, categories, events] = await Promise.all([
    run<{ id: number }>(db, sql`SELECT id FROM banners ORDER BY sequence DESC, position, id`),
    run<{ id: number; image_count: number }>(db, sql`SELECT id, image_count FROM products ORDER BY id`),
    run<{ id: number }>(db, sql`SELECT id FROM home_sections WHERE has_image ORDER BY position, id`),
    run<{ section_id: number; n: number }>(db, sql`SELECT section_id, n FROM home_section_images ORDER BY section_id, n`),
    run<{ id: number }>(db, sql`SELECT id FROM blogs ORDER BY id`),
    run<{ id: number }>(db, sql`SELECT id FROM categories ORDER BY position, id`),
    run<{ id: number }>(db, sql`SELECT id FROM events WHERE event_image IS NULL AND is_published ORDER BY id`),
  ]);
  const urls: string[] = [];
  for (const { id } of banners.rows) urls.push(bannerImageUrl(id, WIDE_WIDTHS[1]), phoneBannerUrl(id), bannerImageUrl(id, WIDE_WIDTHS[0]));
  // First image of every product (the cards), then the further gallery images.
  for (const { id } of products.rows) for (const w of SQUARE_WIDTHS) urls.push(productImageUrl(id, 1, w));
  for (const { id, image_count } of products.rows) {
    for (let n = 2; n <= image_count; n++) for (const w of SQUARE_WIDTHS) urls.push(productImageUrl(id, n, w));
  }
  for (const { id } of sections.rows) urls.push(sectionImageUrl(id, 0));
  for (const { section_id, n } of sectionImages.rows) urls.push(sectionImageUrl(section_id, n));
  for (const { id } of blogs.rows) urls.push(blogImageUrl(id, WIDE_WIDTHS[0]));
  for (const { id } of events.rows) urls.push(eventImageUrl(id, WIDE_WIDTHS[0]));
  for (const { id } of categories.rows) urls.push(categoryImageUrl(id));
  for (const { id } of categories.rows) urls.push(categoryBannerUrl(id, WIDE_WIDTHS[1]), categoryBannerUrl(id, WIDE_WIDTHS[0]));
  return urls;
}

export interface WarmupResult {
  images: number;
  failed: number;
  ms: number;
}

const MEDIA_URL = /^\/media\/([\w-]+)\/([^/]+)$/;

/**
 * Renders every catalogue image into the media cache (already cached ones are only read), at most
 * `concurrency` at a time and yielding to the event loop between images, so requests keep priority.
 * Stops early when `signal` aborts.
 */
export async function warmMedia(
  db: Db,
  media: MediaService,
  options: { concurrency?: number; signal?: AbortSignal } = {},
): Promise<WarmupResult> {
  const started = Date.now();
  const urls = await catalogueImageUrls(db);
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < urls.length && !options.signal?.aborted) {
      const url = urls[next++];
      const match = MEDIA_URL.exec(url);
      try {
        if (!match || !(await media.load(match[1], match[2]))) failed++;
      } catch {
        failed++;
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 1, 2));
  await Promise.all(Array.from({ length: workers }, worker));
  return { images: urls.length, failed, ms: Date.now() - started };
}
