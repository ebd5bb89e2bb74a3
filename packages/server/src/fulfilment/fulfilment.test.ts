/**
 * Fulfilment from the staff's side: an order's detail to pack it, the pick list, the packing slip
 * with its label, shipping (and correcting), out for delivery, delivered with its day, returned
 * to origin and restocking; the transitions the server refuses; staff only. And what the shopper's
 * order answers of it (the shipment and the event times).
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ANSWER, calendarDate, formatPaise, MSG, type OrderDetail } from '@so/contract';
import type { StaffOrderDetail } from '@so/contract/staff';
import { couriersFromEnv, parseCouriers, trackingUrl } from './couriers.ts';
import { pinCodeOf } from './orders.ts';
import { callApi, createTestServer, createTestShopper, createTestStaff, SHOPPER_PRODUCT, type TestServer, type TestUser } from '../testing.ts';

let server: TestServer;
let staff: TestUser;

beforeAll(async () => {
  server = await createTestServer({ couriers: parseCouriers('Delhivery=https://track.example/dl/{awb}, India Post') });
  staff = await createTestStaff(server.db);
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

async function asStaff(path: string, init: { method?: string; body?: unknown } = {}, user: TestUser = staff): Promise<Answer> {
  const result = await callApi(server, `/api/staff/${path}`, { user, method: init.method, body: init.body });
  return { status: result.status, json: result.json };
}

const setStatus = (orderId: string, body: Record<string, unknown>) => asStaff(`orders/${orderId}/status`, { method: 'POST', body });
const ship = (orderId: string, body: Record<string, unknown>) => asStaff(`orders/${orderId}/shipment`, { method: 'PUT', body });
const SHIPMENT = { courier: 'delhivery', awb: 'dl-778899', weight_grams: 900, boxes: 1 };

async function detail(orderId: string): Promise<StaffOrderDetail> {
  const answer = await asStaff(`orders/${orderId}`);
  expect(answer.status).toBe(200);
  return answer.json.data as StaffOrderDetail;
}

/** A new shopper with a COD order (2 × SHOPPER_PRODUCT to PIN 380001) and an unpaid online one. */
async function newShopper() {
  return createTestShopper(server);
}

async function confirmed(): Promise<{ orderId: string; onlineOrderId: string; user: TestUser }> {
  const shopper = await newShopper();
  expect((await setStatus(shopper.orderNumber, { order_status: 'Confirmed' })).status).toBe(200);
  return { orderId: shopper.orderNumber, onlineOrderId: shopper.onlineOrderNumber, user: shopper.user };
}

