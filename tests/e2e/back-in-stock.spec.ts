/**
 * Back in stock: a shopper switches on e-mail alerts in the profile, asks to be told of an
 * out-of-stock product (Notify me, saying by which channel), staff restock it, and the demo
 * outbox holds the back-in-stock e-mail for that shopper, with its unsubscribe link, which
 * switches the alerts off again without a login.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, authHeaders, expectAccessible, loginByEmail, newCustomer, outbox, STAFF } from './helpers.ts';

// axe is injected into the store's pages (their CSP would refuse it).
test.use({ bypassCSP: true });

/** A product no other journey uses: in stock, not one of the demo products the journeys use (the last such, the dashboard's journey takes the first). */
async function spareProduct(request: APIRequestContext, staffToken: string): Promise<{ id: number; name: string; stock: number }> {
  const res = await request.get('/api/staff/products?page_size=100', { headers: authHeaders(staffToken) });
  expect(res.ok()).toBe(true);
  const products = ((await res.json()) as { data: { id: number; name: string; stock: number | null; is_hidden: boolean }[] }).data;
  const used = new Set([1001, 1002, 1003, 1004, 1005, 1006, 1075]);
  const found = products.filter((p) => !used.has(p.id) && !p.is_hidden && (p.stock ?? 0) > 5 && !/book/i.test(p.name)).at(-1);
  expect(found, 'a spare product in stock').toBeTruthy();
  return { id: found?.id ?? 0, name: found?.name ?? '', stock: found?.stock ?? 0 };
}

async function setStock(request: APIRequestContext, staffToken: string, id: number, stock: number): Promise<void> {
  const res = await request.post(`/api/staff/products/${id}/stock`, { headers: authHeaders(staffToken), data: { stock } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('Notify me on an out-of-stock product: restocked by staff, the shopper is e-mailed once, with a working unsubscribe link', async ({ page, request }) => {
  const staffToken = await apiToken(request, STAFF);
  const product = await spareProduct(request, staffToken);
  await setStock(request, staffToken, product.id, 0);
  const meera = await newCustomer(request, 'Meera');

  // Alerts by e-mail switched on in the profile, said in words.
  await loginByEmail(page, meera.email, meera.password);
  await page.goto('/profile#details');
  const profile = page.locator('so-profile');
  const email = profile.getByRole('switch', { name: 'E-mail' });
  await expect(email).not.toBeChecked();
  await email.focus();
  await page.keyboard.press('Space');
  await expect(profile.getByRole('status').filter({ hasText: 'E-mail alerts are now on.' })).toBeVisible();
  await expect(email).toBeChecked();
  await expect(profile.getByText(/^On since /)).toBeVisible();
  await expectAccessible(page, 'the profile with its alert switches');

  // The product page offers Notify me and says by which channel.
  await page.goto(`/products/${product.id}/x`);
  const detail = page.locator('so-product-detail');
  await expect(detail.getByText('OUT OF STOCK').first()).toBeVisible();
  await expect(detail.getByText('We will tell you by e-mail when it is back in stock.')).toBeVisible();
  await detail.getByRole('button', { name: 'Notify me' }).click();
  await expect(detail.getByText('Saved: we will tell you by e-mail once it is back in stock.')).toBeVisible();
  await expectAccessible(page, 'an out-of-stock product page with Notify me');

  // Staff restock it; the shopper is told before the answer comes back.
  await setStock(request, staffToken, product.id, product.stock);
  const told = (await outbox(request)).filter((m) => m.to === meera.email && m.subject.startsWith(`${product.name} is back in stock`));
  expect(told).toHaveLength(1);
  expect(told[0].channel).toBe('email');
  expect(told[0].body).toContain(`/products/${product.id}/`);

  // A second restock tells nobody again.
  await setStock(request, staffToken, product.id, 0);
  await setStock(request, staffToken, product.id, product.stock);
  expect((await outbox(request)).filter((m) => m.to === meera.email && m.subject.startsWith(`${product.name} is back in stock`))).toHaveLength(1);

  // The footer's unsubscribe link: one click, no login, a page saying so; the profile shows it off.
  const link = /(https?:\/\/\S+\/api\/notifications\/unsubscribe\/\?token=\S+)/.exec(told[0].body)?.[1] ?? '';
  expect(link).not.toBe('');
  const path = new URL(link).pathname + new URL(link).search;
  const unsubscribePage = await page.context().newPage();
  await unsubscribePage.goto(path);
  await expect(unsubscribePage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(unsubscribePage.getByText('You will get no more offers or back-in-stock alerts by e-mail.')).toBeVisible();
  await unsubscribePage.close();
  await page.goto('/profile#details');
  await expect(profile.getByRole('switch', { name: 'E-mail' })).not.toBeChecked();
  await expect(profile.getByText(/^Off since /)).toBeVisible();
});
