import { type Product, REVIEW_DEFAULT_RATING } from '@so/contract';
import { $session, getApi } from '@so/stores';
import { PRODUCT_COPY } from './copy.ts';
import { ReviewDialog } from '../shared/ReviewDialog.tsx';
import { useReviewSubmit } from '../shared/useReviewSubmit.ts';

/** The reviewer's name as the review shows it. */
function reviewerName(): string {
  const user = $session.get();
  return [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.email || '';
}

/** The product with its first page of reviews and rating summary fetched again. */
export async function withFreshReviews(product: Product): Promise<Product> {
  const r = await getApi().reviews(product.id);
  const old = product.average_rating;
  return {
    ...product,
    rating_review_data: r.reviews,
    average_rating: {
      average_rating: r.average_rating,
      star_distribution: r.star_distribution ?? old?.star_distribution ?? {},
      review_count: r.review_count ?? Math.max(old?.review_count ?? 0, r.reviews.length),
    },
  };
}

/**
 * The Write review dialog wired to POST /rating_review/{id}/: default 4 stars; success toasts the
 * server's message, closes and calls `onDone`; failure shows the server's message.
 */
export function WriteReview({ product, open, onClose, onDone }: { product: Product; open: boolean; onClose: () => void; onDone: () => void }) {
  const form = useReviewSubmit({
    productId: product.id,
    open,
    initialRating: REVIEW_DEFAULT_RATING,
    thanks: PRODUCT_COPY.reviewThanks,
    reviewerName,
    onClose,
    onDone,
  });

  return <ReviewDialog open={open} productName={product.name} {...form} onClose={onClose} />;
}
