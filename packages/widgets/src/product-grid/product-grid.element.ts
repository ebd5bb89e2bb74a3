import { defineElement } from '../shared/element.ts';
import { ProductGrid } from './ProductGrid.tsx';
import styles from './product-grid.css?inline';

/**
 * `<so-product-grid category="12" limit="4">`: an embeddable block of product cards for franchise
 * and partner pages, with a "View all" link to the store's shop for the same filter.
 *
 * @tag so-product-grid
 * @attr {number} category - category id
 * @attr {string} search - search text
 * @attr {number} tag - product tag id
 * @attr {number} brand - brand id
 * @attr {'base_price' | '-base_price'} sort - price ascending or descending; default: the shop's
 *   order
 * @attr {number} [limit=8] - cards shown
 * @fires {CustomEvent<{ productId: number; quantity: number; cartCount: number }>} so:add-to-cart - a
 *   product was added to the cart (after the server accepted it)
 * @fires {CustomEvent<{ productId: number; wished: boolean; wishlistCount: number }>} so:wishlist-toggle - a
 *   product was added to or removed from the wishlist
 * @fires {CustomEvent<{ productId?: number }>} so:open-cart - asks the mini cart to open (after an
 *   add to cart); cancelable: a host showing its own cart calls preventDefault()
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for its links
 *   and View all (a real store URL without a host); cancelable: a host that routes it calls
 *   preventDefault(), else the browser loads `url`
 * @csspart grid - the product grid
 * @csspart view-all - the View all link
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart card - a card
 * @csspart wishlist-button - the wishlist heart
 * @csspart add-to-cart - the Add to cart button
 */
export const define = () =>
  defineElement('so-product-grid', ProductGrid, {
    props: { category: 'number', search: 'string', tag: 'number', brand: 'number', sort: 'string', limit: 'number' },
    styles,
  });
