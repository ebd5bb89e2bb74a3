/**
 * The built Storybook at /storybook/ (http/storybook.ts): its pages and files with their content
 * types and cache headers, its inline scripts allowed by hash on its pages only (the store's pages
 * keep their policy), a 404 for a missing file, nothing outside its folder, and nothing at all
 * when it is not built.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { ServerConfig } from '../deps.ts';
import { inlineScriptHashes } from './storybook.ts';
import { createTestServer, TEST_CONFIG, cspDirectives, type TestServer } from '../testing.ts';

let server: TestServer;
let root: string;
let site: string;
let storybook: string;
const managerScript = "window['CONFIG_TYPE'] = 'PRODUCTION';";
const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

beforeAll(async () => {
  server = await createTestServer();
  root = mkdtempSync(join(tmpdir(), 'so-storybook-'));
  site = join(root, 'dist');
  storybook = join(root, 'storybook-static');
  mkdirSync(join(site, 'assets'), { recursive: true });
  mkdirSync(join(storybook, 'assets'), { recursive: true });
  mkdirSync(join(storybook, 'sb-manager'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!doctype html><html><head><title>SO</title></head><body><div id="app"></div></body></html>');
  writeFileSync(join(root, 'secret.txt'), 'outside');
  writeFileSync(
    join(storybook, 'index.html'),
    `<!doctype html><html><head><title>Storybook</title><script>${managerScript}</script><script type="module" src="./sb-manager/runtime.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(storybook, 'iframe.html'), '<!doctype html><html><head><script type="module" src="./assets/iframe-1.js"></script></head><body><div id="storybook-root"></div></body></html>');
  writeFileSync(join(storybook, 'index.json'), JSON.stringify({ v: 5, entries: {} }));
  writeFileSync(join(storybook, 'sb-manager', 'runtime.js'), 'export {};\n');
  writeFileSync(join(storybook, 'assets', 'iframe-1.js'), `export const stories = ${JSON.stringify('story '.repeat(300))};\n`);
});
afterAll(async () => {
  await server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const appWith = (config: Partial<ServerConfig> = {}) => createApp({ db: server.db, config: { ...TEST_CONFIG, staticDir: site, storybookDir: storybook, ...config } });

describe('the built Storybook at /storybook/', () => {
  it('answers /storybook/ with its index.html, its inline script allowed by hash, framed by this origin only', async () => {
    const response = await appWith().request('/storybook/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Storybook</title>');
    const csp = cspDirectives(response.headers.get('Content-Security-Policy'));
    expect(csp.get('script-src')).toEqual(["'self'", `'${sha(managerScript)}'`]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('sends /storybook to /storybook/, where its relative URLs resolve', async () => {
    const response = await appWith().request('/storybook');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/storybook/');
  });

  it('serves its files with their types: hashed assets cached for good, the story index revalidated', async () => {
    const frame = await appWith().request('/storybook/iframe.html?id=elements-cart--so-cart&viewMode=story');
    expect(frame.status).toBe(200);
    expect(cspDirectives(frame.headers.get('Content-Security-Policy')).get('script-src')).toEqual(["'self'"]);
    const index = await appWith().request('/storybook/index.json');
    expect(index.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(index.headers.get('Cache-Control')).toBe('no-cache');
    expect(await index.json()).toEqual({ v: 5, entries: {} });
    const asset = await appWith().request('/storybook/assets/iframe-1.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Encoding')).toBe('gzip');
    const manager = await appWith().request('/storybook/sb-manager/runtime.js');
    expect(manager.headers.get('Cache-Control')).toBe('public, max-age=300');
    // Its scripts are not the public widget assets: no cross-origin use.
    expect(asset.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers 404 for a missing file, not the site page', async () => {
    for (const path of ['/storybook/assets/missing-1.js', '/storybook/no-such-page', '/storybook/sb-manager/']) {
      const response = await appWith().request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<div id="app">');
    }
  });

  it('serves nothing outside its folder', async () => {
    for (const path of ['/storybook/..%2fsecret.txt', '/storybook/%2e%2e%2fdist%2findex.html', '/storybook/..%5csecret.txt', '/storybook/%00index.html', '/storybook/assets/..%2f..%2f..%2fsecret.txt']) {
      const response = await appWith().request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('outside');
    }
    // Dot segments the URL resolves itself leave /storybook/: the site's page, not the file.
    const resolved = await appWith().request('/storybook/%2e%2e/secret.txt');
    expect(await resolved.text()).not.toContain('outside');
  });

  it('keeps the store pages under their own policy', async () => {
    const response = await appWith().request('/');
    const csp = cspDirectives(response.headers.get('Content-Security-Policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('is the site page when Storybook is not built', async () => {
    for (const storybookDir of [null, join(root, 'not-built')]) {
      const response = await appWith({ storybookDir }).request('/storybook/');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="app">');
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts of a page, not those with a src', () => {
    const html = '<script>a()</script><script type="module">b()</script><script src="./c.js"></script><script type="module" crossorigin src="./d.js"></script><SCRIPT>a()</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});
