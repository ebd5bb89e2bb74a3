/**
 * Fulfilment in the dashboard: staff open a confirmed cash-on-delivery order and see its items,
 * shipping address and phone; download the day's pick list and the order's packing slip with its
 * address label (the PDFs hold the order number, the PIN code and the amount to collect); ship it
 * with a courier and AWB; mark it out for delivery, then delivered. The shopper's order answers
 * the shipment and the times of each step.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiToken, authHeaders, expectAccessible, loginByEmail, newCustomer, outbox, STAFF, type Customer } from './helpers.ts';

const dashboard = (page: Page): Locator => page.locator('so-dashboard');

test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('so:login-popup-shown', '1');
    sessionStorage.setItem('so:celebration-dismissed', '1');
  });
});

/** A product no other journey buys, in stock: its id and name. */
async function spareProduct(request: APIRequestContext, staffToken: string): Promise<{ id: number; name: string }> {
  const res = await request.get('/api/staff/products?page_size=100&page=2', { headers: authHeaders(staffToken) });
  expect(res.ok()).toBe(true);
  const products = ((await res.json()) as { data: { id: number; name: string; stock: number | null; is_hidden: boolean }[] }).data;
  const found = products.find((p) => !p.is_hidden && (p.stock ?? 0) > 5 && !/book/i.test(p.name));
  expect(found, 'a spare product in stock').toBeTruthy();
  return found ?? { id: 0, name: '' };
}

