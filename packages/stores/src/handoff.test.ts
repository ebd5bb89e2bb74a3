import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { HANDOFF_PARAM, MSG } from '@so/contract';
import { configure } from './config.ts';
import { adoptHandoff, startHandoff, withHandoff } from './handoff.ts';
import { $session, clearSession } from './session.ts';
import { $toasts, clearToasts } from './toasts.ts';
import { $visitorId, ensureVisitor } from './visitor.ts';
import { sessionUser } from './test-fixtures.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));
vi.mock('./api.ts', () => ({ getApi: () => fake.api }));

afterEach(() => {
  configure({ storeUrl: location.origin });
  clearSession();
  clearToasts();
  $visitorId.set('');
  fake.api = {};
});

describe("leaving a partner's page for the store", () => {
  it('a store link gets a one-time handoff of this visitor; links elsewhere and the store itself do not', async () => {
    configure({ storeUrl: 'https://store.example' });
    $visitorId.set('partner-visitor');
    const createHandoff = vi.fn(async () => ({ status: true, data: { token: 'h1.abc.def', expires_at: '2026-11-26T10:00:00Z' } }));
    fake.api = { createHandoff };
    expect(await withHandoff('https://store.example/cart')).toBe(`https://store.example/cart?${HANDOFF_PARAM}=h1.abc.def`);
    expect(await withHandoff('https://elsewhere.example/cart')).toBe('https://elsewhere.example/cart');
    expect(createHandoff).toHaveBeenCalledTimes(1);

    configure({ storeUrl: location.origin });
    expect(await withHandoff(`${location.origin}/cart`)).toBe(`${location.origin}/cart`);
    expect(createHandoff).toHaveBeenCalledTimes(1);
  });

  it('goes without a handoff when none can be had (the store keeps its own cart, the shopper still goes)', async () => {
    configure({ storeUrl: 'https://store.example' });
    $visitorId.set('partner-visitor');
    fake.api = { createHandoff: vi.fn(async () => Promise.reject(new ApiError('Too many', 429))) };
    expect(await withHandoff('https://store.example/checkout')).toBe('https://store.example/checkout');
  });
});

describe('arriving on the store with a handoff', () => {
  it('takes the token off the address bar at once, and cart calls wait until the cart is adopted', async () => {
    history.replaceState(null, '', `/cart?x=1&${HANDOFF_PARAM}=h1.abc.def#top`);
    $visitorId.set('store-visitor');
    let answer: (value: unknown) => void = () => undefined;
    const redeemHandoff = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    // The login that comes with it refreshes the counters: those calls stay unanswered here.
    const never = () => new Promise(() => undefined);
    fake.api = { redeemHandoff, cart: never, wishlist: never };
    startHandoff();
    expect(location.pathname + location.search + location.hash).toBe('/cart?x=1#top');
    expect(redeemHandoff).toHaveBeenCalledWith('h1.abc.def');

    const visitor = ensureVisitor();
    answer({ status: true, data: { visitor_id: 'partner-visitor', login: { status: true, data: sessionUser({ id: 9, token: 'new' }) } } });
    expect(await visitor).toBe('partner-visitor');
    expect($session.get()).toMatchObject({ id: 9, token: 'new' });
  });

  it('a used or out-of-date token keeps the store its own cart and says so', async () => {
    $visitorId.set('store-visitor');
    fake.api = { redeemHandoff: vi.fn(async () => Promise.reject(new ApiError(MSG.handoffExpired, 400))) };
    expect(await adoptHandoff('h1.used.token')).toBe(false);
    expect($visitorId.get()).toBe('store-visitor');
    expect($session.get()).toBeNull();
    expect($toasts.get().map((t) => t.title)).toEqual([MSG.handoffExpired]);
  });
});
