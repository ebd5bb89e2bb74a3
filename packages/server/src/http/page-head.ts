import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { CATALOGUE, COMPANY_ID, endpointPath, HEADER_COMPANY_ID, MOBILE_BREAKPOINT_PX, scriptJson } from '@so/contract';
import { escapeHtml } from './html.ts';
import { pageSeo, withSeo, type ApiRead } from './seo.ts';
import type { PageHead } from './static.ts';

/**
 * index.html for one route of the store's own site. The built page is the same for every path;
 * the server knows which path it answers, so it adds what that route needs first and nothing else:
 *
 *  - modulepreloads of the route's element chunks, from the build's dist/route-preloads.json
 *    (vite.config.ts writes it);
 *  - the route's first catalogue answers inline (`<script type="application/json"
 *    id="so-route-data">`), which the page's API client takes instead of asking again. They are
 *    fetched here as an anonymous visitor (no visitor id, no session), so nothing of anyone's is
 *    in them (is_wished false); the page lays its visitor's wishes over them from the wishlist;
 *  - a preload of the largest image of the first screen, found in that data, with the same
 *    srcset and sizes as the element's <img>, so the browser fetches it with the HTML instead of
 *    after the element has rendered;
 *  - on every page, the page's own title, description, canonical URL, Open Graph and Twitter
 *    tags, and a product's JSON-LD (seo.ts).
 */

interface RoutePreloads {
  routes: Record<string, { modules: string[] } | undefined>;
}

/** One answer given with the page: the API path (under the API base, as the client calls it), its query and its body. */
export interface RouteData {
  path: string;
  query?: Record<string, string | number>;
  body: unknown;
}

export type SiteRoute =
  | { name: 'home' }
  | { name: 'shop'; plain: boolean }
  | { name: 'product'; id: number }
  | { name: 'reviews'; id: number };

/** The site's routes that have a main element (site/src/App.tsx), or null. */
export function matchSiteRoute(pathname: string, search: string): SiteRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { name: 'home' };
  if (path === '/shop') return { name: 'shop', plain: search === '' || search === '?' };
  const reviews = /^\/products\/(\d+)\/reviews\/[^/]+$/.exec(path);
  if (reviews) return { name: 'reviews', id: Number(reviews[1]) };
  const product = /^\/products\/(\d+)(?:\/[^/]+)?$/.exec(path);
  if (product) return { name: 'product', id: Number(product[1]) };
  return null;
}

// ─── The images the elements show first (keep in step with the components named) ─────────────

interface Preload {
  href: string;
  srcset?: string;
  sizes?: string;
  media?: string;
}

/** The square variants' srcset, as packages/ui/src/Img.tsx builds it. */
function squareSrcset(path: string): string | undefined {
  const variant = /-(\d+)\.webp$/;
  if (!variant.test(path)) return undefined;
  return [320, 640].map((w) => `${path.replace(variant, `-${w}.webp`)} ${w}w`).join(', ');
}

const square = (path: string, sizes: string): Preload => ({ href: path, srcset: squareSrcset(path), sizes });

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Product detail: the gallery's main image (product-detail/Gallery.tsx). */
function productImages(body: unknown): Preload[] {
  const data = isObject(body) && isObject(body.data) ? body.data : null;
  if (!data) return [];
  const images = Array.isArray(data.images) ? data.images : [];
  const first = str(data.image1) ?? images.map(str).find(Boolean);
  return first ? [square(first, '(max-width: 767px) 100vw, 640px')] : [];
}

/**
 * Shop: the cards of the first screen (product-card/ProductCardView.tsx): two rows of two on a
 * phone, the first row of four on a wide screen. All four, not the first two: the cards are the
 * same size, and the browser takes whichever of them paints a fraction of a pixel larger as the
 * page's largest image, often one in the second row on a phone.
 */
function shopImages(body: unknown): Preload[] {
  const list = isObject(body) && isObject(body.data) && Array.isArray(body.data.data) ? body.data.data : [];
  return list
    .slice(0, 4)
    .map((product) => (isObject(product) ? str(product.image1) : null))
    .filter((src): src is string => src !== null)
    .map((src) => square(src, '(max-width: 480px) 50vw, 240px'));
}

/** Home: the first banner (home/BannerCarousel.tsx) and the first Upper section's image (home/InfoSection.tsx). */
function homeImages(banners: unknown, upper: unknown): Preload[] {
  const out: Preload[] = [];
  const banner = isObject(banners) && Array.isArray(banners.data) && isObject(banners.data[0]) ? banners.data[0] : null;
  const image = banner ? str(banner.image) : null;
  const mobile = banner ? str(banner.mobile_image) : null;
  if (image && mobile) {
    out.push({ href: mobile, media: `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)` }, { href: image, media: `(min-width: ${MOBILE_BREAKPOINT_PX}px)` });
  } else if (image) {
    out.push({ href: image });
  }
  const sections = isObject(upper) && Array.isArray(upper.data) ? upper.data.filter((s) => isObject(s) && s.is_visible_on_website) : [];
  const first = sections[0];
  if (isObject(first) && first.key !== 'awards' && str(first.image)) out.push(square(first.image as string, '(max-width: 767px) 100vw, 420px'));
  return out;
}

