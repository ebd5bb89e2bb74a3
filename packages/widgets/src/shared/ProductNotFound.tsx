import { MSG } from '@so/contract';
import { ShopNowEmpty } from './ShopNowEmpty.tsx';

/**
 * What a product page, card or reviews page shows for a product id that names no product (not a
 * positive whole number, missing, or unknown to the server): the store's empty-state text and a
 * Shop Now link.
 */
export function ProductNotFound() {
  return <ShopNowEmpty message={MSG.noProductsFound} className="product-not-found" />;
}
