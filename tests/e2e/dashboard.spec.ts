/**
 * The owner's dashboard, as its staff and owner use it and as shoppers then see the
 * store: an order moved through its life and invoiced (the shopper's order page follows), a
 * product set out of stock (its page says OUT OF STOCK), a voucher the owner creates and a
 * shopper applies, a review hidden (the product's average and count follow), a customer refused,
 * the CSV export equal to the filtered list, every section keyboard-reachable and passing axe on
 * a desktop and at 375 px without horizontal scroll.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, apiToken, ASHA, authHeaders, expectAccessible, loginByEmail, newCustomer, STAFF, type Customer } from './helpers.ts';

/** The demo owner, a superuser (docs/operations.md#demo-users-and-demo-data). */
const OWNER = { email: 'owner@soorganic.test', password: 'Owner@12345' };

const dashboard = (page: Page): Locator => page.locator('so-dashboard');
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('so:login-popup-shown', '1');
    sessionStorage.setItem('so:celebration-dismissed', '1');
  });
});

/** Opens a section of the dashboard as a user would: its link in the section list. */
async function openSection(page: Page, name: string): Promise<void> {
  await dashboard(page).getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name, exact: true }).click();
  await expect(dashboard(page).getByRole('heading', { level: 2, name })).toBeVisible();
}

/** A product nobody else's journey buys: in stock, not one of the demo products the journeys use. */
async function spareProduct(request: APIRequestContext, staffToken: string): Promise<{ id: number; name: string; stock: number | null }> {
  const res = await request.get('/api/staff/products?page_size=100', { headers: authHeaders(staffToken) });
  expect(res.ok()).toBe(true);
  const products = ((await res.json()) as { data: { id: number; name: string; stock: number | null; is_hidden: boolean }[] }).data;
  const used = new Set([1001, 1002, 1003, 1004, 1005, 1006, 1075]);
  const found = products.find((p) => !used.has(p.id) && !p.is_hidden && (p.stock ?? 0) > 5 && !/book/i.test(p.name));
  expect(found, 'a spare product in stock').toBeTruthy();
  return found ?? { id: 0, name: '', stock: null };
}

/** A cash-on-delivery order of one product by `customer`, placed through the API; its number. */
async function codOrder(request: APIRequestContext, customer: Customer, productId: number, quantity = 1): Promise<string> {
  const addresses = ((await (await request.get('/api/user/address/', { headers: customer.headers })).json()) as { data: { id: number }[] }).data;
  expect((await request.post('/api/cart/', { headers: customer.headers, data: { pid: productId, quantity } })).ok()).toBe(true);
  const placed = await request.post('/api/orders/', { headers: customer.headers, data: { address1: addresses[0].id, pay_type: 'COD', used_coin: 0 } });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { data: { order_id: string } }).data.order_id;
}

