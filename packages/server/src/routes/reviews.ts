/**
 * Reviews (SPEC §7 catalogue): GET /rating_review/{productId}/ (visible reviews, each with
 * verified_purchase) and POST /rating_review/{productId}/ (login; one review per customer per
 * product, a second POST edits it), and the staff endpoint PATCH /staff/reviews/{id}/
 * {is_hidden: true | false} (staff token: 401 without, 403 for customers, as every /staff/ call), written to the audit log (issue 18),
 * which hides a review from the public lists and the rating summary or shows it again.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  PageQuery,
  ProductIdParams,
  RatingListResponse,
  REVIEW_PAGE_SIZE,
  ReviewParams,
  ReviewRequest,
  ReviewVisibilityRequest,
  StatusOnly,
} from '@so/contract';
import { reviewerName, reviewPage, saveReview } from '../catalogue/reviews.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { requireLogin, staffOnly } from '../http/session.ts';
import { validate } from '../http/validate.ts';
import { productImageUrl } from '../media/urls.ts';
import { setReviewHiddenAudited } from '../staff/reviews.ts';

export function reviewRoutes({ db }: Deps): Hono {
  const api = new Hono({ strict: false });

  api.get('/rating_review/:productId', validate('param', ProductIdParams), validate('query', PageQuery), async (c) => {
    const { productId } = c.req.valid('param');
    const found = await reviewPage(db, productId, c.req.valid('query').page);
    if (!found) throw notFound(ANSWER.productNotFound);
    return c.json<Infer<typeof RatingListResponse>>({
      status: true,
      product_name: found.productName,
      product_image: productImageUrl(productId, 1),
      average_rating: found.rating.average_rating,
      review_count: found.rating.review_count,
      star_distribution: found.rating.star_distribution,
      total_pages: Math.max(1, Math.ceil(found.rating.review_count / REVIEW_PAGE_SIZE)),
      reviews: found.reviews,
    });
  });

  api.post('/rating_review/:productId', requireLogin(db), validate('param', ProductIdParams), validate('json', ReviewRequest), async (c) => {
    const { user } = c.var.auth;
    const body = c.req.valid('json');
    // One review per customer per product: writing again edits it. The name is the account's;
    // a `name` in the body (SPEC's request carries one) is ignored.
    const saved = await saveReview(db, {
      productId: c.req.valid('param').productId,
      userId: user.id,
      name: reviewerName(user.first_name, user.last_name),
      rating: body.rating,
      review: body.review,
    });
    if (!saved) throw notFound(ANSWER.productNotFound);
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: saved === 'created' ? ANSWER.reviewSaved : ANSWER.reviewUpdated });
  });

  api.patch('/staff/reviews/:id', staffOnly(db), validate('param', ReviewParams), validate('json', ReviewVisibilityRequest), async (c) => {
    const hidden = c.req.valid('json').is_hidden;
    if (!(await setReviewHiddenAudited(db, c.var.auth.user, c.req.valid('param').id, hidden))) throw notFound(ANSWER.reviewNotFound);
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: hidden ? ANSWER.reviewHidden : ANSWER.reviewShown });
  });

  return api;
}
