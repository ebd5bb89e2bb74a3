/**
 * Search engines and link previews: each page's own head in the HTML the server
 * answers, the product's JSON-LD with the API's price and availability, /sitemap.xml and
 * /robots.txt.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPath, categoryPath, productJsonLd, productPath, SingleProductResponse, type ProductPageLd } from '@so/contract';
import { createApp } from '../app.ts';
import { PRIVATE_PATHS, PUBLIC_PAGES, robotsRuleCovers, seoRouteOf } from './seo.ts';
import { REPO_ROOT } from '../config.ts';
import { SEED_IDS } from '../seed/seed.ts';
import { callApi, createTestServer, createTestStaff, TEST_CONFIG, type TestServer } from '../testing.ts';

const STORE = TEST_CONFIG.accounts.storeUrl;
/** A product whose name is made to break a careless page (set before anything reads it). */
const TRICKY_PRODUCT = 1010;
const TRICKY_NAME = 'Ghee "Best" </script><script>alert(1)</script> & <b>more</b>';

let server: TestServer;
let site: string;
beforeAll(async () => {
  server = await createTestServer();
  await server.db.query('UPDATE products SET name = $2, metatitle = NULL, metadescription = $2 WHERE id = $1', [TRICKY_PRODUCT, TRICKY_NAME]);
  site = mkdtempSync(join(tmpdir(), 'so-seo-'));
  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>SO Organic Store — built</title>' +
      '<meta name="description" content="The built page">\n<meta name="keywords" content="built">' +
      '<script type="module" src="/assets/index-1.js"></script></head><body><div id="app"></div></body></html>',
  );
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

const app = () => createApp({ db: server.db, config: { ...TEST_CONFIG, staticDir: site } });

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

interface Page {
  html: string;
  title: string | undefined;
  /** A meta tag's content by name or property (unescaped); undefined when absent. */
  meta(name: string): string | undefined;
  canonical: string | undefined;
  jsonLd: ProductPageLd[];
}

async function page(path: string): Promise<Page> {
  const response = await app().request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toContain('text/html');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const all = (pattern: RegExp) => Array.from(head.matchAll(pattern));
  const titles = all(/<title>([\s\S]*?)<\/title>/g);
  expect(titles.length).toBe(1);
  return {
    html,
    title: unescape(titles[0][1]),
    meta(name) {
      const found = all(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g).filter((m) => m[1] === name);
      expect(found.length).toBeLessThanOrEqual(1);
      return found[0] ? unescape(found[0][2]) : undefined;
    },
    canonical: ((href) => (href === undefined ? undefined : unescape(href)))(/<link rel="canonical" href="([^"]*)">/.exec(head)?.[1]),
    jsonLd: all(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map((m) => JSON.parse(m[1]) as ProductPageLd),
  };
}

async function apiProduct(id: number) {
  const answer = await callApi(server, `/api/web/single/product/${id}/`);
  expect(answer.status).toBe(200);
  return { wire: answer.json.data as { name: string; product_price: number; available_stock_quantity: number | null; image1: string; images: string[] }, parsed: create(answer.json, SingleProductResponse).data };
}

describe('a product page', () => {
  it('carries the Product JSON-LD with the API price and availability, and a breadcrumb', async () => {
    const id = SEED_IDS.stockTenProduct;
    const { wire, parsed } = await apiProduct(id);
    const url = `${STORE}${productPath(id, wire.name)}`;
    const { jsonLd } = await page(`/products/${id}/any-slug`);
    expect(jsonLd).toHaveLength(1);
    const [item, crumbs] = jsonLd[0]['@graph'];
    expect(item).toMatchObject({ '@type': 'Product', name: wire.name, sku: String(id), url });
    expect(item.image[0]).toBe(`${STORE}${wire.image1}`);
    expect(item.image).toEqual([...new Set([wire.image1, ...wire.images])].map((path) => `${STORE}${path}`));
    expect(item.offers).toMatchObject({ '@type': 'Offer', price: wire.product_price, priceCurrency: 'INR', availability: 'https://schema.org/InStock', url });
    expect(wire.available_stock_quantity).toBeGreaterThan(0);
    const reviewed = await apiProduct(SEED_IDS.manyReviewsProduct);
    const rating = reviewed.parsed.average_rating;
    expect(rating?.review_count).toBeGreaterThan(0);
    const reviewedLd = (await page(`/products/${SEED_IDS.manyReviewsProduct}`)).jsonLd[0]['@graph'][0];
    expect(reviewedLd.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: rating?.average_rating, reviewCount: rating?.review_count, bestRating: 5, worstRating: 1 });
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([`${STORE}/`, `${STORE}${categoryPath(parsed.category_id ?? 0, parsed.category_name ?? '')}`, url]);
    // The very object <so-product-detail seo> builds from the same answer.
    expect(jsonLd[0]).toEqual(JSON.parse(JSON.stringify(productJsonLd(parsed, { storeUrl: STORE }))));
  });

  it('says an out-of-stock product is out of stock', async () => {
    for (const id of [SEED_IDS.outOfStockProduct, SEED_IDS.zeroStockProduct]) {
      const { wire } = await apiProduct(id);
      const view = await page(`/products/${id}`);
      expect(view.jsonLd[0]['@graph'][0].offers).toMatchObject({ price: wire.product_price, availability: 'https://schema.org/OutOfStock' });
      expect(view.meta('product:availability')).toBe('out of stock');
    }
  });

  it('has its own title, description, canonical URL, Open Graph, Twitter card and price tags', async () => {
    const id = SEED_IDS.stockTenProduct;
    const { wire, parsed } = await apiProduct(id);
    const url = `${STORE}${productPath(id, wire.name)}`;
    const view = await page(`/products/${id}/bilona-desi-cow-ghee`);
    const title = parsed.website_description?.metatitle ?? '';
    expect(title).toContain(wire.name);
    expect(view.title).toBe(title);
    expect(view.html).not.toContain('SO Organic Store — built');
    expect(view.html).not.toContain('The built page');
    const description = view.meta('description');
    expect(description).toBe(parsed.website_description?.metadescription);
    expect(view.canonical).toBe(url);
    expect(view.meta('og:type')).toBe('product');
    expect(view.meta('og:title')).toBe(title);
    expect(view.meta('og:description')).toBe(description);
    expect(view.meta('og:url')).toBe(url);
    expect(view.meta('og:image')).toBe(`${STORE}${wire.image1}`);
    expect(view.meta('product:price:amount')).toBe(wire.product_price.toFixed(2));
    expect(view.meta('product:price:currency')).toBe('INR');
    expect(view.meta('product:availability')).toBe('in stock');
    expect(view.meta('twitter:card')).toBe('summary_large_image');
    expect(view.meta('twitter:title')).toBe(title);
    expect(view.meta('twitter:image')).toBe(`${STORE}${wire.image1}`);
  });

  it('keeps a name with quotes and </script> from breaking the page', async () => {
    const view = await page(`/products/${TRICKY_PRODUCT}/x`);
    expect(view.title).toBe(TRICKY_NAME);
    expect(view.meta('og:title')).toBe(TRICKY_NAME);
    expect(view.meta('description')).toBe(TRICKY_NAME);
    expect(view.jsonLd[0]['@graph'][0].name).toBe(TRICKY_NAME);
    // Nothing of the name became markup: its script never opens, every script element is the page's own.
    expect(view.html).not.toContain('<script>alert(1)');
    expect(view.html).not.toContain('<b>more</b>');
    expect(view.html.match(/<script/g)?.length).toBe(view.html.match(/<\/script>/g)?.length);
    expect(view.html.match(/<script/g)).toHaveLength(3); // the page's module, the JSON-LD, the route data
  });

  it('an unknown product answers the page with the store tags and noindex, without JSON-LD', async () => {
    for (const path of ['/products/999999/none', '/products/abc']) {
      const view = await page(path);
      expect(view.meta('robots')).toBe('noindex, follow');
      expect(view.jsonLd).toEqual([]);
      expect(view.canonical).toBeUndefined();
      expect(view.title).toBeTruthy();
    }
  });
});

