import { MSG } from '@so/contract';
import { getApi, toast } from '@so/stores';
import { useForm } from '@so/ui/form';
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
  const form = useForm<{ rating: number; review: string }>({
    initial: { rating: initialRating, review: '' },
    // The dialog says a refusal in one message (the server's own words).
    serverErrors: () => ({}),
  });
  const [status, setStatus] = useState<ReviewStatus>('idle');
  const [message, setMessage] = useState<string>();
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    reset({ rating: initialRating, review: '' });
    setStatus('idle');
    setMessage(undefined);
  }, [open, resetKey, initialRating, reset]);

  const submit = async () => {
    if (productId === undefined) return;
    const result = await form.submit(({ rating, review }) => {
      const text = review.trim();
      return getApi().writeReview(productId, reviewerName ? { rating, review: text, name: reviewerName() } : { rating, review: text });
    });
    if (result.status === 'sent') {
      setStatus('done');
      toast({ kind: 'success', title: result.result.message || thanks });
      onClose();
      onDone();
    } else if (result.status === 'failed') {
      const error = result.error;
      setMessage(error instanceof Error && error.message ? error.message : MSG.somethingWentWrong);
      setStatus('failed');
    }
  };

  return {
    rating: form.values.rating,
    review: form.values.review,
    status: form.submitting ? 'submitting' : status,
    message,
    onRating: (rating) => form.setField('rating', rating),
    onReview: (text) => form.setField('review', text),
    onSubmit: () => void submit(),
  };
}
