import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from './cart.ts';
import { openCartDrawer } from './cart-state.ts';
import { completeLogin, closeLoginDialog, openLoginDialog } from './auth.ts';
import { configure, onStoreSite } from './config.ts';
import { emit, forgetInteractions } from './events.ts';
import { configureLeaving, navigate } from './navigation.ts';
import { clearSession } from './session.ts';
import { sessionUser } from './test-fixtures.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));
vi.mock('./api.ts', () => ({ getApi: () => fake.api }));

/** A `so-*` element with an open shadow root holding one button, as the store's elements are. */
function soElementWithButton(): { host: HTMLElement; button: HTMLButtonElement } {
  const host = document.createElement('so-demo-card');
  const button = document.createElement('button');
  host.attachShadow({ mode: 'open' }).append(button);
  document.body.append(host);
  return { host, button };
}

/** Records the `name` events `target` hears: where they started and the detail. */
function hear(target: EventTarget, name: string): { from: EventTarget | undefined; detail: unknown; path: EventTarget[] }[] {
  const heard: { from: EventTarget | undefined; detail: unknown; path: EventTarget[] }[] = [];
  target.addEventListener(name, (event) => {
    const path = event.composedPath();
    heard.push({ from: path[0], detail: (event as CustomEvent).detail, path });
  });
  return heard;
}

beforeEach(() => forgetInteractions());
afterEach(() => {
  document.body.replaceChildren();
  clearSession();
  closeLoginDialog();
});

describe('so:* events come from the element that saw the action', () => {
  it('an action after a press inside an element reaches the element, document and window, out of its shadow root', () => {
    const { host, button } = soElementWithButton();
    const onHost = hear(host, 'so:add-to-cart');
    const onDocument = hear(document, 'so:add-to-cart');
    const onWindow = hear(window, 'so:add-to-cart');
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    emit('so:add-to-cart', { productId: 1003, quantity: 2, cartCount: 2 });
    expect(onHost).toMatchObject([{ from: button, detail: { productId: 1003, quantity: 2, cartCount: 2 } }]);
    // It crossed the shadow root: the element, the document and the window are on its way.
    expect(onDocument).toHaveLength(1);
    for (const node of [button, host, document.body, document]) expect(onDocument[0].path).toContain(node);
    expect(onWindow).toHaveLength(1);
  });

  it('comes from the element when the control pressed has gone (a dialog closed), and from document with no action', () => {
    const { host, button } = soElementWithButton();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    button.remove();
    const onHost = hear(host, 'so:login');
    emit('so:login', { userId: 7 });
    expect(onHost).toMatchObject([{ from: host, detail: { userId: 7 } }]);

    forgetInteractions();
    const onDocument = hear(document, 'so:logout');
    emit('so:logout', { everywhere: false });
    expect(onDocument).toMatchObject([{ from: document, detail: { everywhere: false } }]);
  });

  it('an element showing a result names itself', () => {
    const { host } = soElementWithButton();
    const onHost = hear(host, 'so:payment-result');
    emit('so:payment-result', { kind: 'order', status: 'success', reference: 'SO-1' }, { from: host });
    expect(onHost).toMatchObject([{ from: host, detail: { kind: 'order', status: 'success', reference: 'SO-1' } }]);
  });
});

describe('navigation is an event a host can cancel', () => {
  it('cancelled on document: the page stays, the host routes; not cancelled: the store URL loads', () => {
    const left = vi.fn();
    configureLeaving(left);
    const routed: unknown[] = [];
    const route = (event: Event) => {
      event.preventDefault();
      routed.push((event as CustomEvent).detail);
    };
    document.addEventListener('so:navigate', route);
    navigate('/cart');
    document.removeEventListener('so:navigate', route);
    expect(routed).toEqual([{ href: '/cart', url: `${location.origin}/cart`, replace: false }]);
    expect(left).not.toHaveBeenCalled();

    navigate('/checkout', { replace: true });
    expect(left).toHaveBeenCalledWith(`${location.origin}/checkout`, true);
  });
});

describe('the mini cart', () => {
  it('an add to cart tells the host, then asks the mini cart to open; a host may keep it closed', async () => {
    fake.api = { addToCart: vi.fn(async () => ({ status: true, message: 'Added', cart_counter: 4 })) };
    const added = hear(document, 'so:add-to-cart');
    const keepClosed = (event: Event) => event.preventDefault();
    document.addEventListener('so:open-cart', keepClosed);
    const opened: boolean[] = [];
    window.addEventListener('so:open-cart', (event) => opened.push(event.defaultPrevented), { once: true });
    expect(await addToCart(1003, 1)).toBe(true);
    document.removeEventListener('so:open-cart', keepClosed);
    expect(added).toMatchObject([{ from: document, detail: { productId: 1003, quantity: 1, cartCount: 4 } }]);
    expect(opened).toEqual([true]);

    const asked = hear(window, 'so:open-cart');
    openCartDrawer();
    expect(asked).toMatchObject([{ from: document, detail: {} }]);
  });
});

describe('login on a page that placed no login dialog', () => {
  it('adds one that never opens by itself, and says who logged in', () => {
    expect(document.querySelector('so-login-dialog')).toBeNull();
    openLoginDialog('Please login to continue');
    const dialogs = document.querySelectorAll('so-login-dialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0].getAttribute('auto-open')).toBe('false');
    openLoginDialog();
    expect(document.querySelectorAll('so-login-dialog')).toHaveLength(1);

    const never = () => new Promise(() => undefined);
    fake.api = { cart: never, wishlist: never };
    const logins = hear(document, 'so:login');
    completeLogin(sessionUser({ id: 42 }));
    expect(logins).toMatchObject([{ from: document, detail: { userId: 42 } }]);
  });
});

describe('the store’s own site or a partner’s page', () => {
  it('compares the page with the configured store URL', () => {
    configure({ storeUrl: location.origin });
    expect(onStoreSite()).toBe(true);
    configure({ storeUrl: 'https://store.example' });
    expect(onStoreSite()).toBe(false);
    configure({ storeUrl: location.origin });
  });
});
