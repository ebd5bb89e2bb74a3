import { type Review, formatDate } from '@so/contract';
import { Stars, useStyles } from '@so/ui';
import { REVIEWS_COPY } from './copy.ts';
import styles from './review-pieces.css?inline';

/** "Verified purchase": a check mark (decorative) and the words, so it is never colour alone. */
function VerifiedPurchase() {
  return (
    <span className="review__verified">
      <svg className="review__verified-icon" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M12 2a10 10 0 110 20 10 10 0 010-20zm4.3 6.3L10.5 14l-2.8-2.8-1.4 1.4 4.2 4.2 7.2-7.1-1.4-1.4z" />
      </svg>
      {REVIEWS_COPY.verifiedPurchase}
    </span>
  );
}

/**
 * Reviews: name, stars, "Verified purchase" when the author bought the product, and text. Long texts show 3 lines until the review is hovered or the
 * text is focused (it is focusable so keyboard users can read it all).
 */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  useStyles(styles);
  return (
    <ul className="reviews">
      {reviews.map((r, i) => (
        <li className="review" key={r.id ?? `${r.name}-${i}`}>
          <div className="review__head">
            <span className="review__name">{r.name}</span>
            <Stars rating={r.rating} />
            {r.verified_purchase && <VerifiedPurchase />}
            {r.created_at && <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>}
          </div>
          {r.review && (
            <p className="review__text" tabIndex={0}>
              {r.review}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
