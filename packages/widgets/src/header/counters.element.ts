import { defineElement } from '@so/ui';
import { Counters } from './Counters.tsx';
import styles from './header.css?inline';

/**
 * `<so-header-counters>`: the wishlist and cart links with count badges (99+ above 99), for a
 * franchise site's own header. Refreshes the counts from the store on load and stays in sync
 * with every other element of the page.
 *
 * Attributes: none. Events: navigates through `so:navigate`. Parts: counters.
 */
export const define = () => defineElement('so-header-counters', Counters, { styles });
