import { ELITE_PAGE_SIZE_DEFAULT } from '@so/contract';
import { $elite, $location, getApi, setQuery } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { ELITE_PAGE_PARAM, ELITE_SIZE_PARAM, elitePage, elitePaging } from './elite.ts';
import { EliteTabView } from './EliteTabView.tsx';

/** The same page with the tab's page number changed (page 1 is the URL without it). */
function pageHref(location: URL, page: number): string {
  const url = new URL(location.href);
  url.searchParams.delete(ELITE_PAGE_PARAM);
  if (page > 1) url.searchParams.set(ELITE_PAGE_PARAM, String(page));
  return url.pathname + url.search + url.hash;
}

/**
 * The profile's #elite tab wired to GET /user/profile_elite_users/?page=&page_size= (sizes 10, 25,
 * 50, 100; 10 first). Page and page size live in the URL query, so Back and a shared link keep them.
 */
export function EliteTab() {
  const location = useStore($location);
  const member = useStore($elite) === 'true';
  const { page, pageSize } = elitePaging(location);
  const [state, retry] = useAsync(
    () => getApi().eliteUsers({ page, page_size: pageSize }).then((answer) => elitePage(answer, pageSize)),
    [page, pageSize],
  );
  return (
    <EliteTabView
      state={state}
      page={page}
      pageSize={pageSize}
      member={member}
      hrefFor={(p) => pageHref(location, p)}
      onPage={(p) => setQuery({ [ELITE_PAGE_PARAM]: p > 1 ? p : null })}
      onPageSize={(size) => setQuery({ [ELITE_SIZE_PARAM]: size === ELITE_PAGE_SIZE_DEFAULT ? null : size, [ELITE_PAGE_PARAM]: null })}
      onRetry={retry}
    />
  );
}
