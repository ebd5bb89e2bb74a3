/** Sample answers of GET /staff/reviews for the Reviews section's stories and tests. */
import type { StaffPage } from '../parts.tsx';
import type { StaffReviewRow } from './ReviewsView.tsx';

export function sampleReview(overrides: Partial<StaffReviewRow> = {}): StaffReviewRow {
  return {
    id: 501,
    product_id: 12,
    product_name: 'A2 Desi Cow Ghee 500 ml',
    name: 'Aarti Shah',
    rating: 4,
    review: 'Very good product, slightly pricey.',
    is_hidden: false,
    created_at: '2026-11-20T09:15:00+05:30',
    ...overrides,
  };
}

export const sampleReviews: StaffReviewRow[] = [
  sampleReview(),
  sampleReview({ id: 500, product_id: 13, product_name: 'Raw Forest Honey 250 g', name: 'Rohan Mehta', rating: 1, review: 'Buy cheap followers at spam.example!', is_hidden: true, created_at: '2026-11-19T21:40:00+05:30' }),
  sampleReview({ id: 499, product_id: 14, product_name: 'Ashwagandha Churna 100 g', name: 'Priya Iyer', rating: 5, review: '', created_at: '2026-11-18T12:00:00+05:30' }),
];

export function reviewsPage(data: StaffReviewRow[] = sampleReviews, page = 1, totalPages = 1, count = data.length): StaffPage<StaffReviewRow> & { status: boolean } {
  return { status: true, count, total_pages: totalPages, page, data };
}
