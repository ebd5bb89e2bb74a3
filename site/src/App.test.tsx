/** @jsxImportSource preact */
import { waitFor } from '@testing-library/dom';
import { render } from 'preact';
import { route } from 'preact-router';
import { deepActiveElement, focusableIn } from '@so/ui/focus';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { prefetchRoute } from './prefetch.ts';
import { setPageMeta } from '@so/stores';
import { SITE_COPY } from './copy.ts';
import { NOT_FOUND } from './routes.ts';

/**
 * A route whose id names no record is an unknown path: the site sends it to /page-not-found
 * before any element is placed, and neither the prefetch nor an element asks the API for it.
 */
const requests: string[] = [];
let root: HTMLElement;

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ status: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  root = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  render(null, root);
  root.remove();
  vi.unstubAllGlobals();
});

/** Opens `path` as a fresh page load does: the prefetch, then the app. */
function open(path: string): void {
  history.replaceState(null, '', path);
  prefetchRoute(new URL(location.href));
  render(<App />, root);
}

const RECORD_ELEMENTS = 'so-product-detail, so-reviews, so-address-form, so-subscriptions, so-blog-post, so-event';

describe('routes with an id that names nothing', () => {
  it.each([
    '/products/abc/ghee',
    '/products/-3/ghee',
    '/products/0/ghee',
    '/products/1.5/ghee',
    '/products/007',
    '/products/abc/reviews/ghee',
    '/profile/addresses/abc/edit',
    '/subscribe/abc',
    '/subscribe/0',
    '/blogs/abc/ghee-in-winter',
    '/event/1.5',
  ])('%s goes to /page-not-found, asking the API for nothing but its meta tags', async (path) => {
    open(path);
    await waitFor(() => expect(location.pathname).toBe(NOT_FOUND));
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Page not found'));
    expect(root.querySelector(RECORD_ELEMENTS)).toBeNull();
    expect(requests.filter((url) => !url.includes('/meta-tags/'))).toEqual([]);
  });

  it('a product id the route takes places the product page and prefetches its product', async () => {
    open('/products/12/ghee');
    await waitFor(() => expect(root.querySelector('so-product-detail')?.getAttribute('product-id')).toBe('12'));
    expect(location.pathname).toBe('/products/12/ghee');
    expect(requests.some((url) => /\/web\/single\/product\/12\/$/.test(url))).toBe(true);
  });
});

describe('subscription pages', () => {
  it('/subscribe/{productId} shows that product\'s subscriptions, /subscribe all of them', async () => {
    open('/subscribe/12');
    await waitFor(() => expect(root.querySelector('so-subscriptions')?.getAttribute('product-id')).toBe('12'));
    route('/subscribe');
    await waitFor(() => expect(root.querySelector('so-subscriptions')?.hasAttribute('product-id')).toBe(false));
    expect(location.pathname).toBe('/subscribe');
  });

  it('/subscription-payment passes the gateway\'s txnid and outcome to its element', async () => {
    open('/subscription-payment?txnid=SOABC123&payment=success');
    const element = await waitFor(() => {
      const found = root.querySelector('so-subscription-payment');
      expect(found).not.toBeNull();
      return found;
    });
    expect(element?.getAttribute('txnid')).toBe('SOABC123');
    expect(element?.getAttribute('payment')).toBe('success');
  });

  it.each([
    ['/subscription-plans', 'so-subscription-plans'],
    ['/subscribe-and-save', 'so-subscribe-and-save'],
  ])('%s places %s', async (path, tag) => {
    open(path);
    await waitFor(() => expect(root.querySelector(tag)).not.toBeNull());
    expect(location.pathname).toBe(path);
  });
});

