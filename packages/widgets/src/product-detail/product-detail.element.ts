import { defineElement } from '@so/ui';
import { ProductDetail } from './ProductDetail.tsx';
import styles from './product-detail.css?inline';

/**
 * `<so-product-detail product-id="12">`: the product page of SPEC §2: breadcrumb, gallery, title,
 * price, brand link, tags, benefits, rating summary and the first reviews (View all beyond 3),
 * the stated delivery time with the delivery options as subscription schedules, quantity
 * stepper clamped to stock, Add to cart, Buy now (login and the minimum order first, then the
 * cart and checkout), Subscribe (disabled out of stock; "Please login to subscribe!" for
 * visitors; else the subscribe dialog: delivery option, quantity, the price with its Subscribe and
 * Save discount, then /checkout's subscription path), wishlist heart, Share (e-mail, WhatsApp, Messenger, copy link),
 * description and related products. It publishes the product's meta tags (its metatitle as
 * the page title) in the stores' `$pageMeta`, which the store's own site puts in the document.
 *
 * Attributes: `product-id` (number, required).
 * Events: none of its own; links, and Buy now's and Subscribe's way to /checkout (with the checkout
 * or subscription state), go through `so:navigate`; cart and wishlist changes update the shared stores (header counters,
 * toasts).
 * Parts: gallery, price, add-to-cart, buy-now, subscribe, wishlist-button, share, reviews, related (plus
 * rating-summary, stepper, carousel, card, error, empty, dialog, subscribe-form,
 * subscription-price, subscribe-confirm from the pieces inside).
 * CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-product-detail', ProductDetail, {
    props: { productId: 'number' },
    styles,
  });
