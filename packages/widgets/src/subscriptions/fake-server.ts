/**
 * Tests only: a fake API behind `fetch`, so the widgets run with the real client and stores and
 * the tests see exactly what was sent. Answers are JSON, by "METHOD /path/" (the path after /api).
 */
import { vi } from 'vitest';
import { paiseToRupees, type ProductSubscription, type Wire } from '@so/contract';

export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** An answer: HTTP status and JSON body; `never` leaves the request pending; `network` fails it. */
export type Answer = { status: number; body: unknown } | 'never' | 'network';
export type Handler = (request: SentRequest) => Answer;

export function fakeServer() {
  const sent: SentRequest[] = [];
  const handlers = new Map<string, Handler>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : null;
    const request: SentRequest = {
      method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body: text === null ? null : JSON.parse(text),
    };
    sent.push(request);
    const answer = handlers.get(`${method} ${request.path}`)?.(request) ?? { status: 404, body: { status: false, message: 'Not found' } };
    if (answer === 'never') return new Promise<Response>(() => undefined);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return {
    fetch,
    sent,
    /** Answers `route` ("GET /subscriptions/") with `handler` from now on. */
    on: (route: string, handler: Handler) => handlers.set(route, handler),
    /** The requests sent to `route`. */
    to: (route: string) => sent.filter((r) => `${r.method} ${r.path}` === route),
  };
}

/** A JSON answer with HTTP 200. */
export const ok = (body: unknown): Answer => ({ status: 200, body });

/** A subscription as the server writes it (money in rupees), from the client's shape (paise). */
export function wire(subscription: ProductSubscription): Wire<ProductSubscription, 'subscription_price' | 'total_price'> {
  return {
    ...subscription,
    subscription_price: subscription.subscription_price === undefined ? undefined : paiseToRupees(subscription.subscription_price),
    total_price: subscription.total_price === undefined ? undefined : paiseToRupees(subscription.total_price),
  };
}
