/**
 * What search engines and link previews read of the store, before any script runs:
 *
 *  - every page of the site answers with its own <title>, meta description, canonical URL, Open
 *    Graph and Twitter card tags, all absolute on the store's public address (STORE_URL); product
 *    pages also with their price and the schema.org Product and BreadcrumbList JSON-LD
 *    (@so/contract's productJsonLd, the same object `<so-product-detail seo>` writes);
 *  - /sitemap.xml lists the public pages, every product, category, blog post and event;
 *  - /robots.txt keeps crawlers out of the shopper's own pages (account, cart, checkout, orders,
 *    wishlist …) and names the sitemap.
 *
 * Everything is read through the store's own API as an anonymous visitor (page-head.ts's reader),
 * so a page says what the API says. Pages that do not exist (an unknown product) still answer,
 * with the store's tags and `noindex`.
 */
import type { Context } from 'hono';
import { create, type Struct } from 'superstruct';
import {
  BannersResponse,
  blogPath,
  BlogPostResponse,
  BlogsResponse,
  brandPath,
  CategoriesResponse,
  categoryPath,
  ContentPageResponse,
  CONTENT_PAGE_SLUGS,
  DOC,
  EventDetailResponse,
  EventsResponse,
  FilterOptionsResponse,
  inStock,
  META_DESCRIPTION_MAX,
  MetaTagsResponse,
  PAISE_PER_RUPEE,
  plainText,
  productJsonLd,
  productPageMeta,
  ProductListResponse,
  productPath,
  reviewsPath,
  scriptJson,
  SingleProductResponse,
  MSG,
  STORE_CURRENCY,
  type Category,
  type ContentPageSlug,
  type Product,
} from '@so/contract';
import { DATA_POLICY } from './headers.ts';
import { escapeHtml } from './html.ts';
import { encodedBody, compress } from './static.ts';

// ─── Reading the API ───────────────────────────────────────────────────────────────────────

/** One anonymous read of the store's API (path under /api, query): its JSON body when it answered status: true, else null. */
export type ApiRead = (path: string, query?: Record<string, string | number>) => Promise<unknown>;

/** `body` read with a contract schema (the client's own coercions: money in paise), or null when it does not fit. */
function parsed<T>(body: unknown, schema: Struct<T, unknown>): T | null {
  if (body === null || body === undefined) return null;
  try {
    return create(body, schema);
  } catch {
    return null;
  }
}

// ─── The site's pages (site/src/App.tsx) ─────────────────────────────────────────────────

/** The public pages without an id: listed in the sitemap (site/src/App.tsx's routes). */
export const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/blogs',
  '/event',
  '/store-locator',
  '/so-coin',
  '/faq',
  '/contact-us',
  '/organic-living',
  '/franchise',
  '/about-us',
  '/inspire-and-support',
  '/terms-and-conditions',
  '/shipping-policy',
  '/return-and-refund-policy',
  '/privacy-policy',
  '/consult-our-vaidya',
  '/consult-our-vaidya/schedule-appointment',
  '/bussiness',
  '/exports',
  '/gift-voucher',
  '/subscription-plans',
  '/subscribe-and-save',
] as const;

/** Two paths of one page: the second is canonical. */
const ALIASES: ReadonlyMap<string, string> = new Map([['/sosecoin', '/so-coin']]);

/**
 * The shopper's own pages (robots.txt rules, Google's syntax: a prefix, `$` ends the path): the
 * account, cart, checkout, orders, wishlist, subscriptions, and the pages a search has no use for.
 */
export const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/wishlist',
  '/orders/',
  '/profile',
  '/login',
  '/signup',
  '/reset-password',
  '/update-password',
  '/subscribe$',
  '/subscribe/',
  '/subscription-payment',
  '/dashboard',
  '/page-not-found',
] as const;

/** Served by the store but not pages of the shop. */
const NOT_FOR_SEARCH = ['/storybook/', '/embed-demo.html'] as const;

