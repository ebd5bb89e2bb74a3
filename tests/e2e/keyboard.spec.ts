import { expect, test, type Page } from '@playwright/test';
import { ASHA, dialog, emptyCartOf } from './helpers.ts';

/**
 * A whole purchase with the keyboard alone: after the first page load, only
 * page.keyboard. After every dialog closes and every route change the test checks where focus
 * is: on the control that opened the dialog, or on the new page's heading, never on <body>.
 *
 * Demo data (docs/operations.md#demo-users-and-demo-data): product 1009 "Ashwagandha Ghee 500 ml" (stock 6, above the ₹250 minimum, on the home
 * page's Ghee section); asha has one Ahmedabad address.
 */

/** The focused element as a screen reader sees it: looked for through open shadow roots. */
interface Focused {
  /** The element whose shadow root holds it ("document" for the page itself). */
  host: string;
  tag: string;
  /** Its accessible name, roughly: aria-label, its label, else its text. */
  name: string;
  role: string | null;
  href: string | null;
  /** Whether it sits inside an open <dialog>. */
  inDialog: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return { host: 'document', tag: 'none', name: '', role: null, href: null, inDialog: false };
    const root = el.getRootNode();
    const labels = el instanceof HTMLInputElement && el.labels ? Array.from(el.labels).map((l) => l.textContent ?? '') : [];
    const text = el.getAttribute('aria-label') ?? (labels.join(' ') || (el === document.body ? '' : (el.textContent ?? '')));
    return {
      host: root instanceof ShadowRoot ? root.host.localName : 'document',
      tag: el.localName,
      name: text.replace(/\s+/g, ' ').trim(),
      role: el.getAttribute('role'),
      href: el.getAttribute('href'),
      inDialog: Boolean(el.closest('dialog[open]')),
    };
  });
}

let tabs = 0;

/**
 * Stops the page's clock where it is now. The page's time moves on while the call travels, so a
 * moment that has passed by the time it arrives is asked again with the page's new now.
 */
async function stopClock(page: Page, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** Moves the stopped clock `step` ms at a time until `ready` holds (at most `maxMs` of the page's time). */
async function stepUntil(page: Page, what: string, ready: () => Promise<boolean>, step = 100, maxMs = 20_000): Promise<void> {
  for (let elapsed = 0; elapsed <= maxMs; elapsed += step) {
    if (await ready()) return;
    await page.clock.runFor(step);
  }
  throw new Error(`${what}: not after ${maxMs} ms of the page's time`);
}

async function press(page: Page, key: string): Promise<void> {
  if (key === 'Tab' || key === 'Shift+Tab') tabs++;
  await page.keyboard.press(key);
}

/** Presses Tab (or Shift+Tab) until the focused element matches; fails after `max` presses. */
async function tabTo(page: Page, what: string, match: (f: Focused) => boolean, { shift = false, max = 80 } = {}): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await press(page, shift ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    expect(now.tag, `Tab never lands on <body> (looking for ${what})`).not.toBe('body');
    if (match(now)) return now;
  }
  throw new Error(`${what} not reached with ${max} ${shift ? 'Shift+Tab' : 'Tab'} presses`);
}

/** After a route change: focus is on the new page's h1 (it renders once the page's data is in). */
async function expectHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  await expect.poll(async () => (await focused(page)).tag, { message: 'focus on the new page heading' }).toBe('h1');
  const now = await focused(page);
  if (typeof name === 'string') expect(now.name).toBe(name);
  else expect(now.name).toMatch(name);
}

