import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApi } from './client.ts';
import { MSG } from '@so/contract';

/** A real local HTTP server answering canned bodies, so the client is tested over the wire. */
let server: Server;
let base = '';
let lastHeaders: IncomingHttpHeaders = {};
let lastUrl = '';
const routes: Record<string, { status: number; body: unknown }> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    lastUrl = req.url ?? '';
    const path = (req.url ?? '').split('?')[0];
    const route = routes[`${req.method} ${path}`];
    res.writeHead(route?.status ?? 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(route?.body ?? { status: false, message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const product = {
  id: 7,
  name: 'A2 Cow Ghee',
  image1: '/media/products/7-1-640.webp',
  product_price: '525.00',
  base_price: 500,
  gst_amount: 25,
  available_stock_quantity: 4,
};

describe('createApi', () => {
  it('sends Company-Id 16, the visitor id and the token on every call', async () => {
    routes['GET /api/cart/'] = {
      status: 200,
      body: {
        status: true,
        cart_counter: 0,
        data: { cart_items: [], total: 0, discount_amt: 0, gst_amt: 0, final_total: 0, cart_counter: 0, product_price: 0 },
      },
    };
    const api = createApi({ baseURL: base, visitorId: () => 'v-123', token: () => 'tok' });
    await api.cart();
    expect(lastHeaders['company-id']).toBe('16');
    expect(lastHeaders['visitor-id']).toBe('v-123');
    expect(lastHeaders.authorization).toBe('Token tok');
  });

  it('coerces rupees (numbers or numeric strings) into integer paise', async () => {
    routes['GET /api/web/single/product/7/'] = { status: 200, body: { status: true, data: product } };
    const api = createApi({ baseURL: base });
    const { data } = await api.product(7);
    expect(data.product_price).toBe(52500);
    expect(data.base_price).toBe(50000);
    expect(data.benefits).toEqual([]);
  });

  it('passes list parameters as a query and drops empty ones', async () => {
    routes['GET /api/web/products/list/'] = {
      status: 200,
      body: { status: true, total_pages: 3, data: { data: [product] }, category_banners: null },
    };
    const api = createApi({ baseURL: base });
    const list = await api.productList({ page: 2, ordering: '-base_price', prod_search: '' });
    expect(list.total_pages).toBe(3);
    expect(lastUrl).toContain('page=2');
    expect(lastUrl).toContain('ordering=-base_price');
    expect(lastUrl).not.toContain('prod_search');
  });

  it("throws ApiError carrying the server's message on a 400", async () => {
    routes['POST /api/cart/'] = { status: 400, body: { status: false, message: 'Maximum 4 units available' } };
    const api = createApi({ baseURL: base });
    const error = await api.addToCart(7, 9).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Maximum 4 units available');
    expect((error as ApiError).status).toBe(400);
  });

  it('treats status:false with 200 as a failure and reads non_field_errors', async () => {
    routes['POST /api/user/signin/'] = { status: 200, body: { status: false, non_field_errors: ['Invalid credentials'] } };
    const api = createApi({ baseURL: base });
    await expect(api.signin('a@b.c', 'x')).rejects.toThrow('Invalid credentials');
  });

  it('names the field when a response does not match its schema', async () => {
    routes['GET /api/user/visitor/'] = { status: 200, body: { status: true } };
    const api = createApi({ baseURL: base });
    await expect(api.visitor()).rejects.toThrow(/visitor_id/);
  });

  it('falls back to the shopper text "try again later" when the network fails', async () => {
    const api = createApi({ baseURL: 'http://127.0.0.1:9/api' });
    await expect(api.categories()).rejects.toThrow(MSG.tryAgainLater);
  });
});

describe('visitor header', () => {
  it('catalogue calls do not wait for a visitor id; cart calls do', async () => {
    routes['GET /api/categories/'] = { status: 200, body: { status: true, data: [] } };
    let asked = 0;
    const api = createApi({
      baseURL: base,
      visitorId: async () => {
        asked++;
        return 'v-new';
      },
      knownVisitorId: () => null,
    });
    await api.categories();
    expect(asked).toBe(0);
    expect(lastHeaders['visitor-id']).toBeUndefined();
    await api.cart();
    expect(asked).toBe(1);
    expect(lastHeaders['visitor-id']).toBe('v-new');
  });
});

describe('shared catalogue reads', () => {
  it('answers an identical catalogue GET from the first request, but never cart calls', async () => {
    let hits = 0;
    const counting: typeof fetch = (input, init) => {
      hits++;
      return fetch(input, init);
    };
    routes['GET /api/web/single/product/7/'] = { status: 200, body: { status: true, data: product } };
    const api = createApi({ baseURL: base, fetch: counting, visitorId: () => 'v1', knownVisitorId: () => 'v1' });
    const [a, b] = await Promise.all([api.product(7), api.product(7)]);
    expect(a).toBe(b);
    await api.product(7);
    expect(hits).toBe(1);
    await api.cart();
    await api.cart();
    expect(hits).toBe(3);
  });

  it('does not keep failures', async () => {
    routes['GET /api/web/single/product/8/'] = { status: 404, body: { status: false, message: 'Product not found' } };
    const api = createApi({ baseURL: base });
    await expect(api.product(8)).rejects.toThrow('Product not found');
    routes['GET /api/web/single/product/8/'] = { status: 200, body: { status: true, data: { ...product, id: 8 } } };
    expect((await api.product(8)).data.id).toBe(8);
  });
});

describe('answers seeded by the page', () => {
  const counting = () => {
    const counter = { hits: 0, fetch: ((input, init) => {
      counter.hits++;
      return fetch(input, init);
    }) as typeof fetch };
    return counter;
  };

  it('takes a seeded catalogue answer once, validated like a response, instead of asking', async () => {
    routes['GET /api/web/products/list/'] = { status: 200, body: { status: true, total_pages: 1, data: { data: [], count: 0 } } };
    const counter = counting();
    const api = createApi({ baseURL: base, fetch: counter.fetch, knownVisitorId: () => null, token: () => null });
    api.seed([
      { path: '/web/single/product/7/', body: { status: true, data: product } },
      { path: '/web/products/list/', query: { page: 1 }, body: { status: true, total_pages: 3, data: { data: [product], count: 41 } } },
    ]);
    const detail = await api.product(7);
    expect(detail.data.product_price).toBe(52500); // rupees → paise, as for a response
    expect((await api.productList({ page: 1 })).total_pages).toBe(3);
    expect(counter.hits).toBe(0);
    // Another query is not the seeded one.
    expect((await api.productList({ page: 2 })).total_pages).toBe(1);
    expect(counter.hits).toBe(1);
  });

  it('takes the seed for a returning visitor and a customer too (their wishes are laid over from the wishlist)', async () => {
    routes['GET /api/web/single/product/7/'] = { status: 200, body: { status: true, data: { ...product, name: 'From the server' } } };
    for (const who of [{ knownVisitorId: () => 'v1' }, { token: () => 't1' }]) {
      const counter = counting();
      const api = createApi({ baseURL: base, fetch: counter.fetch, ...who });
      api.seed([{ path: '/web/single/product/7/', body: { status: true, data: product } }]);
      expect((await api.product(7)).data.name).toBe(product.name);
      expect(counter.hits).toBe(0);
    }
  });

  it('asks the server once a seed is older than the sharing window', async () => {
    routes['GET /api/web/single/product/7/'] = { status: 200, body: { status: true, data: { ...product, name: 'From the server' } } };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const counter = counting();
      const api = createApi({ baseURL: base, fetch: counter.fetch });
      api.seed([{ path: '/web/single/product/7/', body: { status: true, data: product } }]);
      vi.setSystemTime(Date.now() + 10_000);
      expect((await api.product(7)).data.name).toBe('From the server');
      expect(counter.hits).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a seeded failure like a response', async () => {
    const api = createApi({ baseURL: base, fetch: counting().fetch });
    api.seed([{ path: '/web/single/product/9/', body: { status: false, message: 'Product not found' } }]);
    await expect(api.product(9)).rejects.toThrow('Product not found');
  });
});

describe('subscriptions', () => {
  it('PATCH /subscriptions/{id}/ answers the subscription as it is now (SubscriptionUpdateResponse), prices in paise', async () => {
    const subscription = {
      id: 5,
      product: 7,
      product_details: { id: 7, name: 'A2 Cow Ghee', image1: null },
      quantity: 2,
      delivery_options: 1,
      delivery_options_details: [{ id: 1, name: 'Standard', duration: 7 }],
      discount_percent: 5,
      active: true,
      start_date: '2026-03-01',
      next_delivery_date: '2026-03-08',
      shifted_delivery_date: '2026-03-12',
      subscription_price: 498.75,
      total_price: 997.5,
    };
    routes['PATCH /api/subscriptions/5/'] = { status: 200, body: { status: true, message: MSG.orderShifted, data: subscription } };
    const api = createApi({ baseURL: base, token: () => 'tok' });
    const answer = await api.updateSubscription(5, { shifted_delivery_date: '2026-03-12' });
    expect(answer.message).toBe(MSG.orderShifted);
    expect(answer.data?.shifted_delivery_date).toBe('2026-03-12');
    expect(answer.data?.subscription_price).toBe(49875);
    expect(answer.data?.total_price).toBe(99750);
  });
});

describe('enquiries', () => {
  const lead = {
    company_name: 'Green Leaf Foods',
    industry_type: 'Food retail',
    company_size: '11-50',
    company_registered: 'yes',
    country: 104,
    state: 1198,
    city: 117,
    full_name: 'Ravi Shah',
    email: 'ravi@example.test',
    phone_no: '+919876543210',
  } as const;

  it('answers the created lead (201) and hands a refusal its field messages', async () => {
    routes['POST /api/user/web/b2b/create/'] = { status: 201, body: { status: true, message: MSG.dataCreated } };
    const api = createApi({ baseURL: base });
    expect(await api.b2bLead({ ...lead, annual_revenue: '1 to 5 cr', answer1: 'Staples' })).toEqual({ status: true, message: MSG.dataCreated });

    routes['POST /api/user/web/Exportlead/create/'] = { status: 400, body: { status: false, message: MSG.stateRequired, errors: { state: MSG.stateRequired } } };
    const refused = await api.exportLead({ ...lead, state: null, annual_revenue: '50_to_100 cr' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused instanceof ApiError ? [refused.status, refused.fieldErrors] : null).toEqual([400, { state: MSG.stateRequired }]);
  });
});

describe('appointments', () => {
  const booking = {
    event_type: 'Appointment',
    category: 'Online',
    start_datetime: '2026-12-01T10:00:00+05:30',
    name: 'Meera Joshi',
    country_id: 104,
    email: 'meera@example.test',
    mobile: '+919812345678',
    gender: 'Female',
    age_group: '18 to 45',
    problem_suffering_from: 'Digestive Health',
    problem_description: 'Acidity after meals',
    landmark: 'Near the lake',
    is_taking_medicine: 'yes',
    type_of_medicine_list: ['Ayurvedic'],
  } as const;

  it('reads the weekly slots, answers the booking (201) and turns a taken slot (409) into an ApiError with its message', async () => {
    routes['GET /api/online_appointment_slots/'] = { status: 200, body: { status: true, online_appointment_slot: [{ week_day_number: 1, starting_hour: 10 }] } };
    const api = createApi({ baseURL: base, token: () => 'tok' });
    expect((await api.appointmentSlots()).online_appointment_slot).toEqual([{ week_day_number: 1, starting_hour: 10 }]);

    const booked = MSG.appointmentBooked('Tue, 1 Dec 2026 at 10:00 AM', '+919812345678');
    routes['POST /api/events/'] = { status: 201, body: { status: true, message: booked } };
    expect(await api.bookAppointment({ ...booking, type_of_medicine_list: [...booking.type_of_medicine_list] })).toEqual({ status: true, message: booked });
    expect(lastHeaders.authorization).toBe('Token tok');

    routes['POST /api/events/'] = { status: 409, body: { status: false, message: MSG.appointmentSlotTaken } };
    const refused = await api.bookAppointment({ ...booking, type_of_medicine_list: [] }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused instanceof ApiError ? [refused.status, refused.message] : null).toEqual([409, MSG.appointmentSlotTaken]);
  });
});

describe('gift vouchers', () => {
  const purchase = {
    amount: 500,
    sender_name: 'Asha Patel',
    sender_email: 'asha@example.test',
    receiver_name: 'Meera Joshi',
    receiver_email: 'meera@example.test',
    message: 'Happy birthday!',
    txnid: 'SOGIFT123',
    recaptcha: 'solved',
  };

  it('answers the payment link as data, without a login, and turns a refusal into an ApiError with its field messages', async () => {
    const link = 'http://store.test/api/payments/sandbox/SOGIFT123?txnid=SOGIFT123';
    routes['POST /api/getvoucgerpaymentlink/'] = { status: 200, body: { status: true, message: 'Payment link created', data: link, txn_id: 'SOGIFT123' } };
    const api = createApi({ baseURL: base });
    expect(await api.giftVoucherLink(purchase)).toEqual({ status: true, message: 'Payment link created', data: link, txn_id: 'SOGIFT123' });
    expect(lastHeaders.authorization).toBeUndefined();

    routes['POST /api/getvoucgerpaymentlink/'] = { status: 400, body: { status: false, message: MSG.invalidEmail, errors: { receiver_email: MSG.invalidEmail } } };
    const refused = await api.giftVoucherLink({ ...purchase, receiver_email: 'nope' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused instanceof ApiError ? [refused.status, refused.message, refused.fieldErrors] : null).toEqual([400, MSG.invalidEmail, { receiver_email: MSG.invalidEmail }]);
  });

  it("reads a gift voucher's balance from the voucher check in paise", async () => {
    routes['GET /api/validate-voucher-code/'] = {
      status: 200,
      body: { status: true, message: 'Gift voucher applied', total: 772, gst_amt: 36.76, discount_amt: 500, final_total: 272, gift_balance: 500 },
    };
    const api = createApi({ baseURL: base, token: () => 'tok' });
    const answer = await api.validateVoucher('ABCDEFGHJKMN');
    expect([answer.discount_amt, answer.final_total, answer.gift_balance]).toEqual([50000, 27200, 50000]);
  });
});

describe('createApi: partners and the cart handoff', () => {
  it('sends the Partner header on every call when the partner option answers a code, and none otherwise', async () => {
    routes['GET /api/cart/'] = {
      status: 200,
      body: { status: true, cart_counter: 0, data: { cart_items: [], total: 0, discount_amt: 0, gst_amt: 0, final_total: 0, cart_counter: 0, product_price: 0 } },
    };
    let code: string | null = 'AHM1';
    const api = createApi({ baseURL: base, visitorId: () => 'v-123', partner: () => code });
    await api.cart();
    expect(lastHeaders.partner).toBe('AHM1');
    code = null;
    await api.cart();
    expect(lastHeaders.partner).toBeUndefined();
    await createApi({ baseURL: base, visitorId: () => 'v-123' }).cart();
    expect(lastHeaders.partner).toBeUndefined();
  });

  it('reads a partner, and answers an unknown one with ApiError 404', async () => {
    routes['GET /api/partners/DEMO/'] = { status: 200, body: { status: true, data: { code: 'DEMO', name: 'SO Franchise Demo', store_id: 1 } } };
    const api = createApi({ baseURL: base });
    expect((await api.partner('DEMO')).data).toEqual({ code: 'DEMO', name: 'SO Franchise Demo', store_id: 1 });
    routes['GET /api/partners/NOPE/'] = { status: 404, body: { status: false, message: 'No such partner' } };
    const error = await api.partner('NOPE').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('creates a handoff with the visitor id, redeems a token with a pending login and confirms it', async () => {
    routes['POST /api/handoff/'] = { status: 200, body: { status: true, data: { token: 'h1.abc.def', expires_at: '2026-11-26T07:15:00.000Z' } } };
    const api = createApi({ baseURL: base, visitorId: () => 'v-partner', token: () => 'tok' });
    expect((await api.createHandoff()).data.token).toBe('h1.abc.def');
    expect(lastUrl).toBe('/api/handoff/');
    expect(lastHeaders['visitor-id']).toBe('v-partner');
    expect(lastHeaders.authorization).toBe('Token tok');
    routes['POST /api/handoff/redeem/'] = {
      status: 200,
      body: { status: true, data: { visitor_id: 'v-store', pending_login: { account: 'b…@probe.test', confirmation: 'c'.repeat(43), expires_at: '2026-11-26T07:15:00.000Z' } } },
    };
    const store = createApi({ baseURL: base, visitorId: () => 'v-store' });
    const redeemed = await store.redeemHandoff('h1.abc.def');
    expect(redeemed.data.visitor_id).toBe('v-store');
    expect(redeemed.data.pending_login?.account).toBe('b…@probe.test');
    routes['POST /api/handoff/confirm/'] = { status: 200, body: { status: true, message: 'Logged in successfully', data: { token: 'new-session', id: 5 } } };
    expect((await store.confirmHandoff('c'.repeat(43))).data?.token).toBe('new-session');
    expect(lastUrl).toBe('/api/handoff/confirm/');
    expect(lastHeaders['visitor-id']).toBe('v-store');
    routes['POST /api/handoff/redeem/'] = { status: 400, body: { status: false, message: MSG.handoffExpired } };
    const error = await api.redeemHandoff('h1.abc.def').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MSG.handoffExpired);
  });
});
