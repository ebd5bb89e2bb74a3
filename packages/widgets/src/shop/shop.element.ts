import { defineElement } from '../shared/element.ts';
import { Shop } from './Shop.tsx';
import styles from './shop.css?inline';

/**
 * `<so-shop>`: the /shop page; on a phone the sort and filters open as a sheet from one
 * "Filter and sort" button, so the first products show on the first screen. No attributes: it
 * reads and writes the page URL's query (page, category, category_name, brand, brand_name,
 * search, sort, tag, foam), so Back and shared links work, on the store and on any page that
 * embeds it.
 *
 * @tag so-shop
 * @fires {CustomEvent<{ productId: number; quantity: number; cartCount: number }>} so:add-to-cart - a
 *   product was added to the cart (after the server accepted it)
 * @fires {CustomEvent<{ productId: number; wished: boolean; wishlistCount: number }>} so:wishlist-toggle - a
 *   product was added to or removed from the wishlist
 * @fires {CustomEvent<{ productId?: number }>} so:open-cart - asks the mini cart to open (after an
 *   add to cart); cancelable: a host showing its own cart calls preventDefault()
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - a link or an
 *   action goes to a store route; cancelable: a host that routes it calls preventDefault(), else
 *   the browser loads `url`
 * @fires {CustomEvent<{ href: string; replace: boolean }>} so:query - when a filter, the sort or
 *   the page changes: only the query of the current page changed
 * @csspart filters - the filters
 * @csspart filter-button - the "Filter and sort" button that opens the filters on a phone
 * @csspart dialog - the phone's filter sheet (the shared Dialog)
 * @csspart banner - a banner
 * @csspart grid - the product grid
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart pagination - the page links (shared Pagination)
 * @csspart card - a card
 * @csspart wishlist-button - the wishlist heart
 * @csspart add-to-cart - the Add to cart button
 */
export const define = () => defineElement('so-shop', Shop, { styles });
