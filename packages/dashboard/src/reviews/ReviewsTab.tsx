/**
 * The dashboard's Reviews section, connected: GET /staff/reviews (newest first, Hidden / Shown /
 * All, paging) and Hide / Show (PATCH /staff/reviews/{id}/); the card follows the answer and the
 * result is announced.
 */
import { useStyles } from '@so/ui';
import { useEffect, useState } from 'react';
import { useDashboard } from '../context.ts';
import { failure, usePagedList } from '../parts.tsx';
import { REVIEWS_COPY as C } from './copy.ts';
import css from './reviews.css?inline';
import { reviewerName, reviewsQuery, ReviewsView, type ReviewFilter, type StaffReviewRow } from './ReviewsView.tsx';

export function ReviewsTab() {
  useStyles(css);
  const { staff } = useDashboard();
  const [filter, setFilter] = useState<ReviewFilter>('');
  const { state, page, setPage, reload } = usePagedList<StaffReviewRow>((p) => staff.reviews(reviewsQuery(filter, p)), [filter]);
  /** Reviews hidden or shown since the list was loaded: id → is_hidden. */
  const [hidden, setHidden] = useState<Record<number, boolean>>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ text: string; refused: boolean } | null>(null);
  useEffect(() => {
    if (state.status === 'ready') setHidden({});
  }, [state]);

  const shown =
    state.status === 'ready'
      ? { status: 'ready' as const, data: { ...state.data, data: state.data.data.map((r) => ({ ...r, is_hidden: hidden[r.id] ?? r.is_hidden })) } }
      : state;

  const setReviewHidden = (review: StaffReviewRow, isHidden: boolean) => {
    setBusyId(review.id);
    setNotice(null);
    const name = reviewerName(review);
    staff.setReviewHidden(review.id, isHidden).then(
      () => {
        setBusyId(null);
        setHidden((rows) => ({ ...rows, [review.id]: isHidden }));
        setNotice({ text: isHidden ? C.hiddenNow(name, review.product_name) : C.shownNow(name, review.product_name), refused: false });
      },
      (error: unknown) => {
        setBusyId(null);
        setNotice({ text: failure(error), refused: true });
      },
    );
  };

  return (
    <ReviewsView
      filter={filter}
      onFilter={(next) => {
        setFilter(next);
        setNotice(null);
      }}
      state={shown}
      page={page}
      onPage={setPage}
      onRetry={reload}
      onSetHidden={setReviewHidden}
      busyId={busyId}
      notice={notice}
    />
  );
}
