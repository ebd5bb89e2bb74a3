import { getApi } from '@so/stores';
import { useAsync } from '@so/ui';
import { isNotFound, positiveId } from '../shared/ids.ts';
import { EventDetailError, EventDetailSkeleton, EventDetailView, EventNotFound } from './EventDetailView.tsx';

/**
 * /event/{id} wired to GET /events/ecommerce/{id}/: an id that is not a positive whole number is
 * not found without a request; one the server does not know (404), after its answer.
 */
export function EventDetail({ eventId }: { eventId?: number | string }) {
  const id = positiveId(eventId);
  return id === null ? <EventNotFound /> : <LoadedEvent id={id} />;
}

function LoadedEvent({ id }: { id: number }) {
  const [state, retry] = useAsync(() => getApi().event(id).then((r) => r.event), [id]);
  if (state.status === 'loading') return <EventDetailSkeleton />;
  if (state.status === 'error') return isNotFound(state.error) ? <EventNotFound /> : <EventDetailError onRetry={retry} />;
  return <EventDetailView event={state.data} />;
}
