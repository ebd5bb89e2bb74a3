import { type BlogSummary, formatDate } from '@so/contract';
import { Img, Link } from '@so/ui';
import { useId } from 'react';
import { routes } from '../shared/links.ts';
import { HOME_COPY } from './copy.ts';

/** Blog cards (16:9 image, title linking to the post, date DD MMM YYYY, excerpt). */
export function BlogsSection({ label, blogs }: { label?: string | null; blogs: readonly BlogSummary[] }) {
  const headingId = useId();
  if (blogs.length === 0) return null;
  return (
    <section className="blogs" aria-labelledby={headingId} part="blogs">
      <h2 id={headingId} className="home__heading">
        {label || HOME_COPY.blogs}
      </h2>
      <ul className="blogs__list">
        {blogs.map((blog) => {
          const href = routes.blog(blog.id, blog.title);
          return (
            <li key={blog.id}>
              <article className="blog-card" part="blog-card">
                <Link to={href} className="blog-card__media" tabIndex={-1} aria-hidden="true">
                  <Img src={blog.banner_url} alt="" width={800} height={450} widths={[800, 1600]} sizes="(max-width: 599px) 100vw, (max-width: 1023px) 50vw, 300px" />
                </Link>
                <div className="blog-card__body">
                  <h3 className="blog-card__title">
                    <Link to={href}>{blog.title}</Link>
                  </h3>
                  {blog.published_at && <time dateTime={blog.published_at}>{formatDate(blog.published_at)}</time>}
                  {blog.excerpt && <p>{blog.excerpt}</p>}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
