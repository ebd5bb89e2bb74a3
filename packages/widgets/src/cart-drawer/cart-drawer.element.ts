import { defineElement } from '../shared/element.ts';
import { CartDrawer } from './CartDrawer.tsx';
import styles from './cart-drawer.css?inline';

/**
 * `<so-cart-drawer>`: the mini cart of the store and of any page embedding the loader. A modal side
 * drawer that opens after every add to cart and when the window receives `so:open-cart`
 * (the stores' `openCartDrawer()` dispatches it). Lines (name, quantity, line total, remove),
 * subtotal, View cart and Checkout (the cart page's rules: login, out of stock, minimum order; a
 * voucher or coins chosen on the cart page lead back to /cart). Works for visitors and users.
 *
 * @tag so-cart-drawer
 * @fires {CustomEvent<{ productId: number; quantity: number; cartCount: number }>} so:remove-from-cart - a
 *   cart line was removed (after the server accepted it)
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for /cart,
 *   /checkout and product links; cancelable: a host that routes it calls preventDefault(), else the
 *   browser loads `url`
 * @csspart drawer - the side drawer
 * @csspart close - the close button
 * @csspart view-cart - the View cart button
 * @csspart checkout - the Checkout button
 * @csspart line - a cart or order line
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 */
export const define = () => defineElement('so-cart-drawer', CartDrawer, { styles });
