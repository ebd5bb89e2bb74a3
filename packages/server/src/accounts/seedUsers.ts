import type { Db } from '../db/types.ts';
import { hashPassword } from './passwords.ts';
import { run, sql } from '../db/sql.ts';

/** The demo users of STORE_MODE=demo (docs/operations.md#demo-users-and-demo-data lists them). */
export const DEMO_USERS = {
  staff: { email: 'staff@soorganic.test', password: 'Staff@12345', first_name: 'Store', last_name: 'Staff', mobile: '+919800000001' },
  customer: { email: 'asha@soorganic.test', password: 'Asha@12345', first_name: 'Asha', last_name: 'Patel', mobile: '+919800000002' },
  /** The store's owner: a superuser, who alone changes prices, MRP, vouchers, coin balances and staff accounts. */
  owner: { email: 'owner@soorganic.test', password: 'Owner@12345', first_name: 'Store', last_name: 'Owner', mobile: '+919800000003' },
} as const;

/** The address defaults: Ahmedabad, Gujarat, India. */
export const DEFAULT_GEO = { city: 117, state: 1198, country: 104 } as const;

/** Creates the demo staff user, the owner (a superuser) and the customer (with one Ahmedabad address) unless they exist. */
export async function seedDemoUsers(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const [kind, u] of Object.entries(DEMO_USERS)) {
    const exists = await run<{ id: number }>(db, sql`SELECT id FROM users WHERE email = ${u.email}`);
    if (exists.rows.length > 0) continue;
    const hash = await hashPassword(u.password);
    await db.transaction(async (tx) => {
      const { rows } = await run<{ id: number }>(tx, sql`INSERT INTO users (email, first_name, last_name, mobile, password_hash, is_staff, is_superuser)
         VALUES (${u.email}, ${u.first_name}, ${u.last_name}, ${u.mobile}, ${hash}, ${kind === 'staff' || kind === 'owner'}, ${kind === 'owner'}) ON CONFLICT DO NOTHING RETURNING id`);
      if (rows.length === 0 || kind !== 'customer') return;
      await run(tx, sql`INSERT INTO addresses (user_id, address_tags, full_name, mobile, address_line_1, address_line_2, landmark,
                                city_id, state_id, country_id, postal_code, is_default)
         VALUES (${rows[0].id}, 'Home', 'Asha Patel', ${u.mobile}, '12 Shanti Kunj Society', 'Near Law Garden, Ellisbridge', 'Opposite the park',
                 ${DEFAULT_GEO.city}, ${DEFAULT_GEO.state}, ${DEFAULT_GEO.country}, '380006', true)`);
    });
    created.push(u.email);
  }
  return created;
}
