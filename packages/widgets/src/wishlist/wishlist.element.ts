import { defineElement } from '../shared/element.ts';
import { Wishlist } from './Wishlist.tsx';
import styles from './wishlist.css?inline';

/**
 * `<so-wishlist>`: the /wishlist page: the wished products (GET /listwish/) as product
 * cards, each with Move to cart and Remove (the heart removes too). Empty: "Your wishlist is empty"
 * and Shop Now. Works for visitors (visitor wishlist) and users.
 *
 * @tag so-wishlist
 * @fires {CustomEvent<{ productId: number; quantity: number; cartCount: number }>} so:add-to-cart - a
 *   product was added to the cart (after the server accepted it)
 * @fires {CustomEvent<{ productId: number; wished: boolean; wishlistCount: number }>} so:wishlist-toggle - a
 *   product was added to or removed from the wishlist
 * @fires {CustomEvent<{ productId?: number }>} so:open-cart - asks the mini cart to open (after an
 *   add to cart); cancelable: a host showing its own cart calls preventDefault()
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for product
 *   links and /shop; cancelable: a host that routes it calls preventDefault(), else the browser
 *   loads `url`
 * @csspart wishlist - the wishlist (root)
 * @csspart move-to-cart - the Move to cart button
 * @csspart remove - the Remove button
 * @csspart shop-now - the Shop Now link of an empty list
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart card - a card
 * @csspart wishlist-button - the wishlist heart
 * @csspart add-to-cart - the Add to cart button
 */
export const define = () => defineElement('so-wishlist', Wishlist, { styles });