/** A cash-on-delivery order of `quantity` × the product by `customer`, confirmed by staff: its number and total. */
async function confirmedCodOrder(request: APIRequestContext, customer: Customer, staffToken: string, productId: number, quantity: number): Promise<{ orderId: string; total: number }> {
  const addresses = ((await (await request.get('/api/user/address/', { headers: customer.headers })).json()) as { data: { id: number }[] }).data;
  expect((await request.post('/api/cart/', { headers: customer.headers, data: { pid: productId, quantity } })).ok()).toBe(true);
  const placed = await request.post('/api/orders/', { headers: customer.headers, data: { address1: addresses[0].id, pay_type: 'COD', used_coin: 0 } });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = ((await placed.json()) as { data: { order_id: string } }).data.order_id;
  const confirmed = await request.post(`/api/staff/orders/${orderId}/status`, { headers: authHeaders(staffToken), data: { order_status: 'Confirmed' } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const order = await request.get(`/api/orders/${orderId}`, { headers: customer.headers });
  return { orderId, total: ((await order.json()) as { data: { final_total: number } }).data.final_total };
}

/** The text of a downloaded PDF, spaces collapsed. */
async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  const bytes = new Uint8Array(await readFile(path));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('staff pack, ship and deliver a confirmed cash-on-delivery order', async ({ page, browser, request }) => {
  const staffToken = await apiToken(request, STAFF);
  const product = await spareProduct(request, staffToken);
  const shopper = await newCustomer(request, 'Packer');
  const { orderId, total } = await confirmedCodOrder(request, shopper, staffToken, product.id, 3);

  await loginByEmail(page, STAFF.email, STAFF.password);
  await page.goto('/dashboard#orders');
  const dash = dashboard(page);

  // The day's pick list holds the order, with the product's total.
  const pickList = dash.getByRole('region', { name: 'Pick list' });
  const [pickListFile] = await Promise.all([page.waitForEvent('download'), pickList.getByRole('button', { name: 'Download pick list' }).click()]);
  expect(pickListFile.suggestedFilename()).toMatch(/^pick-list-\d{4}-\d{2}-\d{2}\.pdf$/);
  const picks = await pdfText(pickListFile);
  expect(picks).toContain(`${orderId} × 3`);

  // The order: its items, shipping address with PIN code, phone.
  await dash.getByLabel('Search orders').fill(orderId);
  await dash.getByRole('button', { name: 'Search', exact: true }).click();
  await dash.getByRole('link', { name: orderId, exact: true }).click();
  await expect(dash.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  const packing = dash.getByRole('region', { name: 'Packing and shipping' });
  const items = packing.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toContainText('3');
  await expect(packing.getByText('12 Shanti Kunj', { exact: false }).first()).toBeVisible();
  await expect(packing.getByText('PIN code 395003').first()).toBeVisible();
  await expect(packing.getByRole('link', { name: '+919812345678' })).toBeVisible();
  await expect(packing.getByText(`Collect ${rupees(total)} on delivery`)).toBeVisible();
  await expectAccessible(page, 'an order to pack and ship');

  // The packing slip and label: order number, PIN code and the amount to collect.
  const [slip] = await Promise.all([page.waitForEvent('download'), packing.getByRole('button', { name: 'Download packing slip and label' }).click()]);
  expect(slip.suggestedFilename()).toBe(`packing-slip-${orderId}.pdf`);
  const label = await pdfText(slip);
  expect(label).toContain(orderId);
  expect(label).toContain('395003');
  expect(label).toContain(`Cash on delivery: collect ${rupees(total)}`);

  // Ship it: courier and AWB; it is Dispatched and can no longer be cancelled.
  const ship = packing.getByRole('form', { name: 'Ship the order' });
  await ship.getByLabel('Courier').fill('Blue Dart');
  await ship.getByLabel('AWB (tracking number)').fill('bd-20261128');
  await ship.getByLabel('Weight (grams)').fill('1200');
  await ship.getByLabel('Boxes').fill('2');
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(dash.getByText(`Order ${orderId} is shipped with Blue Dart, AWB BD-20261128.`)).toBeVisible();
  await expect(packing.getByText('Blue Dart · AWB BD-20261128')).toBeVisible();
  const actions = dash.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The shopper's order page: Shipped, with the courier, the AWB and a Track link to the courier's page.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await loginByEmail(shopperPage, shopper.email, shopper.password);
  await shopperPage.goto(`/orders/${orderId}`);
  const shopperTimeline = shopperPage.locator('so-order-detail').getByRole('region', { name: 'Order progress' });
  const shippedStep = shopperTimeline.getByRole('listitem').filter({ hasText: 'Shipped' });
  await expect(shippedStep).toContainText('Blue Dart, tracking number BD-20261128');
  await expect(shippedStep).toHaveAttribute('aria-current', 'step');
  await expect(shippedStep.getByRole('link', { name: /Track your parcel on Blue Dart/ })).toHaveAttribute('href', 'https://www.bluedart.com/track?awb=BD-20261128');
  await expect(shopperTimeline.getByRole('listitem').last()).toContainText('Delivered Not yet');
  // …and was told: the shipped message with the AWB and the tracking page is in the demo outbox.
  const told = (await outbox(request)).filter((message) => message.kind === 'order_shipped' && message.body.includes(orderId));
  expect(told.length).toBeGreaterThan(0);
  expect(told.every((message) => message.body.includes('BD-20261128'))).toBe(true);

  // Out for delivery, then delivered (today).
  await actions.getByRole('button', { name: 'Out for delivery' }).click();
  await expect(dash.getByText(`Order ${orderId} is now Out for Delivery.`)).toBeVisible();
  await actions.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dash.getByText(`Order ${orderId} is now Delivered.`)).toBeVisible();
  await expect(packing.getByRole('form')).toHaveCount(0);
  const timeline = packing.getByRole('list', { name: 'What happened' });
  await expect(timeline.getByRole('listitem')).toHaveText([/^Placed/, /^Confirmed/, /^Shipped/, /^Out for delivery/, /^Delivered/]);

  // The shopper's order answers the shipment and the time of each step (for its timeline), and its page still shows it.
  const mine = (await (await request.get(`/api/orders/${orderId}`, { headers: shopper.headers })).json()) as {
    data: { order_status: string; shipment: { courier: string; awb: string } | null; events: { kind: string; at: string }[] };
  };
  expect(mine.data.order_status).toBe('Delivered');
  expect(mine.data.shipment).toMatchObject({ courier: 'Blue Dart', awb: 'BD-20261128' });
  expect(mine.data.events.map((event) => event.kind)).toEqual(['placed', 'confirmed', 'shipped', 'out_for_delivery', 'delivered']);
  // The shopper's timeline ends Delivered, with Review your products.
  await shopperPage.reload();
  await expect(shopperPage.locator('so-order-detail').locator('.od__status')).toContainText('Delivered');
  const delivered = shopperTimeline.getByRole('listitem').last();
  await expect(delivered).toContainText('Delivered');
  await expect(delivered).toHaveAttribute('aria-current', 'step');
  await delivered.getByRole('button', { name: 'Review your products' }).click();
  await expect(shopperPage.locator('so-order-detail').getByRole('dialog', { name: 'Review Product' })).toBeVisible();
  await shopperContext.close();
});
