import { expect, test } from '@playwright/test';
import { ASHA, chooseCountry, dialog, latestOtp, loginByEmail, outbox, solveCaptcha } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('so:celebration-dismissed', '1');
  });
});

test('the login popup opens once per session for a visitor, and logs in by e-mail', async ({ page }) => {
  await page.goto('/shop');
  await expect(dialog(page)).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  // The page's clock is ours from here: ten seconds pass at once, well past the popup's delay.
  await page.clock.install();
  await page.goto('/products/1003/bilona-desi-cow-ghee-500-ml');
  await expect(page.getByRole('heading', { name: /Bilona Desi Cow Ghee/ }).first()).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(dialog(page)).toBeHidden();

  // A new session shows it again: the same ten seconds open it.
  await page.evaluate(() => sessionStorage.removeItem('so:login-popup-shown'));
  await page.goto('/shop');
  await page.clock.runFor(10_000);
  const popup = dialog(page);
  await expect(popup).toBeVisible();
  await popup.getByRole('tab', { name: 'Email' }).click();
  await popup.getByRole('textbox', { name: 'Email' }).fill(ASHA.email);
  await popup.getByLabel('Password', { exact: true }).fill('wrong-password');
  await popup.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(popup.getByRole('alert')).toBeVisible();
  await popup.getByLabel('Password', { exact: true }).fill(ASHA.password);
  await popup.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(popup).toBeHidden();
  await expect(page.locator('so-header').getByRole('link', { name: 'My account' })).toBeVisible();

  // Logout: session keys cleared, back to /.
  await page.locator('so-header').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('so-header').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('so:session') ?? 'null'))).toBeNull();
});

test('log in by OTP read from the demo outbox; five wrong codes lock it', async ({ page, request }) => {
  await page.addInitScript(() => sessionStorage.setItem('so:login-popup-shown', '1'));
  await page.goto('/login');
  const form = page.locator('so-login');
  const phone = form.getByLabel('Mobile number');
  await phone.fill('98000000021234');
  await expect(phone).toHaveValue('9800000002');
  await form.getByRole('button', { name: 'Continue' }).click();
  const otp = form.getByLabel('One-time password (OTP)');
  await expect(otp).toBeVisible();
  const code = await latestOtp(request, ASHA.mobile);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) {
    await otp.fill(wrong);
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
  }
  // The right code no longer works: five wrong guesses locked it.
  await otp.fill(code);
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // A new code logs in.
  await form.getByRole('button', { name: 'Resend OTP' }).click();
  await expect.poll(async () => latestOtp(request, ASHA.mobile)).not.toBe(code);
  await otp.fill(await latestOtp(request, ASHA.mobile));
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('so-header').getByRole('link', { name: 'My account' })).toBeVisible();
});

