import { map } from 'nanostores';
import { COMPANY_ID } from '@so/contract';

export interface StoreConfig {
  /** Base of the API, e.g. "/api" or "https://store.example/api". */
  apiBase: string;
  /** Where the store itself lives: links from embedded elements resolve against it. */
  storeUrl: string;
  companyId: number;
  /** The partner whose page this is (`<so-store partner>`), sent with every call; '' for none. */
  partner: string;
}

/** The origin this bundle was loaded from: an embed on a franchise site talks to its own store. */
function bundleOrigin(): string {
  try {
    const url = new URL(import.meta.url);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // not a URL (tests)
  }
  return typeof location === 'undefined' ? 'http://localhost:8080' : location.origin;
}

const origin = bundleOrigin();

/** Page-wide configuration, set once by <so-store> or configure(). */
export const $config = map<StoreConfig>({
  apiBase: `${origin}/api`,
  storeUrl: origin,
  companyId: COMPANY_ID,
  partner: '',
});

export function configure(partial: Partial<StoreConfig>): void {
  for (const [key, value] of Object.entries(partial) as [keyof StoreConfig, StoreConfig[keyof StoreConfig]][]) {
    if (value !== undefined && (value !== '' || key === 'partner') && $config.get()[key] !== value) $config.setKey(key, value as never);
  }
}

/** A path from the API (e.g. "/media/x.webp") as an absolute URL on the store's origin. */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  try {
    return new URL(path, $config.get().apiBase).href;
  } catch {
    return path;
  }
}

/** A store route as an absolute URL on the store (for embedded links and sharing). */
export function storeHref(path: string): string {
  try {
    return new URL(path, $config.get().storeUrl).href;
  } catch {
    return path;
  }
}

/**
 * Whether this page is on the store's own site (STORE_URL's origin) rather than a partner's page
 * embedding the elements: a good guest does less by itself there (no login popup of its own).
 */
export function onStoreSite(): boolean {
  return typeof location === 'undefined' || isStoreUrl(location.href);
}

/** Whether `url` is on the store's origin (STORE_URL's), as opposed to a partner's site or elsewhere. */
export function isStoreUrl(url: string | URL): boolean {
  try {
    return new URL(url).origin === new URL($config.get().storeUrl).origin;
  } catch {
    return false;
  }
}
