/**
 * Content: blog list, archive filter and neighbours; events by status and category and
 * the event detail; stores grouped by city; the staff's edits, their refusal to others, and the
 * sanitising of saved HTML.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER,
  BLOG_PAGE_SIZE,
  BlogPostResponse,
  BlogsResponse,
  calendarDate,
  ContentPageResponse,
  MetaTagsResponse,
  EventDetailResponse,
  EventsResponse,
  StoresResponse,
} from '@so/contract';
import { StaffBlogResponse, StaffEventResponse, StaffStoreResponse } from '@so/contract/staff';
import { sanitizeContentHtml } from './sanitize.ts';
import { MIGRATIONS_DIR } from '../db/migrate.ts';
import { SEED_BLOGS } from './seedData.ts';
import { callApi, createTestServer, createTestStaff, createTestUser, type CallInit, type TestServer, type TestUser } from '../testing.ts';

let server: TestServer;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  [staff, customer] = await Promise.all([createTestStaff(server.db), createTestUser(server.db)]);
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => callApi(server, path);
const asStaff = (path: string, init: CallInit) => callApi(server, path, { user: staff, ...init });

async function refused(path: string, status: number, init: CallInit = {}): Promise<string> {
  const answer = await callApi(server, path, init);
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  expect(answer.json.status).toBe(false);
  expect(typeof answer.json.message).toBe('string');
  return String(answer.json.message);
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('GET /blogs/', () => {
  it('pages the published posts newest first, 9 a page, with the archive months', async () => {
    const first = create((await get('/api/blogs/')).json, BlogsResponse);
    expect(first.blogs).toHaveLength(BLOG_PAGE_SIZE);
    expect(first.total_pages).toBe(Math.ceil(SEED_BLOGS.length / BLOG_PAGE_SIZE));
    expect(first.blogs[0].title).toBe('Why Bilona Ghee Is Worth the Wait');
    const dates = first.blogs.map((b) => b.published_at ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.blogs[0].banner_url).toMatch(/^\/media\/blogs\/1-/);

    const second = create((await get('/api/blogs/?page=2')).json, BlogsResponse);
    expect(second.blogs).toHaveLength(SEED_BLOGS.length - BLOG_PAGE_SIZE);
    expect(second.blogs.at(-1)?.title).toBe('Growing a Kitchen Garden on Your Balcony');
    expect(create((await get('/api/blogs/?page=3')).json, BlogsResponse).blogs).toEqual([]);

    expect(first.filters[0]).toEqual({ year: 2026, months: [9, 8, 7, 6, 5, 4, 3, 2, 1] });
    expect(first.filters[1]).toEqual({ year: 2025, months: [12, 11, 10, 8, 7] });
  });

  it('filters by {month}-{year} (a number or the month name), in Asia/Kolkata', async () => {
    const september = create((await get('/api/blogs/?publish_filter=9-2026')).json, BlogsResponse);
    expect(september.blogs.map((b) => b.title)).toEqual(['Why Bilona Ghee Is Worth the Wait']);
    expect(september.total_pages).toBe(1);
    const october = create((await get('/api/blogs/?publish_filter=October-2025')).json, BlogsResponse);
    expect(october.blogs.map((b) => b.title)).toEqual(['How to Read an Organic Label in India', 'Festive Sweets Made Lighter']);
    expect(create((await get('/api/blogs/?publish_filter=01-2020')).json, BlogsResponse).blogs).toEqual([]);
  });

  it('refuses a bad page or filter with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'page=-1', 'publish_filter=13-2026', 'publish_filter=2026', 'publish_filter=abc-2026', 'publish_filter=9-26']) {
      await refused(`/api/blogs/?${query}`, 400);
    }
    expect(await refused('/api/blogs/?publish_filter=13-2026', 400)).toBe(ANSWER.publishFilterInvalid);
  });
});

describe('GET /blogs/{id}/', () => {
  it('answers the post with its HTML and its neighbours by publish date', async () => {
    const post = create((await get('/api/blogs/3/')).json, BlogPostResponse);
    expect(post.blogData.title).toBe('Millets: The Ancient Grains Making a Comeback');
    expect(post.blogData.content).toContain('<h2>Small grains, big benefits</h2>');
    expect(post.blogData.content).toContain('<img src="/media/products/1041-1-640.webp"');
    expect(post.blogData.meta_title).toBe('Millets: The Ancient Grains Making a Comeback | SO Organic Store');
    expect(post.nextPost?.title).toBe('Five Spices Every Indian Kitchen Needs');
    expect(post.previousPost?.title).toBe('Your Monsoon Immunity Routine');
  });

  it('has no next post for the newest and no previous post for the oldest', async () => {
    expect(create((await get('/api/blogs/1/')).json, BlogPostResponse).nextPost).toBeNull();
    expect(create((await get('/api/blogs/15/')).json, BlogPostResponse).previousPost).toBeNull();
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect(await refused('/api/blogs/99999/', 404)).toBe(ANSWER.blogNotFound);
    await refused('/api/blogs/abc/', 400);
    await refused('/api/blogs/0/', 400);
  });

  it('hides an unpublished post from the list, the detail, the neighbours and the home page', async () => {
    const unpublish = await asStaff('/api/staff/blogs/2/', { method: 'PATCH', body: { is_published: false } });
    expect(unpublish.status).toBe(200);
    expect(create(unpublish.json, StaffBlogResponse).data.is_published).toBe(false);
    try {
      await refused('/api/blogs/2/', 404);
      const list = create((await get('/api/blogs/')).json, BlogsResponse);
      expect(list.blogs.map((b) => b.id)).not.toContain(2);
      expect(create((await get('/api/blogs/3/')).json, BlogPostResponse).nextPost?.id).toBe(1);
      const home = (await get('/api/home/blogs/')).json.data;
      expect(Array.isArray(home) && home.some((b: unknown) => typeof b === 'object' && b !== null && 'id' in b && b.id === 2)).toBe(false);
    } finally {
      expect((await asStaff('/api/staff/blogs/2/', { method: 'PATCH', body: { is_published: true } })).status).toBe(200);
    }
    expect(create((await get('/api/blogs/2/')).json, BlogPostResponse).blogData.id).toBe(2);
  });

  it('keeps a post dated in the future out of sight until its date', async () => {
    const made = await asStaff('/api/staff/blogs/', { body: { title: 'Coming next month', content: '<p>Soon</p>', published_at: at(30 * DAY) } });
    expect(made.status).toBe(201);
    const { id } = create(made.json, StaffBlogResponse).data;
    await refused(`/api/blogs/${id}/`, 404);
    expect(create((await get('/api/blogs/')).json, BlogsResponse).blogs.map((b) => b.id)).not.toContain(id);
  });
});

describe('GET /events/ecommerce/', () => {
  const titles = async (query: string) => create((await get(`/api/events/ecommerce/?${query}`)).json, EventsResponse).events.map((e) => e.title);
  const made: Record<string, number> = {};

  beforeAll(async () => {
    const events = {
      soonOnline: { title: 'T Soon Online', category: 'Online', start_datetime: at(2 * DAY), link: 'https://example.test/live' },
      laterOnline: { title: 'T Later Online', category: 'Online', start_datetime: at(50 * DAY) },
      ongoing: { title: 'T Ongoing Fair', category: 'Physical Event', start_datetime: at(-HOUR), end_datetime: at(HOUR), venue: 'Ahmedabad' },
      past: { title: 'T Past Walk', category: 'Physical Event', start_datetime: at(-2 * DAY), end_datetime: at(-2 * DAY + HOUR) },
      longAgo: { title: 'T Long Ago Talk', category: 'Online', start_datetime: at(-50 * DAY) },
      hidden: { title: 'T Hidden', category: 'Online', start_datetime: at(3 * DAY), is_published: false },
    };
    for (const [key, body] of Object.entries(events)) {
      const answer = await asStaff('/api/staff/events/', { body });
      expect(answer.status, JSON.stringify(answer.json)).toBe(201);
      made[key] = create(answer.json, StaffEventResponse).data.id;
    }
  });

  it('upcoming: not over yet (ongoing included), soonest first', async () => {
    const upcoming = (await titles('status=upcoming_events')).filter((t) => t.startsWith('T '));
    expect(upcoming).toEqual(['T Ongoing Fair', 'T Soon Online', 'T Later Online']);
  });

  it('past: over, latest first', async () => {
    const past = (await titles('status=past_events')).filter((t) => t.startsWith('T '));
    expect(past).toEqual(['T Past Walk', 'T Long Ago Talk']);
  });

  it('this month: starting in the current month of Asia/Kolkata', async () => {
    const month = (offset: number) => calendarDate(new Date(Date.now() + offset)).slice(0, 7);
    const thisMonth = await titles('status=this_month');
    expect(thisMonth).not.toContain('T Later Online');
    expect(thisMonth).not.toContain('T Long Ago Talk');
    expect(thisMonth.includes('T Ongoing Fair')).toBe(month(-HOUR) === month(0));
    expect(thisMonth.includes('T Soon Online')).toBe(month(2 * DAY) === month(0));
  });

  it('filters by category (any case), all events latest first, never an unpublished one', async () => {
    expect((await titles('status=upcoming_events&category=Online')).filter((t) => t.startsWith('T '))).toEqual(['T Soon Online', 'T Later Online']);
    expect((await titles('status=past_events&category=physical%20event')).filter((t) => t.startsWith('T '))).toEqual(['T Past Walk']);
    const all = await titles('status=all_events');
    expect(all.filter((t) => t.startsWith('T '))).toEqual(['T Later Online', 'T Soon Online', 'T Ongoing Fair', 'T Past Walk', 'T Long Ago Talk']);
    expect(await titles('')).toEqual(all);
    expect(all).not.toContain('T Hidden');
  });

  it('the seed has past and upcoming events of both categories', async () => {
    const events = create((await get('/api/events/ecommerce/?status=all_events')).json, EventsResponse).events.filter((e) => !e.title.startsWith('T '));
    const now = Date.now();
    for (const category of ['Online', 'Physical Event']) {
      expect(events.some((e) => e.category === category && Date.parse(e.start_datetime) > now)).toBe(true);
      expect(events.some((e) => e.category === category && Date.parse(e.start_datetime) < now)).toBe(true);
    }
  });

  /** The 16:9 sizes the event cards and the event page ask for: the URL's width swapped for 800 and 1600. */
  async function loadsAtEveryWidth(image: string | null | undefined): Promise<void> {
    expect(image).toMatch(/-\d+\.webp$/);
    for (const width of [800, 1600]) {
      const response = await server.call((image ?? '').replace(/-\d+\.webp$/, `-${width}.webp`));
      expect(response.status, `${image} at ${width}`).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([width, (width * 9) / 16]);
    }
  }

  it('every event has a 16:9 picture that loads at 800 and 1600 wide, in the list and on its page', async () => {
    const events = create((await get('/api/events/ecommerce/?status=all_events')).json, EventsResponse).events.filter((e) => !e.title.startsWith('T '));
    expect(events.length).toBeGreaterThan(3);
    for (const event of events) {
      await loadsAtEveryWidth(event.event_image);
      const detail = create((await get(`/api/events/ecommerce/${event.id}/`)).json, EventDetailResponse);
      await loadsAtEveryWidth(detail.event.event_image);
    }
  });

  it('an event staff gave a picture keeps it; a square product picture stored by the earlier demo seed gives way to the generated cover', async () => {
    const own = await asStaff('/api/staff/events/', { body: { title: 'T Own Picture', category: 'Online', start_datetime: at(5 * DAY), event_image: '/media/blogs/1-800.webp' } });
    const ownId = create(own.json, StaffEventResponse).data.id;
    expect(create((await get(`/api/events/ecommerce/${ownId}/`)).json, EventDetailResponse).event.event_image).toBe('/media/blogs/1-800.webp');
    const { rows } = await server.db.query<{ id: number }>(
      `INSERT INTO events (title, category, start_datetime, event_image) VALUES ('T Old Seed', 'Online', now(), '/media/products/1003-1-640.webp') RETURNING id`,
    );
    await server.db.query(readFileSync(join(MIGRATIONS_DIR, '026_event_covers.sql'), 'utf8'));
    const old = create((await get(`/api/events/ecommerce/${rows[0].id}/`)).json, EventDetailResponse).event;
    expect(old.event_image).toBe(`/media/events/${rows[0].id}-800.webp`);
    await loadsAtEveryWidth(old.event_image);
    expect(create((await get(`/api/events/ecommerce/${ownId}/`)).json, EventDetailResponse).event.event_image).toBe('/media/blogs/1-800.webp');
  });

  it('refuses a bad status or category with 400', async () => {
    await refused('/api/events/ecommerce/?status=soon', 400);
    await refused('/api/events/ecommerce/?status=upcoming_events&category=Hybrid', 400);
  });

  it('GET /events/ecommerce/{id}/: the event with its details; 404 when unknown or unpublished', async () => {
    const detail = create((await get(`/api/events/ecommerce/${made.ongoing}/`)).json, EventDetailResponse);
    expect(detail.event).toMatchObject({ title: 'T Ongoing Fair', category: 'Physical Event', venue: 'Ahmedabad' });
    expect(detail.event.end_datetime).not.toBeNull();
    expect(await refused('/api/events/ecommerce/99999/', 404)).toBe(ANSWER.eventNotFound);
    await refused(`/api/events/ecommerce/${made.hidden}/`, 404);
    await refused('/api/events/ecommerce/abc/', 400);
  });
});

