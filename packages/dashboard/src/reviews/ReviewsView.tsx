/**
 * The dashboard's Reviews section as a pure view: every review newest first, filtered Hidden /
 * Shown / All, each with its stars and the rating in words, the reviewer, the text, when, whether
 * it is hidden (a word), Hide / Show, and a link to the product's reviews on the store.
 */
import type { StaffApi } from '@so/api/staff';
import { RATING_SCALE } from '@so/contract';
import { Stars, type AsyncState } from '@so/ui';
import { FilterSelect, routes } from '@so/widgets/kit';
import { Badge, ListLoading, PagedList, when, type StaffPage } from '../parts.tsx';
import { REVIEWS_COPY as C } from './copy.ts';

export type StaffReviewRow = Awaited<ReturnType<StaffApi['reviews']>>['data'][number];
export type ReviewFilter = '' | 'hidden' | 'shown';

/** The filter as the reviews call takes it. */
export function reviewsQuery(filter: ReviewFilter, page: number): Parameters<StaffApi['reviews']>[0] {
  return filter === '' ? { page } : { hidden: filter === 'hidden', page };
}

export const reviewerName = (review: Pick<StaffReviewRow, 'name'>): string => review.name?.trim() || C.anonymous;

export interface ReviewsViewProps {
  filter: ReviewFilter;
  onFilter: (filter: ReviewFilter) => void;
  state: AsyncState<StaffPage<StaffReviewRow>>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** Hide (true) or show (false) a review. */
  onSetHidden: (review: StaffReviewRow, hidden: boolean) => void;
  /** The review whose change is on its way. */
  busyId: number | null;
  /** What the last change came to (announced), or the server's refusal. */
  notice: { text: string; refused: boolean } | null;
}

export function ReviewsView({ filter, onFilter, state, page, onPage, onRetry, onSetHidden, busyId, notice }: ReviewsViewProps) {
  return (
    <div className="dash-reviews">
      <div className="dash-toolbar">
        <FilterSelect
          className="dash-field"
          label={C.filter}
          value={filter}
          options={[
            ['', C.all],
            ['shown', C.shownOnly],
            ['hidden', C.hiddenOnly],
          ]}
          onChange={(value) => onFilter(value === 'hidden' || value === 'shown' ? value : '')}
        />
      </div>
      <p className={notice?.refused ? 'dash-error' : 'dash-hint'} role="status">
        {notice?.text ?? ''}
      </p>
      <ReviewList state={state} page={page} onPage={onPage} onRetry={onRetry} onSetHidden={onSetHidden} busyId={busyId} />
    </div>
  );
}

function ReviewList({ state, page, onPage, onRetry, onSetHidden, busyId }: Pick<ReviewsViewProps, 'state' | 'page' | 'onPage' | 'onRetry' | 'onSetHidden' | 'busyId'>) {
  return (
    <PagedList state={state} page={page} onPage={onPage} onRetry={onRetry} loading={<ReviewsSkeleton />} loadFailed={C.loadFailed} empty={C.empty} one={C.one} many={C.many}>
      {(data) => (
        <ul className="dash-reviews__list">
          {data.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} busy={busyId === review.id} onSetHidden={onSetHidden} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function ReviewCard({ review, busy, onSetHidden }: { review: StaffReviewRow; busy: boolean; onSetHidden: ReviewsViewProps['onSetHidden'] }) {
  const name = reviewerName(review);
  return (
    <article className={`dash-card dash-review${review.is_hidden ? ' dash-review--hidden' : ''}`} aria-label={C.reviewOf(review.product_name)}>
      <div className="dash-review__head">
        <h3>{review.product_name}</h3>
        {review.is_hidden ? <Badge tone="warn">{C.hidden}</Badge> : <Badge tone="good">{C.shown}</Badge>}
      </div>
      <p className="dash-review__rating">
        <span aria-hidden="true">
          <Stars rating={review.rating} />
        </span>
        <span>{C.rating(review.rating, RATING_SCALE)}</span>
        <span className="dash-review__by">{C.by(name)}</span>
      </p>
      <p className={review.review?.trim() ? 'dash-review__text' : 'dash-hint'}>{review.review?.trim() || C.noText}</p>
      <p className="dash-hint">
        <time dateTime={review.created_at}>{when(review.created_at)}</time>
      </p>
      <div className="dash-actions">
        <button type="button" className="btn btn--small btn--ghost" disabled={busy} onClick={() => onSetHidden(review, !review.is_hidden)}>
          {review.is_hidden ? C.show : C.hide}
          <span className="visually-hidden">{C.whose(name, review.product_name)}</span>
        </button>
        <a href={routes.reviews(review.product_id, review.product_name)}>
          {C.onStore}
          <span className="visually-hidden">{C.onStoreOf(review.product_name)}</span>
        </a>
      </div>
    </article>
  );
}

export function ReviewsSkeleton() {
  return <ListLoading label={C.loading} heights={[120, 120, 120]} />;
}
