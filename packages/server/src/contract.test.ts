/**
 * The contract test: one good request to every /api endpoint the app registers (enumerated from
 * app.routes; an endpoint without an entry below fails the second test). An endpoint of the
 * endpoint table is judged by its entry: its JSON answer against the entry's answer schema with
 * `create` (as the client reads it: rupees coerced to paise, defaults filled), a file by its media
 * type. The few routes off the table judge their answer themselves (the gateway's payer pages by
 * Content-Type, its callback by its redirect).
 */
import { createHash, randomUUID } from 'node:crypto';
import { create, type Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarDate,
  type Endpoint as TableEntry,
  AddressSaveResponse,
  CreateOrderResponse,
  EXPORT_QUESTIONS,
  HandoffRedeemResponse,
  HandoffResponse,
  LoginResponse,
  PaymentLinkResponse,
  RatingListResponse,
  StatusOnly,
  SubscriptionCreateResponse,
} from '@so/contract';
import { endpointList } from '@so/contract/endpoints';
import { createApp } from './app.ts';
import { signUnsubscribe, unsubscribeKey } from './notify/preferences.ts';
import { SANDBOX_PAYMENTS } from './config.ts';
import { DEFAULT_UNPAID_ORDERS } from './orders/unpaid.ts';
import { seedDemoPartner } from './partners/partners.ts';
import type { PaymentSettings } from './deps.ts';
import {
  apiEndpoints,
  callApi,
  createTestServer,
  createTestShopper,
  createTestStaff,
  createTestUser,
  endpointKey,
  endpointShape,
  fillCart,
  lastSmsCode,
  SHOPPER_PRODUCT,
  tableEntryKey,
  TEST_CONFIG,
  testAppointment,
  type CallInit,
  type CallResult,
  type TestServer,
  type TestShopper,
  type TestUser,
} from './testing.ts';

let server: TestServer;
let shopper: TestShopper;
let staff: TestUser;
let visitor: string;

/**
 * One shopper answers every endpoint, and their payment links stay unpaid: the cap of unpaid online
 * orders per account is raised here (unpaid-orders.test.ts tests it).
 */
const CONTRACT_CONFIG = { ...TEST_CONFIG, unpaidOrders: { ...DEFAULT_UNPAID_ORDERS, perAccount: 1000 } };

beforeAll(async () => {
  server = await createTestServer(CONTRACT_CONFIG);
  [shopper, staff, visitor] = await Promise.all([createTestShopper(server), createTestStaff(server.db), server.newVisitor()]);
  await seedDemoPartner(server.db);
});
afterAll(async () => {
  await server?.close();
});

/** How a good answer is judged. */
type Check =
  | { json: (body: unknown) => void; status?: number }
  | { contentType: string }
  | { redirectTo: RegExp };

interface Contract {
  /** The good request, after creating what it needs. */
  call: () => Promise<CallResult>;
  /** The good answer's status, when not 200 (an endpoint of the table). */
  status?: number;
  /** How a route off the endpoint table judges its good answer (an endpoint of the table: by its entry, checkOf). */
  check?: Check;
}

/** Checks a JSON answer against `schema` the way the client reads it. */
function schema<T, S>(struct: Struct<T, S>, status = 200): Check {
  return { json: (body) => void create(body, struct), status };
}

const call = (path: string, init: CallInit = {}) => callApi(server, path, { visitor, ...init });
const asShopper = (path: string, init: CallInit = {}) => call(path, { user: shopper.user, ...init });
const asStaff = (path: string, init: CallInit = {}) => call(path, { user: staff, ...init });

/** A superuser (prices, vouchers, coins, staff accounts), made once. */
let owner: TestUser | null = null;
async function asOwner(path: string, init: CallInit = {}) {
  if (!owner) {
    owner = await createTestStaff(server.db);
    await server.db.query('UPDATE users SET is_superuser = true WHERE id = $1', [owner.id]);
  }
  return call(path, { user: owner, ...init });
}
/** The newest row's id of an enquiry or appointment table (a constant of these entries). */
async function latestId(table: 'inquiries' | 'b2b_leads' | 'export_leads' | 'appointments'): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(`SELECT max(id)::int AS id FROM ${table}`);
  return rows[0].id;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
const STRONG_PASSWORD = 'Contract@123';

/** The shopper's cart back to one line of 2 × SHOPPER_PRODUCT; answers the line's id. */
async function refillCart(): Promise<number> {
  await fillCart(server.db, shopper.user.id, [{ productId: SHOPPER_PRODUCT, quantity: 2 }]);
  const { rows } = await server.db.query<{ id: number }>("SELECT id FROM cart_items WHERE owner_kind = 'user' AND owner_id = $1 AND product_id = $2", [
    String(shopper.user.id),
    SHOPPER_PRODUCT,
  ]);
  return rows[0].id;
}

/** A user who signed up through the API, and their session from signing in. */
async function signedUp(): Promise<{ email: string; token: string; user: Pick<TestUser, 'headers'> }> {
  const tag = unique();
  const email = `contract-${tag}@example.test`;
  const mobile = `6${String(Number.parseInt(createHash('sha256').update(tag).digest('hex').slice(0, 8), 16) % 1_000_000_000).padStart(9, '0')}`;
  const signup = await call('/api/user/signup/', {
    body: { email, first_name: 'Contract', last_name: 'Tester', password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD, mobile_no: mobile, recaptcha: '' },
  });
  expect(signup.status, JSON.stringify(signup.json)).toBe(200);
  const signin = await call('/api/user/signin/', { body: { email, password: STRONG_PASSWORD } });
  const token = create(signin.json, LoginResponse).data?.token ?? '';
  expect(token).not.toBe('');
  return { email, token, user: { headers: { Authorization: `Token ${token}` } } };
}

