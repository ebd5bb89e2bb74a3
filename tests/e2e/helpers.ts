/** Helpers shared by the Playwright journeys: demo users, the demo outbox, logins, the captcha. */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Demo users seeded by `npm start` in demo mode (docs/operations.md#demo-users-and-demo-data). */
export const ASHA = { email: 'asha@soorganic.test', password: 'Asha@12345', mobile: '9800000002' };

export interface OutboxMessage {
  channel: 'sms' | 'email' | 'whatsapp';
  /** Which message it is (order_shipped, login_otp, …). */
  kind: string;
  to: string;
  subject: string;
  body: string;
}

export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const res = await request.get('/api/dev/outbox');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: OutboxMessage[] }).data;
}

/** The newest OTP sent by SMS to a number. */
export async function latestOtp(request: APIRequestContext, mobile: string): Promise<string> {
  const sms = (await outbox(request)).find((m) => m.channel === 'sms' && m.to.endsWith(mobile));
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  expect(code, 'an OTP in the outbox').toBeTruthy();
  return code ?? '';
}

/** Solves the store's proof-of-work captcha as the widget does (for setting up API-side users). */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/captcha/challenge/', { headers: { 'Company-Id': '16' } });
  const c = (await res.json()) as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber?: number };
  for (let n = 0; n <= (c.maxnumber ?? 1_000_000); n++) {
    if (createHash('sha256').update(c.salt + n).digest('hex') === c.challenge) {
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature })).toString('base64');
    }
  }
  throw new Error('captcha not solved');
}

export const dialog = (page: Page) => page.locator('so-login-dialog').getByRole('dialog');

export async function loginByEmail(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.locator('so-login');
  await form.getByRole('tab', { name: 'Email' }).click();
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}


/** The content pages (help, about and policy pages). */
export const CONTENT_PAGES = [
  '/about-us', '/organic-living', '/franchise', '/so-coin', '/faq', '/inspire-and-support', '/contact-us',
  '/terms-and-conditions', '/shipping-policy', '/return-and-refund-policy', '/privacy-policy',
] as const;

/** The pages of the enquiry forms, bookings and gift vouchers, as a visitor opens them. */
export const FORM_PAGES = ['/consult-our-vaidya', '/consult-our-vaidya/schedule-appointment', '/bussiness', '/exports', '/gift-voucher'] as const;

/** The header every API request carries (docs/api.md#base-headers-and-sessions). */
export const API_HEADERS = { 'Company-Id': '16' } as const;
/** The demo staff account (docs/operations.md#demo-users-and-demo-data). */
export const STAFF = { email: 'staff@soorganic.test', password: 'Staff@12345' };

/** Signs in through the API; answers the session token. */
export async function apiToken(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const signin = await request.post('/api/user/signin/', { headers: API_HEADERS, data: who });
  expect(signin.ok()).toBe(true);
  return ((await signin.json()) as { data: { token: string } }).data.token;
}

/** The headers of a signed-in API request. */
export function authHeaders(token: string): Record<string, string> {
  return { ...API_HEADERS, Authorization: `Token ${token}` };
}

/** Empties a user's cart on the server (signing in through the API), so a journey starts from a known cart. */
export async function emptyCartOf(request: APIRequestContext, who: { email: string; password: string }): Promise<void> {
  const auth = authHeaders(await apiToken(request, who));
  const cart = await request.get('/api/cart/', { headers: auth });
  for (const item of ((await cart.json()) as { data: { cart_items: { id: number }[] } }).data.cart_items) {
    expect((await request.delete(`/api/cart/${item.id}`, { headers: auth })).ok()).toBe(true);
  }
}

export interface Customer {
  email: string;
  password: string;
  /** The account's mobile number as stored (`+91` and 10 digits). */
  mobile: string;
  /** `Token …` headers for API calls as this customer. */
  headers: Record<string, string>;
}

/**
 * A new customer made through the API (sign-up with the captcha solved, sign-in) with one saved
 * address in `city` of Gujarat, India (Ahmedabad ships free; any other city pays ₹100), so a
 * journey starts from an account no other journey touches.
 */
export async function newCustomer(request: APIRequestContext, name: string, city = 'Ahmedabad'): Promise<Customer> {
  const base = { 'Company-Id': '16' };
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${name.toLowerCase()}.${stamp}@example.com`;
  const password = `${name}@2026x`;
  const mobile = `7${stamp.slice(-9)}`;
  const signup = await request.post('/api/user/signup/', {
    headers: base,
    data: { email, first_name: name, last_name: 'Shah', password, confirm_password: password, mobile_no: mobile, recaptcha: await solveCaptcha(request) },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const headers = authHeaders(await apiToken(request, { email, password }));
  const states = ((await (await request.get('/api/states/104/', { headers: base })).json()) as { data: { id: number; name: string }[] }).data;
  const gujarat = states.find((s) => s.name === 'Gujarat');
  const cities = ((await (await request.get(`/api/cities/${gujarat?.id}`, { headers: base })).json()) as { data: { id: number; name: string }[] }).data;
  const found = cities.find((c) => c.name === city);
  expect(found, `${city} among Gujarat's cities`).toBeTruthy();
  const address = await request.post('/api/user/address/', {
    headers,
    data: {
      address_tags: 'Home',
      full_name: `${name} Shah`,
      mobile: '+919812345678',
      another_mobile: null,
      address_line_1: '12 Shanti Kunj',
      address_line_2: 'Station Road',
      landmark: '',
      country: 104,
      state: gujarat?.id,
      city: found?.id,
      postal_code: '395003',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  return { email, password, mobile: `+91${mobile}`, headers };
}

/** axe-core, injected into a page to check it (the page's CSP must be bypassed: `test.use({ bypassCSP: true })`). */
export const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export async function violations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    // Frames hold other sites' pages (the organic-living map), which axe cannot reach here.
    const result = await axe.run(document, { resultTypes: ['violations'], iframes: false });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
}

/** No axe violation on the page as it is now (open shadow roots included). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await violations(page), `axe violations on ${what}`).toEqual([]);
}

/** Chooses a country in a form's Country combobox as a shopper does: types part of its name, clicks it in the list. */
export async function chooseCountry(form: Locator, name: string, typed: string = name): Promise<void> {
  const box = form.getByRole('combobox', { name: 'Country' });
  await box.fill(typed);
  await form.getByRole('listbox', { name: 'Country' }).getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}
