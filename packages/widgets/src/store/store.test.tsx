/**
 * `<so-store>` as a partner's page places it: the partner code is checked once with the store,
 * then sent with every call; an unknown code is dropped with a warning for the page's developer,
 * never an error for the shopper. The element says when the page is configured (`so:ready`).
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_VERSION } from '@so/contract';
import { $config, configure } from '@so/stores';
import { defineProductCard, defineStore } from '../index.ts';
import { resetShopper } from '../shared/test-setup.ts';

/** Every request, with its Partner header; the store knows partner DEMO only. */
const requests: { url: string; partner: string | null }[] = [];

function fakeStore() {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push({ url, partner: new Headers(init?.headers).get('Partner') });
    if (url.endsWith('/partners/DEMO/')) {
      return Response.json({ status: true, data: { code: 'DEMO', name: 'SO Franchise Demo', store_id: 1 } });
    }
    return Response.json({ status: false, message: 'Not found' }, { status: 404 });
  });
}

function place(html: string): void {
  document.body.insertAdjacentHTML('beforeend', html);
}

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', fakeStore());
  resetShopper();
  defineStore();
  defineProductCard();
});

afterEach(() => {
  document.body.replaceChildren();
  configure({ partner: '' });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<so-store partner>', () => {
  it('a known partner is sent with every call that follows, and the page hears so:ready', async () => {
    const ready: unknown[] = [];
    const onReady = (event: Event) => ready.push((event as CustomEvent).detail);
    document.addEventListener('so:ready', onReady);
    try {
      place('<so-store partner="demo"></so-store>');
      await waitFor(() => expect(ready).toEqual([{ version: EVENTS_VERSION }]));
    } finally {
      document.removeEventListener('so:ready', onReady);
    }
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/partners/DEMO/'))).toBe(true));
    expect($config.get().partner).toBe('DEMO');
    place('<so-product-card product-id="1003"></so-product-card>');
    await waitFor(() => expect(requests.some((r) => r.url.includes('/single/product/1003'))).toBe(true));
    expect(requests.find((r) => r.url.includes('/single/product/1003'))?.partner).toBe('DEMO');
  });

  it('an unknown partner is ignored with a console warning: later calls carry no partner', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    place('<so-store partner="NOPE"></so-store>');
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('NOPE')));
    expect($config.get().partner).toBe('');
    place('<so-product-card product-id="1003"></so-product-card>');
    await waitFor(() => expect(requests.some((r) => r.url.includes('/single/product/1003'))).toBe(true));
    expect(requests.find((r) => r.url.includes('/single/product/1003'))?.partner).toBeNull();
  });

  it('something that cannot be a partner code is not even asked about', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    place('<so-store partner="not a code!"></so-store>');
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a partner code')));
    expect(requests.filter((r) => r.url.includes('/partners/'))).toEqual([]);
    expect($config.get().partner).toBe('');
  });
});