test('sign up solving the captcha, then reset the password through the e-mailed link', async ({ page, request }) => {
  await page.addInitScript(() => sessionStorage.setItem('so:login-popup-shown', '1'));
  const email = `meera.${Date.now()}@example.com`;
  const mobile = `9${String(Date.now()).slice(-9)}`;
  await page.goto('/signup');
  const form = page.locator('so-signup');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await form.getByLabel('First name').fill('Meera');
  await form.getByLabel('Last name').fill('Shah');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByLabel('Password', { exact: true }).fill('weak');
  await form.getByLabel('Confirm password').fill('weak');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('Password must be 8+ chars, 1 uppercase, 1 lowercase, 1 number & 1 symbol')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('Meera@2026');
  await form.getByLabel('Confirm password').fill('Meera@2026');
  await form.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(form.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Sign up' }).click();
  // Success opens the login dialog and clears the form.
  await expect(dialog(page)).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('');
  await page.keyboard.press('Escape');

  await page.goto('/reset-password');
  const reset = page.locator('so-reset-password');
  await reset.getByRole('textbox', { name: 'Email' }).fill(email);
  await reset.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(reset.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await reset.getByRole('button', { name: 'Send reset link' }).click();
  await expect(reset.getByText('If an account exists for that e-mail, a reset link is on its way.')).toBeVisible();
  const mail = (await outbox(request)).find((m) => m.channel === 'email' && m.to === email);
  const link = /https?:\/\/[^\s]+\/reset-password\/[0-9a-f-]+/.exec(mail?.body ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname);
  const confirm = page.locator('so-reset-password');
  await confirm.getByLabel('New password', { exact: true }).fill('Meera@2027');
  await confirm.getByLabel('Confirm new password').fill('Meera@2027');
  await confirm.getByRole('button', { name: 'Set new password' }).click();
  await expect(confirm.getByText('Your password has been reset.', { exact: false })).toBeVisible();
  // The link is single use.
  await page.goto(new URL(link ?? '').pathname);
  await confirm.getByLabel('New password', { exact: true }).fill('Meera@2028');
  await confirm.getByLabel('Confirm new password').fill('Meera@2028');
  await confirm.getByRole('button', { name: 'Set new password' }).click();
  await expect(confirm.getByRole('alert')).toBeVisible();

  await loginByEmail(page, email, 'Meera@2027');
});

test('change the password: the old token is refused', async ({ page, request }) => {
  await page.addInitScript(() => sessionStorage.setItem('so:login-popup-shown', '1'));
  const email = `ravi.${Date.now()}@example.com`;
  const signup = await request.post('/api/user/signup/', {
    headers: { 'Company-Id': '16' },
    data: {
      email,
      first_name: 'Ravi',
      last_name: 'Iyer',
      password: 'Ravi@20261',
      confirm_password: 'Ravi@20261',
      mobile_no: `8${String(Date.now()).slice(-9)}`,
      recaptcha: await solveCaptcha(request),
    },
  });
  expect(signup.ok()).toBe(true);
  const other = await request.post('/api/user/signin/', { headers: { 'Company-Id': '16' }, data: { email, password: 'Ravi@20261' } });
  const otherToken = ((await other.json()) as { data: { token: string } }).data.token;

  await loginByEmail(page, email, 'Ravi@20261');
  await page.goto('/update-password');
  const form = page.locator('so-update-password');
  await form.getByLabel('Current password').fill('Ravi@20261');
  await form.getByLabel('New password', { exact: true }).fill('Ravi@20262');
  await form.getByLabel('Confirm new password').fill('Ravi@20262');
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/$/);
  const refused = await request.get('/api/user/profile/', { headers: { 'Company-Id': '16', Authorization: `Token ${otherToken}` } });
  expect(refused.status()).toBe(401);
});

test('edit the profile, add an address through the cascade and edit it, write a review, deactivate', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => sessionStorage.setItem('so:login-popup-shown', '1'));
  const email = `kiran.${Date.now()}@example.com`;
  const password = 'Kiran@20261';
  const created = await request.post('/api/user/signup/', {
    headers: { 'Company-Id': '16' },
    data: {
      email,
      first_name: 'Kiran',
      last_name: 'Desai',
      password,
      confirm_password: password,
      mobile_no: `7${String(Date.now()).slice(-9)}`,
      recaptcha: await solveCaptcha(request),
    },
  });
  expect(created.ok()).toBe(true);
  await loginByEmail(page, email, password);

  // Profile details, then Update Profile.
  await page.goto('/profile');
  const profile = page.locator('so-profile');
  await expect(profile.getByText('Kiran Desai')).toBeVisible();
  // No company yet: said as such under its label, never as a value that looks like one.
  const company = profile.locator('dl div').filter({ has: page.locator('dt', { hasText: /^Company name$/ }) });
  await expect(company.locator('dd')).toHaveText('Not added');
  await profile.getByRole('link', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  const edit = page.locator('so-profile-edit');
  await edit.getByLabel('Company name').fill('Desai Naturals');
  await edit.getByLabel('Mobile', { exact: false }).first().fill('+91987');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Please enter valid mobile number')).toBeVisible();
  await edit.getByLabel('Mobile', { exact: false }).first().fill('+919876543210');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('so-toaster').getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 5000 });
  await expect(profile.getByText('Desai Naturals')).toBeVisible();

  // Addresses: add one through the country → state → city cascade.
  await page.goto('/profile#addresses');
  await expect(profile.getByText('Click "Add New Address" to get started')).toBeVisible();
  await page.goto('/profile/addresses/add');
  const form = page.locator('so-address-form');
  await form.getByLabel('Full name').fill('Kiran Desai');
  await form.getByLabel('Mobile number', { exact: true }).fill('9876543210');
  await form.getByLabel('Street 1').fill('12 Lake View Road');
  await form.getByLabel('Street 2').fill('Near Vastrapur Lake');
  await form.getByLabel('PIN code').fill('380015');
  await chooseCountry(form, 'India');
  await form.getByLabel('State', { exact: true }).selectOption({ label: 'Maharashtra' });
  const city = form.getByLabel('City', { exact: true });
  await expect(city).toBeEnabled();
  await city.selectOption({ label: 'Pune' });
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page).not.toHaveURL(/\/add$/);
  await page.goto('/profile#addresses');
  await expect(profile.getByText('Pune')).toBeVisible();
  await expect(profile.getByText('Maharashtra')).toBeVisible();
  await profile.getByRole('link', { name: /Edit address of Kiran Desai/ }).first().click();
  await expect(page).toHaveURL(/\/profile\/addresses\/\d+\/edit$/);
  await form.getByLabel('Street 2').fill('Opposite the park');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page).not.toHaveURL(/\/edit$/);
  await page.goto('/profile#addresses');
  await expect(profile.getByText('Opposite the park')).toBeVisible();

  // A review on the product page.
  await page.goto('/products/1003/bilona-desi-cow-ghee-500-ml');
  const detail = page.locator('so-product-detail');
  await detail.getByRole('button', { name: 'Write review' }).click();
  const reviewDialog = detail.getByRole('dialog');
  await expect(reviewDialog.getByText('4 out of 5')).toBeVisible();
  // As a keyboard user: the checked star takes focus, the right arrow moves to 5.
  await reviewDialog.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(reviewDialog.getByText('5 out of 5')).toBeVisible();
  await reviewDialog.getByLabel('Your review (optional)').fill('Fresh and fragrant.');
  await reviewDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(reviewDialog).toBeHidden();
  const reviews = (await (await request.get('/api/rating_review/1003/?page=1', { headers: { 'Company-Id': '16' } })).json()) as {
    reviews: { review: string | null; rating: number }[];
  };
  expect(reviews.reviews.some((r) => r.review === 'Fresh and fragrant.' && r.rating === 5)).toBe(true);

  // Deactivate: the session is gone and the account cannot sign in again.
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('so:session') ?? 'null') as { token: string } | null)?.token);
  await page.goto('/profile');
  await profile.getByRole('button', { name: 'Deactivate Account' }).click();
  await expect(profile.getByText('Are you sure you want to deactivate your account?')).toBeVisible();
  await profile.getByRole('button', { name: 'Yes, deactivate my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('so:session') ?? 'null'))).toBeNull();
  const after = await request.get('/api/user/profile/', { headers: { 'Company-Id': '16', Authorization: `Token ${token}` } });
  expect(after.status()).toBe(401);
  const again = await request.post('/api/user/signin/', { headers: { 'Company-Id': '16' }, data: { email, password } });
  expect(((await again.json()) as { status: boolean }).status).toBe(false);
});
