/**
 * Reviews (@so/contract REVIEWS): a product's visible reviews (each with verified_purchase) and
 * the customer's own (login; one review per customer per product, a second POST edits it); and
 * the staff's hiding of a review (STAFF_CATALOGUE.setReviewHidden: staff session, 401 without,
 * 403 for customers), written to the audit log, which takes a review out of the public lists and
 * the rating summary or brings it back (docs/rules.md#catalogue).
 */
import type { Hono } from 'hono';
import { ANSWER, REVIEW_PAGE_SIZE, REVIEWS } from '@so/contract';
import { STAFF_CATALOGUE } from '@so/contract/staff';
import { reviewerName, reviewPage, saveReview } from '../catalogue/reviews.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { route, routeApp } from '../http/route.ts';
import { productImageUrl } from '../media/urls.ts';
import { setReviewHiddenAudited } from '../staff/reviews.ts';

export function reviewRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, REVIEWS.reviews, async (_c, { params, query }) => {
    const { productId } = params;
    const found = await reviewPage(db, productId, query.page);
    if (!found) throw notFound(ANSWER.productNotFound);
    return {
      status: true,
      product_name: found.productName,
      product_image: productImageUrl(productId, 1),
      average_rating: found.rating.average_rating,
      review_count: found.rating.review_count,
      star_distribution: found.rating.star_distribution,
      total_pages: Math.max(1, Math.ceil(found.rating.review_count / REVIEW_PAGE_SIZE)),
      reviews: found.reviews,
    };
  });

  route(app, REVIEWS.writeReview, async (c, { params, body }) => {
    const { user } = c.var.auth;
    // One review per customer per product: writing again edits it. The name shown is the
    // account's; a `name` in the body is not read.
    const saved = await saveReview(db, {
      productId: params.productId,
      userId: user.id,
      name: reviewerName(user.first_name, user.last_name),
      rating: body.rating,
      review: body.review,
    });
    if (!saved) throw notFound(ANSWER.productNotFound);
    return { status: true, message: saved === 'created' ? ANSWER.reviewSaved : ANSWER.reviewUpdated };
  });

  route(app, STAFF_CATALOGUE.setReviewHidden, async (c, { params, body }) => {
    const hidden = body.is_hidden;
    if (!(await setReviewHiddenAudited(db, c.var.auth.user, params.id, hidden))) throw notFound(ANSWER.reviewNotFound);
    return { status: true, message: hidden ? ANSWER.reviewHidden : ANSWER.reviewShown };
  });

  return app.hono;
}
