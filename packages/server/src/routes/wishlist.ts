/** Wishlist: POST /wishlist/ toggles a product, GET /listwish/ lists them. */
import type { Hono } from 'hono';
import { MSG, WISHLIST } from '@so/contract';
import type { Deps } from '../deps.ts';
import { route, routeApp } from '../http/route.ts';
import { toggleWish, wishlist } from '../wishlist/queries.ts';

export function wishlistRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, WISHLIST.toggleWishlist, async (c, { body }) => {
    const { added, counter } = await toggleWish(db, c.var.owner, body.pid);
    return { status: true, message: added ? MSG.addedInWishlist : MSG.removedFromWishlist, wishlist_counter: counter };
  });

  route(app, WISHLIST.wishlist, async (c) => {
    const data = await wishlist(db, c.var.owner);
    return { status: true, data, wishlist_counter: data.length };
  });

  return app.hono;
}
