import { defineElement } from '@so/ui';
import { Shop } from './Shop.tsx';
import styles from './shop.css?inline';

/**
 * `<so-shop>`: the /shop page (SPEC §2). No attributes: it reads and writes the page URL's
 * query (page, category, category_name, brand, brand_name, search, sort, tag, foam), so Back
 * and shared links work, on the store and on any page that embeds it.
 *
 * Events: none of its own; links and pages go through `so:navigate` / `so:query` (stores).
 * Parts: banner, filters, grid, pagination, error, empty; each product card: card,
 * add-to-cart, wishlist-button. CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-shop', Shop, { styles });
