import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { type Product, MSG } from '@so/contract';
import { $lastAdded, $session, $toasts, $wished, $wishlistCount, setWishlistCount } from '@so/stores';
import { sampleProducts, sampleUser } from '../shared/fixtures.ts';
import { WISHLIST_COPY } from './copy.ts';
import { Wishlist } from './Wishlist.tsx';
import { WishlistView } from './WishlistView.tsx';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));
// The stores create their client with @so/api's createApi: every call goes to this file's fake.
vi.mock('@so/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/api')>()),
  createApi: () => new Proxy({}, { get: (_target, key) => Reflect.get(fake.api, key) }),
}));

/** A server wishlist that toggles like POST /wishlist/. */
function serverWishlist(initial: Product[]) {
  let list = [...initial];
  const wishlist = vi.fn(async () => ({ status: true, data: list, wishlist_counter: list.length }));
  const toggleWishlist = vi.fn(async (pid: number) => {
    const had = list.some((p) => p.id === pid);
    list = had ? list.filter((p) => p.id !== pid) : [...list, ...initial.filter((p) => p.id === pid)];
    return { status: true, message: had ? MSG.removedFromWishlist : MSG.addedInWishlist, wishlist_counter: list.length };
  });
  return { wishlist, toggleWishlist };
}

const wished = () => sampleProducts(5).map((p) => ({ ...p, is_wished: true }));
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  $toasts.set([]);
  $wished.set({});
  $session.set(sampleUser());
  setWishlistCount(0);
});

describe('WishlistView', () => {
  it('shows "Your wishlist is empty" with Shop Now', () => {
    render(<WishlistView state={{ status: 'ready', data: [] }} onRetry={vi.fn()} onRemove={vi.fn()} onAddToCart={vi.fn()} onMoveToCart={vi.fn()} />);
    expect(screen.getByText(MSG.wishlistEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.shopNow }).getAttribute('href')).toMatch(/\/shop$/);
  });

  it('shows placeholders while loading and Try again after a failure', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<WishlistView state={{ status: 'loading' }} onRetry={onRetry} onRemove={vi.fn()} onAddToCart={vi.fn()} onMoveToCart={vi.fn()} />);
    expect(screen.getByRole('status', { busy: true }).textContent).toContain(WISHLIST_COPY.loading);
    rerender(<WishlistView state={{ status: 'error', error: new Error('x') }} onRetry={onRetry} onRemove={vi.fn()} onAddToCart={vi.fn()} onMoveToCart={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain(MSG.productsLoadFailed);
    fireEvent.click(screen.getByRole('button', { name: MSG.tryAgain }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('Wishlist', () => {
  it('lists the wished products as product cards and sets the counter; no Move to cart when out of stock', async () => {
    fake.api = serverWishlist(wished());
    render(<Wishlist />);
    expect(await screen.findByRole('link', { name: 'Tulsi Green Tea' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect($wishlistCount.get()).toBe(5);
    expect(within(card('Tulsi Green Tea')).getByRole('button', { name: 'Remove Tulsi Green Tea from wishlist' }).getAttribute('aria-pressed')).toBe('true');
    // The fifth sample product has no stock.
    expect(screen.queryByRole('button', { name: WISHLIST_COPY.moveLabel('Triphala Tablets') })).toBeNull();
    expect(screen.getByRole('button', { name: WISHLIST_COPY.moveLabel('Tulsi Green Tea') })).toBeTruthy();
  });

  it('Remove takes the product off the wishlist and the page', async () => {
    const server = serverWishlist(wished());
    fake.api = server;
    render(<Wishlist />);
    fireEvent.click(await screen.findByRole('button', { name: WISHLIST_COPY.removeLabel('Raw Forest Honey') }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Raw Forest Honey' })).toBeNull());
    expect(server.toggleWishlist).toHaveBeenCalledWith(2);
    expect($toasts.get().map((t) => t.title)).toEqual([MSG.removedFromWishlist]);
    expect($wishlistCount.get()).toBe(4);
  });

  it('the heart removes it too', async () => {
    fake.api = serverWishlist(wished());
    render(<Wishlist />);
    await screen.findByRole('link', { name: 'Raw Forest Honey' });
    fireEvent.click(within(card('Raw Forest Honey')).getByRole('button', { name: 'Remove Raw Forest Honey from wishlist' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Raw Forest Honey' })).toBeNull());
  });

  it('Move to cart adds one to the cart (the drawer opens) and takes it off the wishlist', async () => {
    const server = serverWishlist(wished());
    const addToCart = vi.fn(async () => ({ status: true, message: MSG.addedToCart, cart_counter: 1 }));
    fake.api = { ...server, addToCart };
    render(<Wishlist />);
    fireEvent.click(await screen.findByRole('button', { name: WISHLIST_COPY.moveLabel('Tulsi Green Tea') }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tulsi Green Tea' })).toBeNull());
    expect(addToCart).toHaveBeenCalledWith(1, 1);
    expect($lastAdded.get()).toMatchObject({ productId: 1, quantity: 1 });
    expect($toasts.get().map((t) => t.title)).toEqual([MSG.addedToCart, MSG.removedFromWishlist]);
  });

  it('keeps the product when it cannot go to the cart', async () => {
    const server = serverWishlist(wished());
    const addToCart = vi.fn(async () => Promise.reject(new ApiError('Maximum 0 units available', 400, { status: false, message: 'Maximum 0 units available' })));
    fake.api = { ...server, addToCart };
    render(<Wishlist />);
    fireEvent.click(await screen.findByRole('button', { name: WISHLIST_COPY.moveLabel('Tulsi Green Tea') }));
    await waitFor(() => expect($toasts.get().map((t) => t.title)).toEqual([MSG.cartAddFailed]));
    expect(server.toggleWishlist).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Tulsi Green Tea' })).toBeTruthy();
  });

  it('Add to cart on a card keeps it on the wishlist', async () => {
    const server = serverWishlist(wished());
    const addToCart = vi.fn(async () => ({ status: true, message: MSG.addedToCart, cart_counter: 1 }));
    fake.api = { ...server, addToCart };
    render(<Wishlist />);
    await screen.findByRole('link', { name: 'Tulsi Green Tea' });
    fireEvent.click(within(card('Tulsi Green Tea')).getByRole('button', { name: `${MSG.addToCart}: Tulsi Green Tea` }));
    await waitFor(() => expect(addToCart).toHaveBeenCalledWith(1, 1));
    expect(server.toggleWishlist).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Tulsi Green Tea' })).toBeTruthy();
  });

  it('shows "Your wishlist is empty" for an empty list, and Try again after a failure', async () => {
    const wishlist = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(MSG.tryAgainLater, 0))
      .mockResolvedValue({ status: true, data: [], wishlist_counter: 0 });
    fake.api = { wishlist };
    render(<Wishlist />);
    fireEvent.click(await screen.findByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByText(MSG.wishlistEmpty)).toBeTruthy();
  });
});
