import { type FilterOption, MOBILE_BREAKPOINT_PX } from '@so/contract';
import { $location, getApi, setQuery, storeHref } from '@so/stores';
import { type AsyncState, useAsync, useMediaQuery, useSameJson, useStore } from '@so/ui';
import { useRef } from 'react';
import { ShopView } from './ShopView.tsx';
import { listParams, readShopQuery, shopRoute } from './query.ts';

const NONE: readonly FilterOption[] = [];

/** Filter options, or none while loading or when they fail (the select then offers "All" only). */
function options(state: AsyncState<{ data: FilterOption[] }>): readonly FilterOption[] {
  return state.status === 'ready' ? state.data.data : NONE;
}

/** The connected /shop page: its state lives in the page URL's query (Back and shared links work). */
export function Shop() {
  const location = useStore($location);
  const query = readShopQuery(location);
  const params = useSameJson(listParams(query));
  // useAsync drops answers that arrive after a newer request (fast filter changes).
  const [list, retry] = useAsync(() => getApi().productList(params), [params]);
  const tags = options(useAsync(() => getApi().productTags(), [])[0]);
  const foams = options(useAsync(() => getApi().productFoams(query.category), [query.category])[0]);
  const brands = options(useAsync(() => getApi().brands(), [])[0]);
  const results = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);

  return (
    <ShopView
      query={query}
      list={list}
      tags={tags}
      foams={foams}
      brands={brands}
      resultsRef={results}
      compact={phone}
      hrefFor={(page) => storeHref(shopRoute(query, page))}
      // Changing sort, tag or foam (and the brand) starts again at page 1.
      onSort={(sort) => setQuery({ sort, page: 1 })}
      onTag={(tag) => setQuery({ tag, page: 1 })}
      onFoam={(foam) => setQuery({ foam, page: 1 })}
      onBrand={(brand) => setQuery({ brand: brand?.id, brand_name: brand?.name, page: 1 })}
      onClearFilters={() => setQuery({ sort: undefined, tag: undefined, foam: undefined, brand: undefined, brand_name: undefined, page: 1 })}
      onPage={(page) => {
        setQuery({ page });
        const el = results.current;
        el?.focus({ preventScroll: true });
        el?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      }}
      onRetry={retry}
    />
  );
}
