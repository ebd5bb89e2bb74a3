/**
 * The real client against the real server: every entry of the endpoint table (@so/contract
 * ENDPOINTS) called through `createApi` (its fetch going straight to the app), once with good
 * input (the answer validated by the entry's schema, as the client always does) and once with bad
 * input (the client's ApiError with the server's status and message). The last test fails when
 * an entry of the table was not called.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApi, type Api } from '@so/api';
import { staffApi, type LeadKind, type StaffApi } from '@so/api/staff';
import {
  ANSWER,
  calendarDate,
  COMPANY_ID,
  CONTENT,
  EXPORT_QUESTIONS,
  formatAppointmentStart,
  GIFT_PACKING_CATEGORY_ID,
  HEADER_COMPANY_ID,
  HEADER_VISITOR_ID,
  MSG,
  parseAppointmentStart,
  pathMatches,
  SORT_OPTIONS,
  type B2bLeadInput,
  type ExportLeadInput,
  type GiftVoucherInput,
  type InquiryInput,
} from '@so/contract';
import { ENDPOINTS, endpointList } from '@so/contract/endpoints';
import { seedDemoPartner } from './partners/partners.ts';
import { signUnsubscribe, unsubscribeKey } from './notify/preferences.ts';
import { SEED_IDS } from './seed/seed.ts';
import {
  callApi,
  createTestServer,
  createTestShopper,
  createTestStaff,
  createTestUser,
  fillCart,
  lastSmsCode,
  outboxTo,
  SHOPPER_PRODUCT,
  testAppointment,
  type TestServer,
  type TestShopper,
  type TestUser,
} from './testing.ts';

/** An entry's name in the table: `cart.addToCart`. */
type EntryName = { [R in keyof typeof ENDPOINTS]: `${R}.${keyof (typeof ENDPOINTS)[R] & string}` }[keyof typeof ENDPOINTS];

interface Case {
  /** A call with good input; it throws (failing the test) if the client refuses the answer. */
  good: () => Promise<void>;
  /** A call with bad input: the ApiError it must end in. */
  bad: () => Promise<unknown>;
  refused: { status: number; message?: string };
}

const BASE = 'http://store.test/api';

let server: TestServer;
let shopper: TestShopper;
let visitor: string;
/** Every request the clients sent: method and path below the API base. */
const sent: { method: string; path: string }[] = [];

/** A client whose fetch goes straight to the app (as from this machine), recording each request. */
function client(session: { visitor?: string | null; token?: string | null; companyId?: number } = {}): Api {
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    sent.push({ method: request.method, path: new URL(request.url).pathname.slice('/api'.length) });
    return Promise.resolve(server.app.fetch(request, { incoming: { socket: { remoteAddress: '127.0.0.1' } } }));
  };
  return createApi({
    baseURL: BASE,
    companyId: session.companyId,
    fetch,
    visitorId: () => session.visitor ?? null,
    knownVisitorId: () => session.visitor ?? null,
    token: () => session.token ?? null,
  });
}

/** No visitor id, no session. */
let nobody: Api;
/** A visitor with an id, not logged in. */
let guest: Api;
/** A customer with an address, coins, a cart line and orders (createTestShopper). */
let customer: Api;
/** A client of another company (its Company-Id refused): the bad input of calls that take none. */
let otherCompany: Api;
/** A staff member's login (the content pages' raw calls). */
let staffUser: TestUser;
const OTHER_COMPANY = COMPANY_ID + 1;
const otherCompanyRefused = { status: 400, message: ANSWER.companyIdMustBe(HEADER_COMPANY_ID, COMPANY_ID) };

beforeAll(async () => {
  server = await createTestServer();
  [shopper, visitor, staffUser] = await Promise.all([createTestShopper(server), server.newVisitor(), createTestStaff(server.db)]);
  nobody = client();
  otherCompany = client({ visitor, companyId: OTHER_COMPANY });
  guest = client({ visitor });
  customer = client({ visitor, token: shopper.user.token });
  await staffSessions();
});
afterAll(async () => {
  await server?.close();
});

/** The shopper's cart back to one line of 2 × SHOPPER_PRODUCT; answers the line's id. */
async function refillCart(): Promise<number> {
  await fillCart(server.db, shopper.user.id, [{ productId: SHOPPER_PRODUCT, quantity: 2 }]);
  const { rows } = await server.db.query<{ id: number }>("SELECT id FROM cart_items WHERE owner_kind = 'user' AND owner_id = $1 AND product_id = $2", [
    String(shopper.user.id),
    SHOPPER_PRODUCT,
  ]);
  return rows[0].id;
}

const MISSING_ID = 2_000_000_000;
const INDIA = 104;
const GUJARAT = 1198;

/** The good and bad call of an endpoint that takes no input (its bad input: another company's id). */
function noInput(good: (api: Api) => Promise<{ status: boolean }>): Case {
  return {
    good: async () => {
      expect((await good(guest)).status).toBe(true);
    },
    bad: () => good(otherCompany),
    refused: otherCompanyRefused,
  };
}

// ─── The staff's entries (endpoints/staff/) ──────────────────────────────

/** A staff member's, a superuser's and a customer's calls of `staffApi`. */
let staff: StaffApi;
let superuser: StaffApi;
let customerAsStaff: StaffApi;
/** The staff member's user id. */
let memberId: number;

async function staffSessions(): Promise<void> {
  const [member, boss] = await Promise.all([createTestStaff(server.db), createTestUser(server.db)]);
  await server.db.query('UPDATE users SET is_superuser = true WHERE id = $1', [boss.id]);
  memberId = member.id;
  staff = staffApi(client({ token: member.token }));
  superuser = staffApi(client({ token: boss.token }));
  customerAsStaff = staffApi(customer);
}

/** The id of the shopper's order `orderNumber` (the database's, not the order number). */
async function orderRowId(orderNumber: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM orders WHERE order_id = $1', [orderNumber]);
  return rows[0].id;
}

/** A captured payment of the shopper's online order and a refund due of it; answers the refund's id. */
async function refundDue(): Promise<number> {
  const orderId = await orderRowId(shopper.onlineOrderNumber);
  const txnid = `API${orderId}X${Date.now()}`;
  await server.db.query(
    "INSERT INTO payments (txnid, order_id, user_id, amount_paise, gateway, status, gateway_payment_id) VALUES ($1, $2, $3, 10000, 'sandbox', 'refund', 'api1')",
    [txnid, orderId, shopper.user.id],
  );
  const { rows } = await server.db.query<{ id: number }>("INSERT INTO refunds (txnid, order_id, amount_paise, reason) VALUES ($1, $2, 10000, 'duplicate') RETURNING id", [
    txnid,
    orderId,
  ]);
  return rows[0].id;
}

