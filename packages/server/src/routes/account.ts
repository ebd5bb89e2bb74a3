/** Account (endpoint table ACCOUNT): the profile and deactivation (SO Elite membership: routes/elite.ts). */
import type { Hono } from 'hono';
import { ACCOUNT, ANSWER, MSG, type Profile } from '@so/contract';
import type { UserRow } from '../accounts/sessions.ts';
import { deactivateUser, updateProfile } from '../accounts/users.ts';
import { addressesOf } from '../addresses/queries.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { route, routeApp } from '../http/route.ts';

/** The profile of a user with their addresses (ProfileResponse.data). */
export async function profileData(db: Db, user: UserRow): Promise<Profile> {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    company: user.company,
    email: user.email,
    mobile_no: user.mobile,
    profile_pic: null,
    // A member today (computed from the membership periods with the user: USER_COLUMNS).
    is_subscribed: user.is_sose_elite_user,
    contact_id: user.contact_id,
    is_wallet: user.is_wallet,
    user_id: user.id,
    addresses: await addressesOf(db, user.id),
  };
}

export function accountRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, ACCOUNT.profile, async (c) => ({ status: true, data: await profileData(db, c.var.auth.user) }));

  // Only the fields sent change; the e-mail is read-only and ignored.
  route(app, ACCOUNT.updateProfile, async (c, { body }) => {
    const { user } = c.var.auth;
    const changes = {
      first_name: body.first_name ?? user.first_name,
      last_name: body.last_name ?? user.last_name,
      company: body.company === undefined ? user.company : body.company,
      mobile: body.mobile_no ?? user.mobile,
    };
    await updateProfile(db, user, changes);
    return { status: true, message: MSG.profileUpdated, data: { first_name: changes.first_name, last_name: changes.last_name } };
  });

  route(app, ACCOUNT.deactivate, async (c) => {
    await deactivateUser(db, c.var.auth.user.id);
    return { status: true, message: ANSWER.deactivated };
  });

  return app.hono;
}
