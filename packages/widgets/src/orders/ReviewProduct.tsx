import type { OrderLine } from '@so/contract';
import { ReviewDialog } from '../shared/ReviewDialog.tsx';
import { useReviewSubmit } from '../shared/useReviewSubmit.ts';
import { ORDER_COPY } from './copy.ts';

/** The rating a Review Product dialog opens with (initial 1 in the order review). */
export const ORDER_REVIEW_INITIAL_RATING = 1;

/**
 * The Review Product dialog for one order line, wired to POST /rating_review/{productId}/ with
 * {rating, review}: success toasts the server's message, closes and calls `onDone` (the order
 * reloads and shows the stars); failure shows the server's message in the dialog.
 */
export function ReviewProduct({ line, onClose, onDone }: { line: OrderLine | null; onClose: () => void; onDone: () => void }) {
  const form = useReviewSubmit({
    productId: line?.product_id,
    open: line !== null,
    resetKey: line,
    initialRating: ORDER_REVIEW_INITIAL_RATING,
    thanks: ORDER_COPY.reviewThanks,
    onClose,
    onDone,
  });

  return (
    <ReviewDialog
      open={line !== null}
      title={ORDER_COPY.reviewProduct}
      productName={line?.product_name ?? ''}
      {...form}
      onClose={onClose}
    />
  );
}
