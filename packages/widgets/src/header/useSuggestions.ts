import { type ProductListResponse, SEARCH_SUGGESTIONS_MAX } from '@so/contract';
import { SEARCH_DEBOUNCE_MS } from '@so/ui';
import { getApi } from '@so/stores';
import { useAsync, useDebounced } from '@so/ui';
import { useMemo } from 'react';
import type { SuggestionState } from './SearchBox.tsx';

/** How many products match: the server's count, else at least one more than a page if there are more pages. */
export function foundCount(res: ProductListResponse): number {
  const listed = res.data.data.length;
  if (typeof res.data.count === 'number') return Math.max(res.data.count, listed);
  return res.total_pages > 1 ? Math.max(listed, SEARCH_SUGGESTIONS_MAX + 1) : listed;
}

/**
 * Product suggestions for `text`, asked for after SEARCH_DEBOUNCE_MS of no typing. Answers to
 * older texts are ignored (useAsync keeps only the latest request).
 */
export function useSuggestions(text: string): SuggestionState {
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [state] = useAsync(
    () => (query ? getApi().productList({ prod_search: query, page: 1 }) : Promise.resolve(null)),
    [query],
  );
  return useMemo((): SuggestionState => {
    if (!query) return { status: 'idle' };
    if (state.status === 'loading') return { status: 'loading' };
    if (state.status === 'error') return { status: 'error' };
    if (!state.data) return { status: 'idle' };
    return { status: 'ready', query, products: state.data.data.data, found: foundCount(state.data) };
  }, [query, state]);
}
