import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { COIN_REDEMPTION_VALID_MS, MSG } from '@so/contract';
import {
  $cart,
  $cartExtras,
  activeCartExtras,
  clearCartExtras,
  loadCart,
  OPEN_CART_EVENT,
  openCartDrawer,
  reloadCart,
  removeCartLine,
  setCartCoins,
  setCartVoucher,
  updateCartLine,
} from './cart-state.ts';
import { $cartTotals, cartSignature, cartTotals } from './cart-totals.ts';
import { $wished, toggleWishlist } from './cart.ts';
import { $cartBadge, $cartCount, $counters, $wishlistCount, resetCounters, setCartCount, setWishlistCount } from './counters.ts';
import { $elite, $loggedIn, $session, clearSession, setSession } from './session.ts';
import { $toasts, clearToasts, dismissToast, toast } from './toasts.ts';
import { $location, NAVIGATE_EVENT, navigate, setQuery } from './navigation.ts';
import { configure, mediaUrl, storeHref } from './config.ts';
import { logout, logoutEverywhere } from './auth.ts';
import { sessionUser } from './test-fixtures.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));
vi.mock('./api.ts', () => ({ getApi: () => fake.api }));

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

describe('wishlist toggle', () => {
  const answer = (message: string, wishlist_counter: number) => {
    const toggle = vi.fn(async (_pid: number) => ({ status: true, message, wishlist_counter }));
    fake.api = { toggleWishlist: toggle };
    return toggle;
  };
  afterEach(() => {
    $wished.set({});
    $toasts.set([]);
  });

  it('reads which way it went from the counter, whatever the wording of the message', async () => {
    setWishlistCount(2);
    const toggle = answer('Product saved to your wishlist', 3);
    expect(await toggleWishlist(7)).toBe(true);
    expect(toggle).toHaveBeenCalledWith(7);
    expect($wished.get()[7]).toBe(true);
    expect($wishlistCount.get()).toBe(3);
    expect($toasts.get().at(-1)?.title).toBe('Product saved to your wishlist');

    answer(MSG.addedInWishlist, 2);
    expect(await toggleWishlist(7)).toBe(false);
    expect($wished.get()[7]).toBe(false);
    expect($wishlistCount.get()).toBe(2);
  });

  it('with a stale counter (unchanged), flips what the page knew', async () => {
    setWishlistCount(4);
    answer('Wishlist updated', 4);
    $wished.set({ 9: true });
    expect(await toggleWishlist(9)).toBe(false);
    expect(await toggleWishlist(5, false)).toBe(true);
    expect($wished.get()).toEqual({ 9: false, 5: true });
  });
});

describe('session', () => {
  it("keeps the user and the elite flag as 'true'/'false'", () => {
    setSession(sessionUser({ is_sose_elite_user: true }));
    expect($loggedIn.get()).toBe(true);
    expect(localStorage.getItem('so:is_elite')).toBe('true');
    clearSession();
    expect($session.get()).toBeNull();
    expect($elite.get()).toBe('false');
  });
});

