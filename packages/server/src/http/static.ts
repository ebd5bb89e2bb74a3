import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
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

/** Text formats worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt', '.xml']);
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 512;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';
type Bytes = Uint8Array<ArrayBuffer>;

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const offered = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses a body. `level` 'max' is for files compressed once and kept (brotli 11), 'fast'
 * for bodies made per request (brotli 5: within a few percent of 11 at a fraction of the time).
 */
export async function compress(body: Bytes, encoding: Encoding, level: 'max' | 'fast' = 'max'): Promise<Bytes> {
  if (encoding === 'gzip') return new Uint8Array(await gzipAsync(body, { level: 9 }));
  return new Uint8Array(
    await brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: level === 'max' ? 11 : 5,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
}

async function fileAt(root: string, urlPath: string): Promise<{ path: string; mtimeMs: number; size: number } | null> {
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
    return info.isFile() ? { path, mtimeMs: info.mtimeMs, size: info.size } : null;
  } catch {
    return null;
  }
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=300';
}

/** Compressed copies of the site's files, made once per file version (path, mtime and size). */
const compressed = new Map<string, { version: string; body: Promise<Bytes> }>();

function compressedFile(file: { path: string; mtimeMs: number; size: number }, body: Bytes, encoding: Encoding, level: 'max' | 'fast' = 'max'): Promise<Bytes> {
  const key = `${encoding} ${level} ${file.path}`;
  const version = `${file.mtimeMs} ${file.size}`;
  const hit = compressed.get(key);
  if (hit && hit.version === version) return hit.body;
  const made = compress(body, encoding, level);
  compressed.set(key, { version, body: made });
  made.catch(() => compressed.delete(key));
  return made;
}

/** A text body in the encoding the client accepts, with the headers that go with it. */
export async function encodedBody(
  c: Context,
  body: Bytes,
  make: (encoding: Encoding) => Promise<Bytes>,
): Promise<{ body: Bytes; headers: Record<string, string> }> {
  const encoding = body.length >= MIN_COMPRESS_BYTES ? pickEncoding(c.req.header('Accept-Encoding')) : null;
  if (!encoding) return { body, headers: { Vary: 'Accept-Encoding' } };
  return { body: await make(encoding), headers: { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } };
}

export interface ServeFileOptions {
  /** Cache-Control for the path. */
  cache: (urlPath: string) => string;
  /** More headers of the answer. */
  headers?: Record<string, string>;
  /** compress()'s level: 'max' for the site's files, 'fast' for large files nobody waits on twice. */
  level?: 'max' | 'fast';
}

/**
 * The file of `root` at `urlPath` (text compressed with brotli or gzip as the client accepts,
 * once per file version), with its content type, or null when there is no such file (also for
 * paths that leave `root`).
 */
export async function serveFile(c: Context, root: string, urlPath: string, { cache, headers: extra = {}, level = 'max' }: ServeFileOptions): Promise<Response | null> {
  const file = await fileAt(root, urlPath);
  if (!file) return null;
  const ext = extname(file.path).toLowerCase();
  const raw = new Uint8Array(await readFile(file.path));
  const { body, headers } = COMPRESSIBLE.has(ext)
    ? await encodedBody(c, raw, (encoding) => compressedFile(file, raw, encoding, level))
    : { body: raw, headers: {} };
  return c.body(body, 200, {
    ...headers,
    ...extra,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cache(urlPath),
  });
}

/**
 * Rewrites index.html for the route it answers (route-specific preloads, inline data); given by
 * the app, which knows the routes. Returns null to send the file as it is.
 */
export type PageHead = (c: Context, html: string) => Promise<string | null>;

/**
 * Serves the built site: a file when one exists (text compressed with brotli or gzip), 404 for
 * missing hashed assets and widget modules, and index.html for every other path (the site routes
 * unknown paths itself), rewritten by `pageHead` for the route when given.
 */
export async function serveSite(c: Context, root: string, pageHead?: PageHead): Promise<Response | null> {
  const urlPath = c.req.path;
  const served = await serveFile(c, root, urlPath, { cache: cacheControl });
  if (served) return served;
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/widgets/')) return null;
  const index = await fileAt(root, '/index.html');
  if (!index) return null;
  const raw = new Uint8Array(await readFile(index.path));
  let page: string | null = null;
  if (pageHead) {
    try {
      page = await pageHead(c, new TextDecoder().decode(raw));
    } catch {
      page = null; // the plain page still works: the site loads its data itself
    }
  }
  const html = page === null ? raw : new TextEncoder().encode(page);
  const { body, headers } = await encodedBody(c, html, (encoding) =>
    page === null ? compressedFile(index, raw, encoding) : compress(html, encoding, 'fast'),
  );
  return c.body(body, 200, { ...headers, 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
}
