import { getApi } from './api.ts';
import { $elite, $session } from './session.ts';

/**
 * Asks the server whether the logged-in user is an SO Elite member now (GET /user/elite_check/)
 * and keeps the answer: $elite ('true'/'false') and the session user's
 * is_sose_elite_user. For visitors it asks nothing. A failed call, or an answer arriving after
 * that login ended, leaves everything as it was. Resolves to the membership, or null when
 * nothing was learnt.
 */
export async function refreshElite(): Promise<boolean | null> {
  const token = $session.get()?.token;
  if (!token) return null;
  let member: boolean;
  try {
    member = (await getApi().eliteCheck()).is_sose_elite_user;
  } catch {
    return null;
  }
  const user = $session.get();
  if (!user || user.token !== token) return null;
  if (user.is_sose_elite_user !== member) $session.set({ ...user, is_sose_elite_user: member });
  $elite.set(member ? 'true' : 'false');
  return member;
}
