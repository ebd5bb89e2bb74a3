import { type Product, MSG, meetsMinimumOrder } from '@so/contract';
import { addToCart, navigate, requireLogin, toast, type CheckoutState } from '@so/stores';
import { routes } from '../shared/links.ts';

/**
 * Buy now: visitors are asked to log in; an amount of ₹250 or less (price × quantity,
 * unless the name contains "book") gets the minimum-order toast; otherwise the quantity goes
 * into the cart and the shopper goes to checkout. Checkout orders the whole cart.
 */
export async function buyNow(product: Pick<Product, 'id' | 'name' | 'product_price'>, quantity: number): Promise<boolean> {
  if (!requireLogin(MSG.loginToOrder)) return false;
  if (!meetsMinimumOrder(product.product_price * quantity, [product.name])) {
    toast({ kind: 'warning', title: MSG.minimumOrderRequired, description: MSG.minimumOrderProceed });
    return false;
  }
  if (!(await addToCart(product.id, quantity))) return false;
  const state: CheckoutState = { source: 'buy-now', voucher_code: null, used_coin: 0 };
  navigate(routes.checkout(), { state });
  return true;
}
