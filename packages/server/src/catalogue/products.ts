import {
  COIN_WALLET_WEBSITE_ID as WEBSITE_ID,
  RATING_SCALE,
  REVIEW_PREVIEW_COUNT,
  formatNetQuantity,
  isNetQuantityUnit,
  paiseToRupees,
  type AverageRating,
  type Product,
  type Review,
  type Wire,
} from '@so/contract';
import { raw, run, sql, type Sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { productImageInfo, productImageUrl, SQUARE_WIDTHS } from '../media/urls.ts';
import type { Owner } from '../owner.ts';
import { categoryTreeCte } from './categories.ts';

/** A product as the wire carries it: `Product` of the contract, money in rupees. */
export type ProductJson = Wire<Product, 'product_price' | 'base_price' | 'gst_amount' | 'mrp'>;
export type AverageRatingJson = AverageRating;
export type ReviewJson = Required<Review>;

/** The columns of one product row as `productSelect` returns them. */
export interface ProductRow extends RatingColumns {
  id: number;
  name: string;
  category_id: number;
  category_name: string;
  brand_id: number | null;
  brand_name: string | null;
  base_price_paise: number;
  gst_paise: number;
  /** The MRP incl. of all taxes; null: none known. */
  mrp_paise: number | null;
  /** The net quantity: a numeric (PGlite and node-postgres read it as text) and its unit, or both null. */
  net_quantity_value: string | number | null;
  net_quantity_unit: string | null;
  stock: number | null;
  image_count: number;
  benefits: unknown;
  description: string | null;
  metatitle: string | null;
  metadescription: string | null;
  metakeywords: string | null;
  section_id: number | null;
  section_name: string | null;
  section_sequence: number | null;
  /** Tag names in tag id order. */
  tags: string[];
  wished: boolean;
  /** Newest visible reviews (only with `withReviews`), as JSON. */
  reviews: unknown;
}

/** The rating summary columns (table product_ratings, kept up to date by a trigger on reviews; hidden ones left out). */
export interface RatingColumns {
  review_count: number;
  rating_sum: number;
  n1: number;
  n2: number;
  n3: number;
  n4: number;
  n5: number;
}


/** SELECT-list expressions of a rating summary from `product_ratings pr` (LEFT JOINed: no row, no reviews). */
export const RATING_COLUMNS = raw(`coalesce(pr.review_count, 0) AS review_count, coalesce(pr.rating_sum, 0) AS rating_sum,
  coalesce(pr.n1, 0) AS n1, coalesce(pr.n2, 0) AS n2, coalesce(pr.n3, 0) AS n3, coalesce(pr.n4, 0) AS n4, coalesce(pr.n5, 0) AS n5`);

export function emptyRating(): AverageRatingJson {
  const star_distribution: Record<string, number> = {};
  for (let star = 1; star <= RATING_SCALE; star++) star_distribution[String(star)] = 0;
  return { average_rating: 0, star_distribution, review_count: 0 };
}

/** The wire rating summary of precomputed counts (average rounded to one decimal). */
export function ratingJson(row: RatingColumns): AverageRatingJson {
  const rating = emptyRating();
  if (row.review_count <= 0) return rating;
  const counts = [row.n1, row.n2, row.n3, row.n4, row.n5];
  for (let star = 1; star <= RATING_SCALE; star++) rating.star_distribution[String(star)] = counts[star - 1] ?? 0;
  rating.review_count = row.review_count;
  rating.average_rating = Math.round((row.rating_sum / row.review_count) * 10) / 10;
  return rating;
}

export interface SerializeOptions {
  owner: Owner | null;
  /**
   * The product page's answer: adds rating_review_data (newest reviews first) and
   * website_description. Lists leave both out: cards never show them, and they were most of a
   * list's bytes.
   */
  withReviews?: boolean;
  /** Every product is known to be wished (the wishlist itself). */
  allWished?: boolean;
}

/**
 * SQL: whether the author of review `r` (a row of reviews) bought its product: an order of theirs with the product that is
 * not cancelled and is cash on delivery, paid or delivered (an unpaid online order is a checkout
 * left at the gateway, not a purchase). Seeded reviews have no author: never verified.
 */
export const VERIFIED_PURCHASE = `(r.user_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
     WHERE o.user_id = r.user_id AND l.product_id = r.product_id AND o.order_status <> 'Cancelled'
       AND (o.pay_type = 'COD' OR o.is_paid OR o.order_status = 'Delivered')))`;

const NEWEST_REVIEWS = raw(`(SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'rating', r.rating::int, 'review', r.review,
            'created_at', r.created_at, 'verified_purchase', ${VERIFIED_PURCHASE})
          ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
        FROM (SELECT id, user_id, product_id, name, rating, review, created_at FROM reviews WHERE product_id = p.id AND NOT is_hidden
               ORDER BY created_at DESC, id DESC LIMIT ${REVIEW_PREVIEW_COUNT}) r)`);

/**
 * One statement that returns complete product rows (joins, tags, rating summary, is_wished and,
 * with `withReviews`, the newest reviews) for the products of `source`, a FROM item aliased `x`
 * with a `product_id` column. A product staff took off the website (is_hidden) is never
 * among them: every product the store shows comes through here. `extra` adds SELECT-list expressions (may use x), `orderBy` orders.
 */
export function productSelect(source: Sql, orderBy: Sql, options: SerializeOptions, extra: Sql | null = null): Sql {
  let wished = raw('false');
  if (options.allWished) wished = raw('true');
  else if (options.owner) {
    wished = sql`EXISTS (SELECT 1 FROM wishlist_items w
      WHERE w.owner_kind = ${options.owner.kind} AND w.owner_id = ${options.owner.id} AND w.product_id = p.id)`;
  }
  const reviews = options.withReviews ? NEWEST_REVIEWS : raw('NULL::json');
  return sql`SELECT p.id, p.name, p.category_id, c.name AS category_name, p.brand_id, b.name AS brand_name,
  p.base_price_paise, p.gst_paise, p.mrp_paise, p.net_quantity_value, p.net_quantity_unit, p.stock, p.image_count, p.benefits, p.description, p.metatitle,
  p.metadescription, p.metakeywords, p.section_id, s.name AS section_name, s.section_sequence,
  ${RATING_COLUMNS},
  ARRAY(SELECT t.name FROM product_tag_links l JOIN product_tags t ON t.id = l.tag_id WHERE l.product_id = p.id ORDER BY t.id) AS tags,
  ${wished} AS wished,
  ${reviews} AS reviews${extra ? sql`,
  ${extra}` : raw('')}
FROM ${source}
  JOIN products p ON p.id = x.product_id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN brands b ON b.id = p.brand_id
  LEFT JOIN sections s ON s.id = p.section_id
  LEFT JOIN product_ratings pr ON pr.product_id = p.id
WHERE NOT p.is_hidden
ORDER BY ${orderBy}`;
}

/** The net quantity columns as the pack states them ("500 ml"), or null when not stated. */
function netQuantityText(value: string | number | null, unit: string | null): string | null {
  if (value === null || unit === null || !isNetQuantityUnit(unit)) return null;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? formatNetQuantity({ value: number, unit }) : null;
}

function benefitsOf(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
}

function isReviewRow(value: unknown): value is ReviewRow {
  return typeof value === 'object' && value !== null && 'id' in value && 'name' in value && 'rating' in value;
}

function reviewsOf(value: unknown): ReviewRow[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter(isReviewRow) : [];
}

/** A product row of `productSelect` as the wire carries it. */
export function productJson(row: ProductRow, options: SerializeOptions): ProductJson {
  const images = Array.from({ length: row.image_count }, (_, i) => productImageUrl(row.id, i + 1));
  const product: ProductJson = {
    id: row.id,
    name: row.name,
    image1: images[0],
    home_image: productImageUrl(row.id, 1, SQUARE_WIDTHS[0]),
    images,
    image_info: productImageInfo(row.id),
    brand: row.brand_id,
    brand_name: row.brand_name,
    product_price: paiseToRupees(row.base_price_paise + row.gst_paise),
    base_price: paiseToRupees(row.base_price_paise),
    gst_amount: paiseToRupees(row.gst_paise),
    available_stock_quantity: row.stock,
    product_tag_list: row.tags,
    average_rating: ratingJson(row),
    is_wished: options.allWished === true || row.wished,
    benefits: benefitsOf(row.benefits),
    section_info:
      row.section_id !== null && row.section_name !== null && row.section_sequence !== null
        ? { id: row.section_id, name: row.section_name, section_sequence: row.section_sequence }
        : null,
    product_websites: [WEBSITE_ID],
    category_id: row.category_id,
    category_name: row.category_name,
  };
  // The MRP and net quantity, when the product has them (both optional on the wire).
  if (row.mrp_paise !== null) product.mrp = paiseToRupees(row.mrp_paise);
  const netQuantity = netQuantityText(row.net_quantity_value, row.net_quantity_unit);
  if (netQuantity !== null) product.net_quantity = netQuantity;
  if (options.withReviews) {
    product.website_description = {
      description: row.description,
      metatitle: row.metatitle,
      metadescription: row.metadescription,
      metakeywords: row.metakeywords,
    };
    product.rating_review_data = reviewsOf(row.reviews).map(reviewJson);
  }
  return product;
}

/** A visible review as the queries read it (VERIFIED_PURCHASE computed). */
export interface ReviewRow {
  id: number;
  name: string;
  rating: number;
  review: string | null;
  created_at: Date | string;
  verified_purchase: boolean;
}

export function reviewJson(row: ReviewRow): ReviewJson {
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    review: row.review,
    created_at: new Date(row.created_at).toISOString(),
    verified_purchase: row.verified_purchase === true,
  };
}