describe('blog, content and shop pages', () => {
  it('a blog post has its title, description, canonical URL and article tags', async () => {
    const list = await callApi(server, '/api/blogs/?page=1');
    const first = (list.json.blogs as { id: number }[])[0];
    const post = (await callApi(server, `/api/blogs/${first.id}/`)).json.blogData as { id: number; title: string; banner_url: string; published_at: string };
    const tags = await callApi(server, `/api/user/meta-tags/?page_url=/blogs/${post.id}`);
    const view = await page(`/blogs/${post.id}/old-slug`);
    expect(view.title).toBe(tags.json.title);
    expect(view.meta('description')).toBe(tags.json.description);
    expect(view.canonical).toBe(`${STORE}${blogPath(post.id, post.title)}`);
    expect(view.meta('og:type')).toBe('article');
    expect(view.meta('og:url')).toBe(view.canonical);
    expect(view.meta('og:image')).toBe(`${STORE}${post.banner_url}`);
    expect(view.meta('article:published_time')).toBe(post.published_at);
    expect(view.jsonLd).toEqual([]);
    const missing = await page('/blogs/999999/none');
    expect(missing.meta('robots')).toBe('noindex, follow');
  });

  it('a content page has its meta tags, and the title staff give it when they write it', async () => {
    const tags = (await callApi(server, '/api/user/meta-tags/?page_url=/about-us')).json;
    expect(tags.title).toContain('About');
    const about = await page('/about-us');
    expect(about.title).toBe(tags.title);
    expect(about.meta('description')).toBe(tags.description);
    expect(about.canonical).toBe(`${STORE}/about-us`);
    expect(about.meta('og:type')).toBe('website');
    expect(about.meta('og:title')).toBe(tags.title);
    expect(about.meta('og:image')).toMatch(new RegExp(`^${STORE}/media/banners/\\d+-1600\\.webp$`));
    expect(about.meta('robots')).toBeUndefined();

    const staff = await createTestStaff(server.db);
    const saved = await callApi(server, '/api/staff/content-pages/shipping-policy/', {
      method: 'PUT',
      user: staff,
      body: { title: 'Shipping', content: '<p>We ship.</p>', meta_title: 'How we ship | SO', meta_description: 'Free over ₹500.', meta_keywords: '', is_published: true },
    });
    expect(saved.status).toBe(200);
    const shipping = await page('/shipping-policy/');
    expect(shipping.title).toBe('How we ship | SO');
    expect(shipping.meta('og:description')).toBe('Free over ₹500.');
    expect(shipping.canonical).toBe(`${STORE}/shipping-policy`);
    // Two paths of one page: one canonical URL.
    expect((await page('/sosecoin')).canonical).toBe(`${STORE}/so-coin`);
  });

  it('a category of the shop has its own tags; a search is kept out of the index', async () => {
    const categories = await callApi(server, '/api/categories/');
    const category = (categories.json.data as { id: number; name: string; metatitle: string; metadescription: string }[])[0];
    const view = await page(`/shop?page=1&category=${category.id}&category_name=${encodeURIComponent(category.name)}&sort=base_price`);
    expect(view.title).toBe(category.metatitle);
    expect(view.meta('description')).toBe(category.metadescription);
    expect(view.canonical).toBe(`${STORE}${categoryPath(category.id, category.name)}`);
    expect(view.html).toContain(`<link rel="canonical" href="${STORE}/shop?page=1&amp;category=${category.id}&amp;category_name=`);
    expect(view.meta('og:url')).toBe(`${STORE}${categoryPath(category.id, category.name)}`);
    const shop = await page('/shop');
    expect(shop.title).toBe((await callApi(server, '/api/user/meta-tags/?page_url=/shop')).json.title);
    expect(shop.title).toContain('Shop');
    expect(shop.canonical).toBe(`${STORE}/shop`);
    const search = await page('/shop?page=1&search=ghee');
    expect(search.meta('robots')).toBe('noindex, follow');
    expect(search.canonical).toBe(`${STORE}/shop`);
  });

  it("the shopper's own pages are noindex", async () => {
    for (const path of ['/cart', '/checkout', '/profile', '/orders/SO100001']) expect((await page(path)).meta('robots')).toBe('noindex, follow');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('the sitemap lists every product the API lists, each category, blog post and content page, on the store', async () => {
    const response = await app().request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (m) => unescape(m[1]));
    expect(locs.every((loc) => loc.startsWith(`${STORE}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);

    const list = await callApi(server, '/api/web/products/list/?page=1');
    const count = (list.json.data as { count: number }).count;
    expect(count).toBeGreaterThan(20);
    const productLocs = locs.filter((loc) => loc.startsWith(`${STORE}/products/`));
    expect(productLocs).toHaveLength(count);
    const { wire } = await apiProduct(SEED_IDS.stockTenProduct);
    expect(productLocs).toContain(`${STORE}${productPath(SEED_IDS.stockTenProduct, wire.name)}`);

    const categories = await callApi(server, '/api/categories/');
    const first = (categories.json.data as { id: number; name: string }[])[0];
    expect(locs).toContain(`${STORE}${categoryPath(first.id, first.name)}`);
    expect(xml).toContain('&amp;category='); // the URL's & written as XML

    const blogs = await callApi(server, '/api/blogs/?page=1');
    for (const post of blogs.json.blogs as { id: number; title: string }[]) expect(locs).toContain(`${STORE}${blogPath(post.id, post.title)}`);
    for (const path of ['/', '/shop', '/blogs', '/about-us', '/faq', '/privacy-policy', '/so-coin']) expect(locs).toContain(`${STORE}${path}`);
    for (const path of ['/cart', '/checkout', '/profile', '/wishlist', '/login', '/sosecoin']) expect(locs).not.toContain(`${STORE}${path}`);
  });

  it('robots.txt keeps the private pages out, lets every page of the sitemap in, and names the sitemap', async () => {
    const response = await app().request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${STORE}/sitemap.xml`);
    const rules = Array.from(text.matchAll(/^Disallow: (\S+)$/gm), (m) => m[1]);
    for (const path of ['/cart', '/checkout', '/wishlist', '/orders/SO1', '/profile', '/profile/edit', '/login', '/signup', '/subscribe', '/subscribe/1003', '/reset-password/abc']) {
      expect(rules.some((rule) => robotsRuleCovers(rule, path)), path).toBe(true);
    }
    const sitemap = await (await app().request('/sitemap.xml')).text();
    const paths = Array.from(sitemap.matchAll(/<loc>([^<]*)<\/loc>/g), (m) => new URL(unescape(m[1])).pathname);
    for (const path of paths) expect(rules.some((rule) => robotsRuleCovers(rule, path)), path).toBe(false);
  });

  it('knows every route of the site: public (in the sitemap), private (in robots.txt) or a record page', () => {
    const app = readFileSync(join(REPO_ROOT, 'site/src/App.tsx'), 'utf8');
    const routes = Array.from(app.matchAll(/ path="([^"]+)"/g), (m) => m[1]);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const path = route.replace(/\/:[a-z]+\?$/, '').replace(/:[a-z]+/g, '1');
      const kind = seoRouteOf(path).kind;
      expect(kind, route).not.toBe('unknown');
      const isPublic = (PUBLIC_PAGES as readonly string[]).includes(path);
      expect(isPublic && PRIVATE_PATHS.some((rule) => robotsRuleCovers(rule, path)), route).toBe(false);
    }
  });
});
