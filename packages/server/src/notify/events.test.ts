/**
 * Shoppers are told at every step (events.ts, reminders.ts): each event writes one message per
 * channel (SMS, WhatsApp, e-mail: all three on here) inside its own transaction, under a key naming
 * the event, so nothing is told of what rolled back and nothing twice; the texts carry what the
 * shopper needs (order number, amount in rupees with Indian grouping, courier, AWB and tracking
 * link, a link to review the products); e-mails come as HTML and text in the store's layout.
 * Providers point at a closed port and no worker runs: the messages stay queued, to be read here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDate,
  DOC,
  formatDate,
  formatPaise,
  NOTIFICATION_KINDS,
  reviewsPath,
  STORE_CARE_PHONE,
  startOfDay,
  type NotificationKind,
} from '@so/contract';
import type { NotifySettings, ServerConfig } from '../deps.ts';
import { placeOrder } from '../orders/place.ts';
import { expireUnpaidOrders } from '../orders/unpaid.ts';
import { runSubscriptions } from '../subscriptions/scheduler.ts';
import {
  callApi,
  createTestServer,
  createTestShopper,
  createTestStaff,
  createTestUser,
  fillCart,
  gatewayCallbackFor,
  SHOPPER_PRODUCT,
  testAppointment,
  TEST_ACCOUNTS,
  TEST_CONFIG,
  type TestServer,
  type TestShopper,
  type TestUser,
} from '../testing.ts';
import { layoutEmail } from './email-layout.ts';
import { notifyOrderEvent, notifyOrderPlaced, shopperNotices, type ShopperNotices } from './events.ts';
import { runReminders } from './reminders.ts';

/** Nothing listens there: the providers exist (the messages are queued for them) but are never reached. */
const NOWHERE = 'http://127.0.0.1:9';
const templates = <T>(of: (kind: NotificationKind) => T): Partial<Record<NotificationKind, T>> => Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, of(kind)]));
const ALL_CHANNELS: NotifySettings = {
  channels: ['sms', 'email', 'whatsapp'],
  msg91: { authKey: 'test-msg91-key', sender: null, templates: templates((kind) => `dlt-${kind}`), baseUrl: NOWHERE },
  whatsapp: { token: 'test-wa-token', phoneNumberId: '1098765432', templates: templates((kind) => ({ name: kind, language: 'en' })), baseUrl: `${NOWHERE}/v21.0` },
};
const CONFIG: ServerConfig = { ...TEST_CONFIG, logErrors: false, notify: ALL_CHANNELS, accounts: { ...TEST_ACCOUNTS, smtpUrl: 'smtp://127.0.0.1:9' } };
const STORE = TEST_ACCOUNTS.storeUrl;

let server: TestServer;
let notices: ShopperNotices;

beforeAll(async () => {
  server = await createTestServer(CONFIG);
  notices = shopperNotices(server.db, CONFIG);
});

afterAll(async () => {
  await server?.close();
});

interface Row {
  channel: string;
  kind: string;
  to: string;
  vars: string[];
  subject: string;
  body: string;
  html: string | null;
  state: string;
}

/** The messages of one event, by channel (email, sms, whatsapp). */
async function told(key: string): Promise<Row[]> {
  const { rows } = await server.db.query<Row>('SELECT channel, kind, "to", vars, subject, body, html, state FROM outbox WHERE idempotency_key = $1 ORDER BY channel', [key]);
  return rows;
}

/** Every message the outbox holds for a shopper (their e-mail or mobile). */
async function allTo(user: Pick<TestUser, 'email' | 'mobile'>): Promise<Row[]> {
  const { rows } = await server.db.query<Row>('SELECT channel, kind, "to", vars, subject, body, html, state FROM outbox WHERE "to" = $1 OR "to" = $2 ORDER BY id', [user.email, user.mobile]);
  return rows;
}

