import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { STORE_DEFAULT_META } from '../seed/data.ts';

const MAX_PAGE_URL = 500;

/** "/shop/?page=2" → "/shop"; "" → "/". */
export function normalizePageUrl(raw: string): string {
  let path = raw.trim().slice(0, MAX_PAGE_URL);
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

export function userRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });

  api.get('/user/visitor', async (c) => {
    const id = randomUUID();
    await db.query('INSERT INTO visitors (id) VALUES ($1)', [id]);
    return c.json({ status: true, visitor_id: id });
  });

  api.get('/user/meta-tags', async (c) => {
    const page = normalizePageUrl(c.req.query('page_url') ?? '/');
    const { rows } = await db.query<{ title: string; description: string; keywords: string }>(
      `SELECT title, description, keywords FROM meta_tags WHERE page_url = $1
       UNION ALL SELECT title, description, keywords FROM meta_tags WHERE page_url = '/'`,
      [page],
    );
    const tags = rows[0] ?? STORE_DEFAULT_META;
    return c.json({ status: true, title: tags.title, description: tags.description, keywords: tags.keywords });
  });

  return api;
}
