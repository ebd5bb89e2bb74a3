import { defineElement } from '@so/ui';
import { EventDetail } from './EventDetail.tsx';
import styles from './event.css?inline';

/**
 * `<so-event event-id="7">`: one event of /event/{id}: title, image, date and time (Asia/Kolkata),
 * category, venue, a Join online link (new tab) for online events that have one, and the
 * description when it has one; Back to Events. An unknown id shows "Event not found".
 *
 * Attributes: `event-id` (string, required: the event's id).
 * Events: `so:navigate` for Back to Events.
 * Parts: event, back, image, facts, join, description, error, empty.
 * CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-event', EventDetail, {
    props: { eventId: 'string' },
    styles,
  });
