import { $location, getApi, setQuery } from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { type EventFilters, eventFiltersFrom, eventFiltersQuery } from './event-filters.ts';
import { EventList, EventsLoadError, EventsLoading, EventsShell } from './EventsView.tsx';

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
  // One shell for every state: the filter a shopper just changed stays focused while the list reloads.
  return (
    <EventsShell filters={filters} onFilters={onFilters}>
      {state.status === 'loading' ? (
        <EventsLoading />
      ) : state.status === 'error' ? (
        <EventsLoadError onRetry={retry} />
      ) : (
        <EventList events={state.data.events} />
      )}
    </EventsShell>
  );
}
