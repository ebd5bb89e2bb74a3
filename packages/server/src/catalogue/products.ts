import { COIN_WALLET_WEBSITE_ID as WEBSITE_ID, RATING_SCALE, REVIEW_PREVIEW_COUNT, paiseToRupees } from '@so/contract';
import type { Db, SqlParam } from '../db/types.ts';
import { productImageInfo, productImageUrl, SQUARE_WIDTHS } from '../media/urls.ts';
import type { Owner } from '../owner.ts';

/** A product as the wire carries it (money in rupees). Matches `Product` of schemas.ts. */
export interface ProductJson {
  id: number;
  name: string;
  image1: string;
  home_image: string;
  images: string[];
  image_info: { width: number; height: number; srcset: string };
  brand: number | null;
  brand_name: string | null;
  product_price: number;
  base_price: number;
  gst_amount: number;
  available_stock_quantity: number | null;
  product_tag_list: string[];
  average_rating: AverageRatingJson;
  is_wished: boolean;
  benefits: string[];
  section_info: { id: number; name: string; section_sequence: number } | null;
  product_websites: number[];
  website_description?: {
    description: string | null;
    metatitle: string | null;
    metadescription: string | null;
    metakeywords: string | null;
  };
  rating_review_data?: ReviewJson[];
  category_id: number;
  category_name: string;
}

export interface AverageRatingJson {
  average_rating: number;
  star_distribution: Record<string, number>;
  review_count: number;
}

export interface ReviewJson {
  name: string;
  rating: number;
  review: string | null;
  created_at: string;
}

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
  /** Newest reviews (only with `withReviews`), parsed from JSON. */
  reviews: ReviewSqlJson[] | null;
}

/** The rating summary columns (table product_ratings, kept up to date by a trigger on reviews). */
export interface RatingColumns {
  review_count: number;
  rating_sum: number;
  n1: number;
  n2: number;
  n3: number;
  n4: number;
  n5: number;
}

interface ReviewSqlJson {
  name: string;
  rating: number;
  review: string | null;
  created_at: string;
}

/** SELECT-list expressions of a rating summary from `product_ratings pr` (LEFT JOINed: no row, no reviews). */
export const RATING_COLUMNS = `coalesce(pr.review_count, 0) AS review_count, coalesce(pr.rating_sum, 0) AS rating_sum,
  coalesce(pr.n1, 0) AS n1, coalesce(pr.n2, 0) AS n2, coalesce(pr.n3, 0) AS n3, coalesce(pr.n4, 0) AS n4, coalesce(pr.n5, 0) AS n5`;

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

/** Positional parameters of a statement under construction. */
export class SqlParams {
  readonly values: SqlParam[] = [];
  constructor(initial: readonly SqlParam[] = []) {
    this.values.push(...initial);
  }
  /** Appends a value and returns its placeholder (`$n`). */
  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * One statement that returns complete product rows (joins, tags, rating summary, is_wished and,
 * with `withReviews`, the newest reviews) for the products of `source`, a FROM item aliased `x`
 * with a `product_id` column. `extra` adds SELECT-list expressions (may use x), `orderBy` orders.
 */
export function productSelect(source: string, orderBy: string, options: SerializeOptions, params: SqlParams, extra = ''): string {
  let wished = 'false';
  if (options.allWished) wished = 'true';
  else if (options.owner) {
    wished = `EXISTS (SELECT 1 FROM wishlist_items w
      WHERE w.owner_kind = ${params.add(options.owner.kind)} AND w.owner_id = ${params.add(options.owner.id)} AND w.product_id = p.id)`;
  }
  const reviews = options.withReviews
    ? `(SELECT coalesce(json_agg(json_build_object('name', r.name, 'rating', r.rating::int, 'review', r.review, 'created_at', r.created_at)
          ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
        FROM (SELECT id, name, rating, review, created_at FROM reviews WHERE product_id = p.id
               ORDER BY created_at DESC, id DESC LIMIT ${REVIEW_PREVIEW_COUNT}) r)`
    : 'NULL::json';
  return `SELECT p.id, p.name, p.category_id, c.name AS category_name, p.brand_id, b.name AS brand_name,
  p.base_price_paise, p.gst_paise, p.stock, p.image_count, p.benefits, p.description, p.metatitle,
  p.metadescription, p.metakeywords, p.section_id, s.name AS section_name, s.section_sequence,
  ${RATING_COLUMNS},
  ARRAY(SELECT t.name FROM product_tag_links l JOIN product_tags t ON t.id = l.tag_id WHERE l.product_id = p.id ORDER BY t.id) AS tags,
  ${wished} AS wished,
  ${reviews} AS reviews${extra ? `,\n  ${extra}` : ''}
FROM ${source}
  JOIN products p ON p.id = x.product_id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN brands b ON b.id = p.brand_id
  LEFT JOIN sections s ON s.id = p.section_id
  LEFT JOIN product_ratings pr ON pr.product_id = p.id
ORDER BY ${orderBy}`;
}

function benefitsOf(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
}

function reviewsOf(value: unknown): ReviewSqlJson[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as ReviewSqlJson[]) : [];
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

export function reviewJson(row: { name: string; rating: number; review: string | null; created_at: Date | string }): ReviewJson {
  return {
    name: row.name,
    rating: row.rating,
    review: row.review,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Products chosen by a query that returns one `product_id` column, in its order; one statement. */
export async function productsWhere(db: Db, idSql: string, params: readonly SqlParam[], options: SerializeOptions): Promise<ProductJson[]> {
  const sqlParams = new SqlParams(params);
  const sql = productSelect(`unnest(ARRAY(${idSql})) WITH ORDINALITY AS x(product_id, ord)`, 'x.ord', options, sqlParams);
  const { rows } = await db.query<ProductRow>(sql, sqlParams.values);
  return rows.map((row) => productJson(row, options));
}

/** Products by id, in the order of `ids` (unknown ids are skipped). */
export function productsByIds(db: Db, ids: readonly number[], options: SerializeOptions): Promise<ProductJson[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return productsWhere(db, 'SELECT unnest($1::int[])', [ids], options);
}
