/** Published content: blog posts, events, the stores and the store's own text of content pages. No login. */
import { BlogParams, BlogsQuery, ContentPageParams, EventParams, EventsQuery } from '../content.ts';
import { BlogPostResponse, BlogsResponse, ContentPageResponse, EventDetailResponse, EventsResponse, StoresResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const CONTENT = {
  stores: endpoint({ method: 'GET', path: '/stores/', answer: StoresResponse, auth: 'anyone' }),
  blogs: endpoint({ method: 'GET', path: '/blogs/', query: BlogsQuery, answer: BlogsResponse, auth: 'anyone' }),
  blog: endpoint({ method: 'GET', path: '/blogs/:id/', params: BlogParams, answer: BlogPostResponse, auth: 'anyone' }),
  events: endpoint({ method: 'GET', path: '/events/ecommerce/', query: EventsQuery, answer: EventsResponse, auth: 'anyone' }),
  /** 404 when unknown or unpublished. */
  event: endpoint({ method: 'GET', path: '/events/ecommerce/:id/', params: EventParams, answer: EventDetailResponse, auth: 'anyone' }),
  /** 404 when the staff wrote none (the page shows its built-in text). */
  contentPage: endpoint({ method: 'GET', path: '/content-pages/:slug/', params: ContentPageParams, answer: ContentPageResponse, auth: 'anyone' }),
};
