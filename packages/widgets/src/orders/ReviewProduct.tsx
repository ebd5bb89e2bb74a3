import type { OrderLine } from '@so/api';
import { MSG } from '@so/api/messages';
import { getApi, toast } from '@so/stores';
import { useEffect, useState } from 'react';
import { ReviewDialog, type ReviewStatus } from '../product-detail/ReviewDialog.tsx';
import { ORDER_COPY } from './copy.ts';

/** The rating a Review Product dialog opens with (SPEC §5: initial 1 in the order review). */
export const ORDER_REVIEW_INITIAL_RATING = 1;

/**
 * The Review Product dialog for one order line, wired to POST /rating_review/{productId}/ with
 * {rating, review}: success toasts the server's message, closes and calls `onDone` (the order
 * reloads and shows the stars); failure shows the server's message in the dialog.
 */
export function ReviewProduct({ line, onClose, onDone }: { line: OrderLine | null; onClose: () => void; onDone: () => void }) {
  const [rating, setRating] = useState(ORDER_REVIEW_INITIAL_RATING);
  const [review, setReview] = useState('');
  const [status, setStatus] = useState<ReviewStatus>('idle');
  const [message, setMessage] = useState<string>();
  const productId = line?.product_id;

  useEffect(() => {
    setRating(ORDER_REVIEW_INITIAL_RATING);
    setReview('');
    setStatus('idle');
    setMessage(undefined);
  }, [line]);

  const submit = async () => {
    if (productId === undefined) return;
    setStatus('submitting');
    try {
      const answer = await getApi().writeReview(productId, { rating, review: review.trim() });
      setStatus('done');
      toast({ kind: 'success', title: answer.message || ORDER_COPY.reviewThanks });
      onClose();
      onDone();
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : MSG.somethingWentWrong);
      setStatus('failed');
    }
  };

  return (
    <ReviewDialog
      open={line !== null}
      title={ORDER_COPY.reviewProduct}
      productName={line?.product_name ?? ''}
      rating={rating}
      review={review}
      status={status}
      message={message}
      onRating={setRating}
      onReview={setReview}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
