import { readFileSync } from 'node:fs';
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

/** Asha's cart holds one product (₹549.00, above the minimum order), so the cart bar shows and checkout opens. */
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

// ---------------------------------------------------------------------------------------------
// Pages that fit, checked as a shopper on a phone (375 px) meets them, and the rows of
// tiles and blog cards at the three widths.

const PHONE = { width: 375, height: 667 } as const;

/** Every route of the host site, as site/src/App.tsx declares it (so a new route is not forgotten). */
const APP_ROUTES = [...readFileSync(new URL('../../site/src/App.tsx', import.meta.url), 'utf8').matchAll(/ path="([^"]+)"/g)].map((m) => m[1]);

/** The records a journey opens: one of the demo customer's addresses and orders. */
interface Records {
  addressId: number;
  orderId: string;
}

/** A page to open for each route (its parameters filled with demo records); who may open it. */
function pageFor(route: string, records: Records): { path: string; visitorOnly?: true } {
  const paths: Record<string, string | undefined> = {
    '/products/:id/reviews/:name': '/products/1003/reviews/bilona-desi-cow-ghee-500-ml',
    '/products/:id/:name?': PRODUCT,
    '/reset-password/:uuid?': '/reset-password',
    '/profile/addresses/:id/edit': `/profile/addresses/${records.addressId}/edit`,
    '/orders/:id': `/orders/${records.orderId}`,
    '/subscribe/:id?': '/subscribe/1003',
    '/blogs/:id/:name?': '/blogs/1/post',
    '/event/:id': '/event/1',
  };
  // Logged-in shoppers opening /login or /signup go home: those two are a visitor's.
  if (route === '/login' || route === '/signup') return { path: route, visitorOnly: true };
  const path = paths[route] ?? (route.includes(':') ? undefined : route);
  if (!path) throw new Error(`layout.spec.ts: give the route ${route} a page to open`);
  return { path };
}

/** Opens a page, waits for its main heading (inside the elements' shadow roots) and renders it whole. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#main').getByRole('heading', { level: 1 }).first(), `${path} shows its heading`).toBeAttached();
  await renderWholePage(page);
}

/** The demo customer's cart holds one product; an order of theirs and an address to open. */
async function customerRecords(request: APIRequestContext): Promise<Records> {
  await emptyCartOf(request, ASHA);
  const auth = authHeaders(await apiToken(request, ASHA));
  const addresses = ((await (await request.get('/api/user/address/', { headers: auth })).json()) as { data: { id: number }[] }).data;
  expect(addresses.length, 'the demo customer has an address').toBeGreaterThan(0);
  expect((await request.post('/api/cart/', { headers: auth, data: { pid: 1003, quantity: 1 } })).ok()).toBe(true);
  const placed = await request.post('/api/orders/', { headers: auth, data: { address1: addresses[0].id, pay_type: 'COD', used_coin: 0 } });
  expect(placed.ok()).toBe(true);
  const orderId = ((await placed.json()) as { data: { order_id: string } }).data.order_id;
  await oneProductInCart(request);
  return { addressId: addresses[0].id, orderId };
}

/**
 * The controls of the element `host` that something else lies on: for each shown control,
 * brought into view, the topmost element at its centre (looked up through open shadow roots)
 * must be the control itself, inside it, or its own label.
 */
async function controlsCoveredIn(page: Page, host: string): Promise<string[]> {
  return page.evaluate(async (tag) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = document.querySelector(tag)?.shadowRoot;
    if (!root) return [`${tag} not found`];
    const CONTROL = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="checkbox"]';
    const controls = [...root.querySelectorAll<HTMLElement>(CONTROL)].filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }));
    const topmost = (x: number, y: number): Element | null => {
      let hit: Element | null = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit;
    };
    const covered: string[] = [];
    for (const el of controls) {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      await frame();
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const hit = topmost(box.left + box.width / 2, box.top + box.height / 2);
      const labels = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? [...(el.labels ?? [])] : [];
      const ok = hit !== null && (hit === el || el.contains(hit) || labels.some((label) => label === hit || label.contains(hit)));
      if (!ok) {
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const by = hit ? `${hit.localName}${hit.className ? `.${String(hit.className).split(' ')[0]}` : ''}` : 'nothing';
        covered.push(`${el.localName} "${name}" under ${by}`);
      }
    }
    scrollTo(0, 0);
    return covered;
  }, host);
}

