/**
 * Enquiries (issue 15) as a visitor sends them: the contact form with every required-field
 * message on an empty submit, then sent for real (the captcha solved as a person does), its thanks
 * shown, the form emptied, and the store's confirmation in the demo outbox.
 */
import { expect, test } from '@playwright/test';
import { outbox } from './helpers.ts';

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
  await form.getByRole('searchbox', { name: 'Search country' }).fill('ind');
  await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'India' });
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
