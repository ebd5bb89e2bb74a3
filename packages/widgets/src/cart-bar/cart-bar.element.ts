import { defineElement } from '../shared/element.ts';
import { CartBar } from './CartBar.tsx';
import styles from './cart-bar.css?inline';

/**
 * `<so-cart-bar>`: the sticky bottom cart bar, for logged-in shoppers only: item count,
 * the cart's payable total (as the cart page shows it: voucher applied, redeemed coins taken off)
 * and View cart; non-members of SO Elite also see "Get free delivery with SO Elite" (to
 * /subscription-plans). Hidden for visitors, on /cart and /checkout and while the cart is empty. It
 * keeps a spacer of its own height at its place in the page (put it last), respects the safe-area
 * insets, and publishes its height as `--so-cart-bar-height` on the document root so other fixed
 * elements can sit above it.
 *
 * @tag so-cart-bar
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for /cart and
 *   /subscription-plans; cancelable: a host that routes it calls preventDefault(), else the browser
 *   loads `url`
 * @csspart bar - the fixed bar
 * @csspart elite - the SO Elite part
 * @csspart view-cart - the View cart button
 */
export const define = () => defineElement('so-cart-bar', CartBar, { styles });
