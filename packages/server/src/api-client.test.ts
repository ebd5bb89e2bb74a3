/**
 * The real client against the real server: every entry of the endpoint table (@so/contract
 * ENDPOINTS) called through `createApi` (its fetch going straight to the app), once with good
 * input (the answer validated by the entry's schema, as the client always does) and once with bad
 * input (the client's ApiError with the server's status and message). The last test fails when
 * an entry of the table was not called.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApi, type Api } from '@so/api';
import { ANSWER, COMPANY_ID, CONTENT, ENDPOINTS, endpointList, HEADER_COMPANY_ID, HEADER_VISITOR_ID, MSG, pathMatches } from '@so/contract';
import { callApi, createTestServer, createTestShopper, createTestStaff, fillCart, SHOPPER_PRODUCT, type TestServer, type TestShopper, type TestUser } from './testing.ts';

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
let staff: TestUser;
const OTHER_COMPANY = COMPANY_ID + 1;
const otherCompanyRefused = { status: 400, message: ANSWER.companyIdMustBe(HEADER_COMPANY_ID, COMPANY_ID) };

beforeAll(async () => {
  server = await createTestServer();
  [shopper, visitor, staff] = await Promise.all([createTestShopper(server), server.newVisitor(), createTestStaff(server.db)]);
  nobody = client();
  otherCompany = client({ visitor, companyId: OTHER_COMPANY });
  guest = client({ visitor });
  customer = client({ visitor, token: shopper.user.token });
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

const CASES: Record<EntryName, Case> = {
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
      const written = await callApi(server, '/api/staff/content-pages/faq/', { method: 'PUT', user: staff, body: { title: 'FAQ', content: '<h2>Orders</h2><p>Answers.</p>' } });
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
