import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { HANDOFF_PARAM, MSG } from '@so/contract';
import { configure } from './config.ts';
import { $handoffLogin, adoptHandoff, confirmHandoffLogin, declineHandoffLogin, startHandoff, withHandoff } from './handoff.ts';
import { $session, clearSession, setSession } from './session.ts';
import { $toasts, clearToasts } from './toasts.ts';
import { $visitorId, ensureVisitor } from './visitor.ts';
import { sessionUser } from './test-fixtures.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));
/** A call left unanswered (the counters a login or a handoff refreshes). */
const never = () => new Promise(() => undefined);
vi.mock('./api.ts', () => ({ getApi: () => fake.api }));

afterEach(() => {
  configure({ storeUrl: location.origin });
  clearSession();
  clearToasts();
  $handoffLogin.set(null);
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
    // The counters are refreshed after it: those calls stay unanswered here.
    fake.api = { redeemHandoff, cart: never, wishlist: never };
    startHandoff();
    expect(location.pathname + location.search + location.hash).toBe('/cart?x=1#top');
    expect(redeemHandoff).toHaveBeenCalledWith('h1.abc.def');

    const visitor = ensureVisitor();
    answer({ status: true, data: { visitor_id: 'store-visitor', pending_login: { account: 'b…@probe.test', confirmation: 'c'.repeat(43), expires_at: '2026-11-26T10:00:00Z' } } });
    expect(await visitor).toBe('store-visitor');
    // The handed-over login is only offered: no session until the shopper says Continue.
    expect($session.get()).toBeNull();
    expect($handoffLogin.get()).toEqual({ account: 'b…@probe.test', confirmation: 'c'.repeat(43) });
  });

  it('a page with none yet takes the visitor id the server made for it', async () => {
    fake.api = { redeemHandoff: vi.fn(async () => ({ status: true, data: { visitor_id: 'made-for-the-store', pending_login: null } })), cart: never, wishlist: never };
    expect(await adoptHandoff('h1.abc.def')).toBe(true);
    expect($visitorId.get()).toBe('made-for-the-store');
    expect($handoffLogin.get()).toBeNull();
  });

  it('a logged-in page keeps its session and offers nothing', async () => {
    $visitorId.set('store-visitor');
    setSession(sessionUser({ id: 3, token: 'carol' }));
    fake.api = {
      redeemHandoff: vi.fn(async () => ({ status: true, data: { visitor_id: 'store-visitor', pending_login: { account: 'b…@probe.test', confirmation: 'c'.repeat(43), expires_at: '2026-11-26T10:00:00Z' } } })),
      cart: never,
      wishlist: never,
    };
    expect(await adoptHandoff('h1.abc.def')).toBe(true);
    expect($session.get()).toMatchObject({ id: 3, token: 'carol' });
    expect($handoffLogin.get()).toBeNull();
  });

  it('Continue confirms the offer once and takes the answer as a login; No drops it without a call', async () => {
    const confirmHandoff = vi.fn(async () => ({ status: true, data: sessionUser({ id: 9, token: 'new' }) }));
    fake.api = { confirmHandoff, cart: never, wishlist: never };
    $handoffLogin.set({ account: 'b…@probe.test', confirmation: 'c'.repeat(43) });
    declineHandoffLogin();
    expect(await confirmHandoffLogin()).toBe(false);
    expect(confirmHandoff).not.toHaveBeenCalled();
    expect($session.get()).toBeNull();

    $handoffLogin.set({ account: 'b…@probe.test', confirmation: 'c'.repeat(43) });
    expect(await confirmHandoffLogin()).toBe(true);
    expect(confirmHandoff).toHaveBeenCalledWith('c'.repeat(43));
    expect($session.get()).toMatchObject({ id: 9, token: 'new' });
    expect($handoffLogin.get()).toBeNull();
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
