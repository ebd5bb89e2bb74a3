/**
 * Events: the published events by status and category, one event, and the staff's
 * edits. Upcoming: not over yet (its end, or its start when it has no end, is now or later),
 * soonest first; past: over, latest first; this month: starting in the current month of
 * Asia/Kolkata, in order; all: latest start first.
 */
import { TIMEZONE, type EventCategory, type EventItem, type EventStatus, type StaffEventCreateRequest, type StaffEventUpdateRequest } from '@so/contract';
import type { Db } from '../db/types.ts';
import { eventImageUrl, WIDE_WIDTHS } from '../media/urls.ts';
import { sanitizeContentHtml } from './sanitize.ts';
import { isoTime, updateRow } from './update.ts';
import { empty, raw, run, type Sql, sql } from '../db/sql.ts';

interface EventRow {
  id: number;
  title: string;
  category: string;
  start_datetime: Date | string;
  end_datetime: Date | string | null;
  event_image: string | null;
  description: string | null;
  venue: string | null;
  link: string | null;
  is_published: boolean;
}

/** What staff may change. */
const EDITABLE = ['title', 'category', 'start_datetime', 'end_datetime', 'event_image', 'description', 'venue', 'link', 'is_published'] as const;
const COLUMNS = raw('id, title, category, start_datetime, end_datetime, event_image, description, venue, link, is_published');
const ENDS = 'COALESCE(end_datetime, start_datetime)';
const month = (column: string) => `date_trunc('month', ${column} AT TIME ZONE '${TIMEZONE}')`;

const BY_STATUS: Record<EventStatus, { where: Sql; order: Sql }> = {
  all_events: { where: raw('true'), order: raw('start_datetime DESC, id DESC') },
  upcoming_events: { where: raw(`${ENDS} >= now()`), order: raw('start_datetime, id') },
  past_events: { where: raw(`${ENDS} < now()`), order: raw('start_datetime DESC, id DESC') },
  this_month: { where: raw(`${month('start_datetime')} = ${month('now()')}`), order: raw('start_datetime, id') },
};

/** An event's picture: the one staff chose, else the store's generated 16:9 cover of the event. */
const imageOf = (row: Pick<EventRow, 'id' | 'event_image'>) => row.event_image ?? eventImageUrl(row.id, WIDE_WIDTHS[0]);

function eventJson(row: EventRow): EventItem {
  return {
    id: row.id,
    title: row.title,
    event_image: imageOf(row),
    start_datetime: isoTime(row.start_datetime),
    end_datetime: row.end_datetime === null ? null : isoTime(row.end_datetime),
    category: row.category,
    description: row.description,
    venue: row.venue,
    link: row.link,
  };
}

export async function eventList(db: Db, status: EventStatus, category: EventCategory | null): Promise<EventItem[]> {
  const { where, order } = BY_STATUS[status];
  const byCategory = category === null ? empty : sql` AND category = ${category}`;
  const { rows } = await run<EventRow>(db, sql`SELECT ${COLUMNS} FROM events WHERE is_published AND ${where}${byCategory} ORDER BY ${order}`);
  return rows.map(eventJson);
}

/** A published event; null when unknown or unpublished. */
export async function publicEvent(db: Db, id: number): Promise<EventItem | null> {
  const { rows } = await run<EventRow>(db, sql`SELECT ${COLUMNS} FROM events WHERE id = ${id} AND is_published`);
  return rows[0] ? eventJson(rows[0]) : null;
}

export type StaffEventJson = EventItem & { id: number; start_datetime: string; is_published: boolean; description: string | null };

async function staffEvent(db: Db, id: number): Promise<StaffEventJson | null> {
  const { rows } = await run<EventRow>(db, sql`SELECT ${COLUMNS} FROM events WHERE id = ${id}`);
  const row = rows[0];
  return row ? { ...eventJson(row), id: row.id, event_image: row.event_image, start_datetime: isoTime(row.start_datetime), description: row.description, is_published: row.is_published } : null;
}

/** Sanitised HTML, null when nothing is left. */
const cleanDescription = (html: string | null) => {
  if (html === null) return null;
  const clean = sanitizeContentHtml(html);
  return clean === '' ? null : clean;
};

export async function createEvent(db: Db, event: StaffEventCreateRequest): Promise<StaffEventJson | null> {
  const { rows } = await run<{ id: number }>(db, sql`INSERT INTO events (title, category, start_datetime, end_datetime, event_image, description, venue, link, is_published)
     VALUES (${event.title}, ${event.category}, ${event.start_datetime}, ${event.end_datetime}, ${event.event_image}, ${cleanDescription(event.description)}, ${event.venue}, ${event.link}, ${event.is_published ?? true}) RETURNING id`);
  return staffEvent(db, rows[0].id);
}

/**
 * Changes the fields sent (description sanitised); null when there is no such event, false when
 * the end would be before the (new or kept) start.
 */
export async function updateEvent(db: Db, id: number, changes: StaffEventUpdateRequest): Promise<StaffEventJson | null | false> {
  const { rows } = await run<{ start_datetime: Date | string; end_datetime: Date | string | null }>(db, sql`SELECT start_datetime, end_datetime FROM events WHERE id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  const start = new Date(changes.start_datetime ?? row.start_datetime);
  const end = changes.end_datetime === undefined ? row.end_datetime : changes.end_datetime;
  if (end !== null && new Date(end) < start) return false;
  const found = await updateRow(db, 'events', id, EDITABLE, {
    ...changes,
    is_published: changes.is_published ?? undefined,
    description: changes.description === undefined ? undefined : cleanDescription(changes.description),
  });
  return found ? staffEvent(db, id) : null;
}