describe('GET /stores/', () => {
  it('groups the published stores by city, cities in order, with hours, phone, e-mail and map', async () => {
    const stores = create((await get('/api/stores/')).json, StoresResponse);
    expect(stores.cities).toEqual(['Ahmedabad', 'Bangalore', 'Bhavnagar', 'Gandhinagar', 'Kolkata', 'Mumbai']);
    expect(stores.store_section_data.map((s) => s.city)).toEqual(stores.cities);
    const ahmedabad = stores.store_section_data[0].stores;
    expect(ahmedabad.map((s) => s.store_name)).toEqual(['SO Organic Store Navrangpura', 'SO Organic Store Prahlad Nagar']);
    expect(ahmedabad[0]).toMatchObject({
      work_start_time: '09:30:00',
      work_end_time: '21:00:00',
      mobile_no: '+917926440101',
      email: 'navrangpura@soorganic.test',
      postal_code: '380009',
      city: 'Ahmedabad',
      state_obj: { id: 1198, name: 'Gujarat' },
    });
    expect(ahmedabad[0].location_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  });

  it('staff add a store to its city, edit it and unpublish it', async () => {
    const made = await asStaff('/api/staff/stores/', {
      body: { store_name: 'SO Organic Store Adajan', city: 'Surat', state: 1198, work_start_time: '9:00', work_end_time: '20:30', mobile_no: '+91 98250 11111', email: 'Adajan@SOorganic.test', location_url: 'https://maps.example.test/adajan' },
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const { id } = create(made.json, StaffStoreResponse).data;
    let stores = create((await get('/api/stores/')).json, StoresResponse);
    expect(stores.cities).toContain('Surat');
    const surat = stores.store_section_data.find((s) => s.city === 'Surat')?.stores[0];
    expect(surat).toMatchObject({ work_start_time: '09:00:00', work_end_time: '20:30:00', email: 'adajan@soorganic.test', state_obj: { id: 1198, name: 'Gujarat' } });

    expect((await asStaff(`/api/staff/stores/${id}/`, { method: 'PATCH', body: { landmark: 'Near Star Bazaar' } })).status).toBe(200);
    stores = create((await get('/api/stores/')).json, StoresResponse);
    expect(stores.store_section_data.find((s) => s.city === 'Surat')?.stores[0].landmark).toBe('Near Star Bazaar');

    expect((await asStaff(`/api/staff/stores/${id}/`, { method: 'PATCH', body: { is_published: false } })).status).toBe(200);
    expect(create((await get('/api/stores/')).json, StoresResponse).cities).not.toContain('Surat');
  });

  it('refuses bad store input with 400 and an unknown store with 404', async () => {
    const user = { user: staff };
    const base = { store_name: 'Bad store', city: 'Surat' };
    await refused('/api/staff/stores/', 400, { ...user, body: { city: 'Surat' } });
    await refused('/api/staff/stores/', 400, { ...user, body: { ...base, work_start_time: '20:00', work_end_time: '09:00' } });
    await refused('/api/staff/stores/', 400, { ...user, body: { ...base, work_start_time: '25:00' } });
    await refused('/api/staff/stores/', 400, { ...user, body: { ...base, email: 'not-an-email' } });
    await refused('/api/staff/stores/', 400, { ...user, body: { ...base, state: 99999 } });
    await refused('/api/staff/stores/', 400, { ...user, body: { ...base, location_url: 'javascript:alert(1)' } });
    await refused('/api/staff/stores/', 400, { ...user, body: { ...base, image: 'https://elsewhere.test/a.png' } });
    await refused('/api/staff/stores/1/', 400, { ...user, method: 'PATCH', body: { work_end_time: '08:00' } });
    await refused('/api/staff/stores/99999/', 404, { ...user, method: 'PATCH', body: { landmark: 'x' } });
  });
});

describe('staff editing', () => {
  const edits: [string, string, unknown][] = [
    ['POST', '/api/staff/blogs/', { title: 'Not yours', content: '<p>x</p>' }],
    ['PATCH', '/api/staff/blogs/1/', { title: 'Not yours' }],
    ['POST', '/api/staff/events/', { title: 'Not yours', category: 'Online', start_datetime: '2030-01-01T10:00' }],
    ['PATCH', '/api/staff/events/1/', { is_published: false }],
    ['POST', '/api/staff/stores/', { store_name: 'Not yours', city: 'Surat' }],
    ['PATCH', '/api/staff/stores/1/', { is_published: false }],
    ['PUT', '/api/staff/content-pages/faq/', { title: 'Not yours', content: '<p>x</p>' }],
  ];

  it('is refused without a login (401) and to customers (403), and changes nothing', async () => {
    for (const [method, path, body] of edits) {
      await refused(path, 401, { method, body });
      expect(await refused(path, 403, { method, body, user: customer })).toBe(ANSWER.staffOnly);
    }
    expect(create((await get('/api/blogs/1/')).json, BlogPostResponse).blogData.title).toBe('Why Bilona Ghee Is Worth the Wait');
    expect(create((await get('/api/stores/')).json, StoresResponse).store_section_data[0].stores).toHaveLength(2);
    expect((await get('/api/events/ecommerce/1/')).status).toBe(200);
  });

  it('creates a post that the list and the detail show, and edits it', async () => {
    const made = await asStaff('/api/staff/blogs/', {
      body: { title: 'Cooking with Ghee', content: '<h2>Tadka</h2><p>Heat ghee, add cumin.</p>', excerpt: 'Tadka basics', published_at: '2026-10-02T09:00', meta_title: 'Ghee tadka', meta_keywords: 'ghee, tadka' },
    });
    expect(made.status).toBe(201);
    const { id } = create(made.json, StaffBlogResponse).data;
    const october = create((await get('/api/blogs/?publish_filter=10-2026')).json, BlogsResponse);
    expect(october.blogs.map((b) => b.id)).toContain(id);
    expect(october.filters[0]).toEqual({ year: 2026, months: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] });
    expect((await asStaff(`/api/staff/blogs/${id}/`, { method: 'PATCH', body: { title: 'Cooking with Bilona Ghee', excerpt: '' } })).status).toBe(200);
    const post = create((await get(`/api/blogs/${id}/`)).json, BlogPostResponse);
    expect(post.blogData).toMatchObject({ title: 'Cooking with Bilona Ghee', excerpt: null, meta_title: 'Ghee tadka', meta_keywords: 'ghee, tadka' });
    expect(post.previousPost?.id).toBe(1);
    expect((await asStaff(`/api/staff/blogs/${id}/`, { method: 'PATCH', body: { is_published: false } })).status).toBe(200);
  });

  it('changes only the fields it knows: other names in the body are ignored, never taken as columns', async () => {
    const body = { id: 99, 'is_published = false, title': 'x', "title = 'Hacked' --": 1, updated_at: '2000-01-01' };
    for (const path of ['/api/staff/blogs/1/', '/api/staff/events/1/', '/api/staff/stores/1/']) {
      expect((await asStaff(path, { method: 'PATCH', body })).status).toBe(200);
    }
    expect(create((await get('/api/blogs/1/')).json, BlogPostResponse).blogData).toMatchObject({ id: 1, title: 'Why Bilona Ghee Is Worth the Wait' });
    expect(create((await get('/api/events/ecommerce/1/')).json, EventDetailResponse).event.id).toBe(1);
    expect(create((await get('/api/stores/')).json, StoresResponse).store_section_data[0].stores[0].store_name).toBe('SO Organic Store Navrangpura');
  });

  it('refuses bad blog and event input with 400 and unknown ids with 404', async () => {
    const user = { user: staff };
    await refused('/api/staff/blogs/', 400, { ...user, body: { content: '<p>No title</p>' } });
    await refused('/api/staff/blogs/', 400, { ...user, body: { title: 'No content' } });
    await refused('/api/staff/blogs/', 400, { ...user, body: { title: 'Bad date', content: '<p>x</p>', published_at: '2026-02-31T10:00' } });
    await refused('/api/staff/blogs/', 400, { ...user, body: { title: 'Bad banner', content: '<p>x</p>', banner_url: 'javascript:alert(1)' } });
    await refused('/api/staff/blogs/', 400, { ...user, body: { title: 'x'.repeat(201), content: '<p>x</p>' } });
    await refused('/api/staff/blogs/99999/', 404, { ...user, method: 'PATCH', body: { title: 'Nobody' } });
    await refused('/api/staff/events/', 400, { ...user, body: { title: 'No category', start_datetime: '2030-01-01T10:00' } });
    await refused('/api/staff/events/', 400, { ...user, body: { title: 'Hybrid', category: 'Hybrid', start_datetime: '2030-01-01T10:00' } });
    await refused('/api/staff/events/', 400, { ...user, body: { title: 'Backwards', category: 'Online', start_datetime: '2030-01-01T10:00', end_datetime: '2030-01-01T09:00' } });
    await refused('/api/staff/events/', 400, { ...user, body: { title: 'Bad link', category: 'Online', start_datetime: '2030-01-01T10:00', link: 'javascript:alert(1)' } });
    await refused('/api/staff/events/1/', 400, { ...user, method: 'PATCH', body: { end_datetime: '2000-01-01T10:00' } });
    await refused('/api/staff/events/99999/', 404, { ...user, method: 'PATCH', body: { title: 'Nobody' } });
  });
});

describe('sanitising saved HTML', () => {
  const SCRIPTS = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC="https://evil.test/x.js"></SCRIPT>',
    '<img src="/media/blogs/1-800.webp" onerror="alert(1)" alt="a">',
    '<p onclick="alert(1)" onmouseover="alert(2)" style="color:red">text</p>',
    '<a href="javascript:alert(1)">a</a>',
    '<a href="JaVaScRiPt:alert(1)">b</a>',
    '<a href="&#106;avascript:alert(1)">c</a>',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">d</a>',
    '<a href="java&#x09;script:alert(1)">e</a>',
    '<a href="  javascript:alert(1)">f</a>',
    '<a href="vbscript:msgbox(1)">g</a>',
    '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x">',
    '<iframe src="https://evil.test"></iframe><object data="x"></object><svg onload="alert(1)"></svg>',
    '<style>body{display:none}</style><form action="https://evil.test"><input name="x"></form>',
  ];

  it('removes scripts, event handlers, styles and javascript:/data: URLs however they are written', () => {
    const clean = sanitizeContentHtml(SCRIPTS.join('\n'));
    expect(clean).not.toMatch(/<script|<iframe|<object|<svg|<style|<form|<input/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript|vbscript|data:|style=/i);
    expect(clean).not.toContain('alert');
    // What is safe stays: the text, the same-origin image, the links' words.
    expect(clean).toContain('<p>text</p>');
    expect(clean).toContain('<img src="/media/blogs/1-800.webp" alt="a" />');
    for (const word of ['>a<', '>b<', '>c<', '>d<', '>e<', '>f<', '>g<']) expect(clean).toContain(word);
  });

  it('keeps structure and safe links, and marks links noopener noreferrer', () => {
    const clean = sanitizeContentHtml('<h1>Title</h1><h3>Sub</h3><ul><li><strong>One</strong></li></ul><a href="https://jaivikbharat.fssai.gov.in/" target="_top">site</a><a href="/shop" target="_blank">shop</a><a href="mailto:care@soorganic.test">mail</a>');
    expect(clean).toBe(
      '<h2>Title</h2><h3>Sub</h3><ul><li><strong>One</strong></li></ul><a href="https://jaivikbharat.fssai.gov.in/" rel="noopener noreferrer">site</a><a href="/shop" rel="noopener noreferrer" target="_blank">shop</a><a href="mailto:care@soorganic.test" rel="noopener noreferrer">mail</a>',
    );
  });

  it('keeps questions and answers as details/summary, without handlers or an open attribute', () => {
    expect(sanitizeContentHtml('<details open ontoggle="alert(1)"><summary onclick="x()">Do coins expire?</summary><p>No.</p></details>')).toBe(
      '<details><summary>Do coins expire?</summary><p>No.</p></details>',
    );
  });

  it('sanitises a staff post when it is saved, and refuses one with nothing safe left', async () => {
    const made = await asStaff('/api/staff/blogs/', { body: { title: 'Unsafe post', content: `<p>Safe words</p>${SCRIPTS.join('')}`, is_published: false } });
    expect(made.status).toBe(201);
    const { id } = create(made.json, StaffBlogResponse).data;
    const { rows } = await server.db.query<{ content: string }>('SELECT content FROM blogs WHERE id = $1', [id]);
    expect(rows[0].content).toContain('<p>Safe words</p>');
    expect(rows[0].content).not.toMatch(/<script|\son\w+=|javascript:|data:/i);

    const edited = await asStaff(`/api/staff/blogs/${id}/`, { method: 'PATCH', body: { content: '<p>New</p><a href="JAVASCRIPT:alert(1)" onclick="x()">x</a>' } });
    expect(create(edited.json, StaffBlogResponse).data.content).toBe('<p>New</p><a rel="noopener noreferrer">x</a>');

    expect(await refused('/api/staff/blogs/', 400, { user: staff, body: { title: 'Only a script', content: '<script>alert(1)</script>' } })).toBe(ANSWER.htmlEmpty('content'));
  });

  it('sanitises an event description when it is saved', async () => {
    const made = await asStaff('/api/staff/events/', {
      body: { title: 'Unsafe event', category: 'Online', start_datetime: at(DAY), description: '<p onmouseover="alert(1)">Join us</p><script>alert(1)</script>', is_published: false },
    });
    expect(create(made.json, StaffEventResponse).data.description).toBe('<p>Join us</p>');
  });

  it('the seeded posts are stored as the sanitiser leaves them', async () => {
    const { rows } = await server.db.query<{ id: number; content: string }>('SELECT id, content FROM blogs WHERE id <= $1 ORDER BY id', [SEED_BLOGS.length]);
    expect(rows).toHaveLength(SEED_BLOGS.length);
    for (const row of rows) {
      expect(sanitizeContentHtml(row.content)).toBe(row.content);
      expect(row.content).toMatch(/<h2>/);
      expect(row.content).toMatch(/<(ul|ol|table)>/);
      expect(row.content).toMatch(/<a href="[^"]+" rel="noopener noreferrer">/);
    }
  });
});

describe('content pages', () => {
  it("answers 404 until staff write a page's text, then the sanitised text; unpublished is 404 again", async () => {
    expect(await refused('/api/content-pages/return-and-refund-policy/', 404)).toBe(ANSWER.pageNotFound);
    const saved = await asStaff('/api/staff/content-pages/return-and-refund-policy/', {
      method: 'PUT',
      body: { title: 'Return and Refund Policy', content: '<h2>Returns</h2><p onclick="x()">Within 15 days.</p><script>alert(1)</script>', meta_title: 'Returns | SO Organic Store' },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const page = create((await get('/api/content-pages/return-and-refund-policy/')).json, ContentPageResponse).page;
    expect(page).toMatchObject({ slug: 'return-and-refund-policy', title: 'Return and Refund Policy', content: '<h2>Returns</h2><p>Within 15 days.</p>', meta_title: 'Returns | SO Organic Store' });

    expect((await asStaff('/api/staff/content-pages/return-and-refund-policy/', { method: 'PUT', body: { title: 'Return and Refund Policy', content: '<p>Hidden</p>', is_published: false } })).status).toBe(200);
    await refused('/api/content-pages/return-and-refund-policy/', 404);
  });

  it('refuses an unknown page and bad text with 400', async () => {
    await refused('/api/content-pages/secret-page/', 400);
    await refused('/api/staff/content-pages/secret-page/', 400, { user: staff, method: 'PUT', body: { title: 'x', content: '<p>x</p>' } });
    await refused('/api/staff/content-pages/faq/', 400, { user: staff, method: 'PUT', body: { content: '<p>No title</p>' } });
    await refused('/api/staff/content-pages/faq/', 400, { user: staff, method: 'PUT', body: { title: 'FAQ', content: '<script>alert(1)</script>' } });
  });
});

describe('meta tags of content pages', () => {
  const meta = async (page: string) => create((await get(`/api/user/meta-tags/?page_url=${encodeURIComponent(page)}`)).json, MetaTagsResponse);

  it("a blog post's page has the post's own; a post that is not public falls back to the store's", async () => {
    expect(await meta('/blogs/3/millets-the-ancient-grains-making-a-comeback')).toEqual({
      status: true,
      title: 'Millets: The Ancient Grains Making a Comeback | SO Organic Store',
      description: 'Easy ways to bring foxtail, little millet and ragi to your daily meals.',
      keywords: 'millets, foxtail millet, ragi, shree anna',
    });
    expect((await meta('/blogs/3/any-name')).title).toBe('Millets: The Ancient Grains Making a Comeback | SO Organic Store');
    const home = await meta('/');
    expect((await meta('/blogs/99999/nothing')).title).toBe(home.title);
  });

  it('the content routes have their own', async () => {
    expect((await meta('/store-locator')).title).toBe('Store Locator | SO Organic Store');
    expect((await meta('/event')).title).toBe('Events | SO Organic Store');
    expect((await meta('/privacy-policy')).title).toBe('Privacy Policy | SO Organic Store');
  });
});
