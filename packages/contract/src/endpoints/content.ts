/** Published content: blog posts, events, the stores and the store's own text of content pages. No login. */
import { BlogParams, BlogsQuery, ContentPageParams, EventParams, EventsQuery } from '../content.ts';
import { BlogPostResponse, BlogsResponse, ContentPageResponse, EventDetailResponse, EventsResponse, StoresResponse } from '../content.answers.ts';
import { endpoint } from './endpoint.ts';

export const CONTENT = {
  stores: endpoint({
    method: 'GET',
    path: '/stores/',
    answer: StoresResponse,
    auth: 'anyone',
    summary: 'The published stores grouped by city, with the list of cities; opening hours as `HH:MM:SS`.',
  }),
  blogs: endpoint({
    method: 'GET',
    path: '/blogs/',
    query: BlogsQuery,
    answer: BlogsResponse,
    auth: 'anyone',
    summary: 'Published posts, 9 a page, newest first; `publish_filter` `{month}-{year}` (the month as a number or its English name) keeps one month; `filters` lists the years and months that have posts.',
  }),
  blog: endpoint({
    method: 'GET',
    path: '/blogs/:id/',
    params: BlogParams,
    answer: BlogPostResponse,
    auth: 'anyone',
    summary: 'A published post with the next and previous ones; unknown or unpublished 404.',
  }),
  events: endpoint({
    method: 'GET',
    path: '/events/ecommerce/',
    query: EventsQuery,
    answer: EventsResponse,
    auth: 'anyone',
    summary: 'The published events; `status` `all_events` (the default), `upcoming_events`, `past_events` or `this_month`; `category` `Physical Event` or `Online`.',
  }),
  event: endpoint({
    method: 'GET',
    path: '/events/ecommerce/:id/',
    params: EventParams,
    answer: EventDetailResponse,
    auth: 'anyone',
    summary: 'One event (its description is HTML); unknown or unpublished 404.',
  }),
  contentPage: endpoint({
    method: 'GET',
    path: '/content-pages/:slug/',
    params: ContentPageParams,
    answer: ContentPageResponse,
    auth: 'anyone',
    summary: 'The staff’s text of a content page; 404 while there is none (the page shows its built-in text); a slug not in `CONTENT_PAGE_SLUGS` 400.',
  }),
};
