import { defineElement } from '@so/ui';
import { Reviews } from './Reviews.tsx';
import styles from './reviews.css?inline';

/**
 * `<so-reviews product-id="12">`: all reviews of a product (SPEC §2
 * /products/{productId}/reviews/{productName}): product name (linking back to the product page),
 * image, average rating with stars and count, star distribution, 30 reviews per page and
 * numbered pages kept in the URL query `page`.
 *
 * Attributes: `product-id` (number, required).
 * Events: none of its own; links and page changes go through `so:navigate` / `so:query`.
 * Parts: rating-summary, reviews, pagination, empty, error.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-reviews', Reviews, { props: { productId: 'number' }, styles });
