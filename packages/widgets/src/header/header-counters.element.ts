import { defineElement } from '../shared/element.ts';
import { Counters } from './Counters.tsx';
import styles from './header.css?inline';

/**
 * `<so-header-counters>`: the wishlist and cart links with count badges (99+ above 99), for a
 * franchise site's own header. Refreshes the counts from the store on load and stays in sync with
 * every other element of the page.
 *
 * @tag so-header-counters
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - a link or an
 *   action goes to a store route; cancelable: a host that routes it calls preventDefault(), else
 *   the browser loads `url`
 * @csspart counters - the wishlist and cart links with their badges
 */
export const define = () => defineElement('so-header-counters', Counters, { styles });
