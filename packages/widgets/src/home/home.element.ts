import { defineElement } from '../shared/element.ts';
import { Home } from './Home.tsx';
import styles from './home.css?inline';

/**
 * `<so-home store-name="SO Organic Store">`: the home page — banner carousel, content
 * sections, product carousels, statistics, awards, licences, non-GMO, services and blogs; each
 * section only when `is_visible_on_website`, each block loaded (and failing) on its own.
 *
 * @tag so-home
 * @attr {string} store-name - text of the visually hidden h1
 * @fires {CustomEvent<{ productId: number; quantity: number; cartCount: number }>} so:add-to-cart - a
 *   product was added to the cart (after the server accepted it)
 * @fires {CustomEvent<{ productId: number; wished: boolean; wishlistCount: number }>} so:wishlist-toggle - a
 *   product was added to or removed from the wishlist
 * @fires {CustomEvent<{ kind: 'order' | 'subscription' | 'elite' | 'gift-voucher'; status: 'success' | 'failure'; reference: string | null }>} so:payment-result - the
 *   gateway's answer was shown to the shopper
 * @fires {CustomEvent<{ productId?: number }>} so:open-cart - asks the mini cart to open (after an
 *   add to cart); cancelable: a host showing its own cart calls preventDefault()
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - a link or an
 *   action goes to a store route; cancelable: a host that routes it calls preventDefault(), else
 *   the browser loads `url`
 * @fires {CustomEvent<{ href: string; replace: boolean }>} so:query - only the query of the current
 *   page changed (filters, paging)
 * @csspart home - the page (root)
 * @csspart product-rail - a product carousel
 * @csspart banners - the banner carousel
 * @csspart banner - a banner
 * @csspart statistics - the statistics section
 * @csspart blogs - the blog list (root) or the blogs section
 * @csspart blog-card - a blog card
 * @csspart section - a section
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart card - a card
 * @csspart wishlist-button - the wishlist heart
 * @csspart add-to-cart - the Add to cart button
 * @csspart carousel - a carousel (track, arrows, dots)
 */
export const define = () =>
  defineElement('so-home', Home, { props: { storeName: 'string' }, styles });
