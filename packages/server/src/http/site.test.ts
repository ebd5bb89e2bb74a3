import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { inlineJson, matchSiteRoute } from './page-head.ts';
import { pickEncoding } from './static.ts';
import { SEED_IDS } from '../seed/seed.ts';
import { createTestServer, TEST_CONFIG, type TestServer } from '../testing.ts';

/** The built site as the server sees it: index.html, one big script and the build's route map. */
let server: TestServer;
let site: string;
const script = `export const text = ${JSON.stringify('organic ghee and honey '.repeat(200))};\n`;
beforeAll(async () => {
  server = await createTestServer();
  site = mkdtempSync(join(tmpdir(), 'so-site-'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html><html><head><title>SO Organic Store</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="app"></div></body></html>',
  );
  writeFileSync(join(site, 'assets', 'index-1.js'), script);
  writeFileSync(
    join(site, 'route-preloads.json'),
    JSON.stringify({
      routes: {
        home: { modules: ['/assets/home.element-1.js'] },
        shop: { modules: ['/assets/shop.element-1.js', '/assets/grid-1.js'] },
        product: { modules: ['/assets/product-detail.element-1.js'] },
        reviews: { modules: ['/assets/reviews.element-1.js'] },
      },
    }),
  );
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

const app = () => createApp({ db: server.db, config: { ...TEST_CONFIG, staticDir: site } });

async function page(path: string): Promise<{ html: string; data: { path: string; query?: Record<string, unknown>; body: Record<string, unknown> }[] }> {
  const response = await app().request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toContain('text/html');
  expect(response.headers.get('Cache-Control')).toBe('no-cache');
  const html = await response.text();
  const json = /<script type="application\/json" id="so-route-data">(.*?)<\/script>/s.exec(html)?.[1];
  return { html, data: json ? JSON.parse(json) : [] };
}

describe('compressed site files', () => {
  it('sends text files with brotli or gzip as the browser accepts, and as they are otherwise', async () => {
    const br = await app().request('/assets/index-1.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Cache-Control')).toContain('immutable');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(brBody).toString()).toBe(script);

    const gz = await app().request('/assets/index-1.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await app().request('/assets/index-1.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('sends API answers gzip-compressed to clients that accept it', async () => {
    const zipped = await app().request('/api/web/products/list/?page=1', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    const raw = Buffer.from(await zipped.arrayBuffer());
    const body = JSON.parse(gunzipSync(raw).toString()) as { status: boolean; data: { data: unknown[] } };
    expect(body.status).toBe(true);
    expect(body.data.data.length).toBeGreaterThan(0);
    expect(raw.length).toBeLessThan(JSON.stringify(body).length / 3);
    const plain = await app().request('/api/web/products/list/?page=1');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(((await plain.json()) as { status: boolean }).status).toBe(true);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('index.html per route', () => {
  it('knows the site routes that have a main element', () => {
    expect(matchSiteRoute('/', '')).toEqual({ name: 'home' });
    expect(matchSiteRoute('/shop', '')).toEqual({ name: 'shop', plain: true });
    expect(matchSiteRoute('/shop/', '?search=ghee')).toEqual({ name: 'shop', plain: false });
    expect(matchSiteRoute('/products/1003/bilona-ghee', '')).toEqual({ name: 'product', id: 1003 });
    expect(matchSiteRoute('/products/1003', '')).toEqual({ name: 'product', id: 1003 });
    expect(matchSiteRoute('/products/1003/reviews/bilona-ghee', '')).toEqual({ name: 'reviews', id: 1003 });
    expect(matchSiteRoute('/cart', '')).toBeNull();
    expect(matchSiteRoute('/products/abc', '')).toBeNull();
  });

  it('a product page preloads its element, inlines the product as a visitor without id sees it, and preloads its main image', async () => {
    const id = SEED_IDS.stockTenProduct;
    const { html, data } = await page(`/products/${id}/bilona-desi-cow-ghee`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-detail.element-1.js">');
    expect(html).not.toContain('shop.element-1.js');
    const product = data.find((d) => d.path === `/web/single/product/${id}/`);
    expect(product?.body).toMatchObject({ status: true, data: { id, is_wished: false } });
    const image1 = (product?.body.data as { image1: string }).image1;
    expect(html).toContain(`<link rel="preload" as="image" href="${image1}" fetchpriority="high" imagesrcset="${image1.replace(/-\d+\.webp$/, '-320.webp')} 320w, ${image1.replace(/-\d+\.webp$/, '-640.webp')} 640w" imagesizes="(max-width: 767px) 100vw, 640px">`);
    expect(data.find((d) => d.path === '/user/meta-tags/')?.query).toEqual({ page_url: `/products/${id}/bilona-desi-cow-ghee` });
    // The preloads go in the head, the data at the end of the body.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('so-route-data')).toBeGreaterThan(html.indexOf('<body>'));
  });

  it('the shop inlines its first page (as the shop asks for it) and preloads the images of the first screen (four cards)', async () => {
    const { html, data } = await page('/shop');
    expect(html).toContain('href="/assets/shop.element-1.js"');
    expect(html).toContain('href="/assets/grid-1.js"');
    const list = data.find((d) => d.path === '/web/products/list/');
    expect(list?.query).toEqual({ page: 1 });
    const products = (list?.body.data as { data: { image1: string }[] }).data;
    expect(products.length).toBeGreaterThan(4);
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(4);
    for (const product of products.slice(0, 4)) expect(html).toContain(`href="${product.image1}"`);
    expect(html).not.toContain(`href="${products[4].image1}"`);
    expect(html).toContain('imagesizes="(max-width: 480px) 50vw, 240px"');
    // A filtered shop asks for its own list: only its element is preloaded.
    const filtered = await page('/shop?search=ghee');
    expect(filtered.data.find((d) => d.path === '/web/products/list/')).toBeUndefined();
    expect(filtered.html).toContain('href="/assets/shop.element-1.js"');
  });

  it('the home page inlines its banners and upper sections and preloads the first banner for each screen (a phone its 4:3 phone picture)', async () => {
    const { html, data } = await page('/');
    expect(data.map((d) => d.path)).toEqual(['/ecommerce/banners/', '/product-section/', '/user/meta-tags/']);
    expect(html).toContain('href="/assets/home.element-1.js"');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/phone-banners\/\d+-800\.webp" fetchpriority="high" media="\(max-width: 767px\)">/);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/banners\/\d+-1600\.webp" fetchpriority="high" media="\(min-width: 768px\)">/);
  });

  it('other pages get index.html as built, and a missing product only its element', async () => {
    const login = await page('/login');
    expect(login.html).not.toContain('so-route-data');
    expect(login.html).not.toContain('modulepreload');
    const missing = await page('/products/999999/none');
    expect(missing.html).toContain('product-detail.element-1.js');
    expect(missing.data.find((d) => d.path.startsWith('/web/single/product/'))).toBeUndefined();
    expect(missing.html).not.toContain('as="image"');
  });

  it('keeps inline JSON from closing its script element', () => {
    expect(inlineJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(inlineJson({ name: '</script>\u2028' }))).toEqual({ name: '</script>\u2028' });
  });
});
