/**
 * The store's origins. Every URL the server builds (payment pages, gateway callbacks, links in
 * e-mails) starts from STORE_URL, never from the request's Host or X-Forwarded-Host headers,
 * which the client writes.
 */
import type { ServerConfig } from '../deps.ts';

/** Pages served from this machine (any port): a developer's own copy of the site. */
export const LOCALHOST_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** The origin of STORE_URL (`https://shop.example`, no path). */
export function storeOrigin(config: Pick<ServerConfig, 'accounts'>): string {
  return new URL(config.accounts.storeUrl).origin;
}

/**
 * Whether a page of `origin` is one of the store's own sites: STORE_URL, an origin CORS_ORIGINS
 * names, or (in demo mode) a page on this machine.
 */
export function isStoreSite(config: Pick<ServerConfig, 'accounts' | 'corsOrigins' | 'storeMode'>, origin: string): boolean {
  if (origin === storeOrigin(config)) return true;
  if (config.corsOrigins?.includes(origin)) return true;
  return config.storeMode === 'demo' && LOCALHOST_ORIGIN.test(origin);
}
