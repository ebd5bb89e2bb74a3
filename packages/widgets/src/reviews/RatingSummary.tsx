import { RATING_SCALE } from '@so/contract';
import { Icon, Stars, useStyles } from '@so/ui';
import { REVIEWS_COPY } from './copy.ts';
import styles from './review-pieces.css?inline';

export interface RatingSummaryProps {
  average: number;
  count: number;
  /** Reviews per star, keyed "1".."5". */
  distribution: Readonly<Record<string, number>>;
}

/** Average (number and stars), review count, and one bar per star from 5 to 1 with its count as text. */
export function RatingSummary({ average, count, distribution }: RatingSummaryProps) {
  useStyles(styles);
  const stars = Array.from({ length: RATING_SCALE }, (_, i) => RATING_SCALE - i);
  const total = stars.reduce((sum, s) => sum + (distribution[String(s)] ?? 0), 0) || count;
  return (
    <div className="rating" part="rating-summary">
      <p className="rating__avg">
        <span className="rating__value">{average.toFixed(1)}</span>
        <Stars rating={average} />
        <span className="rating__count">{REVIEWS_COPY.reviewCount(count)}</span>
      </p>
      <ul className="rating__dist" aria-label={REVIEWS_COPY.distribution}>
        {stars.map((star) => {
          const n = distribution[String(star)] ?? 0;
          const pct = total > 0 ? Math.round((n / total) * 100) : 0;
          return (
            <li key={star}>
              <span className="visually-hidden">{REVIEWS_COPY.stars(star)}: </span>
              <span className="rating__star" aria-hidden="true">
                {star}
                <Icon name="star" />
              </span>
              <span className="rating__bar" aria-hidden="true">
                <span style={{ width: `${pct}%` }} />
              </span>
              <span className="rating__n">{n}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
