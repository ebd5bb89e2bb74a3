import { RATING_SCALE } from '@so/contract';
import { Icon } from './Icon.tsx';

/** Read-only stars; the rating is also given as text, never by colour alone. */
export function Stars({ rating, scale = RATING_SCALE }: { rating: number; scale?: number }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={`Rated ${rounded.toFixed(1)} out of ${scale}`}>
      {Array.from({ length: scale }, (_, i) => (
        <span key={i} style={{ opacity: i + 0.5 < rounded ? 1 : i < rounded ? 0.6 : 0.25 }}>
          <Icon name="star" />
        </span>
      ))}
    </span>
  );
}
