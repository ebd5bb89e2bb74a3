import type { Api } from '@so/api';
import type { Country } from '@so/contract';
import { getApi } from '@so/stores';
import { SEARCH_DEBOUNCE_MS, useAsync, useDebounced } from '@so/ui';
import { useState } from 'react';
import { never } from './never.ts';
import { COUNTRY_SEARCH_MIN, type Place, type PlaceLists } from './places.ts';

/**
 * The full country list, fetched once per API client and shared by every form on the page
 * (the list does not change while a page is open); a failed fetch is forgotten, so a retry asks again.
 */
const allCountries = new WeakMap<Api, Promise<readonly Country[]>>();

function loadCountries(): Promise<readonly Country[]> {
  const api = getApi();
  let list = allCountries.get(api);
  if (!list) {
    list = api.countries().then((r) => r.data.data);
    allCountries.set(api, list);
    list.catch(() => allCountries.delete(api));
  }
  return list;
}

/**
 * The lists of the country → state → city fields, through getApi(): every country (once), the
 * countries matching the search text from 2 characters (after the typing pauses), the states of
 * `countryId` and the cities of `stateId` (0: none chosen, or the field is not shown: nothing is
 * asked). A failed search keeps the full list; failed states or cities offer an empty list.
 * Spread the answer onto `PlaceFieldsView`.
 */
export function usePlaces(countryId: number, stateId: number): PlaceLists {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query.length >= COUNTRY_SEARCH_MIN;
  const [all, retry] = useAsync(loadCountries, []);
  const searchText = searching ? query : '';
  const [found] = useAsync(() => (searchText ? getApi().countries(searchText).then((r) => r.data.data) : never()), [searchText]);
  const [states] = useAsync<readonly Place[]>(() => (countryId ? getApi().states(countryId).then((r) => r.data) : never()), [countryId]);
  const [cities] = useAsync<readonly Place[]>(() => (stateId ? getApi().cities(stateId).then((r) => r.data) : never()), [stateId]);

  const full = all.status === 'ready' ? all.data : [];
  const listOf = (id: number, state: typeof states) => (!id ? [] : state.status === 'ready' ? state.data : state.status === 'error' ? [] : null);
  return {
    countries: searching && found.status === 'ready' ? found.data : full,
    countriesFailed: all.status === 'error',
    onRetryCountries: retry,
    countrySearch: search,
    onCountrySearch: setSearch,
    states: listOf(countryId, states),
    cities: listOf(stateId, cities),
  };
}
