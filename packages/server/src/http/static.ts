import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

async function fileAt(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? path : null;
  } catch {
    return null;
  }
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=300';
}

/**
 * Serves the built site: a file when one exists, 404 for missing hashed assets and widget
 * modules, and index.html for every other path (the site routes unknown paths itself).
 */
export async function serveSite(c: Context, root: string): Promise<Response | null> {
  const urlPath = c.req.path;
  const file = await fileAt(root, urlPath);
  if (file) {
    const body = await readFile(file);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(urlPath),
    });
  }
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/widgets/')) return null;
  const index = await fileAt(root, '/index.html');
  if (!index) return null;
  return c.body(new Uint8Array(await readFile(index)), 200, {
    'Content-Type': TYPES['.html'],
    'Cache-Control': 'no-cache',
  });
}
