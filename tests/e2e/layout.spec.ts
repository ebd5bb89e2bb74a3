import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, ASHA, authHeaders, CONTENT_PAGES, FORM_PAGES, emptyCartOf, loginByEmail } from './helpers.ts';

/**
 * Layout at a phone, a tablet and a desktop width: no page scrolls sideways, nothing floating
 * (the WhatsApp button, the scroll-to-top button, the bottom cart bar) covers a control, /checkout
 * has no cart bar, and the home page's tile rows use the whole content width.
 *
 * Controls are everything a shopper presses or types into, found through the elements' open
 * shadow roots. A fixed button lies over whatever scrolls beneath it; what must hold is that
 * every control is uncovered where the browser brings it into view (focus, Tab, find, a click:
 * the nearest scroll position that shows it) and at the end of the page, which leaves room for
 * them.
 */
const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

const PRODUCT = '/products/1003/bilona-desi-cow-ghee-500-ml';

/** Asha's cart holds one product (₹548.80, above the minimum order), so the cart bar shows and checkout opens. */
async function oneProductInCart(request: APIRequestContext): Promise<void> {
  await emptyCartOf(request, ASHA);
  const added = await request.post('/api/cart/', { headers: authHeaders(await apiToken(request, ASHA)), data: { pid: 1003, quantity: 1 } });
  expect(added.ok()).toBe(true);
}

/**
 * Scrolls down a screen at a time to the end, so deferred sections render and load, waits for
 * the network to settle, then goes back to the top.
 */
async function renderWholePage(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const atEnd = await page.evaluate(async () => {
      scrollBy(0, innerHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return scrollY + innerHeight >= document.scrollingElement!.scrollHeight - 1;
    });
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => scrollTo(0, 0));
}

/** Opens a page and waits for what shows it has rendered. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  if (path === '/') await expect(page.locator('so-home').getByRole('heading', { name: 'Certified Organic' })).toBeVisible();
  else await expect(page.locator('so-product-detail').getByRole('button', { name: 'Wishlist', exact: true })).toBeVisible();
  await renderWholePage(page);
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, windowWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, windowWidth: window.innerWidth }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide in a ${windowWidth} px window`).toBeLessThanOrEqual(windowWidth);
}

interface Covered {
  control: string;
  at: string;
  by: string;
}

/**
 * The controls a floating element covers (their boxes intersect) at the end of the page and with
 * each control brought into view. Checked in the page, through open shadow roots.
 */
