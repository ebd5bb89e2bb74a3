/**
 * Blog posts: the published list (BLOG_PAGE_SIZE a page, newest first, an archive
 * filter by month of Asia/Kolkata), one post with its neighbours by publish date, and the staff's
 * edits. A post is public when is_published and its publish date has come.
 */
import { BLOG_PAGE_SIZE, TIMEZONE, type BlogSummary, type MonthOfYear, type StaffBlogCreateRequest, type StaffBlogUpdateRequest } from '@so/contract';
import type { Db } from '../db/types.ts';
import { blogImageUrl, WIDE_LARGE, WIDE_WIDTHS } from '../media/urls.ts';
import { sanitizeContentHtml } from './sanitize.ts';
import { isoTime, updateRow } from './update.ts';
import { raw, run, sql } from '../db/sql.ts';

interface BlogRow {
  id: number;
  title: string;
  excerpt: string | null;
  content: string;
  banner_url: string | null;
  published_at: Date | string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  is_published: boolean;
  on_home: boolean;
}

/** What staff may change. */
const EDITABLE = ['title', 'content', 'excerpt', 'banner_url', 'published_at', 'meta_title', 'meta_description', 'meta_keywords', 'is_published', 'on_home'] as const;
const COLUMNS = raw('id, title, excerpt, content, banner_url, published_at, meta_title, meta_description, meta_keywords, is_published, on_home');
const PUBLIC = raw('is_published AND published_at <= now()');
/** The month and year of published_at in the store's time zone. */
const MONTH = raw(`EXTRACT(MONTH FROM published_at AT TIME ZONE '${TIMEZONE}')::int`);
const YEAR = raw(`EXTRACT(YEAR FROM published_at AT TIME ZONE '${TIMEZONE}')::int`);

/** A post's banner: the one staff chose, else the store's generated image of the post. */
const bannerOf = (row: Pick<BlogRow, 'id' | 'banner_url'>, width: number) => row.banner_url ?? blogImageUrl(row.id, width);

function summary(row: BlogRow, width: number): BlogSummary {
  return {
    id: row.id,
    title: row.title,
    banner_url: bannerOf(row, width),
    published_at: isoTime(row.published_at),
    excerpt: row.excerpt,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
  };
}

export interface BlogPage {
  blogs: BlogSummary[];
  total_pages: number;
  filters: { year: number; months: number[] }[];
}

export async function blogPage(db: Db, page: number, filter: MonthOfYear | null): Promise<BlogPage> {
  const where = filter ? sql`${PUBLIC} AND ${MONTH} = ${filter.month} AND ${YEAR} = ${filter.year}` : PUBLIC;
  const [count, rows, months] = await Promise.all([
    run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM blogs WHERE ${where}`),
    run<BlogRow>(db, sql`SELECT ${COLUMNS} FROM blogs WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT ${BLOG_PAGE_SIZE} OFFSET ${(page - 1) * BLOG_PAGE_SIZE}`),
    run<{ year: number; month: number }>(db, sql`SELECT DISTINCT ${YEAR} AS year, ${MONTH} AS month FROM blogs WHERE ${PUBLIC} ORDER BY year DESC, month DESC`),
  ]);
  const filters: BlogPage['filters'] = [];
  for (const { year, month } of months.rows) {
    const last = filters.at(-1);
    if (last?.year === year) last.months.push(month);
    else filters.push({ year, months: [month] });
  }
  return {
    blogs: rows.rows.map((row) => summary(row, WIDE_WIDTHS[0])),
    total_pages: Math.max(1, Math.ceil((count.rows[0]?.n ?? 0) / BLOG_PAGE_SIZE)),
    filters,
  };
}

export interface BlogLinkJson {
  id: number;
  title: string;
  published_at: string;
}

export interface BlogPost {
  blogData: BlogSummary;
  /** The post published just after this one (newer); null for the newest. */
  nextPost: BlogLinkJson | null;
  /** The post published just before this one (older); null for the oldest. */
  previousPost: BlogLinkJson | null;
}

/** A public post with its content and neighbours; null when unknown, unpublished or not yet due. */
export async function blogPost(db: Db, id: number): Promise<BlogPost | null> {
  const { rows } = await run<BlogRow>(db, sql`SELECT ${COLUMNS} FROM blogs WHERE id = ${id} AND ${PUBLIC}`);
  const row = rows[0];
  if (!row) return null;
  const link = (r: { id: number; title: string; published_at: Date | string } | undefined): BlogLinkJson | null =>
    r ? { id: r.id, title: r.title, published_at: isoTime(r.published_at) } : null;
  const [next, previous] = await Promise.all([
    run<{ id: number; title: string; published_at: Date | string }>(
      db,
      sql`SELECT id, title, published_at FROM blogs WHERE ${PUBLIC} AND (published_at, id) > (SELECT published_at, id FROM blogs WHERE id = ${id}) ORDER BY published_at, id LIMIT 1`,
    ),
    run<{ id: number; title: string; published_at: Date | string }>(
      db,
      sql`SELECT id, title, published_at FROM blogs WHERE ${PUBLIC} AND (published_at, id) < (SELECT published_at, id FROM blogs WHERE id = ${id}) ORDER BY published_at DESC, id DESC LIMIT 1`,
    ),
  ]);
  return {
    blogData: { ...summary(row, WIDE_LARGE), content: row.content },
    nextPost: link(next.rows[0]),
    previousPost: link(previous.rows[0]),
  };
}

export interface StaffBlogJson {
  id: number;
  title: string;
  content: string;
  is_published: boolean;
  on_home: boolean;
  published_at: string;
  banner_url: string;
  excerpt: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

async function staffBlog(db: Db, id: number): Promise<StaffBlogJson | null> {
  const { rows } = await run<BlogRow>(db, sql`SELECT ${COLUMNS} FROM blogs WHERE id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    is_published: row.is_published,
    on_home: row.on_home,
    published_at: isoTime(row.published_at),
    banner_url: bannerOf(row, WIDE_LARGE),
    excerpt: row.excerpt,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
  };
}

/** A new post (content sanitised); its record as staff see it. */
export async function createBlog(db: Db, blog: StaffBlogCreateRequest): Promise<StaffBlogJson | null> {
  const { rows } = await run<{ id: number }>(db, sql`INSERT INTO blogs (title, content, excerpt, banner_url, published_at, meta_title, meta_description, meta_keywords, is_published, on_home)
     VALUES (${blog.title}, ${sanitizeContentHtml(blog.content)}, ${blog.excerpt}, ${blog.banner_url}, COALESCE(${blog.published_at}::timestamptz, now()), ${blog.meta_title}, ${blog.meta_description}, ${blog.meta_keywords}, ${blog.is_published ?? true}, ${blog.on_home ?? false}) RETURNING id`);
  return staffBlog(db, rows[0].id);
}

/** Changes the fields sent (content sanitised); null when there is no such post. */
export async function updateBlog(db: Db, id: number, changes: StaffBlogUpdateRequest): Promise<StaffBlogJson | null> {
  const found = await updateRow(db, 'blogs', id, EDITABLE, {
    ...changes,
    is_published: changes.is_published ?? undefined,
    on_home: changes.on_home ?? undefined,
    content: changes.content === undefined ? undefined : sanitizeContentHtml(changes.content),
  });
  return found ? staffBlog(db, id) : null;
}
