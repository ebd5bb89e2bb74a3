/**
 * The interop suite: the store's widgets on three hosts of their own origins, a plain
 * HTML page (the store's loader by a script tag), a React 19 app (the package's React components,
 * and separately its custom elements in React's JSX) and a Vue 3 app (the elements in a template),
 * the last two built with Vite from packages/widgets/dist (`npm run build:lib` first). See
 * tests/interop/. Each host page: real data renders; Add to cart updates the host's counter and
 * the host hears the events; attribute, property and framework-driven changes re-render,
 * camelCase `productId` included from the first render; theming through the `--so-*` tokens and
 * `::part()`; no console error (on the host, and on the store's page it leads to). The HTML
 * host's View cart lands on the store with the same cart.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOST_DIRS, buildHosts, serveHost, type Host } from '../interop/hosts.ts';
import { API_HEADERS } from './helpers.ts';

interface Product {
  id: number;
  name: string;
  product_price: number;
}

/** In-stock products of the demo catalogue: first render, a property set before definition, changes. */
const FIRST = 1003;
const PROP = 1001;
const NEXT = 1005;
const BY_ATTRIBUTE = 1002;

// A failing host page leaves its screenshot next to the trace (test-results/).
test.use({ screenshot: 'only-on-failure' });

const products = new Map<number, Product>();
const hosts: Partial<Record<keyof typeof HOST_DIRS, Host>> = {};
let store = '';

function product(id: number): Product {
  const found = products.get(id);
  if (!found) throw new Error(`product ${id} was not loaded`);
  return found;
}

/** The card's price as the widgets show it (en-IN rupees, two decimals; the API answers rupees). */
function price(id: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(product(id).product_price);
}

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(120_000);
  store = new URL(testInfo.project.use.baseURL ?? '').origin;
  for (const id of [FIRST, PROP, NEXT, BY_ATTRIBUTE]) {
    const res = await request.get(`/api/web/single/product/${id}/`, { headers: API_HEADERS });
    expect(res.ok()).toBe(true);
    const data = ((await res.json()) as { data: Product & { available_stock_quantity: number | null } }).data;
    expect(data.available_stock_quantity ?? 0, `product ${id} in stock`).toBeGreaterThan(0);
    products.set(id, data);
  }
  await buildHosts();
  for (const name of Object.keys(HOST_DIRS) as (keyof typeof HOST_DIRS)[]) hosts[name] = await serveHost(HOST_DIRS[name], store);
});

test.afterAll(async () => {
  await Promise.all(Object.values(hosts).map((host) => host.close()));
});

/** Every console error and uncaught exception of the page, on the host and wherever it goes next. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

async function open(page: Page, host: keyof typeof HOST_DIRS, query = ''): Promise<void> {
  const origin = hosts[host]?.origin;
  if (!origin) throw new Error(`host ${host} is not served`);
  expect(origin).not.toBe(store);
  await page.goto(`${origin}/${query}`);
}

const events = (page: Page) => page.locator('#so-events li');
const addToCart = (card: Locator) => card.getByRole('button', { name: /^Add to cart/ });
const computed = (target: Locator, property: 'backgroundColor' | 'outlineColor') =>
  target.evaluate((el, name) => getComputedStyle(el)[name], property);

async function expectProduct(card: Locator, id: number): Promise<void> {
  await expect(card).toContainText(product(id).name);
  await expect(card).toContainText(price(id));
}

/** The `--so-color-primary` token reaches the card's button; with elements, `::part(add-to-cart)` too. */
async function expectTheming(page: Page, card: Locator, parts: boolean): Promise<void> {
  const button = addToCart(card);
  await expect(button).toBeVisible();
  await expect.poll(() => computed(button, 'backgroundColor')).toBe('rgb(47, 107, 42)'); // the store's primary
  await page.addStyleTag({ content: ':root { --so-color-primary: rgb(200, 0, 100); }' });
  await expect.poll(() => computed(button, 'backgroundColor')).toBe('rgb(200, 0, 100)');
  if (parts) {
    await page.addStyleTag({ content: 'so-product-card::part(add-to-cart) { outline: 3px solid rgb(1, 2, 3); }' });
    await expect.poll(() => computed(button, 'outlineColor')).toBe('rgb(1, 2, 3)');
  }
}

/** The element re-renders for a `product-id` attribute change, then for a `productId` property. */
async function expectAttributeAndProperty(card: Locator): Promise<void> {
  await card.evaluate((el, id) => el.setAttribute('product-id', String(id)), BY_ATTRIBUTE);
  await expectProduct(card, BY_ATTRIBUTE);
  await card.evaluate((el, id) => Object.assign(el, { productId: id }), PROP);
  await expectProduct(card, PROP);
}

