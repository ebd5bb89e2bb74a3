import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ANSWER, HEADER_AUTHORIZATION } from '@so/contract';
import type { Db } from '../db/types.ts';
import type { AccountSettings } from '../deps.ts';
import { IS_ELITE_MEMBER } from '../elite/membership.ts';
import { HttpError } from '../http/errors.ts';
import { newToken, sha256 } from './passwords.ts';
import { run, type Sql, sql } from '../db/sql.ts';

/** A session ends after this long without use. */
export const SESSION_IDLE_DAYS = 30;
/** A session ends this long after it began, however often it is used (SESSION_MAX_DAYS). */
export const DEFAULT_SESSION_MAX_DAYS = 90;
/** last_used_at is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

export interface UserRow {
  id: number;
  contact_id: number;
  email: string;
  first_name: string;
  last_name: string;
  company: string | null;
  mobile: string | null;
  password_hash: string;
  is_staff: boolean;
  is_superuser: boolean;
  /** An SO Elite member today: a membership period contains today (Asia/Kolkata); computed, never stored. */
  is_sose_elite_user: boolean;
  is_active: boolean;
  /** is_wallet: whether the user may redeem coins. */
  is_wallet: boolean;
}

export interface AuthState {
  user: UserRow;
  tokenHash: string;
}

/** The columns of a UserRow, from `users u`; is_sose_elite_user is computed: a member today (elite/membership.ts). */
export const USER_COLUMNS: Sql = sql`u.id, u.contact_id, u.email, u.first_name, u.last_name, u.company, u.mobile, u.password_hash, u.is_staff, u.is_superuser, ${IS_ELITE_MEMBER} AS is_sose_elite_user, u.is_active, u.is_wallet`;

/** The token of `Authorization: Token <token>`, or null when the header is absent or malformed. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header(HEADER_AUTHORIZATION)?.trim();
  if (!header) return null;
  const match = /^Token\s+([A-Za-z0-9_-]{20,200})$/i.exec(header);
  return match ? match[1] : null;
}

const resolved = new WeakMap<Request, Promise<AuthState | null>>();
const settled = new WeakMap<Request, AuthState | null>();

async function lookup(db: Db, token: string, maxDays: number): Promise<AuthState | null> {
  const tokenHash = sha256(token);
  const { rows } = await run<UserRow & { last_used_at: Date | string }>(
    db,
    sql`SELECT ${USER_COLUMNS}, s.last_used_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ${tokenHash} AND u.is_active
        AND s.last_used_at > now() - make_interval(days => ${SESSION_IDLE_DAYS})
        AND s.created_at > now() - make_interval(days => ${maxDays})`,
  );
  if (rows.length === 0) return null;
  const { last_used_at: lastUsed, ...user } = rows[0];
  if (Date.now() - new Date(lastUsed).getTime() > TOUCH_EVERY_MS) {
    await run(db, sql`UPDATE sessions SET last_used_at = now() WHERE token_hash = ${tokenHash}`);
  }
  return { user, tokenHash };
}

/**
 * The logged-in user of a request (looked up once per request), or null. The /api middleware of
 * createApp looks it up first, with the store's SESSION_MAX_DAYS; later calls get that answer.
 */
export function currentAuth(c: Context, db: Db, maxDays = DEFAULT_SESSION_MAX_DAYS): Promise<AuthState | null> {
  const known = resolved.get(c.req.raw);
  if (known) return known;
  const token = bearerToken(c);
  const state = token ? lookup(db, token, maxDays) : Promise.resolve(null);
  resolved.set(c.req.raw, state);
  state.then((value) => settled.set(c.req.raw, value)).catch(() => undefined);
  return state;
}

/** The logged-in user when currentAuth already ran for this request (the /api middleware runs it). */
export function settledAuth(c: Context): AuthState | null {
  return settled.get(c.req.raw) ?? null;
}

/**
 * The logged-in user; 401 `{status: false, message}` otherwise: `loginMessage` when no token was
 * sent (the endpoint's own "Please login to …" prompt, else "Please log in to continue"), the session-ended
 * message for a token that no longer works.
 */
export async function requireAuth(c: Context, db: Db, loginMessage: string = ANSWER.loginRequired): Promise<AuthState> {
  const state = await currentAuth(c, db);
  if (state) return state;
  throw new HttpError(401, bearerToken(c) ? ANSWER.sessionEnded : loginMessage);
}

/** A new session for `userId`; answers the token (shown once, only its hash is stored). */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await run(db, sql`INSERT INTO sessions (token_hash, user_id) VALUES (${sha256(token)}, ${userId})`);
  return token;
}

/** Ends one session (logout): its token answers 401 from now on. */
export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await run(db, sql`DELETE FROM sessions WHERE token_hash = ${tokenHash}`);
}

/** Ends every session of a user (logout of all devices). */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await run(db, sql`DELETE FROM sessions WHERE user_id = ${userId}`);
}

/** The address of the TCP peer (the browser, or the nearest proxy), or 'unknown' (tests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The client's address. With TRUST_PROXY=n (n proxies of yours in front), it is the address the
 * outermost of them saw: the n-th X-Forwarded-For entry from the right (each proxy appends the
 * address it saw; what is left of them is written by the client and proves nothing). Otherwise,
 * or when the header is missing, the socket's.
 */
export function clientAddress(c: Context, settings: AccountSettings): string {
  if (settings.trustProxyHops > 0) {
    const entries = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    const seen = entries[Math.max(0, entries.length - settings.trustProxyHops)];
    if (seen) return seen.slice(0, 64);
  }
  return socketAddress(c);
}