/** Products chosen by a query that returns one `product_id` column, in its order; one statement. */
export async function productsWhere(db: Db, ids: Sql, options: SerializeOptions): Promise<ProductJson[]> {
  const query = productSelect(sql`unnest(ARRAY(${ids})) WITH ORDINALITY AS x(product_id, ord)`, raw('x.ord'), options);
  const { rows } = await run<ProductRow>(db, query);
  return rows.map((row) => productJson(row, options));
}

/** Products by id, in the order of `ids` (unknown ids are skipped). */
export function productsByIds(db: Db, ids: readonly number[], options: SerializeOptions): Promise<ProductJson[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return productsWhere(db, sql`SELECT unnest(${ids}::int[])`, options);
}

/** One product with its newest reviews (the product page), or null. */
export async function productById(db: Db, id: number, owner: Owner | null): Promise<ProductJson | null> {
  const [product] = await productsWhere(db, sql`SELECT ${id}::int`, { owner, withReviews: true });
  return product ?? null;
}

/** A product with its related and other products (one statement), or null when it does not exist. */
export async function relatedProducts(
  db: Db,
  id: number,
  owner: Owner | null,
): Promise<{ product: ProductJson; related: ProductJson[]; other: ProductJson[] } | null> {
  const source = sql`(SELECT ${id}::int AS product_id, 'product' AS bucket, 0::bigint AS ord
       UNION ALL
       SELECT related_id, kind, row_number() OVER (PARTITION BY kind ORDER BY position, related_id)
         FROM related_products WHERE product_id = ${id}) x`;
  const { rows } = await run<ProductRow & { bucket: string }>(db, productSelect(source, raw('x.bucket, x.ord'), { owner }, raw('x.bucket')));
  const main = rows.find((row) => row.bucket === 'product');
  if (!main) return null;
  const of = (bucket: string) => rows.filter((row) => row.bucket === bucket).map((row) => productJson(row, { owner }));
  return { product: productJson(main, { owner }), related: of('related'), other: of('other') };
}

/** The products of a category and its descendants, cheapest first (gift packing). */
export function productsInCategory(db: Db, categoryId: number, owner: Owner | null): Promise<ProductJson[]> {
  return productsWhere(
    db,
    sql`WITH RECURSIVE ${categoryTreeCte(categoryId)}
       SELECT p.id AS product_id FROM products p WHERE p.category_id IN (SELECT id FROM tree) ORDER BY p.base_price_paise, p.id`,
    { owner },
  );
}
