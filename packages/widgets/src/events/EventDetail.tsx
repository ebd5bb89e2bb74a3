import { ApiError } from '@so/api';
import { getApi } from '@so/stores';
import { useAsync } from '@so/ui';
import { isNotFound, positiveId } from '../shared/ids.ts';
import { EventDetailError, EventDetailSkeleton, EventDetailView, EventNotFound } from './EventDetailView.tsx';
import type { EventInfo } from './EventsView.tsx';

/**
 * The event of an id. Until the client has an event-detail call, the event is found among all
 * events (GET /events/ecommerce/?status=all_events); one that is not there is a 404.
 */
export async function loadEvent(id: number): Promise<EventInfo> {
  const { events } = await getApi().events('all_events');
  const event = events.find((e) => e.id === id);
  if (!event) throw new ApiError('Event not found', 404);
  return event;
}

/**
 * /event/{id}: an id that is not a positive whole number is not found without a request; one the
 * server does not know, after its answer.
 */
export function EventDetail({ eventId }: { eventId?: number | string }) {
  const id = positiveId(eventId);
  return id === null ? <EventNotFound /> : <LoadedEvent id={id} />;
}

function LoadedEvent({ id }: { id: number }) {
  const [state, retry] = useAsync(() => loadEvent(id), [id]);
  if (state.status === 'loading') return <EventDetailSkeleton />;
  if (state.status === 'error') return isNotFound(state.error) ? <EventNotFound /> : <EventDetailError onRetry={retry} />;
  return <EventDetailView event={state.data} />;
}
