/**
 * Fuzz of every /api endpoint: the entries of the endpoint table (`endpointList()`), each matched
 * to the route the app registers for it, and the routes of app.routes no entry serves (the payment
 * gateway's callback and payer pages, health), so nothing registered escapes. Bad path ids,
 * control characters in every query parameter and body field the endpoint reads (the keys of its
 * entry's query and body schemas; a route off the table: the fields of its good values) and in
 * made-up ones, bodies just under and just over the 1 MB limit, wrong types, arrays and nested
 * objects, malformed JSON, wrong Content-Types and empty bodies, each without a login, with a
 * customer's token and with a staff token; then seeded random inputs (fast-check). No answer may
 * be a 5xx, every 4xx JSON answer must be `{status: false, message: <non-empty text>}`, and every
 * request carrying a control character (worked out from the request itself) must get the
 * control-character guard's 400 (http/guard.ts), whatever the endpoint or login.
 *
 * Deterministic: the endpoint table and the rows below (good values and flags), a fixed
 * fast-check seed, fresh users per endpoint.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  appointmentStartOf,
  calendarDate,
  COMPANY_ID,
  HEADER_AUTHORIZATION,
  HEADER_COMPANY_ID,
  HEADER_VISITOR_ID,
  pathMatches,
  weekDayOf,
  type AnySchema,
  type Endpoint as TableEntry,
} from '@so/contract';
import { endpointList } from '@so/contract/endpoints';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { MSG_FORBIDDEN_CHARACTERS } from './http/guard.ts';
import { REQUEST_FIELDS } from './payments/gateway.ts';
import {
  apiEndpoints,
  createTestServer,
  createTestShopper,
  createTestStaff,
  createTestUser,
  endpointKey,
  endpointShape,
  fillCart,
  fillPath,
  pathParams,
  SHOPPER_PRODUCT,
  tableEntryKey,
  TEST_ACCOUNTS,
  TEST_CONFIG,
  type Endpoint,
  type TestServer,
  type TestShopper,
  type TestUser,
} from './testing.ts';

const MAX_BODY = 1024 * 1024;
const SEED = 20_240_601;
/** Seeded random inputs per endpoint and login. */
const RANDOM_RUNS = 12;
/** Product whose stock the staff stock endpoint is fuzzed on (not the shoppers' product). */
const STAFF_STOCK_PRODUCT = 1010;

type Auth = 'none' | 'customer' | 'staff';
const AUTHS: readonly Auth[] = ['none', 'customer', 'staff'];

/** What one endpoint's cases may use: the caller's objects, fresh for every endpoint. */
interface World {
  shopper: TestShopper;
  staff: TestUser;
  visitor: string;
  /** A fresh e-mail and mobile number per endpoint (signup). */
  tag: string;
}

type Fields = Record<string, unknown>;
type Encoding = 'json' | 'multipart' | 'urlencoded';

/**
 * What the endpoint table cannot give about an endpoint: good values and how to send them. The
 * fields fuzzed are the ones its entry's query and body schemas read (a route off the table: the
 * fields of its good values); the body's encoding is the entry's (`form`: multipart, else JSON).
 */
interface Entry {
  /** Good values of the query parameters (every one the entry's schema requires). */
  query?: (w: World) => Record<string, string>;
  /**
   * A good body (every field the entry's schema requires). A field it sends that the schema does
   * not read (callers send it, the handler ignores it) is fuzzed with the core values only.
   */
  body?: (w: World) => Fields;
  /** How a route off the endpoint table is sent its body (JSON when absent). */
  encoding?: Encoding;
  /** Good path parameters, in path order (by position: parameter names may change; default GOOD_PARAMS by name). */
  params?: (w: World) => string[];
  /** The call ends the caller's account: every case gets new users. */
  consumesUser?: boolean;
  /** The call changes the caller's account or orders: the endpoint gets users of its own. */
  isolated?: boolean;
  /** The login that gets every case (default: mainAuth). */
  mainAuth?: Auth;
  /**
   * Sent to a server with the ALTCHA captcha on (the suite's server has it off): the `recaptcha`
   * field then goes through the captcha check, and no case reaches the password hash (scrypt,
   * tens of ms a case). contract.test.ts sends the good request with the captcha off.
   */
  captcha?: boolean;
}

const ADDRESS_BODY = (): Fields => ({
  full_name: 'Fuzz Tester',
  address_line_1: '1 Test Street',
  address_line_2: 'Test Area',
  landmark: 'Near the park',
  city: 117,
  state: 1198,
  country: 104,
  postal_code: '380001',
  mobile: '+919812345678',
  another_mobile: '',
  address_tags: 'Home',
  is_default: false,
});

const PAYMENT_LINK_BODY = (w: World): Fields => ({
  txnid: `FUZZ${Date.now()}${Math.floor(Math.random() * 1e6)}`,
  amount: '772.00',
  productinfo: 'SOSE',
  billing_address: String(w.shopper.user.addressId),
  shipping_amount: '0',
  tax_amount: '0',
  is_a_gift: 'false',
  giftMessage: '',
  voucherCode: '',
  is_wallet: 'false',
  new_coin: '0',
  available_coin: '0',
  used_coin: '0',
  total_coin: '0',
});

/** A B2B or export lead with every base field, and `more`. */
const LEAD_BODY = (more: Fields): Fields => ({
  company_name: 'Fuzz Foods Pvt Ltd',
  industry_type: 'Food retail',
  company_size: '11-50',
  website: 'www.fuzz.example',
  company_registered: 'applied',
  country: 104,
  state: 1198,
  city: 117,
  full_name: 'Fuzz Tester',
  job_title: 'Buyer',
  email: 'fuzz-lead@example.test',
  phone_no: '9812345678',
  specific_requirements: 'Monthly supply',
  ...more,
});

/** The demo schedule's slots (Monday to Saturday, 10 to 16) in turn from the day after tomorrow: a fresh place per good appointment. */
const fuzzSlot = { day: '', hour: 16 };
function nextFuzzSlot(): string {
  if (fuzzSlot.day === '') fuzzSlot.day = addDays(calendarDate(), 1);
  fuzzSlot.hour += 1;
  if (fuzzSlot.hour > 16) {
    fuzzSlot.hour = 10;
    do fuzzSlot.day = addDays(fuzzSlot.day, 1);
    while (weekDayOf(fuzzSlot.day) === 0);
  }
  return appointmentStartOf(fuzzSlot.day, fuzzSlot.hour);
}

function paymentQuery(w: World): Record<string, string> {
  const params = new URL(w.shopper.paymentUrl).searchParams;
  const query: Record<string, string> = {};
  for (const field of REQUEST_FIELDS) query[field] = params.get(field) ?? '';
  return query;
}

/**
 * Good input and flags per endpoint, keyed as the app registers it. An endpoint of the endpoint
 * table needs a row only for input its entry requires (a path parameter GOOD_PARAMS does not
 * know, a required query parameter or body field: the first test names what is missing) or for a
 * flag; a route off the table without a row is fuzzed with made-up fields and every whole-body case.
 * An endpoint with a row shares the users of the run (unless isolated); one without, a GET too,
 * any other gets users of its own.
 */
