/**
 * Reviews of a product: one page of the visible ones with its rating summary, a customer's review
 * (one per customer per product: writing again edits it), and staff hiding or showing one. The
 * summary (product_ratings) follows every change in the same statement, through the trigger of
 * migrations 004 and 010, and counts visible reviews only.
 */
import { ANSWER, REVIEW_PAGE_SIZE } from '@so/contract';
import type { Db } from '../db/types.ts';
import { RATING_COLUMNS, ratingJson, reviewJson, VERIFIED_PURCHASE, type AverageRatingJson, type RatingColumns, type ReviewJson, type ReviewRow } from './products.ts';
import { raw, run, sql } from '../db/sql.ts';

export interface ReviewPage {
  productName: string;
  rating: AverageRatingJson;
  reviews: ReviewJson[];
}

/** Page `page` of a product's visible reviews (newest first) with its rating summary; null when the product does not exist. */
export async function reviewPage(db: Db, productId: number, page: number): Promise<ReviewPage | null> {
  const [summary, reviews] = await Promise.all([
    run<RatingColumns & { name: string }>(
      db,
      sql`SELECT p.name, ${RATING_COLUMNS} FROM products p LEFT JOIN product_ratings pr ON pr.product_id = p.id WHERE p.id = ${productId}`,
    ),
    run<ReviewRow>(
      db,
      sql`SELECT r.id, r.name, r.rating::int AS rating, r.review, r.created_at, ${raw(VERIFIED_PURCHASE)} AS verified_purchase
         FROM reviews r WHERE r.product_id = ${productId} AND NOT r.is_hidden
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${REVIEW_PAGE_SIZE} OFFSET ${(page - 1) * REVIEW_PAGE_SIZE}`,
    ),
  ]);
  const row = summary.rows[0];
  if (!row) return null;
  return { productName: row.name, rating: ratingJson(row), reviews: reviews.rows.map(reviewJson) };
}

export interface CustomerReview {
  productId: number;
  userId: number;
  /** The account's name (reviewerName), never one the client sent. */
  name: string;
  rating: number;
  review: string | null;
}

/**
 * Saves a customer's review of a product: the first one is inserted, a later one replaces its
 * name, rating and text and dates it now (still one row; a hidden review stays hidden). Null when
 * the product does not exist.
 */
export async function saveReview(db: Db, review: CustomerReview): Promise<'created' | 'updated' | null> {
  const { rows } = await run<{ created: boolean }>(db, sql`INSERT INTO reviews (product_id, name, rating, review, user_id)
     SELECT id, ${review.name}, ${review.rating}, ${review.review}, ${review.userId} FROM products WHERE id = ${review.productId}
     ON CONFLICT (user_id, product_id) DO UPDATE
       SET name = EXCLUDED.name, rating = EXCLUDED.rating, review = EXCLUDED.review, created_at = now()
     RETURNING (xmax = 0) AS created`);
  const row = rows[0];
  if (!row) return null;
  return row.created ? 'created' : 'updated';
}

/** Hides a review from the public lists and the rating summary (or shows it again); false when there is no such review. */
export async function setReviewHidden(db: Db, reviewId: number, hidden: boolean, staffUserId: number): Promise<boolean> {
  const { rows } = await run<{ id: number }>(
    db,
    sql`UPDATE reviews SET is_hidden = ${hidden},
            hidden_at = CASE WHEN ${hidden}::boolean THEN coalesce(hidden_at, now()) END,
            hidden_by = CASE WHEN ${hidden}::boolean THEN coalesce(hidden_by, ${staffUserId}) END
      WHERE id = ${reviewId} RETURNING id`,
  );
  return rows.length > 0;
}

/** The name a customer's review shows: the account's first and last name (a name sent with the review is ignored). */
export function reviewerName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim() || ANSWER.customer;
}
