import { defineElement } from '../shared/element.ts';
import { Header } from './Header.tsx';
import styles from './header.css?inline';

/**
 * `<so-header store-name="SO Organic Store">`: the store header. Logo link to /, product search
 * with suggestions after 500 ms (Enter opens the search page), category mega menu, wishlist, cart
 * and account links with counters, and for staff a Dashboard link; below 768 px a search button
 * opens the search box in a dialog at the top of the screen, and a menu button opens a drawer with
 * the search, the category tree, Shop / Wishlist / Cart and (staff only) Dashboard.
 *
 * @tag so-header
 * @attr {string} [store-name="SO Organic Store"] - the store's name (logo text and label)
 * @fires {CustomEvent<{ everywhere: boolean }>} so:logout - the shopper logged out (of this device
 *   or of all devices)
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - a link or an
 *   action goes to a store route; cancelable: a host that routes it calls preventDefault(), else
 *   the browser loads `url`
 * @csspart header - the header (root)
 * @csspart drawer - the side drawer
 * @csspart phone-search - the search dialog's content on a phone
 * @csspart search - the search box
 * @csspart counters - the wishlist and cart links with their badges
 * @csspart menu - the navigation menu
 * @csspart dialog - a dialog (the shared Dialog)
 */
export const define = () => defineElement('so-header', Header, { props: { storeName: 'string' }, styles });
