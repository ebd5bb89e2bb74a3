import { defineElement } from '@so/ui';
import { Header } from './Header.tsx';
import styles from './header.css?inline';

/**
 * `<so-header store-name="SO Organic Store">`: the store header. Logo link to /, product search
 * with suggestions after 500 ms (Enter opens the search page), category mega menu, wishlist,
 * cart and account links with counters; below 768 px a menu button opens a drawer with the
 * search, the category tree, Shop / Wishlist / Cart and (staff only) Dashboard.
 *
 * Attributes: `store-name` (optional, default "SO Organic Store").
 * Events: navigates through `so:navigate` (window) like every element.
 * Parts: header, search, menu, counters, drawer. CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-header', Header, { props: { storeName: 'string' }, styles });
