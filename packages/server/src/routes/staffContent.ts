/**
 * The staff's content edits, under /api/staff/ behind its staff check: POST creates,
 * PATCH changes the fields sent (`is_published: false` unpublishes, true publishes again).
 * - POST /blogs/, PATCH /blogs/{id}/: HTML `content` sanitised when saved (content/sanitize.ts)
 * - POST /events/, PATCH /events/{id}/: HTML `description` sanitised when saved
 * - POST /stores/, PATCH /stores/{id}/: `state` a state id of GET /states/{countryId}/
 * - PUT /content-pages/{slug}/: a content page's whole text (HTML sanitised); is_published false
 *   hides it (the widgets' own text shows again)
 * Each answers `{status, message, data: <the saved record>}` (201 when created).
 * Every change is written to the audit log (staff/audit.ts) in its transaction, by the staff
 * member who made it: `blog.create`, `blog.update`, `event.create`, `event.update`,
 * `store.create`, `store.update` (entity id the record's id), `page.save` (entity id the slug;
 * before null when the page had no text yet). See AUDITED for what an entry keeps. A change that
 * changes nothing writes no entry, and neither does a refused one.
 *
 * And the dashboard's lists, every record published or not (the public lists show the
 * published ones only), paged like the other staff lists (?page=&page_size=, 20 a page unless
 * asked, at most 100), answering `{status, count, total_pages, page, data}`:
 * - GET /blogs: latest publish date first; GET /events: latest start first; GET /stores: newest first.
 */
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { ANSWER } from '@so/contract';
import { STAFF_CONTENT, type StaffBlogItem, type StaffEventItem, type StaffStoreItem } from '@so/contract/staff';
import { createBlog, updateBlog } from '../content/blogs.ts';
import { createEvent, updateEvent } from '../content/events.ts';
import { saveContentPage } from '../content/pages.ts';
import { hasVisibleContent, sanitizeContentHtml } from '../content/sanitize.ts';
import { createStore, stateName, updateStore } from '../content/stores.ts';
import type { Deps } from '../deps.ts';
import { empty, raw, run, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { badRequest, FieldErrors, notFound } from '../http/errors.ts';
import { reply, route, routeApp } from '../http/route.ts';
import { isoTime } from '../content/update.ts';
import type { Actor } from '../staff/admin-common.ts';
import { recordAudit, type AuditState } from '../staff/audit.ts';

/** Refuses blog HTML that sanitising would leave empty (a post of only a script). */
function requireVisible(html: string | undefined): void {
  if (html !== undefined && !hasVisibleContent(sanitizeContentHtml(html))) throw new FieldErrors({ content: ANSWER.htmlEmpty('content') });
}

/** The state's name, null when none was sent; refuses an unknown state id. */
async function stateOf(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const name = await stateName(db, id);
  if (name === undefined) throw new FieldErrors({ state: ANSWER.mustBeId('state') });
  return name;
}

type Time = Date | string;
type Row<T, Times extends keyof T> = Omit<T, Times> & Record<Times, Time>;

/** One page of `table` in `order`, with the count (`table`, `columns`, `order`: constants below, never text from a request). */
async function listPage<R>(db: Db, table: 'blogs' | 'events' | 'stores', columns: string, order: string, page: number, pageSize: number) {
  const [count, rows] = await Promise.all([
    run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${raw(table)}`),
    run<R>(db, sql`SELECT ${raw(columns)} FROM ${raw(table)} ORDER BY ${raw(order)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
  ]);
  const n = count.rows[0]?.n ?? 0;
  return { count: n, total_pages: Math.ceil(n / pageSize), page, rows: rows.rows };
}

const BLOG_COLUMNS = 'id, title, content, excerpt, banner_url, published_at, meta_title, meta_description, meta_keywords, is_published, on_home, updated_at';
const EVENT_COLUMNS = 'id, title, category, start_datetime, end_datetime, event_image, description, venue, link, is_published, updated_at';
const STORE_COLUMNS = `id, store_name, image, landmark, address_line_1, address_line_2, city, state_id, state_name, postal_code,
  to_char(work_start_time, 'HH24:MI:SS') AS work_start_time, to_char(work_end_time, 'HH24:MI:SS') AS work_end_time,
  mobile_no, email, location_url, virtual_location_url, is_published, updated_at`;

/**
 * What the audit log keeps of each kind of record: the columns a reader of the log looks for, by
 * their names (times as ISO text, a store's hours as HH:MM:SS, its state by name). Not updated_at
 * (so an edit that changes nothing is no change). A long HTML body (a post's `content`, an event's
 * `description`, a page's `content`) is not copied into the log: it is kept as its length in
 * characters (`<column>_length`) and a fingerprint (`<column>_sha256`, the first 12 hex digits of
 * the SHA-256 of the saved, sanitised HTML), so that any change of the text shows (even one that
 * keeps its length) while the text itself stays in the record. Constants: auditState builds its
 * SQL from these only, never from text of a request.
 */
const AUDITED = {
  blog: {
    table: 'blogs',
    key: 'id',
    columns: 'title, excerpt, banner_url, published_at, meta_title, meta_description, meta_keywords, is_published, on_home',
    html: 'content',
  },
  event: { table: 'events', key: 'id', columns: 'title, category, start_datetime, end_datetime, event_image, venue, link, is_published', html: 'description' },
  store: {
    table: 'stores',
    key: 'id',
    columns: `store_name, image, landmark, address_line_1, address_line_2, city, state_name AS state, postal_code,
      to_char(work_start_time, 'HH24:MI:SS') AS work_start_time, to_char(work_end_time, 'HH24:MI:SS') AS work_end_time,
      mobile_no, email, location_url, virtual_location_url, is_published`,
    html: null,
  },
  page: { table: 'content_pages', key: 'slug', columns: 'title, meta_title, meta_description, meta_keywords, is_published', html: 'content' },
} as const;
type Audited = keyof typeof AUDITED;

/** A short form of an HTML body for the log (see AUDITED); nulls when there is none. */
function htmlDigest(column: string, html: unknown): Record<string, string | number | null> {
  if (typeof html !== 'string') return { [`${column}_length`]: null, [`${column}_sha256`]: null };
  return { [`${column}_length`]: html.length, [`${column}_sha256`]: createHash('sha256').update(html, 'utf8').digest('hex').slice(0, 12) };
}

/**
 * The record `kind` `key` as the log keeps it (AUDITED), null when there is none. `lock` (the state
 * before a change) holds the row until the transaction ends, so that two edits at once each see
 * what the other left.
 */
async function auditState(tx: Db, kind: Audited, key: string | number, lock = false): Promise<AuditState> {
  const { table, key: keyColumn, columns, html } = AUDITED[kind];
  const { rows } = await run<Record<string, unknown>>(
    tx,
    sql`SELECT ${raw(columns)}${html === null ? empty : raw(`, ${html} AS html`)} FROM ${raw(table)} WHERE ${raw(keyColumn)} = ${key}${lock ? raw(' FOR UPDATE') : empty}`,
  );
  const row = rows[0];
  if (!row) return null;
  const { html: body, ...fields } = row;
  const state: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) state[field] = value instanceof Date ? isoTime(value) : value;
  return html === null ? state : { ...state, ...htmlDigest(html, body) };
}

/** Writes the entry of `kind.verb` of the record `key` (its state now after `before`) in `tx`. */
async function audit(tx: Db, actor: Actor, kind: Audited, verb: 'create' | 'update' | 'save', key: string | number, before: AuditState): Promise<void> {
  const after = await auditState(tx, kind, key);
  await recordAudit(tx, { actor, action: `${kind}.${verb}`, entity: kind, entityId: key, before, after });
}

export function staffContentRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, STAFF_CONTENT.blogs, async (_c, { query }) => {
    const { page, page_size: pageSize } = query;
    const { rows, ...paging } = await listPage<Row<StaffBlogItem, 'published_at' | 'updated_at'>>(db, 'blogs', BLOG_COLUMNS, 'published_at DESC, id DESC', page, pageSize);
    const data = rows.map((row) => ({ ...row, published_at: isoTime(row.published_at), updated_at: isoTime(row.updated_at) }));
    return { status: true, ...paging, data };
  });

  route(app, STAFF_CONTENT.events, async (_c, { query }) => {
    const { page, page_size: pageSize } = query;
    type EventRow = Omit<StaffEventItem, 'start_datetime' | 'end_datetime' | 'updated_at'> & { start_datetime: Time; end_datetime: Time | null; updated_at: Time };
    const { rows, ...paging } = await listPage<EventRow>(db, 'events', EVENT_COLUMNS, 'start_datetime DESC, id DESC', page, pageSize);
    const data = rows.map((row) => ({
      ...row,
      start_datetime: isoTime(row.start_datetime),
      end_datetime: row.end_datetime === null ? null : isoTime(row.end_datetime),
      updated_at: isoTime(row.updated_at),
    }));
    return { status: true, ...paging, data };
  });

  route(app, STAFF_CONTENT.stores, async (_c, { query }) => {
    const { page, page_size: pageSize } = query;
    const { rows, ...paging } = await listPage<Row<StaffStoreItem, 'updated_at'>>(db, 'stores', STORE_COLUMNS, 'id DESC', page, pageSize);
    const data = rows.map((row) => ({ ...row, updated_at: isoTime(row.updated_at) }));
    return { status: true, ...paging, data };
  });

  route(app, STAFF_CONTENT.createBlog, async (c, { body: blog }) => {
    requireVisible(blog.content);
    const data = await db.transaction(async (tx) => {
      const saved = await createBlog(tx, blog);
      if (!saved) throw notFound(ANSWER.blogNotFound);
      await audit(tx, c.var.auth.user, 'blog', 'create', saved.id, null);
      return saved;
    });
    return reply({ status: true, message: ANSWER.blogSaved, data }, 201);
  });

  route(app, STAFF_CONTENT.updateBlog, async (c, { params, body: changes }) => {
    const { id } = params;
    requireVisible(changes.content);
    const data = await db.transaction(async (tx) => {
      const before = await auditState(tx, 'blog', id, true);
      const saved = before && (await updateBlog(tx, id, changes));
      if (!saved) throw notFound(ANSWER.blogNotFound);
      await audit(tx, c.var.auth.user, 'blog', 'update', id, before);
      return saved;
    });
    return { status: true, message: ANSWER.blogSaved, data };
  });

  route(app, STAFF_CONTENT.createEvent, async (c, { body: event }) => {
    const data = await db.transaction(async (tx) => {
      const saved = await createEvent(tx, event);
      if (!saved) throw notFound(ANSWER.eventNotFound);
      await audit(tx, c.var.auth.user, 'event', 'create', saved.id, null);
      return saved;
    });
    return reply({ status: true, message: ANSWER.eventSaved, data }, 201);
  });

  route(app, STAFF_CONTENT.updateEvent, async (c, { params, body: changes }) => {
    const { id } = params;
    const data = await db.transaction(async (tx) => {
      const before = await auditState(tx, 'event', id, true);
      const saved = before && (await updateEvent(tx, id, changes));
      if (saved === null) throw notFound(ANSWER.eventNotFound);
      if (saved === false) throw badRequest(ANSWER.eventEndsBeforeStart);
      await audit(tx, c.var.auth.user, 'event', 'update', id, before);
      return saved;
    });
    return { status: true, message: ANSWER.eventSaved, data };
  });

  route(app, STAFF_CONTENT.createStore, async (c, { body: store }) => {
    const state = await stateOf(db, store.state);
    const data = await db.transaction(async (tx) => {
      const saved = await createStore(tx, store, state);
      if (!saved) throw notFound(ANSWER.storeNotFound);
      await audit(tx, c.var.auth.user, 'store', 'create', saved.id, null);
      return saved;
    });
    return reply({ status: true, message: ANSWER.storeSaved, data }, 201);
  });

  route(app, STAFF_CONTENT.updateStore, async (c, { params, body: changes }) => {
    const { id } = params;
    const state = changes.state === undefined ? undefined : await stateOf(db, changes.state);
    const data = await db.transaction(async (tx) => {
      const before = await auditState(tx, 'store', id, true);
      const saved = before && (await updateStore(tx, id, changes, state));
      if (saved === null) throw notFound(ANSWER.storeNotFound);
      if (saved === false) throw badRequest(ANSWER.storeHoursOrder);
      await audit(tx, c.var.auth.user, 'store', 'update', id, before);
      return saved;
    });
    return { status: true, message: ANSWER.storeSaved, data };
  });

  route(app, STAFF_CONTENT.saveContentPage, async (c, { params, body: page }) => {
    const { slug } = params;
    requireVisible(page.content);
    const data = await db.transaction(async (tx) => {
      // Null when the page has no text yet: the entry is then its creation. (Two first saves of
      // one page at the same instant would both log before null: there is no row to lock yet.)
      const before = await auditState(tx, 'page', slug, true);
      const saved = await saveContentPage(tx, slug, page);
      await audit(tx, c.var.auth.user, 'page', 'save', slug, before);
      return saved;
    });
    return { status: true, message: ANSWER.pageSaved, data };
  });

  return app.hono;
}
