/**
 * Security headers on every answer of the store's server.
 *
 * - The site's pages get a Content-Security-Policy its own code keeps: scripts from this origin
 *   only (plus Google's reCAPTCHA hosts when RECAPTCHA_* is configured), no inline or eval'd
 *   script, no plugins (`object-src 'none'`), `base-uri 'self'`, forms posting only here, and
 *   `frame-ancestors` from FRAME_ANCESTORS. Styles may be inline: the widgets' shadow roots and
 *   the page's critical CSS are `<style>` text, which runs no code. The only frames a page may
 *   show are OpenStreetMap's embedded map (the /organic-living site map; its tiles load inside
 *   that frame, so img-src stays the store's own) and, when configured, reCAPTCHA's challenge.
 *   It is one policy for every page: the site changes pages without reloading, so the first
 *   page's policy is the one every later page runs under.
 * - API answers and images get `default-src 'none'`: they are data, never a page.
 * - Everything gets `X-Content-Type-Options: nosniff` and
 *   `Referrer-Policy: strict-origin-when-cross-origin`; in production mode also HSTS (a year).
 *
 * An answer that set its own policy (the gateway's payer pages) keeps it.
 */
import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../deps.ts';

/** Where Google's reCAPTCHA loads its script and its challenge frame from. */
const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/** The embedded OpenStreetMap map of the /organic-living page (www.openstreetmap.org/export/embed.html). */
export const MAP_FRAME_SOURCE = 'https://www.openstreetmap.org';

export const HSTS = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** The policy of answers that are data (JSON, images, PDFs). */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

type Settings = Pick<ServerConfig, 'storeMode' | 'frameAncestors' | 'accounts'>;

/** The Content-Security-Policy of the site's pages under `config`. */
export function sitePolicy(config: Settings): string {
  const recaptcha = config.accounts.captcha === 'recaptcha';
  const scripts = ["'self'", ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [])];
  const frames = [...(recaptcha ? RECAPTCHA_FRAME_SOURCES : []), MAP_FRAME_SOURCE];
  const connect = ["'self'", ...(recaptcha ? ['https://www.google.com/recaptcha/'] : [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['frame-src', frames],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [config.frameAncestors]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The policy of the built Storybook's pages (/storybook/, http/storybook.ts): the site's sources,
 * plus the page's own inline scripts by their hashes (Storybook writes its settings into inline
 * scripts; nothing else inline runs), same-origin frames (the manager shows each story in a
 * frame of iframe.html; the map element's OpenStreetMap frame) and framing by this origin only.
 */
export function storybookPolicy(scriptHashes: readonly string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'self'", MAP_FRAME_SOURCE]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** X-Frame-Options for browsers without frame-ancestors: only for 'none' and 'self'. */
function frameOptions(frameAncestors: string): string | null {
  if (frameAncestors === "'none'") return 'DENY';
  if (frameAncestors === "'self'") return 'SAMEORIGIN';
  return null;
}

/** Paths whose answers are data, not pages. */
const DATA_PREFIXES = ['/api/', '/media/'];

/** The middleware that sets the headers above after every answer. */
export function securityHeaders(config: Settings): MiddlewareHandler {
  const site = sitePolicy(config);
  const framing = frameOptions(config.frameAncestors);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const isData = c.req.path === '/api' || DATA_PREFIXES.some((prefix) => c.req.path.startsWith(prefix));
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', isData ? DATA_POLICY : site);
    if (!headers.has('X-Frame-Options')) {
      if (isData) headers.set('X-Frame-Options', 'DENY');
      else if (framing) headers.set('X-Frame-Options', framing);
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', REFERRER_POLICY);
    if (config.storeMode === 'production') headers.set('Strict-Transport-Security', HSTS);
  };
}

/**
 * FRAME_ANCESTORS: who may show the store's pages in a frame. `none` (default) or `self`, or a
 * list of origins (`https://partner.example https://*.partner.example`), 'self' allowed among
 * them. Answers the CSP source list.
 */
export function frameAncestorsFromEnv(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'none' || value === "'none'") return "'none'";
  const sources = value.split(/[\s,]+/).filter((source) => source.length > 0);
  const out: string[] = [];
  for (const source of sources) {
    const bare = source.replace(/^'|'$/g, '').toLowerCase();
    if (bare === 'self') out.push("'self'");
    else if (/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(source)) out.push(source.toLowerCase());
    else throw new Error(`FRAME_ANCESTORS must be none, self or origins such as https://partner.example, got ${JSON.stringify(source)}`);
  }
  return out.join(' ');
}
