/** Reviews (SPEC §7 catalogue): GET and POST /rating_review/{productId}/. */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  PageQuery,
  ProductIdParams,
  RatingListResponse,
  REVIEW_PAGE_SIZE,
  ReviewRequest,
  StatusOnly,
} from '@so/contract';
import { addReview, reviewerName, reviewPage } from '../catalogue/reviews.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { requireLogin } from '../http/session.ts';
import { validate } from '../http/validate.ts';
import { productImageUrl } from '../media/urls.ts';

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
    const saved = await addReview(db, {
      productId: c.req.valid('param').productId,
      userId: user.id,
      name: reviewerName(body.name, user.first_name, user.last_name),
      rating: body.rating,
      review: body.review,
    });
    if (!saved) throw notFound(ANSWER.productNotFound);
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: ANSWER.reviewSaved });
  });

  return api;
}
