import { defineElement } from '../shared/element.ts';
import { ProductCardById } from './ProductCard.tsx';
import styles from './product-card.css?inline';

/**
 * `<so-product-card product-id="12">`: one product tile with Add to cart and the wishlist heart.
 *
 * @tag so-product-card
 * @attr {number} product-id - the product (required)
 * @fires {CustomEvent<{ productId: number; quantity: number; cartCount: number }>} so:add-to-cart - a
 *   product was added to the cart (after the server accepted it)
 * @fires {CustomEvent<{ productId: number; wished: boolean; wishlistCount: number }>} so:wishlist-toggle - a
 *   product was added to or removed from the wishlist
 * @fires {CustomEvent<{ productId?: number }>} so:open-cart - asks the mini cart to open (after an
 *   add to cart); cancelable: a host showing its own cart calls preventDefault()
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - a link or an
 *   action goes to a store route; cancelable: a host that routes it calls preventDefault(), else
 *   the browser loads `url`
 * @csspart card - a card
 * @csspart wishlist-button - the wishlist heart
 * @csspart add-to-cart - the Add to cart button
 * @csspart shop-now - the Shop Now link of an empty list
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 */
export const define = () =>
  defineElement('so-product-card', ProductCardById, { props: { productId: 'number' }, styles });
