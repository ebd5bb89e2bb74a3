/**
 * The content pages as a shopper meets them: every footer link lands on a real page,
 * the FAQ opens with the keyboard, the app's web views (?mobile=true) show no header or footer,
 * the SO Coin page's two buttons, the organic-living page's carousel and map, and a policy the
 * store's staff rewrite shows at once, without a release. Runs on the demo seed.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, authHeaders, STAFF } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('so:login-popup-shown', '1');
    sessionStorage.setItem('so:celebration-dismissed', '1');
  });
});

/** The page's own heading, wherever in the main region's shadow roots it is. */
const pageHeading = (page: Page) => page.locator('#main').getByRole('heading', { level: 1 });

test('every footer link opens a page with its heading', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const footer = page.locator('so-footer');
  const links = footer.getByRole('link');
  await expect(links.first()).toBeVisible();
  const paths: string[] = [];
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    const url = new URL(href, page.url());
    if (url.origin === new URL(page.url()).origin) paths.push(url.pathname);
  }
  // The policies, the FAQ, contact, about, shop, blogs, stores, SO Coin, Subscribe and Save, franchise, B2B, exports.
  expect(paths.length).toBeGreaterThanOrEqual(15);

  for (const path of paths) {
    // Each link is followed from the footer, as a shopper does (the footer stays on every page).
    await footer.locator(`a[href$="${path}"]`).click();
    await expect(page, `${path} is where the link went`).toHaveURL(new RegExp(`${path}$`));
    await expect(pageHeading(page), `${path} shows its heading`).toBeVisible();
    await expect(pageHeading(page)).not.toHaveText('Page not found');
  }
});

test('the FAQ opens with the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const faq = page.locator('so-faq');
  await expect(faq.getByRole('heading', { level: 1 })).toBeVisible();
  const first = faq.locator('details').first();
  const second = faq.locator('details').nth(1);
  await expect(first).not.toHaveAttribute('open');
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open');
  await expect(first.locator('p').first()).toBeVisible();
  // Tab goes on to the next question; Space opens it too.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(second).not.toHaveAttribute('open');
});

test('the app web views (?mobile=true) of /faq and /privacy-policy show no header or footer', async ({ page }) => {
  for (const path of ['/faq', '/privacy-policy']) {
    await page.goto(`${path}?mobile=true`);
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.locator('so-header')).toHaveCount(0);
    await expect(page.locator('so-footer')).toHaveCount(0);
    // The same page on the store has both.
    await page.goto(path);
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.locator('so-header')).toHaveCount(1);
    await expect(page.locator('so-footer')).toHaveCount(1);
  }
});

test('SO Coin: How it works brings the features into view, Start Earning opens the shop; /sosecoin is the same page', async ({ page }) => {
  await page.goto('/sosecoin');
  const coin = page.locator('so-coin-page');
  await expect(coin.getByRole('heading', { level: 1 })).toBeVisible();
  await coin.getByRole('button', { name: 'How it works' }).click();
  const features = coin.locator(':focus');
  await expect(features).toBeInViewport();
  await expect(features).toHaveRole('heading');
  await expect(coin.locator('details')).toHaveCount(7);
  await coin.getByRole('link', { name: 'Start Earning' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('organic living: five banner images, the embedded map and the contact phone', async ({ page }) => {
  await page.goto('/organic-living');
  const living = page.locator('so-organic-living');
  await expect(living.getByRole('heading', { level: 1 })).toBeVisible();
  const slides = living.locator('img');
  await expect(slides).toHaveCount(5);
  // The first banner image is a real image the store serves.
  await expect.poll(() => slides.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(living.locator('iframe')).toHaveAttribute('title', /.+/);
  await expect(living.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  await expect(living.locator('a[href^="tel:"]').first()).toBeVisible();
});

test("the store's staff rewrite the return policy and shoppers read it at once, with its own title", async ({ page, request }) => {
  const headers = authHeaders(await apiToken(request, STAFF));
  const url = '/api/staff/content-pages/return-and-refund-policy/';
  const saved = await request.put(url, {
    headers,
    data: {
      title: 'Returns made simple',
      content: '<h2>Replacements</h2><p>Tell us within 5 days of delivery.</p><script>alert(1)</script>',
      meta_title: 'Returns made simple | SO Organic Store',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  try {
    await page.goto('/return-and-refund-policy');
    const policy = page.locator('so-content-page');
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Returns made simple');
    await expect(policy.getByRole('heading', { level: 2, name: 'Replacements' })).toBeVisible();
    await expect(policy.getByText('Tell us within 5 days of delivery.')).toBeVisible();
    await expect(page).toHaveTitle('Returns made simple | SO Organic Store');
  } finally {
    // Unpublished, the page shows the store's built-in policy again (for the other journeys).
    await request.put(url, { headers, data: { title: 'Returns made simple', content: '<p>Withdrawn</p>', is_published: false } });
  }
  await page.reload();
  await expect(page.locator('so-content-page').getByRole('heading', { level: 1 })).toHaveText('Return and Refund Policy');
});
