/** Account (SPEC §7): the profile and deactivation (SO Elite membership: routes/elite.ts). */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  MSG,
  type Profile,
  ProfileResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
  StatusOnly,
} from '@so/contract';
import type { UserRow } from '../accounts/sessions.ts';
import { deactivateUser, updateProfile } from '../accounts/users.ts';
import { addressesOf } from '../addresses/queries.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { requireLogin } from '../http/session.ts';
import { validate } from '../http/validate.ts';

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
  const api = new Hono({ strict: false });
  const login = requireLogin(db);

  api.get('/user/profile', login, async (c) =>
    c.json<Infer<typeof ProfileResponse>>({ status: true, data: await profileData(db, c.var.auth.user) }),
  );

  // Only the fields sent change; the e-mail is read-only and ignored.
  api.patch('/user/profile', login, validate('json', ProfileUpdateRequest), async (c) => {
    const { user } = c.var.auth;
    const body = c.req.valid('json');
    const changes = {
      first_name: body.first_name ?? user.first_name,
      last_name: body.last_name ?? user.last_name,
      company: body.company === undefined ? user.company : body.company,
      mobile: body.mobile_no ?? user.mobile,
    };
    await updateProfile(db, user, changes);
    return c.json<Infer<typeof ProfileUpdateResponse>>({
      status: true,
      message: MSG.profileUpdated,
      data: { first_name: changes.first_name, last_name: changes.last_name },
    });
  });

  api.post('/user/deactivate', login, async (c) => {
    await deactivateUser(db, c.var.auth.user.id);
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: ANSWER.deactivated });
  });

  return api;
}
