import { defineElement } from '@so/ui';
import { ProductCardById } from './ProductCard.tsx';
import styles from './product-card.css?inline';

/**
 * `<so-product-card product-id="12">`: one product tile with Add to cart and the wishlist heart.
 * Parts: card, add-to-cart, wishlist-button. CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-product-card', ProductCardById, { props: { productId: 'number' }, styles });
