/**
 * The answers of the staff's content edits (blogs, events, stores, content pages): the saved
 * record, published or not. Part of `@so/contract/staff`, which no shopper's page reaches.
 */
import { boolean, optional, string, type } from 'superstruct';
import { Id, Text } from './wire.ts';

/** What the staff's content edits answer: the saved record, published or not. */
export const StaffBlogResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ id: Id, title: string(), content: Text, is_published: boolean(), on_home: boolean(), published_at: string() }),
});
export const StaffEventResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ id: Id, title: string(), description: Text, is_published: boolean(), start_datetime: string() }),
});
export const StaffContentPageResponse = type({ status: boolean(), message: optional(string()), data: type({ slug: string(), title: string(), content: string(), is_published: boolean() }) });
export const StaffStoreResponse = type({
  status: boolean(),
  message: optional(string()),
  data: type({ id: Id, store_name: string(), city: string(), is_published: boolean() }),
});
