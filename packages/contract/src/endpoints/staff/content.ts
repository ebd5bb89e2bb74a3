/** The staff's blogs, events, stores (every one, published or not) and content pages. */
import {
  BlogParams,
  ContentPageParams,
  EventParams,
  StaffBlogCreateRequest,
  StaffBlogUpdateRequest,
  StaffContentPageRequest,
  StaffEventCreateRequest,
  StaffEventUpdateRequest,
  StaffStoreCreateRequest,
  StaffStoreUpdateRequest,
  StoreParams,
} from '../../content.ts';
import { StaffBlogResponse, StaffContentPageResponse, StaffEventResponse, StaffStoreResponse } from '../../staff.answers.ts';
import { StaffBlogsResponse, StaffContentListQuery, StaffEventsResponse, StaffStoresResponse } from '../../staff-content.ts';
import { endpoint } from '../endpoint.ts';

const staff = { auth: 'staff', visitor: 'none' } as const;

export const STAFF_CONTENT = {
  blogs: endpoint({
    method: 'GET',
    path: '/staff/blogs',
    query: StaffContentListQuery,
    answer: StaffBlogsResponse,
    ...staff,
    summary: 'Every blog post, published or not, by latest publish date.',
  }),
  events: endpoint({
    method: 'GET',
    path: '/staff/events',
    query: StaffContentListQuery,
    answer: StaffEventsResponse,
    ...staff,
    summary: 'Every event, published or not, by latest start.',
  }),
  stores: endpoint({
    method: 'GET',
    path: '/staff/stores',
    query: StaffContentListQuery,
    answer: StaffStoresResponse,
    ...staff,
    summary: 'Every store of the locator, published or not, newest first.',
  }),
  createBlog: endpoint({
    method: 'POST',
    path: '/staff/blogs/',
    body: StaffBlogCreateRequest,
    answer: StaffBlogResponse,
    ...staff,
    summary: 'Creates a blog post; its HTML is sanitised when saved.',
  }),
  updateBlog: endpoint({
    method: 'PATCH',
    path: '/staff/blogs/:id/',
    params: BlogParams,
    body: StaffBlogUpdateRequest,
    answer: StaffBlogResponse,
    ...staff,
    summary: 'Edits a blog post (the fields sent); `is_published: false` unpublishes it. The HTML is sanitised when saved.',
  }),
  createEvent: endpoint({
    method: 'POST',
    path: '/staff/events/',
    body: StaffEventCreateRequest,
    answer: StaffEventResponse,
    ...staff,
    summary: 'Creates an event (`category` `Physical Event` or `Online`); its HTML description is sanitised when saved.',
  }),
  updateEvent: endpoint({
    method: 'PATCH',
    path: '/staff/events/:id/',
    params: EventParams,
    body: StaffEventUpdateRequest,
    answer: StaffEventResponse,
    ...staff,
    summary: 'Edits an event (the fields sent); `is_published: false` unpublishes it. The HTML is sanitised when saved.',
  }),
  createStore: endpoint({
    method: 'POST',
    path: '/staff/stores/',
    body: StaffStoreCreateRequest,
    answer: StaffStoreResponse,
    ...staff,
    summary: 'Creates a store of the locator (`state` a state’s id, hours `HH:MM`).',
  }),
  updateStore: endpoint({
    method: 'PATCH',
    path: '/staff/stores/:id/',
    params: StoreParams,
    body: StaffStoreUpdateRequest,
    answer: StaffStoreResponse,
    ...staff,
    summary: 'Edits a store (the fields sent); `is_published: false` takes it off the locator.',
  }),
  saveContentPage: endpoint({
    method: 'PUT',
    path: '/staff/content-pages/:slug/',
    params: ContentPageParams,
    body: StaffContentPageRequest,
    answer: StaffContentPageResponse,
    ...staff,
    summary: 'Replaces the whole text of a content page (a slug of `CONTENT_PAGE_SLUGS`, its content HTML, sanitised when saved); `is_published: false` hides it and the page shows its built-in text again.',
  }),
};
