import { MSG } from '@so/contract';
/**
 * Texts of the wishlist page that only this page uses (so they are not in MSG).
 */
export const WISHLIST_COPY = {
  title: 'My Wishlist',
  count: (n: number) => (n === 1 ? '1 product' : `${n} products`),
  loading: 'Loading your wishlist',
  list: 'Wished products',
  moveToCart: 'Move to cart',
  moveLabel: (name: string) => `Move to cart: ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove from wishlist: ${name}`,
  retry: MSG.tryAgain,
} as const;
