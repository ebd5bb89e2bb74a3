import { defineElement } from '../shared/element.ts';
import { Reviews } from './Reviews.tsx';
import styles from './reviews.css?inline';

/**
 * `<so-reviews product-id="12">`: all reviews of a product (
 * /products/{productId}/reviews/{productName}): product name (linking back to the product page),
 * image, average rating with stars and count, star distribution, 30 reviews per page and numbered
 * pages kept in the URL query `page`.
 *
 * @tag so-reviews
 * @attr {number} product-id - the product (required)
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - a link or an
 *   action goes to a store route; cancelable: a host that routes it calls preventDefault(), else
 *   the browser loads `url`
 * @fires {CustomEvent<{ href: string; replace: boolean }>} so:query - when the page changes: only
 *   the query of the current page changed
 * @csspart reviews - the reviews
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart rating-summary - the average rating and star distribution
 * @csspart shop-now - the Shop Now link of an empty list
 * @csspart pagination - the page links (shared Pagination)
 */
export const define = () => defineElement('so-reviews', Reviews, { props: { productId: 'number' }, styles });