/** Add to cart on the card showing `id`: the host's counter shows 1 and the host heard the events. */
async function expectAddToCart(page: Page, card: Locator, counters: Locator, id: number): Promise<void> {
  await expect(counters.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await addToCart(card).click();
  await expect(counters.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(events(page).filter({ hasText: 'so:add-to-cart' })).toHaveText([`so:add-to-cart {"productId":${id},"quantity":1,"cartCount":1}`]);
  await expect(events(page).filter({ hasText: 'so:open-cart' })).toHaveCount(1);
  await expect(page.getByRole('dialog').getByText(product(id).name)).toBeVisible(); // the mini cart opened
}

test('a plain HTML page: the loader from the store, real data, events, changes, theming', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, 'html');
  const card = page.locator('so-product-card#card');
  await expectProduct(card, FIRST);
  // Set as a property before the loader defined the element.
  await expectProduct(page.locator('so-product-card#prop-card'), PROP);
  await expect(page.locator('so-product-grid').getByRole('article')).toHaveCount(4);
  await expect(events(page).filter({ hasText: 'so:ready' })).toHaveText(['so:ready {"version":1}']);
  await expectTheming(page, card, true);
  await expectAttributeAndProperty(card);
  await expectAddToCart(page, card, page.locator('so-header-counters'), PROP);
  expect(errors).toEqual([]);
});

test('a plain HTML page: View cart in the mini cart lands on the store with the same cart', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, 'html');
  const card = page.locator('so-product-card#card');
  await expectProduct(card, FIRST);
  await expectAddToCart(page, card, page.locator('so-header-counters'), FIRST);
  // An unrouted so:navigate to the store: the page leaves through the cart handoff.
  await page.locator('so-cart-drawer').getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(`${store}/cart`); // the token is taken off the address
  await expect(page.locator('so-cart')).toContainText(product(FIRST).name);
  expect(errors).toEqual([]);
});

test('a React 19 app rendering the package’s React components', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, 'react', '?mode=components');
  const card = page.locator('#card');
  await expectProduct(card, FIRST);
  await expect(events(page).filter({ hasText: 'so:ready' })).toHaveText(['so:ready {"version":1}']);
  await page.getByRole('button', { name: 'Show another product' }).click();
  await expectProduct(card, NEXT);
  await expectAddToCart(page, card, page.locator('#counters'), NEXT);
  expect(errors).toEqual([]);
});

test('a React 19 app rendering the package’s React components: theming through the tokens', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, 'react', '?mode=components');
  const card = page.locator('#card');
  await expectProduct(card, FIRST);
  // Each component renders in a shadow root of its own (ShadowScope): the page's tokens theme it.
  await expectTheming(page, card, false);
  expect(errors).toEqual([]);
});

test('a React 19 app rendering the custom elements in JSX, camelCase productId from the first render', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, 'react', '?mode=elements');
  const card = page.locator('so-product-card#card');
  await expectProduct(card, FIRST);
  // React met the tag undefined and wrote the camelCase prop as an attribute (names are case-insensitive).
  await expect(card).toHaveAttribute('productid', String(FIRST));
  await expect(events(page).filter({ hasText: 'so:ready' })).toHaveText(['so:ready {"version":1}']);
  await expectTheming(page, card, true);
  // A new prop from React: the element is defined by now, so React 19 sets the property.
  await page.getByRole('button', { name: 'Show another product' }).click();
  await expectProduct(card, NEXT);
  await expectAttributeAndProperty(card);
  // The host cancels so:navigate and routes the product link itself: the page stays.
  const hostUrl = page.url();
  await card.getByRole('link', { name: product(PROP).name }).click();
  await expect(page.locator('#routed')).toHaveText(new RegExp(`^The host routed /products/${PROP}/`));
  expect(page.url()).toBe(hostUrl);
  await expectAddToCart(page, card, page.locator('so-header-counters'), PROP);
  expect(errors).toEqual([]);
});

test('a Vue 3 app rendering the custom elements, :productId and .prop bindings', async ({ page }) => {
  const errors = collectErrors(page);
  await open(page, 'vue');
  const card = page.locator('so-product-card#card');
  await expectProduct(card, FIRST);
  // Vue met the tag undefined and bound `:productId` as an attribute; `.prop` set the property.
  await expect(card).toHaveAttribute('productid', String(FIRST));
  await expectProduct(page.locator('so-product-card#prop-card'), PROP);
  await expect(events(page).filter({ hasText: 'so:ready' })).toHaveText(['so:ready {"version":1}']);
  await expectTheming(page, card, true);
  await page.getByRole('button', { name: 'Show another product' }).click();
  await expectProduct(card, NEXT);
  await expectAttributeAndProperty(card);
  await expectAddToCart(page, card, page.locator('so-header-counters'), PROP);
  await expect(page.locator('#heard')).toHaveText(`Vue heard so:add-to-cart for ${PROP}`); // @so:add-to-cart on the element
  expect(errors).toEqual([]);
});
