/**
 * The cart handoff seen from the store: a store link made on another page (`?so_handoff=…`) only
 * ever adds cart lines. A shopper logged in on the store who opens another account's link stays
 * themselves; a logged-out page is asked "Continue as b…@probe.test?" and is logged in only if
 * the shopper says so. (The partner host's own View cart journey is interop.spec.ts's.)
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_HEADERS, authHeaders, loginByEmail, solveCaptcha } from './helpers.ts';

/** In stock in the demo catalogue. */
const PRODUCT = 1003;

interface Account {
  email: string;
  password: string;
  firstName: string;
  token: string;
}

/** A new account (signed up through the API) and its session token. */
async function newAccount(request: APIRequestContext, prefix: string, firstName: string): Promise<Account> {
  const email = `${prefix}.${Date.now()}@probe.test`;
  const password = `${firstName}@20261`;
  const signup = await request.post('/api/user/signup/', {
    headers: API_HEADERS,
    data: {
      email,
      first_name: firstName,
      last_name: 'Probe',
      password,
      confirm_password: password,
      mobile_no: `8${String(Date.now()).slice(-9)}`,
      recaptcha: await solveCaptcha(request),
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const signin = await request.post('/api/user/signin/', { headers: API_HEADERS, data: { email, password } });
  expect(signin.ok()).toBe(true);
  return { email, password, firstName, token: ((await signin.json()) as { data: { token: string } }).data.token };
}

/** What `account` would hand over from another page: a line of PRODUCT in its cart, and a fresh handoff token. */
async function handoffOf(request: APIRequestContext, account: Account): Promise<string> {
  const visitor = ((await (await request.get('/api/user/visitor/', { headers: API_HEADERS })).json()) as { visitor_id: string }).visitor_id;
  const headers = { ...authHeaders(account.token), 'Visitor-Id': visitor };
  expect((await request.post('/api/cart/', { headers, data: { pid: PRODUCT, quantity: 1 } })).ok()).toBe(true);
  const made = await request.post('/api/handoff/', { headers, data: {} });
  expect(made.ok()).toBe(true);
  return ((await made.json()) as { data: { token: string } }).data.token;
}

async function productName(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/api/web/single/product/${PRODUCT}/`, { headers: API_HEADERS });
  return ((await res.json()) as { data: { name: string } }).data.name;
}

const header = (page: Page) => page.locator('so-header');
const question = (page: Page, account: string) => page.locator('so-login-dialog').getByRole('dialog', { name: `Continue as ${account}?` });
/** `bob.123@probe.test` → `b…@probe.test`. */
const masked = (email: string) => `${email[0]}…${email.slice(email.indexOf('@'))}`;

test.beforeEach(async ({ page }, testInfo) => {
  // Two accounts are signed up first (the captcha is solved each time).
  testInfo.setTimeout(120_000);
  // The login popup that opens by itself once a session is not what these journeys look at.
  await page.addInitScript(() => sessionStorage.setItem('so:login-popup-shown', '1'));
});

test("a shopper logged in on the store who opens another account's handoff link stays themselves, with its items in her cart", async ({ page, request }) => {
  const name = await productName(request);
  const bob = await newAccount(request, 'bob', 'Bob');
  const carol = await newAccount(request, 'carol', 'Carol');
  const token = await handoffOf(request, bob);

  await loginByEmail(page, carol.email, carol.password);
  await page.goto(`/cart?so_handoff=${token}`);
  await expect(page).toHaveURL(/\/cart$/); // the token is taken off the address
  await expect(page.locator('so-cart')).toContainText(name);
  await expect(page.locator('so-login-dialog').getByRole('dialog')).toHaveCount(0);

  // Still Carol: her profile, and her own session still answers as her.
  await page.goto('/profile');
  await expect(page.locator('so-profile').getByText(carol.email)).toBeVisible();
  await expect(page.locator('so-profile').getByText(bob.email)).toHaveCount(0);
  const profile = await request.get('/api/user/profile/', { headers: authHeaders(carol.token) });
  expect(JSON.stringify(await profile.json())).toContain(carol.email);
  // Bob's cart still has his line (copied, not taken).
  const bobsCart = await request.get('/api/cart/', { headers: authHeaders(bob.token) });
  expect(((await bobsCart.json()) as { cart_counter: number }).cart_counter).toBe(1);
});

test('a logged-out store page is asked whether to continue as the account of the link: No keeps it logged out, Continue logs it in', async ({ page, request }) => {
  const name = await productName(request);
  const bob = await newAccount(request, 'bob', 'Bob');

  await page.goto(`/cart?so_handoff=${await handoffOf(request, bob)}`);
  const declined = question(page, masked(bob.email));
  await expect(declined).toBeVisible();
  await expect(declined.getByRole('button', { name: 'Continue' })).toBeFocused();
  // The lines are the shopper's already, whatever the answer.
  await expect(page.locator('so-cart')).toContainText(name);
  await declined.getByRole('button', { name: 'No, stay logged out' }).click();
  await expect(declined).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto(`/cart?so_handoff=${await handoffOf(request, bob)}`);
  const accepted = question(page, masked(bob.email));
  await accepted.getByRole('button', { name: 'Continue' }).click();
  await expect(accepted).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.locator('so-profile').getByText(bob.email)).toBeVisible();
});
