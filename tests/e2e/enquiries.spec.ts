/**
 * Enquiries and bookings as people send them: the contact form with every
 * required-field message on an empty submit, then sent for real (the captcha solved as a person
 * does), its thanks shown, the form emptied, the store's confirmation in the demo outbox; a Vaidya
 * appointment booked for tomorrow (confirmed to the account's own e-mail and mobile) and refused
 * to a second shopper for the same time.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_HEADERS, apiToken, authHeaders, chooseCountry, loginByEmail, newCustomer, outbox, STAFF } from './helpers.ts';

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Paise as the store shows them, regular-expression safe: "₹1,234\.50". */
const rupeesPattern = (paise: number) => rupeeFormat.format(paise / 100).replace(/[.]/g, '\\.');

/** A product's selling price (GST included) in paise, as the API answers it (the seed sets it). */
async function pricePaise(request: APIRequestContext, id: number): Promise<number> {
  const res = await request.get(`/api/web/single/product/${id}/`, { headers: API_HEADERS });
  expect(res.ok()).toBe(true);
  return Math.round(((await res.json()) as { data: { product_price: number } }).data.product_price * 100);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('so:login-popup-shown', '1');
    sessionStorage.setItem('so:celebration-dismissed', '1');
  });
});

test('the contact form names every missing field, then sends an inquiry and empties itself', async ({ page, request }) => {
  await page.goto('/contact-us');
  const contact = page.locator('so-contact-us');
  const form = contact.getByRole('region', { name: 'Send us a message' });
  await expect(form).toBeVisible();
  const send = form.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await expect(form.getByText('Please complete reCAPTCHA first')).toBeVisible();

  // An empty form, captcha solved: every required field says what it needs; focus goes to the first.
  const robot = form.getByRole('checkbox', { name: "I'm not a robot" });
  await robot.click();
  await expect(form.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await send.click();
  for (const message of ['Company is required', 'Name is required', 'Subject is required', 'Please select a country']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByRole('textbox', { name: 'Company', exact: true })).toBeFocused();

  // Filled in, with the country found by searching.
  const stamp = Date.now();
  const email = `meera.${stamp}@example.com`;
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Meera Foods');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Iyer');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill(`Bulk ghee for our cafe ${stamp}`);
  await chooseCountry(form, 'India', 'ind');
  await form.getByRole('textbox', { name: /^Phone number/ }).fill('98250 12345');
  await form.getByRole('textbox', { name: 'Your query', exact: true }).fill('We need 20 litres of A2 ghee a month. What are your trade prices?');
  if (!(await robot.isChecked())) {
    await robot.click();
    await expect(form.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  }
  await send.click();

  const thanks = 'Thank you! We have received your inquiry and will reply within one working day.';
  await expect(form.getByText(thanks)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Your query', exact: true })).toHaveValue('');
  await expect(robot).not.toBeChecked();

  // The store wrote back to the sender, and told its own mailbox.
  await expect.poll(async () => (await outbox(request)).some((m) => m.channel === 'email' && m.to === email)).toBe(true);
  await expect.poll(async () => (await outbox(request)).some((m) => m.channel === 'email' && m.body.includes(`Bulk ghee for our cafe ${stamp}`) && m.to !== email)).toBe(true);
});

/** The day after today in India (YYYY-MM-DD), skipping a Sunday (the Vaidya's day off). */
function tomorrowInIndia(): string {
  const day = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const ist = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day);
  const weekday = () => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', weekday: 'short' }).format(day);
  if (weekday() === 'Sun') day.setTime(day.getTime() + 24 * 60 * 60 * 1000);
  return ist();
}

/** Fills the booking form of a logged-in shopper for `date` at the time `time` (e.g. "10:00 AM"). */
async function fillBooking(page: Page, date: string, time: string): Promise<Locator> {
  await page.goto('/consult-our-vaidya/schedule-appointment');
  const booking = page.locator('so-book-appointment');
  await expect(booking.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
  await booking.getByLabel('Date').fill(date);
  await booking.getByRole('group', { name: 'Time' }).getByRole('radio', { name: time }).check();
  await booking.getByRole('textbox', { name: 'Mobile number' }).fill('9825012345');
  await booking.getByRole('radio', { name: 'Female' }).check();
  await booking.getByRole('combobox', { name: 'Age group' }).selectOption('18 to 45');
  await booking.getByRole('combobox', { name: 'Problem you are suffering from' }).selectOption('Digestive Health');
  await booking.getByRole('textbox', { name: 'Describe your problem' }).fill('Acidity after meals for two months, worse at night.');
  await booking.getByRole('textbox', { name: 'Landmark' }).fill('Near Law Garden');
  await booking.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(booking.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  return booking;
}

test("a shopper books tomorrow's first free slot and is told by SMS and e-mail; a second shopper cannot take it", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const date = tomorrowInIndia();
  // The first slot of the day nobody holds yet (a retried run finds its own earlier booking).
  const staff = authHeaders(await apiToken(request, STAFF));
  const booked = ((await (await request.get(`/api/staff/appointments?from=${date}&page_size=100`, { headers: staff })).json()) as { data: { start_datetime: string }[] }).data
    .map((a) => a.start_datetime)
    .filter((start) => start.startsWith(date));
  const hour = [10, 11, 12, 13, 14, 15, 16].find((h) => !booked.some((start) => start.startsWith(`${date}T${String(h).padStart(2, '0')}:00`)));
  expect(hour, 'a free slot tomorrow').toBeDefined();
  const time = `${((hour ?? 10) + 11) % 12 + 1}:00 ${(hour ?? 10) < 12 ? 'AM' : 'PM'}`;

  const first = await newCustomer(request, 'Kavya');
  await loginByEmail(page, first.email, first.password);
  const booking = await fillBooking(page, date, time);
  await booking.getByRole('button', { name: 'Book appointment' }).click();
  await expect(booking.getByRole('status').filter({ hasText: /booked for/ })).toBeVisible();
  // The confirmation goes to the account's own e-mail and mobile; the number typed in the form is
  // the one the Vaidya calls, named in the message, and never texted.
  const messages = await outbox(request);
  expect(messages.some((m) => m.channel === 'email' && m.to === first.email && m.body.includes(time))).toBe(true);
  expect(messages.some((m) => m.channel === 'sms' && m.to === first.mobile && m.body.includes('+919825012345'))).toBe(true);
  expect(messages.some((m) => m.to.endsWith('9825012345'))).toBe(false);

  // Another shopper, on another device, asks for the same time: the store says it is taken.
  const second = await newCustomer(request, 'Rohan');
  const other = await browser.newContext();
  try {
    const page2 = await other.newPage();
    await page2.addInitScript(() => {
      sessionStorage.setItem('so:login-popup-shown', '1');
      sessionStorage.setItem('so:celebration-dismissed', '1');
    });
    await loginByEmail(page2, second.email, second.password);
    const again = await fillBooking(page2, date, time);
    await again.getByRole('button', { name: 'Book appointment' }).click();
    await expect(again.getByText('That time has just been booked. Please choose another slot.').first()).toBeVisible();
    // What they typed stays; only the time is to choose again.
    await expect(again.getByRole('textbox', { name: 'Describe your problem' })).toHaveValue('Acidity after meals for two months, worse at night.');
    await expect(again.getByRole('group', { name: 'Time' }).getByRole('radio', { checked: true })).toHaveCount(0);
  } finally {
    await other.close();
  }
});

/** Fills a lead form's company and contact fields (India, Gujarat, Ahmedabad). */
async function fillLead(form: Locator, revenue: string, stamp: number): Promise<void> {
  await form.getByRole('textbox', { name: 'Company name' }).fill(`Sattva Retail ${stamp}`);
  await form.getByRole('textbox', { name: 'Industry type' }).fill('Organic food retail');
  await form.getByRole('combobox', { name: 'Company size' }).selectOption({ index: 2 });
  await form.getByRole('combobox', { name: 'Annual revenue' }).selectOption({ label: revenue });
  await form.getByRole('radio', { name: 'Yes', exact: true }).check();
  await form.getByRole('textbox', { name: /^Full name/ }).fill('Anil Desai');
  await form.getByRole('textbox', { name: /^Email/ }).fill(`anil.${stamp}@example.com`);
  await form.getByRole('textbox', { name: /^Phone number/ }).fill('9876501234');
  await chooseCountry(form, 'India', 'ind');
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Gujarat' });
  await form.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Ahmedabad' });
}

for (const form of [
  { path: '/bussiness', tag: 'so-b2b-enquiry', questions: 'Your business needs', staffList: 'b2b-leads' },
  { path: '/exports', tag: 'so-export-enquiry', questions: 'Export Interests', staffList: 'export-leads' },
]) {
  test(`${form.path}: an empty send names every required field (not the optional place and contact); a filled one is stored and the form empties`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto(form.path);
    const lead = page.locator(form.tag);
    await expect(lead.getByRole('heading', { level: 1 })).toBeVisible();
    const send = lead.getByRole('button', { name: 'Send', exact: true });
    // Send waits for the consent; each click on the box toggles it.
    await expect(send).toBeDisabled();
    const consent = lead.getByRole('checkbox', { name: /^I agree to SO Organic Store contacting me/ });
    await consent.check();
    await expect(send).toBeEnabled();
    await consent.uncheck();
    await expect(send).toBeDisabled();
    await consent.check();

    await send.click();
    for (const message of ['Company name is required', 'Industry type is required', 'Company size is required', 'Annual revenue is required']) {
      await expect(lead.getByText(message).first()).toBeVisible();
    }
    // The place and the contact person are optional: no message asks for them.
    for (const message of ['Full name is required', 'Email is required', 'Please select a country']) await expect(lead.getByText(message, { exact: true })).toHaveCount(0);
    await expect(lead.getByRole('textbox', { name: 'Company name' })).toBeFocused();

    const stamp = Date.now();
    await fillLead(lead, '5 to 10 cr', stamp);
    await lead.getByRole('group', { name: form.questions }).getByRole('textbox').first().fill('Cold-pressed oils and millets, monthly.');
    await send.click();
    await expect(lead.getByText('Data Created Successfully').first()).toBeVisible();
    await expect(lead.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
    await expect(consent).not.toBeChecked();

    // Stored: the store's staff see the lead, with the answer.
    const staff = authHeaders(await apiToken(request, STAFF));
    const leads = ((await (await request.get(`/api/staff/${form.staffList}?page_size=100`, { headers: staff })).json()) as { data: { company_name: string; answers: { answer: string | null }[] }[] }).data;
    const stored = leads.find((l) => l.company_name === `Sattva Retail ${stamp}`);
    expect(stored, 'the lead in the staff listing').toBeTruthy();
    expect(stored?.answers.some((a) => a.answer === 'Cold-pressed oils and millets, monthly.')).toBe(true);
  });
}

test('a visitor buys a ₹500 gift voucher at the gateway; the receiver pays part of an order with the e-mailed code and sees what is left', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const receiver = await newCustomer(request, 'Priya');

  // The visitor's purchase.
  await page.goto('/gift-voucher');
  const gift = page.locator('so-gift-voucher');
  await expect(gift.getByRole('heading', { level: 1 })).toBeVisible();
  await gift.getByRole('radio', { name: '₹500' }).check();
  await gift.getByRole('textbox', { name: /^Recipient name/ }).fill('Priya Shah');
  await gift.getByRole('textbox', { name: /^Recipient email/ }).fill(receiver.email);
  await gift.getByRole('textbox', { name: /^Sender name/ }).fill('Nikhil Rao');
  await gift.getByRole('textbox', { name: /^Sender email/ }).fill(`nikhil.${stamp}@example.com`);
  await gift.getByRole('textbox', { name: /^Message/ }).fill('Happy Diwali! Treat yourself to something organic.');
  const pay = gift.getByRole('button', { name: /^Proceed to pay/ });
  await expect(pay).toBeDisabled();
  await gift.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(gift.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  const [gateway] = await Promise.all([context.waitForEvent('page'), pay.click()]);

  // The gateway opens in a new tab; the store's tab goes home.
  await expect(page).toHaveURL(/\/$/);
  await expect(gateway).toHaveURL(/\/api\/payments\/sandbox\//);
  await gateway.getByRole('button', { name: /^Pay ₹500/ }).click();
  await expect(gateway).toHaveURL(/\/\?gift_voucher=success$|\/$/);
  await expect(gateway.locator('so-toaster').getByText(/Your gift voucher is paid/)).toBeVisible();
  await gateway.close();

  // The receiver's e-mail holds the code (and only theirs does).
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await outbox(request)).find((m) => m.channel === 'email' && m.to === receiver.email && /\b[2-9A-HJKMNP-Z]{12}\b/.test(m.body));
      code = /\b([2-9A-HJKMNP-Z]{12})\b/.exec(mail?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
  expect((await outbox(request)).some((m) => m.to === `nikhil.${stamp}@example.com` && m.body.includes(code))).toBe(false);

  // The receiver spends part of it on a 1001 order, under ₹500 (cash on delivery for the rest: nothing)…
  const first = await pricePaise(request, 1001);
  const second = await pricePaise(request, 1003);
  const left = 50_000 - first;
  expect(left).toBeGreaterThan(0);
  expect(second).toBeGreaterThan(left);
  const headers = receiver.headers;
  expect((await request.post('/api/cart/', { headers, data: { pid: 1001, quantity: 1 } })).ok()).toBe(true);
  await loginByEmail(page, receiver.email, receiver.password);
  await page.goto('/cart');
  const cart = page.locator('so-cart');
  await cart.getByLabel('Voucher code').fill(code.toLowerCase());
  await cart.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.locator('so-toaster').getByText(new RegExp(`${rupeesPattern(first)} off this order\\. ${rupeesPattern(left)} left on this gift voucher`))).toBeVisible();
  await cart.getByRole('button', { name: 'Process Checkout' }).click();
  const checkout = page.locator('so-checkout');
  await checkout.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/profile#orders$/);

  // …and the rest on a 1003 order, which it pays only part of.
  expect((await request.post('/api/cart/', { headers, data: { pid: 1003, quantity: 1 } })).ok()).toBe(true);
  await page.goto('/cart');
  await cart.getByLabel('Voucher code').fill(code);
  await cart.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.locator('so-toaster').getByText(new RegExp(`${rupeesPattern(left)} off this order\\. ₹0\\.00 left on this gift voucher`))).toBeVisible();
  await expect(cart.getByText(rupeeFormat.format((second - left) / 100)).first()).toBeVisible();
});
