import { syncLocation } from '@so/stores';

/**
 * Changes only the hash of the current page (the profile tabs), adding a history entry, and
 * tells the stores. `hash` is '#addresses', '#details' or '' (the mobile section menu).
 */
export function pushHash(hash: string): void {
  if (typeof history === 'undefined' || typeof location === 'undefined') return;
  const href = location.pathname + location.search + hash;
  history.pushState(history.state, '', href);
  syncLocation();
}

/** Back one page (after an address is saved, SPEC §8). */
export function goBack(): void {
  if (typeof history !== 'undefined') history.back();
}
