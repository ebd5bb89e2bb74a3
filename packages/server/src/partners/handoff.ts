/**
 * The cart handoff (issue 16): a short-lived, single-use, signed token that lets the store's own
 * site adopt the cart (and login) a visitor has on a partner's page.
 *
 * Token: `h1.<claims>.<signature>`, claims the base64url JSON {id, v: visitor id, u: user id or
 * null, p: partner code or null, exp: expiry in Unix seconds}, signature the base64url
 * HMAC-SHA256 of `h1.<claims>` under the handoff key (HANDOFF_SECRET, else a random key made once
 * and kept in server_secrets, so every API process on one database agrees). The handoffs row of
 * `id` is what counts: redeeming sets its used_at in one conditional UPDATE (… WHERE used_at IS
 * NULL AND expires_at > now …), so of any number of concurrent redeems exactly one wins.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HANDOFF_TTL_SECONDS, partnerCodeOf, type LoginResponse } from '@so/contract';
import type { Infer } from 'superstruct';
import { loginAnswer, mergeVisitorInto, mergeVisitorIntoUser } from '../accounts/login.ts';
import { USER_COLUMNS, SESSION_IDLE_DAYS, type AuthState, type UserRow } from '../accounts/sessions.ts';
import type { Db } from '../db/types.ts';
import type { PartnerSettings } from '../deps.ts';
import { VISITOR_ID_PATTERN, type Owner } from '../owner.ts';
import { attribute } from './partners.ts';

const VERSION = 'h1';
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const SECRET_NAME = 'handoff_hmac_key';

/** What a token says. */
export interface HandoffClaims {
  id: string;
  /** The visitor handed over. */
  v: string;
  /** The user logged in when it was made, or null. */
  u: number | null;
  /** The partner attributed then, or null. */
  p: string | null;
  /** Expiry, Unix seconds. */
  exp: number;
}

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The HMAC key of handoff tokens: HANDOFF_SECRET, else the database's own (made by the first process that needs it). */
export function handoffKey(db: Db, settings: Pick<PartnerSettings, 'handoffSecret'>): Promise<Buffer> {
  if (settings.handoffSecret) return Promise.resolve(Buffer.from(settings.handoffSecret, 'utf8'));
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [SECRET_NAME, randomBytes(32).toString('base64url')]);
      const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [SECRET_NAME]);
      return Buffer.from(rows[0].value, 'base64url');
    })();
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const signature = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest();

/** The token of `claims`. */
export function signHandoff(key: Buffer, claims: HandoffClaims): string {
  const signed = `${VERSION}.${Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')}`;
  return `${signed}.${signature(key, signed).toString('base64url')}`;
}

function claimsOf(value: unknown): HandoffClaims | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, v, u, p, exp } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) return null;
  if (typeof v !== 'string' || !VISITOR_ID_PATTERN.test(v)) return null;
  if (u !== null && !(typeof u === 'number' && Number.isSafeInteger(u) && u > 0)) return null;
  if (p !== null && (typeof p !== 'string' || partnerCodeOf(p) !== p)) return null;
  if (typeof exp !== 'number' || !Number.isSafeInteger(exp)) return null;
  return { id, v, u, p, exp };
}

