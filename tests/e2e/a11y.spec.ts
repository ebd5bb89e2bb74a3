import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, ASHA, authHeaders, CONTENT_PAGES, expectAccessible, FORM_PAGES, loginByEmail } from './helpers.ts';

/**
 * Accessibility of the buying pages, checked with axe-core in Chromium (it reads the elements'
 * open shadow roots): labels, names, contrast, landmarks, heading order, dialogs.
 */
async function emptyCart(request: APIRequestContext): Promise<void> {
  const headers = authHeaders(await apiToken(request, ASHA));
  const cart = ((await (await request.get('/api/cart/', { headers })).json()) as { data: { cart_items: { id: number }[] } }).data.cart_items;
  for (const item of cart) await request.delete(`/api/cart/${item.id}`, { headers });
}

// axe-core is the test's own script, injected inline: the store's CSP (script-src 'self') rightly
// refuses it, so these pages are checked with the CSP bypassed (tests/e2e/csp.spec.ts checks the CSP).
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('so:login-popup-shown', '1');
    sessionStorage.setItem('so:celebration-dismissed', '1');
  });
});

test('the mini cart, cart, checkout, orders, order, wallet and wishlist pass axe', async ({ page, request }) => {
  await emptyCart(request);
  await loginByEmail(page, ASHA.email, ASHA.password);

  await page.goto('/products/1001/a2-gir-cow-ghee-500-ml');
  const detail = page.locator('so-product-detail');
  await detail.getByRole('button', { name: 'Wishlist', exact: true }).click();
  await expect(detail.getByRole('button', { name: 'Wishlist', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await detail.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.locator('so-cart-drawer').getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the product page with the mini cart open');
  await page.keyboard.press('Escape');

  await page.goto('/wishlist');
  await expect(page.locator('so-wishlist').getByRole('heading', { name: 'A2 Gir Cow Ghee 500 ml' })).toBeVisible();
  await expectAccessible(page, '/wishlist');

  await page.goto('/cart');
  await expect(page.locator('so-cart').getByRole('button', { name: 'Process Checkout' })).toBeVisible();
  await expectAccessible(page, '/cart');

  await page.locator('so-cart').getByRole('button', { name: 'Process Checkout' }).click();
  await expect(page.locator('so-checkout').getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expectAccessible(page, '/checkout');

  await page.locator('so-checkout').getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.locator('so-checkout').getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/profile#orders$/);
  const firstOrder = page.locator('so-profile').getByRole('link', { name: /SO\d+/ }).first();
  await expect(firstOrder).toBeVisible();
  await expectAccessible(page, '#orders');
  const href = (await firstOrder.getAttribute('href')) ?? '';

  await page.goto('/profile#wallet');
  await expect(page.locator('so-profile').getByText('Current Balance')).toBeVisible();
  await expectAccessible(page, '#wallet');

  await page.goto(new URL(href, page.url()).pathname);
  await expect(page.locator('so-order-detail').getByRole('heading', { level: 1, name: /^Order SO\d+$/ })).toBeVisible();
  await expectAccessible(page, 'the order page');
});

test('the store and account pages pass axe on a desktop and on a phone', async ({ page }) => {
  // Thirty-two pages, each loaded to network idle and read by axe.
  test.setTimeout(300_000);
  const visit = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `${path} at ${page.viewportSize()?.width ?? 0} px`);
  };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/shop', '/products/1001/a2-gir-cow-ghee-500-ml', '/products/1001/reviews/a2-gir-cow-ghee-500-ml', '/login', '/signup', '/subscription-plans', '/subscribe-and-save', '/blogs', '/event', '/store-locator']) {
      await visit(path);
    }
  }
  await loginByEmail(page, ASHA.email, ASHA.password);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/profile', '/profile#addresses', '/profile/addresses/add', '/profile#subscribe', '/subscribe']) await visit(path);
  }
});

test('the content and form pages, a blog post and an event pass axe on a desktop and on a phone', async ({ page }) => {
  test.setTimeout(420_000);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...CONTENT_PAGES, ...FORM_PAGES, '/blogs/1/post', '/event/1']) {
      await page.goto(path);
      await expect(page.locator('#main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `${path} at ${width} px`);
    }
  }
});
