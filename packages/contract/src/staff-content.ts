/**
 * The owner's dashboard: the staff's lists of blog posts, events and stores (GET
 * /staff/blogs, /staff/events, /staff/stores). The public lists answer published records only;
 * these answer every one, published or not, with the fields the staff's edit forms change
 * (content.ts has the edits' request schemas), paged like the other staff lists.
 */
import { boolean, integer, nullable, string, type, type Infer } from 'superstruct';
import { Id, staffPage, Text } from './wire.ts';
import { Page, PageSize } from './fields.ts';
import { STAFF_PAGE_SIZE_DEFAULT, STAFF_PAGE_SIZE_MAX } from './constants.ts';

/** GET /staff/blogs, /staff/events, /staff/stores: ?page=&page_size= (20 a page unless asked, at most 100). */
export const StaffContentListQuery = type({ page: Page, page_size: PageSize(1, STAFF_PAGE_SIZE_MAX, STAFF_PAGE_SIZE_DEFAULT) });
export type StaffContentListQuery = Infer<typeof StaffContentListQuery>;

/**
 * A blog post as staff edit it: its HTML as saved (sanitised), the banner staff chose (null: the
 * store's generated picture), when it is published (a later date: not shown until then).
 */
export const StaffBlogItem = type({
  id: Id,
  title: string(),
  content: string(),
  excerpt: Text,
  banner_url: Text,
  published_at: string(),
  meta_title: Text,
  meta_description: Text,
  meta_keywords: Text,
  is_published: boolean(),
  on_home: boolean(),
  updated_at: string(),
});
export type StaffBlogItem = Infer<typeof StaffBlogItem>;
/** GET /staff/blogs: every post, latest publish date first. */
export const StaffBlogsResponse = staffPage(StaffBlogItem);

/** An event as staff edit it: `category` 'Physical Event' or 'Online', times as ISO (UTC). */
export const StaffEventItem = type({
  id: Id,
  title: string(),
  category: string(),
  start_datetime: string(),
  end_datetime: Text,
  event_image: Text,
  description: Text,
  venue: Text,
  link: Text,
  is_published: boolean(),
  updated_at: string(),
});
export type StaffEventItem = Infer<typeof StaffEventItem>;
/** GET /staff/events: every event, latest start first. */
export const StaffEventsResponse = staffPage(StaffEventItem);

/** A store of the locator as staff edit it: hours `HH:MM:SS` (24-hour), `state_id` of GET /states/{countryId}/. */
export const StaffStoreItem = type({
  id: Id,
  store_name: string(),
  image: Text,
  landmark: Text,
  address_line_1: Text,
  address_line_2: Text,
  city: string(),
  state_id: nullable(integer()),
  state_name: Text,
  postal_code: Text,
  work_start_time: Text,
  work_end_time: Text,
  mobile_no: Text,
  email: Text,
  location_url: Text,
  virtual_location_url: Text,
  is_published: boolean(),
  updated_at: string(),
});
export type StaffStoreItem = Infer<typeof StaffStoreItem>;
/** GET /staff/stores: every store, newest first. */
export const StaffStoresResponse = staffPage(StaffStoreItem);
