import { defineElement } from '@so/ui';
import { Events } from './Events.tsx';
import styles from './events.css?inline';

/**
 * `<so-events>`: the /event page of SPEC §2: filters When (All, Upcoming, Past, This month) and
 * Category (All, Physical Event, Online), kept in the URL query as `status` (all_events,
 * upcoming_events, past_events, this_month) and `category` (Physical Event, Online); event cards
 * (image, title, date and time in Asia/Kolkata, category) opening /event/{id}. None: "No events added!".
 *
 * Attributes: none.
 * Events: `so:navigate` when an event is opened; `so:query` when a filter changes.
 * Parts: events, filters, card, error, empty.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-events', Events, { styles });