describe('content pages', () => {
  it('a blog post opens by its id, with or without the right name', async () => {
    open('/blogs/7/a-wrong-name');
    await waitFor(() => expect(root.querySelector('so-blog-post')?.getAttribute('blog-id')).toBe('7'));
    route('/blogs/8');
    await waitFor(() => expect(root.querySelector('so-blog-post')?.getAttribute('blog-id')).toBe('8'));
  });

  it.each([
    ['/blogs', 'so-blogs'],
    ['/event', 'so-events'],
    ['/store-locator', 'so-store-locator'],
    ['/faq', 'so-faq'],
    ['/so-coin', 'so-coin-page'],
    ['/sosecoin', 'so-coin-page'],
    ['/contact-us', 'so-contact-us'],
    ['/organic-living', 'so-organic-living'],
    ['/franchise', 'so-franchise'],
    ['/consult-our-vaidya', 'so-vaidya'],
    ['/consult-our-vaidya/schedule-appointment', 'so-book-appointment'],
    ['/bussiness', 'so-b2b-enquiry'],
    ['/exports', 'so-export-enquiry'],
    ['/gift-voucher', 'so-gift-voucher'],
  ])('%s places %s', async (path, tag) => {
    open(path);
    await waitFor(() => expect(root.querySelector(tag)).not.toBeNull());
  });

  it.each(['about-us', 'inspire-and-support', 'terms-and-conditions', 'shipping-policy', 'return-and-refund-policy', 'privacy-policy'])(
    '/%s places the content page of that name',
    async (name) => {
      open(`/${name}`);
      await waitFor(() => expect(root.querySelector('so-content-page')?.getAttribute('page')).toBe(name));
    },
  );

  it('one content page to the next changes the page shown', async () => {
    open('/shipping-policy');
    await waitFor(() => expect(root.querySelector('so-content-page')?.getAttribute('page')).toBe('shipping-policy'));
    route('/privacy-policy');
    await waitFor(() => expect(root.querySelector('so-content-page')?.getAttribute('page')).toBe('privacy-policy'));
  });

  it('/event/{id} places the event', async () => {
    open('/event/3');
    await waitFor(() => expect(root.querySelector('so-event')?.getAttribute('event-id')).toBe('3'));
  });
});

describe('document title', () => {
  it("a redirect to /page-not-found replaces the previous page's title with its own", async () => {
    document.title = 'Raw Forest Honey 250 g | SO Organic Store';
    open('/products/abc/ghee');
    await waitFor(() => expect(location.pathname).toBe(NOT_FOUND));
    await waitFor(() => expect(document.title).toBe(SITE_COPY.notFoundTitle));
  });

  it("a product page takes the title its element publishes (the product's metatitle)", async () => {
    open('/products/12/ghee');
    await waitFor(() => expect(root.querySelector('so-product-detail')).not.toBeNull());
    setPageMeta({ title: 'A2 Desi Cow Ghee 500 ml | SO Organic Store' });
    await waitFor(() => expect(document.title).toBe('A2 Desi Cow Ghee 500 ml | SO Organic Store'));
  });
});

describe('focus', () => {
  it('the first focusable element is "Skip to main content", and it moves focus to the main region', async () => {
    open('/page-not-found');
    await waitFor(() => expect(root.querySelector('h1')).not.toBeNull());
    const skip = focusableIn(document.body)[0];
    expect(skip.textContent).toBe('Skip to main content');
    skip.focus();
    skip.click();
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(location.pathname).toBe(NOT_FOUND);
  });

  it('the first page load leaves focus alone; later route changes move it to the new page\'s heading, never to <body>', async () => {
    open('/page-not-found');
    await waitFor(() => expect(root.querySelector('h1')).not.toBeNull());
    expect(document.activeElement).toBe(document.body);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    // A page whose element has not rendered a heading yet: the main region holds focus.
    route('/cart');
    await waitFor(() => expect(root.querySelector('so-cart')).not.toBeNull());
    await waitFor(() => expect(deepActiveElement()).toBe(document.getElementById('main')));
    route(NOT_FOUND);
    await waitFor(() => expect(deepActiveElement()?.textContent).toBe('Page not found'));
    expect(deepActiveElement()?.localName).toBe('h1');
  });
});