/** One message per channel to the shopper, of `kind`, the SMS and WhatsApp with the same variables; answers the SMS and the e-mail. */
function onEveryChannel(rows: Row[], kind: NotificationKind, user: Pick<TestUser, 'email' | 'mobile'>): { sms: Row; email: Row } {
  expect(rows.map((row) => row.channel)).toEqual(['email', 'sms', 'whatsapp']);
  for (const row of rows) expect(row).toMatchObject({ kind, state: 'queued' });
  const [email, sms, whatsapp] = rows;
  expect(email.to).toBe(user.email);
  expect(sms.to).toBe(user.mobile);
  expect(whatsapp).toMatchObject({ to: user.mobile, body: sms.body, vars: sms.vars });
  expect(email.html).toContain('<!doctype html>');
  expect(email.html).toContain(DOC.shopper.storeName);
  expect(email.html).toContain(STORE_CARE_PHONE);
  expect(sms.html).toBeNull();
  expect(sms.body).toContain(DOC.shopper.storeName);
  return { sms, email };
}

async function orderTotal(orderNumber: string): Promise<number> {
  const { rows } = await server.db.query<{ final_total_paise: number }>('SELECT final_total_paise FROM orders WHERE order_id = $1', [orderNumber]);
  return rows[0].final_total_paise;
}

const callback = (form: Record<string, string>) => callApi(server, '/api/payments/callback', { urlencoded: form });

/** A new payment link for the shopper's unpaid online order. */
async function newLink(shopper: TestShopper, txnid: string): Promise<string> {
  const link = await callApi(server, '/api/edit-order-payment-link/', { method: 'PATCH', user: shopper.user, form: { order_id: shopper.onlineOrderNumber, txnid } });
  expect(link.status).toBe(200);
  return String(link.json.payment_url);
}

