import { type BlogSummary, formatDate, MSG } from '@so/contract';
import { EmptyState, ErrorState, Img, Link, Pagination, Skeleton } from '@so/ui';
import { type ReactNode, useId } from 'react';
import { routes } from '../shared/links.ts';
import type { ArchiveOption } from './archive.ts';
import { BLOGS_COPY } from './copy.ts';

/** The blog list's page size (issue 14): the server pages by 9. */
export const BLOG_PAGE_SIZE = 9;

/** One blog card: banner, title linking to the post, date DD MMM YYYY, excerpt. */
export function BlogCard({ blog, eager = false }: { blog: BlogSummary; eager?: boolean }) {
  const href = routes.blog(blog.id, blog.title);
  return (
    <article className="blog-card" part="blog-card">
      <Link to={href} className="blog-card__media" tabIndex={-1} aria-hidden="true">
        <Img src={blog.banner_url} alt="" width={800} height={450} widths={[800, 1600]} sizes="(max-width: 599px) 100vw, 400px" eager={eager} />
      </Link>
      <div className="blog-card__body">
        <h2 className="blog-card__title">
          <Link to={href}>{blog.title}</Link>
        </h2>
        {blog.published_at && <time dateTime={blog.published_at}>{formatDate(blog.published_at)}</time>}
        {blog.excerpt && <p className="blog-card__excerpt">{blog.excerpt}</p>}
      </div>
    </article>
  );
}

/** The archive choice: all posts or one month (`publish_filter`). */
function ArchiveSelect({ options, value, onChange }: { options: readonly ArchiveOption[]; value: string | null; onChange: (value: string | null) => void }) {
  const id = useId();
  if (options.length === 0) return null;
  // A month in the URL the server does not list still shows as chosen.
  const shown = value !== null && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  return (
    <div className="blogs__archive field" part="archive">
      <label htmlFor={id}>{BLOGS_COPY.archive}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{BLOGS_COPY.allPosts}</option>
        {shown.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
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

function BlogsShell({ children, head }: { children: ReactNode; head?: ReactNode }) {
  return (
    <div className="blogs container" part="blogs">
      <div className="blogs__head">
        <h1 className="blogs__title">{BLOGS_COPY.title}</h1>
        {head}
      </div>
      {children}
    </div>
  );
}

/** /blogs: the cards of one page, the archive filter and the pages. */
export function BlogsView({ blogs, page, totalPages, archive, month, hrefFor, onPage, onMonth }: BlogsViewProps) {
  return (
    <BlogsShell head={<ArchiveSelect options={archive} value={month} onChange={onMonth} />}>
      {blogs.length === 0 ? (
        <EmptyState>{MSG.noBlogsAdded}</EmptyState>
      ) : (
        <ul className="blogs__list">
          {blogs.map((blog, i) => (
            <li key={blog.id}>
              <BlogCard blog={blog} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} onPage={onPage} label={BLOGS_COPY.pages} />
    </BlogsShell>
  );
}

/** Placeholder cards while a page of posts loads. */
export function BlogsSkeleton() {
  return (
    <BlogsShell>
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{BLOGS_COPY.loading}</span>
        <ul className="blogs__list" aria-hidden="true">
          {Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => (
            <li key={i} className="blog-card">
              <Skeleton height="auto" style={{ aspectRatio: '16 / 9' }} />
              <div className="blog-card__body">
                <Skeleton height={20} />
                <Skeleton height={16} width="40%" />
                <Skeleton height={16} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </BlogsShell>
  );
}

export function BlogsError({ onRetry }: { onRetry: () => void }) {
  return (
    <BlogsShell>
      <ErrorState title={BLOGS_COPY.loadFailed} description={MSG.tryAgainLater} onRetry={onRetry} />
    </BlogsShell>
  );
}
