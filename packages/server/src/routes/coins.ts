import { Hono } from 'hono';
import type { Deps } from '../deps.ts';

/** Coins: wallet history, redemption OTP, wallet and snapshot calls (helper A). */
export function coinRoutes(_deps: Deps): Hono {
  const api = new Hono({ strict: false });
  return api;
}