describe("an order's steps", () => {
  it('tells a cash-on-delivery order once placed, on every channel, with its number, amount and link; an online order not yet', async () => {
    const shopper = await createTestShopper(server);
    const { orderNumber, user } = shopper;
    const amount = formatPaise(await orderTotal(orderNumber));
    const link = `${STORE}/orders/${orderNumber}`;
    const { sms, email } = onEveryChannel(await told(`order:${orderNumber}:placed`), 'order_placed', user);
    expect(sms.vars).toEqual([orderNumber, amount, link]);
    expect(sms.body).toContain(orderNumber);
    expect(sms.body).toContain(amount);
    expect(sms.body).toContain(link);
    expect(email.subject).toContain(orderNumber);
    expect(email.body).toContain('Hello Test,');
    expect(email.body).toContain(STORE_CARE_PHONE);
    expect(email.body).toContain(amount);
    expect(email.html).toContain(`href="${link}"`);
    // Transactional: no unsubscribe link.
    expect(email.body).not.toContain(DOC.shopper.unsubscribe);
    // The online order is told when it is paid, not before.
    expect(await told(`order:${shopper.onlineOrderNumber}:placed`)).toEqual([]);
  });

  it('tells nothing of a placement that is refused or rolls back', async () => {
    const user = await createTestUser(server.db);
    await server.db.query('UPDATE products SET stock = 0 WHERE id = 1010');
    await fillCart(server.db, user.id, [{ productId: 1010, quantity: 1 }]);
    const refused = await callApi(server, '/api/orders/', { user, body: { address1: user.addressId, pay_type: 'COD', client_key: `refused-${user.id}` } });
    expect(refused.status).toBe(409);
    expect(await allTo(user)).toEqual([]);

    // A placement whose transaction fails after the message was written: the message goes with it.
    await server.db.query('UPDATE products SET stock = 100 WHERE id = 1010');
    let placedNumber = '';
    await expect(
      server.db.transaction(async (tx) => {
        const placed = await placeOrder(tx, { userId: user.id, payType: 'COD', addressId: user.addressId, voucherCode: null, giftMessage: null, isGift: false, usedCoin: 0, clientKey: null });
        placedNumber = placed.orderId;
        await notifyOrderPlaced(tx, notices, placed);
        throw new Error('rolled back after the message was written');
      }),
    ).rejects.toThrow('rolled back');
    expect(placedNumber).not.toBe('');
    expect(await allTo(user)).toEqual([]);
  });

  it('tells a failed payment and then the paid order, once each however often the gateway calls back', async () => {
    const shopper = await createTestShopper(server);
    const { user, onlineOrderNumber: number } = shopper;
    const amount = formatPaise(await orderTotal(number));
    expect((await callback(gatewayCallbackFor(shopper.paymentUrl, 'failure'))).status).toBe(303);
    const failed = onEveryChannel(await told(`order:${number}:payment_failed:${shopper.txnid}`), 'order_payment_failed', user);
    expect(failed.sms.body).toContain(number);
    expect(failed.sms.body).toContain(amount);

    const txnid = `EVPAY${Date.now()}`;
    const paid = gatewayCallbackFor(await newLink(shopper, txnid), 'success');
    expect((await callback(paid)).status).toBe(303);
    expect((await callback(paid)).status).toBe(303);
    const { sms } = onEveryChannel(await told(`order:${number}:paid`), 'order_paid', user);
    expect(sms.vars).toEqual([number, amount, `${STORE}/orders/${number}`]);
    expect((await allTo(user)).filter((row) => row.kind === 'order_paid')).toHaveLength(3);
  });

  it('tells staff confirming an order with its expected delivery, and cancelling a paid one with its refund', async () => {
    const shopper = await createTestShopper(server);
    const { user, orderNumber, onlineOrderNumber } = shopper;
    const staff = await createTestStaff(server.db);
    const status = (order: string, body: unknown) => callApi(server, `/api/staff/orders/${order}/status`, { user: staff, body });

    expect((await status(orderNumber, { order_status: 'Confirmed' })).status).toBe(200);
    const { rows } = await server.db.query<{ d: string }>("SELECT to_char(delivery_date, 'YYYY-MM-DD') AS d FROM orders WHERE order_id = $1", [orderNumber]);
    const confirmed = onEveryChannel(await told(`order:${orderNumber}:confirmed`), 'order_confirmed', user);
    expect(confirmed.sms.body).toContain(formatDate(rows[0].d));

    expect((await callback(gatewayCallbackFor(shopper.paymentUrl, 'success'))).status).toBe(303);
    const amount = formatPaise(await orderTotal(onlineOrderNumber));
    expect((await status(onlineOrderNumber, { order_status: 'Cancelled' })).status).toBe(200);
    onEveryChannel(await told(`order:${onlineOrderNumber}:cancelled`), 'order_cancelled', user);
    // The sandbox gateway refunds at once: the refund is told with its amount.
    const refunds = await server.db.query<{ key: string }>("SELECT DISTINCT idempotency_key AS key FROM outbox WHERE kind = 'order_refund_sent' AND \"to\" = $1", [user.email]);
    expect(refunds.rows).toHaveLength(1);
    const refund = onEveryChannel(await told(refunds.rows[0].key), 'order_refund_sent', user);
    expect(refund.sms.body).toContain(amount);
    expect(refund.sms.body).toContain(onlineOrderNumber);
  });

  it('tells an online order cancelled for want of payment once', async () => {
    const shopper = await createTestShopper(server);
    const later = new Date(Date.now() + 2 * 3_600_000);
    await expireUnpaidOrders(server.db, CONFIG, later, { userId: shopper.user.id });
    await expireUnpaidOrders(server.db, CONFIG, later, { userId: shopper.user.id });
    const { sms } = onEveryChannel(await told(`order:${shopper.onlineOrderNumber}:cancelled`), 'unpaid_order_cancelled', shopper.user);
    expect(sms.body).toContain('30 minutes');
    expect(sms.body).toContain(shopper.onlineOrderNumber);
  });

  it('tells shipped, out for delivery and delivered (notifyOrderEvent) with the courier, AWB, tracking and review links, once each', async () => {
    const { user, orderNumber } = await createTestShopper(server);
    const { rows } = await server.db.query<{ id: number; name: string }>('SELECT o.id, p.name FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN products p ON p.id = l.product_id WHERE o.order_id = $1', [orderNumber]);
    const orderId = rows[0].id;
    const shipment = { courier: 'Delhivery', awb: '1234567890123', trackingUrl: 'https://www.delhivery.com/track/package/1234567890123' };
    for (let round = 0; round < 2; round++) {
      await server.db.transaction((tx) => notifyOrderEvent(tx, notices, { orderId, event: 'shipped', details: shipment }));
      await server.db.transaction((tx) => notifyOrderEvent(tx, notices, { orderNumber, event: 'out_for_delivery' }));
      await server.db.transaction((tx) => notifyOrderEvent(tx, notices, { orderNumber: orderNumber.toLowerCase(), event: 'delivered' }));
    }
    const shipped = onEveryChannel(await told(`order:${orderNumber}:shipped`), 'order_shipped', user);
    expect(shipped.sms.vars).toEqual([orderNumber, 'Delhivery', '1234567890123', shipment.trackingUrl]);
    for (const part of [orderNumber, 'Delhivery', '1234567890123', shipment.trackingUrl]) expect(shipped.sms.body).toContain(part);
    expect(shipped.email.html).toContain(`href="${shipment.trackingUrl}"`);

    const out = onEveryChannel(await told(`order:${orderNumber}:out_for_delivery`), 'order_out_for_delivery', user);
    expect(out.sms.body).toContain(orderNumber);

    const review = `${STORE}${reviewsPath(SHOPPER_PRODUCT, rows[0].name)}`;
    const delivered = onEveryChannel(await told(`order:${orderNumber}:delivered`), 'order_delivered', user);
    expect(delivered.sms.vars).toEqual([orderNumber, review]);
    expect(delivered.sms.body).toContain(review);
    expect(delivered.email.html).toContain(`href="${review}"`);
    expect(delivered.email.body).toContain(review);
  });

  it('writes an amount with Indian grouping, and nothing of an event whose transaction rolls back', async () => {
    const { user, orderNumber } = await createTestShopper(server);
    await server.db.transaction((tx) => notifyOrderEvent(tx, notices, { orderNumber, event: 'refund_sent', details: { refundId: 999_001, amountPaise: 12_345_678 } }));
    const { sms, email } = onEveryChannel(await told(`order:${orderNumber}:refund:999001:sent`), 'order_refund_sent', user);
    expect(sms.body).toContain('₹1,23,456.78');
    expect(email.body).toContain('₹1,23,456.78');

    await expect(
      server.db.transaction(async (tx) => {
        await notifyOrderEvent(tx, notices, { orderNumber, event: 'out_for_delivery' });
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('failed');
    expect(await told(`order:${orderNumber}:out_for_delivery`)).toEqual([]);
  });
});

describe('subscriptions and SO Elite', () => {
  it("tells a subscription's delivery placed for its day, with the item, order and amount", async () => {
    const user = await createTestUser(server.db);
    const created = await callApi(server, '/api/subscriptions/', { user, body: { product: SHOPPER_PRODUCT, quantity: 2, delivery_options: 1, discount_percent: 5 } });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const { rows: subs } = await server.db.query<{ id: number }>('SELECT id FROM subscriptions WHERE user_id = $1', [user.id]);
    const day = calendarDate();
    await server.db.query('UPDATE subscriptions SET next_delivery_date = $2::date WHERE id = $1', [subs[0].id, day]);
    const result = await runSubscriptions({ db: server.db, config: CONFIG }, day);
    await runSubscriptions({ db: server.db, config: CONFIG }, day);
    const [number] = result.orders;
    expect(number).toBeDefined();
    const { sms } = onEveryChannel(await told(`order:${number}:placed`), 'subscription_order', user);
    expect(sms.body).toContain(number);
    expect(sms.body).toContain(formatPaise(await orderTotal(number)));
    expect(sms.body).toContain('2 × ');
  });

  it('tells a paid SO Elite plan once, with its last day', async () => {
    const shopper = await createTestShopper(server);
    const paid = gatewayCallbackFor(shopper.elitePaymentUrl, 'success');
    expect((await callback(paid)).status).toBe(303);
    expect((await callback(paid)).status).toBe(303);
    const { rows } = await server.db.query<{ end: string }>("SELECT to_char(end_date, 'YYYY-MM-DD') AS end FROM elite_memberships WHERE payment_txnid = $1", [shopper.eliteTxnid]);
    const { sms } = onEveryChannel(await told(`elite:${shopper.eliteTxnid}:started`), 'elite_started', shopper.user);
    expect(sms.body).toContain(formatDate(rows[0].end));
  });
});

describe('the daily reminders', () => {
  const today = calendarDate();
  /** `hour` o'clock India time today. */
  const at = (hour: number) => new Date(startOfDay(today).getTime() + hour * 3_600_000);

  it('tells an SO Elite member 7 days before the membership ends, and a booking the day before, once however often the pass runs', async () => {
    const member = await createTestUser(server.db);
    const lastDay = addDays(today, 7);
    await server.db.query("INSERT INTO elite_memberships (user_id, start_date, end_date) VALUES ($1, $2::date - interval '1 month', $2::date)", [member.id, lastDay]);
    const renewed = await createTestUser(server.db);
    await server.db.query("INSERT INTO elite_memberships (user_id, start_date, end_date) VALUES ($1, $2::date - interval '1 month', $2::date), ($1, $2::date + 1, $2::date + 30)", [renewed.id, lastDay]);

    const patient = await createTestUser(server.db);
    const tomorrow = addDays(today, 1);
    const { rows } = await server.db.query<{ id: number }>(
      `INSERT INTO appointments (user_id, start_datetime, name, country_id, email, mobile, gender, age_group, problem_suffering_from, problem_description, landmark)
       VALUES ($1, $2::timestamptz, 'Relative', 104, 'relative@example.test', '+919812345678', 'Female', '45 to 60', 'Joint Muscle & Bone Care', 'Knee pain', 'Near the lake') RETURNING id`,
      [patient.id, `${tomorrow}T10:00:00+05:30`],
    );

    // Not at night: nothing before the hour.
    await runReminders(server.db, notices, at(2));
    expect(await allTo(member)).toEqual([]);
    expect(await allTo(patient)).toEqual([]);

    await runReminders(server.db, notices, at(10));
    await runReminders(server.db, notices, at(11));
    const elite = onEveryChannel(await told(`elite:${member.id}:${lastDay}:expiring`), 'elite_expiring', member);
    expect(elite.sms.body).toContain(formatDate(lastDay));
    expect(elite.sms.body).toContain(`${STORE}/subscription-plans`);
    expect(await allTo(renewed)).toEqual([]);

    // To the account that booked, naming the number the Vaidya calls; never to the form's e-mail.
    const booking = onEveryChannel(await told(`appointment:${rows[0].id}:reminder`), 'appointment_reminder', patient);
    expect(booking.sms.body).toContain('10:00 AM');
    expect(booking.sms.body).toContain('+919812345678');
    expect(await allTo({ email: 'relative@example.test', mobile: '+919812345678' })).toEqual([]);
  });
});

describe('bookings', () => {
  it("confirms a booking in the booking's transaction, under the booking's key, to the account that booked", async () => {
    const user = await createTestUser(server.db);
    const booked = await callApi(server, '/api/events/', { user, body: testAppointment(11, { email: 'other@example.test', mobile: '+919800000001' }) });
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    const { rows } = await server.db.query<{ id: number }>('SELECT id FROM appointments WHERE user_id = $1', [user.id]);
    const { sms, email } = onEveryChannel(await told(`appointment:${rows[0].id}:booked`), 'appointment', user);
    expect(sms.body).toContain('+919800000001');
    expect(email.subject).toContain('11:00 AM');
    expect(await allTo({ email: 'other@example.test', mobile: '+919800000001' })).toEqual([]);
  });
});

describe("the e-mail's layout", () => {
  it('has the store header, the message, a button and the contacts in HTML and text; an unsubscribe link only when given', () => {
    const mail = layoutEmail('Subject <1>', { name: 'Asha', paragraphs: ['Line <b>one</b>'], action: { label: 'Open', url: 'https://store.test/x?a=1&b=2' } });
    expect(mail.body).toContain('Hello Asha,');
    expect(mail.body).toContain('Open: https://store.test/x?a=1&b=2');
    expect(mail.html).toContain('Line &lt;b&gt;one&lt;/b&gt;');
    expect(mail.html).toContain('href="https://store.test/x?a=1&amp;b=2"');
    expect(mail.html).not.toContain(DOC.shopper.unsubscribe);
    const marketing = layoutEmail('News', { name: '', paragraphs: ['Hi'], unsubscribeUrl: 'https://store.test/unsubscribe/abc' });
    expect(marketing.html).toContain('href="https://store.test/unsubscribe/abc"');
    expect(marketing.body).toContain(DOC.marketingFooter('https://store.test/unsubscribe/abc'));
    expect(marketing.html).toContain(DOC.marketingReason);
    expect(marketing.body).toContain('Hello there,');
  });
});
