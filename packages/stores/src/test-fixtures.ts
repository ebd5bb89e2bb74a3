import type { SessionUser } from '@so/contract';

/** A logged-in customer as the sign-in answer gives it (tests only). */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    token: 't',
    id: 1,
    first_name: 'Asha',
    last_name: 'Patel',
    email: 'a@example.com',
    phone_no: null,
    cart_counter: 0,
    wishlist_counter: 0,
    is_sose_elite_user: false,
    is_staff: false,
    is_superuser: false,
    ...overrides,
  };
}