test('a whole purchase by keyboard: skip link, dialogs give focus back, route changes focus the heading, login goes on to checkout', async ({ page, request }) => {
  test.setTimeout(120_000);
  tabs = 0;
  await emptyCartOf(request, ASHA);
  // The home page's own timers (the celebration opens 2 s after it is defined and closes itself 5 s
  // later; the login popup opens 4 s after its element is defined, once the celebration is gone)
  // would race the keys on a loaded machine. So the page's clock stands still from its first
  // moment, and moves only when the test moves it: in small steps until what a shopper waits for
  // is there, then it runs as usual again from the login popup on.
  await page.clock.install();
  await page.goto('/', { waitUntil: 'commit' });
  await stopClock(page);

  // The skip link is the first stop, and shows when focused.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await stepUntil(page, 'the page is drawn', async () => (await skip.count()) === 1);
  await press(page, 'Tab');
  expect(await focused(page)).toMatchObject({ host: 'document', tag: 'a', name: 'Skip to main content' });
  await expect(skip).toBeInViewport();

  // The celebration overlay opens by itself: Escape gives focus back to where it was.
  const celebration = page.locator('so-celebration').getByRole('dialog');
  await stepUntil(page, 'the celebration opens', () => celebration.isVisible());
  await stepUntil(page, 'focus moves into the celebration', async () => (await focused(page)).inDialog, 16);
  await press(page, 'Escape');
  await expect(celebration).toBeHidden();
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'a', name: 'Skip to main content' });
  await page.clock.resume();

  // Then the login popup opens by itself once: Escape gives focus back too.
  const login = dialog(page);
  await expect(login).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  await press(page, 'Escape');
  await expect(login).toBeHidden();
  expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Skip to main content' });

  // The skip link moves focus past the header to the main content.
  await press(page, 'Enter');
  expect(await focused(page)).toMatchObject({ host: 'document', tag: 'main' });
  expect(page.url()).not.toContain('#');

  // A product from the home page; the product page's heading takes focus.
  await tabTo(page, 'the product link', (f) => f.tag === 'a' && f.name === 'Ashwagandha Ghee 500 ml');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/products\/1009\//);
  await expectHeadingFocused(page, 'Ashwagandha Ghee 500 ml');

  // Add to cart: the mini cart opens, says so (its live region inside the modal), Escape gives
  // focus back to Add to cart.
  await tabTo(page, 'Add to cart', (f) => f.host === 'so-product-detail' && f.tag === 'button' && f.name === 'Add to cart');
  await press(page, 'Enter');
  const drawer = page.locator('so-cart-drawer').getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('status').filter({ hasText: /Product added to cart!/ })).toHaveCount(1);
  await expect.poll(async () => (await focused(page)).host).toBe('so-cart-drawer');
  await press(page, 'Escape');
  await expect(drawer).toBeHidden();
  await expect.poll(() => focused(page)).toMatchObject({ host: 'so-product-detail', tag: 'button', name: 'Add to cart' });

  // To the cart through the header's cart link.
  await tabTo(page, 'the header cart link', (f) => f.host === 'so-header' && f.tag === 'a' && /^Cart, 1 item/.test(f.name), { shift: true });
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expectHeadingFocused(page, /^My Cart \(1 item\)/);

  // Process Checkout asks a visitor to log in; after logging in the page goes on to checkout.
  await tabTo(page, 'Process Checkout', (f) => f.tag === 'button' && f.name === 'Process Checkout');
  await press(page, 'Enter');
  await expect(login).toBeVisible();
  await expect(login.getByText('Please login to place an order!', { exact: true })).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  await tabTo(page, 'the Mobile OTP tab', (f) => f.role === 'tab');
  await press(page, 'ArrowRight');
  expect(await focused(page)).toMatchObject({ role: 'tab', name: 'Email' });
  await tabTo(page, 'the e-mail field', (f) => f.tag === 'input' && /Email/.test(f.name), { max: 5 });
  await page.keyboard.type(ASHA.email);
  await tabTo(page, 'the password field', (f) => f.tag === 'input' && /Password/.test(f.name), { max: 5 });
  await page.keyboard.type(ASHA.password);
  await press(page, 'Enter');
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectHeadingFocused(page, 'Checkout');

  // Cash on Delivery, then Place Order: the orders page's heading takes focus.
  await tabTo(page, 'the payment choice', (f) => f.tag === 'input' && /Cash on Delivery|Online Payment/.test(f.name));
  if (!/Cash on Delivery/.test((await focused(page)).name)) await press(page, 'ArrowUp');
  await page.keyboard.press('Space');
  expect(await focused(page)).toMatchObject({ tag: 'input', name: expect.stringMatching(/Cash on Delivery/) });
  await tabTo(page, 'Place Order', (f) => f.tag === 'button' && f.name === 'Place Order');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/profile#orders$/);
  await expectHeadingFocused(page, 'Orders');

  test.info().annotations.push({ type: 'tabs', description: String(tabs) });
  console.log(`keyboard purchase: ${tabs} Tab presses`);
});