test('a customer opening /dashboard is refused, a visitor is asked to log in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(dashboard(page).getByText('Please log in with a staff account to open the dashboard.')).toBeVisible();
  await expect(dashboard(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  await loginByEmail(page, ASHA.email, ASHA.password);
  // The header shows no Dashboard link to a customer; the address typed anyway is refused by the server.
  await expect(page.locator('so-header').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(dashboard(page).getByRole('alert')).toContainText('The dashboard is for the store’s staff only.');
  await expect(dashboard(page).getByRole('navigation', { name: 'Dashboard sections' })).toHaveCount(0);
  await dashboard(page).getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('at 1280 px staff and the owner find a Dashboard link in the header, which opens the dashboard; the owner sees which vouchers are expired or used up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const who of [STAFF, OWNER]) {
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await loginByEmail(page, who.email, who.password);
    const link = page.locator('so-header').getByRole('link', { name: 'Dashboard' });
    await expect(link, who.email).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(dashboard(page).getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible();
  }
  // The owner's vouchers say where each stands: the demo's expired and used-up ones are not "Active".
  await openSection(page, 'Vouchers');
  const row = (code: string) => dashboard(page).getByRole('row').filter({ has: page.getByText(code, { exact: true }) });
  await expect(row('EXPIRED20').getByRole('cell').filter({ hasText: /^(Active|Paused|Expired|Used up)$/ })).toHaveText('Expired');
  await expect(row('SOLDOUT').getByRole('cell').filter({ hasText: /^(Active|Paused|Expired|Used up)$/ })).toHaveText('Used up');
  await expect(row('FLAT50').getByRole('cell').filter({ hasText: /^(Active|Paused|Expired|Used up)$/ })).toHaveText('Active');
});

test('staff set a product out of stock: its page says OUT OF STOCK; back in stock, it can be bought again', async ({ page, request }) => {
  const staffToken = await apiToken(request, STAFF);
  const product = await spareProduct(request, staffToken);
  await loginByEmail(page, STAFF.email, STAFF.password);
  await page.goto('/dashboard');
  await openSection(page, 'Products');

  const dash = dashboard(page);
  await dash.getByLabel('Search by name').fill(product.name);
  await dash.getByRole('button', { name: 'Search', exact: true }).click();
  await dash.getByRole('button', { name: `Edit ${product.name}` }).click();
  const edit = dash.getByRole('dialog', { name: `Edit ${product.name}` });
  // Staff see the prices but cannot change them.
  await expect(edit.getByLabel('Selling price (₹, GST included)')).toHaveCount(0);
  await edit.getByRole('checkbox', { name: 'Out of stock' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(`Saved ${product.name}.`)).toBeVisible();
  await edit.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/products/${product.id}/x`);
  const detail = page.locator('so-product-detail');
  await expect(detail.getByText('OUT OF STOCK').first()).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Add to cart' }).first()).toBeDisabled();

  // Back in stock from the dashboard; the store follows at once.
  await page.goto('/dashboard#products');
  await dash.getByLabel('Search by name').fill(product.name);
  await dash.getByRole('button', { name: 'Search', exact: true }).click();
  await dash.getByRole('button', { name: `Edit ${product.name}` }).click();
  await edit.getByRole('checkbox', { name: 'Out of stock' }).uncheck();
  await edit.getByLabel('Stock (whole number)').fill(String(product.stock));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(`Saved ${product.name}.`)).toBeVisible();
  await page.goto(`/products/${product.id}/x`);
  await expect(detail.getByRole('button', { name: 'Add to cart' }).first()).toBeEnabled();
  await expect(detail.locator('.pd__stock')).toHaveCount(0);

  // Both changes are in the audit log, with the staff member and the stock before and after.
  const audit = await request.get(`/api/staff/audit?entity=product&entity_id=${product.id}`, { headers: authHeaders(staffToken) });
  const entries = ((await audit.json()) as { data: { actor_email: string; before: { stock?: number | null } | null; after: { stock?: number | null } | null }[] }).data;
  expect(entries.slice(0, 2).map((e) => [e.actor_email, e.before?.stock, e.after?.stock])).toEqual([
    [STAFF.email, null, product.stock],
    [STAFF.email, product.stock, null],
  ]);
});

test('the owner creates a voucher in the dashboard and a shopper applies it in the cart', async ({ page, request }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await loginByEmail(page, OWNER.email, OWNER.password);
  await page.goto('/dashboard#vouchers');
  const dash = dashboard(page);
  await expect(dash.getByRole('heading', { level: 2, name: 'Vouchers' })).toBeVisible();
  await dash.getByRole('button', { name: 'Create voucher' }).or(dash.getByRole('link', { name: 'Create voucher' })).first().click();
  await dash.getByLabel('Code', { exact: true }).fill(code);
  await dash.getByRole('radio', { name: 'Flat amount (₹)' }).check();
  await dash.getByLabel('Discount (₹)').fill('75');
  await dash.getByLabel('Minimum order (₹)').fill('300');
  await dash.getByLabel('Uses per customer').fill('1');
  await dash.getByRole('button', { name: 'Create voucher' }).click();
  await expect(dash.getByText(`Voucher ${code} created.`)).toBeVisible();

  // A new shopper with a product of ₹300 or more in the cart applies it.
  const shopper = await newCustomer(request, 'Voucher');
  const list = (await (await request.get('/api/web/products/list/?page=1&ordering=-base_price', { headers: API_HEADERS })).json()) as {
    data: { data: { id: number; product_price: number | string; available_stock_quantity: number | null }[] };
  };
  const pricey = list.data.data.find((p) => (p.available_stock_quantity ?? 0) > 0 && Number(p.product_price) >= 300);
  expect(pricey, 'a product of ₹300 or more').toBeTruthy();
  expect((await request.post('/api/cart/', { headers: shopper.headers, data: { pid: pricey?.id, quantity: 1 } })).ok()).toBe(true);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginByEmail(page, shopper.email, shopper.password);
  await page.goto('/cart');
  const cart = page.locator('so-cart');
  await cart.getByLabel('Voucher code').fill(code.toLowerCase());
  await cart.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(cart.getByRole('button', { name: 'Remove voucher' })).toBeVisible();
  await expect(cart.getByText(`−${rupees(7500)}`).or(cart.getByText(`-${rupees(7500)}`)).first()).toBeVisible();
});

test('staff hide a review: the product’s average and count follow; shown again, they come back', async ({ page, request }) => {
  const staffToken = await apiToken(request, STAFF);
  type StaffReview = { id: number; product_id: number; product_name: string; name: string | null; rating: number };
  const visibleReviews = async (query: string): Promise<StaffReview[]> =>
    ((await (await request.get(`/api/staff/reviews?hidden=false&page_size=100${query}`, { headers: authHeaders(staffToken) })).json()) as { data: StaffReview[] }).data;
  // The product page shows the average of the visible reviews to one decimal (the server rounds it so).
  const shown = (ratings: number[]) => (Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10).toFixed(1);
  // The newest review (first on the dashboard's list) whose hiding moves its product's average.
  let pick: { review: StaffReview; count: number; before: string; after: string } | null = null;
  for (const review of (await visibleReviews('')).slice(0, 20)) {
    const all = await visibleReviews(`&product=${review.product_id}`);
    if (all.length < 2) continue;
    const before = shown(all.map((r) => r.rating));
    const after = shown(all.filter((r) => r.id !== review.id).map((r) => r.rating));
    if (before !== after) {
      pick = { review, count: all.length, before, after };
      break;
    }
  }
  expect(pick, 'a review whose hiding changes an average').toBeTruthy();
  if (!pick) return;
  const { review, count, before, after } = pick;

  const productPage = `/products/${review.product_id}/x`;
  const summary = (p: Page) => p.locator('so-product-detail').locator('.rating__value');
  await page.goto(productPage);
  await expect(summary(page)).toHaveText(before);
  await expect(page.locator('so-product-detail').getByText(`${count} reviews`).first()).toBeVisible();

  await loginByEmail(page, STAFF.email, STAFF.password);
  await page.goto('/dashboard#reviews');
  const dash = dashboard(page);
  const by = `${review.name ?? ''} of ${review.product_name}`;
  await dash.getByRole('button', { name: `Hide the review by ${by}` }).first().click();
  await expect(dash.getByText(`The review by ${by} is hidden from the store.`)).toBeVisible();

  await page.goto(productPage);
  await expect(summary(page)).toHaveText(after);
  await expect(page.locator('so-product-detail').getByText(count - 1 === 1 ? '1 review' : `${count - 1} reviews`).first()).toBeVisible();

  await page.goto('/dashboard#reviews');
  await dash.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Hidden' });
  await dash.getByRole('button', { name: `Show the review by ${by}` }).first().click();
  await expect(dash.getByText(`The review by ${by} is shown on the store again.`)).toBeVisible();
  await page.goto(productPage);
  await expect(summary(page)).toHaveText(before);
});

test('staff confirm, ship, deliver and invoice an order; the shopper’s order page follows', async ({ page, browser, request }) => {
  const staffToken = await apiToken(request, STAFF);
  const product = await spareProduct(request, staffToken);
  const shopper = await newCustomer(request, 'Orderly');
  const orderId = await codOrder(request, shopper, product.id, 2);

  // The shopper's own page, in a browser of their own.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await loginByEmail(shopperPage, shopper.email, shopper.password);
  const shopperOrder = shopperPage.locator('so-order-detail');
  const shopperStatus = async (status: string) => {
    await shopperPage.goto(`/orders/${orderId}`);
    await expect(shopperOrder.locator('.od__status')).toContainText(status);
  };
  await shopperStatus('Pending');
  await expect(shopperOrder.getByRole('button', { name: 'Invoice' })).toHaveCount(0);

  await loginByEmail(page, STAFF.email, STAFF.password);
  await page.goto('/dashboard#orders');
  const dash = dashboard(page);
  await dash.getByLabel('Search orders').fill(orderId);
  await dash.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(dash.getByText('1 order', { exact: true })).toBeVisible();
  await dash.getByRole('link', { name: orderId, exact: true }).click();
  await expect(dash.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  const actions = dash.getByRole('region', { name: 'Actions' });
  // Pending: confirm or cancel, nothing else.
  await expect(actions.getByRole('button', { name: 'Dispatch' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Mark invoiced' })).toHaveCount(0);

  await actions.getByRole('button', { name: 'Confirm' }).click();
  await expect(dash.getByText(`Order ${orderId} is now Confirmed.`)).toBeVisible();
  await shopperStatus('Confirmed');

  // Dispatched by shipping it: courier, AWB and weight in the order's Ship form.
  const ship = dash.getByRole('form', { name: 'Ship the order' });
  await ship.getByLabel('Courier').fill('Delhivery');
  await ship.getByLabel('AWB (tracking number)').fill('DL5550001');
  await ship.getByLabel('Weight (grams)').fill('800');
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(dash.getByText(`Order ${orderId} is shipped with Delhivery, AWB DL5550001.`)).toBeVisible();
  await actions.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dash.getByText(`Order ${orderId} is now Delivered.`)).toBeVisible();
  // Delivered is final: no cancelling, only the invoice is left.
  await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Mark invoiced' }).click();
  await expect(dash.getByText(`Order ${orderId} is marked invoiced.`)).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Mark invoiced' })).toHaveCount(0);
  // Staff download the customer's invoice from the dashboard too.
  const [staffInvoice] = await Promise.all([page.waitForEvent('download'), actions.getByRole('button', { name: 'Download invoice' }).click()]);
  expect(staffInvoice.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);

  await shopperStatus('Delivered');
  const [invoice] = await Promise.all([shopperPage.waitForEvent('download'), shopperOrder.getByRole('button', { name: 'Invoice' }).click()]);
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
  await shopperContext.close();

  // The order's history in the audit log: confirmed, shipped, delivered and the invoice, by the staff member.
  await dash.getByRole('link', { name: 'History' }).click();
  await expect(dash.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  await expect(dash.getByText('4 changes')).toBeVisible();
});

test('the CSV export of a filtered list holds exactly the orders shown', async ({ page, request }) => {
  const staffToken = await apiToken(request, STAFF);
  const product = await spareProduct(request, staffToken);
  const shopper = await newCustomer(request, 'Csvtest');
  const orders = [await codOrder(request, shopper, product.id), await codOrder(request, shopper, product.id), await codOrder(request, shopper, product.id)];
  const moved = await request.post(`/api/staff/orders/${orders[1]}/status`, { headers: authHeaders(staffToken), data: { order_status: 'Confirmed' } });
  expect(moved.ok()).toBe(true);

  await loginByEmail(page, STAFF.email, STAFF.password);
  await page.goto('/dashboard#orders');
  const dash = dashboard(page);
  await dash.getByLabel('Search orders').fill(shopper.email);
  await dash.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
  await dash.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(dash.getByText('2 orders', { exact: true })).toBeVisible();
  const shown = (await dash.getByRole('link', { name: /^SO\d+$/ }).allTextContents()).sort();
  expect(shown).toEqual([orders[0], orders[2]].sort());
  // The filters are in the address: Back and a shared link keep them.
  expect(decodeURIComponent(new URL(page.url()).hash)).toContain('status=Pending');

  const [download] = await Promise.all([page.waitForEvent('download'), dash.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const lines = (await readFile(path, 'utf8')).trim().split(/\r\n/);
  expect(lines[0]).toBe(
    'order_id,order_date,order_status,pay_type,is_paid,is_invoiced,final_total,delivery_date,customer_name,customer_email,customer_mobile,partner_code,lines,shipping_address,pin_code,phone,courier,awb',
  );
  // The first ten columns hold no comma (the address, quoted, comes later).
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.map((r) => r[0]).sort()).toEqual(shown);
  expect(rows.every((r) => r[2] === 'Pending' && r[9] === shopper.email)).toBe(true);
});

test('every section works at 375 px without horizontal scroll, by keyboard, and passes axe (staff and owner)', async ({ page }) => {
  test.setTimeout(180_000);
  const sections = ['Today', 'Orders', 'Products', 'Vouchers', 'Reviews', 'Customers', 'Content and leads', 'Audit log'];
  for (const who of [STAFF, OWNER]) {
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await loginByEmail(page, who.email, who.password);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard');
      for (const name of sections) {
        await openSection(page, name);
        await expect(dashboard(page).getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        await expectAccessible(page, `${name} at ${width} px as ${who.email}`);
      }
    }
  }
  // By keyboard: Tab reaches the section links, Enter opens one and focus lands on its heading.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const link = dashboard(page).getByRole('link', { name: 'Reviews', exact: true });
  for (let i = 0; i < 60 && !(await link.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dashboard(page).getByRole('heading', { level: 2, name: 'Reviews' })).toBeFocused();
  expect(new URL(page.url()).hash).toBe('#reviews');
});