/** Whether a robots.txt rule (a prefix; `$` at the end: the whole path) covers `path`. */
export function robotsRuleCovers(rule: string, path: string): boolean {
  return rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule);
}

const isPrivate = (path: string) => PRIVATE_PATHS.some((rule) => robotsRuleCovers(rule, path));

/** The content pages whose text staff may write, by their path. */
const CONTENT_SLUG_OF: ReadonlyMap<string, ContentPageSlug> = new Map(CONTENT_PAGE_SLUGS.map((slug) => [`/${slug}`, slug]));

type SeoRoute =
  | { kind: 'product'; id: number }
  | { kind: 'reviews'; id: number }
  | { kind: 'blog'; id: number }
  | { kind: 'event'; id: number }
  | { kind: 'shop' }
  | { kind: 'page'; path: string }
  | { kind: 'private'; path: string }
  | { kind: 'unknown' };

const RECORD_ID = '([1-9]\\d{0,15})';
const PRODUCT = new RegExp(`^/products/${RECORD_ID}(?:/[^/]+)?$`);
const REVIEWS = new RegExp(`^/products/${RECORD_ID}/reviews/[^/]+$`);
const BLOG = new RegExp(`^/blogs/${RECORD_ID}(?:/[^/]*)?$`);
const EVENT = new RegExp(`^/event/${RECORD_ID}$`);
const ADDRESS_EDIT = new RegExp(`^/profile/addresses/${RECORD_ID}/edit$`);
const PUBLIC = new Set<string>(PUBLIC_PAGES);

/** "/shop/" → "/shop"; "/" stays. */
const trimPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Which kind of page of the site a path is. */
export function seoRouteOf(pathname: string): SeoRoute {
  const path = trimPath(pathname);
  const id = (match: RegExpExecArray | null) => (match ? Number(match[1]) : null);
  const reviews = id(REVIEWS.exec(path));
  if (reviews !== null) return { kind: 'reviews', id: reviews };
  const product = id(PRODUCT.exec(path));
  if (product !== null) return { kind: 'product', id: product };
  const blog = id(BLOG.exec(path));
  if (blog !== null) return { kind: 'blog', id: blog };
  const event = id(EVENT.exec(path));
  if (event !== null) return { kind: 'event', id: event };
  if (path === '/shop') return { kind: 'shop' };
  const canonical = ALIASES.get(path) ?? path;
  if (PUBLIC.has(canonical)) return { kind: 'page', path: canonical };
  if (isPrivate(path) || ADDRESS_EDIT.test(path)) return { kind: 'private', path };
  return { kind: 'unknown' };
}

// ─── A page's head ────────────────────────────────────────────────────────────────────────

/** What one page tells search engines and link previews. */
export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
  /** Absolute; null for a page that does not exist. */
  canonical: string | null;
  /** `noindex, follow` for pages that should not be found by a search. */
  robots: string | null;
  type: 'website' | 'product' | 'article';
  /** Absolute. */
  image: string | null;
  imageSize?: { width: number; height: number };
  /** Product pages: the selling price in rupees ("549.00") and whether it can be bought. */
  price?: { amount: string; inStock: boolean };
  /** Blog posts: when published (ISO 8601). */
  publishedTime?: string;
  /** Product pages: the JSON-LD of @so/contract's productJsonLd. */
  jsonLd?: unknown;
}

const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

