import { defineElement } from '../shared/element.ts';
import { Checkout } from './Checkout.tsx';
import styles from './checkout.css?inline';

/**
 * `<so-checkout>`: the /checkout page. Needs the checkout navigation state (from the
 * cart page or Buy now), otherwise it goes to /cart. Addresses (2 first, Show all addresses; the
 * default chosen), delivery method (read-only), payment method (Cash on Delivery or Online
 * Payment), gift option with a message, and the order summary (total, discount, shipping, coins,
 * payable total, coins earned). Visitors get the login prompt; no saved address sends the shopper
 * to add one.
 *
 * With the subscription state of the product page's subscribe dialog it is the subscription path of
 * The subscribed product (quantity, delivery option, price and discount), the same address
 * choice, the delivery schedule, automatic online payment only; Subscribe and pay empties the cart,
 * creates the subscription and its first order, and opens the first payment's page.
 *
 * @tag so-checkout
 * @fires {CustomEvent<{ orderId: string; totalPaise: number; payment: 'cod' | 'online' }>} so:order-placed - an
 *   order was placed (cash on delivery, or created and handed to the gateway)
 * @fires {CustomEvent<{ subscriptionId: number; productId: number }>} so:subscription-created - a
 *   product subscription (Subscribe and Save) was created
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - to /cart (no
 *   state), /profile/addresses/add (with the checkout state, so saving comes back here) and
 *   /profile#orders after a cash-on-delivery order (/profile#subscribe when a subscription's
 *   payment page cannot be opened); cancelable: a host that routes it calls preventDefault(), else
 *   the browser loads `url`
 * @csspart add-address - the Add address button
 * @csspart delivery - the delivery method
 * @csspart payment - the payment method
 * @csspart gift - the gift option
 * @csspart coins - the SO Coin panel
 * @csspart place-order - the Place order button
 * @csspart addresses - the address choice
 * @csspart show-all - the Show all addresses button
 * @csspart summary - the order summary
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 */
export const define = () => defineElement('so-checkout', Checkout, { styles });