/** The claims of a token signed with `key`, or null (malformed, forged or tampered with). Expiry is not checked here. */
export function verifyHandoff(key: Buffer, token: string): HandoffClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const given = Buffer.from(parts[2], 'base64url');
  const expected = signature(key, `${parts[0]}.${parts[1]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return claimsOf(JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}

export interface NewHandoff {
  visitorId: string;
  /** The logged-in user and their session's hash (a logout revokes the handoff), or null. */
  auth: AuthState | null;
  partnerCode: string | null;
  now: Date;
}

/** A new handoff row and its token. */
export async function createHandoff(db: Db, key: Buffer, input: NewHandoff): Promise<{ token: string; expiresAt: Date }> {
  const id = randomBytes(16).toString('base64url');
  const exp = Math.floor(input.now.getTime() / 1000) + HANDOFF_TTL_SECONDS;
  const expiresAt = new Date(exp * 1000);
  const userId = input.auth?.user.id ?? null;
  // Tokens out of date for a day are of no further use (the index on expires_at finds them).
  await db.query("DELETE FROM handoffs WHERE expires_at < $1::timestamptz - interval '1 day'", [input.now.toISOString()]);
  await db.query(
    'INSERT INTO handoffs (id, visitor_id, user_id, session_hash, partner_code, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, input.visitorId, userId, input.auth?.tokenHash ?? null, input.partnerCode, input.now.toISOString(), expiresAt.toISOString()],
  );
  return { token: signHandoff(key, { id, v: input.visitorId, u: userId, p: input.partnerCode, exp }), expiresAt };
}

export interface Redeemer {
  /** The store's own visitor id (known), or null when the store page had none yet. */
  visitorId: string | null;
  /** The store's own session, if it sent one. */
  auth: AuthState | null;
  now: Date;
}

export interface Redeemed {
  /** The visitor id the store uses from now on. */
  visitorId: string;
  /** A login answer for the shopper logged in on the partner's page, or null. */
  login: Infer<typeof LoginResponse> | null;
}

/** The user of the session that made a handoff, while that session still works. */
async function handoffUser(tx: Db, userId: number, sessionHash: string): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND u.id = $2 AND u.is_active AND s.last_used_at > now() - make_interval(days => $3)`,
    [sessionHash, userId, SESSION_IDLE_DAYS],
  );
  return rows[0] ?? null;
}

/**
 * Redeems a token once: null when it is forged, tampered with, out of date or already used.
 * Otherwise, in one transaction: the handed-over visitor's cart takes the redeeming visitor's
 * lines (or, with a login, both go into the user's cart), the partner attribution goes along,
 * and a logged-in shopper gets a fresh session.
 */
export async function redeemHandoff(db: Db, key: Buffer, token: string, redeemer: Redeemer): Promise<Redeemed | null> {
  const claims = verifyHandoff(key, token);
  if (!claims || claims.exp * 1000 <= redeemer.now.getTime()) return null;
  return db.transaction(async (tx): Promise<Redeemed | null> => {
    const { rows } = await tx.query<{ visitor_id: string; user_id: number | null; session_hash: string | null; partner_code: string | null }>(
      `UPDATE handoffs SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > $2
       RETURNING visitor_id, user_id, session_hash, partner_code`,
      [claims.id, redeemer.now.toISOString()],
    );
    const row = rows[0];
    // The row is what counts; a token whose claims disagree with it was not made here.
    if (!row || row.visitor_id !== claims.v || row.user_id !== claims.u) return null;
    const handedOver = row.visitor_id;
    const mine = redeemer.visitorId;
    const user = row.user_id !== null && row.session_hash !== null ? await handoffUser(tx, row.user_id, row.session_hash) : null;
    const owners: Owner[] = [{ kind: 'visitor', id: handedOver }];
    let login: Redeemed['login'] = null;
    if (user) {
      // Logged in on the partner's page: that user's cart is the cart, and the store's visitor lines join it.
      await mergeVisitorIntoUser(tx, handedOver, user.id);
      login = await loginAnswer(tx, user, mine === handedOver ? null : mine);
      owners.push({ kind: 'user', id: String(user.id) });
    } else if (redeemer.auth) {
      // Logged in on the store only: its cart is the user's, so the partner page's lines join it.
      await mergeVisitorIntoUser(tx, handedOver, redeemer.auth.user.id);
      owners.push({ kind: 'user', id: String(redeemer.auth.user.id) });
    } else if (mine !== null && mine !== handedOver) {
      await mergeVisitorInto(tx, mine, 'visitor', handedOver);
    }
    if (row.partner_code) await attribute(tx, owners, row.partner_code, redeemer.now);
    return { visitorId: handedOver, login };
  });
}
