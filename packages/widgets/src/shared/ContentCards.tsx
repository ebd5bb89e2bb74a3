import { Img, Link, Skeleton, useStyles } from '@so/ui';
import type { ReactNode } from 'react';
import styles from './content-cards.css?inline';

/** How many cards at the top of a content list load their image eagerly (the first row). */
const EAGER_CONTENT_CARDS = 3;

export interface ContentCardProps {
  /** The store route the card opens. */
  href: string;
  image: string | null;
  title: string;
  eager?: boolean;
  /** What follows the title: date, excerpt, category. */
  children?: ReactNode;
}

/** A card of the blog and event lists: 16:9 image and the title (h2) linking to `href`, then `children`. */
export function ContentCard({ href, image, title, eager = false, children }: ContentCardProps) {
  useStyles(styles);
  return (
    <article className="content-card" part="card">
      <Link to={href} className="content-card__media" tabIndex={-1} aria-hidden="true">
        <Img src={image} alt="" width={800} height={450} widths={[800, 1600]} sizes="(max-width: 599px) 100vw, 400px" eager={eager} />
      </Link>
      <div className="content-card__body">
        <h2 className="content-card__title">
          <Link to={href}>{title}</Link>
        </h2>
        {children}
      </div>
    </article>
  );
}

/** The cards of `items` in a grid of 1, 2 or 3 columns by the element's own width. */
export function ContentCardList<T extends { id: number }>({ items, card }: { items: readonly T[]; card: (item: T, eager: boolean) => ReactNode }) {
  useStyles(styles);
  return (
    <ul className="content-cards">
      {items.map((item, i) => (
        <li key={item.id}>{card(item, i < EAGER_CONTENT_CARDS)}</li>
      ))}
    </ul>
  );
}

/** `count` placeholder cards with a status `label` for screen readers. */
export function ContentCardsSkeleton({ count, label }: { count: number; label: string }) {
  useStyles(styles);
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <ul className="content-cards" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="content-card">
            <Skeleton height="auto" style={{ aspectRatio: '16 / 9' }} />
            <div className="content-card__body">
              <Skeleton height={20} />
              <Skeleton height={16} width="40%" />
              <Skeleton height={16} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The head of a content list page: its h1 and, beside it, its filters. */
export function ContentListHead({ title, children }: { title: string; children?: ReactNode }) {
  useStyles(styles);
  return (
    <div className="content-head">
      <h1 className="content-head__title">{title}</h1>
      {children}
    </div>
  );
}
