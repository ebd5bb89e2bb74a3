import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { migrate } from './db/migrate.ts';
import type { Db } from './db/types.ts';
import { SEED_IDS } from './seed/seed.ts';
import { createTestServer, TEST_CONFIG, type TestServer } from './testing.ts';

let server: TestServer;
let site: string;
beforeAll(async () => {
  server = await createTestServer();
  site = mkdtempSync(join(tmpdir(), 'so-site-'));
  mkdirSync(join(site, 'assets'));
  mkdirSync(join(site, 'widgets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>SO Organic Store</title>');
  writeFileSync(join(site, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(site, 'widgets', 'loader.js'), 'export {}');
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

describe('migrations', () => {
  it('records every migration once and applies nothing the second time', async () => {
    const { rows } = await server.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(['001_catalogue', '002_home', '003_visitors_cart_wishlist', '004_product_ratings_and_indexes', '005_accounts', '006_geo', '007_orders_coins_vouchers', '008_payment_return_url', '009_refunds', '010_reviews', '011_subscriptions', '012_elite', '013_pre_debit_notices', '014_content', '015_content_pages', '016_enquiries', '017_appointments', '018_gift_vouchers', '019_partners_handoff', '020_mrp_net_quantity', '021_catalogue_generation', '022_audit_log', '023_staff_admin', '024_unpaid_orders', '025_handoff_login_confirm', '026_event_covers', '027_optional_lead_contact', '028_notification_queue', '029_fulfilment', '030_email_html', '031_preferences_stock_alerts']);
    expect(await migrate(server.db)).toEqual([]);
  });

  it('stores money as integer paise', async () => {
    const { rows } = await server.db.query<{ data_type: string }>(
      `SELECT data_type FROM information_schema.columns
        WHERE table_name = 'products' AND column_name IN ('base_price_paise', 'gst_paise') AND table_schema = current_schema()`,
    );
    expect(rows.map((r) => r.data_type)).toEqual(['integer', 'integer']);
  });
});

describe('health', () => {
  it('answers status true (the bench baseline route)', async () => {
    const response = await server.call('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
  });
});

describe('generated images', () => {
  it('renders a product image as a square WebP with a long cache', async () => {
    const response = await server.call(`/media/products/${SEED_IDS.manyReviewsProduct}-1-320.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
  });

  it('renders banners 1600x500 and the same bytes twice', async () => {
    const a = Buffer.from(await (await server.call('/media/banners/1-1600.webp')).arrayBuffer());
    const b = Buffer.from(await (await server.call('/media/banners/1-1600.webp')).arrayBuffer());
    const meta = await sharp(a).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 500]);
    expect(a.equals(b)).toBe(true);
  });

  it.each([
    '/media/products/999999-1-320.webp',
    `/media/products/${SEED_IDS.manyReviewsProduct}-9-320.webp`,
    `/media/products/${SEED_IDS.manyReviewsProduct}-1-500.webp`,
    '/media/banners/1-320.webp',
    '/media/unknown/1-320.webp',
    '/media/products/../../etc/passwd',
  ])('answers 404 for %s', async (path) => {
    expect((await server.call(path)).status).toBe(404);
  });

  it('serves every image URL the API hands out', async () => {
    const paths = new Set<string>();
    const collect = (value: unknown) => {
      if (typeof value === 'string' && value.startsWith('/media/')) {
        for (const candidate of value.split(', ')) paths.add(candidate.split(' ')[0]);
      }
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const path of ['/api/ecommerce/banners/?sequence=Upper', '/api/product-section/?type=Upper', '/api/lower-section/', '/api/home/blogs/', '/api/web/products/list/?category_id=101', '/api/categories/']) {
      collect(await (await server.call(path)).json());
    }
    const sample = [...paths].filter((_, i) => i % 7 === 0);
    expect(sample.length).toBeGreaterThan(5);
    for (const path of sample) expect((await server.call(path)).status, path).toBe(200);
  });
});

describe('static site and CORS', () => {
  const siteApp = () => createApp({ db: server.db, config: { ...TEST_CONFIG, staticDir: site } });

  it('serves files, hashed assets with a long cache, and index.html for other paths', async () => {
    const app = siteApp();
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    expect(asset.headers.get('Content-Type')).toContain('javascript');
    expect(asset.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const loader = await app.request('/widgets/loader.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const page = await app.request('/products/1001/a2-ghee');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('SO Organic Store');
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
    const api = await app.request('/api/nope');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: false });
    expect((await app.request('/%2e%2e/%2e%2e/etc/passwd')).headers.get('Content-Type')).toContain('text/html');
  });

  it('allows localhost origins by default and only listed origins when configured', async () => {
    const app = siteApp();
    const preflight = await app.request('/api/cart/', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'Visitor-Id' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Visitor-Id');
    const foreign = await app.request('/api/web/brand/list/', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();

    const listed = createApp({ db: server.db, config: { ...TEST_CONFIG, corsOrigins: ['https://franchise.example'] } });
    const ok = await listed.request('/api/web/brand/list/', { headers: { Origin: 'https://franchise.example' } });
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('https://franchise.example');
    expect(ok.headers.get('Access-Control-Expose-Headers')).toContain('Company-Id');
    const local = await listed.request('/api/web/brand/list/', { headers: { Origin: 'http://localhost:5173' } });
    expect(local.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a JSON body, not a crash', async () => {
    const broken: Db = {
      query: () => Promise.reject(new Error('connection lost')),
      exec: () => Promise.reject(new Error('connection lost')),
      transaction: () => Promise.reject(new Error('connection lost')),
      close: () => Promise.resolve(),
    };
    const app = createApp({ db: broken, config: { ...TEST_CONFIG, logErrors: false } });
    const response = await app.request('/api/web/brand/list/');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ status: false, message: expect.any(String) });
  });
});
