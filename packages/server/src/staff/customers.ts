/**
 * Customers as staff see them: search by name, e-mail or mobile, one customer's
 * orders, coin ledger and subscriptions, and a superuser's coin adjustment: a ledger entry of
 * kind 'adjustment' with its reason (orders/ledger.ts changeCoins: the balance never goes below
 * zero) and an audit entry, in one transaction. Staff accounts: a superuser grants or takes
 * back staff access (never their own).
 */
import { ANSWER, paiseToRupees } from '@so/contract';
import type { Db } from '../db/types.ts';
import { forbidden } from '../http/errors.ts';
import { changeCoins } from '../orders/ledger.ts';
import { recordAudit } from './audit.ts';
import { containsPattern, paged, type Actor } from './admin-common.ts';
import { and, raw, run, type Sql, sql } from '../db/sql.ts';

export interface StaffCustomerJson {
  id: number;
  email: string;
  name: string;
  mobile_no: string | null;
  coin_balance: number;
  is_staff: boolean;
  is_superuser: boolean;
  is_active: boolean;
  date_joined: string;
}

const CUSTOMER_COLUMNS = raw(`u.id, u.email, btrim(u.first_name || ' ' || u.last_name) AS name, u.mobile AS mobile_no, u.coin_balance,
  u.is_staff, u.is_superuser, u.is_active, to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date_joined`);

/** Accounts whose name, e-mail or mobile contains `search` (digits of a mobile match without +91), newest first. */
export async function staffCustomers(db: Db, search: string | null, page: number, pageSize: number): Promise<{ count: number; data: StaffCustomerJson[] }> {
  const where: Sql[] = [];
  if (search !== null) {
    const pattern = containsPattern(search);
    where.push(sql`((u.first_name || ' ' || u.last_name) ILIKE ${pattern} OR u.email ILIKE ${pattern} OR u.mobile ILIKE ${pattern})`);
  }
  const { rows } = await run<StaffCustomerJson & { total: number }>(
    db,
    sql`SELECT ${CUSTOMER_COLUMNS}, count(*) OVER ()::int AS total FROM users u
      WHERE ${and(where)}
      ORDER BY u.created_at DESC, u.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return paged(rows);
}

export interface StaffCustomerDetail {
  customer: StaffCustomerJson;
  orders: { order_id: string; order_date: string; order_status: string; is_paid: boolean; final_total: number }[];
  coin_ledger: { id: number; delta: number; kind: string; balance_after: number; reason: string | null; order_id: string | null; created_at: string }[];
  subscriptions: { id: number; product_name: string; status: string; created_at: string }[];
}

/** How many of a customer's latest orders, ledger entries and subscriptions the detail shows. */
export const CUSTOMER_DETAIL_ROWS = 50;

export async function staffCustomer(db: Db, id: number): Promise<StaffCustomerDetail | null> {
  const { rows } = await run<StaffCustomerJson>(db, sql`SELECT ${CUSTOMER_COLUMNS} FROM users u WHERE u.id = ${id}`);
  if (!rows[0]) return null;
  const [orders, ledger, subscriptions] = await Promise.all([
    run<{ order_id: string; order_date: string; order_status: string; is_paid: boolean; final_total_paise: number }>(db, sql`SELECT order_id, to_char(order_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS order_date, order_status, is_paid, final_total_paise
         FROM orders WHERE user_id = ${id} ORDER BY order_date DESC, id DESC LIMIT ${CUSTOMER_DETAIL_ROWS}`),
    run<StaffCustomerDetail['coin_ledger'][number]>(db, sql`SELECT l.id, l.delta, l.kind, l.balance_after, l.reason, o.order_id,
              to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
         FROM coin_ledger l LEFT JOIN orders o ON o.id = l.order_id
        WHERE l.user_id = ${id} ORDER BY l.id DESC LIMIT ${CUSTOMER_DETAIL_ROWS}`),
    run<StaffCustomerDetail['subscriptions'][number]>(db, sql`SELECT s.id, p.name AS product_name, CASE WHEN s.active THEN 'active' ELSE 'cancelled' END AS status,
              to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
         FROM subscriptions s JOIN products p ON p.id = s.product_id
        WHERE s.user_id = ${id} ORDER BY s.id DESC LIMIT ${CUSTOMER_DETAIL_ROWS}`),
  ]);
  return {
    customer: rows[0],
    orders: orders.rows.map(({ final_total_paise: total, ...order }) => ({ ...order, final_total: paiseToRupees(total) })),
    coin_ledger: ledger.rows,
    subscriptions: subscriptions.rows,
  };
}

/**
 * Adds `coins` (negative: takes them away) to a customer's balance with `reason`: a ledger entry
 * and an audit entry, or nothing (409 when the balance would go below zero). Null: no such user.
 */
export async function adjustCoins(db: Db, actor: Actor, userId: number, coins: number, reason: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await run<{ coin_balance: number }>(tx, sql`SELECT coin_balance FROM users WHERE id = ${userId} FOR UPDATE`);
    if (!rows[0]) return null;
    const balance = await changeCoins(tx, userId, coins, 'adjustment', null);
    // The entry changeCoins just wrote (the user row is locked: no other entry of theirs since).
    const { rows: entry } = await run<{ id: number }>(tx, sql`UPDATE coin_ledger SET reason = ${reason} WHERE id = (SELECT max(id) FROM coin_ledger WHERE user_id = ${userId}) RETURNING id`);
    await recordAudit(tx, {
      actor,
      action: 'customer.coins',
      entity: 'customer',
      entityId: userId,
      before: { coin_balance: rows[0].coin_balance },
      after: { coin_balance: balance, coins, reason, ledger_entry: entry[0]?.id ?? null },
    });
    return balance;
  });
}

export interface StaffUserJson {
  id: number;
  email: string;
  is_staff: boolean;
  is_superuser: boolean;
}

/** Grants or takes back staff access (a superuser's; never on their own account). Null: no such user. */
export async function setStaff(db: Db, actor: Actor, userId: number, isStaff: boolean): Promise<StaffUserJson | null> {
  if (userId === actor.id) throw forbidden(ANSWER.notOnYourself);
  return db.transaction(async (tx) => {
    const { rows } = await run<StaffUserJson>(tx, sql`SELECT id, email, is_staff, is_superuser FROM users WHERE id = ${userId} FOR UPDATE`);
    if (!rows[0]) return null;
    const { rows: after } = await run<StaffUserJson>(tx, sql`UPDATE users SET is_staff = ${isStaff}, updated_at = now() WHERE id = ${userId} RETURNING id, email, is_staff, is_superuser`);
    await recordAudit(tx, { actor, action: 'user.staff', entity: 'user', entityId: userId, before: { is_staff: rows[0].is_staff }, after: { is_staff: isStaff } });
    return after[0];
  });
}
