import { $location, getApi, setQuery } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { pageFrom } from '../reviews/index.ts';
import { archiveFrom, archiveOptions, BLOG_ARCHIVE_PARAM, BLOG_PAGE_PARAM } from './archive.ts';
import { BlogsError, BlogsSkeleton, BlogsView } from './BlogsView.tsx';

/**
 * /blogs wired to GET /blogs/: the page (`page`) and the archive month (`publish_filter`,
 * `{month}-{year}`) live in the URL query, so a shared link and Back show the same list.
 */
export function Blogs() {
  const location = useStore($location);
  const page = pageFrom(location);
  const month = archiveFrom(location);
  const [state, retry] = useAsync(
    () => getApi().blogs(month ? { page, publish_filter: month } : { page }),
    [page, month],
  );
  if (state.status === 'loading') return <BlogsSkeleton />;
  if (state.status === 'error') return <BlogsError onRetry={retry} />;
  const hrefFor = (p: number) => {
    const url = new URL(location.href);
    url.searchParams.set(BLOG_PAGE_PARAM, String(p));
    return url.pathname + url.search + url.hash;
  };
  return (
    <BlogsView
      blogs={state.data.blogs}
      page={page}
      totalPages={state.data.total_pages}
      archive={archiveOptions(state.data.filters)}
      month={month}
      hrefFor={hrefFor}
      onPage={(p) => setQuery({ [BLOG_PAGE_PARAM]: p })}
      onMonth={(m) => setQuery({ [BLOG_ARCHIVE_PARAM]: m, [BLOG_PAGE_PARAM]: null })}
    />
  );
}
