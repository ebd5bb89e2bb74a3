/** Meta tags of the store's pages (GET /user/meta-tags/?page_url=). */
import type { MetaTags } from '@so/contract';
import type { Db } from '../db/types.ts';
import { STORE_DEFAULT_META } from '../seed/data.ts';
import { run, sql } from '../db/sql.ts';

/** "/shop/?page=2" → "/shop"; "https://store/x" → "/x"; "" → "/". */
export function normalizePageUrl(raw: string): string {
  let path = raw.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    // keep the raw text; it simply will not match a stored page
  }
  path = path.split(/[?#]/)[0];
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/** A blog post's page: /blogs/{id} or /blogs/{id}/{name}. */
const BLOG_POST_PAGE = /^\/blogs\/(\d{1,9})(?:\/[^/]*)?$/;

/**
 * The tags of a page, else the home page's, else the store's defaults. A public blog post's page
 * has the post's own (its meta fields, else its title and excerpt, the blog list's keywords).
 */
export async function metaTagsOf(db: Db, pageUrl: string): Promise<MetaTags> {
  const path = normalizePageUrl(pageUrl);
  const post = BLOG_POST_PAGE.exec(path);
  const { rows } = await run<MetaTags>(db, sql`SELECT COALESCE(b.meta_title, b.title) AS title, COALESCE(b.meta_description, b.excerpt, m.description, b.title) AS description,
            COALESCE(b.meta_keywords, m.keywords, '') AS keywords, 0 AS rank
       FROM blogs b LEFT JOIN meta_tags m ON m.page_url = '/blogs'
      WHERE b.id = ${post ? Number(post[1]) : 0} AND b.is_published AND b.published_at <= now()
     UNION ALL SELECT title, description, keywords, 1 FROM meta_tags WHERE page_url = ${path}
     UNION ALL SELECT title, description, keywords, 2 FROM meta_tags WHERE page_url = '/'
     ORDER BY rank`);
  const tags = rows[0] ?? STORE_DEFAULT_META;
  return { title: tags.title, description: tags.description, keywords: tags.keywords };
}
