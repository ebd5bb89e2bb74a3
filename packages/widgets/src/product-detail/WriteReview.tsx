import type { Product } from '@so/api';
import { REVIEW_DEFAULT_RATING } from '@so/api/constants';
import { MSG } from '@so/api/messages';
import { $session, getApi, toast } from '@so/stores';
import { useEffect, useState } from 'react';
import { PRODUCT_COPY } from './copy.ts';
import { ReviewDialog, type ReviewStatus } from './ReviewDialog.tsx';

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
  const [rating, setRating] = useState<number>(REVIEW_DEFAULT_RATING);
  const [review, setReview] = useState('');
  const [status, setStatus] = useState<ReviewStatus>('idle');
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setRating(REVIEW_DEFAULT_RATING);
    setReview('');
    setStatus('idle');
    setMessage(undefined);
  }, [open]);

  const submit = async () => {
    setStatus('submitting');
    try {
      const answer = await getApi().writeReview(product.id, { rating, review: review.trim(), name: reviewerName() });
      setStatus('done');
      toast({ kind: 'success', title: answer.message || PRODUCT_COPY.reviewThanks });
      onClose();
      onDone();
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : MSG.somethingWentWrong);
      setStatus('failed');
    }
  };

  return (
    <ReviewDialog
      open={open}
      productName={product.name}
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
