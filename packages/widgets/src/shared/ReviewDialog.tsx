import { RATING_SCALE } from '@so/contract';
import { Dialog, Icon, useStyles } from '@so/ui';
import { useId, type FormEvent } from 'react';
import styles from './review-dialog.css?inline';
import { REVIEW_FORM_COPY as COPY } from './review-copy.ts';

export type ReviewStatus = 'idle' | 'submitting' | 'failed' | 'done';

export interface ReviewDialogProps {
  open: boolean;
  /** The dialog's title (the product page's "Write a review" unless given). */
  title?: string;
  productName: string;
  rating: number;
  review: string;
  status: ReviewStatus;
  /** The server's message when status is failed. */
  message?: string;
  onRating: (rating: number) => void;
  onReview: (text: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * The Write review dialog: whole stars 1–5 as radio buttons (arrow keys move between them; the
 * value is also written as text), optional text, Submit.
 */
export function ReviewDialog(props: ReviewDialogProps) {
  const { open, title = COPY.writeReviewTitle, productName, rating, review, status, message, onRating, onReview, onSubmit, onClose } = props;
  useStyles(styles);
  const id = useId();
  const busy = status === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog open={open} title={title} onClose={() => !busy && onClose()} className="pd__review-dialog">
      <form className="pd__review-form" onSubmit={submit} part="review-form">
        <p className="pd__muted">{productName}</p>
        <fieldset className="pd__rating">
          <legend>{COPY.yourRating}</legend>
          <div className="pd__rating-stars">
            {Array.from({ length: RATING_SCALE }, (_, i) => i + 1).map((value) => (
              <label key={value} className={value <= rating ? 'pd__star pd__star--on' : 'pd__star'}>
                <input
                  type="radio"
                  className="visually-hidden"
                  name={`${id}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => onRating(value)}
                />
                <Icon name="star" />
                <span className="visually-hidden">{COPY.stars(value)}</span>
              </label>
            ))}
          </div>
          <p className="pd__rating-value" aria-live="polite">
            {COPY.ratingValue(rating, RATING_SCALE)}
          </p>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-text`}>{COPY.reviewText}</label>
          <textarea id={`${id}-text`} rows={4} value={review} onChange={(e) => onReview(e.target.value)} />
        </div>
        {status === 'failed' && message && (
          <div className="alert" role="alert">
            {message}
          </div>
        )}
        <div className="pd__review-actions">
          <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>
            {COPY.cancel}
          </button>
          <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
            {busy ? COPY.submitting : COPY.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
