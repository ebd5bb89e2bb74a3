import type { Api } from '@so/api';

/** GET /events/ecommerce/'s `status`, in the order the filter offers them. */
export type EventStatus = Parameters<Api['events']>[0];
/** GET /events/ecommerce/'s `category`; absent: every category. */
export type EventCategory = NonNullable<Parameters<Api['events']>[1]>;

export const EVENT_STATUSES: readonly EventStatus[] = ['all_events', 'upcoming_events', 'past_events', 'this_month'];
export const EVENT_CATEGORIES: readonly EventCategory[] = ['Physical Event', 'Online'];

/** The URL query names of the events list. */
export const EVENT_STATUS_PARAM = 'status';
export const EVENT_CATEGORY_PARAM = 'category';

export interface EventFilters {
  status: EventStatus;
  category: EventCategory | null;
}

const isStatus = (value: string | null): value is EventStatus => EVENT_STATUSES.some((s) => s === value);
const isCategory = (value: string | null): value is EventCategory => EVENT_CATEGORIES.some((c) => c === value);

/** The filters of a URL; an unknown value counts as absent (all events, every category). */
export function eventFiltersFrom(url: URL): EventFilters {
  const status = url.searchParams.get(EVENT_STATUS_PARAM);
  const category = url.searchParams.get(EVENT_CATEGORY_PARAM);
  return { status: isStatus(status) ? status : 'all_events', category: isCategory(category) ? category : null };
}

/** The query that shows `filters` (defaults left out of the URL). */
export function eventFiltersQuery(filters: EventFilters): Record<string, string | null> {
  return { [EVENT_STATUS_PARAM]: filters.status === 'all_events' ? null : filters.status, [EVENT_CATEGORY_PARAM]: filters.category };
}

export { isCategory as isEventCategory, isStatus as isEventStatus };
