import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ANSWER, HEADER_AUTHORIZATION } from '@so/contract';
import type { Db } from '../db/types.ts';
import type { AccountSettings } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { newToken, sha256 } from './passwords.ts';

/** A session ends after this long without use. */
export const SESSION_IDLE_DAYS = 30;
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
  is_sose_elite_user: boolean;
  is_active: boolean;
  /** SPEC's is_wallet: whether the user may redeem coins. */
  is_wallet: boolean;
}

export interface AuthState {
  user: UserRow;
  tokenHash: string;
}

export const USER_COLUMNS =
  'u.id, u.contact_id, u.email, u.first_name, u.last_name, u.company, u.mobile, u.password_hash, u.is_staff, u.is_superuser, u.is_sose_elite_user, u.is_active, u.is_wallet';

/** The token of `Authorization: Token <token>`, or null when the header is absent or malformed. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header(HEADER_AUTHORIZATION)?.trim();
  if (!header) return null;
  const match = /^Token\s+([A-Za-z0-9_-]{20,200})$/i.exec(header);
  return match ? match[1] : null;
}

const resolved = new WeakMap<Request, Promise<AuthState | null>>();
const settled = new WeakMap<Request, AuthState | null>();

async function lookup(db: Db, token: string): Promise<AuthState | null> {
  const tokenHash = sha256(token);
  const { rows } = await db.query<UserRow & { last_used_at: Date | string }>(
    `SELECT ${USER_COLUMNS}, s.last_used_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND u.is_active AND s.last_used_at > now() - make_interval(days => $2)`,
    [tokenHash, SESSION_IDLE_DAYS],
  );
  if (rows.length === 0) return null;
  const { last_used_at: lastUsed, ...user } = rows[0];
  if (Date.now() - new Date(lastUsed).getTime() > TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_used_at = now() WHERE token_hash = $1', [tokenHash]);
  }
  return { user, tokenHash };
}

/** The logged-in user of a request (looked up once per request), or null. */
export function currentAuth(c: Context, db: Db): Promise<AuthState | null> {
  const known = resolved.get(c.req.raw);
  if (known) return known;
  const token = bearerToken(c);
  const state = token ? lookup(db, token) : Promise.resolve(null);
  resolved.set(c.req.raw, state);
  state.then((value) => settled.set(c.req.raw, value)).catch(() => undefined);
  return state;
}

/** The logged-in user when currentAuth already ran for this request (the /api middleware runs it). */
export function settledAuth(c: Context): AuthState | null {
  return settled.get(c.req.raw) ?? null;
}

/** The logged-in user; 401 `{status: false, message}` otherwise. */
export async function requireAuth(c: Context, db: Db): Promise<AuthState> {
  const state = await currentAuth(c, db);
  if (state) return state;
  throw new HttpError(401, bearerToken(c) ? ANSWER.sessionEnded : ANSWER.loginRequired);
}

/** A new session for `userId`; answers the token (shown once, only its hash is stored). */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO sessions (token_hash, user_id) VALUES ($1, $2)', [sha256(token), userId]);
  return token;
}

/** The client's address: the socket's, or the first X-Forwarded-For entry when TRUST_PROXY is on. */
export function clientAddress(c: Context, settings: AccountSettings): string {
  if (settings.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
