import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, $cartTotals, $elite, $lastAdded, $session, cartSignature, clearCartExtras, setCartCoins, setCartCount, setCartVoucher } from '@so/stores';
import { defaultLines, sampleCart, sampleLine } from '../shared/cart-fixtures.ts';
import { sampleUser } from '../shared/fixtures.ts';
import { goTo, serverCart } from '../shared/test-setup.ts';
import { BAR_HEIGHT_PROPERTY, CartBar } from './CartBar.tsx';
import { CartBarView } from './CartBarView.tsx';
import { BAR_COPY } from './copy.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));
// The stores create their client with @so/api's createApi: every call goes to this file's fake.
vi.mock('@so/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/api')>()),
  createApi: () => new Proxy({}, { get: (_target, key) => Reflect.get(fake.api, key) }),
}));

const bar = () => screen.queryByRole('complementary', { name: BAR_COPY.label });

beforeEach(() => {
  goTo('/shop');
  $session.set(sampleUser());
  $elite.set('false');
  $cart.set({ status: 'idle', data: null, error: null });
  clearCartExtras();
  setCartCount(0);
});

describe('CartBarView', () => {
  it('shows the count, the total and View cart, and the SO Elite prompt only when asked', () => {
    const { rerender } = render(<CartBarView count={3} totalPaise={252100} showElite />);
    expect(screen.getByText(BAR_COPY.items(3))).toBeTruthy();
    expect(screen.getByText('₹2,521.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: BAR_COPY.viewCart }).getAttribute('href')).toMatch(/\/cart$/);
    expect(screen.getByRole('link', { name: BAR_COPY.elite }).getAttribute('href')).toMatch(/\/subscription-plans$/);
    rerender(<CartBarView count={1} totalPaise={null} showElite={false} />);
    expect(screen.getByText(BAR_COPY.items(1))).toBeTruthy();
    expect(screen.queryByRole('link', { name: BAR_COPY.elite })).toBeNull();
  });
});

describe('CartBar', () => {
  it('is hidden for visitors, even with a cart', async () => {
    $session.set(null);
    setCartCount(2);
    const cart = vi.fn();
    fake.api = { cart };
    render(<CartBar />);
    expect(bar()).toBeNull();
    expect(cart).not.toHaveBeenCalled();
  });

  it('is hidden while the cart is empty, and when the cart turns out to be empty', async () => {
    const server = serverCart(sampleCart([]));
    fake.api = { cart: server.cart };
    render(<CartBar />);
    expect(bar()).toBeNull();
    expect(server.cart).not.toHaveBeenCalled();
    act(() => setCartCount(1));
    await waitFor(() => expect(server.cart).toHaveBeenCalled());
    // The counter said 1 but the server's cart is empty (and says 0).
    await waitFor(() => expect(bar()).toBeNull());
  });

  it('shows a logged-in shopper the cart with the SO Elite upgrade prompt; members do not see the prompt', async () => {
    setCartCount(3);
    fake.api = { cart: serverCart(sampleCart()).cart };
    render(<CartBar />);
    await screen.findByText('₹2,521.00');
    expect(screen.getByText(BAR_COPY.items(3))).toBeTruthy();
    expect(screen.getByRole('link', { name: BAR_COPY.elite })).toBeTruthy();
    act(() => $elite.set('true'));
    expect(screen.queryByRole('link', { name: BAR_COPY.elite })).toBeNull();
    expect(bar()).toBeTruthy();
  });

  // Both pages show the whole order themselves (and the bar would cover their controls); a
  // trailing slash is the same page.
  it.each(['/cart', '/checkout', '/cart/', '/checkout/'])('is hidden on %s', async (path) => {
    setCartCount(3);
    fake.api = { cart: serverCart(sampleCart()).cart };
    goTo(path);
    render(<CartBar />);
    await waitFor(() => expect($cart.get().status).toBe('ready'));
    expect(bar()).toBeNull();
    act(() => goTo('/shop'));
    expect(bar()).toBeTruthy();
  });

  it('shows the payable total the cart page shows: the voucher applied on the cart page, less the redeemed coins', async () => {
    setCartCount(3);
    const cart = sampleCart();
    fake.api = { cart: serverCart(cart).cart };
    setCartVoucher({ code: 'FLAT50', total: cart.total, gst_amt: cart.gst_amt, discount_amt: 50_00, final_total: cart.total - 50_00, signature: cartSignature(cart) });
    render(<CartBar />);
    expect(await screen.findByText('₹2,471.00')).toBeTruthy();
    expect(screen.queryByText('₹2,521.00')).toBeNull();
    act(() => setCartCoins({ amount: 20, verifiedAt: Date.now() }));
    expect(await screen.findByText('₹2,451.00')).toBeTruthy();
    expect($cartTotals.get()?.payable).toBe(2451_00);
  });

  it('follows adds to the cart (more of a product already in it changes only the total)', async () => {
    setCartCount(3);
    const server = serverCart(sampleCart());
    fake.api = { cart: server.cart };
    render(<CartBar />);
    await screen.findByText('₹2,521.00');
    server.set(sampleCart([sampleLine({ id: 1, quantity: 3 }), ...defaultLines().slice(1)]));
    act(() => $lastAdded.set({ productId: 1001, quantity: 1, at: Date.now() }));
    expect(await screen.findByText('₹3,308.50')).toBeTruthy();
  });


  it('on a phone steps aside while a text field has focus, keeping its place in the page', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width: 767px'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const field = document.body.appendChild(document.createElement('input'));
    setCartCount(3);
    fake.api = { cart: serverCart(sampleCart()).cart };
    const { container } = render(<CartBar />);
    await screen.findByText('₹2,521.00');
    act(() => field.focus());
    expect(bar()).toBeNull();
    expect(container.querySelector('.cart-bar__spacer')).not.toBeNull();
    act(() => field.blur());
    expect(bar()).toBeTruthy();
    field.remove();
    vi.unstubAllGlobals();
  });

  it('publishes its height for other fixed elements while shown, and removes it when hidden', async () => {
    setCartCount(3);
    fake.api = { cart: serverCart(sampleCart()).cart };
    const { unmount } = render(<CartBar />);
    await screen.findByText('₹2,521.00');
    expect(document.documentElement.style.getPropertyValue(BAR_HEIGHT_PROPERTY)).toMatch(/^\d+px$/);
    act(() => $session.set(null));
    expect(bar()).toBeNull();
    expect(document.documentElement.style.getPropertyValue(BAR_HEIGHT_PROPERTY)).toBe('');
    unmount();
  });
});
