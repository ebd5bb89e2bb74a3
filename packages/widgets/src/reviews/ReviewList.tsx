import { type Review, formatDate } from '@so/contract';
import { Stars, useStyles } from '@so/ui';
import styles from './review-pieces.css?inline';

/**
 * Reviews: name, stars and text. Long texts show 3 lines until the review is hovered or the
 * text is focused (it is focusable so keyboard users can read it all).
 */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  useStyles(styles);
  return (
    <ul className="reviews">
      {reviews.map((r, i) => (
        <li className="review" key={`${r.name}-${i}`}>
          <div className="review__head">
            <span className="review__name">{r.name}</span>
            <Stars rating={r.rating} />
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
