/**
 * The answers of content (stores, blogs, events, content pages): superstruct schemas, built from
 * `wire.ts`, that the client validates every response with and the server types its answers with.
 * No request schema lives here: a shopper's page loads this module whole.
 */
import { array, boolean, defaulted, type Infer, integer, nullable, optional, string, type, union } from 'superstruct';
import { NamedRef } from './addresses.answers.ts';
import { BlogSummary } from './home.answers.ts';
import { Id, Text } from './wire.ts';

export const Store = type({
  /** The reference server's id (staff edits name it). */
  id: optional(Id),
  store_name: string(),
  image: Text,
  landmark: Text,
  address_line_1: Text,
  address_line_2: Text,
  state_obj: optional(nullable(NamedRef)),
  postal_code: Text,
  work_start_time: Text,
  work_end_time: Text,
  mobile_no: Text,
  email: Text,
  location_url: Text,
  virtual_location_url: Text,
  city: Text,
});
export type Store = Infer<typeof Store>;
export const StoresResponse = type({
  status: boolean(),
  store_section_data: array(type({ city: string(), stores: array(Store) })),
  cities: array(string()),
});
export const BlogFilter = type({ year: union([string(), integer()]), months: array(union([string(), integer()])) });
export const BlogsResponse = type({
  status: boolean(),
  blogs: array(BlogSummary),
  total_pages: defaulted(integer(), 1),
  filters: defaulted(array(BlogFilter), []),
});
export const BlogLink = nullable(type({ id: Id, title: string(), published_at: optional(Text) }));
export const BlogPostResponse = type({
  status: optional(boolean()),
  blogData: BlogSummary,
  nextPost: optional(BlogLink),
  previousPost: optional(BlogLink),
});
export const EventItem = type({
  id: Id,
  title: string(),
  event_image: Text,
  start_datetime: string(),
  /** Reference server only: 'Physical Event' | 'Online', the end, HTML description, venue or link. */
  category: optional(Text),
  end_datetime: optional(Text),
  description: optional(Text),
  venue: optional(Text),
  link: optional(Text),
});
export type EventItem = Infer<typeof EventItem>;
export const EventsResponse = type({ status: optional(boolean()), events: array(EventItem) });
/** GET /events/ecommerce/{id}/ (reference server only): one event. */
export const EventDetailResponse = type({ status: boolean(), event: EventItem });
/** GET /content-pages/{slug}/ (reference server): the store's own text of a content page. */
export const ContentPage = type({
  slug: string(),
  title: string(),
  content: string(),
  meta_title: optional(Text),
  meta_description: optional(Text),
  meta_keywords: optional(Text),
  updated_at: optional(Text),
});
export type ContentPage = Infer<typeof ContentPage>;
export const ContentPageResponse = type({ status: boolean(), page: ContentPage });