/** The tags of `seo` (everything but <title>), escaped. */
export function seoTags(seo: PageSeo): string {
  const tags: string[] = [];
  if (seo.description) tags.push(meta('name', 'description', seo.description));
  if (seo.keywords) tags.push(meta('name', 'keywords', seo.keywords));
  if (seo.robots) tags.push(meta('name', 'robots', seo.robots));
  if (seo.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(seo.canonical)}">`);
  tags.push(meta('property', 'og:site_name', MSG.storeName), meta('property', 'og:locale', 'en_IN'), meta('property', 'og:type', seo.type));
  tags.push(meta('property', 'og:title', seo.title));
  if (seo.description) tags.push(meta('property', 'og:description', seo.description));
  if (seo.canonical) tags.push(meta('property', 'og:url', seo.canonical));
  if (seo.image) {
    tags.push(meta('property', 'og:image', seo.image), meta('property', 'og:image:alt', seo.title));
    if (seo.imageSize) tags.push(meta('property', 'og:image:width', String(seo.imageSize.width)), meta('property', 'og:image:height', String(seo.imageSize.height)));
  }
  if (seo.price) {
    tags.push(
      meta('property', 'product:price:amount', seo.price.amount),
      meta('property', 'product:price:currency', STORE_CURRENCY),
      meta('property', 'product:availability', seo.price.inStock ? 'in stock' : 'out of stock'),
    );
  }
  if (seo.publishedTime) tags.push(meta('property', 'article:published_time', seo.publishedTime));
  tags.push(meta('name', 'twitter:card', seo.image ? 'summary_large_image' : 'summary'), meta('name', 'twitter:title', seo.title));
  if (seo.description) tags.push(meta('name', 'twitter:description', seo.description));
  if (seo.image) tags.push(meta('name', 'twitter:image', seo.image), meta('name', 'twitter:image:alt', seo.title));
  if (seo.jsonLd !== undefined) tags.push(`<script type="application/ld+json">${scriptJson(seo.jsonLd)}</script>`);
  return tags.join('');
}

/**
 * index.html with the page's head: its <title> replaced, the built page's description and
 * keywords removed, and the tags of `seo` added before </head>.
 */
export function withSeo(html: string, seo: PageSeo): string {
  const title = `<title>${escapeHtml(seo.title)}</title>`;
  let page = html.replace(/<meta\s+name="(?:description|keywords)"[^>]*>\s*/gi, '');
  page = /<title>[\s\S]*?<\/title>/i.test(page) ? page.replace(/<title>[\s\S]*?<\/title>/i, () => title) : page.replace(/<\/head>/i, () => `${title}</head>`);
  const end = page.lastIndexOf('</head>');
  return end === -1 ? page : page.slice(0, end) + seoTags(seo) + page.slice(end);
}

// ─── Each page's tags ─────────────────────────────────────────────────────────────────────

const NOINDEX = 'noindex, follow';

/** Absolute URL of `path` (a path of the API or the site) on the store. */
const on = (storeUrl: string, path: string) => new URL(path, `${storeUrl}/`).href;

function flatten(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.children)]);
}

/** A shop URL (path with query) with its page number, as the site writes it (page first). */
function withPage(path: string, page: number): string {
  if (page <= 1) return path;
  return /[?&]page=\d+/.test(path) ? path.replace(/([?&])page=\d+/, `$1page=${page}`) : `${path}?page=${page}`;
}

const wholeNumber = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/**
 * The head of the page at `url` (path and query of the request), read through `read`; the
 * store's public address `storeUrl` starts every URL.
 */