// ─── The page ───────────────────────────────────────────────────────────────────────────────

function imageLink(image: Preload): string {
  let tag = `<link rel="preload" as="image" href="${escapeHtml(image.href)}" fetchpriority="high"`;
  if (image.srcset) tag += ` imagesrcset="${escapeHtml(image.srcset)}"`;
  if (image.srcset && image.sizes) tag += ` imagesizes="${escapeHtml(image.sizes)}"`;
  if (image.media) tag += ` media="${escapeHtml(image.media)}"`;
  return `${tag}>`;
}

/** JSON that can sit inside a <script> element: no "</script>" or "<!--" can appear in it (@so/contract's scriptJson). */
export const inlineJson = scriptJson;

/** Adds `head` before </head> and `body` before </body>. */
export function injectIntoPage(html: string, head: string, body: string): string {
  const h = html.lastIndexOf('</head>');
  const withHead = h === -1 ? html : html.slice(0, h) + head + html.slice(h);
  const b = withHead.lastIndexOf('</body>');
  return b === -1 ? withHead : withHead.slice(0, b) + body + withHead.slice(b);
}

/** Reads of the store's catalogue through `app` itself, as an anonymous visitor. */
export type RouteRead = (path: string, query?: Record<string, string | number>) => Promise<RouteData | null>;

/** An anonymous read through the app itself (no visitor id, no session); null unless it answered status: true. */
export function apiReader(app: Hono): RouteRead {
  return async (path, query = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const response = await app.request(`/api${path}${qs ? `?${qs}` : ''}`, { headers: { [HEADER_COMPANY_ID]: String(COMPANY_ID) } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isObject(body) && body.status === true ? { path, query, body } : null;
  };
}

/** `read` asking each path and query once (one page's reads: its data and its head share answers); failures read as null. */
export function onceEach(read: RouteRead): RouteRead {
  const answers = new Map<string, Promise<RouteData | null>>();
  return (path, query = {}) => {
    const key = `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = read(path, query).catch(() => null);
      answers.set(key, answer);
    }
    return answer;
  };
}

/** The body of a read's answer (seo.ts reads bodies). */
export const bodies = (read: RouteRead): ApiRead => (path, query) => read(path, query).then((data) => data?.body ?? null);

/**
 * The page head of the store's site served by `app` from `root` (see the top of this file);
 * `storeUrl` (STORE_URL) starts the page's absolute URLs.
 */
export function sitePageHead(app: Hono, root: string, storeUrl: string): PageHead {
  let preloads: { version: number; value: Promise<RoutePreloads | null> } | null = null;
  const routePreloads = async (): Promise<RoutePreloads | null> => {
    const file = join(root, 'route-preloads.json');
    const version = await stat(file).then((info) => info.mtimeMs, () => -1);
    if (!preloads || preloads.version !== version) {
      preloads = {
        version,
        value: version < 0 ? Promise.resolve(null) : readFile(file, 'utf8').then((text) => JSON.parse(text) as RoutePreloads, () => null),
      };
    }
    return preloads.value;
  };

  const anonymous = apiReader(app);

  return async (c: Context, html: string) => {
    const url = new URL(c.req.url);
    const read = onceEach(anonymous);
    // Every page's own head (seo.ts), from the same reads as its data; should it fail, the page as built.
    const seo = pageSeo(url, bodies(read), storeUrl).catch(() => null);
    const headed = async (page: string) => {
      const tags = await seo;
      return tags ? withSeo(page, tags) : page;
    };
    const route = matchSiteRoute(url.pathname, url.search);
    if (!route) return headed(html);
    const assets = (await routePreloads())?.routes[route.name];

    let reads: Promise<RouteData | null>[] = [];
    let images: (data: (RouteData | null)[]) => Preload[] = () => [];
    if (route.name === 'home') {
      reads = [read('/ecommerce/banners/', { sequence: 'Upper' }), read('/product-section/', { type: 'Upper' })];
      images = ([banners, upper]) => homeImages(banners?.body, upper?.body);
    } else if (route.name === 'shop' && route.plain) {
      // The paths and queries as the client's calls build them (its key for a seeded answer).
      reads = [read(CATALOGUE.productList.path, { page: 1 })];
      images = ([list]) => shopImages(list?.body);
    } else if (route.name === 'product') {
      reads = [read(endpointPath(CATALOGUE.product.path, { productId: route.id }))];
      images = ([product]) => productImages(product?.body);
    }
    // The page's title and description (site/src/App.tsx asks for them on every route).
    reads.push(read('/user/meta-tags/', { page_url: url.pathname }));
    const data = await Promise.all(reads);

    const head = [
      ...images(data).map(imageLink),
      ...(assets?.modules ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ];
    const answers = data.filter((d): d is RouteData => d !== null);
    const body = answers.length > 0 ? `<script type="application/json" id="so-route-data">${inlineJson(answers)}</script>` : '';
    return injectIntoPage(await headed(html), head.join(''), body);
  };
}
