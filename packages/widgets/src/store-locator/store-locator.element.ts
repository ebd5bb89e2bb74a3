import { defineElement } from '@so/ui';
import { StoreLocator } from './StoreLocator.tsx';
import styles from './store-locator.css?inline';

/**
 * `<so-store-locator>`: the /store-locator page of SPEC §2: the stores of GET /stores/ grouped by
 * city, a City choice of its `cities` kept in the URL query `city`, and for each store its image,
 * name, address lines, landmark, city, state and postal code, hours in 12-hour time
 * ("9:00 AM – 8:00 PM"), a tap-to-call `tel:` link, a `mailto:` link, View on map (and Virtual
 * tour when there is one) opening in a new tab. None: "No stores found".
 *
 * Attributes: none.
 * Events: `so:query` when the city changes.
 * Parts: store-locator, filter, city, store, call, email, map, tour, error, empty.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-store-locator', StoreLocator, { styles });
