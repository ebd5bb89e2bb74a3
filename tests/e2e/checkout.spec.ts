import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { API_HEADERS, apiToken, ASHA, authHeaders, latestOtp, loginByEmail, newCustomer, STAFF } from './helpers.ts';

/**
 * Buying: cart, voucher, coins with the OTP, cash on delivery, online payment through the sandbox
 * gateway (success, failure, pay later), PDFs, Buy now and the embed page's cart.
 *
 * Demo data (docs/operations.md#demo-users-and-demo-data): product 1003 "Bilona Desi Cow Ghee 500 ml" with stock 10, 1001 "A2 Gir
 * Cow Ghee 500 ml" (both above the ₹250 minimum), 1075 "Afghan Raisins 250 g" below it; asha
 * starts with 150 coins and one Ahmedabad address (free shipping); voucher SOWELCOME10 is 10 % off
 * (at most ₹200). Prices are read from the API (the seed sets them), never written here.
 */
const PAYMENT_RECEIVED = 'Payment received';

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Paise as the store shows them: "₹1,234.50". */
const rupees = (paise: number) => rupeeFormat.format(paise / 100);

/** A product's selling price (GST included) in paise, as the API answers it. */
async function pricePaise(request: APIRequestContext, id: number): Promise<number> {
  const res = await request.get(`/api/web/single/product/${id}/`, { headers: API_HEADERS });
  expect(res.ok()).toBe(true);
  return Math.round(((await res.json()) as { data: { product_price: number } }).data.product_price * 100);
}

/** Empties a user's cart on the server, so each journey starts from a known cart. */
async function emptyCart(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.get('/api/cart/', { headers: authHeaders(token) });
  const items = ((await res.json()) as { data: { cart_items: { id: number }[] } }).data.cart_items;
  for (const item of items) await request.delete(`/api/cart/${item.id}`, { headers: authHeaders(token) });
}

/** The coin balance of the token's user, from the wallet endpoint. */
async function coinBalance(request: APIRequestContext, token: string): Promise<number> {
  const profile = ((await (await request.get('/api/user/profile/', { headers: authHeaders(token) })).json()) as { data: { contact_id: number } }).data;
  const wallet = await request.get(`/api/coin_app/wallet_history/${profile.contact_id}/`, { headers: authHeaders(token) });
  return ((await wallet.json()) as { available_coin: number }).available_coin;
}

async function pdfText(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile(await download.path()));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function addFromProductPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const detail = page.locator('so-product-detail');
  await detail.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const drawer = page.locator('so-cart-drawer').getByRole('dialog');
  await expect(drawer).toBeVisible();
  // The notice the shopper sees, and the same words said through the live region inside the modal.
  await expect(drawer.getByText('Product added to cart!', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('status')).toHaveText('Success: Product added to cart!');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

const cart = (page: Page) => page.locator('so-cart');
const checkout = (page: Page) => page.locator('so-checkout');
const order = (page: Page) => page.locator('so-order-detail');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('so:login-popup-shown', '1');
    sessionStorage.setItem('so:celebration-dismissed', '1');
  });
});

