/**
 * Every element that takes an id, placed as a page places it, with an id that names nothing:
 * it shows its not-found state and sends no request. Requests are counted at fetch, under the
 * real client and stores. On preact/compat (the shipped runtime) `product-id="abc"` used to
 * reach the hooks as NaN and re-run the load after every render: hundreds of requests and a
 * frozen tab.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, MSG } from '@so/contract';
import { $config } from '@so/stores';
import { ACCOUNT_COPY } from './account/index.ts';
import { BLOGS_COPY } from './blogs/index.ts';
import { EVENTS_COPY } from './events/index.ts';
import {
  defineAddressForm,
  defineBlogPost,
  defineEvent,
  defineOrderDetail,
  defineProductCard,
  defineProductDetail,
  defineReviews,
  defineStore,
  defineSubscriptions,
} from './index.ts';
import { resetShopper } from './shared/test-setup.ts';

const requests: string[] = [];

/** Every request the page sends; the server knows no product, order or address. */
function fakeServer() {
  return vi.fn(async (input: RequestInfo | URL) => {
    requests.push(input instanceof Request ? input.url : String(input));
    return new Response(JSON.stringify({ status: false, message: 'Not found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
}

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', fakeServer());
  resetShopper();
  defineProductCard();
  defineProductDetail();
  defineReviews();
  defineOrderDetail();
  defineAddressForm();
  defineSubscriptions();
  defineBlogPost();
  defineEvent();
  defineStore();
});

afterEach(() => {
  document.body.replaceChildren();
  $config.setKey('companyId', COMPANY_ID);
  vi.unstubAllGlobals();
});

/** Places `<tag attribute="value">` (no attribute when value is null), as a page would. */
function place(tag: string, attribute: string, value: string | null): HTMLElement {
  const element = document.createElement(tag);
  if (value !== null) element.setAttribute(attribute, value);
  document.body.append(element);
  return element;
}

/** What a shopper reads in the element (its shadow root). */
const shown = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

/** Two animation frames: every effect a render scheduled has run (and any request it sends). */
const frames = async () => {
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

const NAMING_NOTHING: [string, string | null][] = [
  ['not a number', 'abc'],
  ['negative', '-3'],
  ['zero', '0'],
  ['fractional', '1.5'],
  ['missing', null],
];

describe.each([
  ['so-product-card', 'product-id'],
  ['so-product-detail', 'product-id'],
  ['so-reviews', 'product-id'],
])('<%s> with a %s that names no product', (tag, attribute) => {
  it.each(NAMING_NOTHING)('%s: shows "No products found" and sends no request', async (_, value) => {
    const element = place(tag, attribute, value);
    await waitFor(() => expect(shown(element)).toContain(MSG.noProductsFound));
    await frames();
    expect(requests).toEqual([]);
    expect(shown(element)).toContain(MSG.noProductsFound);
  });
});

describe('<so-product-card> with an id the server does not know', () => {
  it('shows "No products found" after one request', async () => {
    const element = place('so-product-card', 'product-id', '999');
    await waitFor(() => expect(shown(element)).toContain(MSG.noProductsFound));
    await frames();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/\/web\/single\/product\/999\/$/);
  });
});

describe('<so-order-detail> without an order id', () => {
  it.each([
    ['missing', null],
    ['blank', '   '],
  ])('%s: shows "Failed to load order details" and sends no request', async (_, value) => {
    const element = place('so-order-detail', 'order-id', value);
    await waitFor(() => expect(shown(element)).toContain(MSG.orderDetailFailed));
    await frames();
    expect(requests).toEqual([]);
  });
});

describe('<so-subscriptions> with a product id that names no product', () => {
  it.each(NAMING_NOTHING.filter(([, value]) => value !== null))('%s: shows "No Subscriptions Found" and sends no request', async (_, value) => {
    const element = place('so-subscriptions', 'product-id', value);
    await waitFor(() => expect(shown(element)).toContain(MSG.noSubscriptionsFound));
    await frames();
    expect(requests).toEqual([]);
  });
});

describe('<so-address-form> with an address id that names no address', () => {
  it.each(NAMING_NOTHING.filter(([, value]) => value !== null))('%s: shows the not-found message and sends no request', async (_, value) => {
    const element = place('so-address-form', 'address-id', value);
    await waitFor(() => expect(shown(element)).toContain(ACCOUNT_COPY.addressNotFound));
    await frames();
    expect(requests).toEqual([]);
    expect(shown(element)).toContain(ACCOUNT_COPY.editTitleAddress);
  });
});

describe.each([
  ['so-blog-post', 'blog-id', BLOGS_COPY.notFound, /\/blogs\/999\/$/],
  ['so-event', 'event-id', EVENTS_COPY.notFound, /\/events\/ecommerce\/999\/$/],
])('<%s> with a %s that names nothing', (tag, attribute, notFound, path) => {
  it.each(NAMING_NOTHING)('%s: shows its not-found state and sends no request', async (_, value) => {
    const element = place(tag, attribute, value);
    await waitFor(() => expect(shown(element)).toContain(notFound));
    await frames();
    expect(requests).toEqual([]);
  });

  it('an id the server does not know: not found after one request', async () => {
    const element = place(tag, attribute, '999');
    await waitFor(() => expect(shown(element)).toContain(notFound));
    await frames();
    // The client may first ask for a visitor id; the content itself is asked for once.
    expect(requests.filter((url) => !url.endsWith('/user/visitor/'))).toEqual([expect.stringMatching(path)]);
  });
});

describe('<so-store> with a company id that is not one', () => {
  it.each(NAMING_NOTHING)('%s: keeps the store\'s own company id for every request', async (_, value) => {
    place('so-store', 'company-id', value);
    const card = place('so-product-card', 'product-id', '999');
    await waitFor(() => expect(shown(card)).toContain(MSG.noProductsFound));
    expect($config.get().companyId).toBe(COMPANY_ID);
    const calls = vi.mocked(fetch).mock.calls;
    expect(calls.length).toBeGreaterThan(0);
    for (const [, init] of calls) expect(new Headers(init?.headers).get('Company-Id')).toBe(String(COMPANY_ID));
  });
});
