import type { ContentPage, ContentPageSlug, MetaTags } from '@so/contract';
import { getApi, setPageMeta } from '@so/stores';
import { Skeleton, useAsync, useStyles } from '@so/ui';
import { useEffect } from 'react';
import { ServerHtml } from './ServerHtml.tsx';
import styles from './staff-text.css?inline';

/**
 * The text a content page shows (about-us, faq, the policies, so-coin …):
 * - `loading`: GET /content-pages/{slug}/ is on its way (show a skeleton, not the built-in text,
 *   so a changed policy never flashes its old wording first);
 * - `staff`: the store's staff wrote the page's text (PUT /staff/content-pages/{slug}/): it
 *   replaces the text the widget ships with; the page's images, map and buttons stay;
 * - `shipped`: staff wrote none (404), or it could not be loaded: the widget's own text.
 */
export type PageText = { status: 'loading' } | { status: 'shipped' } | { status: 'staff'; page: ContentPage };

const loadPage = (slug: ContentPageSlug) =>
  getApi()
    .contentPage(slug)
    .then(({ page }) => page)
    // A 404 says staff wrote none; any other failure also shows the built-in text (the store's own).
    .catch(() => null);

/** The tags of a page staff wrote: their meta title and description, else the page's title. */
export function staffPageMeta(page: ContentPage): Partial<MetaTags> {
  return {
    title: page.meta_title?.trim() || page.title,
    description: page.meta_description?.trim() ?? '',
    keywords: page.meta_keywords?.trim() ?? '',
  };
}

/** Which text the page `slug` shows; a page staff wrote also publishes its meta tags for the host. */
export function usePageText(slug: ContentPageSlug): PageText {
  const [state] = useAsync(() => loadPage(slug), [slug]);
  const page = state.status === 'ready' ? state.data : null;
  useEffect(() => (page ? setPageMeta(staffPageMeta(page)) : undefined), [page]);
  if (state.status === 'loading') return { status: 'loading' };
  return page ? { status: 'staff', page } : { status: 'shipped' };
}

/** The staff's text of a page: their HTML, sanitised by the server when saved (headings start at h2). */
export function StaffText({ page }: { page: ContentPage }) {
  useStyles(styles);
  return <ServerHtml className="staff-text" part="content" html={page.content} />;
}

/** Stands in for a page's text while its content page loads. */
export function PageTextSkeleton({ label }: { label: string }) {
  return (
    <div className="page-text-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <Skeleton height={22} />
      <Skeleton height={18} />
      <Skeleton height={18} />
      <Skeleton width="70%" height={18} />
    </div>
  );
}
