import { COIN_WALLET_WEBSITE_ID as WEBSITE_ID, RATING_SCALE, REVIEW_PREVIEW_COUNT } from '@so/api/constants';
import { paiseToRupees } from '@so/api/money';
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
  website_description: {
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

export interface ProductRow {
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
}

/** Columns and joins every product query starts from (alias p). */
export const PRODUCT_COLUMNS = `p.id, p.name, p.category_id, c.name AS category_name, p.brand_id, b.name AS brand_name,
  p.base_price_paise, p.gst_paise, p.stock, p.image_count, p.benefits, p.description, p.metatitle,
  p.metadescription, p.metakeywords, p.section_id, s.name AS section_name, s.section_sequence`;
export const PRODUCT_FROM = `products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN brands b ON b.id = p.brand_id
  LEFT JOIN sections s ON s.id = p.section_id`;


export function emptyRating(): AverageRatingJson {
  const star_distribution: Record<string, number> = {};
  for (let star = 1; star <= RATING_SCALE; star++) star_distribution[String(star)] = 0;
  return { average_rating: 0, star_distribution, review_count: 0 };
}

/** Rating summaries of several products, from one grouped query. */
export async function loadRatings(db: Db, ids: readonly number[]): Promise<Map<number, AverageRatingJson>> {
  const result = new Map<number, AverageRatingJson>();
  if (ids.length === 0) return result;
  const { rows } = await db.query<{ product_id: number; rating: number; n: number }>(
    'SELECT product_id, rating::int AS rating, count(*)::int AS n FROM reviews WHERE product_id = ANY($1::int[]) GROUP BY product_id, rating',
    [ids],
  );
  const sums = new Map<number, number>();
  for (const row of rows) {
    const rating = result.get(row.product_id) ?? emptyRating();
    rating.star_distribution[String(row.rating)] = row.n;
    rating.review_count += row.n;
    result.set(row.product_id, rating);
    sums.set(row.product_id, (sums.get(row.product_id) ?? 0) + row.rating * row.n);
  }
  for (const [id, rating] of result) {
    rating.average_rating = Math.round(((sums.get(id) ?? 0) / rating.review_count) * 10) / 10;
  }
  return result;
}

export interface SerializeOptions {
  owner: Owner | null;
  /** Adds rating_review_data (newest reviews first). */
  withReviews?: boolean;
  /** Every product is known to be wished (the wishlist itself). */
  allWished?: boolean;
}

function benefitsOf(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
}

/** Turns product rows into wire products, with ratings, tags and is_wished batched. */
export async function serializeProducts(db: Db, rows: readonly ProductRow[], options: SerializeOptions): Promise<ProductJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [ratings, tagRows, wishedRows] = await Promise.all([
    loadRatings(db, ids),
    db.query<{ product_id: number; name: string }>(
      `SELECT l.product_id, t.name FROM product_tag_links l JOIN product_tags t ON t.id = l.tag_id
        WHERE l.product_id = ANY($1::int[]) ORDER BY t.id`,
      [ids],
    ),
    options.owner && !options.allWished
      ? db.query<{ product_id: number }>(
          'SELECT product_id FROM wishlist_items WHERE owner_kind = $1 AND owner_id = $2 AND product_id = ANY($3::int[])',
          [options.owner.kind, options.owner.id, ids],
        )
      : Promise.resolve({ rows: [] as { product_id: number }[] }),
  ]);
  const tags = new Map<number, string[]>();
  for (const row of tagRows.rows) tags.set(row.product_id, [...(tags.get(row.product_id) ?? []), row.name]);
  const wished = new Set(wishedRows.rows.map((r) => r.product_id));
  const reviews = new Map<number, ReviewJson[]>();
  if (options.withReviews) {
    const { rows: reviewRows } = await db.query<{ product_id: number; name: string; rating: number; review: string | null; created_at: Date | string }>(
      `SELECT product_id, name, rating::int AS rating, review, created_at FROM (
         SELECT r.*, row_number() OVER (PARTITION BY product_id ORDER BY created_at DESC, id DESC) AS rn
           FROM reviews r WHERE product_id = ANY($1::int[])
       ) ranked WHERE rn <= $2 ORDER BY product_id, created_at DESC, rn`,
      [ids, REVIEW_PREVIEW_COUNT],
    );
    for (const row of reviewRows) {
      reviews.set(row.product_id, [...(reviews.get(row.product_id) ?? []), reviewJson(row)]);
    }
  }
  return rows.map((row) => {
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
      product_tag_list: tags.get(row.id) ?? [],
      average_rating: ratings.get(row.id) ?? emptyRating(),
      is_wished: options.allWished === true || wished.has(row.id),
      benefits: benefitsOf(row.benefits),
      section_info:
        row.section_id !== null && row.section_name !== null && row.section_sequence !== null
          ? { id: row.section_id, name: row.section_name, section_sequence: row.section_sequence }
          : null,
      product_websites: [WEBSITE_ID],
      website_description: {
        description: row.description,
        metatitle: row.metatitle,
        metadescription: row.metadescription,
        metakeywords: row.metakeywords,
      },
      category_id: row.category_id,
      category_name: row.category_name,
    };
    if (options.withReviews) product.rating_review_data = reviews.get(row.id) ?? [];
    return product;
  });
}

export function reviewJson(row: { name: string; rating: number; review: string | null; created_at: Date | string }): ReviewJson {
  return {
    name: row.name,
    rating: row.rating,
    review: row.review,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Products by id, in the order of `ids` (unknown ids are skipped). */
export async function productsByIds(db: Db, ids: readonly number[], options: SerializeOptions): Promise<ProductJson[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.id = ANY($1::int[])`, [ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined);
  return serializeProducts(db, ordered, options);
}

/** Products chosen by a query that returns a `product_id` column, in its order. */
export async function productsWhere(db: Db, idSql: string, params: readonly SqlParam[], options: SerializeOptions): Promise<ProductJson[]> {
  const { rows } = await db.query<{ product_id: number }>(idSql, params);
  return productsByIds(db, rows.map((r) => r.product_id), options);
}
