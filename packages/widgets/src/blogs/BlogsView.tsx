import { type BlogSummary, formatDate, MSG } from '@so/contract';
import { EmptyState, ErrorState, Pagination } from '@so/ui';
import type { ReactNode } from 'react';
import { ContentCard, ContentCardList, ContentCardsSkeleton, ContentListHead } from '../shared/ContentCards.tsx';
import { FilterSelect } from '../shared/FilterSelect.tsx';
import { routes } from '../shared/links.ts';
import type { ArchiveOption } from './archive.ts';
import { BLOGS_COPY } from './copy.ts';

/** The blog list's page size: the server pages by 9. */
export const BLOG_PAGE_SIZE = 9;

/** One blog card: banner, title linking to the post, date DD MMM YYYY, excerpt. */
export function BlogCard({ blog, eager = false }: { blog: BlogSummary; eager?: boolean }) {
  return (
    <ContentCard href={routes.blog(blog.id, blog.title)} image={blog.banner_url} title={blog.title} eager={eager}>
      {blog.published_at && <time dateTime={blog.published_at}>{formatDate(blog.published_at)}</time>}
      {blog.excerpt && <p className="blog-card__excerpt">{blog.excerpt}</p>}
    </ContentCard>
  );
}

/** The archive choice: all posts or one month (`publish_filter`). */
export function ArchiveSelect({ options, value, onChange }: { options: readonly ArchiveOption[]; value: string | null; onChange: (value: string | null) => void }) {
  if (options.length === 0) return null;
  return (
    <FilterSelect
      label={BLOGS_COPY.archive}
      value={value ?? ''}
      options={[['', BLOGS_COPY.allPosts], ...options.map((o) => [o.value, o.label] as const)]}
      onChange={(v) => onChange(v || null)}
      className="blogs__archive"
      part="archive"
    />
  );
}

export interface BlogsViewProps {
  blogs: readonly BlogSummary[];
  page: number;
  totalPages: number;
  archive: readonly ArchiveOption[];
  /** The chosen archive month (`{month}-{year}`), null for all posts. */
  month: string | null;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  onMonth: (month: string | null) => void;
}

/** The page around the list: its heading and the archive choice, which stays in place (and keeps focus) while the list reloads. */
export function BlogsShell({ children, head }: { children: ReactNode; head?: ReactNode }) {
  return (
    <div className="blogs container" part="blogs">
      <ContentListHead title={BLOGS_COPY.title}>{head}</ContentListHead>
      {children}
    </div>
  );
}

/** The cards of one page and the pages, or "No blogs added!". */
export function BlogList({ blogs, page, totalPages, hrefFor, onPage }: Pick<BlogsViewProps, 'blogs' | 'page' | 'totalPages' | 'hrefFor' | 'onPage'>) {
  return (
    <>
      {blogs.length === 0 ? (
        <EmptyState>{MSG.noBlogsAdded}</EmptyState>
      ) : (
        <ContentCardList items={blogs} card={(blog, eager) => <BlogCard blog={blog} eager={eager} />} />
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} onPage={onPage} label={BLOGS_COPY.pages} />
    </>
  );
}

export const BlogsLoading = () => <ContentCardsSkeleton count={BLOG_PAGE_SIZE} label={BLOGS_COPY.loading} />;

export const BlogsLoadError = ({ onRetry }: { onRetry: () => void }) => (
  <ErrorState title={BLOGS_COPY.loadFailed} description={MSG.tryAgainLater} onRetry={onRetry} />
);

/** /blogs: the cards of one page, the archive filter and the pages. */
export function BlogsView({ archive, month, onMonth, ...list }: BlogsViewProps) {
  return (
    <BlogsShell head={<ArchiveSelect options={archive} value={month} onChange={onMonth} />}>
      <BlogList {...list} />
    </BlogsShell>
  );
}

/** Placeholder cards while a page of posts loads. */
export function BlogsSkeleton() {
  return (
    <BlogsShell>
      <BlogsLoading />
    </BlogsShell>
  );
}

export function BlogsError({ onRetry }: { onRetry: () => void }) {
  return (
    <BlogsShell>
      <BlogsLoadError onRetry={onRetry} />
    </BlogsShell>
  );
}
