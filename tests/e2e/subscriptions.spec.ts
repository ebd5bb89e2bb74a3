/**
 * Subscribe and Save and SO Elite, as a shopper walks them: subscribe from the product
 * page and pay the first order at the gateway, edit and pause, shift the next delivery once, the
 * delivery placed on its day (the demo scheduler run), and buying SO Elite, whose member pays no
 * shipping outside Ahmedabad. Each journey uses a customer of its own (a Surat address: shipping
 * is ₹100 there unless the shopper is a member).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginByEmail, newCustomer } from './helpers.ts';

const GHEE = { id: 1001, path: '/products/1001/a2-gir-cow-ghee-500-ml', name: 'A2 Gir Cow Ghee 500 ml' };

const profile = (page: Page) => page.locator('so-profile');
const subscriptions = (page: Page) => page.locator('so-subscriptions');
const toaster = (page: Page) => page.locator('so-toaster');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('so:login-popup-shown', '1');
    sessionStorage.setItem('so:celebration-dismissed', '1');
  });
});

/** A calendar day `days` after `from` (YYYY-MM-DD). */
function plusDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today in the store's time zone. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** How the subscription page writes a day ("Dec 2, 2026"). */
function usDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
}

async function runScheduler(request: APIRequestContext, date: string): Promise<string[]> {
  const res = await request.post('/api/dev/run-subscriptions', { data: { date } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { orders: string[] } }).data.orders;
}

