/**
 * The built Storybook (storybook-static, `npm run build-storybook`) under /storybook/: the widget
 * catalogue beside the store it shows, so element stories use this store's /api. Files as the
 * site's (compressed text, content types); hashed assets cached for good, pages and the story
 * index revalidated, the rest for five minutes. Its pages carry storybookPolicy (http/headers.ts):
 * their inline scripts by hash, framed by this origin only. A missing file is a 404.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { storybookPolicy } from './headers.ts';
import { IMMUTABLE, serveFile } from './static.ts';

export const STORYBOOK_PATH = '/storybook';

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath.endsWith('.html') || urlPath.endsWith('.json')) return 'no-cache';
  return 'public, max-age=300';
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hashes (`sha256-…`) of the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || body === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** The policies of the pages served, per file version. */
const policies = new Map<string, { version: string; policy: string }>();

async function pagePolicy(root: string, urlPath: string): Promise<string | null> {
  const path = normalize(join(root, urlPath));
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const info = await stat(path);
    const version = `${info.mtimeMs} ${info.size}`;
    const hit = policies.get(path);
    if (hit && hit.version === version) return hit.policy;
    const policy = storybookPolicy(inlineScriptHashes(await readFile(path, 'utf8')));
    policies.set(path, { version, policy });
    return policy;
  } catch {
    return null;
  }
}

/** The answer for a path under /storybook/ from `root` (the built Storybook), or null for a 404. */
export async function serveStorybook(c: Context, root: string): Promise<Response | null> {
  // The URL's own path: the app's routing (strict: false) reads /storybook/ as /storybook.
  const rest = new URL(c.req.url).pathname.slice(STORYBOOK_PATH.length);
  const urlPath = rest === '/' || rest === '' ? '/index.html' : rest;
  let page: Record<string, string> = {};
  if (urlPath.endsWith('.html')) {
    const policy = await pagePolicy(root, urlPath);
    if (policy) page = { 'Content-Security-Policy': policy, 'X-Frame-Options': 'SAMEORIGIN' };
  }
  // Brotli's quickest good level: Storybook's runtime is megabytes, its first visitor would wait
  // many seconds for the site's maximum (within a few percent of its size).
  return serveFile(c, root, urlPath, { cache: cacheControl, headers: page, level: 'fast' });
}
