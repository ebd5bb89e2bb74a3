import { MSG } from '@so/contract';
import { getApi, toast } from '@so/stores';
import { useEffect, useState } from 'react';
import type { ReviewStatus } from './ReviewDialog.tsx';

export interface ReviewSubmitOptions {
  /** The product reviewed; no submit while undefined. */
  productId: number | undefined;
  /** Whether the dialog is open: the form starts afresh each time it opens. */
  open: boolean;
  /** Also starts the form afresh when it changes while open (the order line reviewed). */
  resetKey?: unknown;
  /** The stars the form starts with. */
  initialRating: number;
  /** The success toast when the server answers without a message. */
  thanks: string;
  /** The reviewer's name sent with the review, when the caller sends one. */
  reviewerName?: () => string;
  onClose: () => void;
  onDone: () => void;
}

/** What a ReviewDialog needs from the form state: rating, text, status, message and handlers. */
export interface ReviewSubmitState {
  rating: number;
  review: string;
  status: ReviewStatus;
  message: string | undefined;
  onRating: (rating: number) => void;
  onReview: (text: string) => void;
  onSubmit: () => void;
}

/**
 * The review form behind every ReviewDialog, wired to POST /rating_review/{productId}/ with
 * {rating, review} (and the name when given): success toasts the server's message, closes and
 * calls `onDone`; failure shows the server's message in the dialog.
 */
export function useReviewSubmit(options: ReviewSubmitOptions): ReviewSubmitState {
  const { productId, open, resetKey, initialRating, thanks, reviewerName, onClose, onDone } = options;
  const [rating, setRating] = useState(initialRating);
  const [review, setReview] = useState('');
  const [status, setStatus] = useState<ReviewStatus>('idle');
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setRating(initialRating);
    setReview('');
    setStatus('idle');
    setMessage(undefined);
  }, [open, resetKey, initialRating]);

  const submit = async () => {
    if (productId === undefined) return;
    setStatus('submitting');
    try {
      const text = review.trim();
      const body = reviewerName ? { rating, review: text, name: reviewerName() } : { rating, review: text };
      const answer = await getApi().writeReview(productId, body);
      setStatus('done');
      toast({ kind: 'success', title: answer.message || thanks });
      onClose();
      onDone();
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : MSG.somethingWentWrong);
      setStatus('failed');
    }
  };

  return { rating, review, status, message, onRating: setRating, onReview: setReview, onSubmit: () => void submit() };
}