/** The id of the newest record of a lead list. */
async function newestLead(table: 'inquiries' | 'b2b_leads' | 'export_leads' | 'appointments'): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id DESC LIMIT 1`);
  return rows[0].id;
}

/** A list's good page and its refused page size. */
function listCase(list: (query: { page_size?: number }) => Promise<{ page: number }>): Case {
  return {
    good: async () => {
      const answer = await list({ page_size: 1 });
      expect(answer.page).toBe(1);
    },
    bad: () => list({ page_size: 0 }),
    refused: { status: 400 },
  };
}

/**
 * A lead's status set to answered (the lead made by `make`, as a shopper's form sends it, in
 * `table`), and one of a record that does not exist.
 */
function leadCase(kind: LeadKind, table: 'inquiries' | 'b2b_leads' | 'export_leads' | 'appointments', make: () => Promise<unknown>): Case {
  return {
    good: async () => {
      await make();
      const id = await newestLead(table);
      const answer = await staff.setLeadStatus(kind, id, 'answered');
      expect(answer.data).toEqual({ id, status: 'answered' });
    },
    bad: () => staff.setLeadStatus(kind, MISSING_ID, 'closed'),
    refused: { status: 404, message: ANSWER.leadNotFound },
  };
}

/** A content record's create and edit bodies. */
const BLOG = { title: 'Ghee in winter', content: '<p>Warm and good.</p>', is_published: false };
const EVENT = { title: 'Ayurveda talk', category: 'Online', start_datetime: '2030-01-10T10:00:00+05:30', description: '<p>Talk.</p>', is_published: false };
const STORE = { store_name: 'Test store', address_line_1: '1 Test Street', city: 'Ahmedabad', postal_code: '380001', is_published: false };

type StaffEntryName = Extract<EntryName, `staff${string}`>;

/** A new shopper's cash-on-delivery order, confirmed by staff (and shipped when asked): its number. */
async function confirmedOrder(options: { shipped?: boolean } = {}): Promise<string> {
  const { orderNumber } = await createTestShopper(server);
  await staff.orderStatus(orderNumber, { order_status: 'Confirmed' });
  if (options.shipped) await staff.ship(orderNumber, { courier: 'Delhivery', awb: `AWB${Date.now()}`, weight_grams: 750 });
  return orderNumber;
}

const STAFF_CASES: Record<StaffEntryName, Case> = {
  'staffOrders.summary': {
    good: async () => {
      const answer = await staff.summary();
      expect(answer.status).toBe(true);
    },
    bad: () => customerAsStaff.summary(),
    refused: { status: 403, message: ANSWER.staffOnly },
  },
  'staffOrders.orders': {
    good: async () => {
      const answer = await staff.orders({ q: shopper.orderNumber });
      expect(answer.data.map((order) => order.order_id)).toEqual([shopper.orderNumber]);
    },
    bad: () => staff.orders({ page_size: 0 }),
    refused: { status: 400 },
  },
  'staffOrders.ordersCsv': {
    good: async () => {
      const csv = await (await staff.ordersCsv({ q: shopper.orderNumber })).text();
      expect(csv).toContain(shopper.orderNumber);
    },
    bad: () => staff.ordersCsv({ from: 'not a day' }),
    refused: { status: 400 },
  },
  'staffOrders.orderStatus': {
    good: async () => {
      const answer = await staff.orderStatus(shopper.orderNumber, { order_status: 'Confirmed' });
      expect(answer.data.order_status).toBe('Confirmed');
    },
    bad: () => staff.orderStatus(shopper.orderNumber, {}),
    refused: { status: 400, message: ANSWER.nothingToChange },
  },
  'staffOrders.refunds': {
    good: async () => {
      const id = await refundDue();
      const answer = await staff.refunds({ order: shopper.onlineOrderNumber.toLowerCase() });
      expect(answer.data.map((refund) => refund.id)).toContain(id);
    },
    bad: () => staff.refunds({ page: 0 }),
    refused: { status: 400 },
  },
  'staffOrders.sendRefund': {
    good: async () => {
      const id = await refundDue();
      const answer = await staff.sendRefund(id);
      expect(answer.data.id).toBe(id);
    },
    bad: () => staff.sendRefund(MISSING_ID),
    refused: { status: 404, message: ANSWER.refundNotFound },
  },
  'staffFulfilment.order': {
    good: async () => {
      const answer = await staff.order(shopper.orderNumber.toLowerCase());
      expect(answer.data).toMatchObject({ order_id: shopper.orderNumber, payment: 'cod' });
      expect(answer.data.lines.map((line) => line.product_id)).toEqual([SHOPPER_PRODUCT]);
    },
    bad: () => customerAsStaff.order(shopper.orderNumber),
    refused: { status: 403, message: ANSWER.staffOnly },
  },
  'staffFulfilment.ship': {
    good: async () => {
      const orderNumber = await confirmedOrder();
      const answer = await staff.ship(orderNumber, { courier: 'Blue Dart', awb: 'bd-1234567', weight_grams: '1200', boxes: 2 });
      expect(answer.data).toMatchObject({ order_id: orderNumber, order_status: 'Dispatched', shipment: { courier: 'Blue Dart', awb: 'BD-1234567', weight_grams: 1200, boxes: 2 } });
    },
    bad: () => staff.ship(shopper.orderNumber, { courier: 'Blue Dart', awb: 'no', weight_grams: 500 }),
    refused: { status: 400, message: ANSWER.awbInvalid },
  },
  'staffFulfilment.restock': {
    good: async () => {
      const orderNumber = await confirmedOrder({ shipped: true });
      await staff.orderStatus(orderNumber, { order_status: 'Returned' });
      const answer = await staff.restock(orderNumber);
      expect(answer.data.lines.map((line) => [line.product_id, line.quantity])).toEqual([[SHOPPER_PRODUCT, 2]]);
    },
    bad: () => staff.restock(shopper.orderNumber),
    refused: { status: 409, message: ANSWER.restockNotReturned },
  },
  'staffFulfilment.packingSlip': {
    good: async () => {
      expect(await fileStart(await staff.packingSlipPdf(shopper.orderNumber))).toBe('%PDF');
    },
    bad: () => staff.packingSlipPdf('SO999999999'),
    refused: { status: 404, message: MSG.orderNotFound },
  },
  'staffFulfilment.pickList': {
    good: async () => {
      expect(await fileStart(await staff.pickListPdf(calendarDate()))).toBe('%PDF');
    },
    bad: () => staff.pickListPdf('2026-02-30'),
    refused: { status: 400, message: ANSWER.mustBeDate('date') },
  },
  'staffCatalogue.products': {
    good: async () => {
      const answer = await staff.products({ search: 'a', page_size: 5 });
      expect(answer.data.length).toBeGreaterThan(0);
    },
    bad: () => staff.products({ page_size: 0 }),
    refused: { status: 400 },
  },
  'staffCatalogue.setStock': {
    good: async () => {
      const answer = await staff.setStock(SHOPPER_PRODUCT, 1_000_000);
      expect(answer.message).toBe(ANSWER.stockUpdated);
    },
    bad: () => staff.setStock(SHOPPER_PRODUCT, -1),
    refused: { status: 400 },
  },
  'staffCatalogue.updateProduct': {
    good: async () => {
      const answer = await staff.updateProduct(SHOPPER_PRODUCT, { is_hidden: false });
      expect(answer.data.is_hidden).toBe(false);
    },
    bad: () => staff.updateProduct(SHOPPER_PRODUCT, { selling_price: 1 }),
    refused: { status: 403, message: ANSWER.superuserOnly },
  },
  'staffCatalogue.reviews': {
    good: async () => {
      const answer = await staff.reviews({ page_size: 1 });
      expect(answer.page).toBe(1);
    },
    bad: () => staff.reviews({ page_size: 0 }),
    refused: { status: 400 },
  },
  'staffCatalogue.setReviewHidden': {
    good: async () => {
      await customer.writeReview(SHOPPER_PRODUCT, { rating: 5, review: 'Good oil, fresh and pure.' });
      const [review] = (await staff.reviews({ product: SHOPPER_PRODUCT, page_size: 1 })).data;
      const answer = await staff.setReviewHidden(review.id, false);
      expect(answer.message).toBe(ANSWER.reviewShown);
    },
    bad: () => staff.setReviewHidden(MISSING_ID, true),
    refused: { status: 404, message: ANSWER.reviewNotFound },
  },
  'staffVouchers.vouchers': listCase((query) => staff.vouchers(query)),
  'staffVouchers.createVoucher': {
    good: async () => {
      const answer = await superuser.createVoucher({ code: `API${Date.now()}`, kind: 'flat', value: '50' });
      expect(answer).toMatchObject({ message: ANSWER.voucherCreated, data: { value: 50, state: 'active' } });
    },
    bad: () => staff.createVoucher({ code: `API${Date.now()}`, kind: 'flat', value: 50 }),
    refused: { status: 403, message: ANSWER.superuserOnly },
  },
  'staffVouchers.setVoucherActive': {
    good: async () => {
      const created = await superuser.createVoucher({ code: `APIP${Date.now()}`, kind: 'percent', value: 10 });
      const answer = await superuser.setVoucherActive(created.data.id, false);
      expect(answer).toMatchObject({ message: ANSWER.voucherPaused, data: { state: 'paused' } });
    },
    bad: () => superuser.setVoucherActive(MISSING_ID, true),
    refused: { status: 404, message: ANSWER.voucherNotFound },
  },
  'staffGiftVouchers.giftVouchers': listCase((query) => staff.giftVouchers(query)),
  'staffCustomers.customers': {
    good: async () => {
      const answer = await staff.customers({ search: shopper.user.email });
      expect(answer.data.map((row) => row.id)).toEqual([shopper.user.id]);
    },
    bad: () => staff.customers({ page_size: 0 }),
    refused: { status: 400 },
  },
  'staffCustomers.customer': {
    good: async () => {
      const answer = await staff.customer(shopper.user.id);
      expect(answer.data.orders.map((order) => order.order_id)).toContain(shopper.orderNumber);
    },
    bad: () => staff.customer(MISSING_ID),
    refused: { status: 404, message: ANSWER.customerNotFound },
  },
  'staffCustomers.adjustCoins': {
    good: async () => {
      const before = (await staff.customer(shopper.user.id)).data.customer.coin_balance;
      const answer = await superuser.adjustCoins(shopper.user.id, { coins: '5', reason: 'Goodwill' });
      expect(answer.data.coin_balance).toBe(before + 5);
    },
    bad: () => staff.adjustCoins(shopper.user.id, { coins: 5, reason: 'Goodwill' }),
    refused: { status: 403, message: ANSWER.superuserOnly },
  },
  'staffCustomers.setStaff': {
    good: async () => {
      const answer = await superuser.setStaff(memberId, true);
      expect(answer.data).toMatchObject({ id: memberId, is_staff: true });
    },
    bad: () => superuser.setStaff(MISSING_ID, true),
    refused: { status: 404, message: ANSWER.userNotFound },
  },
  'staffEnquiries.inquiries': listCase((query) => staff.inquiries(query)),
  'staffEnquiries.b2bLeads': listCase((query) => staff.b2bLeads(query)),
  'staffEnquiries.exportLeads': listCase((query) => staff.exportLeads(query)),
  'staffEnquiries.setInquiryStatus': leadCase('inquiries', 'inquiries', () => guest.inquiry(INQUIRY)),
  'staffEnquiries.setB2bLeadStatus': leadCase('b2b-leads', 'b2b_leads', () => guest.b2bLead(LEAD)),
  'staffEnquiries.setExportLeadStatus': leadCase('export-leads', 'export_leads', () => guest.exportLead(EXPORT_LEAD)),
  'staffAppointments.appointments': listCase((query) => staff.appointments(query)),
  'staffAppointments.setAppointmentStatus': leadCase('appointments', 'appointments', () => customer.bookAppointment(testAppointment(10))),
  'staffContent.blogs': listCase((query) => staff.blogs(query)),
  'staffContent.events': listCase((query) => staff.events(query)),
  'staffContent.stores': listCase((query) => staff.stores(query)),
  'staffContent.createBlog': {
    good: async () => {
      const answer = await staff.createBlog(BLOG);
      expect(answer).toMatchObject({ message: ANSWER.blogSaved, data: { title: BLOG.title } });
    },
    bad: () => staff.createBlog({ ...BLOG, title: '' }),
    refused: { status: 400 },
  },
  'staffContent.updateBlog': {
    good: async () => {
      const created = await staff.createBlog(BLOG);
      const answer = await staff.updateBlog(created.data.id, { title: 'Ghee in summer' });
      expect(answer.data.title).toBe('Ghee in summer');
    },
    bad: () => staff.updateBlog(MISSING_ID, { title: 'Ghee in summer' }),
    refused: { status: 404, message: ANSWER.blogNotFound },
  },
  'staffContent.createEvent': {
    good: async () => {
      const answer = await staff.createEvent(EVENT);
      expect(answer).toMatchObject({ message: ANSWER.eventSaved, data: { title: EVENT.title } });
    },
    bad: () => staff.createEvent({ ...EVENT, start_datetime: 'soon' }),
    refused: { status: 400 },
  },
  'staffContent.updateEvent': {
    good: async () => {
      const created = await staff.createEvent(EVENT);
      const answer = await staff.updateEvent(created.data.id, { title: 'Ayurveda evening' });
      expect(answer.data.title).toBe('Ayurveda evening');
    },
    bad: () => staff.updateEvent(MISSING_ID, { title: 'Ayurveda evening' }),
    refused: { status: 404, message: ANSWER.eventNotFound },
  },
  'staffContent.createStore': {
    good: async () => {
      const answer = await staff.createStore(STORE);
      expect(answer).toMatchObject({ message: ANSWER.storeSaved, data: { store_name: STORE.store_name } });
    },
    bad: () => staff.createStore({ ...STORE, store_name: '' }),
    refused: { status: 400 },
  },
  'staffContent.updateStore': {
    good: async () => {
      const created = await staff.createStore(STORE);
      const answer = await staff.updateStore(created.data.id, { store_name: 'Test store two' });
      expect(answer.data.store_name).toBe('Test store two');
    },
    bad: () => staff.updateStore(MISSING_ID, { store_name: 'Test store two' }),
    refused: { status: 404, message: ANSWER.storeNotFound },
  },
  'staffContent.saveContentPage': {
    good: async () => {
      const answer = await staff.saveContentPage('about-us', { title: 'About us', content: '<p>Since 1990.</p>', is_published: false });
      expect(answer.message).toBe(ANSWER.pageSaved);
    },
    bad: () => staff.saveContentPage('about-us', { title: 'About us', content: '<script>x</script>', is_published: false }),
    refused: { status: 400 },
  },
  'staffAudit.audit': {
    good: async () => {
      const before = (await staff.audit({ page_size: 1 })).count;
      await superuser.createVoucher({ code: `APIA${Date.now()}`, kind: 'flat', value: 20 });
      const answer = await staff.audit({ page_size: 1 });
      expect(answer.count).toBe(before + 1);
    },
    bad: () => staff.audit({ page_size: 0 }),
    refused: { status: 400 },
  },
};

// ─── The shopper's coins, orders, payments, subscriptions and documents ───────

/** The text a file answer starts with: `%PDF` for a PDF. */
const fileStart = async (file: Blob): Promise<string> => new TextDecoder().decode(await file.slice(0, 4).arrayBuffer());

/** A new weekly subscription of the shopper to SHOPPER_PRODUCT: its id. */
async function newSubscription(): Promise<number> {
  const made = await customer.createSubscription({ product: SHOPPER_PRODUCT, quantity: 1, delivery_options: 1 });
  return made.data?.id ?? 0;
}

type OrderingEntryName = Extract<EntryName, `${'coins' | 'orders' | 'payments' | 'subscriptions' | 'documents'}.${string}`>;

const ORDERING_CASES: Record<OrderingEntryName, Case> = {
  'coins.walletHistory': {
    good: async () => {
      const answer = await customer.walletHistory(shopper.user.contactId, { page: 1, page_size: 20 });
      expect(answer.available_coin).toBeGreaterThan(0);
    },
    bad: () => customer.walletHistory(shopper.user.contactId + 1),
    refused: { status: 403, message: ANSWER.notYourWallet },
  },
  'coins.sendCoinOtp': {
    good: async () => {
      await refillCart();
      const answer = await customer.sendCoinOtp(shopper.user.contactId, 10);
      expect(answer.message).toBe(ANSWER.coinOtpSent);
    },
    bad: () => customer.sendCoinOtp(shopper.user.contactId, 0),
    refused: { status: 400, message: MSG.coinsGreaterThanZero },
  },
  'coins.verifyCoinOtp': {
    good: async () => {
      await refillCart();
      await customer.sendCoinOtp(shopper.user.contactId, 10);
      const answer = await customer.verifyCoinOtp(shopper.user.contactId, 10, await lastSmsCode(server.db, shopper.user.mobile));
      expect(answer).toMatchObject({ is_verified: true, used_coin: 10 });
    },
    bad: () => customer.verifyCoinOtp(shopper.user.contactId, 10, 'abc'),
    refused: { status: 400, message: MSG.otpVerificationFailed },
  },
  'coins.updateUserWallet': {
    good: async () => {
      const answer = await customer.updateUserWallet(shopper.user.contactId, shopper.orderNumber);
      expect(answer.message).toBe(MSG.walletUpdated);
    },
    bad: () => customer.updateUserWallet(shopper.user.contactId, 'SO-NOT-MINE'),
    refused: { status: 403, message: ANSWER.notYourOrder },
  },
  'coins.coinSnapshot': {
    good: async () => {
      const answer = await customer.coinSnapshot(shopper.user.contactId, shopper.orderNumber);
      expect(answer.message).toBe(MSG.walletUpdated);
    },
    bad: () => customer.coinSnapshot(shopper.user.contactId + 1, shopper.orderNumber),
    refused: { status: 403, message: ANSWER.notYourWallet },
  },
  'orders.createOrder': {
    good: async () => {
      await refillCart();
      const answer = await customer.createOrder({ address1: shopper.user.addressId, pay_type: 'COD', is_gift: true, client_key: `api-${Date.now()}` });
      expect(answer.message).toBe(MSG.orderPlaced);
      // A gift without a message is still a gift on the order's page.
      expect((await customer.order(answer.data?.order_id ?? '')).data.is_gift).toBe(true);
    },
    bad: () => customer.createOrder({ address1: shopper.user.addressId, pay_type: 'COD', udf5: 'x'.repeat(5000) }),
    refused: { status: 400 },
  },
  'orders.orders': {
    good: async () => {
      const answer = await customer.orders({ page: 1, page_size: 50 });
      expect(answer.data.map((order) => order.order_id)).toContain(shopper.orderNumber);
    },
    bad: () => customer.orders({ page_size: 7 }),
    refused: { status: 400 },
  },
  'orders.order': {
    good: async () => {
      expect((await customer.order(shopper.orderNumber)).data.order_id).toBe(shopper.orderNumber);
    },
    bad: () => customer.order('SO-NO-SUCH-ORDER'),
    refused: { status: 404, message: MSG.orderNotFound },
  },
  'payments.orderPaymentLink': {
    good: async () => {
      await refillCart();
      const answer = await customer.orderPaymentLink({ txnid: `APIL${Date.now()}`, billing_address: shopper.user.addressId, used_coin: 0, is_a_gift: false });
      expect(answer.payment_url).toMatch(/^http/);
    },
    bad: () => customer.orderPaymentLink({ txnid: 'not a txnid!', billing_address: shopper.user.addressId, used_coin: 0, is_a_gift: false }),
    refused: { status: 400, message: ANSWER.badTxnid },
  },
  'payments.editOrderPaymentLink': {
    good: async () => {
      const answer = await customer.editOrderPaymentLink({ order_id: shopper.onlineOrderNumber, txnid: `APIE${Date.now()}` });
      expect(answer.order_id).toBe(shopper.onlineOrderNumber);
    },
    bad: () => customer.editOrderPaymentLink({ order_id: 'SO-NO-SUCH-ORDER', txnid: `APIF${Date.now()}` }),
    refused: { status: 404, message: MSG.orderNotFound },
  },
  'subscriptions.plansInfo': noInput((api) => api.plansInfo()),
  'subscriptions.createSubscription': {
    good: async () => {
      expect(await newSubscription()).toBeGreaterThan(0);
    },
    bad: () => customer.createSubscription({ product: SHOPPER_PRODUCT, quantity: 0, delivery_options: 1 }),
    refused: { status: 400, message: MSG.quantityGreaterThanZero },
  },
  'subscriptions.subscriptions': {
    good: async () => {
      const id = await newSubscription();
      const answer = await customer.subscriptions(SHOPPER_PRODUCT);
      expect((Array.isArray(answer.data) ? answer.data : answer.data.data).map((subscription) => subscription.id)).toContain(id);
    },
    bad: () => nobody.subscriptions(),
    refused: { status: 401 },
  },
  'subscriptions.updateSubscription': {
    good: async () => {
      const answer = await customer.updateSubscription(await newSubscription(), { product: SHOPPER_PRODUCT, quantity: 2, delivery_options: 1, active: true });
      expect(answer.data?.quantity).toBe(2);
    },
    bad: () => customer.updateSubscription(MISSING_ID, { product: SHOPPER_PRODUCT, quantity: 2, delivery_options: 1, active: true }),
    refused: { status: 404, message: MSG.subscriptionNotFound },
  },
  'subscriptions.createSubscriptionOrder': {
    good: async () => {
      const answer = await customer.createSubscriptionOrder({ subscription_id: await newSubscription(), billing_address: shopper.user.addressId });
      expect(answer.message).toBe(MSG.orderPlaced);
    },
    bad: () => customer.createSubscriptionOrder({ subscription_id: MISSING_ID, billing_address: shopper.user.addressId }),
    refused: { status: 404, message: MSG.subscriptionNotFound },
  },
  'documents.cartPdf': {
    good: async () => {
      await refillCart();
      expect(await fileStart(await customer.cartPdf())).toBe('%PDF');
    },
    bad: () => nobody.cartPdf(),
    refused: { status: 400, message: ANSWER.visitorRequired(HEADER_VISITOR_ID) },
  },
  'documents.invoicePdf': {
    good: async () => {
      expect(await fileStart(await customer.invoicePdf(shopper.orderNumber))).toBe('%PDF');
    },
    bad: () => customer.invoicePdf(shopper.onlineOrderNumber),
    refused: { status: 409, message: ANSWER.invoiceNotReady },
  },
};

// ─── The shopper's catalogue, reviews, enquiries, appointments, gift vouchers and partners ───

const INQUIRY: InquiryInput = {
  company: 'Client Foods',
  name: 'Client Tester',
  email: 'client-inquiry@example.test',
  subject: 'Bulk order',
  country: INDIA,
  phone: '+919812345678',
  inquiry_description: 'Please share your prices.',
  recaptcha: '',
};
const LEAD: B2bLeadInput = {
  company_name: 'Client Foods Pvt Ltd',
  industry_type: 'Food retail',
  company_size: '11-50',
  annual_revenue: '1 to 5 cr',
  company_registered: 'yes',
  email: 'client-lead@example.test',
  answer1: 'Staples',
};
const EXPORT_LEAD: ExportLeadInput = { ...LEAD, annual_revenue: '50_to_100 cr', question1: EXPORT_QUESTIONS[0], answer1: 'Spices' };

/** A gift voucher purchase with a fresh txnid. */
const giftVoucher = (): GiftVoucherInput => ({
  amount: 1000,
  sender_name: 'Client Sender',
  sender_email: 'client-sender@example.test',
  receiver_name: 'Client Receiver',
  receiver_email: 'client-receiver@example.test',
  message: 'Enjoy!',
  txnid: `GC${Date.now()}`,
  recaptcha: '',
});

/** A client of a new visitor (its own id, an empty cart, nothing shared yet). */
async function newGuest(): Promise<{ api: Api; visitorId: string }> {
  const visitorId = await server.newVisitor();
  return { api: client({ visitor: visitorId }), visitorId };
}

type ShopperEntryName = Extract<EntryName, `${'catalogue' | 'reviews' | 'enquiries' | 'appointments' | 'giftVouchers' | 'partners'}.${string}`>;

const SHOPPER_CASES: Record<ShopperEntryName, Case> = {
  'catalogue.categories': {
    good: async () => {
      expect((await guest.categories()).data.length).toBeGreaterThan(0);
    },
    bad: () => otherCompany.categories(),
    refused: otherCompanyRefused,
  },
  'catalogue.productList': {
    good: async () => {
      const { data: product } = await guest.product(SHOPPER_PRODUCT);
      const answer = await guest.productList({ prod_search: product.name, page: 1 });
      expect(answer.data.data.map((found) => found.id)).toContain(SHOPPER_PRODUCT);
    },
    bad: () => guest.call(ENDPOINTS.catalogue.productList, { query: { ordering: 'cheapest' } }),
    refused: { status: 400, message: ANSWER.mustBeOneOf('ordering', SORT_OPTIONS.map((option) => option.value)) },
  },
  'catalogue.productTags': noInput((api) => api.productTags()),
  'catalogue.productFoams': {
    good: async () => {
      expect((await guest.productFoams(101)).status).toBe(true);
    },
    bad: () => guest.call(ENDPOINTS.catalogue.productFoams, { query: { category_id: 'oils' } }),
    refused: { status: 400 },
  },
  'catalogue.brands': noInput((api) => api.brands()),
  'catalogue.product': {
    good: async () => {
      expect((await guest.product(SHOPPER_PRODUCT)).data.id).toBe(SHOPPER_PRODUCT);
    },
    bad: () => guest.product(MISSING_ID),
    refused: { status: 404, message: ANSWER.productNotFound },
  },
  'catalogue.deliveryOptions': {
    good: async () => {
      expect((await guest.deliveryOptions()).data.length).toBeGreaterThan(0);
    },
    bad: () => otherCompany.deliveryOptions(),
    refused: otherCompanyRefused,
  },
  'catalogue.relatedProducts': {
    good: async () => {
      const [answer] = (await guest.relatedProducts(SHOPPER_PRODUCT)).RelatedOtherProducts;
      expect(answer.product_details?.id).toBe(SHOPPER_PRODUCT);
    },
    bad: () => guest.relatedProducts(MISSING_ID),
    refused: { status: 404, message: ANSWER.productNotFound },
  },
  'catalogue.giftPacking': {
    good: async () => {
      const { products } = (await guest.giftPacking()).data;
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((product) => product.category_id === GIFT_PACKING_CATEGORY_ID)).toBe(true);
    },
    bad: () => guest.call(ENDPOINTS.catalogue.giftPacking, { query: { categoryID: 'wrapping' } }),
    refused: { status: 400, message: ANSWER.mustBeId('categoryID') },
  },

  'reviews.reviews': {
    good: async () => {
      const [reviews, product] = await Promise.all([guest.reviews(SHOPPER_PRODUCT), guest.product(SHOPPER_PRODUCT)]);
      expect(reviews.product_name).toBe(product.data.name);
    },
    bad: () => guest.reviews(MISSING_ID),
    refused: { status: 404, message: ANSWER.productNotFound },
  },
  'reviews.writeReview': {
    good: async () => {
      const text = 'Fresh and pure, good for cooking every day.';
      await customer.writeReview(SHOPPER_PRODUCT, { rating: 4, review: text });
      // A client of its own: the review list is a shared read the guest may have asked already.
      const { api } = await newGuest();
      expect((await api.reviews(SHOPPER_PRODUCT)).reviews.map((review) => review.review)).toContain(text);
    },
    bad: () => guest.writeReview(SHOPPER_PRODUCT, { rating: 5, review: 'Lovely.' }),
    refused: { status: 401, message: ANSWER.loginRequired },
  },

  'enquiries.inquiry': {
    good: async () => {
      expect((await guest.inquiry(INQUIRY)).message).toBe(MSG.inquirySent);
    },
    bad: () => guest.inquiry({ ...INQUIRY, email: 'not an e-mail' }),
    refused: { status: 400 },
  },
  'enquiries.b2bLead': {
    good: async () => {
      expect((await guest.b2bLead(LEAD)).message).toBe(MSG.dataCreated);
    },
    bad: () => guest.b2bLead({ ...LEAD, company_name: '' }),
    refused: { status: 400 },
  },
  'enquiries.exportLead': {
    good: async () => {
      expect((await guest.exportLead(EXPORT_LEAD)).message).toBe(MSG.dataCreated);
    },
    bad: () => guest.exportLead({ ...EXPORT_LEAD, company_name: '' }),
    refused: { status: 400 },
  },

  'appointments.appointmentSlots': {
    good: async () => {
      expect((await guest.appointmentSlots()).online_appointment_slot.length).toBeGreaterThan(0);
    },
    bad: () => otherCompany.appointmentSlots(),
    refused: otherCompanyRefused,
  },
  'appointments.bookAppointment': {
    good: async () => {
      const body = testAppointment(11);
      const start = parseAppointmentStart(body.start_datetime);
      if (!start) throw new Error(`not a start: ${body.start_datetime}`);
      expect((await customer.bookAppointment(body)).message).toBe(MSG.appointmentBooked(formatAppointmentStart(start), body.mobile));
    },
    bad: () => guest.bookAppointment(testAppointment(12)),
    refused: { status: 401, message: MSG.loginToBook },
  },

  'giftVouchers.giftVoucherLink': {
    good: async () => {
      const body = giftVoucher();
      const answer = await guest.giftVoucherLink(body);
      expect(answer).toMatchObject({ message: ANSWER.paymentLinkCreated, txn_id: body.txnid });
    },
    bad: () => guest.giftVoucherLink({ ...giftVoucher(), amount: 7 }),
    refused: { status: 400 },
  },

  'partners.partner': {
    good: async () => {
      await seedDemoPartner(server.db);
      expect((await guest.partner('demo')).data.code).toBe('DEMO');
    },
    bad: () => guest.partner('NO-SUCH-PARTNER'),
    refused: { status: 404, message: ANSWER.partnerNotFound },
  },
  'partners.createHandoff': {
    good: async () => {
      expect((await guest.createHandoff()).data.token).not.toBe('');
    },
    bad: () => nobody.createHandoff(),
    refused: { status: 400, message: ANSWER.visitorRequired(HEADER_VISITOR_ID) },
  },
  'partners.redeemHandoff': {
    good: async () => {
      // A visitor's cart handed to the store's own page, which has a visitor of its own.
      const [partnerPage, storePage] = await Promise.all([newGuest(), newGuest()]);
      await partnerPage.api.addToCart(SHOPPER_PRODUCT, 1);
      const { token } = (await partnerPage.api.createHandoff()).data;
      expect((await storePage.api.redeemHandoff(token)).data.visitor_id).toBe(storePage.visitorId);
      expect((await storePage.api.cart()).data.cart_items.map((line) => line.product_id)).toEqual([SHOPPER_PRODUCT]);
    },
    bad: () => guest.redeemHandoff('forged.handoff.token'),
    refused: { status: 400, message: MSG.handoffExpired },
  },
  'partners.confirmHandoff': {
    good: async () => {
      // The customer's handoff taken by a logged-out store page, whose shopper then says yes to the login.
      const { token } = (await customer.createHandoff()).data;
      const storePage = await newGuest();
      const pending = (await storePage.api.redeemHandoff(token)).data.pending_login;
      const login = await storePage.api.confirmHandoff(pending?.confirmation ?? '');
      expect(login.data?.email).toBe(shopper.user.email);
    },
    bad: () => guest.confirmHandoff('A'.repeat(43)),
    refused: { status: 400, message: MSG.handoffLoginExpired },
  },
};

// ─── Accounts, addresses and SO Elite (endpoints/account.ts, addresses.ts, elite.ts) ─────

const CLIENT_PASSWORD = 'Client@123';
const AHMEDABAD = 117;
/** An address as the address form sends it, the fields it may leave out left out. */
const CLIENT_ADDRESS = {
  full_name: 'Client Tester',
  mobile: '+919800000042',
  address_line_1: '5 Client Road',
  address_line_2: 'Navrangpura',
  city: AHMEDABAD,
  state: GUJARAT,
  country: INDIA,
  postal_code: '380009',
};
let signups = 0;

/** A client of a new visitor (a login through it takes that visitor's empty cart, no one else's). */
async function newVisitorClient(): Promise<Api> {
  return client({ visitor: await server.newVisitor() });
}

/** A client of a new customer (createTestUser: one default address, no password). */
async function newCustomer(options: { elite?: boolean } = {}): Promise<{ user: TestUser; api: Api }> {
  const user = await createTestUser(server.db, options);
  return { user, api: client({ visitor: await server.newVisitor(), token: user.token }) };
}

/** A customer who signed up and signed in through the client: their e-mail and logged-in client. */
async function signedUp(): Promise<{ email: string; api: Api }> {
  signups += 1;
  const email = `client-${Date.now().toString(36)}${signups}@example.test`;
  const mobile = `6${String((Date.now() * 10 + signups) % 1_000_000_000).padStart(9, '0')}`;
  const fresh = await newVisitorClient();
  await fresh.signup({ email, mobile_no: mobile, first_name: 'Client', last_name: 'Tester', password: CLIENT_PASSWORD, confirm_password: CLIENT_PASSWORD });
  const { data } = await fresh.signin(email, CLIENT_PASSWORD);
  return { email, api: client({ visitor: await server.newVisitor(), token: data?.token }) };
}

const loginRefused = { status: 401, message: ANSWER.loginRequired };

const ACCOUNT_CASES: Record<Extract<EntryName, `account.${string}`>, Case> = {
  'account.visitor': {
    good: async () => {
      expect((await nobody.visitor()).visitor_id).not.toBe('');
    },
    bad: () => otherCompany.visitor(),
    refused: otherCompanyRefused,
  },
  'account.captchaChallenge': {
    good: async () => {
      // The tests' store shows no captcha: the forms leave it out.
      expect((await nobody.captchaChallenge()).provider).toBe('off');
    },
    bad: () => otherCompany.captchaChallenge(),
    refused: otherCompanyRefused,
  },
  'account.sendOtp': {
    good: async () => {
      const { user } = await newCustomer();
      expect((await guest.sendOtp(user.mobile)).message).toBe(ANSWER.otpSent);
    },
    bad: () => guest.sendOtp('12345'),
    refused: { status: 400, message: MSG.mobileTenDigits },
  },
  'account.verifyOtp': {
    good: async () => {
      const { user } = await newCustomer();
      const fresh = await newVisitorClient();
      await fresh.sendOtp(user.mobile);
      const answer = await fresh.verifyOtp(user.mobile, await lastSmsCode(server.db, user.mobile));
      expect(answer.data?.email).toBe(user.email);
    },
    bad: () => guest.verifyOtp(shopper.user.mobile, '12'),
    refused: { status: 400, message: ANSWER.otpFormat },
  },
  'account.signin': {
    good: async () => {
      const { email } = await signedUp();
      expect((await (await newVisitorClient()).signin(email, CLIENT_PASSWORD)).data?.email).toBe(email);
    },
    bad: async () => (await newVisitorClient()).signin(shopper.user.email, 'Wrong@12345'),
    refused: { status: 400, message: ANSWER.badCredentials },
  },
  'account.signup': {
    good: async () => {
      // signedUp() signs up with no captcha solution and signs in.
      const { email, api } = await signedUp();
      expect((await api.profile()).data.email).toBe(email);
    },
    bad: () =>
      guest.signup({ email: 'mismatch@example.test', mobile_no: '6000000001', first_name: 'A', last_name: 'B', password: CLIENT_PASSWORD, confirm_password: 'Other@123' }),
    refused: { status: 400, message: MSG.passwordsDoNotMatch },
  },
  'account.requestPasswordReset': {
    good: async () => {
      expect((await guest.requestPasswordReset(shopper.user.email, '')).message).toBe(ANSWER.resetSent);
    },
    bad: () => guest.requestPasswordReset('not-an-email', ''),
    refused: { status: 400, message: MSG.invalidEmail },
  },
  'account.confirmPasswordReset': {
    good: async () => {
      const { email } = await signedUp();
      await guest.requestPasswordReset(email, '');
      const [mail] = (await outboxTo(server.db, email)).slice(-1);
      const uuid = /reset-password\/([0-9a-f-]{36})/.exec(mail?.body ?? '')?.[1] ?? '';
      expect((await guest.confirmPasswordReset(uuid, 'Reset@12345', 'Reset@12345')).message).toBe(ANSWER.passwordReset);
      expect((await guest.signin(email, 'Reset@12345')).data?.email).toBe(email);
    },
    bad: () => guest.confirmPasswordReset(randomUUID(), 'Reset@12345', 'Reset@12345'),
    refused: { status: 400, message: ANSWER.resetInvalid },
  },
  'account.changePassword': {
    good: async () => {
      const { api } = await signedUp();
      expect((await api.changePassword(CLIENT_PASSWORD, 'Changed@123', 'Changed@123')).message).toBe(ANSWER.passwordChanged);
    },
    bad: async () => (await signedUp()).api.changePassword('Wrong@12345', 'Changed@123', 'Changed@123'),
    refused: { status: 400, message: ANSWER.oldPasswordWrong },
  },
  'account.logout': {
    good: async () => {
      const { api } = await newCustomer();
      expect((await api.logout()).message).toBe(ANSWER.loggedOut);
      await expect(api.profile()).rejects.toThrow(ANSWER.sessionEnded);
    },
    bad: () => nobody.logout(),
    refused: loginRefused,
  },
  'account.logoutAll': {
    good: async () => {
      const { user, api } = await newCustomer();
      const otherDevice = client({ token: user.token });
      expect((await api.logoutAll()).message).toBe(ANSWER.loggedOutEverywhere);
      await expect(otherDevice.profile()).rejects.toThrow(ANSWER.sessionEnded);
    },
    // A device whose session already ended.
    bad: async () => {
      const { api } = await newCustomer();
      await api.logout();
      return api.logoutAll();
    },
    refused: { status: 401, message: ANSWER.sessionEnded },
  },
  'account.metaTags': {
    good: async () => {
      expect((await guest.metaTags('/shop')).status).toBe(true);
    },
    bad: () => otherCompany.metaTags('/shop'),
    refused: otherCompanyRefused,
  },
  'account.profile': {
    good: async () => {
      const { data } = await customer.profile();
      expect(data.email).toBe(shopper.user.email);
      expect(data.addresses.map((address) => address.id)).toContain(shopper.user.addressId);
    },
    bad: () => nobody.profile(),
    refused: loginRefused,
  },
  'account.updateProfile': {
    good: async () => {
      const { api } = await newCustomer();
      // Only the company is sent: the names stay.
      expect((await api.updateProfile({ company: 'Ghee Co' })).data).toEqual({ first_name: 'Test', last_name: 'Buyer' });
      expect((await api.profile()).data.company).toBe('Ghee Co');
    },
    bad: () => customer.updateProfile({ mobile_no: '123' }),
    refused: { status: 400, message: MSG.validMobile },
  },
  'account.deactivate': {
    good: async () => {
      const { api } = await newCustomer();
      expect((await api.deactivate()).message).toBe(ANSWER.deactivated);
      await expect(api.profile()).rejects.toThrow(ANSWER.sessionEnded);
    },
    bad: () => nobody.deactivate(),
    refused: loginRefused,
  },
};

const ADDRESS_CASES: Record<Extract<EntryName, `addresses.${string}`>, Case> = {
  'addresses.addresses': {
    good: async () => {
      expect((await customer.addresses()).data.map((address) => address.id)).toContain(shopper.user.addressId);
    },
    bad: () => nobody.addresses(),
    refused: loginRefused,
  },
  'addresses.address': {
    good: async () => {
      const { data } = await customer.call(ENDPOINTS.addresses.address, { params: { id: shopper.user.addressId } });
      expect(data.id).toBe(shopper.user.addressId);
    },
    bad: async () => (await newCustomer()).api.call(ENDPOINTS.addresses.address, { params: { id: shopper.user.addressId } }),
    refused: { status: 404, message: ANSWER.addressNotFound },
  },
  'addresses.addAddress': {
    good: async () => {
      const { api } = await newCustomer();
      const { message, data } = await api.addAddress(CLIENT_ADDRESS);
      expect(message).toBe(ANSWER.addressSaved);
      expect(data).toMatchObject({ full_name: 'Client Tester', address_tags: 'No tag', is_default: false });
    },
    bad: async () => (await newCustomer()).api.addAddress({ ...CLIENT_ADDRESS, full_name: ' ' }),
    refused: { status: 400, message: MSG.fullNameRequired },
  },
  'addresses.updateContactAddress': {
    good: async () => {
      const { user, api } = await newCustomer();
      const { data } = await api.updateContactAddress(user.contactId, { ...CLIENT_ADDRESS, address_tags: 'Home' });
      expect(data).toMatchObject({ full_name: 'Client Tester', address_tags: 'Home', is_default: true });
    },
    bad: async () => (await newCustomer()).api.updateContactAddress(shopper.user.contactId, CLIENT_ADDRESS),
    refused: { status: 404, message: ANSWER.addressNotFound },
  },
  'addresses.updateAddress': {
    good: async () => {
      const { user, api } = await newCustomer();
      const { data } = await api.updateAddress(user.addressId, { ...CLIENT_ADDRESS, address_tags: 'Office' });
      expect(data).toMatchObject({ id: user.addressId, address_tags: 'Office' });
    },
    bad: async () => (await newCustomer()).api.updateAddress(shopper.user.addressId, CLIENT_ADDRESS),
    refused: { status: 404, message: ANSWER.addressNotFound },
  },
  'addresses.deleteAddress': {
    good: async () => {
      const { api } = await newCustomer();
      const { data } = await api.addAddress(CLIENT_ADDRESS);
      expect((await api.deleteAddress(data?.id ?? MISSING_ID)).message).toBe(ANSWER.addressDeleted);
      expect((await api.addresses()).data.map((address) => address.id)).not.toContain(data?.id);
    },
    bad: async () => (await newCustomer()).api.deleteAddress(shopper.user.addressId),
    refused: { status: 404, message: ANSWER.addressNotFound },
  },
};

const ELITE_CASES: Record<Extract<EntryName, `elite.${string}`>, Case> = {
  'elite.eliteCheck': {
    good: async () => {
      expect((await (await newCustomer({ elite: true })).api.eliteCheck()).is_sose_elite_user).toBe(true);
    },
    bad: () => nobody.eliteCheck(),
    refused: loginRefused,
  },
  'elite.eliteUsers': {
    good: async () => {
      const { count, data } = await (await newCustomer({ elite: true })).api.eliteUsers({ page: 1, page_size: 10 });
      expect([count, data.map((period) => period.is_active)]).toEqual([1, [true]]);
    },
    bad: () => customer.eliteUsers({ page_size: 7 }),
    refused: { status: 400 },
  },
  'elite.subscriptionPaymentLink': {
    good: async () => {
      const txnid = `APIE${Date.now()}`;
      const answer = await customer.subscriptionPaymentLink(txnid);
      expect(answer.txn_id).toBe(txnid);
      expect(answer.payment_url).toMatch(/^https?:\/\//);
    },
    // The shopper's own txnid, asked by someone else.
    bad: async () => (await newCustomer()).api.subscriptionPaymentLink(shopper.eliteTxnid),
    refused: { status: 409, message: ANSWER.txnidTaken },
  },
  'elite.subscriptionPaymentStatus': {
    good: async () => {
      // Not paid yet: `status: false` is the poll's answer, not a failure.
      expect(await customer.subscriptionPaymentStatus(shopper.eliteTxnid)).toMatchObject({ status: false, payment_status: 'pending' });
    },
    bad: async () => (await newCustomer()).api.subscriptionPaymentStatus(shopper.eliteTxnid),
    refused: { status: 404, message: ANSWER.elitePaymentNotFound },
  },
};

// ─── The demo tools (endpoints/demo.ts: demo mode only) ─────────────────

const DEMO_CASES: Record<Extract<EntryName, `demo.${string}`>, Case> = {
  'demo.outbox': {
    good: async () => {
      const { user } = await newCustomer();
      await guest.sendOtp(user.mobile);
      const { data } = await nobody.call(ENDPOINTS.demo.outbox);
      expect(data.map((message) => message.to)).toContain(user.mobile);
    },
    bad: () => otherCompany.call(ENDPOINTS.demo.outbox),
    refused: otherCompanyRefused,
  },
  'demo.runSubscriptions': {
    good: async () => {
      const answer = await guest.call(ENDPOINTS.demo.runSubscriptions, { body: { date: calendarDate() } });
      expect(answer.message).toBe(ANSWER.subscriptionsRun(answer.data.orders.length));
    },
    bad: () => guest.call(ENDPOINTS.demo.runSubscriptions, { body: { date: 'someday' } }),
    refused: { status: 400 },
  },
};

const NOTIFICATION_CASES: Record<Extract<EntryName, `notifications.${string}`>, Case> = {
  'notifications.preferences': {
    good: async () => {
      const answer = await customer.preferences();
      expect(answer.data.consents.map((c) => c.channel)).toEqual(['email', 'sms', 'whatsapp']);
    },
    bad: () => nobody.preferences(),
    refused: { status: 401 },
  },
  'notifications.updatePreferences': {
    good: async () => {
      const answer = await customer.updatePreferences('sms', true);
      expect(answer.message).toBe(MSG.consentSaved('SMS', true));
      expect(answer.data.consents.find((c) => c.channel === 'sms')).toMatchObject({ granted: true, source: 'profile' });
    },
    bad: () => nobody.updatePreferences('sms', true),
    refused: { status: 401 },
  },
  'notifications.unsubscribe': {
    good: async () => {
      const token = signUnsubscribe(await unsubscribeKey(server.db), shopper.user.id, 'sms');
      expect((await nobody.unsubscribe(token)).message).toBe(MSG.unsubscribed('SMS'));
    },
    bad: () => nobody.unsubscribe('u1.1.email.forged'),
    refused: { status: 400, message: MSG.unsubscribeInvalid },
  },
  'notifications.notifyMe': {
    good: async () => {
      const answer = await customer.notifyMe(SEED_IDS.zeroStockProduct);
      expect(answer.data.product_id).toBe(SEED_IDS.zeroStockProduct);
    },
    bad: () => customer.notifyMe(SHOPPER_PRODUCT),
    refused: { status: 400, message: MSG.stockAlertInStock },
  },
};

const CASES: Record<EntryName, Case> = {
  ...NOTIFICATION_CASES,
  ...STAFF_CASES,
  ...DEMO_CASES,
  ...ORDERING_CASES,
  ...SHOPPER_CASES,
  ...ACCOUNT_CASES,
  ...ADDRESS_CASES,
  ...ELITE_CASES,
  'cart.cart': {
    good: async () => {
      await refillCart();
      const answer = await customer.cart();
      expect(answer.data.cart_items.map((line) => [line.product_id, line.quantity])).toEqual([[SHOPPER_PRODUCT, 2]]);
    },
    bad: () => nobody.cart(),
    refused: { status: 400, message: ANSWER.visitorRequired(HEADER_VISITOR_ID) },
  },
  'cart.addToCart': {
    good: async () => {
      const answer = await guest.addToCart(SHOPPER_PRODUCT, 1);
      expect(answer.message).toBe(MSG.addedToCart);
    },
    bad: () => guest.addToCart(SHOPPER_PRODUCT, 0),
    refused: { status: 400 },
  },
  'cart.updateCartItem': {
    good: async () => {
      const answer = await customer.updateCartItem(await refillCart(), 3);
      expect(answer).toMatchObject({ status: true, message: MSG.quantityUpdated });
    },
    bad: async () => customer.updateCartItem(await refillCart(), 0),
    refused: { status: 400, message: MSG.quantityGreaterThanZero },
  },
  'cart.removeCartItem': {
    good: async () => {
      const answer = await customer.removeCartItem(await refillCart());
      expect(answer).toMatchObject({ status: true, message: MSG.productRemovedFromCart, cart_counter: 0 });
    },
    bad: () => customer.removeCartItem(MISSING_ID),
    refused: { status: 404, message: ANSWER.cartItemNotFound },
  },
  'cart.validateVoucher': {
    good: async () => {
      await refillCart();
      const answer = await customer.validateVoucher('SOWELCOME10');
      expect(answer.discount_amt).toBeGreaterThan(0);
    },
    bad: async () => {
      await refillCart();
      return customer.validateVoucher('NO-SUCH-CODE');
    },
    refused: { status: 400 },
  },

  'wishlist.toggleWishlist': {
    good: async () => {
      const answer = await guest.toggleWishlist(SHOPPER_PRODUCT);
      expect(answer.message).toBe(MSG.addedInWishlist);
    },
    bad: () => guest.toggleWishlist(MISSING_ID),
    refused: { status: 404 },
  },
  'wishlist.wishlist': {
    good: async () => {
      const answer = await customer.wishlist();
      expect(answer.wishlist_counter).toBe(answer.data.length);
    },
    bad: () => nobody.wishlist(),
    refused: { status: 400, message: ANSWER.visitorRequired(HEADER_VISITOR_ID) },
  },

  'places.countries': {
    good: async () => {
      const answer = await guest.countries('Ind');
      expect(answer.data.data.map((country) => country.country_name)).toContain('India');
    },
    bad: () => guest.countries('x'.repeat(1000)),
    refused: { status: 400 },
  },
  'places.states': {
    good: async () => {
      expect((await guest.states(INDIA)).data.map((state) => state.name)).toContain('Gujarat');
    },
    bad: () => guest.states(MISSING_ID),
    refused: { status: 404, message: ANSWER.countryNotFound },
  },
  'places.cities': {
    good: async () => {
      expect((await guest.cities(GUJARAT)).data.map((city) => city.name)).toContain('Ahmedabad');
    },
    bad: () => guest.cities(MISSING_ID),
    refused: { status: 404, message: ANSWER.stateNotFound },
  },

  'home.banners': noInput((api) => api.banners()),
  'home.homeSections': {
    good: async () => {
      expect((await guest.homeSections('Upper')).status).toBe(true);
    },
    bad: () => guest.call(ENDPOINTS.home.homeSections, { query: { type: 'Sideways' } }),
    refused: { status: 400 },
  },
  'home.lowerSections': noInput((api) => api.lowerSections()),
  'home.newArrivals': noInput((api) => api.newArrivals()),
  'home.mustTry': noInput((api) => api.mustTry()),
  'home.bestOfAllTime': noInput((api) => api.bestOfAllTime()),
  'home.homeBlogs': noInput((api) => api.homeBlogs()),
  'home.statistics': noInput((api) => api.statistics()),

  'content.stores': noInput((api) => api.stores()),
  'content.blogs': {
    good: async () => {
      expect((await guest.blogs({ page: 1 })).blogs.length).toBeGreaterThan(0);
    },
    bad: () => guest.blogs({ page: 1, publish_filter: 'Smarch-2020' }),
    refused: { status: 400 },
  },
  'content.blog': {
    good: async () => {
      const first = (await guest.blogs({ page: 1 })).blogs[0];
      expect((await guest.blog(first.id)).blogData.title).toBe(first.title);
    },
    bad: () => guest.blog(MISSING_ID),
    refused: { status: 404, message: ANSWER.blogNotFound },
  },
  'content.events': {
    good: async () => {
      expect((await guest.events('all_events')).status).toBe(true);
    },
    bad: () => guest.call(CONTENT.events, { query: { status: 'someday' } }),
    refused: { status: 400 },
  },
  'content.event': {
    good: async () => {
      const first = (await guest.events('all_events')).events[0];
      expect((await guest.event(first.id)).event.title).toBe(first.title);
    },
    bad: () => guest.event(MISSING_ID),
    refused: { status: 404, message: ANSWER.eventNotFound },
  },
  'content.contentPage': {
    good: async () => {
      const written = await callApi(server, '/api/staff/content-pages/faq/', { method: 'PUT', user: staffUser, body: { title: 'FAQ', content: '<h2>Orders</h2><p>Answers.</p>' } });
      expect(written.status).toBe(200);
      expect((await guest.contentPage('faq')).page.title).toBe('FAQ');
    },
    bad: () => guest.contentPage('franchise'),
    refused: { status: 404, message: ANSWER.pageNotFound },
  },
};

describe('the client against the server, entry by entry', () => {
  for (const [name, test] of Object.entries(CASES)) {
    it(`${name}: good input is answered`, async () => {
      await test.good();
    });
    it(`${name}: bad input is refused with the server's message`, async () => {
      const error = await test.bad().then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(ApiError);
      if (!(error instanceof ApiError)) return;
      expect(error.status, error.message).toBe(test.refused.status);
      if (test.refused.message) expect(error.message).toBe(test.refused.message);
    });
  }

  it('called every entry of the table', () => {
    const missed = endpointList()
      .filter(({ endpoint }) => !sent.some((request) => request.method === endpoint.method && pathMatches(endpoint, request.path)))
      .map(({ name, endpoint }) => `${name} (${endpoint.method} ${endpoint.path})`);
    expect(missed).toEqual([]);
  });
});
