import { defineElement } from '@so/ui';
import { Cart } from './Cart.tsx';
import styles from './cart.css?inline';

/**
 * `<so-cart>`: the /cart page of SPEC §2: the lines (image, name linking to the product, price,
 * quantity from 1 to the stock or 20 when unknown, remove, out-of-stock badge), the Order Total
 * panel (Total, GST included, Discount, Final total), the voucher (login required; locked with
 * Edit and Remove once applied), SO Coin redemption with the OTP dialog (logged-in shoppers whose
 * wallet is on), Download cart PDF, Continue Shopping and Process Checkout. Empty: "Your cart is
 * empty" and Shop Now. The applied voucher and verified coins stay for this browser tab.
 *
 * Attributes: none.
 * Events: `so:navigate` for product links, /shop and /checkout (state `{source: 'cart',
 * voucher_code, used_coin}`); cart changes update the shared stores (header counter, drawer, bar).
 * Parts: cart, line, remove, stepper, totals, voucher, coins, redeem, download,
 * continue-shopping, checkout, summary, shop-now, dialog, error, empty.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-cart', Cart, { styles });
