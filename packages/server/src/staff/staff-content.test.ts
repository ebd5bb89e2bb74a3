/**
 * The dashboard's content lists: GET /api/staff/blogs, /events and /stores answer every
 * record, published or not, paged like the other staff lists, to staff only; and every content
 * edit (blogs, events, stores, content pages) is written to the audit log (PGlite, or PostgreSQL
 * with DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { ANSWER, BlogsResponse, HEADER_AUTHORIZATION, StoresResponse } from '@so/contract';
import { StaffAuditResponse, StaffBlogsResponse, StaffEventsResponse, StaffStoresResponse } from '@so/contract/staff';
import { createSession } from '../accounts/sessions.ts';
import { createTestServer, type TestServer } from '../testing.ts';
import { json, refused } from '../test-answers.ts';

let server: TestServer;
let staffToken: string;
let staff: { id: number; email: string };
let customerToken: string;
let users = 0;

async function newUser(isStaff: boolean): Promise<{ token: string; id: number; email: string }> {
  users += 1;
  const email = `content-list-${users}-${Date.now()}@example.test`;
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, password_hash, is_staff) VALUES ($1, 'Test', 'Person', 'unused', $2) RETURNING id`,
    [email, isStaff],
  );
  return { token: await createSession(server.db, rows[0].id), id: rows[0].id, email };
}

beforeAll(async () => {
  server = await createTestServer();
  const staffUser = await newUser(true);
  staffToken = staffUser.token;
  staff = { id: staffUser.id, email: staffUser.email };
  customerToken = (await newUser(false)).token;
});
afterAll(async () => {
  await server?.close();
});

const auth = (token: string | null): Record<string, string> => (token ? { [HEADER_AUTHORIZATION]: `Token ${token}` } : {});
const send = (method: string, path: string, token: string | null, body?: unknown) => server.call(path, { method, body, headers: auth(token) });
async function total(table: 'blogs' | 'events' | 'stores'): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

describe('the staff content lists', () => {
  it.each(['/api/staff/blogs', '/api/staff/events', '/api/staff/stores'])('GET %s refuses visitors (401) and customers (403)', async (path) => {
    await refused(await send('GET', path, null), 401);
    expect(await refused(await send('GET', path, customerToken), 403)).toBe(ANSWER.staffOnly);
  });

  it('lists blog posts published or not, latest first, with what the edit form needs; the public list hides the draft', async () => {
    const created = (await json(
      await send('POST', '/api/staff/blogs', staffToken, {
        title: 'A draft about millets',
        content: '<p>Millets <script>alert(1)</script>grow well.</p>',
        published_at: '2099-01-01T10:00',
        meta_title: 'Millets',
        is_published: false,
      }),
      201,
    )) as { data: { id: number } };
    const list = create(await json(await send('GET', '/api/staff/blogs?page_size=5', staffToken)), StaffBlogsResponse);
    expect(list.count).toBe(await total('blogs'));
    expect(list.page).toBe(1);
    expect(list.total_pages).toBe(Math.ceil(list.count / 5));
    expect(list.data).toHaveLength(5);
    const draft = list.data[0];
    expect(draft).toMatchObject({ id: created.data.id, title: 'A draft about millets', is_published: false, meta_title: 'Millets', banner_url: null, on_home: false });
    expect(draft.content).toBe('<p>Millets grow well.</p>');
    expect(draft.published_at).toBe('2099-01-01T04:30:00.000Z');
    const times = list.data.map((b) => b.published_at);
    expect([...times].sort().reverse()).toEqual(times);

    const publicList = create(await json(await server.call('/api/blogs/')), BlogsResponse);
    expect(publicList.blogs.map((b) => b.id)).not.toContain(created.data.id);
  });

  it('pages: the second page follows the first, and a page past the end is empty', async () => {
    const count = await total('blogs');
    const first = create(await json(await send('GET', '/api/staff/blogs?page=1&page_size=2', staffToken)), StaffBlogsResponse);
    const second = create(await json(await send('GET', '/api/staff/blogs?page=2&page_size=2', staffToken)), StaffBlogsResponse);
    expect(second.page).toBe(2);
    expect(second.data).toHaveLength(Math.min(2, count - 2));
    expect(second.data.map((b) => b.id).some((id) => first.data.some((b) => b.id === id))).toBe(false);
    const beyond = create(await json(await send('GET', `/api/staff/blogs?page=${count + 1}&page_size=1`, staffToken)), StaffBlogsResponse);
    expect(beyond.data).toEqual([]);
    expect(beyond.count).toBe(count);
    await refused(await send('GET', '/api/staff/blogs?page_size=101', staffToken), 400);
    await refused(await send('GET', '/api/staff/events?page=0', staffToken), 400);
  });

  it('lists events published or not, latest start first', async () => {
    const created = (await json(
      await send('POST', '/api/staff/events', staffToken, {
        title: 'Unpublished farm walk',
        category: 'Physical Event',
        start_datetime: '2099-03-05T09:00',
        end_datetime: '2099-03-05T12:00',
        venue: 'Our farm, Ahmedabad',
        is_published: false,
      }),
      201,
    )) as { data: { id: number } };
    const list = create(await json(await send('GET', '/api/staff/events', staffToken)), StaffEventsResponse);
    expect(list.count).toBe(await total('events'));
    expect(list.data[0]).toMatchObject({
      id: created.data.id,
      title: 'Unpublished farm walk',
      category: 'Physical Event',
      start_datetime: '2099-03-05T03:30:00.000Z',
      end_datetime: '2099-03-05T06:30:00.000Z',
      venue: 'Our farm, Ahmedabad',
      is_published: false,
    });
    const starts = list.data.map((e) => e.start_datetime);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('lists stores published or not, newest first, hours as HH:MM:SS; the locator hides the unpublished one', async () => {
    const created = (await json(
      await send('POST', '/api/staff/stores', staffToken, {
        store_name: 'Closed for now',
        city: 'Surat',
        postal_code: '395001',
        work_start_time: '09:30',
        work_end_time: '19:00',
        is_published: false,
      }),
      201,
    )) as { data: { id: number } };
    const list = create(await json(await send('GET', '/api/staff/stores?page_size=100', staffToken)), StaffStoresResponse);
    expect(list.count).toBe(await total('stores'));
    expect(list.data[0]).toMatchObject({
      id: created.data.id,
      store_name: 'Closed for now',
      city: 'Surat',
      postal_code: '395001',
      work_start_time: '09:30:00',
      work_end_time: '19:00:00',
      is_published: false,
    });
    const ids = list.data.map((s) => s.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const locator = create(await json(await server.call('/api/stores/')), StoresResponse);
    expect(locator.store_section_data.flatMap((s) => s.stores).map((s) => s.store_name)).not.toContain('Closed for now');
  });
});

interface LoggedEntry {
  actor_id: number | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit log's entries of one record, oldest first. */