const TABLE: Readonly<Record<string, Entry>> = {
  'GET /api/health': {},
  'GET /api/user/meta-tags': { query: () => ({ page_url: '/shop' }) },
  'POST /api/user/send-otp': { body: (w) => ({ mobile_no: w.shopper.user.mobile }) },
  'POST /api/user/verify-otp': { body: (w) => ({ mobile_no: w.shopper.user.mobile, otp: '123456' }) },
  'POST /api/user/signin': { body: (w) => ({ email: w.shopper.user.email, password: 'Wrong@12345' }) },
  'POST /api/user/signup': {
    captcha: true,
    body: (w) => ({
      email: `fuzz-${w.tag}@example.test`,
      first_name: 'Fuzz',
      last_name: 'Tester',
      password: 'Fuzz@12345',
      confirm_password: 'Fuzz@12345',
      mobile_no: `6${w.tag.replace(/\D/g, '').padEnd(9, '0').slice(0, 9)}`,
      recaptcha: '',
    }),
  },
  'POST /api/user/reset-password': { captcha: true, body: (w) => ({ email: w.shopper.user.email, recaptcha: '' }) },
  'POST /api/user/reset-password/:uuid': {
    params: () => [randomUUID()],
    // Matching strong passwords make the handler hash before it looks the link up (scrypt, tens of
    // ms each): one good case is sent by contract.test.ts; here the passwords differ.
    body: () => ({ new_password: 'Fuzz@12345', confirm_password: 'Fuzz@54321' }),
  },
  'POST /api/user/change-password': { isolated: true, body: () => ({ old_password: 'Old@12345', new_password: 'Fuzz@12345', confirm_password: 'Fuzz@12345' }) },
  'PATCH /api/user/profile': {
    body: () => ({ first_name: 'Fuzz', last_name: 'Tester', company: 'Fuzz Co', email: 'ignored@example.test', mobile_no: '+919898989898' }),
    isolated: true,
  },
  'POST /api/user/deactivate': { body: () => ({}), consumesUser: true, isolated: true },
  'POST /api/user/logout': { body: () => ({}), consumesUser: true, isolated: true },
  'POST /api/user/logout-all': { body: () => ({}), consumesUser: true, isolated: true },
  'GET /api/user/profile_elite_users': { query: () => ({ page: '1', page_size: '25' }) },
  'PATCH /api/notifications/preferences': { body: () => ({ channel: 'email', granted: true }), isolated: true },
  // Well-formed, not signed: the handler checks the signature and answers 400.
  'GET /api/notifications/unsubscribe': { query: (w) => ({ token: `u1.${w.shopper.user.id}.email.${'A'.repeat(43)}` }) },
  'POST /api/notifications/back-in-stock': { body: () => ({ product_id: 1006 }), isolated: true },
  // The page's call sends only the txnid (JSON); a client's amount or productinfo is ignored.
  'POST /api/get-subscription-payment-link': {
    body: () => ({ txnid: `FUZZE${Date.now()}${Math.floor(Math.random() * 1e6)}`, amount: '1.00', productinfo: 'Gift' }),
  },
  'GET /api/user/get-subscription-payment/:txnid': { params: (w) => [w.shopper.eliteTxnid] },
  'POST /api/rating_review/:id': { params: () => ['1001'], body: () => ({ rating: 5, review: 'Lovely ghee', name: 'Fuzz' }) },
  // Review 1 is a seeded review.
  'PATCH /api/staff/reviews/:id': { params: () => ['1'], body: () => ({ is_hidden: false }) },
  'GET /api/user/address/:id': { params: (w) => [String(w.shopper.user.addressId)] },
  'POST /api/user/address': { body: ADDRESS_BODY },
  'PATCH /api/user/address': { query: (w) => ({ contact_id: String(w.shopper.user.contactId) }), body: ADDRESS_BODY },
  'PATCH /api/user/address/:id': { params: (w) => [String(w.shopper.user.addressId)], body: ADDRESS_BODY },
  'DELETE /api/user/address/:id': { params: (w) => [String(w.shopper.user.addressId)], isolated: true },
  'GET /api/countries': { query: () => ({ filter_search: 'ind' }) },
  'GET /api/categories': { query: () => ({ list: 'true' }) },
  'GET /api/web/products/list': {
    query: () => ({
      prod_search: 'ghee',
      category_id: '101',
      category_name: 'Ghee',
      brand: '1',
      product_tag: '2',
      product_foam: '1',
      page: '1',
      ordering: '-base_price',
    }),
  },
  'GET /api/web/product-foams/list': { query: () => ({ category_id: '101' }) },
  'GET /api/rating_review/:productId': { query: () => ({ page: '2' }) },
  'GET /api/related-other-products': { query: () => ({ product_id: '1001' }) },
  'GET /api/products': { query: () => ({ categoryID: '490' }) },
  'GET /api/ecommerce/banners': { query: () => ({ sequence: 'Upper' }) },
  'GET /api/product-section': { query: () => ({ type: 'Product' }) },
  'POST /api/cart': { body: () => ({ pid: 1001, quantity: 1 }) },
  'PATCH /api/cart/:itemId': { params: (w) => [String(w.shopper.cartItemId)], body: () => ({ quantity: 3 }) },
  'DELETE /api/cart/:itemId': { params: (w) => [String(w.shopper.cartItemId)] },
  'GET /api/validate-voucher-code': { query: () => ({ voucher_code: 'SOWELCOME10' }) },
  'POST /api/wishlist': { body: () => ({ pid: 1001 }) },
  'GET /api/coin_app/wallet_history/:contactId': { params: (w) => [String(w.shopper.user.contactId)], query: () => ({ page: '1', page_size: '20' }) },
  'POST /api/coin_app/send_otp': { body: (w) => ({ user_id: w.shopper.user.contactId, used_coin: 10, voucher_code: '' }) },
  'PATCH /api/coin_app/verify_otp': { body: (w) => ({ user_id: w.shopper.user.contactId, used_coin: 10, otp: '123456' }) },
  'PATCH /api/coin_app/get_user_wallet/:contactId': {
    params: (w) => [String(w.shopper.user.contactId)],
    body: (w) => ({
      used_coin: 0,
      available_coin: 500,
      new_added_coin: 0,
      pos_id: 1,
      company_id: 17,
      pos_order: w.shopper.orderNumber,
      order_id: w.shopper.orderNumber,
      website_id: 16,
    }),
  },
  'POST /api/orders/coin-snapshot': {
    body: (w) => ({
      contact_id: w.shopper.user.contactId,
      order_id: w.shopper.orderNumber,
      total_coin: 500,
      new_coin: 0,
      available_coin: 500,
      used_coin: 0,
      is_wallet: true,
    }),
  },
  'POST /api/orders': {
    body: (w) => ({
      address1: w.shopper.user.addressId,
      pay_type: 'COD',
      udf4: '',
      udf5: 'Happy Diwali',
      used_coin: 0,
      client_key: randomUUID(),
      is_gift: false,
      productinfo: 'SOSE',
    }),
  },
  'GET /api/web/orders/list': { query: () => ({ page: '1', page_size: '10' }) },
  'GET /api/orders/:orderId': { params: (w) => [w.shopper.orderNumber] },
  'POST /api/get-order-payment-link': { body: PAYMENT_LINK_BODY },
  'PATCH /api/edit-order-payment-link': {
    body: (w) => {
      const { txnid, amount, productinfo, billing_address, shipping_amount, tax_amount, is_a_gift, giftMessage, voucherCode } = PAYMENT_LINK_BODY(w);
      return { order_id: w.shopper.onlineOrderNumber, txnid, amount, productinfo, billing_address, shipping_amount, tax_amount, is_a_gift, giftMessage, voucherCode };
    },
  },
  'POST /api/payments/callback': {
    encoding: 'urlencoded',
    body: (w) => ({ ...paymentQuery(w), status: 'success', mihpayid: '403993715531234567', mode: 'UPI', additionalCharges: '0' }),
  },
  'GET /api/payments/sandbox/:txnid': { params: (w) => [w.shopper.txnid], query: paymentQuery },
  'GET /api/payments/payu/:txnid': { params: (w) => [w.shopper.txnid], query: paymentQuery },
  // Every case as a new visitor with an empty cart: a PDF takes ~100 ms to draw, so the customer
  // (whose cart has a line) gets the core cases only.
  'GET /api/generate-cart-pdf': { query: () => ({ logo_url: 'https://example.test/logo.png' }), mainAuth: 'none', isolated: true },
  'GET /api/accounting/invoice-pdf': { query: (w) => ({ source_doc: w.shopper.orderNumber }) },
  // A client's discount_percent is ignored: the store's setting applies.
  'POST /api/subscriptions': { body: () => ({ product: SHOPPER_PRODUCT, quantity: 1, delivery_options: 1, discount_percent: 50 }) },
  'GET /api/subscriptions': { query: () => ({ product_id: String(SHOPPER_PRODUCT) }) },
  // Subscription 1 is the shared shopper's: POST /api/subscriptions (fuzzed before it, as a customer) made it.
  'PATCH /api/subscriptions/:id': {
    params: () => ['1'],
    body: () => ({ product: SHOPPER_PRODUCT, quantity: 2, delivery_options: 3, active: true, shifted_delivery_date: '2030-01-01' }),
  },
  'POST /api/subscriptions-order': {
    body: (w) => ({ subscription_id: 1, billing_address: w.shopper.user.addressId, gst_amount: 0, shipping_amount: 0, udf2: 0 }),
  },
  'POST /api/dev/run-subscriptions': { body: () => ({ date: '2030-01-01' }) },
  'POST /api/staff/products/:id/stock': { params: () => [String(STAFF_STOCK_PRODUCT)], body: () => ({ stock: 40 }) },
  'POST /api/staff/orders/:orderId/status': {
    isolated: true,
    params: (w) => [w.shopper.orderNumber],
    body: () => ({ order_status: 'Confirmed', is_invoiced: true }),
  },
  'GET /api/staff/orders': { query: () => ({ status: 'Pending', partner: 'DEMO', page: '1', page_size: '20' }) },
  'GET /api/staff/orders/:orderId': { params: (w) => [w.shopper.orderNumber] },
  'PUT /api/staff/orders/:orderId/shipment': { params: (w) => [w.shopper.orderNumber], body: () => ({ courier: 'Delhivery', awb: 'DL123456', weight_grams: 500, boxes: 1 }) },
  'POST /api/staff/orders/:orderId/restock': { params: (w) => [w.shopper.orderNumber], body: () => ({}) },
  'GET /api/staff/orders/:orderId/packing-slip.pdf': { params: (w) => [w.shopper.orderNumber] },
  'GET /api/staff/pick-list.pdf': { query: () => ({ date: '2026-01-01' }) },
  'GET /api/staff/refunds': { query: () => ({ status: 'failed', page: '1', page_size: '20' }) },
  'POST /api/staff/refunds/:id/send': { params: () => ['1'], body: () => ({}) },
  // Content
  'GET /api/blogs': { query: () => ({ page: '1', publish_filter: '9-2026' }) },
  'GET /api/blogs/:id': { params: () => ['1'] },
  'GET /api/events/ecommerce': { query: () => ({ status: 'upcoming_events', category: 'Online' }) },
  'GET /api/events/ecommerce/:id': { params: () => ['1'] },
  'POST /api/staff/blogs': { body: () => ({ title: 'Fuzz post', content: '<p>Fuzz</p>', excerpt: 'Fuzz', published_at: '2026-01-05T10:00', meta_title: 'Fuzz', is_published: false }) },
  'PATCH /api/staff/blogs/:id': { params: () => ['15'], body: () => ({ title: 'Growing a Kitchen Garden on Your Balcony', is_published: true }) },
  'POST /api/staff/events': { body: () => ({ title: 'Fuzz event', category: 'Online', start_datetime: '2030-01-05T10:00', end_datetime: '2030-01-05T11:00', link: 'https://example.test/live', is_published: false }) },
  'PATCH /api/staff/events/:id': { params: () => ['3'], body: () => ({ venue: 'Online', description: '<p>Live</p>' }) },
  'POST /api/staff/stores': { body: () => ({ store_name: 'Fuzz store', city: 'Surat', state: 1198, work_start_time: '09:00', work_end_time: '18:00', email: 'fuzz@example.test', is_published: false }) },
  'PATCH /api/staff/stores/:id': { params: () => ['3'], body: () => ({ landmark: 'Near the garden', mobile_no: '+917923220103' }) },
  'GET /api/content-pages/:slug': { params: () => ['faq'] },
  'PUT /api/staff/content-pages/:slug': { params: () => ['faq'], body: () => ({ title: 'FAQ', content: '<p>Answers</p>', meta_title: 'FAQ', is_published: true }) },
  // Enquiries: the captcha is off here (every case reaches the places, the phone check and the insert).
  'POST /api/inquiries': {
    body: () => ({
      company: 'Fuzz Foods',
      name: 'Fuzz Tester',
      email: 'fuzz-inquiry@example.test',
      subject: 'Fuzz',
      country: 104,
      phone: '+919812345678',
      inquiry_description: 'Fuzz text',
      age_group: '18 to 45',
      recaptcha: '',
    }),
  },
  'POST /api/user/web/b2b/create': { body: () => LEAD_BODY({ annual_revenue: '1 to 5 cr', answer1: 'a', answer2: 'b', answer3: 'c', answer4: 'd' }) },
  'POST /api/user/web/Exportlead/create': {
    body: () => LEAD_BODY({ annual_revenue: '50_to_100 cr', question1: 'Which products?', answer1: 'Spices', question11: 'Anything else?', answer11: 'No' }),
  },
  'GET /api/staff/inquiries': { query: () => ({ page: '1', page_size: '20' }) },
  'GET /api/staff/b2b-leads': { query: () => ({ page: '1', page_size: '20' }) },
  'GET /api/staff/export-leads': { query: () => ({ page: '2', page_size: '5' }) },
  // Vaidya appointments: each good case takes the next free slot, so cases reach the insert, not only the 409.
  'POST /api/events': {
    body: () => ({
      event_type: 'Appointment',
      category: 'Online',
      start_datetime: nextFuzzSlot(),
      name: 'Fuzz Tester',
      country_id: 104,
      email: 'fuzz-appointment@example.test',
      mobile: '+919812345678',
      gender: 'Male',
      age_group: '60+',
      problem_suffering_from: 'Kapha relief',
      problem_description: 'Fuzz text',
      landmark: 'Near the park',
      is_taking_medicine: 'yes',
      type_of_medicine_list: ['Ayurvedic', 'Other'],
    }),
  },
  // The staff's administration (the superuser's calls answer staff 403): users of their own, as before they had rows.
  'PATCH /api/staff/inquiries/:id': { isolated: true, params: () => ['1'], body: () => ({ status: 'answered' }) },
  'PATCH /api/staff/b2b-leads/:id': { isolated: true, params: () => ['1'], body: () => ({ status: 'closed' }) },
  'PATCH /api/staff/export-leads/:id': { isolated: true, params: () => ['1'], body: () => ({ status: 'answered' }) },
  'PATCH /api/staff/appointments/:id': { isolated: true, params: () => ['1'], body: () => ({ status: 'answered' }) },
  'PATCH /api/staff/products/:id': { isolated: true, params: () => [String(STAFF_STOCK_PRODUCT)], body: () => ({ is_hidden: false }) },
  'POST /api/staff/vouchers': {
    isolated: true,
    body: () => ({ code: 'FUZZ10', kind: 'percent', value: 10, max_discount: 100, min_order: 300, expires_at: '2099-01-31' }),
  },
  'PATCH /api/staff/vouchers/:id': { isolated: true, params: () => ['1'], body: () => ({ is_active: true }) },
  'GET /api/staff/customers/:id': { isolated: true, params: (w) => [String(w.shopper.user.id)] },
  'POST /api/staff/customers/:id/coins': { isolated: true, params: (w) => [String(w.shopper.user.id)], body: () => ({ coins: 5, reason: 'Fuzz check' }) },
  'PATCH /api/staff/users/:id': { isolated: true, params: (w) => [String(w.staff.id)], body: () => ({ is_staff: true }) },
  'GET /api/staff/appointments': { query: () => ({ page: '1', page_size: '20', from: calendarDate() }) },
  // Gift vouchers: the staff's listing of purchases.
  'GET /api/staff/gift-vouchers': { query: () => ({ page: '1', page_size: '20' }) },
  // Gift vouchers: the captcha is off here, so every good case reaches the insert (a fresh txnid each).
  'POST /api/getvoucgerpaymentlink': {
    body: () => ({
      amount: 500,
      sender_name: 'Fuzz Sender',
      sender_email: 'fuzz-sender@example.test',
      receiver_name: 'Fuzz Receiver',
      receiver_email: 'fuzz-receiver@example.test',
      message: 'Fuzz message',
      txnid: `FUZZG${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      recaptcha: '',
    }),
  },
  // Partners and the cart handoff: the handoff reads no body; redeem reads its token.
  'GET /api/partners/:code': { params: () => ['DEMO'] },
  'POST /api/handoff': {}, // shares the users (without a row, a POST gets users of its own)
  'POST /api/handoff/redeem': { body: () => ({ token: 'h1.e30.AAAA' }) },
  'POST /api/handoff/confirm': { body: () => ({ confirmation: 'A'.repeat(43) }) },
};

/** TABLE by endpoint shape: a renamed path parameter is the same endpoint. */
const TABLE_BY_SHAPE: ReadonlyMap<string, Entry> = new Map(Object.entries(TABLE).map(([key, entry]) => [endpointShape(key), entry]));

/** Good values of the path parameters a row need not give, by name. */
const GOOD_PARAMS: Readonly<Record<string, (w: World) => string>> = {
  uuid: () => randomUUID(),
  itemId: (w) => String(w.shopper.cartItemId),
  contactId: (w) => String(w.shopper.user.contactId),
  orderId: (w) => w.shopper.orderNumber,
  txnid: (w) => w.shopper.txnid,
  countryId: () => '104',
  stateId: () => '1198',
  productId: () => '1001',
};

/** A good value for a path parameter the row does not give (a route off the table: a product id at worst). */
function goodParam(name: string, w: World): string {
  return GOOD_PARAMS[name]?.(w) ?? '1001';
}

// ─── Bad inputs ──────────────────────────────────────────────────────────────

const CONTROL_STRINGS = ['\u0000', 'a\u0000b', 'x\u0001y', '\u000b', '\u001b[2J', 'del\u007f'];
const BAD_IDS = ['abc', '-1', '0', '99999999999', '%00', '%7F', '1.5', '%20', '%E0%A4', '9'.repeat(400), 'a'.repeat(2000), '%2F..%2F'];
const QUERY_VALUES = [...CONTROL_STRINGS, 'abc', '-1', '0', '99999999999', '1.5', '', ' ', 'true', '[]', '%00', 'ह'.repeat(20), 'q'.repeat(100_000)];
const RAW_QUERY_VALUES = ['%', '%E0%A4%A', '%C0%80', '1&{name}=2', '1&{name}[]=2'];
/** Typed JSON values: wrong types, control characters, edge numbers, arrays and nested objects. */
const WRONG_VALUES: readonly unknown[] = [
  ...CONTROL_STRINGS,
  0,
  -1,
  1.5,
  99999999999,
  1e308,
  'abc',
  '',
  '-1',
  '99999999999',
  '\ud800',
  'ॐ नमः 😀',
  true,
  false,
  null,
  [],
  ['a', 1, null],
  {},
  { nested: { deeper: { deepest: 'x' } } },
  { nested: { nul: '\u0000' } },
];
/** Form fields are text: control characters, numbers and words where the other is expected. */
const FORM_VALUES = [...CONTROL_STRINGS, 'abc', '', '-1', '0', '99999999999', '1.5', 'true', '[]', '{}', '\ud800'];
/** The values sent with every login (the full lists go with the endpoint's main login only). */
const CORE_VALUES: readonly unknown[] = ['\u0000', 'del\u007f', null, [], { nested: { nul: '\u0000' } }];
const CORE_QUERY_VALUES = ['\u0000', 'del\u007f', 'abc', ''];
const RANDOM_FIELD = 'fuzz_field';
/** Whole-body cases sent with every login. */
const CORE_WHOLE_BODIES: ReadonlySet<string> = new Set([
  'no body',
  'bad JSON: {',
  'JSON []',
  'good body as text/plain',
  'binary bytes',
  'raw NUL in JSON text',
  'NUL as a field name',
  'deeply nested array',
  'JSON of 1 MB and a byte',
  'multipart with a NUL value',
  'urlencoded %00',
]);
/** Random cases sent with every login (the first ones); the rest go with the main login. */
const CORE_RANDOM_RUNS = 4;

type Body = string | FormData | Uint8Array<ArrayBuffer>;

interface Built {
  path: string;
  init: { method: string; headers: Record<string, string>; body?: Body };
}

interface Case {
  label: string;
  build: (w: World) => Built;
  /** Sent with every login; the other cases go with the endpoint's main login only (mainAuth). */
  core?: boolean;
}

const byteLength = (text: string) => Buffer.byteLength(text);

/** encodeURIComponent that takes lone surrogates too (as U+FFFD, as URLSearchParams does). */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

function queryString(values: Readonly<Record<string, string>>, raw = ''): string {
  const text = new URLSearchParams(values).toString();
  const all = [text, raw].filter((part) => part !== '').join('&');
  return all === '' ? '' : `?${all}`;
}

function formOf(fields: Fields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  return form;
}

function urlencodedOf(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.append(key, typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  return params.toString();
}

/** A body in an encoding, with its Content-Type (multipart: set by the runtime with the boundary). */
function encode(fields: Fields, encoding: Encoding): { body: string | FormData; type: string | null } {
  if (encoding === 'multipart') return { body: formOf(fields), type: null };
  if (encoding === 'urlencoded') return { body: urlencodedOf(fields), type: 'application/x-www-form-urlencoded' };
  return { body: JSON.stringify(fields), type: 'application/json' };
}

/** The length of a padding string that makes `fields` with `field` = padding exactly `size` bytes as JSON. */
function paddingFor(fields: Fields, field: string, size: number): number {
  return size - byteLength(JSON.stringify({ ...fields, [field]: '' }));
}

/** One endpoint the app registers: its endpoint table entry (none for a route off the table) and its row of TABLE. */
interface Target {
  endpoint: Endpoint;
  key: string;
  table?: TableEntry;
  /** Its row of TABLE (`{}` when it has none). */
  entry: Entry;
  hasRow: boolean;
}

/** The fields an object schema reads (its keys); none for any other schema or none. */
function schemaFields(schema: AnySchema | undefined): string[] {
  const shape: unknown = schema?.schema;
  return typeof shape === 'object' && shape !== null ? Object.keys(shape) : [];
}

/** The fields of an object schema it refuses to go without (no default fills them in). */
function requiredFields(schema: AnySchema | undefined): string[] {
  const shape: unknown = schema?.schema;
  if (typeof shape !== 'object' || shape === null) return [];
  return Object.entries(shape).filter(([, field]) => field instanceof Struct && field.validate(undefined, { coerce: true })[0] !== undefined).map(([name]) => name);
}

/**
 * The query parameters and body fields fuzzed, every one the entry's schemas read and every one
 * its good values send. `full` get every value list: those the schemas read and the good values
 * give (a route off the table: those of its good values). `core` get the core values (a control
 * character, null, an array, a nested object): those the schemas read that the good request leaves
 * out (optional), and those the good values send that no schema reads (the handler ignores them).
 */
function fieldsOf({ table, entry }: Target, slot: 'query' | 'body'): { full: string[]; core: string[] } {
  const good = Object.keys(entry[slot]?.(PLACEHOLDER_WORLD) ?? {});
  if (!table) return { full: good, core: [] };
  const read = schemaFields(table[slot]);
  return { full: good.filter((field) => read.includes(field)), core: [...read.filter((field) => !good.includes(field)), ...good.filter((field) => !read.includes(field))] };
}

/** How the endpoint's callers send a body: the entry's form (multipart) or JSON; a route off the table, as its row says. */
function encodingOf({ table, entry }: Target): Encoding {
  if (table) return table.form ? 'multipart' : 'json';
  return entry.encoding ?? 'json';
}

/** Every deterministic case of one endpoint. */
function casesOf(target: Target): Case[] {
  const { endpoint, entry } = target;
  const params = pathParams(endpoint.path);
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'HEAD';
  const encoding = encodingOf(target);
  const goodParams = (w: World): Record<string, string> => {
    const given = entry.params?.(w) ?? [];
    const out: Record<string, string> = {};
    params.forEach((name, i) => {
      out[name] = encodeURIComponent(given[i] ?? goodParam(name, w));
    });
    return out;
  };
  const goodQuery = (w: World) => entry.query?.(w) ?? {};
  const goodBody = (w: World) => entry.body?.(w) ?? {};
  const request = (
    w: World,
    options: { params?: Record<string, string>; query?: Record<string, string>; rawQuery?: string; body?: Body | null; type?: string | null },
  ): Built => {
    const path = fillPath(endpoint.path, { ...goodParams(w), ...options.params }) + queryString(options.query ?? goodQuery(w), options.rawQuery);
    const headers: Record<string, string> = {};
    let body: Body | undefined;
    if (options.body === undefined && hasBody) {
      const encoded = encode(goodBody(w), encoding);
      body = encoded.body;
      if (encoded.type) headers['Content-Type'] = encoded.type;
    } else if (options.body !== undefined && options.body !== null) {
      body = options.body;
      if (options.type) headers['Content-Type'] = options.type;
    }
    return { path, init: { method: endpoint.method, headers, body: hasBody ? body : undefined } };
  };

  const cases: Case[] = [{ label: 'good request', build: (w) => request(w, {}), core: true }];

  for (const name of params) {
    for (const bad of BAD_IDS) cases.push({ label: `:${name} = ${bad.slice(0, 24)}`, build: (w) => request(w, { params: { [name]: bad } }), core: true });
  }

  const query = fieldsOf(target, 'query');
  for (const name of [...query.full, ...query.core, RANDOM_FIELD]) {
    // A made-up parameter is read by no handler, nor one of `core`: the core values are enough.
    const full = query.full.includes(name);
    for (const value of full ? QUERY_VALUES : CORE_QUERY_VALUES) {
      cases.push({
        label: `?${name} = ${JSON.stringify(value.slice(0, 24))}`,
        build: (w) => request(w, { query: { ...goodQuery(w), [name]: value } }),
        core: CORE_QUERY_VALUES.includes(value),
      });
    }
    for (const raw of full || name === RANDOM_FIELD ? RAW_QUERY_VALUES : []) {
      const text = `${encodeURIComponent(name)}=${raw.replaceAll('{name}', encodeURIComponent(name))}`;
      cases.push({
        label: `?${name}=${raw}`,
        build: (w) => {
          const rest = { ...goodQuery(w) };
          delete rest[name];
          return request(w, { query: rest, rawQuery: text });
        },
      });
    }
  }

  if (!hasBody) return cases;

  const fields = fieldsOf(target, 'body');
  const knownFields = [...fields.full, ...fields.core];
  for (const field of [...knownFields, RANDOM_FIELD]) {
    const withField = (w: World, value: unknown) => ({ ...goodBody(w), [field]: value });
    // A made-up field is read by no handler, nor one of `core`: the core values are enough.
    const unread = !fields.full.includes(field);
    // JSON (every endpoint reads JSON bodies): typed values, and bodies just under and over 1 MB.
    for (const value of unread ? CORE_VALUES : WRONG_VALUES) {
      cases.push({
        label: `${field} = ${JSON.stringify(value)?.slice(0, 32)} (JSON)`,
        build: (w) => request(w, { body: JSON.stringify(withField(w, value)), type: 'application/json' }),
        core: CORE_VALUES.includes(value),
      });
    }
    for (const [label, size] of unread ? [] : ([['1 MB less a byte', MAX_BODY - 1], ['1 MB and a byte', MAX_BODY + 1]] as const)) {
      cases.push({
        label: `${field} = ${label} (JSON)`,
        build: (w) => request(w, { body: JSON.stringify(withField(w, 'a'.repeat(paddingFor(goodBody(w), field, size)))), type: 'application/json' }),
      });
    }
    // The endpoint's own form encoding: text values.
    if (encoding !== 'json') {
      for (const value of unread ? ['x\u0001y'] : [...FORM_VALUES, 'a'.repeat(MAX_BODY - 4096), 'a'.repeat(MAX_BODY + 1)]) {
        cases.push({
          label: `${field} = ${JSON.stringify(value.slice(0, 24))}${value.length > 24 ? ` (${value.length} characters)` : ''} (${encoding})`,
          build: (w) => {
            const encoded = encode(withField(w, value), encoding);
            return request(w, { body: encoded.body, type: encoded.type });
          },
          core: value === 'x\u0001y',
        });
      }
    }
    // A field the good body leaves out: its 'missing' case would be the good request.
    if (field !== RANDOM_FIELD && !(field in goodBody(PLACEHOLDER_WORLD))) continue;
    cases.push({
      label: `${field} missing`,
      build: (w) => {
        const rest = { ...goodBody(w) };
        delete rest[field];
        const encoded = encode(rest, encoding);
        return request(w, { body: encoded.body, type: encoded.type });
      },
    });
  }

  const whole: { label: string; body: (w: World) => Body | null; type: string | null }[] = [
    { label: 'no body', body: () => null, type: null },
    { label: 'empty JSON body', body: () => '', type: 'application/json' },
    { label: 'bad JSON: {', body: () => '{', type: 'application/json' },
    { label: 'bad JSON: truncated', body: () => '{"a":', type: 'application/json' },
    { label: 'bad JSON: trailing brace', body: () => '{"a":1}}', type: 'application/json' },
    { label: 'bad JSON: single quotes', body: () => "{'a':1}", type: 'application/json' },
    { label: 'JSON null', body: () => 'null', type: 'application/json' },
    { label: 'JSON []', body: () => '[]', type: 'application/json' },
    { label: 'JSON string', body: () => '"text"', type: 'application/json' },
    { label: 'JSON number', body: () => '123', type: 'application/json' },
    { label: 'JSON true', body: () => 'true', type: 'application/json' },
    { label: 'array of the good body', body: (w) => JSON.stringify([goodBody(w)]), type: 'application/json' },
    { label: 'every field an array', body: (w) => JSON.stringify(Object.fromEntries(Object.entries(goodBody(w)).map(([k, v]) => [k, [v]]))), type: 'application/json' },
    { label: 'every field an object', body: (w) => JSON.stringify(Object.fromEntries(Object.entries(goodBody(w)).map(([k, v]) => [k, { value: v }]))), type: 'application/json' },
    { label: 'every field null', body: (w) => JSON.stringify(Object.fromEntries(Object.keys(goodBody(w)).map((k) => [k, null]))), type: 'application/json' },
    { label: 'good body as text/plain', body: (w) => JSON.stringify(goodBody(w)), type: 'text/plain' },
    { label: 'good body without Content-Type', body: (w) => JSON.stringify(goodBody(w)), type: null },
    { label: 'good body as charset=utf-16', body: (w) => JSON.stringify(goodBody(w)), type: 'application/json; charset=utf-16' },
    { label: 'XML', body: () => '<order><id>1</id></order>', type: 'application/xml' },
    { label: 'binary bytes', body: () => new Uint8Array([0, 255, 0x7b, 0x22, 0, 1, 2]), type: 'application/octet-stream' },
    { label: 'invalid UTF-8 in JSON', body: () => new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]), type: 'application/json' },
    { label: 'raw NUL in JSON text', body: () => '{"a":"\u0000"}', type: 'application/json' },
    { label: 'NUL as a field name', body: (w) => JSON.stringify({ ...goodBody(w), '\u0000': 'x' }), type: 'application/json' },
    {
      label: 'prototype keys',
      body: (w) => {
        const good = JSON.stringify(goodBody(w));
        const extra = '"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}';
        return good === '{}' ? `{${extra}}` : `{${extra},${good.slice(1)}`;
      },
      type: 'application/json',
    },
    { label: 'deeply nested array', body: () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`, type: 'application/json' },
    { label: 'deeply nested object', body: () => `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, type: 'application/json' },
    {
      label: '2,000 extra fields',
      body: (w) => JSON.stringify({ ...goodBody(w), ...Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`extra_${i}`, i % 2 === 0 ? i : 'x'])) }),
      type: 'application/json',
    },
    { label: 'JSON of 1 MB and a byte', body: (w) => JSON.stringify({ ...goodBody(w), pad: 'a'.repeat(paddingFor(goodBody(w), 'pad', MAX_BODY + 1)) }), type: 'application/json' },
    { label: 'multipart of the good body', body: (w) => formOf(goodBody(w)), type: null },
    { label: 'multipart with a NUL value', body: (w) => formOf({ ...goodBody(w), [knownFields[0] ?? RANDOM_FIELD]: 'x\u0000' }), type: null },
    { label: 'multipart with a NUL name', body: (w) => formOf({ ...goodBody(w), 'na\u0000me': 'x' }), type: null },
    {
      label: 'multipart with a file part',
      body: (w) => {
        const form = formOf(goodBody(w));
        form.append(knownFields[0] ?? RANDOM_FIELD, new Blob([new Uint8Array([0, 1, 2, 255])]), 'file.bin');
        return form;
      },
      type: null,
    },
    { label: 'multipart without a boundary', body: () => 'garbage', type: 'multipart/form-data' },
    { label: 'multipart cut short', body: () => '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken', type: 'multipart/form-data; boundary=xyz' },
    { label: 'urlencoded good body', body: (w) => urlencodedOf(goodBody(w)), type: 'application/x-www-form-urlencoded' },
    { label: 'urlencoded %00', body: (w) => `${urlencodedOf(goodBody(w))}&${knownFields[0] ?? RANDOM_FIELD}=%00`, type: 'application/x-www-form-urlencoded' },
    { label: 'urlencoded malformed %', body: () => 'a=%E0%A4&b=%&c=%zz', type: 'application/x-www-form-urlencoded' },
  ];
  for (const { label, body, type } of whole) cases.push({ label, build: (w) => request(w, { body: body(w), type }), core: CORE_WHOLE_BODIES.has(label) });
  return cases;
}

/** A world for reading field names only (the values are never sent). */
const PLACEHOLDER_WORLD: World = {
  shopper: {
    user: { id: 0, contactId: 0, email: '', mobile: '', token: '', addressId: 0, headers: {} },
    cartItemId: 0,
    orderNumber: 'SO0',
    onlineOrderNumber: 'SO0',
    txnid: 'T0',
    paymentUrl: 'http://store.test/api/payments/sandbox/T0',
    eliteTxnid: 'E0',
    elitePaymentUrl: 'http://store.test/api/payments/sandbox/E0',
  },
  staff: { id: 0, contactId: 0, email: '', mobile: '', token: '', addressId: 0, headers: {} },
  visitor: '',
  tag: '',
};

// ─── Random inputs (fast-check, fixed seed) ─────────────────────────────────

const weirdString = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.constantFrom('-1', '0', 'abc', '99999999999', '1e400', '\ud800', 'null', ''),
);
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(weirdString, { maxLength: 3 }),
  fc.dictionary(weirdString, weirdString, { maxKeys: 3 }),
);

function randomCases(target: Target, seed: number): Case[] {
  const { endpoint, entry } = target;
  const knownOf = (slot: 'query' | 'body') => {
    const { full, core } = fieldsOf(target, slot);
    return [...full, ...core];
  };
  const knownQuery = knownOf('query');
  const knownFields = knownOf('body');
  const name = (known: string[]) => (known.length > 0 ? fc.oneof(fc.constantFrom(...known), weirdString) : weirdString);
  const params = pathParams(endpoint.path);
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'HEAD';
  const arbitrary = fc.record({
    params: fc.array(fc.oneof(weirdString, fc.constantFrom('1001', '1', '0')), { minLength: params.length, maxLength: params.length }),
    keepGood: fc.boolean(),
    query: fc.dictionary(name(knownQuery), weirdString, { maxKeys: 4 }),
    body: fc.dictionary(name(knownFields), weirdValue, { maxKeys: 6 }),
    encoding: fc.constantFrom<Encoding>('json', 'json', 'multipart', 'urlencoded'),
  });
  return fc.sample(arbitrary, { seed, numRuns: RANDOM_RUNS }).map((input, index) => ({
    label: `random #${index}`,
    core: index < CORE_RANDOM_RUNS,
    build: (w: World): Built => {
      const given = entry.params?.(w) ?? [];
      const values: Record<string, string> = {};
      params.forEach((param, i) => {
        values[param] = encodeSegment(input.keepGood ? (given[i] ?? goodParam(param, w)) : input.params[i]);
      });
      const query = { ...(input.keepGood ? (entry.query?.(w) ?? {}) : {}), ...input.query };
      const headers: Record<string, string> = {};
      let body: string | FormData | undefined;
      if (hasBody) {
        const encoded = encode({ ...(input.keepGood ? (entry.body?.(w) ?? {}) : {}), ...input.body }, input.encoding);
        body = encoded.body;
        if (encoded.type) headers['Content-Type'] = encoded.type;
      }
      return { path: fillPath(endpoint.path, values) + queryString(query), init: { method: endpoint.method, headers, body } };
    },
  }));
}

// ─── Running and judging ──────────────────────────────────────────────────────

interface Finding {
  endpoint: string;
  auth: Auth;
  label: string;
  status: number;
  detail: string;
}

interface Tally {
  requests: number;
  byStatus: Map<number, number>;
  findings: Finding[];
  endpoints: Set<string>;
  untabled: Set<string>;
  timings: string[];
  /** Requests carrying a control character (each must get the guard's 400). */
  controlRequests: number;
}

let server: TestServer;
/** The same store with the ALTCHA captcha on (Entry.captcha). */
let captchaApp: Hono;
const tally: Tally = { requests: 0, byStatus: new Map(), findings: [], endpoints: new Set(), untabled: new Set(), timings: [], controlRequests: 0 };
let tagCounter = 0;

beforeAll(async () => {
  // Limits out of the way: thousands of sign-ins and OTP sends from one address.
  const config = {
    ...TEST_CONFIG,
    logErrors: false,
    accounts: { ...TEST_ACCOUNTS, limits: { otpPerNumber: 1_000_000, otpPerIp: 1_000_000, signin: 1_000_000 } },
    enquiries: { ...TEST_CONFIG.enquiries, limitPerHour: 1_000_000 },
  };
  server = await createTestServer(config);
  captchaApp = createApp({ db: server.db, config: { ...config, accounts: { ...config.accounts, captcha: 'altcha' } } });
});
afterAll(async () => {
  await server?.close();
});

/** The users most endpoints share (an endpoint that changes them gets its own: Entry.isolated, and untabled ones). */
let sharedWorld: World;

async function newWorld(): Promise<World> {
  tagCounter += 1;
  const [shopper, staff, visitor] = await Promise.all([createTestShopper(server), createTestStaff(server.db), server.newVisitor()]);
  return { shopper, staff, visitor, tag: `${Date.now().toString(36)}${tagCounter}` };
}

/** Puts the shopper's cart line back (orders and deletes empty it) and notes its id. */
async function refillCart(w: World): Promise<void> {
  await fillCart(server.db, w.shopper.user.id, [{ productId: SHOPPER_PRODUCT, quantity: 2 }]);
  const { rows } = await server.db.query<{ id: number }>("SELECT id FROM cart_items WHERE owner_kind = 'user' AND owner_id = $1 AND product_id = $2", [
    String(w.shopper.user.id),
    SHOPPER_PRODUCT,
  ]);
  w.shopper.cartItemId = rows[0].id;
}

/** The refused control characters: C0 but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function jsonCarriesControl(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (Array.isArray(value)) return value.some(jsonCarriesControl);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, item]) => CONTROL.test(key) || jsonCarriesControl(item));
  return false;
}

/**
 * Whether a request carries a control character in its path, query or a text field of its body
 * (what the guard must refuse): worked out from the request as built, independently of guard.ts.
 */
function carriesControl({ path, init }: Built): boolean {
  const [pathname, search = ''] = path.split('?');
  if (pathname.split('/').some((segment) => CONTROL.test(decoded(segment)))) return true;
  for (const [key, value] of new URLSearchParams(search)) if (CONTROL.test(key) || CONTROL.test(value)) return true;
  const { body } = init;
  if (body === undefined) return false;
  if (body instanceof FormData) {
    for (const [key, value] of body) if (CONTROL.test(key) || CONTROL.test(typeof value === 'string' ? value : value.name)) return true;
    return false;
  }
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  if ((init.headers['Content-Type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(text)) if (CONTROL.test(key) || CONTROL.test(value)) return true;
    return false;
  }
  if (CONTROL.test(text)) return true;
  try {
    return jsonCarriesControl(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Whether a built request's body is over the 1 MB limit (answered 413 before the guard looks). */
function overLimit({ init }: Built): boolean {
  const { body } = init;
  if (typeof body === 'string') return Buffer.byteLength(body) > MAX_BODY;
  return body instanceof Uint8Array && body.byteLength > MAX_BODY;
}

function judge(status: number, type: string, text: string, control: boolean): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 200)}`;
  if (control && (status !== 400 || !text.includes(JSON.stringify(MSG_FORBIDDEN_CHARACTERS)))) {
    return `carries a control character but answered ${status} without the guard's refusal: ${text.slice(0, 120)}`;
  }
  if (status < 400 || status >= 500) return null;
  if (type.includes('text/html')) return null; // the payer pages answer HTML
  if (!type.includes('application/json')) return `4xx without JSON (${type || 'no Content-Type'}): ${text.slice(0, 120)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `4xx with malformed JSON: ${text.slice(0, 120)}`;
  }
  if (typeof parsed !== 'object' || parsed === null || !('status' in parsed) || parsed.status !== false) return `4xx without status: false: ${text.slice(0, 120)}`;
  if (!('message' in parsed) || typeof parsed.message !== 'string' || parsed.message.trim() === '') return `4xx without a message: ${text.slice(0, 120)}`;
  return null;
}

async function send(app: Hono, endpoint: string, auth: Auth, w: World, item: Case): Promise<void> {
  tally.requests += 1;
  let status = 0;
  let detail: string | null;
  try {
    const built = item.build(w);
    const { path, init } = built;
    const control = carriesControl(built) && !overLimit(built);
    if (control) tally.controlRequests += 1;
    const headers: Record<string, string> = { [HEADER_COMPANY_ID]: String(COMPANY_ID), [HEADER_VISITOR_ID]: w.visitor, ...init.headers };
    if (auth === 'customer') headers[HEADER_AUTHORIZATION] = `Token ${w.shopper.user.token}`;
    if (auth === 'staff') headers[HEADER_AUTHORIZATION] = `Token ${w.staff.token}`;
    const response = await app.request(path, { ...init, headers });
    status = response.status;
    detail = judge(status, response.headers.get('Content-Type') ?? '', await response.text(), control);
  } catch (error) {
    detail = `threw ${error instanceof Error ? error.message : String(error)}`;
  }
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
  if (detail) tally.findings.push({ endpoint, auth, label: item.label, status, detail });
}

/**
 * The login that takes an endpoint's requests deepest: staff for the staff's entries (a route
 * off the table: under /api/staff), else a customer (public endpoints ignore the token; cart and
 * wishlist then belong to the user). It gets every case; the other two logins get the core cases
 * (every kind of bad input, fewer values).
 */
function mainAuth({ endpoint, table }: Target): Auth {
  if (table) return table.auth === 'staff' || table.auth === 'superuser' ? 'staff' : 'customer';
  return endpoint.path.startsWith('/api/staff/') ? 'staff' : 'customer';
}

/**
 * Every /api route the app registers, in registration order, each with the entry of the endpoint
 * table it serves (matched by method and path) and its TABLE row; and the table's entries no
 * route serves.
 */
function targetsOf(app: Hono): { targets: Target[]; unregistered: string[] } {
  const entries = endpointList();
  const served = new Set<string>();
  const targets = apiEndpoints(app).map((endpoint): Target => {
    const key = endpointKey(endpoint);
    const listed = entries.find(({ endpoint: entry }) => entry.method === endpoint.method && pathMatches(entry, endpoint.path.replace(/^\/api/, '')));
    if (listed) served.add(listed.name);
    const row = TABLE_BY_SHAPE.get(endpointShape(key));
    return { endpoint, key, table: listed?.endpoint, entry: row ?? {}, hasRow: row !== undefined };
  });
  const unregistered = entries.filter(({ name }) => !served.has(name)).map(({ name, endpoint }) => `${name} (${tableEntryKey(endpoint)})`);
  return { targets, unregistered };
}

/** What an endpoint of the table needs and its row does not give: path parameters, required query parameters and body fields. */
function missingInput(target: Target): string[] {
  const { endpoint, table, entry } = target;
  if (!table) return [];
  const missing: string[] = [];
  const given = entry.params?.(PLACEHOLDER_WORLD) ?? [];
  pathParams(endpoint.path).forEach((name, i) => {
    if (given[i] === undefined && !(name in GOOD_PARAMS)) missing.push(`:${name}`);
  });
  const query = Object.keys(entry.query?.(PLACEHOLDER_WORLD) ?? {});
  for (const name of requiredFields(table.query)) if (!query.includes(name)) missing.push(`?${name}`);
  const body = Object.keys(entry.body?.(PLACEHOLDER_WORLD) ?? {});
  for (const name of requiredFields(table.body)) if (!body.includes(name)) missing.push(name);
  return missing.map((input) => `${target.key} ${input}`);
}

async function fuzzEndpoint(target: Target, index: number): Promise<void> {
  const { key, entry, hasRow } = target;
  if (!hasRow && !target.table) tally.untabled.add(key);
  tally.endpoints.add(key);
  const started = performance.now();
  const before = tally.requests;
  const cases = [...casesOf(target), ...randomCases(target, SEED + index)];
  // Users of its own: an endpoint that changes them (isolated), and one without a row that may (all but a GET).
  let world = entry.isolated || (!hasRow && target.endpoint.method !== 'GET') ? await newWorld() : sharedWorld;
  const main = entry.mainAuth ?? mainAuth(target);
  for (const auth of AUTHS) {
    for (const item of cases) {
      if (auth !== main && !item.core) continue;
      if (entry.consumesUser && auth !== 'none') world = { ...world, shopper: { ...world.shopper, user: await createTestUser(server.db) }, staff: await createTestStaff(server.db) };
      else if (auth === 'customer') await refillCart(world);
      await send(entry.captcha ? captchaApp : server.app, key, auth, world, item);
    }
  }
  tally.timings.push(`${key}: ${tally.requests - before} requests in ${Math.round(performance.now() - started)} ms`);
}

function report(): string {
  const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
  const lines = [
    `fuzz: ${tally.endpoints.size} endpoints, ${tally.requests} requests (${statuses}), ${tally.controlRequests} of them with a control character; ${tally.findings.length} findings`,
    ...(tally.untabled.size > 0 ? [`routes off the endpoint table without a row (fuzzed with made-up fields): ${[...tally.untabled].join(', ')}`] : []),
    ...tally.findings.slice(0, 40).map((f) => `  ${f.endpoint} [${f.auth}] ${f.label}: ${f.detail}`),
  ];
  return lines.join('\n');
}

describe('fuzz: every /api endpoint', () => {
  it('walks the endpoint table, every entry registered and given the good input it needs, and the routes off it', () => {
    const { targets, unregistered } = targetsOf(server.app);
    expect(unregistered, 'entries of the endpoint table the app does not register').toEqual([]);
    expect(targets.flatMap(missingInput), 'input an entry requires that its TABLE row does not give').toEqual([]);
    const shapes = new Set(targets.map(({ key }) => endpointShape(key)));
    expect(Object.keys(TABLE).filter((key) => !shapes.has(endpointShape(key))), 'rows for endpoints the app does not register').toEqual([]);
    expect(targets.filter(({ table }) => table).length).toBe(endpointList().length);
    expect(targets.map(({ key }) => key)).toContain('POST /api/payments/callback');
  });

  it('answers bad input with 4xx {status: false, message}, never a 5xx', async () => {
    const { targets } = targetsOf(server.app);
    sharedWorld = await newWorld();
    for (const [index, target] of targets.entries()) await fuzzEndpoint(target, index);
    console.log(report());
    console.log(tally.timings.join('\n'));
    expect(tally.endpoints.size).toBe(targets.length);
    expect(tally.findings, report()).toEqual([]);
  }, 600_000);
});
