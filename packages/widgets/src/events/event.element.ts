import { defineElement } from '../shared/element.ts';
import { EventDetail } from './EventDetail.tsx';
import styles from './event.css?inline';

/**
 * `<so-event event-id="7">`: one event of /event/{id}: title, image, date and time (Asia/Kolkata),
 * category, venue, a Join online link (new tab) for online events that have one, and the
 * description when it has one; Back to Events. An unknown id shows "Event not found".
 *
 * @tag so-event
 * @attr {string} event-id - the event's id (required)
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for Back to
 *   Events; cancelable: a host that routes it calls preventDefault(), else the browser loads `url`
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart event - the event (root)
 * @csspart back - the back link
 * @csspart image - the image
 * @csspart facts - the date, time and place
 * @csspart join - the join link
 * @csspart description - the description
 * @csspart error - the error state with Try again (shared ErrorState)
 */
export const define = () =>
  defineElement('so-event', EventDetail, {
    props: { eventId: 'string' },
    styles,
  });
