import { ApiError } from '@so/api';
import { MSG } from '@so/contract';
import { getApi } from './api.ts';
import { loadCart, openCartDrawer } from './cart-state.ts';
import { $wishlistCount, setCartCount, setWishlistCount } from './counters.ts';
import { emit } from './events.ts';
import { toast } from './toasts.ts';
import { atom } from 'nanostores';

/**
 * What this page learnt about wishlist hearts since products were loaded (id → wished), so
 * every card and the detail page of one product agree without reloading.
 */
export const $wished = atom<Readonly<Record<number, boolean>>>({});

/** Whether a product is wished: what this page learnt, else what the server said. */
export function isWished(product: { id: number; is_wished: boolean }, known: Readonly<Record<number, boolean>>): boolean {
  return known[product.id] ?? product.is_wished;
}
/** Set after every successful add (the bottom cart bar shows on it). */
export const $lastAdded = atom<{ productId: number; quantity: number; at: number } | null>(null);

/** Adds to the cart on the server; updates the header counter; toasts the outcome. */
export async function addToCart(productId: number, quantity: number): Promise<boolean> {
  try {
    const res = await getApi().addToCart(productId, quantity);
    setCartCount(res.cart_counter);
    $lastAdded.set({ productId, quantity, at: Date.now() });
    toast({ kind: 'success', title: res.message || MSG.addedToCart });
    emit('so:add-to-cart', { productId, quantity, cartCount: res.cart_counter });
    openCartDrawer(productId);
    return true;
  } catch (error) {
    // A refusal the server explains (e.g. "Maximum 4 units available") is shown under the
    // failure headline; anything else gets the headline alone.
    const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
    toast({ kind: 'error', title: MSG.cartAddFailed, description: reason });
    return false;
  }
}

/**
 * Toggles the wishlist heart. Which way it went is read from the data, not the wording of the
 * message (the server answers `{message, wishlist_counter}`): the server's counter went up (added)
 * or down (removed). An unchanged counter (this page's count was stale) flips what the page knew:
 * `wasWished` when the caller knows it, else what this page learnt.
 */
export async function toggleWishlist(productId: number, wasWished?: boolean): Promise<boolean | null> {
  try {
    const before = $wishlistCount.get();
    const res = await getApi().toggleWishlist(productId);
    setWishlistCount(res.wishlist_counter);
    const added =
      res.wishlist_counter === before ? !(wasWished ?? $wished.get()[productId] ?? false) : res.wishlist_counter > before;
    $wished.set({ ...$wished.get(), [productId]: added });
    toast({ kind: 'success', title: res.message });
    emit('so:wishlist-toggle', { productId, wished: added, wishlistCount: res.wishlist_counter });
    return added;
  } catch {
    toast({ kind: 'error', title: MSG.wishlistUpdateFailed, description: MSG.wishlistReload });
    return null;
  }
}

/** Refreshes both counters from the server (on load and after login). */
export async function refreshCounters(): Promise<void> {
  const api = getApi();
  // The cart goes through the shared cart state (which also sets the counter), so the drawer
  // and the bottom bar on the same page take this answer instead of asking again.
  const [, wish] = await Promise.allSettled([loadCart(), api.wishlist()]);
  if (wish.status === 'fulfilled') {
    setWishlistCount(wish.value.wishlist_counter);
    $wished.set({ ...$wished.get(), ...Object.fromEntries(wish.value.data.map((p) => [p.id, true])) });
  }
}
