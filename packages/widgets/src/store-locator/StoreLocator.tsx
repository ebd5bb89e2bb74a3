import { $location, getApi, setQuery } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { StoreLocatorError, StoreLocatorSkeleton, StoreLocatorView } from './StoreLocatorView.tsx';

/** The URL query name of the store locator's city. */
export const STORE_CITY_PARAM = 'city';

/** /store-locator wired to GET /stores/; the chosen city lives in the URL query `city`. */
export function StoreLocator() {
  const location = useStore($location);
  const city = location.searchParams.get(STORE_CITY_PARAM)?.trim() || null;
  const [state, retry] = useAsync(() => getApi().stores(), []);
  if (state.status === 'loading') return <StoreLocatorSkeleton />;
  if (state.status === 'error') return <StoreLocatorError onRetry={retry} />;
  return (
    <StoreLocatorView
      sections={state.data.store_section_data}
      cities={state.data.cities}
      city={city}
      onCity={(next) => setQuery({ [STORE_CITY_PARAM]: next })}
    />
  );
}
