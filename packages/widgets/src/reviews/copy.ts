import { MSG } from '@so/contract';
/**
 * Texts of the reviews widgets that only these widgets use (so they are not in MSG).
 */
export const REVIEWS_COPY = {
  noReviews: 'No reviews yet',
  reviewCount: (n: number) => (n === 1 ? '1 review' : `${n} reviews`),
  stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  distribution: 'Ratings by star',
  reviewsHeading: 'Customer reviews',
  pages: 'Review pages',
  loading: 'Loading reviews',
  /** Beside a review whose author bought the product. */
  verifiedPurchase: 'Verified purchase',
  retry: MSG.tryAgain,
} as const;
