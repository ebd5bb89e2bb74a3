import { ANSWER, type LoginResponse } from '@so/contract';
import type { Infer } from 'superstruct';
import type { Db } from '../db/types.ts';
import { loadCart } from '../cart/queries.ts';
import { wishlistCounter } from '../wishlist/queries.ts';
import type { Owner } from '../owner.ts';
import { createSession, type UserRow } from './sessions.ts';
import { raw, run, type Sql, sql } from '../db/sql.ts';

/**
 * Moves a visitor's cart and wishlist into the user's, in the caller's transaction: quantities of
 * the same product add up, capped at the stock (out-of-stock lines are dropped); the wishlist is
 * the union. The visitor's rows are removed.
 */
export async function mergeVisitorIntoUser(tx: Db, visitorId: string, userId: number): Promise<void> {
  await mergeVisitorInto(tx, visitorId, 'user', String(userId));
}

/**
 * How lines of the same product combine: 'add' (a login: the quantities add up) or 'larger' (a
 * cart handoff: the larger quantity, so lines that came from the same cart are not counted twice).
 * Either way capped at the stock.
 */
export type Combine = 'add' | 'larger';

const COMBINED: Record<Combine, Sql> = {
  add: raw('LEAST(cart_items.quantity + EXCLUDED.quantity, (SELECT stock FROM products WHERE id = EXCLUDED.product_id))'),
  larger: raw('GREATEST(cart_items.quantity, EXCLUDED.quantity)'),
};

/**
 * Copies one owner's cart lines into another's, in the caller's transaction (the source keeps
 * its lines): each within the stock (out-of-stock lines are skipped), a product both have
 * combined as `combine` says.
 */
export async function copyCartLines(tx: Db, from: Owner, to: Owner, combine: Combine): Promise<void> {
  if (from.kind === to.kind && from.id === to.id) return;
  await run(
    tx,
    sql`INSERT INTO cart_items (owner_kind, owner_id, product_id, quantity)
     SELECT ${to.kind}::text, ${to.id}, v.product_id, LEAST(v.quantity, p.stock)
       FROM cart_items v JOIN products p ON p.id = v.product_id
      WHERE v.owner_kind = ${from.kind} AND v.owner_id = ${from.id} AND p.stock > 0
     ON CONFLICT (owner_kind, owner_id, product_id) DO UPDATE SET quantity = ${COMBINED[combine]}, updated_at = now()`,
  );
}

/**
 * Moves a visitor's cart and wishlist into another owner's (a user, or another visitor), in the
 * caller's transaction, as above (`combine` 'add' unless told). The visitor's rows are removed.
 */
export async function mergeVisitorInto(tx: Db, visitorId: string, ownerKind: 'user' | 'visitor', ownerId: string, combine: Combine = 'add'): Promise<void> {
  await copyCartLines(tx, { kind: 'visitor', id: visitorId }, { kind: ownerKind, id: ownerId }, combine);
  await run(tx, sql`DELETE FROM cart_items WHERE owner_kind = 'visitor' AND owner_id = ${visitorId}`);
  await run(tx, sql`INSERT INTO wishlist_items (owner_kind, owner_id, product_id, created_at)
     SELECT ${ownerKind}::text, ${ownerId}, product_id, created_at FROM wishlist_items WHERE owner_kind = 'visitor' AND owner_id = ${visitorId}
     ON CONFLICT (owner_kind, owner_id, product_id) DO NOTHING`);
  await run(tx, sql`DELETE FROM wishlist_items WHERE owner_kind = 'visitor' AND owner_id = ${visitorId}`);
}

/** The LoginResponse of a successful login: a new session, the visitor's cart merged first. */
export async function loginAnswer(db: Db, user: UserRow, visitorId: string | null): Promise<Infer<typeof LoginResponse>> {
  const owner: Owner = { kind: 'user', id: String(user.id) };
  const { token, cart, wishes } = await db.transaction(async (tx) => {
    if (visitorId) await mergeVisitorIntoUser(tx, visitorId, user.id);
    const newToken = await createSession(tx, user.id);
    return { token: newToken, cart: await loadCart(tx, owner), wishes: await wishlistCounter(tx, owner) };
  });
  return {
    status: true,
    message: ANSWER.loggedIn,
    allow_company_list: [],
    data: {
      token,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone_no: user.mobile,
      cart_counter: cart.cart_counter,
      cart_totals: { final_total: cart.final_total },
      wishlist_counter: wishes,
      allow_company_list: [],
      is_sose_elite_user: user.is_sose_elite_user,
      is_staff: user.is_staff,
      is_superuser: user.is_superuser,
      id: user.id,
    },
  };
}

