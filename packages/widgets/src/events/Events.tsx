import { $location, getApi, setQuery } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { type EventFilters, eventFiltersFrom, eventFiltersQuery } from './event-filters.ts';
import { EventsError, EventsSkeleton, EventsView } from './EventsView.tsx';

/**
 * /event wired to GET /events/ecommerce/?status&category; both filters live in the URL query
 * (`status`, `category`), so a shared link and Back show the same events.
 */
export function Events() {
  const location = useStore($location);
  const filters = eventFiltersFrom(location);
  const [state, retry] = useAsync(
    () => (filters.category ? getApi().events(filters.status, filters.category) : getApi().events(filters.status)),
    [filters.status, filters.category],
  );
  const onFilters = (next: EventFilters) => setQuery(eventFiltersQuery(next));
  if (state.status === 'loading') return <EventsSkeleton filters={filters} onFilters={onFilters} />;
  if (state.status === 'error') return <EventsError filters={filters} onFilters={onFilters} onRetry={retry} />;
  return <EventsView events={state.data.events} filters={filters} onFilters={onFilters} />;
}
