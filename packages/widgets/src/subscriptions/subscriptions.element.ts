import { defineElement } from '../shared/element.ts';
import { Subscriptions } from './Subscriptions.tsx';
import styles from './subscriptions.css?inline';

/**
 * `<so-subscriptions product-id="1003">`: the shopper's subscriptions (
 * /subscribe/{productId}; without `product-id`, /subscribe: all of them). Back to Profile, a
 * spinner while loading, the Error! alert, No Subscriptions Found, and a card per
 * subscription: product image and name (links to the product), quantity, delivery option,
 * subscription price and total, discount, Active/Paused Subscription, start and next delivery dates
 * (short US style; a shifted date shows as the next delivery). Edit Subscription (status, delivery
 * option, quantity) and Shift Order (once, 0–7 days before the next delivery, to a date up to 15
 * days after it) open dialogs; toasts say how it went. Visitors get the login prompt.
 *
 * @tag so-subscriptions
 * @attr {string} product-id - a product id: only that product's subscriptions (one that names no
 *   product shows No Subscriptions Found without a request); without it, all of them
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for Back to
 *   Profile (/profile#subscribe) and the product links; cancelable: a host that routes it calls
 *   preventDefault(), else the browser loads `url`
 * @csspart back - the back link
 * @csspart subscription - a subscription card
 * @csspart status - the status message
 * @csspart actions - the row of action buttons
 * @csspart edit - the Edit button
 * @csspart shift - the Shift Order button
 * @csspart loading - the loading indicator
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart dialog - a dialog (the shared Dialog)
 */
export const define = () =>
  defineElement('so-subscriptions', Subscriptions, {
    props: { productId: 'string' },
    styles,
  });
