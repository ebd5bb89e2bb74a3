/**
 * The real client against the real server: every entry of the endpoint table (@so/contract
 * ENDPOINTS) called through `createApi` (its fetch going straight to the app), once with good
 * input (the answer validated by the entry's schema, as the client always does) and once with bad
 * input (the client's ApiError with the server's status and message). The last test fails when
 * an entry of the table was not called.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApi, staffApi, type Api, type StaffApi } from '@so/api';
import { ANSWER, ENDPOINTS, endpointList, HEADER_VISITOR_ID, MSG, pathMatches } from '@so/contract';
import { createTestServer, createTestShopper, createTestStaff, createTestUser, fillCart, SHOPPER_PRODUCT, type TestServer, type TestShopper } from './testing.ts';

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
function client(session: { visitor?: string | null; token?: string | null } = {}): Api {
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    sent.push({ method: request.method, path: new URL(request.url).pathname.slice('/api'.length) });
    return Promise.resolve(server.app.fetch(request, { incoming: { socket: { remoteAddress: '127.0.0.1' } } }));
  };
  return createApi({
    baseURL: BASE,
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

beforeAll(async () => {
  server = await createTestServer();
  [shopper, visitor] = await Promise.all([createTestShopper(server), server.newVisitor()]);
  nobody = client();
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

// ─── The staff's entries (endpoints/staff/) ──────────────────────────────

/** A staff member's, a superuser's and a customer's calls of `staffApi`. */
let staff: StaffApi;
let superuser: StaffApi;
let customerAsStaff: StaffApi;

async function staffSessions(): Promise<void> {
  const [member, boss] = await Promise.all([createTestStaff(server.db), createTestUser(server.db)]);
  await server.db.query('UPDATE users SET is_superuser = true WHERE id = $1', [boss.id]);
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

type StaffEntryName = Extract<EntryName, `staff${string}`>;

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
};

const CASES: Record<EntryName, Case> = {
  ...STAFF_CASES,
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
