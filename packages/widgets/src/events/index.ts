export { Events } from './Events.tsx';
export { EventDetail } from './EventDetail.tsx';
export { EventsView, EventsSkeleton, EventsError, EventsShell, EventList, EventsLoading, EventsLoadError, EventCard, EventFiltersForm, type EventInfo, type EventsViewProps } from './EventsView.tsx';
export { EventDetailView, EventDetailSkeleton, EventDetailError, EventNotFound } from './EventDetailView.tsx';
export * from './event-filters.ts';
export { formatEventTime, formatTime } from './event-time.ts';
export { EVENTS_COPY } from './copy.ts';
export { default as eventsStyles } from './events.css?inline';
export { default as eventStyles } from './event.css?inline';
