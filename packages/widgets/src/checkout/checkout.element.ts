import { defineElement } from '@so/ui';
import { Checkout } from './Checkout.tsx';
import styles from './checkout.css?inline';

/**
 * `<so-checkout>`: the /checkout page of SPEC §2. Needs the checkout navigation state (from the
 * cart page or Buy now), otherwise it goes to /cart. Addresses (2 first, Show all addresses; the
 * default chosen), delivery method (read-only), payment method (Cash on Delivery or Online
 * Payment), gift option with a message, and the order summary (total, discount, shipping,
 * coins, payable total, coins earned). Visitors get the login prompt; no saved address sends the
 * shopper to add one.
 *
 * With the subscription state of the product page's subscribe dialog it is the subscription path
 * of SPEC §4: the subscribed product (quantity, delivery option, price and discount), the same
 * address choice, the delivery schedule, automatic online payment only; Subscribe and pay empties
 * the cart, creates the subscription and its first order, and opens the first payment's page.
 *
 * Attributes: none.
 * Events: `so:navigate` to /cart (no state), /profile/addresses/add (with the checkout state, so
 * saving comes back here) and /profile#orders after a cash-on-delivery order (/profile#subscribe
 * when a subscription's payment page cannot be opened); online payment loads the gateway's page.
 * Parts: addresses, show-all, delivery, payment, gift, summary, coins, error, place-order,
 * add-address.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-checkout', Checkout, { styles });
