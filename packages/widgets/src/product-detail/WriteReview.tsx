import { type Product, REVIEW_DEFAULT_RATING } from '@so/contract';
import { $session } from '@so/stores';
import { PRODUCT_COPY } from './copy.ts';
import { ReviewDialog } from '../shared/ReviewDialog.tsx';
import { useReviewSubmit } from '../shared/useReviewSubmit.ts';

/** The reviewer's name as the review shows it. */
function reviewerName(): string {
  const user = $session.get();
  return [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.email || '';
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
