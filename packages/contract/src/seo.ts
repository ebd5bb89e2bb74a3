/**
 * The schema.org JSON-LD of a product page, built in one place for the server (in the HTML of
 * every product page) and the browser (`<so-product-detail seo>` puts it into a partner's page),
 * so both write the same object for the same API answer. Pure functions. The widgets load this
 * module only when an element asks for it (a dynamic import), so it adds nothing to a page that
 * does not.
 */
import { RATING_SCALE, STORE_CURRENCY } from './constants.ts';
import { MSG, STORE_NAME } from './messages.ts';
import { paiseToRupees } from './money.ts';
import { categoryPath, plainText, productPath } from './page-meta.ts';
import { inStock } from './rules.ts';
import type { Product } from './catalogue.answers.ts';

export const SCHEMA_ORG = 'https://schema.org';
export const IN_STOCK = 'https://schema.org/InStock';
export const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export interface OfferLd {
  '@type': 'Offer';
  url: string;
  /** Rupees, as the API's product_price (the selling price, GST included). */
  price: number;
  priceCurrency: typeof STORE_CURRENCY;
  availability: typeof IN_STOCK | typeof OUT_OF_STOCK;
  itemCondition: 'https://schema.org/NewCondition';
  seller: { '@type': 'Organization'; name: string };
}

export interface AggregateRatingLd {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: number;
  worstRating: number;
}

export interface ProductLd {
  '@type': 'Product';
  '@id': string;
  name: string;
  url: string;
  image: string[];
  description: string;
  sku: string;
  brand?: { '@type': 'Brand'; name: string };
  category?: string;
  offers: OfferLd;
  aggregateRating?: AggregateRatingLd;
}

export interface BreadcrumbLd {
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

/** One JSON-LD document: the product and its breadcrumb trail. */
export interface ProductPageLd {
  '@context': typeof SCHEMA_ORG;
  '@graph': [ProductLd, BreadcrumbLd];
}

/** Where the store's pages and images are. */
export interface SeoOrigins {
  /** The store's public address (STORE_URL; `<so-store store-url>`): product, category and home URLs start here. */
  storeUrl: string;
  /** What image paths of the API resolve against (the API base); default: storeUrl. */
  mediaBase?: string;
}

/** `path` as an absolute URL against `base` (a path that is already absolute stays as it is). */
export function absoluteUrl(path: string, base: string): string {
  try {
    return new URL(path, base).href;
  } catch {
    return path;
  }
}

/** The images of a product, first image first, each once, as absolute URLs. */
export function productImages(product: Pick<Product, 'image1' | 'images'>, mediaBase: string): string[] {
  const paths = [product.image1, ...product.images].filter((path): path is string => typeof path === 'string' && path !== '');
  return [...new Set(paths)].map((path) => absoluteUrl(path, mediaBase));
}

/**
 * The JSON-LD of a product page: schema.org `Product` (name, images, description, sku = the
 * product id, brand, category, an `Offer` with the selling price in INR and the availability
 * from the stock, `AggregateRating` when it has reviews) and the `BreadcrumbList` Home ›
 * category › product.
 */
export function productJsonLd(product: Product, origins: SeoOrigins): ProductPageLd {
  const home = absoluteUrl('/', origins.storeUrl);
  const url = absoluteUrl(productPath(product.id, product.name), origins.storeUrl);
  const meta = product.website_description;
  const item: ProductLd = {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    url,
    image: productImages(product, origins.mediaBase ?? origins.storeUrl),
    description: plainText(meta?.description) || plainText(meta?.metadescription) || product.name,
    sku: String(product.id),
    offers: {
      '@type': 'Offer',
      url,
      price: paiseToRupees(product.product_price),
      priceCurrency: STORE_CURRENCY,
      availability: inStock(product.available_stock_quantity) ? IN_STOCK : OUT_OF_STOCK,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: STORE_NAME },
    },
  };
  if (product.brand_name) item.brand = { '@type': 'Brand', name: product.brand_name };
  if (product.category_name) item.category = product.category_name;
  const rating = product.average_rating;
  if (rating && rating.review_count > 0 && rating.average_rating > 0) {
    item.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: rating.average_rating,
      reviewCount: rating.review_count,
      bestRating: RATING_SCALE,
      worstRating: 1,
    };
  }
  const crumbs: { name: string; item: string }[] = [{ name: MSG.seoHome, item: home }];
  if (product.category_id && product.category_name) {
    crumbs.push({ name: product.category_name, item: absoluteUrl(categoryPath(product.category_id, product.category_name), origins.storeUrl) });
  }
  crumbs.push({ name: product.name, item: url });
  return {
    '@context': SCHEMA_ORG,
    '@graph': [
      item,
      { '@type': 'BreadcrumbList', itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, ...crumb })) },
    ],
  };
}

/**
 * JSON that can sit inside a <script> element of an HTML page: no "</script>" or "<!--" can
 * appear in it ("<" is written \u003c), nor the line separators old parsers end a script at.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
