import type { RatingListResponse } from '@so/contract';
import { EmptyState, Img, Link, Pagination, Skeleton } from '@so/ui';
import { useId, useRef } from 'react';
import { routes } from '../shared/links.ts';
import { REVIEWS_COPY } from './copy.ts';
import { RatingSummary } from './RatingSummary.tsx';
import { ReviewList } from './ReviewList.tsx';

export interface ReviewsViewProps {
  productId: number;
  data: RatingListResponse;
  page: number;
  /** The href of a review page (a real link). */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

/** All reviews of a product: name (back to the product), image, average, distribution, one page of reviews. */
export function ReviewsView({ productId, data, page, hrefFor, onPage }: ReviewsViewProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const distribution = data.star_distribution ?? {};
  const counted = Object.values(distribution).reduce((a, b) => a + b, 0);
  const count = data.review_count ?? (counted || data.reviews.length);
  const go = (target: number) => {
    onPage(target);
    title.current?.focus({ preventScroll: true });
    title.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <div className="rv container">
      <header className="rv__head">
        <Img className="rv__image" src={data.product_image} alt="" width={160} height={160} sizes="(max-width: 767px) 96px, 160px" eager />
        <div>
          <h1 className="rv__title" ref={title} tabIndex={-1}>
            <Link to={routes.product(productId, data.product_name)}>{data.product_name}</Link>
          </h1>
          {count > 0 && <RatingSummary average={data.average_rating} count={count} distribution={distribution} />}
        </div>
      </header>
      <section part="reviews" aria-labelledby={headingId}>
        <h2 id={headingId}>{REVIEWS_COPY.reviewsHeading}</h2>
        {data.reviews.length === 0 ? <EmptyState>{REVIEWS_COPY.noReviews}</EmptyState> : <ReviewList reviews={data.reviews} />}
      </section>
      <Pagination page={page} totalPages={data.total_pages} hrefFor={hrefFor} onPage={go} label={REVIEWS_COPY.pages} />
    </div>
  );
}

/** The page's placeholder, laid out and sized like the loaded page. */
export function ReviewsSkeleton() {
  return (
    <div className="rv container" role="status" aria-busy="true">
      <span className="visually-hidden">{REVIEWS_COPY.loading}</span>
      <div className="rv__head">
        <div className="rv__image">
          <Skeleton height="100%" />
        </div>
        <div>
          <Skeleton height={32} width="70%" style={{ marginBottom: 12 }} />
          <Skeleton height={32} width={200} style={{ marginBottom: 12 }} />
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={14} width="min(420px, 100%)" style={{ marginBottom: 8 }} />
          ))}
        </div>
      </div>
      <Skeleton height={24} width={180} style={{ marginBottom: 12 }} />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={96} style={{ marginBottom: 12 }} />
      ))}
    </div>
  );
}
