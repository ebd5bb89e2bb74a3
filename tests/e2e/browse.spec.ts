import { expect, test, type Page } from '@playwright/test';

/** The header's cart and wishlist counters (links named with their counts). */
const cartLink = (page: Page) => page.locator('so-header').getByRole('link', { name: /^Cart/ });
const wishlistLink = (page: Page) => page.locator('so-header').getByRole('link', { name: /^Wishlist/ });

/** The price paid on each card (its `.price`; the struck MRP and the saving beside it are not). */
async function prices(page: Page): Promise<number[]> {
  const texts = await page.locator('so-shop').locator('.card__price .price').allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, '')));
}

test('a visitor browses the store end to end', async ({ page }) => {
  // The once-per-session login popup has its own journey (account.spec.ts).
  await page.addInitScript(() => sessionStorage.setItem('so:login-popup-shown', '1'));
  await page.goto('/');

  // The celebration overlay appears after 2 s and closes with Continue.
  const overlay = page.getByRole('dialog', { name: /celebrat/i });
  await expect(overlay).toBeVisible({ timeout: 10_000 });
  await overlay.getByRole('button', { name: 'Continue' }).click();
  await expect(overlay).toBeHidden();

  // Search suggestions: at most 4, and See more results leads to the shop's search.
  const search = page.locator('so-header').getByRole('combobox').first();
  await search.fill('ghee');
  const suggestions = page.locator('so-header').getByRole('listbox');
  const products = suggestions.getByRole('option').filter({ hasText: '₹' });
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeLessThanOrEqual(4);
  await suggestions.getByRole('option', { name: 'See more results' }).click();
  await expect(page).toHaveURL(/\/shop\?.*search=ghee/);
  await expect(page.locator('so-shop').locator('.card').first()).toBeVisible();
  for (const name of await page.locator('so-shop').locator('.card__title').allInnerTexts()) {
    expect(name.toLowerCase()).toContain('ghee');
  }

  // A category from the mega menu.
  const menu = page.locator('so-header').getByRole('navigation', { name: /categor/i });
  await menu.getByRole('button').first().click();
  // A level-2 group of the opened panel (not its "All …" link).
  const categoryLink = menu.getByRole('link').filter({ hasNotText: /^All / }).first();
  const categoryName = (await categoryLink.innerText()).trim();
  await categoryLink.click();
  await expect(page).toHaveURL(/\/shop\?.*category=\d+/);
  await expect(page.locator('so-shop').getByRole('heading', { level: 1 })).toContainText(categoryName);

  // Sort Low to High: the shop shows the products in ascending catalogue price (base_price,
  // before GST, as the shop sorts; the cards show the GST-inclusive selling price).
  await page.goto('/shop?page=1');
  await page.locator('so-shop').getByLabel(/sort/i).selectOption({ label: 'Catalog Price Low to High' });
  await expect(page).toHaveURL(/sort=base_price/);
  await expect(page.locator('so-shop').locator('.card').first()).toBeVisible();
  const shown = await page.locator('so-shop').locator('.card__title').allInnerTexts();
  const api = (await (await page.request.get('/api/web/products/list/?page=1&ordering=base_price')).json()) as {
    data: { data: { name: string; base_price: number }[] };
  };
  const basePrices = api.data.data.map((p) => p.base_price);
  expect(basePrices.length).toBeGreaterThan(2);
  expect([...basePrices].sort((a, b) => a - b)).toEqual(basePrices);
  expect(shown.map((t) => t.trim())).toEqual(api.data.data.map((p) => p.name));
  const firstPrice = (await prices(page))[0];
  const lastPrice = (await prices(page)).at(-1) ?? 0;
  expect(firstPrice).toBeLessThan(lastPrice);

  // Page 2.
  await page.locator('so-shop').getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('so-shop').getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Open a product that is in stock.
  await page.goto('/shop?page=1');
  const card = page.locator('so-shop').locator('.card').filter({ has: page.locator('.card__add') }).first();
  await card.locator('.card__title a').click();
  await expect(page).toHaveURL(/\/products\/\d+\//);
  const detail = page.locator('so-product-detail');
  const productId = /\/products\/(\d+)\//.exec(page.url())?.[1];
  const product = (await (await page.request.get(`/api/web/single/product/${productId}/`, { headers: { 'Company-Id': '16' } })).json()) as {
    data: { name: string; available_stock_quantity: number; website_description: { metatitle: string } };
  };
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(product.data.name);
  // The tab shows the product's own meta title, not the store's default.
  await expect(page).toHaveTitle(product.data.website_description.metatitle);

  // Ask for more than the stock: the quantity becomes the stock and the page says why.
  const stock = product.data.available_stock_quantity;
  const quantity = detail.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill(String(stock + 5));
  await expect(quantity).toHaveValue(String(stock));
  await expect(detail.getByText('Invalid quantity')).toBeVisible();
  await expect(detail.getByText(`Maximum ${stock} units available`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  // Add to cart adds what the box shows: the server's answer opens the mini cart with that
  // quantity and the header counter becomes 1 (Escape closes the mini cart).
  const [added] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && /\/api\/cart\/$/.test(new URL(res.url()).pathname)),
    detail.getByRole('button', { name: 'Add to cart', exact: true }).click(),
  ]);
  expect(added.ok()).toBe(true);
  expect(added.request().postDataJSON()).toMatchObject({ pid: Number(productId), quantity: stock });
  const miniCart = page.locator('so-cart-drawer').getByRole('dialog');
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByText(`Qty ${stock}`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();

  // Wishlist heart: the counter follows.
  const heart = detail.getByRole('button', { name: 'Wishlist', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 items');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 items');
  await heart.click();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');

  // All reviews: A2 Gir Cow Ghee has more than 3 reviews (the demo catalogue gives it 45), so its
  // page shows 3 of them and View all, which leads to the product's reviews page.
  await page.goto('/products/1001/a2-gir-cow-ghee-500-ml');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText('A2 Gir Cow Ghee 500 ml');
  await detail.getByRole('link', { name: /^View all/ }).click();
  await expect(page).toHaveURL(/\/products\/1001\/reviews\/a2-gir-cow-ghee-500-ml$/);
  await expect(page.locator('so-reviews').getByRole('heading', { level: 1 })).toContainText('A2 Gir Cow Ghee 500 ml');

  // The same visitor cart from the franchise embed page.
  await page.goto('/embed-demo.html');
  await expect(page.locator('so-header-counters').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item');
  await expect(page.locator('so-product-grid').locator('.card').first()).toBeVisible();
  await expect(page.locator('so-product-card').locator('.card')).toBeVisible();

  // Unknown paths land on /page-not-found, with its own title.
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/page-not-found$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | SO Organic Store');
});
