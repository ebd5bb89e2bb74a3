/**
 * The cart handoff: a short-lived, single-use, signed token that lets the store's own
 * site take over the cart a visitor has on a partner's page (and offer its login, adopted only
 * when a store page without a session confirms it). It never changes who a store page is.
 *
 * Token: `h1.<claims>.<signature>`, claims the base64url JSON {id, v: visitor id, u: user id or
 * null, p: partner code or null, exp: expiry in Unix seconds}, signature the base64url
 * HMAC-SHA256 of `h1.<claims>` under the handoff key (HANDOFF_SECRET, else a random key made once
 * and kept in server_secrets, so every API process on one database agrees). The handoffs row of
 * `id` is what counts: redeeming sets its used_at in one conditional UPDATE (… WHERE used_at IS
 * NULL AND expires_at > now …), so of any number of concurrent redeems exactly one wins.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { HANDOFF_TTL_SECONDS, partnerCodeOf, type LoginResponse } from '@so/contract';
import type { Infer } from 'superstruct';
import { copyCartLines, loginAnswer, mergeVisitorInto } from '../accounts/login.ts';
import { newToken, sha256 } from '../accounts/passwords.ts';
import { USER_COLUMNS, SESSION_IDLE_DAYS, type AuthState, type UserRow } from '../accounts/sessions.ts';
import { databaseSecret } from '../db/secrets.ts';
import type { Db } from '../db/types.ts';
import type { PartnerSettings } from '../deps.ts';
import { VISITOR_ID_PATTERN, type Owner } from '../owner.ts';
import { attribute } from './partners.ts';
import { run, sql } from '../db/sql.ts';

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

/** The HMAC key of handoff tokens: HANDOFF_SECRET, else the database's own (db/secrets.ts). */
export function handoffKey(db: Db, settings: Pick<PartnerSettings, 'handoffSecret'>): Promise<Buffer> {
  if (settings.handoffSecret) return Promise.resolve(Buffer.from(settings.handoffSecret, 'utf8'));
  return databaseSecret(db, SECRET_NAME);
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
  await run(db, sql`DELETE FROM handoffs WHERE expires_at < ${input.now.toISOString()}::timestamptz - interval '1 day'`);
  await run(db, sql`INSERT INTO handoffs (id, visitor_id, user_id, session_hash, partner_code, created_at, expires_at) VALUES (${id}, ${input.visitorId}, ${userId}, ${input.auth?.tokenHash ?? null}, ${input.partnerCode}, ${input.now.toISOString()}, ${expiresAt.toISOString()})`);
  return { token: signHandoff(key, { id, v: input.visitorId, u: userId, p: input.partnerCode, exp }), expiresAt };
}

export interface Redeemer {
  /** The store's own visitor id (known), or null when the store page had none yet. */
  visitorId: string | null;
  /** The store's own session, if it sent one. */
  auth: AuthState | null;
  now: Date;
}

/** A login handed over to a store page without a session: adopted only once the shopper confirms it. */
export interface PendingLogin {
  /** The account, masked (`b…@example.com`): enough to recognise one's own, not to learn another's. */
  account: string;
  /** The one-time confirmation for POST /handoff/confirm/ (only its hash is kept). */
  confirmation: string;
  expiresAt: Date;
}

export interface Redeemed {
  /** The store's visitor id: the one it sent, or a new one when it sent none. */
  visitorId: string;
  /** The handed-over login waiting for the shopper's confirmation, or null. */
  pendingLogin: PendingLogin | null;
}

/** The user of the session that made a handoff, while that session still works. */
async function handoffUser(tx: Db, userId: number, sessionHash: string): Promise<UserRow | null> {
  const { rows } = await run<UserRow>(
    tx,
    sql`SELECT ${USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ${sessionHash} AND u.id = ${userId} AND u.is_active AND s.last_used_at > now() - make_interval(days => ${SESSION_IDLE_DAYS})`,
  );
  return rows[0] ?? null;
}

