import { ErrorState, Img, Link, Skeleton } from '@so/ui';
import type { ReactNode } from 'react';
import { routes } from '../shared/links.ts';
import { ServerHtml } from '../shared/ServerHtml.tsx';
import { webUrl } from '../shared/web-url.ts';
import { EVENTS_COPY } from './copy.ts';
import { formatEventTime } from './event-time.ts';
import type { EventInfo } from './EventsView.tsx';

function DetailShell({ children }: { children: ReactNode }) {
  return (
    <div className="event container" part="event">
      <Link to={routes.events()} className="event__back" part="back">
        ← {EVENTS_COPY.backToEvents}
      </Link>
      {children}
    </div>
  );
}

/**
 * /event/{id} (the store's own page): title, image, date and time in Asia/Kolkata,
 * category, venue or online link when there is one, and the description when it has one.
 */
export function EventDetailView({ event }: { event: EventInfo }) {
  const link = webUrl(event.link);
  return (
    <DetailShell>
      <article className="event__article">
        <h1 className="event__title">{event.title}</h1>
        {event.event_image && (
          <div className="event__image" part="image">
            <Img src={event.event_image} alt="" width={1600} height={900} widths={[800, 1600]} sizes="(max-width: 899px) 100vw, 860px" eager />
          </div>
        )}
        <dl className="event__facts" part="facts">
          <div>
            <dt>{EVENTS_COPY.when}</dt>
            <dd>
              <time dateTime={event.start_datetime}>{formatEventTime(event.start_datetime, event.end_datetime)}</time>
            </dd>
          </div>
          {event.category && (
            <div>
              <dt>{EVENTS_COPY.category}</dt>
              <dd>{event.category}</dd>
            </div>
          )}
          {event.venue && (
            <div>
              <dt>{EVENTS_COPY.where}</dt>
              <dd>{event.venue}</dd>
            </div>
          )}
        </dl>
        {link && (
          <a className="btn event__join" href={link} target="_blank" rel="noopener noreferrer" aria-label={EVENTS_COPY.joinNewTab} part="join">
            {EVENTS_COPY.join}
          </a>
        )}
        {event.description && (
          <section className="event__about">
            <h2>{EVENTS_COPY.about}</h2>
            <ServerHtml html={event.description} className="event__description" part="description" />
          </section>
        )}
      </article>
    </DetailShell>
  );
}

export function EventDetailSkeleton() {
  return (
    <DetailShell>
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{EVENTS_COPY.eventLoading}</span>
        <div aria-hidden="true" className="event__skeleton">
          <Skeleton height={36} width="70%" />
          <Skeleton height="auto" style={{ aspectRatio: '16 / 9' }} />
          <Skeleton height={16} width="40%" />
          <Skeleton height={16} width="30%" />
        </div>
      </div>
    </DetailShell>
  );
}

export function EventDetailError({ onRetry }: { onRetry: () => void }) {
  return (
    <DetailShell>
      <ErrorState title={EVENTS_COPY.eventFailed} onRetry={onRetry} />
    </DetailShell>
  );
}

export function EventNotFound() {
  return (
    <DetailShell>
      <div className="event__missing" part="empty">
        <h1 className="event__title">{EVENTS_COPY.notFound}</h1>
        <p>{EVENTS_COPY.notFoundHint}</p>
      </div>
    </DetailShell>
  );
}
