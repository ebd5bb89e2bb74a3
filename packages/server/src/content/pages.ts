/** Content pages: the store's own text of a help or policy page, by slug. */
import type { ContentPage, ContentPageSlug, StaffContentPageRequest } from '@so/contract';
import { raw, run, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { sanitizeContentHtml } from './sanitize.ts';
import { isoTime } from './update.ts';

interface PageRow {
  slug: string;
  title: string;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  is_published: boolean;
  updated_at: Date | string;
}

const COLUMNS = raw('slug, title, content, meta_title, meta_description, meta_keywords, is_published, updated_at');

const pageJson = (row: PageRow): ContentPage => ({
  slug: row.slug,
  title: row.title,
  content: row.content,
  meta_title: row.meta_title,
  meta_description: row.meta_description,
  meta_keywords: row.meta_keywords,
  updated_at: isoTime(row.updated_at),
});

/** The published text of a page; null when staff have not written one (or unpublished it). */
export async function contentPage(db: Db, slug: ContentPageSlug): Promise<ContentPage | null> {
  const { rows } = await run<PageRow>(db, sql`SELECT ${COLUMNS} FROM content_pages WHERE slug = ${slug} AND is_published`);
  return rows[0] ? pageJson(rows[0]) : null;
}

/** Writes a page's whole text (content sanitised). */
export async function saveContentPage(db: Db, slug: ContentPageSlug, page: StaffContentPageRequest): Promise<ContentPage & { is_published: boolean }> {
  const { rows } = await run<PageRow>(
    db,
    sql`INSERT INTO content_pages (slug, title, content, meta_title, meta_description, meta_keywords, is_published)
     VALUES (${slug}, ${page.title}, ${sanitizeContentHtml(page.content)}, ${page.meta_title}, ${page.meta_description}, ${page.meta_keywords}, ${page.is_published ?? true})
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, meta_title = EXCLUDED.meta_title,
       meta_description = EXCLUDED.meta_description, meta_keywords = EXCLUDED.meta_keywords, is_published = EXCLUDED.is_published, updated_at = now()
     RETURNING ${COLUMNS}`,
  );
  return { ...pageJson(rows[0]), is_published: rows[0].is_published };
}
