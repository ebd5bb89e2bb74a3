import { Hono } from 'hono';
import type { Deps } from '../deps.ts';

/** Orders: POST /orders/, GET /web/orders/list/, GET /orders/{orderId} (helper A). */
export function orderRoutes(_deps: Deps): Hono {
  const api = new Hono({ strict: false });
  return api;
}