test('at 375 px every store page fits the window, /shop shows a product first, the filter sheet works by keyboard, and nothing lies on the checkout', async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  expect(APP_ROUTES.length, 'the routes of site/src/App.tsx').toBeGreaterThan(40);
  const records = await customerRecords(request);
  const pages = APP_ROUTES.map((route) => pageFor(route, records));

  // A visitor's pages (login and sign-up), then every other page as the demo customer.
  for (const { path } of pages.filter((p) => p.visitorOnly)) {
    await openPage(page, path);
    await expectNoSidewaysScroll(page, path);
  }
  await loginByEmail(page, ASHA.email, ASHA.password);
  for (const { path } of [...pages.filter((p) => !p.visitorOnly), { path: '/page-not-found' }, { path: '/profile#orders' }, { path: '/shop?category=101&category_name=Food' }]) {
    await openPage(page, path);
    await expectNoSidewaysScroll(page, path);
  }

  // /shop: the first product is whole on the first screen, above the cart bar (the customer's
  // cart holds a product); the filters wait behind one button.
  await page.goto('/shop');
  const shop = page.locator('so-shop');
  const first = shop.getByRole('article').first();
  await expect(first).toBeVisible();
  const bar = page.locator('so-cart-bar').getByRole('complementary', { name: 'Cart summary' });
  await expect(bar).toBeVisible();
  const screenEnd = (await bar.boundingBox())?.y ?? PHONE.height;
  const box = await first.boundingBox();
  expect(box, 'the first product card').not.toBeNull();
  expect(box!.y, 'the first card starts on the first screen').toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `the first card (${JSON.stringify(box)}) ends on the first screen, above the cart bar at ${screenEnd} px`).toBeLessThanOrEqual(screenEnd);
  await expect(shop.getByText(/^\d+ products$/)).toBeVisible();
  await expect(shop.getByLabel('Sort by')).toHaveCount(0);

  // The sheet by keyboard: Enter opens it, focus is inside and stays there, a choice applies, Escape closes it and focus is back on the button.
  const filterButton = shop.getByRole('button', { name: 'Filter and sort' });
  await filterButton.focus();
  await page.keyboard.press('Enter');
  const sheet = shop.getByRole('dialog', { name: 'Filter and sort' });
  await expect(sheet).toBeVisible();
  const focusInSheet = () => sheet.evaluate((dialog) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active !== null && dialog.contains(active);
  });
  expect(await focusInSheet()).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInSheet(), `focus stays in the sheet after ${i + 1} Tab presses`).toBe(true);
  }
  await sheet.getByLabel('Sort by').focus();
  await sheet.getByLabel('Sort by').selectOption({ label: 'Catalog Price Low to High' });
  await expect(page).toHaveURL(/sort=base_price/);
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(shop.getByRole('button', { name: 'Filter and sort (1)' })).toBeFocused();

  // The checkout: no cart bar, no floating button, and every control takes a press where it shows.
  await page.goto('/cart');
  await page.locator('so-cart').getByRole('button', { name: 'Process Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('so-checkout').getByRole('radio', { name: /Online Payment/ })).toBeVisible();
  await expect(page.locator('so-cart-bar').getByRole('complementary')).toHaveCount(0);
  await expect(page.locator('so-whatsapp-button').getByRole('link')).toHaveCount(0);
  await expectNoSidewaysScroll(page, '/checkout');
  expect(await controlsCoveredIn(page, 'so-checkout'), 'controls of /checkout with something on them').toEqual([]);
  await emptyCartOf(request, ASHA);
});

/** The rows of a grid of cards or tiles: for each row, how many items and how much of the grid's width they span. */
async function gridRows(page: Page, host: string, grid: string): Promise<{ grid: number; rows: { items: number; span: number; width: number }[] }[]> {
  return page.evaluate(
    ([hostTag, selector]) => {
      const root = document.querySelector(hostTag)?.shadowRoot;
      if (!root) return [];
      return [...root.querySelectorAll(selector)].map((list, index) => {
        const width = list.getBoundingClientRect().width;
        const boxes = [...list.children].map((child) => child.getBoundingClientRect()).filter((b) => b.width > 0);
        const tops = [...new Set(boxes.map((b) => Math.round(b.top)))].sort((a, b) => a - b);
        const rows = tops.map((top) => {
          const row = boxes.filter((b) => Math.abs(Math.round(b.top) - top) < 2);
          return { items: row.length, span: Math.max(...row.map((b) => b.right)) - Math.min(...row.map((b) => b.left)), width };
        });
        return { grid: index, rows };
      });
    },
    [host, grid] as const,
  );
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px the home page's tile rows and blog cards and the blog list fill their rows, and no home heading repeats`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, '/');
    const grids = await gridRows(page, 'so-home', '.info__grid, .blogs__list');
    expect(grids.length, 'tile rows and the blog cards on the home page').toBeGreaterThanOrEqual(5);
    for (const { grid, rows } of grids) {
      for (const row of rows) expect(row.span / row.width, `home grid ${grid}: a row of ${row.items} spans ${Math.round(row.span)} of ${Math.round(row.width)} px`).toBeGreaterThanOrEqual(0.97);
    }
    const headings = await page.locator('so-home').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.filter((h, i) => headings.indexOf(h) !== i), 'headings shown twice on the home page').toEqual([]);

    for (const path of ['/blogs', '/blogs?page=2']) {
      await page.goto(path);
      await expect(page.locator('so-blogs').getByRole('article').first()).toBeVisible();
      await renderWholePage(page);
      const [list] = await gridRows(page, 'so-blogs', '.content-cards');
      expect(list.rows.length, `${path}: rows of cards`).toBeGreaterThan(0);
      for (const row of list.rows) expect(row.span / row.width, `${path}: a row of ${row.items} cards spans ${Math.round(row.span)} of ${Math.round(row.width)} px`).toBeGreaterThanOrEqual(0.97);
      await expectNoSidewaysScroll(page, path);
    }
  });
}

