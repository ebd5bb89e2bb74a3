import type { SoEventDetail } from '@so/contract';
import { atom } from 'nanostores';
import { $config, storeHref } from './config.ts';
import { emit } from './events.ts';

/** Detail of the `so:navigate` event that elements emit and the host site routes (events contract). */
export type NavigateDetail = SoEventDetail<'so:navigate'>;

export const NAVIGATE_EVENT = 'so:navigate';

function currentUrl(): URL {
  return new URL(typeof location === 'undefined' ? $config.get().storeUrl : location.href);
}

/** The current page URL, as the widgets see it. Updated on history changes. */
export const $location = atom<URL>(currentUrl());
/** Navigation state passed with the last navigation (e.g. checkout data). */
export const $navState = atom<unknown>(null);

export function syncLocation(): void {
  const next = currentUrl();
  if (next.href !== $location.get().href) $location.set(next);
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', syncLocation);
}

/**
 * Go to a store route. The host site handles the event (preventDefault) and routes it; an
 * element embedded on a foreign site falls back to a real page load on the store.
 */
export function navigate(href: string, options: { replace?: boolean; state?: unknown; from?: EventTarget | null } = {}): void {
  $navState.set(options.state ?? null);
  const url = storeHref(href);
  const handled = !emit(NAVIGATE_EVENT, { href, url, replace: options.replace ?? false }, { from: options.from });
  if (handled) {
    syncLocation();
    return;
  }
  if (typeof window !== 'undefined') leaveFor(url, options.replace ?? false);
}

/**
 * How the page leaves for a store URL nobody routed: the default of `so:navigate`. An embed on
 * another site may replace it (configureLeaving) to carry the cart over; the store loads the URL.
 */
let leaveFor = (url: string, replace: boolean): void => {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
};

/** Replaces how an unrouted navigation leaves the page (the cart handoff of embeds). */
export function configureLeaving(leave: (url: string, replace: boolean) => void): void {
  leaveFor = leave;
}

/**
 * Change only the query of the current page (shop filters, pages): works on the store and on
 * any page that embeds the element, without leaving it.
 */
export function setQuery(params: Record<string, string | number | null | undefined>, replace = false): void {
  const url = currentUrl();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  const href = url.pathname + url.search + url.hash;
  if (typeof history !== 'undefined') {
    if (replace) history.replaceState(history.state, '', href);
    else history.pushState(history.state, '', href);
  }
  syncLocation();
  emit('so:query', { href, replace });
}
