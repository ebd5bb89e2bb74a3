import { Hono } from 'hono';
import type { Deps } from '../deps.ts';

/** Payments: payment links, the sandbox gateway page and the gateway callback (helpers A and B). */
export function paymentRoutes(_deps: Deps): Hono {
  const api = new Hono({ strict: false });
  return api;
}
