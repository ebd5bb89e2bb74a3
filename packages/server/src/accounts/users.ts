/** The users aggregate: reading accounts, signing up, profile changes, passwords, deactivation. */
import { randomUUID } from 'node:crypto';
import { ANSWER } from '@so/contract';
import { isUniqueViolation } from '../db/errors.ts';
import type { Db } from '../db/types.ts';
import { badRequest } from '../http/errors.ts';
import { sha256 } from './passwords.ts';
import { USER_COLUMNS, type UserRow } from './sessions.ts';
import { empty, raw, run, sql } from '../db/sql.ts';

/** How long an e-mailed reset link works. */
export const RESET_TTL_MINUTES = 60;

type Lookup = { email: string } | { mobile: string } | { id: number };

/** One user by e-mail, mobile or id (`active`: only accounts that are not deactivated), or null. */
export async function findUser(db: Db, by: Lookup, options: { active?: boolean } = {}): Promise<UserRow | null> {
  const [column, value] = 'email' in by ? ['u.email', by.email] : 'mobile' in by ? ['u.mobile', by.mobile] : ['u.id', by.id];
  const { rows } = await run<UserRow>(db, sql`SELECT ${USER_COLUMNS} FROM users u WHERE ${raw(column)} = ${value}${options.active ? raw(' AND u.is_active') : empty}`);
  return rows[0] ?? null;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  passwordHash: string;
}

/** Creates an account; 400 when the e-mail or mobile number is taken. */
export async function createUser(db: Db, user: NewUser): Promise<void> {
  if (await findUser(db, { email: user.email })) throw badRequest(ANSWER.emailTaken);
  if (await findUser(db, { mobile: user.mobile })) throw badRequest(ANSWER.mobileTaken);
  try {
    await run(db, sql`INSERT INTO users (email, first_name, last_name, mobile, password_hash) VALUES (${user.email}, ${user.firstName}, ${user.lastName}, ${user.mobile}, ${user.passwordHash})`);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(error.message.includes('mobile') ? ANSWER.mobileTaken : ANSWER.emailTaken);
    throw error;
  }
}

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  company: string | null;
  mobile: string | null;
}

/** Writes a profile; 400 when the new mobile number belongs to another account. */
export async function updateProfile(db: Db, user: UserRow, changes: ProfileChanges): Promise<void> {
  if (changes.mobile && changes.mobile !== user.mobile && (await findUser(db, { mobile: changes.mobile }))) throw badRequest(ANSWER.mobileTaken);
  try {
    await run(db, sql`UPDATE users SET first_name = ${changes.first_name}, last_name = ${changes.last_name}, company = ${changes.company}, mobile = ${changes.mobile}, updated_at = now() WHERE id = ${user.id}`);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(ANSWER.mobileTaken);
    throw error;
  }
}

/** A new password; every session of the user but `keepTokenHash` ends. */
export async function setPassword(db: Db, userId: number, passwordHash: string, keepTokenHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await run(tx, sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${userId}`);
    await run(tx, sql`DELETE FROM sessions WHERE user_id = ${userId} AND token_hash <> ${keepTokenHash}`);
  });
}

/** A reset link's id for the user (stored hashed), valid RESET_TTL_MINUTES. */
export async function createPasswordReset(db: Db, userId: number): Promise<string> {
  const uuid = randomUUID();
  await run(db, sql`INSERT INTO password_resets (uuid_hash, user_id, expires_at) VALUES (${sha256(uuid)}, ${userId}, now() + make_interval(mins => ${RESET_TTL_MINUTES}))`);
  return uuid;
}

/**
 * Uses a reset link once: sets the new password, ends every session and every other open link of
 * the user. False when the link is unknown, used, expired, or its account deactivated.
 */
export async function resetPassword(db: Db, uuid: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await run<{ user_id: number }>(tx, sql`UPDATE password_resets SET used_at = now()
        WHERE uuid_hash = ${sha256(uuid)} AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`);
    if (rows.length === 0) return false;
    const userId = rows[0].user_id;
    const updated = await run<{ id: number }>(tx, sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${userId} AND is_active RETURNING id`);
    if (updated.rows.length === 0) return false;
    await run(tx, sql`DELETE FROM sessions WHERE user_id = ${userId}`);
    await run(tx, sql`UPDATE password_resets SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`);
    return true;
  });
}

/**
 * Deactivates an account: every session ends; names, company and mobile are erased, the e-mail
 * replaced; addresses, cart and wishlist deleted; reviews keep their text under "Former customer".
 * The user row (and its orders) stay.
 */
export async function deactivateUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await run(tx, sql`DELETE FROM sessions WHERE user_id = ${userId}`);
    await run(tx, sql`DELETE FROM addresses WHERE user_id = ${userId}`);
    await run(tx, sql`DELETE FROM password_resets WHERE user_id = ${userId}`);
    await run(tx, sql`UPDATE reviews SET name = ${ANSWER.formerCustomer} WHERE user_id = ${userId}`);
    await run(tx, sql`UPDATE users SET is_active = false, deactivated_at = now(), updated_at = now(),
              email = 'deactivated-' || id || '@invalid', first_name = '', last_name = '', company = NULL, mobile = NULL,
              password_hash = 'disabled'
        WHERE id = ${userId}`);
    await run(tx, sql`DELETE FROM cart_items WHERE owner_kind = 'user' AND owner_id = ${String(userId)}`);
    await run(tx, sql`DELETE FROM wishlist_items WHERE owner_kind = 'user' AND owner_id = ${String(userId)}`);
  });
}