test('a visitor fills a cart, logs in, applies a voucher, redeems coins with the OTP and pays cash on delivery', async ({ page, request }) => {
  const token = await apiToken(request, ASHA);
  await emptyCart(request, token);
  // Other journeys may have earned asha coins: the wallet is checked against where it started.
  const startCoins = await coinBalance(request, token);
  expect(startCoins).toBeGreaterThanOrEqual(20);
  // The cart's total; SOWELCOME10 takes 10 % of it (to the paisa, at most ₹200); then 20 coins (₹20).
  const total = (await pricePaise(request, 1003)) + (await pricePaise(request, 1001));
  const discount = Math.min(Math.floor(total / 10), 20_000);
  const afterVoucher = rupees(total - discount);
  const toPay = rupees(total - discount - 2_000);

  // As a visitor: two products into the cart (the mini cart opens on each add).
  await addFromProductPage(page, '/products/1003/bilona-desi-cow-ghee-500-ml');
  await addFromProductPage(page, '/products/1001/a2-gir-cow-ghee-500-ml');

  // Logging in keeps the visitor's cart.
  await loginByEmail(page, ASHA.email, ASHA.password);
  await page.goto('/cart');
  await expect(cart(page).getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(cart(page).getByRole('link', { name: 'Bilona Desi Cow Ghee 500 ml' })).toBeVisible();
  await expect(cart(page).getByRole('link', { name: 'A2 Gir Cow Ghee 500 ml' })).toBeVisible();
  await expect(cart(page).getByText(rupees(total)).first()).toBeVisible();

  // A voucher: the input locks, with Edit and Remove; the discount shows.
  const voucher = cart(page).getByLabel('Voucher code');
  await voucher.fill('EXPIRED20');
  await cart(page).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.locator('so-toaster').getByText('This voucher has expired')).toBeVisible();
  await voucher.fill('sowelcome10');
  await cart(page).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(voucher).toHaveAttribute('readonly', '');
  await expect(cart(page).getByRole('button', { name: 'Remove voucher' })).toBeVisible();
  await expect(cart(page).getByText(`−${rupees(discount)}`).or(cart(page).getByText(`-${rupees(discount)}`)).first()).toBeVisible();
  await expect(cart(page).getByText(afterVoucher).first()).toBeVisible();

  // Coins: more than the balance is refused; 20 coins with the OTP sent by SMS.
  const coins = cart(page).getByLabel('Coins to redeem');
  await coins.fill('500');
  await cart(page).getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('You cannot redeem more than your available coins.').first()).toBeVisible();
  await coins.fill('20');
  await cart(page).getByRole('button', { name: 'Send OTP' }).click();
  const otpDialog = cart(page).getByRole('dialog');
  await expect(otpDialog).toBeVisible();
  await otpDialog.getByLabel('OTP', { exact: true }).fill(await latestOtp(request, ASHA.mobile));
  await otpDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(otpDialog).toBeHidden();
  await expect(cart(page).getByRole('button', { name: 'Redeemed' })).toBeDisabled();
  await expect(cart(page).getByText(toPay).first()).toBeVisible();

  // Checkout: Ahmedabad address → free shipping; cash on delivery.
  const headerCart = page.locator('so-header').getByRole('link', { name: /^Cart, / });
  await expect(headerCart).toHaveAccessibleName('Cart, 2 items');
  await cart(page).getByRole('button', { name: 'Process Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkout(page).getByText('Free').first()).toBeVisible();
  await expect(checkout(page).getByText(toPay).first()).toBeVisible();
  await checkout(page).getByRole('radio', { name: /Cash on Delivery/ }).check();
  await checkout(page).getByRole('button', { name: 'Place Order' }).click();

  // The order is in the Orders tab with the paid amount; no new coins (coins were redeemed).
  await expect(page).toHaveURL(/\/profile#orders$/);
  const orders = page.locator('so-profile');
  const firstCard = orders.getByRole('link', { name: /SO\d+/ }).first();
  await expect(firstCard).toBeVisible();
  const orderId = /SO\d+/.exec((await firstCard.getAttribute('href')) ?? '')?.[0] ?? '';
  expect(orderId).toMatch(/^SO\d+$/);
  await expect(orders.getByText(toPay).first()).toBeVisible();
  await expect(orders.getByText(/Showing \d+ of \d+ orders/)).toBeVisible();
  // The order took the whole cart: the header's cart counter says so.
  await expect(headerCart).toHaveAccessibleName('Cart, 0 items');

  await page.goto('/profile#wallet');
  const wallet = page.locator('so-profile');
  await expect(wallet.getByText('Current Balance')).toBeVisible();
  await expect(wallet.getByText(new RegExp(`^${startCoins - 20}\\b`)).first()).toBeVisible();
  expect(await coinBalance(request, token)).toBe(startCoins - 20);
  // The order's line in the coin history: its date, the order, none earned, 20 used, the balance left.
  const orderRow = wallet.getByRole('row').filter({ has: page.getByRole('link', { name: orderId, exact: true }) });
  await expect(orderRow.getByRole('cell')).toHaveText([/^\d{2} [A-Z][a-z]{2} \d{4}$/, orderId, '0', '−20', String(startCoins - 20)]);

  // Order detail: the voucher, the coins and the total. Cash on delivery is paid at the door: the
  // page offers no Accept and Pay and no time limit to pay, and says so in the orders list too.
  await page.goto('/profile#orders');
  await expect(orders.getByRole('article', { name: new RegExp(orderId) }).getByText('Cash on Delivery · Pay on delivery')).toBeVisible();
  await orders.getByRole('link', { name: /SO\d+/ }).first().click();
  await expect(page).toHaveURL(/\/orders\/SO\d+$/);
  await expect(order(page).getByText('SOWELCOME10').first()).toBeVisible();
  await expect(order(page).getByText(toPay).first()).toBeVisible();
  await expect(order(page).getByText('Cash on Delivery · Not paid yet')).toBeVisible();
  await expect(order(page).getByRole('button', { name: 'Accept and Pay' })).toHaveCount(0);
  await expect(order(page).getByText(/Pay within/)).toHaveCount(0);
});

test('pays online through the gateway page: a failed payment, then a successful one that earns coins', async ({ page, request }) => {
  const token = await apiToken(request, ASHA);
  await emptyCart(request, token);
  const balance = () => coinBalance(request, token);
  const startCoins = await balance();
  const price = await pricePaise(request, 1003);

  await loginByEmail(page, ASHA.email, ASHA.password);
  await addFromProductPage(page, '/products/1003/bilona-desi-cow-ghee-500-ml');
  await page.goto('/cart');
  await cart(page).getByRole('button', { name: 'Process Checkout' }).click();
  await checkout(page).getByRole('radio', { name: /Online Payment/ }).check();
  await checkout(page).getByRole('button', { name: 'Proceed to Pay' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page).toHaveURL(/\/orders\/SO\d+\?payment=failure$/);
  await expect(order(page).getByText('Payment failed! Please try again.').first()).toBeVisible();
  expect(await balance()).toBe(startCoins);

  await order(page).getByRole('button', { name: 'Accept and Pay' }).click();
  await page.getByRole('button', { name: `Pay ${rupees(price)}` }).click();
  await expect(page).toHaveURL(/\/orders\/SO\d+\?payment=success$/);
  await expect(order(page).getByText(PAYMENT_RECEIVED)).toBeVisible();
  await expect(order(page).getByRole('button', { name: 'Accept and Pay' })).toBeHidden();
  // floor(price in rupees / 100) coins, credited once when paid.
  expect(Math.floor(price / 10_000)).toBeGreaterThan(0);
  expect(await balance()).toBe(startCoins + Math.floor(price / 10_000));
});

test('an online order left unpaid says how long is left to pay it, and offers Accept and Pay', async ({ page, request }) => {
  // A shopper of their own: the order stays unpaid (until the store cancels it), which no other journey should meet.
  const shopper = await newCustomer(request, 'Unpaid');
  await loginByEmail(page, shopper.email, shopper.password);
  await addFromProductPage(page, '/products/1001/a2-gir-cow-ghee-500-ml');
  await page.goto('/cart');
  await cart(page).getByRole('button', { name: 'Process Checkout' }).click();
  await checkout(page).getByRole('radio', { name: /Online Payment/ }).check();
  await checkout(page).getByRole('button', { name: 'Proceed to Pay' }).click();
  // The shopper leaves the gateway page without paying and opens the order from the profile.
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.goto('/profile#orders');
  const card = page.locator('so-profile').getByRole('article', { name: /SO\d+/ }).first();
  await expect(card.getByText('Online Payment · Not paid')).toBeVisible();
  await card.getByRole('link', { name: /^View details of order/ }).click();
  await expect(page).toHaveURL(/\/orders\/SO\d+$/);
  // Placed a moment ago: 30 minutes (UNPAID_ORDER_MINUTES), or 29 once a minute has begun to pass.
  await expect(order(page).getByText(/^Pay within (30|29) minutes, or this order is cancelled/)).toBeVisible();
  await expect(order(page).getByRole('button', { name: 'Accept and Pay' })).toBeVisible();
});

test('downloads the cart PDF and, once staff invoice the order, the invoice', async ({ page, request }) => {
  const token = await apiToken(request, ASHA);
  await emptyCart(request, token);
  const price = rupees(await pricePaise(request, 1001));
  await loginByEmail(page, ASHA.email, ASHA.password);
  await addFromProductPage(page, '/products/1001/a2-gir-cow-ghee-500-ml');
  await page.goto('/cart');
  const [cartPdf] = await Promise.all([page.waitForEvent('download'), cart(page).getByRole('button', { name: 'Download cart PDF' }).click()]);
  expect(cartPdf.suggestedFilename()).toBe('cart-invoice.pdf');
  const cartText = await pdfText(cartPdf);
  expect(cartText).toContain('A2 Gir Cow Ghee 500 ml');
  expect(cartText).toContain(price);

  await cart(page).getByRole('button', { name: 'Process Checkout' }).click();
  await checkout(page).getByRole('radio', { name: /Cash on Delivery/ }).check();
  await checkout(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/profile#orders$/);
  const orderId = (await page.locator('so-profile').getByRole('link', { name: /SO\d+/ }).first().getAttribute('href'))?.match(/SO\d+/)?.[0] ?? '';
  expect(orderId).toMatch(/^SO\d+$/);

  // Not invoiced yet: no Invoice button (and no Accept and Pay: cash on delivery). Staff confirm and invoice it.
  await page.goto(`/orders/${orderId}`);
  await expect(order(page).getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await expect(order(page).getByRole('button', { name: 'Accept and Pay' })).toHaveCount(0);
  await expect(order(page).getByRole('button', { name: 'Invoice' })).toBeHidden();
  const staff = await apiToken(request, STAFF);
  const moved = await request.post(`/api/staff/orders/${orderId}/status`, {
    headers: authHeaders(staff),
    data: { order_status: 'Confirmed', is_invoiced: true },
  });
  expect(moved.ok()).toBe(true);

  await page.reload();
  const [invoice] = await Promise.all([page.waitForEvent('download'), order(page).getByRole('button', { name: 'Invoice' }).click()]);
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
  const invoiceText = await pdfText(invoice);
  expect(invoiceText).toContain(orderId);
  expect(invoiceText).toContain('A2 Gir Cow Ghee 500 ml');
  expect(invoiceText).toContain(price);
});

test('Buy now below ₹250 shows the minimum-order message; above it goes to checkout', async ({ page, request }) => {
  await emptyCart(request, await apiToken(request, ASHA));
  await loginByEmail(page, ASHA.email, ASHA.password);
  await page.goto('/products/1075/afghan-raisins-250-g');
  await page.locator('so-product-detail').getByRole('button', { name: 'Buy now' }).click();
  const toaster = page.locator('so-toaster');
  await expect(toaster.getByText('Minimum Order Amount Required')).toBeVisible();
  await expect(toaster.getByText('Order amount should be greater than ₹250 to proceed to checkout')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/1075\//);

  await page.goto('/products/1003/bilona-desi-cow-ghee-500-ml');
  await page.locator('so-product-detail').getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkout(page).getByText('Bilona Desi Cow Ghee 500 ml').first()).toBeVisible();
  await expect(page.locator('so-cart-drawer').getByRole('dialog')).toBeHidden();
});

test('a product added on the embed demo page is in the same cart on the store', async ({ page }) => {
  await page.goto('/embed-demo.html');
  const card = page.locator('so-product-card');
  await card.getByRole('button', { name: /Add to cart/ }).click();
  const drawer = page.locator('so-cart-drawer').getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Bilona Desi Cow Ghee 500 ml' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/cart');
  await expect(cart(page).getByRole('link', { name: 'Bilona Desi Cow Ghee 500 ml' })).toBeVisible();
});

test('a wished product moves to the cart; the bottom cart bar follows the cart and hides on /cart', async ({ page, request }) => {
  const token = await apiToken(request, ASHA);
  await emptyCart(request, token);
  // Start from an empty wishlist.
  const wished = ((await (await request.get('/api/listwish/', { headers: authHeaders(token) })).json()) as { data: { id: number }[] }).data;
  for (const product of wished) await request.post('/api/wishlist/', { headers: authHeaders(token), data: { pid: product.id } });

  await loginByEmail(page, ASHA.email, ASHA.password);
  const bar = page.locator('so-cart-bar').getByRole('complementary', { name: 'Cart summary' });
  await expect(bar).toBeHidden();

  await page.goto('/products/1005/buffalo-ghee-500-ml');
  const heart = page.locator('so-product-detail').getByRole('button', { name: 'Wishlist', exact: true });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  const wishlist = page.locator('so-wishlist');
  await expect(wishlist.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  await wishlist.getByRole('button', { name: 'Move to cart: Buffalo Ghee 500 ml' }).click();
  await expect(wishlist.getByText('Your wishlist is empty')).toBeVisible();
  await page.keyboard.press('Escape');

  // The bar: one item, its total, and the SO Elite prompt for a non-member.
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('1 item');
  await expect(bar).toContainText(rupees(await pricePaise(request, 1005)));
  await expect(bar.getByRole('link', { name: /SO Elite/ })).toHaveAttribute('href', /\/subscription-plans$/);
  await bar.getByRole('link', { name: 'View cart' }).or(bar.getByRole('button', { name: 'View cart' })).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cart(page).getByRole('link', { name: 'Buffalo Ghee 500 ml' })).toBeVisible();
  await expect(page.locator('so-cart-bar')).toHaveCount(0);
});
