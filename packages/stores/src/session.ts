import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { SessionUser } from '@so/contract';
import { persistentJson } from './persist.ts';

/** The logged-in user (null for visitors), persisted and shared across tabs. */
export const $session = persistentJson<SessionUser | null>('so:session', null);
/** The elite flag, kept locally as the strings 'true' / 'false'. */
export const $elite = persistentAtom<'true' | 'false'>('so:is_elite', 'false');
export const $loggedIn = computed($session, (session) => Boolean(session?.token));

export function setSession(user: SessionUser): void {
  $session.set(user);
  $elite.set(user.is_sose_elite_user ? 'true' : 'false');
}

export function clearSession(): void {
  $session.set(null);
  $elite.set('false');
}
