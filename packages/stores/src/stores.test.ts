import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cartBadge, $counters, resetCounters, setCartCount, setWishlistCount } from './counters.ts';
import { $elite, $loggedIn, $session, clearSession, setSession } from './session.ts';
import { $toasts, toast } from './toasts.ts';
import { $location, NAVIGATE_EVENT, navigate, setQuery } from './navigation.ts';
import { configure, mediaUrl, storeHref } from './config.ts';

afterEach(() => {
  vi.useRealTimers();
  resetCounters();
  clearSession();
});

describe('counters', () => {
  it('persists to localStorage and caps the badge at 99+', () => {
    setCartCount(3);
    expect(localStorage.getItem('so:counter:cart')).toBe('3');
    expect($cartBadge.get()).toBe('3');
    setCartCount(120);
    expect($cartBadge.get()).toBe('99+');
    setWishlistCount(2);
    expect($counters.get()).toEqual({ cart: '120', wishlist: '2' });
  });
});

describe('session', () => {
  it("keeps the user and the elite flag as 'true'/'false'", () => {
    setSession({
      token: 't',
      id: 1,
      first_name: 'Asha',
      last_name: 'Patel',
      email: 'a@example.com',
      phone_no: null,
      cart_counter: 0,
      wishlist_counter: 0,
      is_sose_elite_user: true,
      is_staff: false,
      is_superuser: false,
    });
    expect($loggedIn.get()).toBe(true);
    expect(localStorage.getItem('so:is_elite')).toBe('true');
    clearSession();
    expect($session.get()).toBeNull();
    expect($elite.get()).toBe('false');
  });
});

describe('toasts', () => {
  it('disappears after its duration, clamped to 2–5 s', () => {
    vi.useFakeTimers();
    toast({ kind: 'success', title: 'Saved', duration: 60_000 });
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect($toasts.get()).toHaveLength(0);
  });
});

describe('navigation', () => {
  it('emits so:navigate for the host site to route', () => {
    const seen: string[] = [];
    const handler = (event: Event) => {
      event.preventDefault();
      seen.push((event as CustomEvent<{ href: string }>).detail.href);
    };
    window.addEventListener(NAVIGATE_EVENT, handler);
    navigate('/shop?page=2');
    window.removeEventListener(NAVIGATE_EVENT, handler);
    expect(seen).toEqual(['/shop?page=2']);
  });
  it('changes the query of the current page and updates $location', () => {
    setQuery({ page: 3, search: 'ghee' });
    expect($location.get().searchParams.get('page')).toBe('3');
    setQuery({ search: null });
    expect($location.get().searchParams.has('search')).toBe(false);
  });
});

describe('config', () => {
  it('resolves media and store links against the configured store', () => {
    configure({ apiBase: 'https://store.example/api', storeUrl: 'https://store.example' });
    expect(mediaUrl('/media/products/1-1-640.webp')).toBe('https://store.example/media/products/1-1-640.webp');
    expect(storeHref('/products/1/ghee')).toBe('https://store.example/products/1/ghee');
  });
});