/** `bob@example.com` → `b…@example.com`: the first letter of the name and the domain. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return `${email.slice(0, 1)}…`;
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

/**
 * Redeems a token once: null when it is forged, tampered with, out of date or already used.
 * Otherwise, in one transaction, the redeeming shopper stays who they were and only gains cart
 * lines: the handed-over visitor's lines and, when the handoff's session still works, its user's
 * are COPIED (never moved: the handing-over carts keep theirs) into the redeeming shopper's cart
 * (the store's user with a session, else the store's visitor, made now if it had none), within
 * the stock, a product already there keeping the larger quantity. The partner attribution goes
 * to the redeeming shopper. A handed-over login is never adopted here: on a page without a
 * session it becomes a PendingLogin that confirmHandoffLogin turns into a session.
 */
export async function redeemHandoff(db: Db, key: Buffer, token: string, redeemer: Redeemer): Promise<Redeemed | null> {
  const claims = verifyHandoff(key, token);
  if (!claims || claims.exp * 1000 <= redeemer.now.getTime()) return null;
  return db.transaction(async (tx): Promise<Redeemed | null> => {
    const { rows } = await run<{ visitor_id: string; user_id: number | null; session_hash: string | null; partner_code: string | null }>(tx, sql`UPDATE handoffs SET used_at = now() WHERE id = ${claims.id} AND used_at IS NULL AND expires_at > ${redeemer.now.toISOString()}
       RETURNING visitor_id, user_id, session_hash, partner_code`);
    const row = rows[0];
    // The row is what counts; a token whose claims disagree with it was not made here.
    if (!row || row.visitor_id !== claims.v || row.user_id !== claims.u) return null;
    let visitorId = redeemer.visitorId;
    if (visitorId === null) {
      visitorId = randomUUID();
      await run(tx, sql`INSERT INTO visitors (id) VALUES (${visitorId})`);
    }
    const shopper: Owner = redeemer.auth ? { kind: 'user', id: String(redeemer.auth.user.id) } : { kind: 'visitor', id: visitorId };
    const user = row.user_id !== null && row.session_hash !== null ? await handoffUser(tx, row.user_id, row.session_hash) : null;
    await copyCartLines(tx, { kind: 'visitor', id: row.visitor_id }, shopper, 'larger');
    if (user) await copyCartLines(tx, { kind: 'user', id: String(user.id) }, shopper, 'larger');
    let pendingLogin: PendingLogin | null = null;
    if (user && !redeemer.auth) {
      const confirmation = newToken();
      const expiresAt = new Date(redeemer.now.getTime() + HANDOFF_TTL_SECONDS * 1000);
      await run(tx, sql`UPDATE handoffs SET confirm_hash = ${sha256(confirmation)}, confirm_visitor_id = ${visitorId}, confirm_expires_at = ${expiresAt.toISOString()} WHERE id = ${claims.id}`);
      pendingLogin = { account: maskedEmail(user.email), confirmation, expiresAt };
    }
    const owners: Owner[] = [{ kind: 'visitor', id: visitorId }, ...(redeemer.auth ? [shopper] : [])];
    if (row.partner_code) await attribute(tx, owners, row.partner_code, redeemer.now);
    return { visitorId, pendingLogin };
  });
}

export interface Confirmer {
  /** The store's visitor id: the one the confirmation was issued to. */
  visitorId: string;
  now: Date;
}

/**
 * The shopper confirmed a PendingLogin: once, from the store visitor it was issued to, before it
 * expires, while the session that made the handoff still works. Then (one transaction) the
 * visitor's cart and wishlist move into the user's (a product in both keeps the larger quantity:
 * the visitor's lines were copied from this very cart) and the answer is a login with a fresh
 * session. Null otherwise.
 */
export async function confirmHandoffLogin(db: Db, confirmation: string, confirmer: Confirmer): Promise<Infer<typeof LoginResponse> | null> {
  return db.transaction(async (tx) => {
    const { rows } = await run<{ user_id: number | null; session_hash: string | null }>(tx, sql`UPDATE handoffs SET confirmed_at = now()
        WHERE confirm_hash = ${sha256(confirmation)} AND confirm_visitor_id = ${confirmer.visitorId} AND confirmed_at IS NULL AND confirm_expires_at > ${confirmer.now.toISOString()}
        RETURNING user_id, session_hash`);
    const row = rows[0];
    const user = row && row.user_id !== null && row.session_hash !== null ? await handoffUser(tx, row.user_id, row.session_hash) : null;
    if (!user) return null;
    await mergeVisitorInto(tx, confirmer.visitorId, 'user', String(user.id), 'larger');
    return loginAnswer(tx, user, null);
  });
}
