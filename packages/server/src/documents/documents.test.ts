import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  ANSWER,
  formatDate,
  formatPaise,
  HEADER_AUTHORIZATION,
  HEADER_VISITOR_ID,
  MSG,
  rupeesToPaise,
} from '@so/contract';
import { createSession } from '../accounts/sessions.ts';
import { createTestServer, type TestServer } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

let userCount = 0;
/** A customer (or a staff member, or a superuser) made directly in the database, with a session token. */
async function newUser(role: 'customer' | 'staff' | 'superuser' = 'customer'): Promise<{ id: number; token: string }> {
  userCount += 1;
  const { rows } = await server.db.query<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, password_hash, is_staff, is_superuser) VALUES ($1, 'Meera', 'Shah', 'unused', $2, $3) RETURNING id",
    [`doc-user-${userCount}-${Date.now()}@example.test`, role === 'staff', role === 'superuser'],
  );
  return { id: rows[0].id, token: await createSession(server.db, rows[0].id) };
}

const auth = (token: string) => ({ [HEADER_AUTHORIZATION]: `Token ${token}` });

/** The text of a PDF, whitespace collapsed (wrapped names join with a space). */
async function pdfText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function refusal(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { status: unknown; message: unknown };
  expect(body.status).toBe(false);
  return String(body.message);
}

interface Product {
  id: number;
  name: string;
}

async function stockedProducts(count: number): Promise<Product[]> {
  const { rows } = await server.db.query<Product>('SELECT id, name FROM products WHERE stock > 20 ORDER BY id LIMIT $1', [count]);
  return rows;
}

interface CartWire {
  data: {
    cart_items: { product_name: string; quantity: number; selling_price: number; total: number }[];
    total: number;
    gst_amt: number;
    discount_amt: number;
    final_total: number;
  };
}

describe('GET /generate-cart-pdf/', () => {
  it("downloads the visitor's cart: logo, date, every item with quantity and prices, totals in ₹", async () => {
    const visitor = await server.newVisitor();
    const products = await stockedProducts(3);
    for (const [i, product] of products.entries()) {
      const added = await server.call('/api/cart/', { visitor, body: { pid: product.id, quantity: i + 1 } });
      expect(added.status).toBe(200);
    }
    const cart = (await (await server.call('/api/cart/', { visitor })).json()) as CartWire;

    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await server.call('/api/generate-cart-pdf/?logo_url=http%3A%2F%2F169.254.169.254%2Flogo.png', { visitor });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="cart-invoice.pdf"');
    const text = await pdfText(response);
    expect(text).toContain('SO Organic Store');
    expect(text).toContain(`Date: ${formatDate(new Date())}`);
    for (const item of cart.data.cart_items) {
      const row = `${item.product_name} ${item.quantity} ${formatPaise(rupeesToPaise(item.selling_price))} ${formatPaise(rupeesToPaise(item.total))}`;
      expect(text).toContain(row);
    }
    expect(text).toContain(`Total ${formatPaise(rupeesToPaise(cart.data.total))}`);
    expect(text).toContain(`GST included ${formatPaise(rupeesToPaise(cart.data.gst_amt))}`);
    expect(text).toContain(`Discount ${formatPaise(rupeesToPaise(cart.data.discount_amt))}`);
    expect(text).toContain(`Final total ${formatPaise(rupeesToPaise(cart.data.final_total))}`);
    expect(text).toContain('₹');
  });

  it("downloads a logged-in user's cart", async () => {
    const user = await newUser();
    const [product] = await stockedProducts(1);
    expect((await server.call('/api/cart/', { headers: auth(user.token), body: { pid: product.id, quantity: 2 } })).status).toBe(200);
    const response = await server.call('/api/generate-cart-pdf/', { headers: auth(user.token) });
    expect(response.status).toBe(200);
    expect(await pdfText(response)).toContain(`${product.name} 2 `);
  });

  it('refuses an empty cart and a request without visitor or token', async () => {
    const visitor = await server.newVisitor();
    expect(await refusal(await server.call('/api/generate-cart-pdf/', { visitor }), 400)).toBe(MSG.cartEmpty);
    expect(await refusal(await server.call('/api/generate-cart-pdf/'), 400)).toBe(ANSWER.visitorRequired(HEADER_VISITOR_ID));
  });
});

// ─── Invoices ───────────────────────────────────────────────────────────────

interface OrderFixture {
  userId: number;
  invoiced: boolean;
  billing?: Record<string, unknown>;
  shipping?: Record<string, unknown>;
}

