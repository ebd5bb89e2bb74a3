/**
 * The staff's content edits (issue 14), under /api/staff/ behind its staff check: POST creates,
 * PATCH changes the fields sent (`is_published: false` unpublishes, true publishes again).
 * - POST /blogs/, PATCH /blogs/{id}/: HTML `content` sanitised when saved (content/sanitize.ts)
 * - POST /events/, PATCH /events/{id}/: HTML `description` sanitised when saved
 * - POST /stores/, PATCH /stores/{id}/: `state` a state id of GET /states/{countryId}/
 * - PUT /content-pages/{slug}/: a content page's whole text (HTML sanitised); is_published false
 *   hides it (the widgets' own text shows again)
 * Each answers `{status, message, data: <the saved record>}` (201 when created).
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  BlogParams,
  ContentPageParams,
  EventParams,
  StaffBlogCreateRequest,
  StaffBlogResponse,
  StaffBlogUpdateRequest,
  StaffContentPageRequest,
  StaffContentPageResponse,
  StaffEventCreateRequest,
  StaffEventResponse,
  StaffEventUpdateRequest,
  StaffStoreCreateRequest,
  StaffStoreResponse,
  StaffStoreUpdateRequest,
  StoreParams,
} from '@so/contract';
import { createBlog, updateBlog } from '../content/blogs.ts';
import { createEvent, updateEvent } from '../content/events.ts';
import { saveContentPage } from '../content/pages.ts';
import { hasVisibleContent, sanitizeContentHtml } from '../content/sanitize.ts';
import { createStore, stateName, updateStore } from '../content/stores.ts';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/types.ts';
import { badRequest, FieldErrors, notFound } from '../http/errors.ts';
import type { LoggedIn } from '../http/session.ts';
import { validate } from '../http/validate.ts';

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

export function staffContentRoutes({ db }: Deps): Hono<LoggedIn> {
  const api = new Hono<LoggedIn>({ strict: false });

  api.post('/blogs', validate('json', StaffBlogCreateRequest), async (c) => {
    const blog = c.req.valid('json');
    requireVisible(blog.content);
    const data = await createBlog(db, blog);
    if (!data) throw notFound(ANSWER.blogNotFound);
    return c.json<Infer<typeof StaffBlogResponse>>({ status: true, message: ANSWER.blogSaved, data }, 201);
  });

  api.patch('/blogs/:id', validate('param', BlogParams), validate('json', StaffBlogUpdateRequest), async (c) => {
    const changes = c.req.valid('json');
    requireVisible(changes.content);
    const data = await updateBlog(db, c.req.valid('param').id, changes);
    if (!data) throw notFound(ANSWER.blogNotFound);
    return c.json<Infer<typeof StaffBlogResponse>>({ status: true, message: ANSWER.blogSaved, data });
  });

  api.post('/events', validate('json', StaffEventCreateRequest), async (c) => {
    const data = await createEvent(db, c.req.valid('json'));
    if (!data) throw notFound(ANSWER.eventNotFound);
    return c.json<Infer<typeof StaffEventResponse>>({ status: true, message: ANSWER.eventSaved, data }, 201);
  });

  api.patch('/events/:id', validate('param', EventParams), validate('json', StaffEventUpdateRequest), async (c) => {
    const data = await updateEvent(db, c.req.valid('param').id, c.req.valid('json'));
    if (data === null) throw notFound(ANSWER.eventNotFound);
    if (data === false) throw badRequest(ANSWER.eventEndsBeforeStart);
    return c.json<Infer<typeof StaffEventResponse>>({ status: true, message: ANSWER.eventSaved, data });
  });

  api.post('/stores', validate('json', StaffStoreCreateRequest), async (c) => {
    const store = c.req.valid('json');
    const data = await createStore(db, store, await stateOf(db, store.state));
    if (!data) throw notFound(ANSWER.storeNotFound);
    return c.json<Infer<typeof StaffStoreResponse>>({ status: true, message: ANSWER.storeSaved, data }, 201);
  });

  api.patch('/stores/:id', validate('param', StoreParams), validate('json', StaffStoreUpdateRequest), async (c) => {
    const changes = c.req.valid('json');
    const state = changes.state === undefined ? undefined : await stateOf(db, changes.state);
    const data = await updateStore(db, c.req.valid('param').id, changes, state);
    if (data === null) throw notFound(ANSWER.storeNotFound);
    if (data === false) throw badRequest(ANSWER.storeHoursOrder);
    return c.json<Infer<typeof StaffStoreResponse>>({ status: true, message: ANSWER.storeSaved, data });
  });

  api.put('/content-pages/:slug', validate('param', ContentPageParams), validate('json', StaffContentPageRequest), async (c) => {
    const page = c.req.valid('json');
    requireVisible(page.content);
    const data = await saveContentPage(db, c.req.valid('param').slug, page);
    return c.json<Infer<typeof StaffContentPageResponse>>({ status: true, message: ANSWER.pageSaved, data });
  });

  return api;
}
