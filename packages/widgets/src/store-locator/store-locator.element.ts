import { defineElement } from '../shared/element.ts';
import { StoreLocator } from './StoreLocator.tsx';
import styles from './store-locator.css?inline';

/**
 * `<so-store-locator>`: the /store-locator page: the stores of GET /stores/ grouped by
 * city, a City choice of its `cities` kept in the URL query `city`, and for each store its image,
 * name, address lines, landmark, city, state and postal code, hours in 12-hour time ("9:00 AM –
 * 8:00 PM"), a tap-to-call `tel:` link, a `mailto:` link, View on map (and Virtual tour when there
 * is one) opening in a new tab. None: "No stores found".
 *
 * @tag so-store-locator
 * @fires {CustomEvent<{ href: string; replace: boolean }>} so:query - when the city changes: only
 *   the query of the current page changed
 * @csspart store-locator - the page (root)
 * @csspart filter - the filter
 * @csspart city - a city group
 * @csspart store - a store card
 * @csspart call - the tap-to-call link
 * @csspart email - an e-mail (mailto:) link
 * @csspart map - the map link or frame
 * @csspart tour - the Virtual tour link
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 */
export const define = () => defineElement('so-store-locator', StoreLocator, { styles });
