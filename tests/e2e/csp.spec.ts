/**
 * Every page of the store under its Content-Security-Policy (scripts from self only, no inline
 * script, object-src 'none', base-uri 'self'): each page is loaded as a visitor or as the demo
 * customer, must render its heading, and must not produce a single CSP violation, seen both as
 * `securitypolicyviolation` events (composed: also from inside the widgets' shadow roots) and as
 * Chromium's console reports.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, ASHA, authHeaders, CONTENT_PAGES, FORM_PAGES, emptyCartOf, loginByEmail } from './helpers.ts';


/** Starts recording CSP violations of every document the page loads. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__soCspViolation', (text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = Reflect.get(window, '__soCspViolation');
      if (typeof report === 'function') report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return seen;
}

/** Opens a page and waits until its main heading has rendered. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path} renders its heading`).toBeVisible();
}

async function apiLogin(request: APIRequestContext): Promise<Record<string, string>> {
  return authHeaders(await apiToken(request, ASHA));
}

test('every page keeps the Content-Security-Policy: not one violation', async ({ page, request }) => {
  test.setTimeout(240_000);
  const violations = await watchViolations(page);

  const home = await page.goto('/');
  const policy = home?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // As a visitor.
  for (const path of ['/shop', '/shop?prod_search=ghee', '/products/1001/ghee', '/products/1001/reviews/ghee', '/login', '/signup', '/reset-password', '/cart', '/wishlist', '/page-not-found', '/subscription-plans', '/subscribe-and-save', '/blogs', '/event', '/store-locator']) {
    await visit(page, path);
  }
  // Every product card's images, the mini cart and the login dialog open too.
  await page.goto('/products/1001/ghee');
  await page.locator('so-product-detail').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.locator('so-cart-drawer').getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // As the demo customer, with an order and a cart.
  await emptyCartOf(request, ASHA);
  const auth = await apiLogin(request);
  const addresses = ((await (await request.get('/api/user/address/', { headers: auth })).json()) as { data: { id: number }[] }).data;
  expect((await request.post('/api/cart/', { headers: auth, data: { pid: 1001, quantity: 1 } })).ok()).toBe(true);
  const placed = await request.post('/api/orders/', { headers: auth, data: { address1: addresses[0].id, pay_type: 'COD', used_coin: 0 } });
  expect(placed.ok()).toBe(true);
  const orderId = ((await placed.json()) as { data: { order_id: string } }).data.order_id;
  expect((await request.post('/api/cart/', { headers: auth, data: { pid: 1001, quantity: 1 } })).ok()).toBe(true);

  await loginByEmail(page, ASHA.email, ASHA.password);
  for (const path of ['/profile', '/profile/edit', '/profile/addresses/add', `/profile/addresses/${addresses[0].id}/edit`, '/update-password', '/cart', '/checkout', `/orders/${orderId}`, '/profile#subscribe', '/subscribe/1001', '/subscription-plans']) {
    await visit(page, path);
  }

  await emptyCartOf(request, ASHA);
  expect(violations, violations.join('\n')).toEqual([]);
});

test('the content and form pages, a blog post and an event keep the Content-Security-Policy (the map frame included)', async ({ page }) => {
  test.setTimeout(240_000);
  const violations = await watchViolations(page);
  for (const path of [...CONTENT_PAGES, ...FORM_PAGES, '/sosecoin', '/blogs/1/post', '/event/1']) await visit(page, path);
  // The organic-living map frame is requested once it is near the window.
  await page.goto('/organic-living');
  await page.locator('so-organic-living').locator('iframe').scrollIntoViewIfNeeded();
  await expect(page.locator('so-organic-living').locator('iframe')).toBeInViewport();
  expect(violations, violations.join('\n')).toEqual([]);
});
