/** A product's reviews: the visible ones (a shared catalogue read), and the customer's own (one per product). */
import { PageQuery, ProductIdParams, ReviewRequest } from '../requests.ts';
import { RatingListResponse, StatusOnly } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const REVIEWS = {
  /** A page of the visible reviews with the rating summary; 404 for an unknown product. */
  reviews: endpoint({
    method: 'GET',
    path: '/rating_review/:productId/',
    params: ProductIdParams,
    query: PageQuery,
    answer: RatingListResponse,
    auth: 'anyone',
    visitor: 'known',
  }),
  /** Writes the customer's review of the product, or edits it when there is one. */
  writeReview: endpoint({ method: 'POST', path: '/rating_review/:productId/', params: ProductIdParams, body: ReviewRequest, answer: StatusOnly, auth: 'login' }),
};
