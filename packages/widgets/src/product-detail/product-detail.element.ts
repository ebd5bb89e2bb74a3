import { defineElement } from '../shared/element.ts';
import { ProductDetail } from './ProductDetail.tsx';
import styles from './product-detail.css?inline';

/**
 * `<so-product-detail product-id="12">`: the product page: breadcrumb, gallery, title,
 * price, brand link, tags, benefits, rating summary and the first reviews (View all beyond 3), the
 * stated delivery time with the delivery options as subscription schedules, quantity stepper
 * clamped to stock, Add to cart, Buy now (login and the minimum order first, then the cart and
 * checkout), Subscribe (disabled out of stock; "Please login to subscribe!" for visitors; else the
 * subscribe dialog: delivery option, quantity, the price with its Subscribe and Save discount, then
 * /checkout's subscription path), wishlist heart, Share (e-mail, WhatsApp, Messenger, copy link),
 * description and related products. It publishes the product's meta tags (its metatitle as the page
 * title) in the stores' `$pageMeta`, which the store's own site puts in the document.
 *
 * Search engines on another site: with `seo` (`<so-product-detail product-id="1003" seo>`) the
 * element puts the product's schema.org JSON-LD into the host page's `<head>`, as one
 * `<script type="application/ld+json" data-so-seo="<product id>">`: the same `Product` (name,
 * images, description, sku, brand, an `Offer` with the price in INR and the availability from the
 * stock, `AggregateRating` when reviewed) and `BreadcrumbList` the store's own product page carries,
 * with the store's URLs. It follows the product (another `product-id`, a new review) and goes when
 * `seo` is removed or set to "false", or the element leaves the page. Off by default: a good guest
 * adds nothing to your `<head>` unless asked; its code loads only when asked.
 *
 * @tag so-product-detail
 * @attr {number} product-id - the product (required)
 * @attr {boolean} seo - puts the product's JSON-LD into the page's head (one
 *   `<script type="application/ld+json" data-so-seo>`); a bare `seo` turns it on, removing it or
 *   "false" off. Default: off
 * @fires {CustomEvent<{ productId: number; quantity: number; cartCount: number }>} so:add-to-cart - a
 *   product was added to the cart (after the server accepted it)
 * @fires {CustomEvent<{ productId: number; wished: boolean; wishlistCount: number }>} so:wishlist-toggle - a
 *   product was added to or removed from the wishlist
 * @fires {CustomEvent<{ productId?: number }>} so:open-cart - asks the mini cart to open (after an
 *   add to cart); cancelable: a host showing its own cart calls preventDefault()
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for its
 *   links, and Buy now's and Subscribe's way to /checkout (with the checkout or subscription
 *   state); cancelable: a host that routes it calls preventDefault(), else the browser loads `url`
 * @csspart price - the price
 * @csspart add-to-cart - the Add to cart button
 * @csspart buy-now - the Buy now button
 * @csspart subscribe - the Subscribe button
 * @csspart wishlist-button - the wishlist heart
 * @csspart share - the Share menu
 * @csspart reviews - the reviews
 * @csspart write-review - the Write a review button
 * @csspart related - the related products
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart gallery - the image gallery
 * @csspart review-form - the review form (shared ReviewDialog)
 * @csspart subscribe-form - the subscribe form
 * @csspart subscription-price - the subscription price
 * @csspart subscribe-confirm - the Subscribe button of the dialog
 * @csspart shop-now - the Shop Now link of an empty list
 * @csspart rating-summary - the average rating and star distribution
 * @csspart carousel - a carousel (track, arrows, dots)
 * @csspart card - a card
 * @csspart stepper - the quantity stepper
 * @csspart dialog - a dialog (the shared Dialog)
 * @csspart notify-me - Notify me under OUT OF STOCK, with the channels the shopper will be told by
 * @csspart notify-me-button - the Notify me button
 * @csspart alert-settings - the link to the alert switches (no channel switched on)
 */
export const define = () =>
  defineElement('so-product-detail', ProductDetail, {
    props: { productId: 'number', seo: 'boolean' },
    styles,
  });
