/** @jsxImportSource preact */
import { waitFor } from '@testing-library/dom';
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { prefetchRoute } from './prefetch.ts';
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

const RECORD_ELEMENTS = 'so-product-detail, so-reviews, so-address-form';

describe('routes with an id that names nothing', () => {
  it.each([
    '/products/abc/ghee',
    '/products/-3/ghee',
    '/products/0/ghee',
    '/products/1.5/ghee',
    '/products/007',
    '/products/abc/reviews/ghee',
    '/profile/addresses/abc/edit',
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
