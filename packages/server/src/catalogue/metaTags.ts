/** Meta tags of the store's pages (GET /user/meta-tags/?page_url=). */
import type { MetaTags } from '@so/contract';
import type { Db } from '../db/types.ts';
import { STORE_DEFAULT_META } from '../seed/data.ts';

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

/** The tags of a page, else the home page's, else the store's defaults. */
export async function metaTagsOf(db: Db, pageUrl: string): Promise<MetaTags> {
  const { rows } = await db.query<MetaTags>(
    `SELECT title, description, keywords FROM meta_tags WHERE page_url = $1
     UNION ALL SELECT title, description, keywords FROM meta_tags WHERE page_url = '/'`,
    [normalizePageUrl(pageUrl)],
  );
  const tags = rows[0] ?? STORE_DEFAULT_META;
  return { title: tags.title, description: tags.description, keywords: tags.keywords };
}
