import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@so/contract';
import {
  $cart,
  addToCart,
  $location,
  $loginDialog,
  $session,
  $toasts,
  cartSignature,
  openCartDrawer,
  setCartCount,
  setCartVoucher,
} from '@so/stores';
import { CART_COPY } from '../cart/index.ts';
import { defaultLines, sampleCart, sampleLine } from '../shared/cart-fixtures.ts';
import { recordNavigations, resetCart, resetShopper, serverCart } from '../shared/test-setup.ts';
import { Toaster } from '../toaster/index.ts';
import { CartDrawer } from './CartDrawer.tsx';
import { DRAWER_COPY } from './copy.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));
// The stores create their client with @so/api's createApi: every call goes to this file's fake.
vi.mock('@so/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/api')>()),
  createApi: () => new Proxy({}, { get: (_target, key) => Reflect.get(fake.api, key) }),
}));

const navigations = recordNavigations();

beforeEach(() => {
  resetShopper();
  resetCart();
});

const drawer = () => screen.getByRole('dialog', { name: new RegExp(DRAWER_COPY.title) });

/** What an add to cart does once the server took it: ask the mini cart to open, naming the product. */
function added() {
  act(() => openCartDrawer(1001));
}

describe('CartDrawer', () => {
  it('stays closed until something is added, then opens with the lines and focus returns on Escape', async () => {
    fake.api = { cart: serverCart(sampleCart()).cart };
    render(
      <>
        <button type="button">Add to cart</button>
        <CartDrawer />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    add.focus();
    added();
    const dialog = drawer();
    expect(within(dialog).getByText(MSG.addedToCart)).toBeTruthy();
    expect(await within(dialog).findByRole('link', { name: 'Raw Forest Honey 250 g' })).toBeTruthy();
    expect(within(dialog).getByText(DRAWER_COPY.quantity(3))).toBeTruthy();
    expect(within(dialog).getByText('₹597.00')).toBeTruthy();
    expect(within(dialog).getByText(DRAWER_COPY.subtotal).parentElement?.textContent).toContain('₹2,521.00');
    // Focus is inside and stays inside.
    expect(dialog.contains(document.activeElement)).toBe(true);
    const checkout = within(dialog).getByRole('button', { name: DRAWER_COPY.checkout });
    checkout.focus();
    fireEvent.keyDown(checkout, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: DRAWER_COPY.close }));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(add);
  });

  it('after an add, an out-of-date empty cart shows as loading until the fresh cart comes, never "Your cart is empty"', async () => {
    // The page knew an empty cart; the add was counted by the server (counter 1) and the fresh
    // cart is still on its way.
    act(() => $cart.set({ status: 'ready', data: sampleCart([]), error: null }));
    let answer: (value: { status: boolean; cart_counter: number; data: ReturnType<typeof sampleCart> }) => void = () => {};
    const fresh = sampleCart();
    fake.api = { cart: () => new Promise((resolve) => (answer = resolve)) };
    render(<CartDrawer />);
    act(() => setCartCount(fresh.cart_counter));
    added();
    const dialog = drawer();
    expect(within(dialog).getByText(DRAWER_COPY.loading)).toBeTruthy();
    expect(within(dialog).queryByText(MSG.cartEmpty)).toBeNull();
    await act(async () => answer({ status: true, cart_counter: fresh.cart_counter, data: fresh }));
    expect(await within(dialog).findByRole('link', { name: 'Raw Forest Honey 250 g' })).toBeTruthy();
    expect(within(dialog).queryByText(DRAWER_COPY.loading)).toBeNull();
  });

  it('closes when the page changes (Buy now adds, then goes to checkout)', async () => {
    fake.api = { cart: serverCart(sampleCart()).cart };
    render(<CartDrawer />);
    added();
    await within(drawer()).findByRole('link', { name: 'Raw Forest Honey 250 g' });
    act(() => $location.set(new URL('http://localhost/checkout')));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the Add to cart button inside another element (shadow root)', async () => {
    fake.api = { cart: serverCart(sampleCart()).cart };
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    button.textContent = 'Add to cart';
    root.append(button);
    render(<CartDrawer />);
    button.focus();
    added();
    await within(drawer()).findByRole('link', { name: 'Tulsi Green Tea' });
    fireEvent.click(within(drawer()).getByRole('button', { name: DRAWER_COPY.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.activeElement).toBe(button);
    host.remove();
  });

  it('gives focus back to the button that was pressed even when it lost focus while adding (disabled while busy)', async () => {
    fake.api = { cart: serverCart(sampleCart()).cart };
    render(
      <>
        <button type="button">Add to cart</button>
        <CartDrawer />
      </>,
    );
    const add = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.pointerDown(add);
    add.focus();
    add.blur();
    expect(document.activeElement).toBe(document.body);
    added();
    await within(drawer()).findByRole('link', { name: 'Tulsi Green Tea' });
    fireEvent.keyDown(within(drawer()).getByRole('button', { name: DRAWER_COPY.close }), { key: 'Escape' });
    expect(document.activeElement).toBe(add);
  });

  it('gives focus back to Add to cart inside another element, pressed by keyboard and disabled while it worked, once it is enabled again', async () => {
    fake.api = { cart: serverCart(sampleCart()).cart };
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    const host = document.createElement('div');
    main.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<h1>Bilona Desi Cow Ghee</h1><button type="button">Add to cart</button>';
    const button = root.querySelector('button') as HTMLButtonElement;
    render(<CartDrawer />);
    button.focus();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    // Disabled while it works: the browser takes focus off it.
    button.blur();
    button.disabled = true;
    added();
    await within(drawer()).findByRole('link', { name: 'Tulsi Green Tea' });
    fireEvent.keyDown(within(drawer()).getByRole('button', { name: DRAWER_COPY.close }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Never <body> meanwhile: the page heading holds focus until the button is back.
    expect(document.activeElement).not.toBe(document.body);
    button.disabled = false;
    await waitFor(() => expect(root.activeElement).toBe(button));
    main.remove();
  });

  it('says "Product added to cart!" through the live region, inside the drawer (the page behind it is inert)', async () => {
    fake.api = { cart: serverCart(sampleCart()).cart, addToCart: vi.fn(async () => ({ status: true, message: MSG.addedToCart, cart_counter: 3 })) };
    render(
      <>
        <Toaster />
        <CartDrawer />
      </>,
    );
    await act(async () => {
      await addToCart(1001, 1);
    });
    const dialog = drawer();
    await waitFor(() => expect(dialog.querySelector('[aria-live="polite"]')?.textContent).toContain(MSG.addedToCart));
    expect(dialog.querySelector('[aria-live="polite"]')?.getAttribute('role')).toBe('status');
    // One live region on the page: the toast stack itself is not another.
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
  });

  it('opens on the so:open-cart window event and shows an empty cart as such', async () => {
    fake.api = { cart: serverCart(sampleCart([])).cart };
    render(<CartDrawer />);
    act(() => openCartDrawer());
    expect(await within(drawer()).findByText(MSG.cartEmpty)).toBeTruthy();
    expect(within(drawer()).getByRole('link', { name: MSG.shopNow }).getAttribute('href')).toMatch(/\/shop$/);
    expect(within(drawer()).queryByRole('button', { name: DRAWER_COPY.checkout })).toBeNull();
  });

  it('stays closed when the host page cancels so:open-cart (it shows its own cart)', async () => {
    fake.api = { cart: serverCart(sampleCart()).cart };
    render(<CartDrawer />);
    const ownCart = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('so:open-cart', ownCart);
    try {
      added();
    } finally {
      document.removeEventListener('so:open-cart', ownCart);
    }
    expect(ownCart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: new RegExp(DRAWER_COPY.title) })).toBeNull();
    added();
    expect(drawer()).toBeTruthy();
  });

  it('answers an add to cart made before it listened (the loader defines it after the first screen)', async () => {
    fake.api = { cart: serverCart(sampleCart()).cart };
    added();
    render(<CartDrawer />);
    expect(within(drawer()).getByText(MSG.addedToCart)).toBeTruthy();
    expect(await within(drawer()).findByRole('link', { name: 'Raw Forest Honey 250 g' })).toBeTruthy();
  });

  it('does not answer later a request the host cancelled, or one made long before it listened', async () => {
    fake.api = { cart: serverCart(sampleCart()).cart };
    const ownCart = (event: Event) => event.preventDefault();
    document.addEventListener('so:open-cart', ownCart);
    try {
      added();
    } finally {
      document.removeEventListener('so:open-cart', ownCart);
    }
    const first = render(<CartDrawer />);
    expect(screen.queryByRole('dialog', { name: new RegExp(DRAWER_COPY.title) })).toBeNull();
    first.unmount();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      added();
      vi.setSystemTime(Date.now() + 5_000);
      render(<CartDrawer />);
      expect(screen.queryByRole('dialog', { name: new RegExp(DRAWER_COPY.title) })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes a line and says so inside the drawer', async () => {
    const server = serverCart(sampleCart());
    const removeCartItem = vi.fn(async () => ({ status: true, message: MSG.productRemovedFromCart, cart_counter: 2 }));
    fake.api = { cart: server.cart, removeCartItem };
    render(<CartDrawer />);
    added();
    const dialog = drawer();
    await within(dialog).findByRole('link', { name: 'Raw Forest Honey 250 g' });
    server.set(sampleCart(defaultLines().filter((line) => line.id !== 2)));
    fireEvent.click(within(dialog).getByRole('button', { name: CART_COPY.removeItem('Raw Forest Honey 250 g') }));
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: 'Raw Forest Honey 250 g' })).toBeNull());
    expect(removeCartItem).toHaveBeenCalledWith(2);
    expect(within(dialog).getByText(MSG.productRemovedFromCart)).toBeTruthy();
  });

  it('View cart closes the drawer and goes to /cart', async () => {
    fake.api = { cart: serverCart(sampleCart()).cart };
    render(<CartDrawer />);
    added();
    fireEvent.click(await within(drawer()).findByRole('link', { name: DRAWER_COPY.viewCart }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigations.map((n) => n.href)).toEqual(['/cart']);
  });

  it('Checkout asks visitors to log in (the drawer closes for the login dialog)', async () => {
    $session.set(null);
    fake.api = { cart: serverCart(sampleCart()).cart };
    render(<CartDrawer />);
    added();
    fireEvent.click(await within(drawer()).findByRole('button', { name: DRAWER_COPY.checkout }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($toasts.get().map((t) => t.title)).toEqual([MSG.loginToOrder]);
    expect($loginDialog.get().open).toBe(true);
    expect(navigations).toEqual([]);
  });

  it('Checkout goes to /checkout with the cart as navigation state', async () => {
    fake.api = { cart: serverCart(sampleCart()).cart };
    render(<CartDrawer />);
    added();
    fireEvent.click(await within(drawer()).findByRole('button', { name: DRAWER_COPY.checkout }));
    expect(navigations).toEqual([{ href: '/checkout', replace: undefined, state: { source: 'cart', voucher_code: null, used_coin: 0 } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Checkout leads back to /cart when a voucher was applied there (it is checked again on that page)', async () => {
    const cart = sampleCart();
    setCartVoucher({ code: 'FLAT50', total: cart.total, gst_amt: cart.gst_amt, discount_amt: 50_00, final_total: cart.total - 50_00, signature: cartSignature(cart) });
    fake.api = { cart: serverCart(cart).cart };
    render(<CartDrawer />);
    added();
    fireEvent.click(await within(drawer()).findByRole('button', { name: DRAWER_COPY.checkout }));
    expect(navigations.map((n) => n.href)).toEqual(['/cart']);
  });

  it('Checkout explains out-of-stock lines and the minimum order inside the drawer', async () => {
    const server = serverCart(sampleCart([sampleLine({ product_name: 'Ghee' }), sampleLine({ id: 2, product_name: 'Honey', available_quantity: { Quantity: 0 } })]));
    fake.api = { cart: server.cart };
    render(<CartDrawer />);
    added();
    const dialog = drawer();
    fireEvent.click(await within(dialog).findByRole('button', { name: DRAWER_COPY.checkout }));
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain(MSG.cannotProceedToCheckout);
    expect(alert.textContent).toContain(MSG.isOutOfStock('Honey'));
    expect(navigations).toEqual([]);

    server.set(sampleCart([sampleLine({ product_name: 'Ghee', selling_price: 120_00 })]));
    act(() => openCartDrawer());
    await within(dialog).findByText('₹120.00', { selector: '.drawer__subtotal *' });
    fireEvent.click(within(dialog).getByRole('button', { name: DRAWER_COPY.checkout }));
    expect(within(dialog).getByRole('alert').textContent).toContain(MSG.minimumOrderValue);
    expect(navigations).toEqual([]);
  });

  it('offers Try again when the cart cannot load', async () => {
    const cart = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ status: true, data: sampleCart() });
    fake.api = { cart };
    render(<CartDrawer />);
    act(() => openCartDrawer());
    fireEvent.click(await within(drawer()).findByRole('button', { name: MSG.tryAgain }));
    expect(await within(drawer()).findByRole('link', { name: 'Tulsi Green Tea' })).toBeTruthy();
  });
});
