/**
 * Demo tools (the outbox, the scheduler run) answer only this machine or store staff:
 * `localOrStaff(db, settings, message)` lets a request through when it comes from this machine or
 * carries a staff or superuser login, and answers 403 with `message` otherwise. "This machine"
 * means the socket's address is loopback (a header alone proves nothing) and, behind a proxy
 * (TRUST_PROXY set), the client address the proxy saw is loopback too: the same address the rate
 * limits use (X-Forwarded-For, counted from the right by the configured hops). Behind nginx on the
 * same host every visitor's socket is loopback, so the socket alone would let anyone in.
 * Register it before `validate`, so a stranger learns nothing more.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientAddress, currentAuth, socketAddress } from '../accounts/sessions.ts';
import type { Db } from '../db/types.ts';
import type { AccountSettings } from '../deps.ts';
import { forbidden } from './errors.ts';

/** Addresses of this machine. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether the request comes from this machine: its socket, and behind a proxy the client the proxy saw. */
function fromThisMachine(c: Context, settings: AccountSettings): boolean {
  if (!LOOPBACK.has(socketAddress(c))) return false;
  return settings.trustProxyHops === 0 || LOOPBACK.has(clientAddress(c, settings));
}

/** Whether the request comes from this machine or from store staff. */
export async function isLocalOrStaff(c: Context, db: Db, settings: AccountSettings): Promise<boolean> {
  if (fromThisMachine(c, settings)) return true;
  const auth = await currentAuth(c, db);
  return auth !== null && (auth.user.is_staff || auth.user.is_superuser);
}

export const localOrStaff = (db: Db, settings: AccountSettings, message: string) =>
  createMiddleware(async (c, next) => {
    if (!(await isLocalOrStaff(c, db, settings))) throw forbidden(message);
    await next();
  });
