/** Reviews of a product: one page with its rating summary, and a new review. */
import { ANSWER, REVIEW_PAGE_SIZE } from '@so/contract';
import type { Db } from '../db/types.ts';
import { RATING_COLUMNS, ratingJson, reviewJson, type AverageRatingJson, type RatingColumns, type ReviewJson } from './products.ts';
import { run, sql } from '../db/sql.ts';

export interface ReviewPage {
  productName: string;
  rating: AverageRatingJson;
  reviews: ReviewJson[];
}

/** Page `page` of a product's reviews (newest first) with its rating summary; null when the product does not exist. */
export async function reviewPage(db: Db, productId: number, page: number): Promise<ReviewPage | null> {
  const [summary, reviews] = await Promise.all([
    run<RatingColumns & { name: string }>(
      db,
      sql`SELECT p.name, ${RATING_COLUMNS} FROM products p LEFT JOIN product_ratings pr ON pr.product_id = p.id WHERE p.id = ${productId}`,
    ),
    db.query<{ name: string; rating: number; review: string | null; created_at: Date | string }>(
      `SELECT name, rating::int AS rating, review, created_at FROM reviews WHERE product_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [productId, REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE],
    ),
  ]);
  const row = summary.rows[0];
  if (!row) return null;
  return { productName: row.name, rating: ratingJson(row), reviews: reviews.rows.map(reviewJson) };
}

export interface NewReview {
  productId: number;
  userId: number;
  name: string;
  rating: number;
  review: string | null;
}

/** Saves a review; false when the product does not exist. */
export async function addReview(db: Db, review: NewReview): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO reviews (product_id, name, rating, review, user_id)
     SELECT id, $2, $3, $4, $5 FROM products WHERE id = $1 RETURNING id`,
    [review.productId, review.name, review.rating, review.review, review.userId],
  );
  return rows.length > 0;
}

/** The name a review shows when its author gives none. */
export function reviewerName(given: string | null, firstName: string, lastName: string): string {
  return given || `${firstName} ${lastName}`.trim() || ANSWER.customer;
}
