/** The wishlist of a visitor or customer. */
import { WishlistRequest } from '../cart.requests.ts';
import { WishlistResponse, WishlistToggleResponse } from '../cart.answers.ts';
import { endpoint } from './endpoint.ts';

export const WISHLIST = {
  toggleWishlist: endpoint({
    method: 'POST',
    path: '/wishlist/',
    body: WishlistRequest,
    answer: WishlistToggleResponse,
    auth: 'visitor',
    summary: 'Adds the product to the wishlist, or removes it when it is already wished.',
  }),
  wishlist: endpoint({
    method: 'GET',
    path: '/listwish/',
    answer: WishlistResponse,
    auth: 'visitor',
    summary: 'The wished products.',
  }),
};
