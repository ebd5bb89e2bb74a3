import { defineElement } from '@so/ui';
import { ProductDetail } from './ProductDetail.tsx';
import styles from './product-detail.css?inline';

/**
 * `<so-product-detail product-id="12">`: the product page of SPEC §2: breadcrumb, gallery, title,
 * price, brand link, tags, benefits, rating summary and the first reviews (View all beyond 3),
 * the stated delivery time with the delivery options as subscription schedules, quantity
 * stepper clamped to stock, Add to cart, Buy now (login and the minimum order first, then the
 * cart and checkout), wishlist heart, Share (e-mail, WhatsApp, Messenger, copy link),
 * description and related products. It publishes the product's meta tags (its metatitle as
 * the page title) in the stores' `$pageMeta`, which the store's own site puts in the document.
 *
 * Attributes: `product-id` (number, required).
 * Events: none of its own; links, and Buy now's way to /checkout (with the checkout state), go
 * through `so:navigate`; cart and wishlist changes update the shared stores (header counters,
 * toasts).
 * Parts: gallery, price, add-to-cart, buy-now, wishlist-button, share, reviews, related (plus
 * rating-summary, stepper, carousel, card, error, empty, dialog from the pieces inside).
 * CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-product-detail', ProductDetail, {
    props: { productId: 'number' },
    styles,
  });
