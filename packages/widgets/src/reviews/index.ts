export { Reviews, pageFrom } from './Reviews.tsx';
export { ReviewsView, ReviewsSkeleton, type ReviewsViewProps } from './ReviewsView.tsx';
export { RatingSummary, type RatingSummaryProps } from './RatingSummary.tsx';
export { ReviewList } from './ReviewList.tsx';
export { REVIEWS_COPY } from './copy.ts';
export { default as reviewsStyles } from './reviews.css?inline';
