import { defineElement } from '@so/ui';
import { Subscriptions } from './Subscriptions.tsx';
import styles from './subscriptions.css?inline';

/**
 * `<so-subscriptions product-id="1003">`: the shopper's subscriptions (SPEC §2
 * /subscribe/{productId}; without `product-id`, /subscribe: all of them). Back to Profile, a
 * spinner while loading, the Error! alert of SPEC §8, No Subscriptions Found, and a card per
 * subscription: product image and name (links to the product), quantity, delivery option,
 * subscription price and total, discount, Active/Paused Subscription, start and next delivery
 * dates (short US style; a shifted date shows as the next delivery). Edit Subscription (status,
 * delivery option, quantity) and Shift Order (once, 0–7 days before the next delivery, to a date
 * up to 15 days after it) open dialogs; toasts say how it went. Visitors get the login prompt.
 *
 * Attributes: `product-id` (string, optional: a product id; one that names no product shows No
 * Subscriptions Found without a request).
 * Events: `so:navigate` for Back to Profile (/profile#subscribe) and the product links.
 * Parts: back, loading, error, empty, subscription, status, actions, edit, shift, dialog.
 * CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-subscriptions', Subscriptions, {
    props: { productId: 'string' },
    styles,
  });
