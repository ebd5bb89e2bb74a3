import type { Meta, StoryObj } from '@storybook/react-vite';
import { type RatingListResponse, type Review, MSG } from '@so/contract';
import { ErrorState } from '@so/ui';
import { sampleReviews } from '../shared/fixtures.ts';
import { withStyles } from '../shared/storybook.tsx';
import { ReviewsSkeleton, ReviewsView } from './ReviewsView.tsx';
import styles from './reviews.css?inline';

const thirty: Review[] = Array.from({ length: 30 }, (_, i) => ({ ...sampleReviews[i % sampleReviews.length], name: `${sampleReviews[i % sampleReviews.length].name} ${i + 1}` }));

const full: RatingListResponse = {
  status: true,
  product_name: 'A2 Desi Cow Ghee 500 ml',
  product_image: '/media/products/1-1-640.webp',
  average_rating: 4.3,
  review_count: 214,
  star_distribution: { '5': 120, '4': 61, '3': 20, '2': 9, '1': 4 },
  total_pages: 8,
  reviews: thirty,
};

const meta: Meta<typeof ReviewsView> = {
  title: 'Catalogue/Reviews page',
  component: ReviewsView,
  decorators: [withStyles(styles)],
  args: { productId: 1, data: full, page: 1, hrefFor: (p) => `?page=${p}`, onPage: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ReviewsView>;

export const Full: Story = {};
export const MiddlePage: Story = { args: { page: 5 } };
export const FewReviews: Story = {
  args: { data: { ...full, average_rating: 4.5, review_count: 4, star_distribution: { '5': 2, '4': 1, '3': 1 }, total_pages: 1, reviews: sampleReviews } },
};
/** A review by a customer who bought the product shows "Verified purchase"; the others do not. */
export const VerifiedPurchase: Story = {
  args: {
    data: {
      ...full,
      average_rating: 4.5,
      review_count: 2,
      star_distribution: { '5': 1, '4': 1 },
      total_pages: 1,
      reviews: [
        { ...sampleReviews[0], verified_purchase: true },
        { ...sampleReviews[1], verified_purchase: false },
      ],
    },
  },
};
export const Empty: Story = {
  args: { data: { ...full, average_rating: 0, review_count: 0, star_distribution: {}, total_pages: 1, reviews: [] } },
};
export const Loading: Story = { render: () => <ReviewsSkeleton /> };
export const Error: Story = {
  render: () => (
    <div className="rv container">
      <ErrorState title={MSG.productDetailFailed} />
    </div>
  ),
};
