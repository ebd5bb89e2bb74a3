import type { Context } from 'hono';
import { ANSWER, HEADER_VISITOR_ID } from '@so/contract';
import { currentAuth, settledAuth } from './accounts/sessions.ts';
import type { Db } from './db/types.ts';
import { badRequest } from './http/errors.ts';
import { run, sql } from './db/sql.ts';

/** Who owns a cart or wishlist: the logged-in user (id as text), else the visitor. */
export interface Owner {
  kind: 'visitor' | 'user';
  id: string;
}

export const VISITOR_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The owner named by the request headers (the visitor unchecked), for read-only decorations like is_wished. */
export function peekOwner(c: Context): Owner | null {
  const auth = settledAuth(c);
  if (auth) return { kind: 'user', id: String(auth.user.id) };
  const visitor = c.req.header(HEADER_VISITOR_ID)?.trim();
  if (visitor && VISITOR_ID_PATTERN.test(visitor)) return { kind: 'visitor', id: visitor };
  return null;
}

/**
 * The owner of a cart or wishlist request: the user of a valid token, else the visitor; 400 when
 * there is no valid token and the visitor id is missing or unknown.
 */
export async function requireOwner(c: Context, db: Db): Promise<Owner> {
  const auth = await currentAuth(c, db);
  if (auth) return { kind: 'user', id: String(auth.user.id) };
  const visitor = c.req.header(HEADER_VISITOR_ID)?.trim();
  if (!visitor) throw badRequest(ANSWER.visitorRequired(HEADER_VISITOR_ID));
  if (!VISITOR_ID_PATTERN.test(visitor)) throw badRequest(ANSWER.visitorUnknown(HEADER_VISITOR_ID));
  const { rows } = await run<{ id: string }>(db, sql`SELECT id FROM visitors WHERE id = ${visitor}`);
  if (rows.length === 0) throw badRequest(ANSWER.visitorUnknown(HEADER_VISITOR_ID));
  return { kind: 'visitor', id: visitor };
}

/** The visitor id of the request when it names a known visitor, else null (login merges its cart). */
export async function knownVisitor(c: Context, db: Db): Promise<string | null> {
  const visitor = c.req.header(HEADER_VISITOR_ID)?.trim();
  if (!visitor || !VISITOR_ID_PATTERN.test(visitor)) return null;
  const { rows } = await run<{ id: string }>(db, sql`SELECT id FROM visitors WHERE id = ${visitor}`);
  return rows.length > 0 ? visitor : null;
}