/** A fresh COD order of the shopper: its order number. */
/** An order paid through two links (sandbox): the id of the refund of the second payment. */
async function paidTwice(): Promise<number> {
  await refillCart();
  const first = create((await asShopper('/api/get-order-payment-link/', { form: { txnid: `D${unique()}`, billing_address: String(shopper.user.addressId) } })).json, PaymentLinkResponse);
  const second = create(
    (await asShopper('/api/edit-order-payment-link/', { method: 'PATCH', form: { order_id: String(first.order_id), txnid: `E${unique()}` } })).json,
    PaymentLinkResponse,
  );
  for (const link of [first, second]) {
    expect((await callApi(server, '/api/payments/callback', { urlencoded: gatewayCallback(link.payment_url ?? '', SANDBOX_PAYMENTS.salt) })).status).toBe(303);
  }
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM refunds WHERE txnid = $1', [second.txn_id ?? '']);
  expect(rows).toHaveLength(1);
  return rows[0].id;
}

/** A new customer who bought SO Elite through the sandbox gateway: the user and the payment's txnid. */
async function eliteMember(): Promise<{ user: TestUser; txnid: string }> {
  const user = await createTestUser(server.db);
  const txnid = `M${unique()}`;
  const link = create((await call('/api/get-subscription-payment-link/', { user, body: { txnid } })).json, PaymentLinkResponse);
  expect((await callApi(server, '/api/payments/callback', { urlencoded: gatewayCallback(link.payment_url ?? '', SANDBOX_PAYMENTS.salt) })).status).toBe(303);
  return { user, txnid };
}

async function placeOrder(): Promise<string> {
  await refillCart();
  const placed = await asShopper('/api/orders/', { body: { address1: shopper.user.addressId, pay_type: 'COD', client_key: randomUUID() } });
  expect(placed.status).toBe(201);
  return create(placed.json, CreateOrderResponse).data?.order_id ?? '';
}

/** Order `orderId` confirmed and shipped by staff: the shipment's answer. */
async function shipped(orderId: string) {
  expect((await asStaff(`/api/staff/orders/${orderId}/status`, { body: { order_status: 'Confirmed' } })).status).toBe(200);
  return asStaff(`/api/staff/orders/${orderId}/shipment`, { method: 'PUT', body: { courier: 'Delhivery', awb: `DL${unique()}`.slice(0, 40), weight_grams: 500, boxes: 1 } });
}

