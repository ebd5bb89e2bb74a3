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
import { StaffBlogResponse, StaffContentPageResponse, StaffEventResponse, StaffStoreResponse } from '../../schemas.ts';
import { StaffBlogsResponse, StaffContentListQuery, StaffEventsResponse, StaffStoresResponse } from '../../staff-content.ts';
import { endpoint } from '../endpoint.ts';

const staff = { auth: 'staff', visitor: 'none' } as const;

export const STAFF_CONTENT = {
  blogs: endpoint({ method: 'GET', path: '/staff/blogs', query: StaffContentListQuery, answer: StaffBlogsResponse, ...staff }),
  events: endpoint({ method: 'GET', path: '/staff/events', query: StaffContentListQuery, answer: StaffEventsResponse, ...staff }),
  stores: endpoint({ method: 'GET', path: '/staff/stores', query: StaffContentListQuery, answer: StaffStoresResponse, ...staff }),
  createBlog: endpoint({ method: 'POST', path: '/staff/blogs/', body: StaffBlogCreateRequest, answer: StaffBlogResponse, ...staff }),
  updateBlog: endpoint({ method: 'PATCH', path: '/staff/blogs/:id/', params: BlogParams, body: StaffBlogUpdateRequest, answer: StaffBlogResponse, ...staff }),
  createEvent: endpoint({ method: 'POST', path: '/staff/events/', body: StaffEventCreateRequest, answer: StaffEventResponse, ...staff }),
  updateEvent: endpoint({ method: 'PATCH', path: '/staff/events/:id/', params: EventParams, body: StaffEventUpdateRequest, answer: StaffEventResponse, ...staff }),
  createStore: endpoint({ method: 'POST', path: '/staff/stores/', body: StaffStoreCreateRequest, answer: StaffStoreResponse, ...staff }),
  updateStore: endpoint({ method: 'PATCH', path: '/staff/stores/:id/', params: StoreParams, body: StaffStoreUpdateRequest, answer: StaffStoreResponse, ...staff }),
  /** A content page's whole text; is_published false hides it (the widgets' own text shows again). */
  saveContentPage: endpoint({
    method: 'PUT',
    path: '/staff/content-pages/:slug/',
    params: ContentPageParams,
    body: StaffContentPageRequest,
    answer: StaffContentPageResponse,
    ...staff,
  }),
};
