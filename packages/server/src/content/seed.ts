/**
 * The demo content: blog posts, events, stores and the content routes' meta tags. Runs when the store has no events
 * and no stores yet (a new store, or one seeded before content existed): the posts replace the
 * catalogue seed's short blog rows of the same ids. Post HTML goes through the staff's sanitiser.
 */
import { calendarDate, TIMEZONE_UTC_OFFSET } from '@so/contract';
import type { Db } from '../db/types.ts';
import { sanitizeContentHtml } from './sanitize.ts';
import { SEED_BLOGS, SEED_EVENTS, SEED_PAGE_META, SEED_STORES } from './seedData.ts';
import { run, sql } from '../db/sql.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOME_POSTS = 4;
const STORE_TITLE = 'SO Organic Store';

/** The day `days` after `from` (YYYY-MM-DD) at `time` (HH:MM) in Asia/Kolkata. */
function kolkataTime(from: string, days: number, time: string): Date {
  const day = new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${day}T${time}:00${TIMEZONE_UTC_OFFSET}`);
}

const mapUrl = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

export async function seedContent(db: Db, now: Date = new Date()): Promise<boolean> {
  const { rows } = await run<{ n: number }>(db, sql`SELECT (SELECT count(*) FROM events) + (SELECT count(*) FROM stores) AS n`);
  if (Number(rows[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const newest = [...SEED_BLOGS].sort((a, b) => b.published.localeCompare(a.published)).slice(0, HOME_POSTS).map((b) => b.id);
    for (const blog of SEED_BLOGS) {
      await run(tx, sql`INSERT INTO blogs (id, title, excerpt, content, published_at, on_home, meta_title, meta_description, meta_keywords, is_published)
         VALUES (${blog.id}, ${blog.title}, ${blog.excerpt}, ${sanitizeContentHtml(blog.html)}, ${new Date(`${blog.published}:00${TIMEZONE_UTC_OFFSET}`).toISOString()}, ${newest.includes(blog.id)}, ${`${blog.title} | ${STORE_TITLE}`}, ${blog.excerpt}, ${blog.keywords}, true)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, content = EXCLUDED.content,
           published_at = EXCLUDED.published_at, on_home = EXCLUDED.on_home, meta_title = EXCLUDED.meta_title,
           meta_description = EXCLUDED.meta_description, meta_keywords = EXCLUDED.meta_keywords, is_published = true, updated_at = now()`);
    }
    await run(tx, sql`SELECT setval('blogs_id_seq', (SELECT max(id) FROM blogs))`);
    for (const meta of SEED_PAGE_META) {
      await run(tx, sql`INSERT INTO meta_tags (page_url, title, description, keywords) VALUES (${meta.page_url}, ${meta.title}, ${meta.description}, ${meta.keywords}) ON CONFLICT (page_url) DO NOTHING`);
    }

    const today = calendarDate(now);
    for (const event of SEED_EVENTS) {
      const start = kolkataTime(today, event.inDays, event.time);
      await run(tx, sql`INSERT INTO events (title, category, start_datetime, end_datetime, description, venue, link)
         VALUES (${event.title}, ${event.category}, ${start.toISOString()}, ${new Date(start.getTime() + event.hours * 60 * 60 * 1000).toISOString()}, ${sanitizeContentHtml(event.description)}, ${event.venue ?? null}, ${event.link ?? null})`);
    }

    for (const [position, store] of SEED_STORES.entries()) {
      await run(tx, sql`INSERT INTO stores (store_name, image, landmark, address_line_1, address_line_2, city, state_id, state_name, postal_code,
                             work_start_time, work_end_time, mobile_no, email, location_url, virtual_location_url, position)
         VALUES (${store.store_name}, NULL, ${store.landmark}, ${store.address_line_1}, ${store.address_line_2}, ${store.city}, ${store.state.id}, ${store.state.name}, ${store.postal_code}, ${store.open}::time, ${store.close}::time, ${store.mobile_no}, ${store.email}, ${mapUrl(`${store.store_name}, ${store.map}`)}, NULL, ${position})`);
    }
  });
  return true;
}
