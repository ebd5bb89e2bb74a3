import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { announce, deepActiveElement, focusPageHeading, openModal, restoreFocus, trapTab } from './focus.ts';

/**
 * The focus primitive on a page built like the store's: elements with open shadow roots inside
 * a main region. The document's own activeElement is only the outermost host there, so every
 * assertion reads the deep active element, as a shopper's screen reader does.
 */

afterEach(() => {
  document.body.replaceChildren();
});

/** An element with an open shadow root holding `html`, appended to `parent`. */
function host(parent: ParentNode, html: string): ShadowRoot {
  const el = document.createElement('div');
  parent.append(el);
  const root = el.attachShadow({ mode: 'open' });
  root.innerHTML = html;
  return root;
}

/** The store's page: a main region holding a product element (h1, Add to cart) and a drawer element. */
function page() {
  const main = document.createElement('main');
  main.id = 'main';
  document.body.append(main);
  const product = host(main, '<h1>Bilona Desi Cow Ghee</h1><button type="button">Add to cart</button>');
  const drawerRoot = host(document.body, '<dialog><button type="button">Close</button><a href="/cart">View cart</a><button type="button">Checkout</button></dialog>');
  const dialog = drawerRoot.querySelector('dialog') as HTMLDialogElement;
  const add = product.querySelector('button') as HTMLButtonElement;
  const heading = product.querySelector('h1') as HTMLHeadingElement;
  return { main, add, heading, dialog, drawerRoot };
}

/** What a press does before the page reacts: pointerdown on the control, through its shadow root. */
function press(el: HTMLElement) {
  el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
}

function tab(container: HTMLElement, shiftKey = false) {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, composed: true, cancelable: true });
  trapTab(event, container);
  if (!event.defaultPrevented) throw new Error('Tab was not kept inside');
}

describe('deepActiveElement', () => {
  it('finds the focused control inside nested open shadow roots', () => {
    const outer = host(document.body, '<p>outer</p>');
    const inner = host(outer, '<button type="button">Deep</button>');
    const button = inner.querySelector('button') as HTMLButtonElement;
    button.focus();
    expect(document.activeElement).not.toBe(button);
    expect(deepActiveElement()).toBe(button);
  });
});

describe('openModal', () => {
  it('moves focus in, keeps Tab inside (in its own shadow root), and gives focus back to the opener in another shadow root', () => {
    const { add, dialog } = page();
    add.focus();
    const session = openModal(dialog);
    expect(dialog.open).toBe(true);
    const [close, viewCart, checkout] = Array.from(dialog.querySelectorAll<HTMLElement>('button, a'));
    expect(deepActiveElement()).toBe(close);
    checkout.focus();
    tab(dialog);
    expect(deepActiveElement()).toBe(close);
    tab(dialog, true);
    expect(deepActiveElement()).toBe(checkout);
    expect(viewCart.tabIndex).toBe(0);
    session.close();
    expect(dialog.open).toBe(false);
    expect(deepActiveElement()).toBe(add);
  });

  it('remembers the button that was pressed when it lost focus while working, and waits until it is enabled again', async () => {
    const { add, heading, dialog } = page();
    press(add);
    add.focus();
    // Disabled while it works: the browser moves focus off it.
    add.blur();
    add.disabled = true;
    expect(deepActiveElement()).toBe(document.body);
    const session = openModal(dialog);
    session.close();
    // Still disabled: the page's heading holds focus meanwhile, never <body>.
    expect(deepActiveElement()).toBe(heading);
    add.disabled = false;
    await waitFor(() => expect(deepActiveElement()).toBe(add));
  });

  it('falls back to the page heading (inside a shadow root) when the opener left the page, or to the caller\'s target', () => {
    const { add, heading, dialog, main } = page();
    add.focus();
    let session = openModal(dialog);
    add.remove();
    session.close();
    expect(deepActiveElement()).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');

    const other = document.createElement('button');
    other.textContent = 'Other';
    main.append(other);
    other.focus();
    session = openModal(dialog, { fallback: () => main });
    other.remove();
    session.close();
    expect(deepActiveElement()).toBe(main);
  });

  it('a dialog opened from inside another that then closed gives focus to the first one\'s opener', () => {
    const { add, dialog, drawerRoot } = page();
    const loginRoot = host(document.body, '<dialog><button type="button">Close login</button></dialog>');
    const login = loginRoot.querySelector('dialog') as HTMLDialogElement;
    add.focus();
    const drawer = openModal(dialog);
    const checkout = drawerRoot.querySelectorAll('button')[1];
    checkout.focus();
    press(checkout);
    // Checkout closes the drawer and asks for a login: the login dialog opens first here.
    const loginSession = openModal(login);
    drawer.close();
    expect(deepActiveElement()).toBe(loginRoot.querySelector('button'));
    loginSession.close();
    expect(deepActiveElement()).toBe(add);
  });

  it('does not take focus back when something else took it while the dialog was open', () => {
    const { add, dialog, main } = page();
    add.focus();
    const session = openModal(dialog);
    const elsewhere = document.createElement('button');
    elsewhere.textContent = 'Elsewhere';
    main.append(elsewhere);
    elsewhere.focus();
    session.close();
    expect(deepActiveElement()).toBe(elsewhere);
  });

  it('restoreFocus never leaves focus on <body> while the page has a main region', () => {
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    restoreFocus(null);
    expect(deepActiveElement()).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
  });
});

describe('announce', () => {
  it('says the text through one polite live region, inside the open modal while one is open', async () => {
    const { add, dialog } = page();
    add.focus();
    const session = openModal(dialog);
    announce('Product added to cart!');
    await waitFor(() => expect(dialog.querySelector('[aria-live="polite"]')?.textContent).toBe('Product added to cart!'));
    const region = dialog.querySelector('[aria-live="polite"]');
    expect(region?.getAttribute('role')).toBe('status');
    session.close();
    expect(region?.parentNode).toBe(document.body);
    announce('Product added to cart!');
    // The same text again is still a change the screen reader hears.
    await waitFor(() => expect(region?.textContent).toBe('Product added to cart!\u00a0'));
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
  });
});

describe('focusPageHeading', () => {
  it('holds focus on the main region until the new page\'s heading renders inside its element, then moves there', async () => {
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    const root = host(main, '<p>Loading…</p>');
    focusPageHeading(main);
    expect(deepActiveElement()).toBe(main);
    root.innerHTML = '<h1>Checkout</h1>';
    await waitFor(() => expect(deepActiveElement()).toBe(root.querySelector('h1')));
  });

  it('stops looking when the shopper moves focus first', async () => {
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    const root = host(main, '<button type="button">Early</button>');
    focusPageHeading(main);
    const early = root.querySelector('button') as HTMLButtonElement;
    early.focus();
    const heading = document.createElement('h1');
    heading.textContent = 'Late';
    root.append(heading);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(deepActiveElement()).toBe(early);
  });
});