async function logOf(entity: string, id: string | number): Promise<LoggedEntry[]> {
  const { rows } = await server.db.query<LoggedEntry>(
    'SELECT actor_id, actor_email, action, entity, entity_id, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
    [entity, String(id)],
  );
  return rows;
}
async function logSize(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
  return rows[0].n;
}

const fingerprint = (value: unknown) => expect(value).toMatch(/^[0-9a-f]{12}$/);

describe('the audit log of content edits', () => {
  it('blog posts: a creation and an edit are logged with who and what; a no-op edit and refused ones are not', async () => {
    const created = (await json(
      await send('POST', '/api/staff/blogs', staffToken, {
        title: 'Why we grow millets',
        content: '<p>Millets need little water.</p>',
        excerpt: 'Little water',
        published_at: '2026-01-01T10:00',
        meta_title: 'Millets',
      }),
      201,
    )) as { data: { id: number } };
    const { id } = created.data;
    await json(await send('PATCH', `/api/staff/blogs/${id}`, staffToken, { title: 'Why we grow ragi', is_published: false, on_home: true }));
    const afterEdit = await logSize();
    // Nothing changes: the same values again, and nothing at all.
    await json(await send('PATCH', `/api/staff/blogs/${id}`, staffToken, { title: 'Why we grow ragi', is_published: false }));
    await json(await send('PATCH', `/api/staff/blogs/${id}`, staffToken, {}));
    // Refused: HTML that sanitising empties (400), an unknown post (404).
    await refused(await send('PATCH', `/api/staff/blogs/${id}`, staffToken, { title: 'Not saved', content: '<script>alert(1)</script>' }), 400);
    await refused(await send('PATCH', '/api/staff/blogs/999999', staffToken, { title: 'Nobody' }), 404);
    expect(await logSize()).toBe(afterEdit);

    const log = await logOf('blog', id);
    expect(log.map((e) => e.action)).toEqual(['blog.create', 'blog.update']);
    for (const entry of log) expect(entry).toMatchObject({ actor_id: staff.id, actor_email: staff.email, entity: 'blog', entity_id: String(id) });
    const [creation, edit] = log;
    expect(creation.before).toBeNull();
    expect(creation.after).toMatchObject({
      title: 'Why we grow millets',
      excerpt: 'Little water',
      banner_url: null,
      published_at: '2026-01-01T04:30:00.000Z',
      meta_title: 'Millets',
      is_published: true,
      on_home: false,
      content_length: '<p>Millets need little water.</p>'.length,
    });
    fingerprint(creation.after?.content_sha256);
    // The body is not copied into the log, and the time of the save is no field of it.
    expect(creation.after).not.toHaveProperty('content');
    expect(creation.after).not.toHaveProperty('updated_at');
    expect(edit.before).toEqual(creation.after);
    expect(edit.after).toEqual({ ...creation.after, title: 'Why we grow ragi', is_published: false, on_home: true });
  });

  it('blog posts: a change of the text that keeps its length is still logged', async () => {
    const created = (await json(await send('POST', '/api/staff/blogs', staffToken, { title: 'Same length', content: '<p>cat</p>' }), 201)) as { data: { id: number } };
    await json(await send('PATCH', `/api/staff/blogs/${created.data.id}`, staffToken, { content: '<p>dog</p>' }));
    const [, edit] = await logOf('blog', created.data.id);
    expect(edit.action).toBe('blog.update');
    expect(edit.after?.content_length).toBe(edit.before?.content_length);
    expect(edit.after?.content_sha256).not.toBe(edit.before?.content_sha256);
  });

  it('events: a creation and an edit are logged; a no-op edit and refused ones are not', async () => {
    const created = (await json(
      await send('POST', '/api/staff/events', staffToken, {
        title: 'Seed swap',
        category: 'Physical Event',
        start_datetime: '2099-04-01T10:00',
        end_datetime: '2099-04-01T13:00',
        venue: 'Our farm, Ahmedabad',
        description: '<p>Bring <b>seeds</b>.</p>',
      }),
      201,
    )) as { data: { id: number } };
    const { id } = created.data;
    await json(await send('PATCH', `/api/staff/events/${id}`, staffToken, { venue: 'The village hall', end_datetime: '2099-04-01T14:00' }));
    const afterEdit = await logSize();
    await json(await send('PATCH', `/api/staff/events/${id}`, staffToken, { venue: 'The village hall' }));
    // Refused: an end before the kept start (found by the server, inside the change), an unknown event.
    expect(await refused(await send('PATCH', `/api/staff/events/${id}`, staffToken, { end_datetime: '2099-03-31T10:00' }), 400)).toBe(ANSWER.eventEndsBeforeStart);
    await refused(await send('PATCH', '/api/staff/events/999999', staffToken, { venue: 'Nowhere' }), 404);
    expect(await logSize()).toBe(afterEdit);

    const log = await logOf('event', id);
    expect(log.map((e) => e.action)).toEqual(['event.create', 'event.update']);
    for (const entry of log) expect(entry).toMatchObject({ actor_id: staff.id, actor_email: staff.email, entity: 'event', entity_id: String(id) });
    const [creation, edit] = log;
    expect(creation.before).toBeNull();
    expect(creation.after).toMatchObject({
      title: 'Seed swap',
      category: 'Physical Event',
      start_datetime: '2099-04-01T04:30:00.000Z',
      end_datetime: '2099-04-01T07:30:00.000Z',
      venue: 'Our farm, Ahmedabad',
      link: null,
      is_published: true,
      description_length: '<p>Bring <b>seeds</b>.</p>'.length,
    });
    fingerprint(creation.after?.description_sha256);
    expect(creation.after).not.toHaveProperty('description');
    expect(edit.before).toEqual(creation.after);
    expect(edit.after).toEqual({ ...creation.after, venue: 'The village hall', end_datetime: '2099-04-01T08:30:00.000Z' });
  });

  it('stores: a creation and an edit are logged; a no-op edit and refused ones are not', async () => {
    const { rows: states } = await server.db.query<{ id: number; name: string }>('SELECT id, name FROM states ORDER BY id LIMIT 1');
    const state = states[0];
    const created = (await json(
      await send('POST', '/api/staff/stores', staffToken, { store_name: 'Navrangpura', city: 'Ahmedabad', postal_code: '380009', work_start_time: '09:30', work_end_time: '19:00' }),
      201,
    )) as { data: { id: number } };
    const { id } = created.data;
    await json(await send('PATCH', `/api/staff/stores/${id}`, staffToken, { work_end_time: '20:00', state: state.id, is_published: false }));
    const afterEdit = await logSize();
    await json(await send('PATCH', `/api/staff/stores/${id}`, staffToken, { work_end_time: '20:00', state: state.id }));
    // Refused: closing before the kept opening time (found inside the change), an unknown state, an unknown store.
    expect(await refused(await send('PATCH', `/api/staff/stores/${id}`, staffToken, { work_end_time: '08:00' }), 400)).toBe(ANSWER.storeHoursOrder);
    await refused(await send('PATCH', `/api/staff/stores/${id}`, staffToken, { state: 999999, store_name: 'Not saved' }), 400);
    await refused(await send('PATCH', '/api/staff/stores/999999', staffToken, { city: 'Nowhere' }), 404);
    expect(await logSize()).toBe(afterEdit);

    const log = await logOf('store', id);
    expect(log.map((e) => e.action)).toEqual(['store.create', 'store.update']);
    for (const entry of log) expect(entry).toMatchObject({ actor_id: staff.id, actor_email: staff.email, entity: 'store', entity_id: String(id) });
    const [creation, edit] = log;
    expect(creation.before).toBeNull();
    expect(creation.after).toMatchObject({
      store_name: 'Navrangpura',
      city: 'Ahmedabad',
      state: null,
      postal_code: '380009',
      work_start_time: '09:30:00',
      work_end_time: '19:00:00',
      is_published: true,
    });
    expect(edit.before).toEqual(creation.after);
    expect(edit.after).toEqual({ ...creation.after, work_end_time: '20:00:00', state: state.name, is_published: false });
  });

  it('content pages: the first text and a change are logged by slug; the same text again and a refused one are not', async () => {
    const slug = 'franchise';
    const page = { title: 'Own a store', content: '<h2>Franchise</h2><p>Write to us.</p>', meta_title: 'Franchise', meta_description: null, meta_keywords: null };
    await json(await send('PUT', `/api/staff/content-pages/${slug}`, staffToken, page));
    await json(await send('PUT', `/api/staff/content-pages/${slug}`, staffToken, { ...page, title: 'Open your own store', is_published: false }));
    const afterEdit = await logSize();
    await json(await send('PUT', `/api/staff/content-pages/${slug}`, staffToken, { ...page, title: 'Open your own store', is_published: false }));
    await refused(await send('PUT', `/api/staff/content-pages/${slug}`, staffToken, { ...page, content: '<script>alert(1)</script>' }), 400);
    expect(await logSize()).toBe(afterEdit);

    const log = await logOf('page', slug);
    expect(log.map((e) => e.action)).toEqual(['page.save', 'page.save']);
    for (const entry of log) expect(entry).toMatchObject({ actor_id: staff.id, actor_email: staff.email, entity: 'page', entity_id: slug });
    const [creation, edit] = log;
    expect(creation.before).toBeNull();
    expect(creation.after).toMatchObject({ title: 'Own a store', meta_title: 'Franchise', meta_description: null, is_published: true, content_length: page.content.length });
    fingerprint(creation.after?.content_sha256);
    expect(creation.after).not.toHaveProperty('content');
    expect(edit.before).toEqual(creation.after);
    expect(edit.after).toEqual({ ...creation.after, title: 'Open your own store', is_published: false });
  });

  it('GET /api/staff/audit finds a record\'s content changes', async () => {
    const created = (await json(await send('POST', '/api/staff/blogs', staffToken, { title: 'Found in the log', content: '<p>Hello</p>' }), 201)) as { data: { id: number } };
    const found = create(await json(await send('GET', `/api/staff/audit?entity=blog&entity_id=${created.data.id}`, staffToken)), StaffAuditResponse);
    expect(found.count).toBe(1);
    expect(found.data[0]).toMatchObject({ action: 'blog.create', actor_email: staff.email, before: null, after: { title: 'Found in the log' } });
  });
});