test('subscribe from the product page, pay the first order, edit and pause, shift once, and the delivery is placed on its day', async ({ page, request }) => {
  test.setTimeout(180_000);
  const shopper = await newCustomer(request, 'Nisha', 'Surat');
  await loginByEmail(page, shopper.email, shopper.password);

  // The product page's Subscribe opens the dialog: a weekly schedule, two jars, 5 % off.
  await page.goto(GHEE.path);
  const detail = page.locator('so-product-detail');
  await detail.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const dialog = detail.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Standard/ }).check();
  await expect(dialog.getByText('5% off')).toBeVisible();
  await dialog.getByRole('button', { name: 'Proceed to checkout' }).click();

  // Checkout's subscription path: the default address, automatic payment, the gateway page.
  await expect(page).toHaveURL(/\/checkout$/);
  const checkout = page.locator('so-checkout');
  await expect(checkout.getByText(GHEE.name)).toBeVisible();
  await expect(checkout.getByRole('radio', { name: /Cash on Delivery/ })).toHaveCount(0);
  await checkout.getByRole('button', { name: 'Subscribe and pay' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  // Back on the profile's Subscriptions tab: paid, Active, the next delivery in 7 days.
  await expect(page).toHaveURL(/\/profile\?payment=success#subscribe$/);
  await expect(profile(page).getByText('Payment received.')).toBeVisible();
  const card = profile(page).getByRole('article', { name: GHEE.name });
  await expect(card.getByText('Active Subscription')).toBeVisible();
  await expect(card.getByText('Qty: 1')).toBeVisible();
  await expect(card.getByText('7 days', { exact: true })).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute('value', '23');

  // View Details: edit the quantity to 2 and pause.
  await card.getByRole('link', { name: `View Details: ${GHEE.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/subscribe/${GHEE.id}$`));
  const item = subscriptions(page).getByRole('article', { name: GHEE.name });
  await item.getByRole('button', { name: /^Edit Subscription/ }).click();
  let edit = subscriptions(page).getByRole('dialog');
  await edit.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await edit.getByLabel('Status').selectOption('inactive');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toaster(page).getByText('Subscription updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(item.getByText('Paused Subscription')).toBeVisible();
  await expect(item.getByRole('button', { name: /^Shift Order/ })).toHaveCount(0);

  // Active again; the next delivery is a week away, so it may be shifted, once.
  await item.getByRole('button', { name: /^Edit Subscription/ }).click();
  edit = subscriptions(page).getByRole('dialog');
  await expect(edit.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await edit.getByLabel('Status').selectOption('active');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(item.getByText('Active Subscription')).toBeVisible();

  const next = plusDays(today(), 7);
  const shifted = plusDays(next, 3);
  await item.getByRole('button', { name: /^Shift Order/ }).click();
  const shift = subscriptions(page).getByRole('dialog');
  const date = shift.getByLabel('New delivery date');
  await expect(date).toHaveAttribute('min', next);
  await expect(date).toHaveAttribute('max', plusDays(next, 15));
  await shift.getByRole('button', { name: 'Shift', exact: true }).click();
  await expect(shift.getByText('Please select a date')).toBeVisible();
  await date.fill(shifted);
  await shift.getByRole('button', { name: 'Shift', exact: true }).click();
  await expect(toaster(page).getByText('Order shifted')).toBeVisible();
  await expect(shift).toBeHidden();
  await expect(item.getByRole('button', { name: /^Shift Order/ })).toHaveCount(0);
  await expect(item.getByText(usDate(shifted))).toBeVisible();

  // The scheduler on the regular day places nothing; on the shifted day, the delivery, once.
  expect(await runScheduler(request, next)).toEqual([]);
  const placed = await runScheduler(request, shifted);
  expect(placed).toHaveLength(1);
  expect(await runScheduler(request, shifted)).toEqual([]);

  await page.goto('/profile#orders');
  const delivered = profile(page).getByRole('article', { name: new RegExp(placed[0]) });
  await expect(delivered.getByText('Subscription order')).toBeVisible();
});

test('buy SO Elite at the gateway, see the Elite tab, and pay no shipping outside Ahmedabad', async ({ page, request }) => {
  test.setTimeout(180_000);
  const shopper = await newCustomer(request, 'Vikram', 'Surat');
  await loginByEmail(page, shopper.email, shopper.password);

  // Not a member yet: the bottom bar offers SO Elite and the profile has no Elite tab.
  await page.goto(GHEE.path);
  await page.locator('so-product-detail').getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.keyboard.press('Escape');
  const bar = page.locator('so-cart-bar');
  await expect(bar.getByRole('link', { name: /SO Elite/ })).toBeVisible();
  await page.goto('/profile');
  await expect(profile(page).getByRole('link', { name: 'Profile Details' })).toBeVisible();
  await expect(profile(page).getByRole('link', { name: 'SO Elite' })).toHaveCount(0);

  // The plans page: the price and the button for a logged-in non-member; the gateway page.
  await page.goto('/subscription-plans');
  const plans = page.locator('so-subscription-plans');
  await expect(plans.getByText('₹199.00').first()).toBeVisible();
  await plans.getByRole('button', { name: 'Get SOSE Elite today' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  const paymentScreen = page.waitForURL(/\/subscription-payment\?txnid=\w+&payment=success$/);
  await page.getByRole('button', { name: 'Pay ₹199.00' }).click();

  // The gateway returns to the payment screen, which waits for the payment, then the home page.
  await paymentScreen;
  await expect(page).toHaveURL(/\/$/);
  await expect(bar.getByRole('link', { name: /SO Elite/ })).toHaveCount(0);

  // The Elite tab: one Active period from today.
  await page.goto('/profile#elite');
  const tab = profile(page).getByRole('link', { name: 'SO Elite' });
  await expect(tab).toHaveAttribute('aria-current', 'page');
  const start = today().split('-').reverse().join('-');
  const period = profile(page).getByRole('article', { name: new RegExp(`^Vikram Shah: ${start} to `) });
  await expect(period).toContainText('Status: Active');
  await expect(profile(page).getByText('Showing 1 to 1 of 1 subscriptions')).toBeVisible();

  // Checkout to Surat: shipping free for the member, and the placed order says so too.
  await page.goto('/cart');
  await page.locator('so-cart').getByRole('button', { name: 'Process Checkout' }).click();
  const checkout = page.locator('so-checkout');
  await expect(checkout.getByText('Surat').first()).toBeVisible();
  const shippingRow = checkout.getByText('Shipping', { exact: true }).locator('xpath=..');
  await expect(shippingRow).toContainText('Free');
  await checkout.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/profile#orders$/);
  await profile(page).getByRole('link', { name: /^View details of order/ }).first().click();
  const order = page.locator('so-order-detail');
  await expect(order.getByText('Shipping', { exact: true }).locator('xpath=..')).toContainText('Free');
});
