import { defineElement } from '@so/ui';
import { Home } from './Home.tsx';
import styles from './home.css?inline';

/**
 * `<so-home store-name="SO Organic Store">`: the home page of SPEC §2 — banner carousel, content
 * sections, product carousels, statistics, awards, licences, non-GMO, services and blogs; each
 * section only when `is_visible_on_website`, each block loaded (and failing) on its own.
 *
 * Attributes: `store-name` (string, optional) — text of the visually hidden h1.
 * Events: `so:navigate` (from its links, via the shared navigation helper).
 * Parts: home, banners, banner, section, product-rail, statistics, blogs, blog-card, carousel,
 * card, add-to-cart, wishlist-button, error. CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-home', Home, { props: { storeName: 'string' }, styles });
