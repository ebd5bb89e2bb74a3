/**
 * Content (docs/rules.md#content): GET /blogs/?page&publish_filter, GET /blogs/{id}/,
 * GET /events/ecommerce/?status&category, GET /events/ecommerce/{id}/ (the event detail),
 * GET /stores/, GET /content-pages/{slug}/ (the store's own text of a content page). Published
 * records only; no login.
 */
import type { Hono } from 'hono';
import { ANSWER, CONTENT } from '@so/contract';
import { blogPage, blogPost } from '../content/blogs.ts';
import { eventList, publicEvent } from '../content/events.ts';
import { contentPage } from '../content/pages.ts';
import { storeSections } from '../content/stores.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { route, routeApp } from '../http/route.ts';

export function contentRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, CONTENT.blogs, async (_c, { query }) => ({ status: true, ...(await blogPage(db, query.page, query.publish_filter)) }));

  route(app, CONTENT.blog, async (_c, { params }) => {
    const post = await blogPost(db, params.id);
    if (!post) throw notFound(ANSWER.blogNotFound);
    return { status: true, ...post };
  });

  route(app, CONTENT.events, async (_c, { query }) => ({ status: true, events: await eventList(db, query.status, query.category) }));

  route(app, CONTENT.event, async (_c, { params }) => {
    const event = await publicEvent(db, params.id);
    if (!event) throw notFound(ANSWER.eventNotFound);
    return { status: true, event };
  });

  route(app, CONTENT.stores, async () => ({ status: true, ...(await storeSections(db)) }));

  route(app, CONTENT.contentPage, async (_c, { params }) => {
    const page = await contentPage(db, params.slug);
    if (!page) throw notFound(ANSWER.pageNotFound);
    return { status: true, page };
  });

  return app.hono;
}
