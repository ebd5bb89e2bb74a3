import { Hono } from 'hono';
import type { Deps } from '../deps.ts';

/** PDFs: generate-cart-pdf/ and accounting/invoice-pdf/ (helper B). */
export function documentRoutes(_deps: Deps): Hono {
  const api = new Hono({ strict: false });
  return api;
}