/** The PayU-shaped callback a gateway posts for the signed request of a payment URL. */
function gatewayCallback(paymentUrl: string, salt: string): Record<string, string> {
  const query = new URL(paymentUrl).searchParams;
  const fields: Record<string, string> = {};
  for (const name of ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5']) fields[name] = query.get(name) ?? '';
  const status = 'success';
  const hash = createHash('sha512')
    .update([salt, status, '', '', '', '', '', fields.udf5, fields.udf4, fields.udf3, fields.udf2, fields.udf1, fields.email, fields.firstname, fields.productinfo, fields.amount, fields.txnid, fields.key].join('|'))
    .digest('hex');
  return { ...fields, status, mihpayid: '403993715531234567', mode: 'UPI', hash };
}

/** A new subscription of the shopper (SHOPPER_PRODUCT, weekly): its id. */
async function newSubscription(): Promise<number> {
  const made = await asShopper('/api/subscriptions/', { body: { product: SHOPPER_PRODUCT, quantity: 1, delivery_options: 1 } });
  return create(made.json, SubscriptionCreateResponse).data?.id ?? 0;
}

const pathAndQuery = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const ADDRESS = {
  full_name: 'Contract Tester',
  address_line_1: '5 Contract Road',
  address_line_2: 'Navrangpura',
  landmark: 'Near the lake',
  city: 117,
  state: 1198,
  country: 104,
  postal_code: '380009',
  mobile: '+919812345678',
  another_mobile: '',
  address_tags: 'Office',
  is_default: false,
};

const INQUIRY = {
  company: 'Contract Foods',
  name: 'Contract Tester',
  email: 'contract-inquiry@example.test',
  subject: 'Bulk order',
  country: 104,
  phone: '+919812345678',
  inquiry_description: 'Please share your prices.',
  age_group: '18 to 45',
  recaptcha: '',
};

const LEAD = {
  company_name: 'Contract Foods Pvt Ltd',
  industry_type: 'Food retail',
  company_size: '11-50',
  website: 'https://contract.example',
  annual_revenue: '1 to 5 cr',
  company_registered: 'yes',
  country: 104,
  state: 1198,
  city: 117,
  full_name: 'Contract Tester',
  job_title: 'Buyer',
  email: 'contract-lead@example.test',
  phone_no: '+919812345678',
  specific_requirements: 'Monthly supply',
  answer1: 'Staples',
};

/** A gift voucher purchase with a fresh txnid. */
function giftVoucher() {
  return {
    amount: 1000,
    sender_name: 'Contract Sender',
    sender_email: 'contract-sender@example.test',
    receiver_name: 'Contract Receiver',
    receiver_email: 'contract-receiver@example.test',
    message: 'Enjoy!',
    txnid: `G${unique()}`,
    recaptcha: '',
  };
}

/** Every /api endpoint's good request and the check of its answer. */
const CONTRACTS: Readonly<Record<string, Contract>> = {
  'GET /api/health': { call: () => call('/api/health'), check: schema(StatusOnly) },
  'GET /api/user/visitor': { call: () => call('/api/user/visitor/') },
  'GET /api/user/meta-tags': { call: () => call('/api/user/meta-tags/?page_url=/shop') },
  'GET /api/captcha/challenge': { call: () => call('/api/captcha/challenge/') },
  'POST /api/user/send-otp': { call: () => call('/api/user/send-otp/', { body: { mobile_no: shopper.user.mobile } }) },
  'POST /api/user/verify-otp': {
    call: async () => {
      const user = await createTestUser(server.db);
      expect((await call('/api/user/send-otp/', { body: { mobile_no: user.mobile } })).status).toBe(200);
      return call('/api/user/verify-otp/', { body: { mobile_no: user.mobile, otp: await lastSmsCode(server.db, user.mobile) } });
    },
  },
  'POST /api/user/signin': {
    call: async () => {
      const { email } = await signedUp();
      return call('/api/user/signin/', { body: { email, password: STRONG_PASSWORD } });
    },
  },
  'POST /api/user/signup': {
    call: () =>
      call('/api/user/signup/', {
        body: {
          email: `signup-${unique()}@example.test`,
          first_name: 'New',
          last_name: 'Customer',
          password: STRONG_PASSWORD,
          confirm_password: STRONG_PASSWORD,
          mobile_no: '6000000001',
          recaptcha: '',
        },
      }),
  },
  'POST /api/user/reset-password': { call: () => call('/api/user/reset-password/', { body: { email: shopper.user.email, recaptcha: '' } }) },
  'POST /api/user/reset-password/:uuid': {
    call: async () => {
      const user = await createTestUser(server.db);
      expect((await call('/api/user/reset-password/', { body: { email: user.email, recaptcha: '' } })).status).toBe(200);
      const { rows } = await server.db.query<{ body: string }>(`SELECT body FROM outbox WHERE channel = 'email' AND "to" = $1 ORDER BY id DESC LIMIT 1`, [user.email]);
      const uuid = /reset-password\/([0-9a-f-]{36})/.exec(rows[0]?.body ?? '')?.[1] ?? '';
      expect(uuid).not.toBe('');
      return call(`/api/user/reset-password/${uuid}/`, { body: { new_password: 'Reset@12345', confirm_password: 'Reset@12345' } });
    },
  },
  'POST /api/user/change-password': {
    call: async () => {
      const { user } = await signedUp();
      return call('/api/user/change-password/', { user, body: { old_password: STRONG_PASSWORD, new_password: 'Changed@123', confirm_password: 'Changed@123' } });
    },
  },
  'GET /api/notifications/preferences': { call: () => asShopper('/api/notifications/preferences/') },
  'PATCH /api/notifications/preferences': { call: () => asShopper('/api/notifications/preferences/', { method: 'PATCH', body: { channel: 'email', granted: true } }) },
  'GET /api/notifications/unsubscribe': {
    call: async () => call(`/api/notifications/unsubscribe/?token=${signUnsubscribe(await unsubscribeKey(server.db), shopper.user.id, 'whatsapp')}`),
  },
  'POST /api/notifications/back-in-stock': {
    call: async () => {
      // Out of stock (the seed's product 1006 is): a wish is taken.
      await server.db.query('UPDATE products SET stock = 0 WHERE id = 1006');
      return asShopper('/api/notifications/back-in-stock/', { body: { product_id: 1006 } });
    },
  },
  'GET /api/user/profile': { call: () => asShopper('/api/user/profile/') },
  'PATCH /api/user/profile': {
    call: () => asShopper('/api/user/profile/', { method: 'PATCH', body: { first_name: 'Test', last_name: 'Buyer', company: 'Contract Co', mobile_no: shopper.user.mobile } }),
  },
  'POST /api/user/deactivate': {
    call: async () => call('/api/user/deactivate/', { user: await createTestUser(server.db), body: {} }),
  },
  'POST /api/user/logout': {
    call: async () => call('/api/user/logout/', { user: await createTestUser(server.db), body: {} }),
  },
  'POST /api/user/logout-all': {
    call: async () => call('/api/user/logout-all/', { user: await createTestUser(server.db), body: {} }),
  },
  'GET /api/user/elite_check': { call: async () => call('/api/user/elite_check/', { user: (await eliteMember()).user }) },
  'GET /api/user/profile_elite_users': {
    call: async () => call('/api/user/profile_elite_users/?page=1&page_size=25', { user: (await eliteMember()).user }),
  },
  'POST /api/get-subscription-payment-link': { call: () => asShopper('/api/get-subscription-payment-link/', { body: { txnid: `L${unique()}` } }) },
  'GET /api/user/get-subscription-payment/:txnid': {
    call: async () => {
      const member = await eliteMember();
      return call(`/api/user/get-subscription-payment/${member.txnid}/`, { user: member.user });
    },
  },
  'POST /api/rating_review/:id': { call: () => asShopper('/api/rating_review/1001/', { body: { rating: 5, review: 'Rich and fragrant', name: 'Test B.' } }) },
  'PATCH /api/staff/reviews/:id': {
    call: async () => {
      const [first] = create((await call('/api/rating_review/1001/')).json, RatingListResponse).reviews;
      return asStaff(`/api/staff/reviews/${first?.id ?? 0}/`, { method: 'PATCH', body: { is_hidden: false } });
    },
  },
  'GET /api/dev/outbox': { call: () => call('/api/dev/outbox') },
  'GET /api/user/address': { call: () => asShopper('/api/user/address/') },
  'GET /api/user/address/:id': { call: () => asShopper(`/api/user/address/${shopper.user.addressId}/`) },
  'POST /api/user/address': { call: () => asShopper('/api/user/address/', { body: ADDRESS }) },
  'PATCH /api/user/address': {
    call: () => asShopper(`/api/user/address/?contact_id=${shopper.user.contactId}`, { method: 'PATCH', body: { ...ADDRESS, address_tags: 'Home' } }),
  },
  'PATCH /api/user/address/:id': {
    call: () => asShopper(`/api/user/address/${shopper.user.addressId}/`, { method: 'PATCH', body: { ...ADDRESS, address_tags: 'Home', is_default: true } }),
  },
  'DELETE /api/user/address/:id': {
    call: async () => {
      const saved = create((await asShopper('/api/user/address/', { body: ADDRESS })).json, AddressSaveResponse);
      return asShopper(`/api/user/address/${saved.data?.id ?? 0}/`, { method: 'DELETE' });
    },
  },
  'GET /api/countries': { call: () => call('/api/countries/?filter_search=ind') },
  'GET /api/states/:countryId': { call: () => call('/api/states/104/') },
  'GET /api/cities/:stateId': { call: () => call('/api/cities/1198') },
  'GET /api/categories': { call: () => call('/api/categories/?list=true') },
  'GET /api/web/products/list': { call: () => call('/api/web/products/list/?prod_search=ghee&category_id=101&ordering=-base_price&page=1') },
  'GET /api/web/product-tags/list': { call: () => call('/api/web/product-tags/list/') },
  'GET /api/web/product-foams/list': { call: () => call('/api/web/product-foams/list/?category_id=101') },
  'GET /api/web/brand/list': { call: () => call('/api/web/brand/list/') },
  'GET /api/web/single/product/:productId': { call: () => asShopper('/api/web/single/product/1001/') },
  'GET /api/rating_review/:productId': { call: () => call('/api/rating_review/1001/?page=2') },
  'GET /api/delivery-options': { call: () => call('/api/delivery-options/') },
  'GET /api/related-other-products': { call: () => call('/api/related-other-products/?product_id=1001') },
  'GET /api/products': { call: () => call('/api/products?categoryID=490') },
  'GET /api/ecommerce/banners': { call: () => call('/api/ecommerce/banners/?sequence=Upper') },
  'GET /api/product-section': { call: () => call('/api/product-section/?type=Product') },
  'GET /api/lower-section': { call: () => call('/api/lower-section/') },
  'GET /api/newarrival/list': { call: () => call('/api/newarrival/list') },
  'GET /api/musttry/list': { call: () => call('/api/musttry/list') },
  'GET /api/bestofalltime/list': { call: () => call('/api/bestofalltime/list') },
  'GET /api/home/blogs': { call: () => call('/api/home/blogs/') },
  'GET /api/statistics-section': { call: () => call('/api/statistics-section/') },
  'GET /api/cart': {
    call: async () => {
      await refillCart();
      return asShopper('/api/cart/');
    },
  },
  'POST /api/cart': { call: () => call('/api/cart/', { body: { pid: 1001, quantity: 1 } }) },
  'PATCH /api/cart/:itemId': { call: async () => asShopper(`/api/cart/${await refillCart()}/`, { method: 'PATCH', body: { quantity: 3 } }) },
  'DELETE /api/cart/:itemId': { call: async () => asShopper(`/api/cart/${await refillCart()}`, { method: 'DELETE' }) },
  'GET /api/validate-voucher-code': {
    call: async () => {
      await refillCart();
      return asShopper('/api/validate-voucher-code/?voucher_code=SOWELCOME10');
    },
  },
  'POST /api/wishlist': { call: () => call('/api/wishlist/', { body: { pid: 1001 } }) },
  'GET /api/listwish': {
    call: async () => {
      await asShopper('/api/wishlist/', { body: { pid: 1002 } });
      return asShopper('/api/listwish/');
    },
  },
  'GET /api/coin_app/wallet_history/:contactId': { call: () => asShopper(`/api/coin_app/wallet_history/${shopper.user.contactId}/?page=1&page_size=20`) },
  'POST /api/coin_app/send_otp': {
    call: async () => {
      await refillCart();
      return asShopper('/api/coin_app/send_otp/', { body: { user_id: shopper.user.contactId, used_coin: 10 } });
    },
  },
  'PATCH /api/coin_app/verify_otp': {
    call: async () => {
      await refillCart();
      expect((await asShopper('/api/coin_app/send_otp/', { body: { user_id: shopper.user.contactId, used_coin: 10 } })).status).toBe(200);
      const otp = await lastSmsCode(server.db, shopper.user.mobile);
      return asShopper('/api/coin_app/verify_otp/', { method: 'PATCH', body: { user_id: shopper.user.contactId, used_coin: 10, otp } });
    },
  },
  'PATCH /api/coin_app/get_user_wallet/:contactId': {
    call: () =>
      asShopper(`/api/coin_app/get_user_wallet/${shopper.user.contactId}/`, {
        method: 'PATCH',
        body: { used_coin: 0, available_coin: 500, new_added_coin: 0, pos_id: 1, company_id: 17, pos_order: shopper.orderNumber, order_id: shopper.orderNumber, website_id: 16 },
      }),
  },
  'POST /api/orders/coin-snapshot': {
    call: () =>
      asShopper('/api/orders/coin-snapshot/', {
        body: { contact_id: shopper.user.contactId, order_id: shopper.orderNumber, total_coin: 500, new_coin: 0, available_coin: 500, used_coin: 0, is_wallet: true },
      }),
  },
  'POST /api/orders': {
    call: async () => {
      await refillCart();
      return asShopper('/api/orders/', { body: { address1: shopper.user.addressId, pay_type: 'COD', udf4: '', udf5: 'Happy Diwali', used_coin: 0, client_key: randomUUID() } });
    },
    status: 201,
  },
  'GET /api/web/orders/list': { call: () => asShopper('/api/web/orders/list/?page=1&page_size=10') },
  'GET /api/orders/:orderId': { call: () => asShopper(`/api/orders/${shopper.orderNumber}`) },
  'POST /api/get-order-payment-link': {
    call: async () => {
      await refillCart();
      return asShopper('/api/get-order-payment-link/', {
        form: { txnid: `C${unique()}`, billing_address: String(shopper.user.addressId), voucherCode: '', is_a_gift: 'true', giftMessage: 'For you', used_coin: '0', amount: '1.00', productinfo: 'Gift' },
      });
    },
  },
  'PATCH /api/edit-order-payment-link': {
    call: () =>
      asShopper('/api/edit-order-payment-link/', {
        method: 'PATCH',
        form: { order_id: shopper.onlineOrderNumber, txnid: `E${unique()}`, amount: '1.00', productinfo: 'SOSE', billing_address: String(shopper.user.addressId) },
      }),
  },
  'POST /api/payments/callback': {
    call: async () => {
      // A payment of its own, so the shopper's open online order stays unpaid for the other calls.
      await refillCart();
      const link = create((await asShopper('/api/get-order-payment-link/', { form: { txnid: `P${unique()}`, billing_address: String(shopper.user.addressId) } })).json, PaymentLinkResponse);
      return callApi(server, '/api/payments/callback', { urlencoded: gatewayCallback(link.payment_url ?? '', SANDBOX_PAYMENTS.salt) });
    },
    check: { redirectTo: /^http:\/\/store\.test\/orders\/SO\d+\?payment=success$/ },
  },
  'GET /api/payments/sandbox/:txnid': { call: () => call(pathAndQuery(shopper.paymentUrl)), check: { contentType: 'text/html' } },
  'GET /api/payments/payu/:txnid': {
    call: async () => {
      // The PayU adapter's page exists only on a server configured for PayU: one on the same database.
      const payu: PaymentSettings = { gateway: 'payu', key: 'CONTRACTKEY', salt: 'contract-salt', payuUrl: 'https://test.payu.in/_payment', payuApiUrl: 'https://test.payu.in/merchant/postservice?form=2' };
      const payuServer = { app: createApp({ db: server.db, config: { ...CONTRACT_CONFIG, payments: payu } }) };
      await refillCart();
      const link = await callApi(payuServer, '/api/get-order-payment-link/', { user: shopper.user, form: { txnid: `U${unique()}`, billing_address: String(shopper.user.addressId) } });
      const url = create(link.json, PaymentLinkResponse).payment_url ?? '';
      expect(new URL(url).pathname).toMatch(/^\/api\/payments\/payu\//);
      return callApi(payuServer, pathAndQuery(url));
    },
    check: { contentType: 'text/html' },
  },
  'GET /api/generate-cart-pdf': {
    call: async () => {
      await refillCart();
      return asShopper('/api/generate-cart-pdf/?logo_url=https://example.test/logo.png');
    },
  },
  'GET /api/accounting/invoice-pdf': { call: () => asShopper(`/api/accounting/invoice-pdf/?source_doc=${shopper.orderNumber}`) },
  'GET /api/subscription-plans-info': { call: () => call('/api/subscription-plans-info/') },
  'POST /api/subscriptions': {
    call: () => asShopper('/api/subscriptions/', { body: { product: SHOPPER_PRODUCT, quantity: 2, delivery_options: 2, discount_percent: 5 } }),
  },
  'GET /api/subscriptions': {
    call: async () => {
      await newSubscription();
      return asShopper(`/api/subscriptions/?product_id=${SHOPPER_PRODUCT}`);
    },
  },
  'PATCH /api/subscriptions/:id': {
    call: async () => asShopper(`/api/subscriptions/${await newSubscription()}/`, { method: 'PATCH', body: { product: SHOPPER_PRODUCT, quantity: 3, delivery_options: 3, active: true } }),
  },
  'POST /api/subscriptions-order': {
    call: async () =>
      asShopper('/api/subscriptions-order/', { body: { subscription_id: await newSubscription(), billing_address: shopper.user.addressId, gst_amount: 0, shipping_amount: 0, udf2: 0 } }),
    status: 201,
  },
  'POST /api/dev/run-subscriptions': {
    call: async () => {
      // A delivery due today, placed by the run.
      const id = await newSubscription();
      await server.db.query('UPDATE subscriptions SET next_delivery_date = $2::date WHERE id = $1', [id, calendarDate()]);
      return call('/api/dev/run-subscriptions', { body: { date: calendarDate() } });
    },
  },
  'POST /api/staff/products/:id/stock': { call: () => asStaff('/api/staff/products/1010/stock', { body: { stock: 40 } }) },
  'POST /api/staff/orders/:orderId/status': {
    call: async () => asStaff(`/api/staff/orders/${await placeOrder()}/status`, { body: { order_status: 'Confirmed', is_invoiced: true } }),
  },
  'GET /api/staff/orders': { call: () => asStaff('/api/staff/orders?status=Pending&page=1&page_size=20') },
  // Fulfilment: an order to pack, shipping, restocking a returned order, the slip and label, the pick list.
  'GET /api/staff/orders/:orderId': { call: () => asStaff(`/api/staff/orders/${shopper.orderNumber}`) },
  'PUT /api/staff/orders/:orderId/shipment': { call: async () => shipped(await placeOrder()) },
  'POST /api/staff/orders/:orderId/restock': {
    call: async () => {
      const orderId = await placeOrder();
      expect((await shipped(orderId)).status).toBe(200);
      expect((await asStaff(`/api/staff/orders/${orderId}/status`, { body: { order_status: 'Returned' } })).status).toBe(200);
      return asStaff(`/api/staff/orders/${orderId}/restock`, { body: {} });
    },
  },
  'GET /api/staff/orders/:orderId/packing-slip.pdf': { call: () => asStaff(`/api/staff/orders/${shopper.orderNumber}/packing-slip.pdf`) },
  'GET /api/staff/pick-list.pdf': { call: () => asStaff(`/api/staff/pick-list.pdf?date=${calendarDate()}`) },
  'GET /api/staff/refunds': {
    call: async () => {
      await paidTwice();
      return asStaff('/api/staff/refunds?status=refunded&page=1&page_size=20');
    },
  },
  'POST /api/staff/refunds/:id/send': { call: async () => asStaff(`/api/staff/refunds/${await paidTwice()}/send`, { body: {} }) },
  'GET /api/staff/orders.csv': { call: () => asStaff('/api/staff/orders.csv?payment=cod&from=2026-01-01&q=so') },
  'GET /api/staff/summary': { call: () => asStaff('/api/staff/summary') },
  // Staff administration: products, reviews, vouchers, customers, staff accounts, leads, the audit log.
  'GET /api/staff/products': { call: () => asStaff('/api/staff/products?search=a&out_of_stock=false&page=1&page_size=20') },
  'PATCH /api/staff/products/:id': { call: () => asStaff(`/api/staff/products/${SHOPPER_PRODUCT}/`, { method: 'PATCH', body: { is_hidden: false } }) },
  'GET /api/staff/reviews': { call: () => asStaff('/api/staff/reviews?hidden=false&page=1&page_size=20') },
  'GET /api/staff/vouchers': { call: () => asStaff('/api/staff/vouchers?page=1&page_size=20') },
  'POST /api/staff/vouchers': {
    call: async () => asOwner('/api/staff/vouchers/', { body: { code: `C${unique()}`.toUpperCase(), kind: 'percent', value: 10, max_discount: 100, min_order: 300, expires_at: '2099-01-31' } }),
    status: 201,
  },
  'PATCH /api/staff/vouchers/:id': {
    call: async () => {
      const { rows } = await server.db.query<{ id: number }>("SELECT id FROM vouchers WHERE kind <> 'gift' ORDER BY id LIMIT 1");
      return asOwner(`/api/staff/vouchers/${rows[0].id}/`, { method: 'PATCH', body: { is_active: true } });
    },
  },
  'GET /api/staff/customers': { call: () => asStaff('/api/staff/customers?search=example&page=1&page_size=20') },
  'GET /api/staff/customers/:id': { call: () => asStaff(`/api/staff/customers/${shopper.user.id}/`) },
  'POST /api/staff/customers/:id/coins': {
    call: () => asOwner(`/api/staff/customers/${shopper.user.id}/coins/`, { body: { coins: 5, reason: 'Contract check' } }),
  },
  'PATCH /api/staff/users/:id': { call: () => asOwner(`/api/staff/users/${staff.id}/`, { method: 'PATCH', body: { is_staff: true } }) },
  'GET /api/staff/audit': { call: () => asStaff('/api/staff/audit?entity=voucher&page=1&page_size=20') },
  'PATCH /api/staff/inquiries/:id': {
    call: async () => {
      await call('/api/inquiries/', { body: INQUIRY });
      return asStaff(`/api/staff/inquiries/${await latestId('inquiries')}/`, { method: 'PATCH', body: { status: 'answered' } });
    },
  },
  'PATCH /api/staff/b2b-leads/:id': {
    call: async () => {
      await call('/api/user/web/b2b/create/', { body: LEAD });
      return asStaff(`/api/staff/b2b-leads/${await latestId('b2b_leads')}/`, { method: 'PATCH', body: { status: 'closed' } });
    },
  },
  'PATCH /api/staff/export-leads/:id': {
    call: async () => {
      await call('/api/user/web/Exportlead/create/', { body: { ...LEAD, annual_revenue: '50_to_100 cr', question1: EXPORT_QUESTIONS[0], answer1: 'Spices' } });
      return asStaff(`/api/staff/export-leads/${await latestId('export_leads')}/`, { method: 'PATCH', body: { status: 'answered' } });
    },
  },
  'PATCH /api/staff/appointments/:id': {
    call: async () => {
      expect((await asShopper('/api/events/', { body: testAppointment(12, { is_taking_medicine: 'yes', type_of_medicine_list: ['Ayurvedic'] }) })).status).toBe(201);
      return asStaff(`/api/staff/appointments/${await latestId('appointments')}/`, { method: 'PATCH', body: { status: 'answered' } });
    },
  },
  // Content
  'GET /api/blogs': { call: () => call('/api/blogs/?page=1&publish_filter=9-2026') },
  'GET /api/blogs/:id': { call: () => call('/api/blogs/3/') },
  'GET /api/events/ecommerce': { call: () => call('/api/events/ecommerce/?status=upcoming_events&category=Online') },
  'GET /api/events/ecommerce/:id': { call: () => call('/api/events/ecommerce/1/') },
  'GET /api/stores': { call: () => call('/api/stores/') },
  'POST /api/staff/blogs': {
    call: () => asStaff('/api/staff/blogs/', { body: { title: 'Contract post', content: '<p>Text</p>', published_at: '2026-01-05T10:00' } }),
    status: 201,
  },
  'PATCH /api/staff/blogs/:id': { call: () => asStaff('/api/staff/blogs/2/', { method: 'PATCH', body: { meta_title: 'Spices | SO Organic Store' } }) },
  'POST /api/staff/events': {
    call: () => asStaff('/api/staff/events/', { body: { title: 'Contract event', category: 'Online', start_datetime: '2030-01-05T10:00', link: 'https://example.test/live' } }),
    status: 201,
  },
  'PATCH /api/staff/events/:id': { call: () => asStaff('/api/staff/events/2/', { method: 'PATCH', body: { venue: 'Online' } }) },
  'POST /api/staff/stores': {
    call: () => asStaff('/api/staff/stores/', { body: { store_name: 'Contract store', city: 'Surat', state: 1198, work_start_time: '09:00', work_end_time: '18:00' } }),
    status: 201,
  },
  'PATCH /api/staff/stores/:id': { call: () => asStaff('/api/staff/stores/2/', { method: 'PATCH', body: { landmark: 'Near the garden' } }) },
  'PUT /api/staff/content-pages/:slug': {
    call: () => asStaff('/api/staff/content-pages/shipping-policy/', { method: 'PUT', body: { title: 'Shipping Policy', content: '<h2>Delivery</h2><p>Within India only.</p>' } }),
  },
  'GET /api/content-pages/:slug': {
    call: async () => {
      await asStaff('/api/staff/content-pages/faq/', { method: 'PUT', body: { title: 'FAQ', content: '<h2>Orders</h2><p>Answers.</p>' } });
      return call('/api/content-pages/faq/');
    },
  },
  // Enquiries
  'POST /api/inquiries': { call: () => call('/api/inquiries/', { body: INQUIRY }), status: 201 },
  'POST /api/user/web/b2b/create': { call: () => call('/api/user/web/b2b/create/', { body: LEAD }), status: 201 },
  'POST /api/user/web/Exportlead/create': {
    call: () => call('/api/user/web/Exportlead/create/', { body: { ...LEAD, annual_revenue: '50_to_100 cr', question1: EXPORT_QUESTIONS[0], answer1: 'Spices' } }),
    status: 201,
  },
  'GET /api/staff/inquiries': {
    call: async () => {
      await call('/api/inquiries/', { body: INQUIRY });
      return asStaff('/api/staff/inquiries?page=1&page_size=20');
    },
  },
  'GET /api/staff/b2b-leads': {
    call: async () => {
      await call('/api/user/web/b2b/create/', { body: LEAD });
      return asStaff('/api/staff/b2b-leads?page=1&page_size=20');
    },
  },
  'GET /api/staff/export-leads': {
    call: async () => {
      await call('/api/user/web/Exportlead/create/', { body: { ...LEAD, annual_revenue: '1_to_5_cr', country: 85, state: null, city: null, phone_no: '+4930123456' } });
      return asStaff('/api/staff/export-leads?page=1&page_size=20');
    },
  },
  // Vaidya appointments
  'GET /api/online_appointment_slots': { call: () => call('/api/online_appointment_slots/') },
  'POST /api/events': { call: () => asShopper('/api/events/', { body: testAppointment(10, { is_taking_medicine: 'yes', type_of_medicine_list: ['Ayurvedic'] }) }), status: 201 },
  'GET /api/staff/appointments': {
    call: async () => {
      expect((await asShopper('/api/events/', { body: testAppointment(11, { is_taking_medicine: 'yes', type_of_medicine_list: ['Ayurvedic'] }) })).status).toBe(201);
      return asStaff(`/api/staff/appointments?page=1&page_size=20&from=${calendarDate()}`);
    },
  },
  // Gift vouchers: a visitor's payment link; its callback is POST /api/payments/callback's.
  'POST /api/getvoucgerpaymentlink': { call: () => call('/api/getvoucgerpaymentlink/', { body: giftVoucher() }) },
  'GET /api/staff/gift-vouchers': {
    call: async () => {
      // One paid (with its voucher) and one unpaid purchase.
      const paid = await call('/api/getvoucgerpaymentlink/', { body: giftVoucher() });
      const url = String(paid.json.data);
      expect((await callApi(server, '/api/payments/callback', { urlencoded: gatewayCallback(url, SANDBOX_PAYMENTS.salt) })).status).toBe(303);
      expect((await call('/api/getvoucgerpaymentlink/', { body: giftVoucher() })).status).toBe(200);
      return asStaff('/api/staff/gift-vouchers?page=1&page_size=20');
    },
  },
  // The dashboard's content lists: published or not.
  'GET /api/staff/blogs': { call: () => asStaff('/api/staff/blogs?page=1&page_size=20') },
  'GET /api/staff/events': { call: () => asStaff('/api/staff/events?page=1&page_size=20') },
  'GET /api/staff/stores': { call: () => asStaff('/api/staff/stores?page=1&page_size=20') },
  // Partners and the cart handoff.
  'GET /api/partners/:code': { call: () => call('/api/partners/DEMO/') },
  'POST /api/handoff': { call: () => asShopper('/api/handoff/', { body: {} }) },
  'POST /api/handoff/redeem': {
    call: async () => {
      const made = create((await asShopper('/api/handoff/', { body: {} })).json, HandoffResponse);
      return call('/api/handoff/redeem/', { visitor: await server.newVisitor(), body: { token: made.data.token } });
    },
  },
  'POST /api/handoff/confirm': {
    call: async () => {
      // The shopper's handoff redeemed on a logged-out store page, whose shopper then confirms the login.
      const made = create((await asShopper('/api/handoff/', { body: {} })).json, HandoffResponse);
      const visitor = await server.newVisitor();
      const redeemed = create((await call('/api/handoff/redeem/', { visitor, body: { token: made.data.token } })).json, HandoffRedeemResponse);
      return call('/api/handoff/confirm/', { visitor, body: { confirmation: redeemed.data.pending_login?.confirmation ?? '' } });
    },
  },
};

/** The entries of the endpoint table by the key the app registers them under (`PATCH /api/cart/:itemId`). */
const TABLE = new Map<string, { name: string; entry: TableEntry }>(
  endpointList().map(({ name, endpoint: entry }) => [endpointShape(tableEntryKey(entry)), { name, entry }]),
);

/** How an answer of an entry of the table is judged: its file's media type, else its answer schema at `status`. */
function checkOf(entry: TableEntry, status = 200): Check {
  return entry.file ? { contentType: entry.file } : schema(entry.answer, status);
}

describe('contract: every /api endpoint answers what @so/contract says', () => {
  it('registers every entry of the endpoint table, by its method and path', () => {
    const registered = new Set(apiEndpoints(server.app).map((endpoint) => endpointShape(endpointKey(endpoint))));
    expect([...TABLE].filter(([key]) => !registered.has(key)).map(([, { name }]) => name)).toEqual([]);
  });

  it('has a contract entry for every endpoint of app.routes (and none for endpoints that are gone)', () => {
    // Matched by shape (`POST /api/rating_review/:`): a renamed path parameter is the same endpoint.
    const registered = apiEndpoints(server.app).map(endpointKey);
    const registeredShapes = new Set(registered.map(endpointShape));
    const contractShapes = new Set(Object.keys(CONTRACTS).map(endpointShape));
    expect(registered.length).toBeGreaterThan(60);
    expect(registered.filter((key) => !contractShapes.has(endpointShape(key))), 'endpoints without an entry in CONTRACTS').toEqual([]);
    expect(Object.keys(CONTRACTS).filter((key) => !registeredShapes.has(endpointShape(key))), 'entries for endpoints that no longer exist').toEqual([]);
    const onTable = (key: string) => TABLE.has(endpointShape(key));
    expect(Object.keys(CONTRACTS).filter((key) => onTable(key) === (CONTRACTS[key].check !== undefined)), 'a check of its own for an endpoint of the table, or none off it').toEqual([]);
  });

  for (const [key, contract] of Object.entries(CONTRACTS)) {
    it(key, async () => {
      const listed = TABLE.get(endpointShape(key));
      const check = contract.check ?? (listed ? checkOf(listed.entry, contract.status) : undefined);
      if (!check) throw new Error(`${key} is off the endpoint table and judges its answer with no check`);
      const result = await contract.call();
      const type = result.headers.get('Content-Type') ?? '';
      if ('json' in check) {
        expect(result.status, JSON.stringify(result.json)).toBe(check.status ?? 200);
        expect(type).toContain('application/json');
        if ('status' in result.json) expect(result.json.status).toBe(true);
        check.json(result.json);
      } else if ('contentType' in check) {
        expect(result.status).toBe(200);
        expect(type).toContain(check.contentType);
      } else {
        expect(result.status).toBe(303);
        expect(result.headers.get('Location') ?? '').toMatch(check.redirectTo);
      }
    });
  }
});
