/**
 * What a store page says about itself, shared by the server (the HTML it answers for each route,
 * the sitemap) and the widgets (the document's title, the product page's links): the store's
 * paths of a product, category, brand and blog post, a page's plain-text description, and a
 * product page's title and description. Pure functions, small: the widgets import them eagerly
 * (the JSON-LD builder, seo.ts, is loaded only when asked).
 */
import { META_DESCRIPTION_MAX } from './constants.ts';
import type { Product } from './catalogue.answers.ts';

/** A name as a path segment: "A2 Gir Cow Ghee 500 ml" → "a2-gir-cow-ghee-500-ml". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The product page: /products/{id}/{slug of the name}. */
export const productPath = (id: number, name: string): string => `/products/${id}/${slugify(name)}`;
/** A product's reviews page: /products/{id}/reviews/{slug of the name}. */
export const reviewsPath = (id: number, name: string): string => `/products/${id}/reviews/${slugify(name)}`;
/** The shop filtered by a category, as the site links it (page 1 first, the name for the heading). */
export const categoryPath = (id: number, name: string): string => `/shop?page=1&category=${id}&category_name=${encodeURIComponent(name)}`;
/** The shop filtered by a brand, as the site links it. */
export const brandPath = (id: number, name: string): string => `/shop?page=1&brand=${id}&brand_name=${encodeURIComponent(name)}`;
/** A blog post: /blogs/{id}/{slug of the title}. */
export const blogPath = (id: number, title: string): string => `/blogs/${id}/${slugify(title)}`;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Text (or HTML, as staff write descriptions) as one plain line: tags dropped, entities decoded,
 * white space collapsed; cut at a word to at most `max` characters with "…" when longer.
 */
export function plainText(html: string | null | undefined, max = Number.POSITIVE_INFINITY): string {
  if (!html) return '';
  const text = decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - 1));
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A page's title, description and keywords (GET /user/meta-tags/'s fields). */
export interface PageMetaTags {
  title: string;
  description: string;
  keywords: string;
}

/**
 * A product page's tags from the product's own (website_description): its metatitle, else its
 * name; its meta description, else its description as plain text (at most META_DESCRIPTION_MAX).
 */
export function productPageMeta(product: Pick<Product, 'name' | 'website_description'>): PageMetaTags {
  const meta = product.website_description;
  return {
    title: meta?.metatitle?.trim() || product.name,
    description: meta?.metadescription?.trim() || plainText(meta?.description, META_DESCRIPTION_MAX),
    keywords: meta?.metakeywords?.trim() ?? '',
  };
}
