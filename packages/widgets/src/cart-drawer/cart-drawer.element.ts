import { defineElement } from '@so/ui';
import { CartDrawer } from './CartDrawer.tsx';
import styles from './cart-drawer.css?inline';

/**
 * `<so-cart-drawer>`: the mini cart of the store and of any page embedding the loader. A modal
 * side drawer that opens after every add to cart and when the window receives `so:open-cart`
 * (`openCartDrawer()` from @so/stores dispatches it). Lines (name, quantity, line total, remove),
 * subtotal, View cart and Checkout (the cart page's rules: login, out of stock, minimum order;
 * a voucher or coins chosen on the cart page lead back to /cart). Works for visitors and users.
 *
 * Attributes: none.
 * Events: listens to `so:open-cart` on window; `so:navigate` for /cart, /checkout, product links.
 * Parts: drawer, close, line, view-cart, checkout, error, empty.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-cart-drawer', CartDrawer, { styles });
