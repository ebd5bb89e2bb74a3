import { defineElement } from '../shared/element.ts';
import { Events } from './Events.tsx';
import styles from './events.css?inline';

/**
 * `<so-events>`: the /event page: filters When (All, Upcoming, Past, This month) and
 * Category (All, Physical Event, Online), kept in the URL query as `status` (all_events,
 * upcoming_events, past_events, this_month) and `category` (Physical Event, Online); event cards
 * (image, title, date and time in Asia/Kolkata, category) opening /event/{id}. None: "No events
 * added!".
 *
 * @tag so-events
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - when an event
 *   is opened; cancelable: a host that routes it calls preventDefault(), else the browser loads
 *   `url`
 * @fires {CustomEvent<{ href: string; replace: boolean }>} so:query - when a filter changes: only
 *   the query of the current page changed
 * @csspart events - the event list (root)
 * @csspart filters - the filters
 * @csspart card - a card
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 */
export const define = () => defineElement('so-events', Events, { styles });
