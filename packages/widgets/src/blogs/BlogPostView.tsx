import { type BlogSummary, formatDate } from '@so/contract';
import { ErrorState, Img, Link, Skeleton } from '@so/ui';
import { type ReactNode, useId } from 'react';
import { routes } from '../shared/links.ts';
import { ServerHtml } from '../shared/ServerHtml.tsx';
import { BLOGS_COPY } from './copy.ts';

/** A neighbouring post of GET /blogs/{id}/ (nextPost, previousPost); null when there is none. */
export interface BlogNeighbour {
  id: number;
  title: string;
}

export interface BlogPostViewProps {
  blog: BlogSummary;
  previous: BlogNeighbour | null;
  next: BlogNeighbour | null;
}

function Back() {
  return (
    <Link to={routes.blogs()} className="blog-post__back" part="back">
      ← {BLOGS_COPY.backToBlogs}
    </Link>
  );
}

function PostShell({ children }: { children: ReactNode }) {
  return (
    <div className="blog-post container" part="blog-post">
      <Back />
      {children}
    </div>
  );
}

/** A link to the previous or next post, or plain text saying there is none (never a dead link). */
function Neighbour({ post, label, none, rel }: { post: BlogNeighbour | null; label: string; none: string; rel: 'prev' | 'next' }) {
  if (!post) {
    return (
      <span className={`blog-nav__item blog-nav__item--${rel} blog-nav__item--none`} aria-disabled="true" part="neighbour-disabled">
        {none}
      </span>
    );
  }
  return (
    <Link to={routes.blog(post.id, post.title)} rel={rel} className={`blog-nav__item blog-nav__item--${rel}`} part="neighbour">
      <span className="blog-nav__label">{label}</span>
      <span className="blog-nav__title">{post.title}</span>
    </Link>
  );
}

/** /blogs/{id}/{name}: banner, title, date DD MMM YYYY, the post's HTML, previous and next post. */
export function BlogPostView({ blog, previous, next }: BlogPostViewProps) {
  const titleId = useId();
  return (
    <PostShell>
      <article className="blog-post__article" aria-labelledby={titleId}>
        {blog.banner_url && (
          <div className="blog-post__banner" part="banner">
            <Img src={blog.banner_url} alt="" width={1600} height={900} widths={[800, 1600]} sizes="(max-width: 899px) 100vw, 860px" eager />
          </div>
        )}
        <h1 id={titleId} className="blog-post__title">
          {blog.title}
        </h1>
        {blog.published_at && (
          <time className="blog-post__date" dateTime={blog.published_at}>
            {formatDate(blog.published_at)}
          </time>
        )}
        {blog.content ? <ServerHtml html={blog.content} className="blog-post__content" part="content" /> : blog.excerpt && <p>{blog.excerpt}</p>}
      </article>
      <nav className="blog-nav" aria-label={BLOGS_COPY.postNavigation} part="post-navigation">
        <Neighbour post={previous} label={BLOGS_COPY.previous} none={BLOGS_COPY.noPrevious} rel="prev" />
        <Neighbour post={next} label={BLOGS_COPY.next} none={BLOGS_COPY.noNext} rel="next" />
      </nav>
    </PostShell>
  );
}

export function BlogPostSkeleton() {
  return (
    <PostShell>
      <div role="status" aria-busy="true" className="blog-post__article">
        <span className="visually-hidden">{BLOGS_COPY.postLoading}</span>
        <div aria-hidden="true" className="blog-post__skeleton">
          <Skeleton height="auto" style={{ aspectRatio: '16 / 9' }} />
          <Skeleton height={36} width="80%" />
          <Skeleton height={16} width="30%" />
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
        </div>
      </div>
    </PostShell>
  );
}

export function BlogPostError({ onRetry }: { onRetry: () => void }) {
  return (
    <PostShell>
      <ErrorState title={BLOGS_COPY.postFailed} onRetry={onRetry} />
    </PostShell>
  );
}

/** An unknown or unusable blog id (the server's 404): says so, with the way back to the list. */
export function BlogPostNotFound() {
  return (
    <PostShell>
      <div className="blog-post__missing" part="empty">
        <h1 className="blog-post__title">{BLOGS_COPY.notFound}</h1>
        <p>{BLOGS_COPY.notFoundHint}</p>
      </div>
    </PostShell>
  );
}
