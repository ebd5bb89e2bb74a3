/**
 * Content (SPEC §7 Other; issue 14): GET /blogs/?page&publish_filter, GET /blogs/{id}/,
 * GET /events/ecommerce/?status&category, GET /events/ecommerce/{id}/ (the event detail, beyond
 * SPEC), GET /stores/, GET /content-pages/{slug}/ (the store's own text of a content page, beyond
 * SPEC). Published records only; no login.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  BlogParams,
  BlogPostResponse,
  BlogsQuery,
  BlogsResponse,
  ContentPageParams,
  ContentPageResponse,
  EventDetailResponse,
   EventParams,
  EventsQuery,
  EventsResponse,
  StoresResponse,
} from '@so/contract';
import { blogPage, blogPost } from '../content/blogs.ts';
import { eventList, publicEvent } from '../content/events.ts';
import { contentPage } from '../content/pages.ts';
import { storeSections } from '../content/stores.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';

export function contentRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });

  api.get('/blogs', validate('query', BlogsQuery), async (c) => {
    const { page, publish_filter: filter } = c.req.valid('query');
    return c.json<Infer<typeof BlogsResponse>>({ status: true, ...(await blogPage(db, page, filter)) });
  });

  api.get('/blogs/:id', validate('param', BlogParams), async (c) => {
    const post = await blogPost(db, c.req.valid('param').id);
    if (!post) throw notFound(ANSWER.blogNotFound);
    return c.json<Infer<typeof BlogPostResponse>>({ status: true, ...post });
  });

  api.get('/events/ecommerce', validate('query', EventsQuery), async (c) => {
    const { status, category } = c.req.valid('query');
    return c.json<Infer<typeof EventsResponse>>({ status: true, events: await eventList(db, status, category) });
  });

  api.get('/events/ecommerce/:id', validate('param', EventParams), async (c) => {
    const event = await publicEvent(db, c.req.valid('param').id);
    if (!event) throw notFound(ANSWER.eventNotFound);
    return c.json<Infer<typeof EventDetailResponse>>({ status: true, event });
  });

  api.get('/stores', async (c) => c.json<Infer<typeof StoresResponse>>({ status: true, ...(await storeSections(db)) }));

  api.get('/content-pages/:slug', validate('param', ContentPageParams), async (c) => {
    const page = await contentPage(db, c.req.valid('param').slug);
    if (!page) throw notFound(ANSWER.pageNotFound);
    return c.json<Infer<typeof ContentPageResponse>>({ status: true, page });
  });

  return api;
}
