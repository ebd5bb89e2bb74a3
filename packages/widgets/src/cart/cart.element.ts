import { defineElement } from '../shared/element.ts';
import { Cart } from './Cart.tsx';
import styles from './cart.css?inline';

/**
 * `<so-cart>`: the /cart page: the lines (image, name linking to the product, price,
 * quantity from 1 to the stock or 20 when unknown, remove, out-of-stock badge), the Order Total
 * panel (Total, GST included, Discount, Final total), the voucher (login required; locked with Edit
 * and Remove once applied), SO Coin redemption with the OTP dialog (logged-in shoppers whose wallet
 * is on), Download cart PDF, Continue Shopping and Process Checkout. Empty: "Your cart is empty"
 * and Shop Now. The applied voucher and verified coins stay for this browser tab.
 *
 * @tag so-cart
 * @fires {CustomEvent<{ productId: number; quantity: number; cartCount: number }>} so:remove-from-cart - a
 *   cart line was removed (after the server accepted it)
 * @fires {CustomEvent<{ items: number; totalPaise: number }>} so:checkout-start - the shopper went
 *   on from the cart to checkout (Process Checkout)
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for product
 *   links, /shop and /checkout (state `{source: 'cart', voucher_code, used_coin}`); cancelable: a
 *   host that routes it calls preventDefault(), else the browser loads `url`
 * @csspart cart - the cart (root)
 * @csspart continue-shopping - the Continue Shopping link
 * @csspart download - the Download cart PDF button
 * @csspart summary - the order summary
 * @csspart checkout - the Checkout button
 * @csspart line - a cart or order line
 * @csspart remove - the Remove button
 * @csspart shop-now - the Shop Now link of an empty list
 * @csspart totals - the Order Total panel
 * @csspart voucher - the voucher panel
 * @csspart coins - the SO Coin panel
 * @csspart redeem - the Redeem coins button
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart stepper - the quantity stepper
 * @csspart dialog - a dialog (the shared Dialog)
 */
export const define = () => defineElement('so-cart', Cart, { styles });
