import { syncLocation } from '@so/stores';

/**
 * Changes only the hash of the current page (the profile's and the dashboard's sections), adding
 * a history entry (or replacing the current one), and tells the stores.
 */
export function pushHash(hash: string, replace = false): void {
  if (typeof history === 'undefined' || typeof location === 'undefined') return;
  const href = location.pathname + location.search + hash;
  if (replace) history.replaceState(history.state, '', href);
  else history.pushState(history.state, '', href);
  syncLocation();
}
