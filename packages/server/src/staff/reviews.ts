/**
 * Reviews as staff see them: every review, newest first, with its product, and hiding
 * or showing one with its audit entry (the rating summary follows through migration 010's trigger).
 */
import { setReviewHidden } from '../catalogue/reviews.ts';
import type { Db } from '../db/types.ts';
import { recordAudit } from './audit.ts';
import { paged, type Actor } from './admin-common.ts';
import { and, run, type Sql, sql } from '../db/sql.ts';

export interface StaffReviewJson {
  id: number;
  product_id: number;
  product_name: string;
  name: string | null;
  rating: number;
  review: string | null;
  is_hidden: boolean;
  created_at: string;
}

export async function staffReviews(
  db: Db,
  filter: { hidden: boolean | null; product: number | null; page: number; pageSize: number },
): Promise<{ count: number; data: StaffReviewJson[] }> {
  const where: Sql[] = [];
  if (filter.hidden !== null) where.push(sql`r.is_hidden = ${filter.hidden}`);
  if (filter.product !== null) where.push(sql`r.product_id = ${filter.product}`);
  const { rows } = await run<StaffReviewJson & { total: number }>(
    db,
    sql`SELECT r.id, r.product_id, p.name AS product_name, r.name, r.rating::int AS rating, r.review, r.is_hidden,
            to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, count(*) OVER ()::int AS total
       FROM reviews r JOIN products p ON p.id = r.product_id
      WHERE ${and(where)}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
  );
  return paged(rows);
}

/** Hides (true) or shows (false) a review, with its audit entry; false when there is none. */
export async function setReviewHiddenAudited(db: Db, actor: Actor, reviewId: number, hidden: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await run<{ is_hidden: boolean }>(tx, sql`SELECT is_hidden FROM reviews WHERE id = ${reviewId} FOR UPDATE`);
    if (!rows[0]) return false;
    await setReviewHidden(tx, reviewId, hidden, actor.id);
    await recordAudit(tx, {
      actor,
      action: hidden ? 'review.hide' : 'review.show',
      entity: 'review',
      entityId: reviewId,
      before: { is_hidden: rows[0].is_hidden },
      after: { is_hidden: hidden },
    });
    return true;
  });
}