describe('logout', () => {
  const asha = sessionUser({ token: 'old-token', cart_counter: 2 });
  afterEach(() => clearToasts());

  it('asks the server to end the session before forgetting it here', async () => {
    setSession(asha);
    const tokenAtCall: (string | undefined)[] = [];
    const serverLogout = vi.fn(async () => {
      tokenAtCall.push($session.get()?.token);
      return { status: true };
    });
    fake.api = { logout: serverLogout };
    await logout('You have been logged out');
    expect(serverLogout).toHaveBeenCalledTimes(1);
    expect(tokenAtCall).toEqual(['old-token']);
    expect($session.get()).toBeNull();
    expect($toasts.get().map((t) => t.title)).toEqual(['You have been logged out']);
  });

  it("goes to the store's home on the store's own site, and stays on a partner's page", async () => {
    const routes: string[] = [];
    const route = (event: Event) => {
      event.preventDefault();
      routes.push((event as CustomEvent<{ href: string }>).detail.href);
    };
    document.addEventListener(NAVIGATE_EVENT, route);
    try {
      fake.api = { logout: vi.fn(async () => ({ status: true })) };
      setSession(asha);
      await logout('You have been logged out');
      expect(routes).toEqual(['/']);
      configure({ storeUrl: 'https://store.example' });
      setSession(asha);
      await logout('You have been logged out');
      expect(routes).toEqual(['/']);
      expect($session.get()).toBeNull();
    } finally {
      document.removeEventListener(NAVIGATE_EVENT, route);
      configure({ storeUrl: location.origin });
    }
  });

  it('still logs out here when the server cannot be reached', async () => {
    setSession(asha);
    fake.api = { logout: vi.fn(async () => Promise.reject(new ApiError('offline', 0))) };
    await logout('You have been logged out');
    expect($session.get()).toBeNull();
  });

  it('logs out of all devices only when the server ended them; otherwise keeps the session and says so', async () => {
    setSession(asha);
    fake.api = { logoutAll: vi.fn(async () => Promise.reject(new ApiError('offline', 0))) };
    expect(await logoutEverywhere('Logged out everywhere', 'Could not')).toBe(false);
    expect($session.get()?.token).toBe('old-token');
    expect($toasts.get().map((t) => t.title)).toEqual(['Could not']);

    const logoutAll = vi.fn(async () => ({ status: true }));
    fake.api = { logoutAll };
    expect(await logoutEverywhere('Logged out everywhere', 'Could not')).toBe(true);
    expect(logoutAll).toHaveBeenCalledTimes(1);
    expect($session.get()).toBeNull();
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

  it('leaves no timer behind when dismissed early or cleared', () => {
    vi.useFakeTimers();
    const first = toast({ kind: 'info', title: 'One' });
    toast({ kind: 'info', title: 'Two' });
    dismissToast(first);
    expect(vi.getTimerCount()).toBe(1);
    clearToasts();
    expect($toasts.get()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
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

// ─── Shared cart state ───

const line = (id: number, quantity: number, stock: number | null = 10) => ({
  id,
  product: 1000 + id,
  product_id: 1000 + id,
  product_name: `Product ${id}`,
  product_image: null,
  quantity,
  selling_price: 10000,
  total: 10000 * quantity,
  available_quantity: { Quantity: stock },
});
const cartOf = (...lines: ReturnType<typeof line>[]) => ({
  cart_items: lines,
  total: lines.reduce((sum, l) => sum + l.total, 0),
  discount_amt: 0,
  gst_amt: 0,
  final_total: lines.reduce((sum, l) => sum + l.total, 0),
  cart_counter: lines.length,
  product_price: 0,
});
const user = sessionUser({ id: 5 });

describe('cart state', () => {
  afterEach(() => {
    $cart.set({ status: 'idle', data: null, error: null });
    clearCartExtras();
    $toasts.set([]);
  });

  it('shares one GET /cart/ between elements, sets the counter, and keeps data while reloading', async () => {
    const cart = vi.fn(async () => ({ status: true, data: cartOf(line(1, 2), line(2, 1)) }));
    fake.api = { cart };
    const [a, b] = await Promise.all([loadCart(), loadCart()]);
    expect(cart).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect($cart.get().status).toBe('ready');
    expect($cartCount.get()).toBe(2);
    const again = reloadCart();
    expect($cart.get()).toMatchObject({ status: 'loading', data: a });
    await again;
    expect(cart).toHaveBeenCalledTimes(2);
  });

  it('lets only the newest load write the cart', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fake.api = {
      cart: vi
        .fn()
        .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
        .mockImplementationOnce(async () => ({ status: true, data: cartOf(line(2, 5)) })),
    };
    const old = loadCart();
    await reloadCart();
    answer({ status: true, data: cartOf(line(1, 1)) });
    await old;
    expect($cart.get().data?.cart_items.map((l) => l.id)).toEqual([2]);
  });

  it('keeps what it had and reports the error when a load fails', async () => {
    fake.api = { cart: vi.fn(async () => ({ status: true, data: cartOf(line(1, 1)) })) };
    await loadCart();
    fake.api = { cart: vi.fn(async () => Promise.reject(new ApiError('down', 0))) };
    expect(await reloadCart()).toBeNull();
    expect($cart.get().status).toBe('error');
    expect($cart.get().data?.cart_items).toHaveLength(1);
  });

  it('removes a line at once, says "Product removed from cart!" and takes the new counter', async () => {
    fake.api = {
      cart: vi.fn(async () => ({ status: true, data: cartOf(line(2, 1)) })),
      removeCartItem: vi.fn(async () => ({ status: true, message: MSG.productRemovedFromCart, cart_counter: 1, final_total: 10000 })),
    };
    $cart.set({ status: 'ready', data: cartOf(line(1, 1), line(2, 1)), error: null });
    const result = await removeCartLine(1);
    expect(result).toEqual({ ok: true, message: MSG.productRemovedFromCart });
    expect($cart.get().data?.cart_items.map((l) => l.id)).toEqual([2]);
    expect($cartCount.get()).toBe(1);
    expect($toasts.get().map((t) => t.title)).toEqual([MSG.productRemovedFromCart]);
  });

  it("shows the server's text when a removal is refused", async () => {
    fake.api = {
      removeCartItem: vi.fn(async () => Promise.reject(new ApiError('Cart item not found', 404, { status: false, message: 'Cart item not found' }))),
    };
    expect(await removeCartLine(9)).toEqual({ ok: false, message: 'Cart item not found' });
    expect($toasts.get()[0]).toMatchObject({ kind: 'error', title: 'Cart item not found' });
  });

  it("updates a quantity with the store's texts: the server's reason, else the generic failure", async () => {
    fake.api = {
      cart: vi.fn(async () => ({ status: true, data: cartOf(line(1, 3)) })),
      updateCartItem: vi.fn(async () => ({ status: true, message: MSG.quantityUpdated, cart_counter: 1 })),
    };
    expect(await updateCartLine(1, 3)).toBe(true);
    expect($toasts.get().map((t) => t.title)).toEqual([MSG.quantityUpdated]);
    expect($cart.get().data?.cart_items[0].quantity).toBe(3);

    $toasts.set([]);
    fake.api.updateCartItem = vi.fn(async () =>
      Promise.reject(new ApiError('Maximum 4 units available', 400, { status: false, message: 'Maximum 4 units available', errors: { quantity: ['Maximum 4 units available'] } })),
    );
    expect(await updateCartLine(1, 9)).toBe(false);
    expect($toasts.get().map((t) => t.title)).toEqual(['Maximum 4 units available']);

    $toasts.set([]);
    fake.api.updateCartItem = vi.fn(async () => Promise.reject(new ApiError(MSG.tryAgainLater, 0)));
    await updateCartLine(1, 2);
    expect($toasts.get().map((t) => t.title)).toEqual([MSG.quantityUpdateFailed]);
  });

  it('keeps the voucher and verified coins in sessionStorage for the same user only', () => {
    setSession(user);
    setCartVoucher({ code: 'FLAT50', total: 50000, gst_amt: 0, discount_amt: 5000, final_total: 45000, signature: '1:1001x1' });
    setCartCoins({ amount: 20, verifiedAt: Date.now() });
    expect(JSON.parse(sessionStorage.getItem('so:cart:extras') ?? '{}')).toMatchObject({ userId: 5, voucher: { code: 'FLAT50' }, coins: { amount: 20 } });
    expect(activeCartExtras()).toMatchObject({ voucher: { code: 'FLAT50' }, coins: { amount: 20 } });
    // The server keeps a verified redemption for 30 minutes only.
    expect(activeCartExtras($cartExtras.get(), Date.now() + COIN_REDEMPTION_VALID_MS + 1).coins).toBeNull();
    setSession({ ...user, id: 6, token: 'other' });
    expect(activeCartExtras()).toEqual({ voucher: null, coins: null });
    expect(sessionStorage.getItem('so:cart:extras')).toBeNull();
  });

  it('drops the voucher and coins once the cart comes back empty (an order took it)', async () => {
    setSession(user);
    setCartVoucher({ code: 'FLAT50', total: 50000, gst_amt: 0, discount_amt: 5000, final_total: 45000, signature: '1:1001x1' });
    setCartCoins({ amount: 20, verifiedAt: Date.now() });
    fake.api = { cart: vi.fn(async () => ({ status: true, data: cartOf() })) };
    await reloadCart();
    expect(activeCartExtras()).toEqual({ voucher: null, coins: null });
  });

  it('forgets the cart of the previous owner on login and logout', () => {
    $cart.set({ status: 'ready', data: cartOf(line(1, 1)), error: null });
    setSession(user);
    expect($cart.get()).toEqual({ status: 'idle', data: null, error: null });
  });

  it('gives every element the same totals: the voucher validated for this cart, less the verified coins', () => {
    setSession(user);
    const cart = cartOf(line(1, 2));
    expect($cartTotals.get()).toBeNull();
    $cart.set({ status: 'ready', data: cart, error: null });
    expect($cartTotals.get()).toMatchObject({ final: 20000, payable: 20000, voucherCode: null });
    setCartVoucher({ code: 'FLAT50', total: 20000, gst_amt: 0, discount_amt: 5000, final_total: 15000, signature: cartSignature(cart) });
    expect($cartTotals.get()).toEqual({ total: 20000, gst: 0, discount: 5000, final: 15000, voucherCode: 'FLAT50', coins: 0, payable: 15000 });
    setCartCoins({ amount: 20, verifiedAt: Date.now() });
    expect($cartTotals.get()).toMatchObject({ final: 15000, coins: 20, payable: 13000 });
    // Another quantity: the voucher's answer was for another cart, so its totals no longer hold.
    $cart.set({ status: 'ready', data: cartOf(line(1, 3)), error: null });
    expect($cartTotals.get()).toMatchObject({ final: 30000, discount: 0, voucherCode: null, payable: 28000 });
    expect(cartTotals(cart, null, 0)).toMatchObject({ final: 20000, payable: 20000 });
  });

  it('opens the drawer through a window event', () => {
    const seen = vi.fn();
    window.addEventListener(OPEN_CART_EVENT, seen);
    openCartDrawer();
    window.removeEventListener(OPEN_CART_EVENT, seen);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