async function coveredControls(page: Page): Promise<Covered[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const deep = (root: Document | ShadowRoot, out: Element[] = []): Element[] => {
      for (const el of root.querySelectorAll('*')) {
        out.push(el);
        if (el.shadowRoot) deep(el.shadowRoot, out);
      }
      return out;
    };
    const hostOf = (el: Element): Element | null => {
      const root = el.getRootNode();
      return root instanceof ShadowRoot ? root.host : null;
    };
    const floatingHosts = ['so-whatsapp-button', 'so-scroll-top', 'so-cart-bar'];
    const isFloating = (el: Element) => {
      for (let host = hostOf(el); host; host = hostOf(host)) if (floatingHosts.includes(host.localName)) return true;
      return false;
    };
    const floating = () =>
      [
        ['WhatsApp button', document.querySelector('so-whatsapp-button')?.shadowRoot?.querySelector('.fab')],
        ['scroll-to-top button', document.querySelector('so-scroll-top')?.shadowRoot?.querySelector('.fab')],
        ['cart bar', document.querySelector('so-cart-bar')?.shadowRoot?.querySelector('.cart-bar')],
      ]
        .filter((entry): entry is [string, Element] => entry[1] instanceof Element && entry[1].checkVisibility())
        .map(([name, el]) => ({ name, box: el.getBoundingClientRect() }));
    const CONTROL = 'button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="checkbox"], [role="tab"], label:has(input)';
    const controls = deep(document).filter(
      (el) => el.matches(CONTROL) && !isFloating(el) && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }),
    );
    const name = (el: Element) => {
      const host = hostOf(el)?.localName ?? 'page';
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${host} ${el.localName}${label ? ` "${label}"` : ''}${el.id ? `#${el.id}` : ''}`;
    };
    const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const inView = (box: DOMRect) => box.width >= 4 && box.height >= 4 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    const found = new Map<string, { control: string; at: string; by: string }>();
    const check = (at: string, only?: Element) => {
      const over = floating();
      for (const el of only ? [only] : controls) {
        const box = el.getBoundingClientRect();
        if (!inView(box)) continue;
        for (const f of over) {
          if (!overlap(box, f.box)) continue;
          const control = name(el);
          if (!found.has(control)) found.set(control, { control, at, by: f.name });
        }
      }
    };
    scrollTo(0, document.scrollingElement!.scrollHeight);
    await frame();
    check('end of page');
    for (const el of controls) {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      await frame();
      check('brought into view', el);
    }
    scrollTo(0, 0);
    return [...found.values()];
  });
}

/** The home page's tile rows (arrival, certificate, ethical, licences, services): how much of the content width their tiles span. */
async function tileRows(page: Page): Promise<{ section: string; tiles: number; span: number; content: number }[]> {
  return page.evaluate(() => {
    const home = document.querySelector('so-home')?.shadowRoot;
    if (!home) return [];
    return [...home.querySelectorAll('.info__grid')].map((grid) => {
      const section = grid.closest('section');
      const tiles = [...grid.children].map((li) => li.getBoundingClientRect());
      const firstRow = tiles.filter((t) => Math.abs(t.top - tiles[0].top) < 2);
      const container = section?.parentElement?.closest('.container') ?? section?.parentElement;
      const style = container ? getComputedStyle(container) : null;
      const content = container ? container.clientWidth - parseFloat(style!.paddingLeft) - parseFloat(style!.paddingRight) : 0;
      return {
        section: section?.querySelector('h2')?.textContent ?? section?.className ?? '?',
        tiles: tiles.length,
        span: Math.max(...firstRow.map((t) => t.right)) - Math.min(...firstRow.map((t) => t.left)),
        content,
      };
    });
  });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('so:login-popup-shown', '1');
    sessionStorage.setItem('so:celebration-dismissed', '1');
  });
});

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px a visitor's home and product pages fit the window, and floating buttons cover no control`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', PRODUCT]) {
      await open(page, path);
      await expectNoSidewaysScroll(page, path);
      expect(await coveredControls(page), `controls covered on ${path}`).toEqual([]);
    }
    // The wishlist heart takes a click where the browser brings it: nothing floating is on it.
    await page.locator('so-product-detail').getByRole('button', { name: 'Wishlist', exact: true }).click({ trial: true });
  });

  test(`at ${viewport.width} px the content and form pages fit the window`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const path of [...CONTENT_PAGES, ...FORM_PAGES]) {
      await page.goto(path);
      await expect(page.locator('#main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
  });

  test(`at ${viewport.width} px a customer's pages fit the window, floating things cover no control, and /checkout has no cart bar`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await oneProductInCart(request);
    await loginByEmail(page, ASHA.email, ASHA.password);
    const bar = page.locator('so-cart-bar').getByRole('complementary', { name: 'Cart summary' });

    // The home page and a product page with the cart bar showing.
    for (const path of ['/', PRODUCT]) {
      await open(page, path);
      await expect(bar).toBeVisible();
      await expectNoSidewaysScroll(page, path);
      expect(await coveredControls(page), `controls covered on ${path}`).toEqual([]);
    }

    await page.goto('/profile/addresses/add');
    const form = page.locator('so-address-form');
    const city = form.getByLabel('City');
    await expect(city).toBeVisible();
    await expectNoSidewaysScroll(page, '/profile/addresses/add');
    expect(await coveredControls(page), 'controls covered on /profile/addresses/add').toEqual([]);
    // Filling in City: nothing floating lies on it (on a phone the floating buttons step aside while typing).
    await city.focus();
    const whatsapp = page.locator('so-whatsapp-button').getByRole('link');
    if (viewport.width < 768) await expect(whatsapp).toBeHidden();
    const cityBox = await city.boundingBox();
    const fabBox = (await whatsapp.isVisible()) ? await whatsapp.boundingBox() : null;
    if (cityBox && fabBox) {
      const apart = cityBox.x + cityBox.width <= fabBox.x || fabBox.x + fabBox.width <= cityBox.x || cityBox.y + cityBox.height <= fabBox.y || fabBox.y + fabBox.height <= cityBox.y;
      expect(apart, `City ${JSON.stringify(cityBox)} under the WhatsApp button ${JSON.stringify(fabBox)}`).toBe(true);
    }
    await city.click({ trial: true });

    await page.goto('/cart');
    await expect(page.locator('so-cart').getByRole('button', { name: 'Process Checkout' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/cart');
    expect(await coveredControls(page), 'controls covered on /cart').toEqual([]);

    await page.locator('so-cart').getByRole('button', { name: 'Process Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const checkout = page.locator('so-checkout');
    const online = checkout.getByRole('radio', { name: /Online Payment/ });
    await expect(online).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expectNoSidewaysScroll(page, '/checkout');
    expect(await coveredControls(page), 'controls covered on /checkout').toEqual([]);
    // Online Payment can be chosen: nothing floating takes the click.
    await online.check();
    await expect(online).toBeChecked();
  });
}

test('at 1280 px the home page tile rows span the content width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/');
  const rows = await tileRows(page);
  const named = rows.map((row) => row.section);
  for (const section of ['New Arrivals', 'Certified Organic', 'Ethically Sourced', 'Licences', 'Our Services']) expect(named).toContain(section);
  for (const row of rows) {
    expect(row.content, `${row.section}: content width`).toBeGreaterThan(1000);
    expect(row.span / row.content, `${row.section}: ${row.tiles} tiles span ${Math.round(row.span)} of ${Math.round(row.content)} px`).toBeGreaterThanOrEqual(0.9);
  }
});
