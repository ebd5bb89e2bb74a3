/**
 * The Content section's calls beyond `ctx.staff`: the staff lists of blog posts, events and
 * stores (GET /staff/blogs, /events, /stores: published or not) and a content page's public text
 * (GET /content-pages/{slug}/, 404 while the store shows its built-in text). The section takes
 * them as a prop so that tests and stories give their own.
 */
import { ApiError } from '@so/api';
import { staffApi } from '@so/api/staff';
import type { ContentPage, ContentPageSlug } from '@so/contract';
import { getApi } from '@so/stores';
import type { StaffBlogItem, StaffEventItem, StaffStoreItem } from '@so/contract/staff';
import type { StaffPage } from '../parts.tsx';

export type { StaffBlogItem, StaffEventItem, StaffStoreItem };

export interface ContentCalls {
  blogs: (query: { page: number }) => Promise<StaffPage<StaffBlogItem>>;
  events: (query: { page: number }) => Promise<StaffPage<StaffEventItem>>;
  stores: (query: { page: number }) => Promise<StaffPage<StaffStoreItem>>;
  /** The page's text as the store shows it; null when it shows its built-in text (404). */
  contentPage: (slug: ContentPageSlug) => Promise<ContentPage | null>;
}

/** The calls with the page's session. */
export function contentCalls(): ContentCalls {
  const api = getApi();
  const lists = staffApi(api);
  return {
    blogs: (query) => lists.blogs(query),
    events: (query) => lists.events(query),
    stores: (query) => lists.stores(query),
    contentPage: (slug) =>
      api.contentPage(slug).then(
        (answer) => answer.page,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
  };
}
