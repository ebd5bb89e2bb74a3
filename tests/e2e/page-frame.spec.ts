import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The page frame: the forms and content pages start their content at the same left edge as
 * /shop (one page width and side margin for every page), on a phone and on a desktop; a field
 * beside a taller one (a hint under it) keeps its box level with its neighbour's.
 */
const WIDTHS = [375, 1280] as const;
const FORMS = ['/gift-voucher', '/bussiness', '/exports', '/contact-us'] as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('so:login-popup-shown', '1');
    sessionStorage.setItem('so:celebration-dismissed', '1');
  });
});

/** Where the page's content starts: the left edge of its h1 (inside the page's element). */
async function contentX(page: Page, path: string): Promise<number> {
  await page.goto(path);
  const heading = page.locator('#main').getByRole('heading', { level: 1 }).first();
  await expect(heading, `${path} shows its heading`).toBeVisible();
  const box = await heading.boundingBox();
  expect(box, `${path}: the heading's box`).not.toBeNull();
  return box!.x;
}

async function boxOf(field: Locator, what: string): Promise<{ x: number; y: number; width: number; height: number }> {
  await expect(field, what).toBeVisible();
  const box = await field.boundingBox();
  expect(box, what).not.toBeNull();
  return box!;
}

/**
 * Two fields of one row: side by side (a wide window) they have the same top and height; stacked
 * (a phone) the same left edge and height.
 */
async function expectLevel(left: Locator, right: Locator, what: string): Promise<void> {
  const a = await boxOf(left, what);
  const b = await boxOf(right, what);
  const sideBySide = b.x >= a.x + a.width;
  if (sideBySide) expect(Math.abs(a.y - b.y), `${what}: tops ${a.y} and ${b.y}`).toBeLessThanOrEqual(1);
  else expect(Math.abs(a.x - b.x), `${what}: left edges ${a.x} and ${b.x}`).toBeLessThanOrEqual(1);
  expect(Math.abs(a.height - b.height), `${what}: heights ${a.height} and ${b.height}`).toBeLessThanOrEqual(1);
}

for (const width of WIDTHS) {
  test(`at ${width} px the forms start at the same left margin as /shop, and the fields of a row are level`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const shop = await contentX(page, '/shop');
    expect(shop, '/shop has a side margin').toBeGreaterThan(0);
    for (const path of FORMS) expect(await contentX(page, path), `${path}: where the content starts (the shop's: ${shop})`).toBeCloseTo(shop, 0);

    await page.goto('/gift-voucher');
    const voucher = page.locator('so-gift-voucher');
    await expectLevel(voucher.getByLabel('Recipient name'), voucher.getByLabel('Recipient email'), '/gift-voucher recipient name and email');
    await expectLevel(voucher.getByLabel('Sender name'), voucher.getByLabel('Sender email'), '/gift-voucher sender name and email');

    for (const [path, tag] of [['/bussiness', 'so-b2b-enquiry'], ['/exports', 'so-export-enquiry']] as const) {
      await page.goto(path);
      const form = page.locator(tag);
      await expectLevel(form.getByLabel('Company name'), form.getByLabel('Industry type'), `${path} company name and industry type`);
    }
  });
}