export async function pageSeo(url: URL, read: ApiRead, storeUrl: string): Promise<PageSeo> {
  const route = seoRouteOf(url.pathname);
  const path = trimPath(url.pathname);
  const tagsOf = async (page: string) => parsed(await read('/user/meta-tags/', { page_url: page }), MetaTagsResponse);
  const defaultImage = async () => {
    const banners = parsed(await read('/ecommerce/banners/', { sequence: 'Upper' }), BannersResponse);
    const image = banners?.data[0]?.image;
    return image ? on(storeUrl, image) : null;
  };
  const [tags, fallbackImage] = await Promise.all([tagsOf(url.pathname), route.kind === 'product' || route.kind === 'reviews' ? Promise.resolve(null) : defaultImage()]);
  const base: PageSeo = {
    title: tags?.title || MSG.storeName,
    description: tags?.description ?? '',
    keywords: tags?.keywords ?? '',
    canonical: on(storeUrl, path),
    robots: null,
    type: 'website',
    image: fallbackImage,
  };

  switch (route.kind) {
    case 'product':
    case 'reviews': {
      const product = parsed(await read(`/web/single/product/${route.id}/`), SingleProductResponse)?.data ?? null;
      if (!product) return { ...base, canonical: null, robots: NOINDEX, image: base.image ?? (await defaultImage()) };
      if (route.kind === 'reviews') {
        return { ...base, canonical: on(storeUrl, reviewsPath(product.id, product.name)), image: product.image1 ? on(storeUrl, product.image1) : base.image };
      }
      return productSeo(product, storeUrl);
    }
    case 'blog': {
      const post = parsed(await read(`/blogs/${route.id}/`), BlogPostResponse)?.blogData ?? null;
      if (!post) return { ...base, canonical: null, robots: NOINDEX };
      return {
        ...base,
        type: 'article',
        canonical: on(storeUrl, blogPath(post.id, post.title)),
        image: post.banner_url ? on(storeUrl, post.banner_url) : base.image,
        publishedTime: post.published_at ?? undefined,
      };
    }
    case 'event': {
      const event = parsed(await read(`/events/ecommerce/${route.id}/`), EventDetailResponse)?.event ?? null;
      if (!event) return { ...base, canonical: null, robots: NOINDEX };
      return {
        ...base,
        title: DOC.seo.pageTitle(event.title),
        description: plainText(event.description, META_DESCRIPTION_MAX) || base.description,
        image: event.event_image ? on(storeUrl, event.event_image) : base.image,
      };
    }
    case 'shop':
      return shopSeo(url, read, storeUrl, base);
    case 'page': {
      const canonical = on(storeUrl, route.path);
      const slug = CONTENT_SLUG_OF.get(route.path);
      // A page whose text staff wrote has their title and description (as the page's element shows them).
      const staff = slug ? (parsed(await read(`/content-pages/${slug}/`), ContentPageResponse)?.page ?? null) : null;
      if (!staff) return { ...base, canonical };
      return { ...base, canonical, title: staff.meta_title?.trim() || staff.title, description: staff.meta_description?.trim() || base.description };
    }
    case 'private':
      return { ...base, robots: NOINDEX };
    case 'unknown':
      return { ...base, canonical: null, robots: NOINDEX };
  }
}

/** A product page's head: its own title, description, main image, price and JSON-LD. */
export function productSeo(product: Product, storeUrl: string): PageSeo {
  const own = productPageMeta(product);
  const info = product.image_info;
  return {
    title: own.title,
    description: own.description,
    keywords: own.keywords,
    canonical: on(storeUrl, productPath(product.id, product.name)),
    robots: null,
    type: 'product',
    image: product.image1 ? on(storeUrl, product.image1) : null,
    imageSize: info ? { width: info.width, height: info.height } : undefined,
    price: { amount: (product.product_price / PAISE_PER_RUPEE).toFixed(2), inStock: inStock(product.available_stock_quantity) },
    jsonLd: productJsonLd(product, { storeUrl }),
  };
}

/**
 * The shop's head: a category's or brand's own (title, description, image, canonical URL as the
 * site links it), else the shop's. A search's results are not for search engines (`noindex`).
 */
async function shopSeo(url: URL, read: ApiRead, storeUrl: string, base: PageSeo): Promise<PageSeo> {
  const query = url.searchParams;
  const page = wholeNumber(query.get('page')) ?? 1;
  const robots = (query.get('search') ?? '').trim() ? NOINDEX : null;
  const categoryId = wholeNumber(query.get('category'));
  const categoryName = (query.get('category_name') ?? '').trim().toLowerCase();
  if (categoryId !== null || categoryName) {
    const tree = parsed(await read('/categories/'), CategoriesResponse)?.data ?? [];
    const all = flatten(tree);
    const category = categoryId !== null ? all.find((c) => c.id === categoryId) : all.find((c) => c.name.toLowerCase() === categoryName);
    if (category) {
      return {
        ...base,
        robots,
        title: category.metatitle?.trim() || DOC.seo.pageTitle(category.name),
        description: category.metadescription?.trim() || base.description,
        keywords: category.metakeywords?.trim() || base.keywords,
        canonical: on(storeUrl, withPage(categoryPath(category.id, category.name), page)),
        image: category.web_image ? on(storeUrl, category.web_image) : base.image,
      };
    }
  }
  const brandId = wholeNumber(query.get('brand'));
  if (brandId !== null && categoryId === null) {
    const brand = (parsed(await read('/web/brand/list/'), FilterOptionsResponse)?.data ?? []).find((b) => b.id === brandId);
    if (brand) return { ...base, robots, title: DOC.seo.pageTitle(brand.name), canonical: on(storeUrl, withPage(brandPath(brand.id, brand.name), page)) };
  }
  return { ...base, robots, canonical: on(storeUrl, withPage('/shop', page)) };
}

