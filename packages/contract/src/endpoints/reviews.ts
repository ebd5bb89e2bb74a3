/** A product's reviews: the visible ones (a shared catalogue read), and the customer's own (one per product). */
import { ANSWER } from '../answers.ts';
import { RATING_SCALE, REVIEW_PAGE_SIZE } from '../constants.ts';
import { PageQuery, ProductIdParams, ReviewRequest } from '../catalogue.requests.ts';
import { MAX_REVIEW_LENGTH } from '../constants.ts';
import { RatingListResponse } from '../catalogue.answers.ts';
import { StatusOnly } from '../wire.ts';
import { endpoint } from './endpoint.ts';

export const REVIEWS = {
  reviews: endpoint({
    method: 'GET',
    path: '/rating_review/:productId/',
    params: ProductIdParams,
    query: PageQuery,
    answer: RatingListResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: `A page of the product’s visible reviews (${REVIEW_PAGE_SIZE} a page, newest first), each with its \`id\` and \`verified_purchase\` (the author has an order of the product, not cancelled and cash on delivery, paid or delivered), and the rating summary of the visible ones: \`average_rating\`, \`review_count\`, \`star_distribution\`. An unknown product 404.`,
  }),
  writeReview: endpoint({
    method: 'POST',
    path: '/rating_review/:productId/',
    params: ProductIdParams,
    body: ReviewRequest,
    answer: StatusOnly,
    auth: 'login',
    summary: `Writes the caller’s review of the product (“${ANSWER.reviewSaved}”), or edits it when there is one (“${ANSWER.reviewUpdated}”): one per customer per product. \`rating\` a whole number from 1 to ${RATING_SCALE}, \`review\` at most ${MAX_REVIEW_LENGTH} characters; it shows under the account’s name (a \`name\` sent is not read). An unknown product 404.`,
  }),
};
