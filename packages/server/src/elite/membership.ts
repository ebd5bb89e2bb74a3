/**
 * SO Elite membership: periods of whole days in Asia/Kolkata, both ends inclusive,
 * each bought by one payment of the plan (elite_memberships, migration 012). A user is a member on
 * a day one of their periods contains, so membership ends by itself when its last period ends;
 * nothing stores "is a member".
 */
import { TIMEZONE, type EliteRecord } from '@so/contract';
import type { Db } from '../db/types.ts';
import { raw, run, type Sql, sql } from '../db/sql.ts';

/** Today in the store's time zone, as SQL (a date). */
const TODAY = raw(`(now() AT TIME ZONE '${TIMEZONE}')::date`);

/**
 * SQL: whether the user of the row aliased `u` is a member today. Read with the user
 * (accounts/sessions.ts USER_COLUMNS) and when an order is priced (orders/place.ts), so the login
 * answer, the profile's is_subscribed, GET /user/elite_check/ and free shipping all agree.
 */
export const IS_ELITE_MEMBER: Sql = sql`EXISTS (SELECT 1 FROM elite_memberships em WHERE em.user_id = u.id AND em.start_date <= ${TODAY} AND em.end_date >= ${TODAY})`;

/** A period as stored (dates as YYYY-MM-DD). */
export interface MembershipPeriod {
  id: number;
  start_date: string;
  end_date: string;
}

/**
 * Adds `months` of membership bought by the payment `txnid`, inside the caller's transaction:
 * from today, or, while the user is still a member (or has a period ahead), from the day after
 * their last period ends, so a renewal extends the membership instead of overlapping it. The
 * user's row is locked first, so two payments of one user recorded at once add two periods one
 * after the other.
 */
export async function addMembership(tx: Db, userId: number, months: number, txnid: string): Promise<MembershipPeriod> {
  await run(tx, sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
  const { rows } = await run<MembershipPeriod>(
    tx,
    sql`WITH start AS (
       SELECT GREATEST(${TODAY}, COALESCE((SELECT max(end_date) + 1 FROM elite_memberships WHERE user_id = ${userId}), ${TODAY})) AS day
     )
     INSERT INTO elite_memberships (user_id, start_date, end_date, payment_txnid)
     SELECT ${userId}::int, start.day, (start.day + make_interval(months => ${months}))::date - 1, ${txnid}::text FROM start
     RETURNING id, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date`,
  );
  return rows[0];
}

/** One page of a user's periods, newest first, as the Elite tab reads them, and how many there are. */
export async function listMemberships(db: Db, userId: number, page: number, pageSize: number): Promise<{ count: number; records: EliteRecord[] }> {
  const counted = await run<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM elite_memberships WHERE user_id = ${userId}`);
  const { rows } = await run<{ id: number; name: string; start_date: string; end_date: string; is_active: boolean; is_expired: boolean }>(
    db,
    sql`SELECT em.id,
            COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS name,
            to_char(em.start_date, 'YYYY-MM-DD') AS start_date,
            to_char(em.end_date, 'YYYY-MM-DD') AS end_date,
            (em.start_date <= ${TODAY} AND em.end_date >= ${TODAY}) AS is_active,
            (em.end_date < ${TODAY}) AS is_expired
       FROM elite_memberships em JOIN users u ON u.id = em.user_id
      WHERE em.user_id = ${userId}
      ORDER BY em.start_date DESC, em.id DESC
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return {
    count: counted.rows[0].n,
    records: rows.map((row) => ({
      id: row.id,
      user_data: { name: row.name },
      start_date: row.start_date,
      end_date: row.end_date,
      is_active: row.is_active,
      is_expired: row.is_expired,
    })),
  };
}