// ─── /sitemap.xml and /robots.txt ─────────────────────────────────────────────────────────

interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** Every page of `totalPages` pages of a paged list, page 1 already read. */
async function allPages<T>(first: T, totalPages: number, readPage: (page: number) => Promise<T | null>): Promise<T[]> {
  const rest: (T | null)[] = await Promise.all(Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => readPage(i + 2)));
  const pages: T[] = [first];
  for (const page of rest) if (page !== null) pages.push(page);
  return pages;
}

/** The sitemap's entries: the public pages, every product, category, blog post and event. */
export async function sitemapEntries(read: ApiRead, storeUrl: string): Promise<SitemapEntry[]> {
  const productPage = async (page: number) => parsed(await read('/web/products/list/', { page }), ProductListResponse);
  const blogPage = async (page: number) => parsed(await read('/blogs/', { page }), BlogsResponse);
  const [products, categories, blogs, events] = await Promise.all([
    productPage(1).then((first) => (first ? allPages(first, first.total_pages, productPage) : [])),
    read('/categories/').then((body) => flatten(parsed(body, CategoriesResponse)?.data ?? [])),
    blogPage(1).then((first) => (first ? allPages(first, first.total_pages, blogPage) : [])),
    read('/events/ecommerce/').then((body) => parsed(body, EventsResponse)?.events ?? []),
  ]);
  const entries: SitemapEntry[] = PUBLIC_PAGES.map((path) => ({ loc: on(storeUrl, path) }));
  const seen = new Set<number>();
  for (const product of products.flatMap((page) => page.data.data)) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    entries.push({ loc: on(storeUrl, productPath(product.id, product.name)) });
  }
  for (const category of categories) entries.push({ loc: on(storeUrl, categoryPath(category.id, category.name)) });
  for (const post of blogs.flatMap((page) => page.blogs)) {
    const date = post.published_at?.slice(0, 10);
    entries.push({ loc: on(storeUrl, blogPath(post.id, post.title)), ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { lastmod: date } : {}) });
  }
  for (const event of events) entries.push({ loc: on(storeUrl, `/event/${event.id}`) });
  return entries;
}

/** The sitemap protocol's XML of `entries`. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the shopper's own pages and what is not the shop stay out; the sitemap. */
export function robotsTxt(storeUrl: string): string {
  const rules = [...PRIVATE_PATHS, ...NOT_FOR_SEARCH].map((rule) => `Disallow: ${rule}`);
  return `User-agent: *\n${rules.join('\n')}\n\nSitemap: ${on(storeUrl, '/sitemap.xml')}\n`;
}

/** How long browsers and crawlers keep the sitemap and robots.txt: as the site's other files that are not hashed. */
export const SEO_FILE_CACHE = 'public, max-age=300';

/** A text answer of the store's (sitemap, robots.txt): compressed as the client accepts, cached briefly, a data policy. */
export async function seoFile(c: Context, text: string, contentType: string): Promise<Response> {
  const raw = new TextEncoder().encode(text);
  const { body, headers } = await encodedBody(c, raw, (encoding) => compress(raw, encoding, 'fast'));
  return c.body(body, 200, {
    ...headers,
    'Content-Type': contentType,
    'Cache-Control': SEO_FILE_CACHE,
    'Content-Security-Policy': DATA_POLICY,
  });
}
