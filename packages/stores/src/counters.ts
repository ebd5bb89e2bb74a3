import { persistentMap } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { badgeText } from '@so/contract';

/** Header counters, persisted and synced across tabs. Values are strings in storage. */
export const $counters = persistentMap<{ cart: string; wishlist: string }>('so:counter:', {
  cart: '0',
  wishlist: '0',
});

const toCount = (value: string) => Math.max(0, Number.parseInt(value, 10) || 0);

export const $cartCount = computed($counters, (c) => toCount(c.cart));
export const $wishlistCount = computed($counters, (c) => toCount(c.wishlist));
export const $cartBadge = computed($cartCount, badgeText);
export const $wishlistBadge = computed($wishlistCount, badgeText);

export function setCartCount(count: number): void {
  $counters.setKey('cart', String(Math.max(0, Math.trunc(count))));
}
export function setWishlistCount(count: number): void {
  $counters.setKey('wishlist', String(Math.max(0, Math.trunc(count))));
}
export function resetCounters(): void {
  setCartCount(0);
  setWishlistCount(0);
}
