/**
 * Security headers on every answer (http/headers.ts): the site's pages under a CSP its code keeps
 * (scripts from self only, object-src 'none', base-uri 'self', frames only from OpenStreetMap's
 * map embed (and reCAPTCHA when configured), frame-ancestors from FRAME_ANCESTORS), data answers
 * under default-src 'none', nosniff and Referrer-Policy everywhere, HSTS in production mode.
 * Whether the real pages keep the policy is tests/e2e/csp.spec.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { ServerConfig } from './deps.ts';
import { DATA_POLICY, frameAncestorsFromEnv, MAP_FRAME_SOURCE } from './http/headers.ts';
import { createTestServer, TEST_ACCOUNTS, TEST_CONFIG, cspDirectives, type TestServer } from './testing.ts';

let server: TestServer;
let site: string;
beforeAll(async () => {
  server = await createTestServer();
  site = mkdtempSync(join(tmpdir(), 'so-headers-'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><html><head><title>SO</title><script type="module" src="/assets/index-1.js"></script></head><body></body></html>');
  writeFileSync(join(site, 'assets', 'index-1.js'), 'export {};\n');
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

const appWith = (config: Partial<ServerConfig> = {}) => createApp({ db: server.db, config: { ...TEST_CONFIG, staticDir: site, ...config } });

describe('security headers', () => {
  it('the site pages: scripts from self only, no plugins, base and forms to self, not framed', async () => {
    for (const path of ['/', '/products/1001/bilona-ghee', '/checkout', '/no-such-page']) {
      const response = await appWith().request(path);
      expect(response.status, path).toBe(200);
      const csp = cspDirectives(response.headers.get('Content-Security-Policy'));
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    }
  });

  it("the pages may frame OpenStreetMap's map (the /organic-living site map) and nothing else was opened", async () => {
    expect(MAP_FRAME_SOURCE).toBe('https://www.openstreetmap.org');
    for (const path of ['/organic-living', '/franchise', '/']) {
      const policy = cspDirectives((await appWith().request(path)).headers.get('Content-Security-Policy'));
      expect(Object.fromEntries(policy), path).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The map's tiles load inside its frame: the store's own images stay its own.
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ['https://www.openstreetmap.org'],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
    }
    // With reCAPTCHA configured its challenge frame joins the map, and the map goes nowhere else.
    const recaptcha = appWith({ accounts: { ...TEST_ACCOUNTS, captcha: 'recaptcha', recaptchaSecret: 's', recaptchaSiteKey: 'k' } });
    const policy = cspDirectives((await recaptcha.request('/organic-living')).headers.get('Content-Security-Policy'));
    expect(policy.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', 'https://www.openstreetmap.org']);
    for (const [name, sources] of policy) {
      if (name !== 'frame-src') expect(sources.some((source) => source.includes('openstreetmap')), name).toBe(false);
    }
    // Images, the page banners' too, stay data.
    const banner = await appWith().request('/media/pages/organic-living-1-800.webp');
    expect(banner.status).toBe(200);
    expect(banner.headers.get('Content-Security-Policy')).toBe(DATA_POLICY);
  });

  it('API answers, errors and images are data: default-src none, nosniff, Referrer-Policy', async () => {
    const app = appWith();
    const answers = [
      await app.request('/api/health'),
      await app.request('/api/web/products/list/'),
      await app.request('/api/no-such-endpoint'),
      await app.request('/api/user/profile/'),
      await app.request('/api/user/signin/', { method: 'POST', body: '{not json', headers: { 'Content-Type': 'application/json' } }),
      await app.request('/media/products/999999-1-320.webp'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 404, 401, 400, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('Content-Security-Policy')).toBe(DATA_POLICY);
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(answer.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('the gateway payer page keeps its own policy', async () => {
    const response = await appWith().request('/api/payments/sandbox/T1?key=x');
    expect(response.headers.get('Content-Security-Policy')).not.toBe(DATA_POLICY);
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('HSTS in production mode; reCAPTCHA hosts only when reCAPTCHA is configured; frame-ancestors from FRAME_ANCESTORS', async () => {
    const production = await appWith({ storeMode: 'production' }).request('/');
    expect(production.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect((await appWith({ storeMode: 'production' }).request('/api/health')).headers.get('Strict-Transport-Security')).toContain('max-age=');

    const recaptcha = appWith({ accounts: { ...TEST_ACCOUNTS, captcha: 'recaptcha', recaptchaSecret: 's', recaptchaSiteKey: 'k' } });
    const csp = cspDirectives((await recaptcha.request('/')).headers.get('Content-Security-Policy'));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(csp.get('frame-src')).toContain('https://www.google.com/recaptcha/');

    const framed = appWith({ frameAncestors: frameAncestorsFromEnv('self https://partner.example') });
    const answer = await framed.request('/');
    expect(cspDirectives(answer.headers.get('Content-Security-Policy')).get('frame-ancestors')).toEqual(["'self'", 'https://partner.example']);
    expect(answer.headers.get('X-Frame-Options')).toBeNull();
    expect((await appWith({ frameAncestors: frameAncestorsFromEnv('self') }).request('/')).headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('reads FRAME_ANCESTORS and refuses what is not an origin', () => {
    expect(frameAncestorsFromEnv(undefined)).toBe("'none'");
    expect(frameAncestorsFromEnv('none')).toBe("'none'");
    expect(frameAncestorsFromEnv("'self'")).toBe("'self'");
    expect(frameAncestorsFromEnv('https://a.example, https://*.b.example:8443')).toBe('https://a.example https://*.b.example:8443');
    for (const bad of ['*', 'javascript:alert(1)', "https://a.example; script-src *", 'data:']) {
      expect(() => frameAncestorsFromEnv(bad), bad).toThrow(/FRAME_ANCESTORS/);
    }
  });
});
