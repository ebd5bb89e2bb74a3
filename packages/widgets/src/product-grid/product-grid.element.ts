import { defineElement } from '@so/ui';
import { ProductGrid } from './ProductGrid.tsx';
import styles from './product-grid.css?inline';

/**
 * `<so-product-grid category="12" limit="4">`: an embeddable block of product cards for
 * franchise and partner pages, with a "View all" link to the store's shop for the same filter.
 *
 * Attributes: `category` (category id), `search` (text), `tag` (product tag id), `brand`
 * (brand id), `sort` (`base_price` | `-base_price`), `limit` (cards shown, default 8).
 * Events: none of its own; links go through `so:navigate` (a real store URL without a host).
 * Parts: grid, view-all, error, empty; each product card: card, add-to-cart,
 * wishlist-button. CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-product-grid', ProductGrid, {
    props: { category: 'number', search: 'string', tag: 'number', brand: 'number', sort: 'string', limit: 'number' },
    styles,
  });
