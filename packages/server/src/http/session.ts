/**
 * Who is calling, as middlewares that hand the handler a typed variable: `requireLogin` (a valid
 * `Authorization: Token …`, else 401) sets `c.var.auth`; `staffOnly` also needs is_staff or
 * is_superuser (403), `superuserOnly` is_superuser (403); `cartOwner` (the user of a valid token, else a known `Visitor-Id`, else 400)
 * sets `c.var.owner`. Register them before `validate`, so a missing login answers 401 first.
 */
import { createMiddleware } from 'hono/factory';
import { ANSWER } from '@so/contract';
import { requireAuth, type AuthState } from '../accounts/sessions.ts';
import type { Db } from '../db/types.ts';
import { requireOwner, type Owner } from '../owner.ts';
import { forbidden } from './errors.ts';

export type LoggedIn = { Variables: { auth: AuthState } };
export type Owned = { Variables: { owner: Owner } };

/** `loginMessage`: the 401's message when no token is sent (the endpoint's own "Please login to …" prompt). */
export const requireLogin = (db: Db, loginMessage?: string) =>
  createMiddleware<LoggedIn>(async (c, next) => {
    c.set('auth', await requireAuth(c, db, loginMessage));
    await next();
  });

export const staffOnly = (db: Db) =>
  createMiddleware<LoggedIn>(async (c, next) => {
    const auth = await requireAuth(c, db);
    if (!auth.user.is_staff && !auth.user.is_superuser) throw forbidden(ANSWER.staffOnly);
    c.set('auth', auth);
    await next();
  });

/** Only a superuser (prices, MRP, vouchers, coin balances, staff accounts): 401 without a login, 403 for staff and customers. */
export const superuserOnly = (db: Db) =>
  createMiddleware<LoggedIn>(async (c, next) => {
    const auth = await requireAuth(c, db);
    if (!auth.user.is_superuser) throw forbidden(ANSWER.superuserOnly);
    c.set('auth', auth);
    await next();
  });

export const cartOwner = (db: Db) =>
  createMiddleware<Owned>(async (c, next) => {
    c.set('owner', await requireOwner(c, db));
    await next();
  });