const HOME = { id: 1, full_name: 'Meera Shah', mobile_no: '+919812345678', full_address: '4 Lotus Park, Satellite, Ahmedabad, Gujarat 380015', city_id: 117, city: 'Ahmedabad' };
const OFFICE = { id: 2, full_name: 'Ravi Shah', mobile_no: '+919812300000', full_address: '88 MG Road, Pune, Maharashtra 411001', city_id: 200, city: 'Pune' };

/**
 * An order written straight into the tables (the order endpoints are tested elsewhere): two lines,
 * voucher FLAT50, ₹100 shipping, 20 coins used.
 */
async function insertOrder({ userId, invoiced, billing = HOME, shipping = OFFICE }: OrderFixture) {
  const products = await server.db.query<{ id: number; name: string; base_price_paise: number; gst_paise: number; gst_rate: number }>(
    'SELECT id, name, base_price_paise, gst_paise, gst_rate FROM products WHERE stock > 20 ORDER BY id LIMIT 2',
  );
  const lines = products.rows.map((p, i) => {
    const quantity = i + 1;
    const selling = p.base_price_paise + p.gst_paise;
    return { ...p, quantity, selling, lineTotal: selling * quantity, gst: p.gst_paise * quantity };
  });
  const productTotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const tax = lines.reduce((sum, l) => sum + l.gst, 0);
  const discount = 5000;
  const shippingPaise = 10000;
  const usedCoin = 20;
  const finalTotal = productTotal - discount + shippingPaise - usedCoin * 100;
  const { rows } = await server.db.query<{ id: number; order_id: string }>(
    `INSERT INTO orders (user_id, pay_type, billing_address, shipping_address, product_total_paise, tax_paise, discount_paise,
                         shipping_paise, used_coin, final_total_paise, voucher_code, is_invoiced, invoiced_at, order_status,
                         is_gift, gift_message)
     VALUES ($1, 'COD', $2::jsonb, $3::jsonb, $4, $5, $6, $7, $8, $9, 'FLAT50', $10, CASE WHEN $10 THEN now() END, 'Confirmed', true, 'Happy Diwali!')
     RETURNING id, order_id`,
    [userId, JSON.stringify(billing), JSON.stringify(shipping), productTotal, tax, discount, shippingPaise, usedCoin, finalTotal, invoiced],
  );
  for (const line of lines) {
    await server.db.query(
      `INSERT INTO order_lines (order_id, product_id, product_name, quantity, base_price_paise, gst_paise, gst_rate, selling_price_paise, line_total_paise)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [rows[0].id, line.id, line.name, line.quantity, line.base_price_paise, line.gst_paise, line.gst_rate, line.selling, line.lineTotal],
    );
  }
  return { ...rows[0], lines, productTotal, tax, finalTotal };
}

describe('GET /accounting/invoice-pdf/', () => {
  it("downloads the owner's invoice: order, addresses, lines with GST, every total in ₹", async () => {
    const user = await newUser();
    const order = await insertOrder({ userId: user.id, invoiced: true });
    const response = await server.call(`/api/accounting/invoice-pdf/?source_doc=${order.order_id}`, { headers: auth(user.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="invoice-${order.order_id}.pdf"`);
    const text = await pdfText(response);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(`Order: ${order.order_id}`);
    expect(text).toContain(`Order date: ${formatDate(new Date())}`);
    expect(text).toContain('Payment: Cash on delivery');
    expect(text).toContain('Billed to');
    expect(text).toContain('Shipped to');
    for (const value of [HOME.full_name, HOME.full_address, OFFICE.full_name, OFFICE.full_address, `Mobile: ${OFFICE.mobile_no}`]) expect(text).toContain(value);
    for (const line of order.lines) {
      expect(text).toContain(`${line.name} ${line.quantity} ${formatPaise(line.base_price_paise)} ${line.gst_rate}%: ${formatPaise(line.gst)} ${formatPaise(line.lineTotal)}`);
    }
    expect(text).toContain(`Products total ${formatPaise(order.productTotal)}`);
    expect(text).toContain(`GST included ${formatPaise(order.tax)}`);
    expect(text).toContain('Discount (FLAT50) -₹50.00');
    expect(text).toContain('Shipping ₹100.00');
    expect(text).toContain('Coins used (20) -₹20.00');
    expect(text).toContain(`Final total ${formatPaise(order.finalTotal)}`);
    expect(text).toContain('Gift message: Happy Diwali!');
  });

  it('prints "Delivered" only on a delivered order: a dispatched one shows its expected delivery, a cancelled one neither', async () => {
    const user = await newUser();
    const order = await insertOrder({ userId: user.id, invoiced: true });
    const invoice = async () => pdfText(await server.call(`/api/accounting/invoice-pdf/?source_doc=${order.order_id}`, { headers: auth(user.token) }));
    await server.db.query("UPDATE orders SET order_status = 'Dispatched', delivery_date = '2026-03-12' WHERE id = $1", [order.id]);
    let text = await invoice();
    expect(text).toContain('Expected delivery: 12 Mar 2026');
    expect(text).not.toContain('Delivered');
    await server.db.query("UPDATE orders SET order_status = 'Delivered' WHERE id = $1", [order.id]);
    text = await invoice();
    expect(text).toContain('Delivered: 12 Mar 2026');
    expect(text).not.toContain('Expected delivery');
    await server.db.query("UPDATE orders SET order_status = 'Cancelled' WHERE id = $1", [order.id]);
    text = await invoice();
    expect(text).not.toContain('Delivered');
    expect(text).not.toContain('Expected delivery');
  });

  it('shows one address block when billing and shipping are the same', async () => {
    const user = await newUser();
    const order = await insertOrder({ userId: user.id, invoiced: true, shipping: HOME });
    const text = await pdfText(await server.call(`/api/accounting/invoice-pdf/?source_doc=${order.order_id.toLowerCase()}`, { headers: auth(user.token) }));
    expect(text).toContain('Billing and shipping address');
    expect(text).not.toContain('Shipped to');
  });

  it('needs a login and the order number', async () => {
    const user = await newUser();
    const order = await insertOrder({ userId: user.id, invoiced: true });
    expect((await server.call(`/api/accounting/invoice-pdf/?source_doc=${order.order_id}`)).status).toBe(401);
    expect(await refusal(await server.call('/api/accounting/invoice-pdf/', { headers: auth(user.token) }), 400)).toBe(ANSWER.sourceDocRequired);
  });

  it("refuses another user's invoice and unknown orders with 404", async () => {
    const owner = await newUser();
    const other = await newUser();
    const order = await insertOrder({ userId: owner.id, invoiced: true });
    expect(await refusal(await server.call(`/api/accounting/invoice-pdf/?source_doc=${order.order_id}`, { headers: auth(other.token) }), 404)).toBe(MSG.orderNotFound);
    expect(await refusal(await server.call('/api/accounting/invoice-pdf/?source_doc=SO999999', { headers: auth(owner.token) }), 404)).toBe(MSG.orderNotFound);
    expect(await refusal(await server.call('/api/accounting/invoice-pdf/?source_doc=%3Cscript%3E', { headers: auth(owner.token) }), 404)).toBe(MSG.orderNotFound);
  });

  it("lets staff and the superuser download any customer's invoiced order", async () => {
    const customer = await newUser();
    const order = await insertOrder({ userId: customer.id, invoiced: true });
    for (const role of ['staff', 'superuser'] as const) {
      const member = await newUser(role);
      const response = await server.call(`/api/accounting/invoice-pdf/?source_doc=${order.order_id.toLowerCase()}`, { headers: auth(member.token) });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="invoice-${order.order_id}.pdf"`);
      expect(order.order_id).toMatch(/^SO/);
      const text = await pdfText(response);
      expect(text).toContain(`Order: ${order.order_id}`);
      expect(text).toContain(HOME.full_name);
    }
    const staff = await newUser('staff');
    expect(await refusal(await server.call('/api/accounting/invoice-pdf/?source_doc=SO999999', { headers: auth(staff.token) }), 404)).toBe(MSG.orderNotFound);
  });

  it("staff get 409 for a customer's order that is not invoiced yet", async () => {
    const customer = await newUser();
    const staff = await newUser('staff');
    const order = await insertOrder({ userId: customer.id, invoiced: false });
    expect(await refusal(await server.call(`/api/accounting/invoice-pdf/?source_doc=${order.order_id}`, { headers: auth(staff.token) }), 409)).toBe(ANSWER.invoiceNotReady);
  });

  it('refuses with 409 until the order is invoiced', async () => {
    const user = await newUser();
    const order = await insertOrder({ userId: user.id, invoiced: false });
    expect(await refusal(await server.call(`/api/accounting/invoice-pdf/?source_doc=${order.order_id}`, { headers: auth(user.token) }), 409)).toBe(ANSWER.invoiceNotReady);
  });
});
