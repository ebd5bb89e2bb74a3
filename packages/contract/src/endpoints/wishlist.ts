/** The wishlist of a visitor or customer. */
import { WishlistRequest } from '../requests.ts';
import { WishlistResponse, WishlistToggleResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const WISHLIST = {
  /** Adds the product, or removes it when already wished. */
  toggleWishlist: endpoint({ method: 'POST', path: '/wishlist/', body: WishlistRequest, answer: WishlistToggleResponse, auth: 'visitor' }),
  wishlist: endpoint({ method: 'GET', path: '/listwish/', answer: WishlistResponse, auth: 'visitor' }),
};
