import { $config, $location, getApi, setQuery } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { useState } from 'react';
import { StoreLocatorError, StoreLocatorSkeleton, StoreLocatorView } from './StoreLocatorView.tsx';

/** The URL query name of the store locator's city. */
export const STORE_CITY_PARAM = 'city';

type Stores = Awaited<ReturnType<ReturnType<typeof getApi>['stores']>>;

/** The city of the partner's own store, or null (no partner, no own store, or not listed). */
async function partnerCity(partner: string, stores: Stores): Promise<string | null> {
  if (!partner) return null;
  const own = (await getApi().partner(partner).catch(() => null))?.data.store_id ?? null;
  if (own === null) return null;
  return stores.store_section_data.find((section) => section.stores.some((store) => store.id === own))?.city ?? null;
}

/**
 * /store-locator wired to GET /stores/; the chosen city lives in the URL query `city`. On a
 * partner's page (`<so-store partner>`) with no city chosen, it opens on the city of the
 * partner's own store.
 */
export function StoreLocator() {
  const location = useStore($location);
  const { partner } = useStore($config);
  const chosen = location.searchParams.get(STORE_CITY_PARAM)?.trim() || null;
  // Once the shopper picks a city (all cities included), the partner's city is no longer the default.
  const [picked, setPicked] = useState(false);
  const [state, retry] = useAsync(async () => {
    const stores = await getApi().stores();
    return { stores, ownCity: await partnerCity(partner, stores) };
  }, [partner]);
  if (state.status === 'loading') return <StoreLocatorSkeleton />;
  if (state.status === 'error') return <StoreLocatorError onRetry={retry} />;
  return (
    <StoreLocatorView
      sections={state.data.stores.store_section_data}
      cities={state.data.stores.cities}
      city={chosen ?? (picked ? null : state.data.ownCity)}
      onCity={(next) => {
        setPicked(true);
        setQuery({ [STORE_CITY_PARAM]: next });
      }}
    />
  );
}
