import { $location, getApi, setQuery } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { useRef } from 'react';
import { pageFrom } from '../reviews/index.ts';
import { type ArchiveOption, archiveFrom, archiveOptions, BLOG_ARCHIVE_PARAM, BLOG_PAGE_PARAM } from './archive.ts';
import { ArchiveSelect, BlogList, BlogsLoadError, BlogsLoading, BlogsShell } from './BlogsView.tsx';

/**
 * /blogs wired to GET /blogs/: the page (`page`) and the archive month (`publish_filter`,
 * `{month}-{year}`) live in the URL query, so a shared link and Back show the same list.
 */
export function Blogs() {
  const location = useStore($location);
  const page = pageFrom(location);
  const month = archiveFrom(location);
  const [state, retry] = useAsync(() => getApi().blogs(month ? { page, publish_filter: month } : { page }), [page, month]);
  // The archive's months from the last answer, so the choice stays (with focus) while the next page loads.
  const archive = useRef<ArchiveOption[]>([]);
  if (state.status === 'ready') archive.current = archiveOptions(state.data.filters);
  const hrefFor = (p: number) => {
    const url = new URL(location.href);
    url.searchParams.set(BLOG_PAGE_PARAM, String(p));
    return url.pathname + url.search + url.hash;
  };
  return (
    <BlogsShell head={<ArchiveSelect options={archive.current} value={month} onChange={(m) => setQuery({ [BLOG_ARCHIVE_PARAM]: m, [BLOG_PAGE_PARAM]: null })} />}>
      {state.status === 'loading' ? (
        <BlogsLoading />
      ) : state.status === 'error' ? (
        <BlogsLoadError onRetry={retry} />
      ) : (
        <BlogList blogs={state.data.blogs} page={page} totalPages={state.data.total_pages} hrefFor={hrefFor} onPage={(p) => setQuery({ [BLOG_PAGE_PARAM]: p })} />
      )}
    </BlogsShell>
  );
}
