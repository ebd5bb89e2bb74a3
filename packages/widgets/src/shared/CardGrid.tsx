import type { Product } from '@so/contract';
import { Skeleton, useStaged, useStyles } from '@so/ui';
import { ProductCard } from '../product-card/index.ts';
import styles from './card-grid.css?inline';

/** The grid's CSS, for a view that lays out its own `.card-grid` or holds one in a `.card-grid-wrap`. */
export const cardGridStyles = styles;

/** How many cards at the top of a list load their image eagerly (above the fold). */
export const EAGER_CARDS = 4;

/**
 * Cards drawn with the list: the first screen's, two rows of four on a wide screen. A list's
 * other cards follow, CARDS_PER_TASK at a time, each batch in a task of its own: twenty cards in
 * one go make a long task on a slow phone, during which nothing answers a tap.
 */
export const FIRST_CARDS = 8;
const CARDS_PER_TASK = 2;

export interface CardGridProps {
  products: readonly Product[];
  /** Index of the first product in the whole list, so only the first few cards overall load eagerly. */
  offset?: number;
  label?: string;
  /** The level of the cards' name headings (ProductCardView); 3 by default. */
  headingLevel?: 2 | 3;
}

/** A responsive grid of ProductCards: 2 columns on phones, up to 5 on wide containers. */
export function CardGrid({ products, offset = 0, label, headingLevel }: CardGridProps) {
  useStyles(styles);
  const shown = useStaged(products.length, Math.max(0, FIRST_CARDS - offset), CARDS_PER_TASK);
  return (
    <ul className="card-grid" aria-label={label}>
      {products.slice(0, shown).map((product, i) => (
        <li key={product.id} className="card-grid__item">
          <ProductCard product={product} eager={offset + i < EAGER_CARDS} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** `count` placeholder cards shaped like ProductCards, so the grid does not shift when data arrives. */
export function CardGridSkeleton({ count, label }: { count: number; label: string }) {
  useStyles(styles);
  return (
    <div className="card-grid-wrap" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="card-grid__item card-skeleton">
            <Skeleton height="auto" style={{ aspectRatio: '1 / 1' }} />
            <div className="card-skeleton__body">
              <Skeleton height={18} />
              <Skeleton height={18} width="60%" />
              <Skeleton height={16} width="45%" />
              <Skeleton height={24} width="40%" />
              <Skeleton height={36} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
