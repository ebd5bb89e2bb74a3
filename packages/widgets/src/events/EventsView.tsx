import { type EventItem, MSG } from '@so/contract';
import { EmptyState, ErrorState } from '@so/ui';
import type { ReactNode } from 'react';
import { ContentCard, ContentCardList, ContentCardsSkeleton, ContentListHead } from '../shared/ContentCards.tsx';
import { FilterSelect } from '../shared/FilterSelect.tsx';
import { routes } from '../shared/links.ts';
import { EVENTS_COPY } from './copy.ts';
import { EVENT_CATEGORIES, EVENT_STATUSES, type EventFilters, isEventCategory, isEventStatus } from './event-filters.ts';
import { formatEventTime } from './event-time.ts';

/**
 * An event as the pages show it: the API's id, title, event_image, start_datetime, and what the
 * reference server adds when it has it (category, end, venue, online link, sanitised HTML description).
 */
export type EventInfo = EventItem;

/** One event card: image, title opening /event/{id}, when (Asia/Kolkata) and category. */
export function EventCard({ event, eager = false }: { event: EventInfo; eager?: boolean }) {
  return (
    <ContentCard href={routes.event(event.id)} image={event.event_image} title={event.title} eager={eager}>
      <time dateTime={event.start_datetime}>{formatEventTime(event.start_datetime, event.end_datetime)}</time>
      {event.category && <span className="event-card__category">{event.category}</span>}
    </ContentCard>
  );
}

const ALL = 'all';
const STATUS_OPTIONS = EVENT_STATUSES.map((s) => [s, EVENTS_COPY.statuses[s]] as const);
const CATEGORY_OPTIONS = [[ALL, EVENTS_COPY.categories.all] as const, ...EVENT_CATEGORIES.map((c) => [c, EVENTS_COPY.categories[c]] as const)];

/** The status and category choices (both kept in the URL by the connected component). */
export function EventFiltersForm({ filters, onChange }: { filters: EventFilters; onChange: (filters: EventFilters) => void }) {
  return (
    <form className="events__filters" aria-label={EVENTS_COPY.filters} part="filters" onSubmit={(e) => e.preventDefault()}>
      <FilterSelect
        className="events__filter"
        label={EVENTS_COPY.status}
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(v) => isEventStatus(v) && onChange({ ...filters, status: v })}
      />
      <FilterSelect
        className="events__filter"
        label={EVENTS_COPY.category}
        value={filters.category ?? ALL}
        options={CATEGORY_OPTIONS}
        onChange={(v) => onChange({ ...filters, category: isEventCategory(v) ? v : null })}
      />
    </form>
  );
}

/** The page around the list: its heading and the filters, which stay in place (and keep focus) while the list reloads. */
export function EventsShell({ filters, onFilters, children }: { filters: EventFilters; onFilters: (filters: EventFilters) => void; children: ReactNode }) {
  return (
    <div className="events container" part="events">
      <ContentListHead title={EVENTS_COPY.title}>
        <EventFiltersForm filters={filters} onChange={onFilters} />
      </ContentListHead>
      {children}
    </div>
  );
}

export interface EventsViewProps {
  events: readonly EventInfo[];
  filters: EventFilters;
  onFilters: (filters: EventFilters) => void;
}

/** The cards of the events, or "No events added!". */
export function EventList({ events }: { events: readonly EventInfo[] }) {
  return events.length === 0 ? (
    <EmptyState>{MSG.noEventsAdded}</EmptyState>
  ) : (
    <ContentCardList items={events} card={(event, eager) => <EventCard event={event} eager={eager} />} />
  );
}

export const EventsLoading = () => <ContentCardsSkeleton count={6} label={EVENTS_COPY.loading} />;

export const EventsLoadError = ({ onRetry }: { onRetry: () => void }) => (
  <ErrorState title={EVENTS_COPY.loadFailed} description={MSG.tryAgainLater} onRetry={onRetry} />
);

/** /event: the filters and the cards. */
export function EventsView({ events, filters, onFilters }: EventsViewProps) {
  return (
    <EventsShell filters={filters} onFilters={onFilters}>
      <EventList events={events} />
    </EventsShell>
  );
}

/** Placeholder cards while the events load; the filters stay usable. */
export function EventsSkeleton({ filters, onFilters }: Omit<EventsViewProps, 'events'>) {
  return (
    <EventsShell filters={filters} onFilters={onFilters}>
      <EventsLoading />
    </EventsShell>
  );
}

export function EventsError({ filters, onFilters, onRetry }: Omit<EventsViewProps, 'events'> & { onRetry: () => void }) {
  return (
    <EventsShell filters={filters} onFilters={onFilters}>
      <EventsLoadError onRetry={onRetry} />
    </EventsShell>
  );
}
