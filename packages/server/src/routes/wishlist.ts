/** Wishlist (SPEC §7): POST /wishlist/ toggles a product, GET /listwish/ lists them. */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import { MSG, WishlistRequest, WishlistResponse, WishlistToggleResponse } from '@so/contract';
import type { Deps } from '../deps.ts';
import { cartOwner } from '../http/session.ts';
import { validate } from '../http/validate.ts';
import { toggleWish, wishlist } from '../wishlist/queries.ts';

export function wishlistRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });
  const owned = cartOwner(db);

  api.post('/wishlist', owned, validate('json', WishlistRequest), async (c) => {
    const { added, counter } = await toggleWish(db, c.var.owner, c.req.valid('json').pid);
    return c.json<Infer<typeof WishlistToggleResponse>>({
      status: true,
      message: added ? MSG.addedInWishlist : MSG.removedFromWishlist,
      wishlist_counter: counter,
    });
  });

  api.get('/listwish', owned, async (c) => {
    const data = await wishlist(db, c.var.owner);
    return c.json<Infer<typeof WishlistResponse>>({ status: true, data, wishlist_counter: data.length });
  });

  return api;
}