/** A staff PDF's text (spaces collapsed) and how many pages it has. */
async function pdf(path: string): Promise<{ text: string; pages: number }> {
  const response = await server.call(`/api/staff/${path}`, { headers: staff.headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}
const pdfText = async (path: string): Promise<string> => (await pdf(path)).text;

async function stockOf(productId: number): Promise<{ stock: number | null; returned_stock: number }> {
  const { rows } = await server.db.query<{ stock: number | null; returned_stock: number }>('SELECT stock, returned_stock FROM products WHERE id = $1', [productId]);
  return rows[0];
}

describe('COURIERS', () => {
  it('reads names with optional tracking templates and makes tracking addresses', () => {
    const couriers = parseCouriers(' Delhivery=https://track.example/{awb} , Own van ,');
    expect(couriers).toEqual([
      { name: 'Delhivery', trackingTemplate: 'https://track.example/{awb}' },
      { name: 'Own van', trackingTemplate: null },
    ]);
    expect(trackingUrl(couriers, 'DELHIVERY', 'AB 12')).toBe('https://track.example/AB%2012');
    expect(trackingUrl(couriers, 'own van', 'X1')).toBeNull();
    expect(trackingUrl(couriers, 'Someone else', 'X1')).toBeNull();
    expect(couriersFromEnv({})).toEqual([]);
  });

  it('refuses a template without {awb}, a non-http address and a name given twice', () => {
    expect(() => parseCouriers('A=https://track.example/')).toThrow(/\{awb\}/);
    expect(() => parseCouriers('A=ftp://x/{awb}')).toThrow(/http/);
    expect(() => parseCouriers('A,a')).toThrow(/twice/);
  });
});

describe('PIN codes', () => {
  it('takes the typed one, else the last six digits of the address', () => {
    expect(pinCodeOf({ full_address: 'x', postal_code: '560001' })).toBe('560001');
    expect(pinCodeOf({ full_address: 'Flat 110001, MG Road, Gujarat - 380001, India' })).toBe('380001');
    expect(pinCodeOf({ full_address: 'No code here' })).toBeNull();
  });
});

describe('an order to pack', () => {
  it('shows staff its lines, addresses with PIN code, phone, payment and events; a customer is refused', async () => {
    const shopper = await newShopper();
    const order = await detail(shopper.orderNumber.toLowerCase());
    expect(order).toMatchObject({ order_id: shopper.orderNumber, order_status: 'Pending', payment: 'cod', phone: shopper.user.mobile, shipment: null, restocked: false });
    expect(order.cod_amount).toBe(order.final_total);
    expect(order.shipping_address).toMatchObject({ full_name: 'Test Buyer', pin_code: '380001' });
    expect(order.billing_address.full_address).toContain('1 Test Street');
    expect(order.lines).toEqual([expect.objectContaining({ product_id: SHOPPER_PRODUCT, quantity: 2, image: expect.stringContaining(`/media/products/${SHOPPER_PRODUCT}-`) })]);
    expect(order.events.map((event) => event.kind)).toEqual(['placed']);
    expect(order.couriers).toEqual(['Delhivery', 'India Post']);
    const online = await detail(shopper.onlineOrderNumber);
    expect(online).toMatchObject({ payment: 'not_paid', cod_amount: null });

    const refused = await asStaff(`orders/${shopper.orderNumber}`, {}, shopper.user);
    expect(refused).toMatchObject({ status: 403, json: { message: ANSWER.staffOnly } });
    expect((await asStaff('orders/SO999999999')).status).toBe(404);
  });
});

describe('shipping and the steps after it', () => {
  it('ships a confirmed order with courier and AWB, corrects it, then out for delivery and delivered on a day', async () => {
    const { orderId, user } = await confirmed();
    const shipped = await ship(orderId, SHIPMENT);
    expect(shipped.status).toBe(200);
    expect(shipped.json).toMatchObject({
      message: ANSWER.shipmentSaved,
      data: { order_status: 'Dispatched', shipment: { courier: 'delhivery', awb: 'DL-778899', tracking_url: 'https://track.example/dl/DL-778899', weight_grams: 900, boxes: 1 } },
    });
    // A correction keeps the status and the shipping time.
    const corrected = await ship(orderId, { ...SHIPMENT, courier: 'India Post', awb: 'EE123456789IN', boxes: 2 });
    expect(corrected.json).toMatchObject({ data: { order_status: 'Dispatched', shipment: { courier: 'India Post', awb: 'EE123456789IN', tracking_url: null, boxes: 2 } } });

    expect((await setStatus(orderId, { order_status: 'Out for Delivery' })).json).toMatchObject({ data: { order_status: 'Out for Delivery' } });
    const tomorrow = addDays(calendarDate(), 1);
    expect(await setStatus(orderId, { order_status: 'Delivered', delivered_on: tomorrow })).toMatchObject({ status: 400, json: { message: ANSWER.deliveredOnFuture } });
    expect(await setStatus(orderId, { order_status: 'Delivered', delivered_on: addDays(calendarDate(), -3) })).toMatchObject({ status: 400, json: { message: ANSWER.deliveredBeforeShipped } });
    expect(await setStatus(orderId, { order_status: 'Delivered', delivered_on: 'soon' })).toMatchObject({ status: 400 });
    const delivered = await setStatus(orderId, { order_status: 'Delivered', delivered_on: calendarDate() });
    expect(delivered.json).toMatchObject({ data: { order_status: 'Delivered', delivery_date: calendarDate() } });
    // Delivered: the shipment is no longer corrected.
    expect(await ship(orderId, SHIPMENT)).toMatchObject({ status: 409, json: { message: ANSWER.cannotShip('Delivered') } });

    const order = await detail(orderId);
    expect(order.events.map((event) => event.kind)).toEqual(['placed', 'confirmed', 'shipped', 'shipment_corrected', 'out_for_delivery', 'delivered']);
    expect(order.events.slice(1).every((event) => event.by === staff.email)).toBe(true);
    expect(order.cod_amount).toBeNull();

    // The shopper's order carries the shipment and the times, without the staff's own events.
    const mine = await callApi(server, `/api/orders/${orderId}`, { user });
    const shopperOrder = mine.json.data as OrderDetail;
    expect(shopperOrder.shipment).toMatchObject({ courier: 'India Post', awb: 'EE123456789IN', tracking_url: null });
    expect(shopperOrder.events.map((event) => event.kind)).toEqual(['placed', 'confirmed', 'shipped', 'out_for_delivery', 'delivered']);
    expect(shopperOrder.events.every((event) => !Number.isNaN(Date.parse(event.at)))).toBe(true);

    // The shopper was told of each step once, by SMS and e-mail: shipped with the first courier's
    // AWB and tracking page (the correction tells nothing more), out for delivery, delivered.
    const { rows } = await server.db.query<{ kind: string; channel: string; body: string }>(
      "SELECT kind, channel, body FROM outbox WHERE idempotency_key LIKE $1 AND kind IN ('order_shipped', 'order_out_for_delivery', 'order_delivered') ORDER BY id",
      [`order:${orderId}:%`],
    );
    expect(rows.map((row) => `${row.kind}/${row.channel}`).sort()).toEqual(
      ['order_delivered/email', 'order_delivered/sms', 'order_out_for_delivery/email', 'order_out_for_delivery/sms', 'order_shipped/email', 'order_shipped/sms'],
    );
    const shippedSms = rows.find((row) => row.kind === 'order_shipped' && row.channel === 'sms')?.body ?? '';
    expect(shippedSms).toContain('DL-778899');
    expect(shippedSms).toContain('https://track.example/dl/DL-778899');
  });

  it('refuses what the state machine does not allow, with the reason', async () => {
    const shopper = await newShopper();
    const pending = shopper.orderNumber;
    expect(await ship(pending, SHIPMENT)).toMatchObject({ status: 409, json: { message: ANSWER.cannotShip('Pending') } });
    expect(await setStatus(pending, { order_status: 'Delivered' })).toMatchObject({ status: 409, json: { message: ANSWER.orderCannotMove('Pending', 'Delivered') } });
    expect(await setStatus(pending, { order_status: 'Out for Delivery' })).toMatchObject({ status: 409 });
    expect(await setStatus(pending, { order_status: 'Returned' })).toMatchObject({ status: 409, json: { message: ANSWER.orderCannotMove('Pending', 'Returned') } });
    expect(await setStatus(pending, { order_status: 'Confirmed', delivered_on: calendarDate() })).toMatchObject({ status: 400, json: { message: ANSWER.deliveredOnOnlyWhenDelivered } });
    await setStatus(pending, { order_status: 'Confirmed' });
    // Dispatching is shipping.
    expect(await setStatus(pending, { order_status: 'Dispatched' })).toMatchObject({ status: 409, json: { message: ANSWER.dispatchByShipping } });
    // An online order not paid is not shipped; nor a cancelled one.
    await setStatus(shopper.onlineOrderNumber, { order_status: 'Confirmed' });
    expect(await ship(shopper.onlineOrderNumber, SHIPMENT)).toMatchObject({ status: 409, json: { message: ANSWER.cannotShipUnpaid } });
    await setStatus(pending, { order_status: 'Cancelled' });
    expect(await ship(pending, SHIPMENT)).toMatchObject({ status: 409, json: { message: ANSWER.cannotShip('Cancelled') } });
    // A shipped order is never cancelled: it is delivered or returned.
    const { orderId } = await confirmed();
    await ship(orderId, SHIPMENT);
    expect(await setStatus(orderId, { order_status: 'Cancelled' })).toMatchObject({ status: 409, json: { message: ANSWER.orderCannotMove('Dispatched', 'Cancelled') } });
  });

  it('refuses a bad shipment with its field messages, and a customer', async () => {
    const { orderId, user } = await confirmed();
    const bad = await ship(orderId, { courier: ' ', awb: 'a b', weight_grams: 0, boxes: 99 });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({ courier: ANSWER.courierRequired, awb: ANSWER.awbInvalid, weight_grams: ANSWER.weightInvalid(50_000), boxes: ANSWER.boxesInvalid(20) });
    expect(await asStaff(`orders/${orderId}/shipment`, { method: 'PUT', body: SHIPMENT }, user)).toMatchObject({ status: 403 });
    expect((await detail(orderId)).order_status).toBe('Confirmed');
  });
});

describe('the orders CSV and list', () => {
  it('carries the lines, shipping address, PIN code, phone, courier and AWB; the list filters by the new statuses', async () => {
    const { orderId, user } = await confirmed();
    await ship(orderId, SHIPMENT);
    await setStatus(orderId, { order_status: 'Out for Delivery' });
    const response = await server.call(`/api/staff/orders.csv?q=${orderId}`, { headers: staff.headers });
    const [header, row] = (await response.text()).trim().split('\r\n');
    const columns = header.split(',');
    const cell = (name: string) => {
      const cells = row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')) ?? [];
      return cells[columns.indexOf(name)];
    };
    expect(cell('order_status')).toBe('Out for Delivery');
    expect(cell('lines')).toMatch(/ × 2$/);
    expect(cell('shipping_address')).toContain('1 Test Street');
    expect(cell('pin_code')).toBe('380001');
    expect(cell('phone')).toBe(`'${user.mobile}`);
    expect([cell('courier'), cell('awb')]).toEqual(['delhivery', 'DL-778899']);
    const listed = await asStaff(`orders?status=${encodeURIComponent('out for delivery')}&q=${orderId}`);
    expect((listed.json.data as { order_id: string }[]).map((order) => order.order_id)).toEqual([orderId]);
  });
});

describe('returned to origin and restocking', () => {
  it('puts a returned COD order’s units in the returned count, then back in stock once', async () => {
    const { orderId } = await confirmed();
    await ship(orderId, SHIPMENT);
    const before = await stockOf(SHOPPER_PRODUCT);
    expect(await asStaff(`orders/${orderId}/restock`, { method: 'POST' })).toMatchObject({ status: 409, json: { message: ANSWER.restockNotReturned } });
    const returned = await setStatus(orderId, { order_status: 'Returned' });
    expect(returned.json).toMatchObject({ data: { order_status: 'Returned' } });
    expect(await stockOf(SHOPPER_PRODUCT)).toEqual({ stock: before.stock, returned_stock: before.returned_stock + 2 });
    const order = await detail(orderId);
    expect(order.lines[0].returned_stock).toBe(before.returned_stock + 2);
    expect(order.cod_amount).toBeNull();

    const restocked = await asStaff(`orders/${orderId}/restock`, { method: 'POST' });
    expect(restocked).toMatchObject({ status: 200, json: { message: ANSWER.restocked, data: { lines: [{ product_id: SHOPPER_PRODUCT, quantity: 2 }] } } });
    expect(await stockOf(SHOPPER_PRODUCT)).toEqual({ stock: (before.stock ?? 0) + 2, returned_stock: before.returned_stock });
    expect(await asStaff(`orders/${orderId}/restock`, { method: 'POST' })).toMatchObject({ status: 409, json: { message: ANSWER.alreadyRestocked } });
    expect((await detail(orderId)).restocked).toBe(true);
    expect(await setStatus(orderId, { order_status: 'Delivered' })).toMatchObject({ status: 409, json: { message: ANSWER.orderStatusFinal('Returned') } });
  });
});

describe('the PDFs', () => {
  it('prints the packing slip and label with order number, PIN code and the COD amount to collect', async () => {
    const { orderId } = await confirmed();
    const order = await detail(orderId);
    const { text, pages } = await pdf(`orders/${orderId}/packing-slip.pdf`);
    // The A4 slip, then the A6 label on a page of its own.
    expect(pages).toBe(2);
    expect(text).toContain(orderId);
    expect(text).toContain('380001');
    expect(text).toContain(formatPaise(Math.round((order.cod_amount ?? 0) * 100)));
    expect(text).toContain(MSG.storeName);
    await ship(orderId, SHIPMENT);
    expect(await pdfText(`orders/${orderId}/packing-slip.pdf`)).toContain('DL-778899');
    expect((await server.call('/api/staff/orders/SO999999999/packing-slip.pdf', { headers: staff.headers })).status).toBe(404);
  });

  it('lists the day’s confirmed orders by product in the pick list, and says when there are none', async () => {
    const { orderId } = await confirmed();
    const text = await pdfText(`pick-list.pdf?date=${calendarDate()}`);
    expect(text).toContain(`${orderId} × 2`);
    const empty = await pdfText('pick-list.pdf?date=2001-01-01');
    expect(empty).toContain('nothing to pick');
    expect((await server.call('/api/staff/pick-list.pdf?date=2001-13-01', { headers: staff.headers })).status).toBe(400);
  });
});
