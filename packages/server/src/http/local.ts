/**
 * Demo tools (the outbox, the scheduler run) answer only this machine or store staff:
 * `localOrStaff(db, message)` lets a request through when its socket's address is loopback (never
 * a header: X-Forwarded-For proves nothing) or it carries a staff or superuser login, and answers
 * 403 with `message` otherwise. Register it before `validate`, so a stranger learns nothing more.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { currentAuth, socketAddress } from '../accounts/sessions.ts';
import type { Db } from '../db/types.ts';
import { forbidden } from './errors.ts';

/** Socket addresses of this machine. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether the request comes from this machine or from store staff. */
export async function isLocalOrStaff(c: Context, db: Db): Promise<boolean> {
  if (LOOPBACK.has(socketAddress(c))) return true;
  const auth = await currentAuth(c, db);
  return auth !== null && (auth.user.is_staff || auth.user.is_superuser);
}

export const localOrStaff = (db: Db, message: string) =>
  createMiddleware(async (c, next) => {
    if (!(await isLocalOrStaff(c, db))) throw forbidden(message);
    await next();
  });
