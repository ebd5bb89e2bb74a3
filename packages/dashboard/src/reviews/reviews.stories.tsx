import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@so/api';
import { type StaffApi } from '@so/api/staff';
import { never } from '@so/widgets/kit';
import { withStyles } from '@so/widgets/storybook';
import dashboardCss from '../dashboard.css?inline';
import { SectionHarness } from '../testing.tsx';
import { reviewsPage, sampleReview, sampleReviews } from './fixtures.ts';
import css from './reviews.css?inline';
import { ReviewsTab } from './ReviewsTab.tsx';
import { ReviewsView, type ReviewsViewProps } from './ReviewsView.tsx';

/** A 375 px phone: cards, nothing scrolls sideways. */
const phone = { viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } } };
const phoneGlobals = { viewport: { value: 'phone375', isRotated: false } };

function Section({ staff }: { staff: Partial<StaffApi> }) {
  return (
    <SectionHarness staff={staff} tab="reviews">
      <ReviewsTab />
    </SectionHarness>
  );
}

const staff: Partial<StaffApi> = {
  reviews: async () => reviewsPage(sampleReviews, 1, 3, 54),
  setReviewHidden: async () => ({ status: true, message: 'Saved' }),
};

const meta: Meta<typeof Section> = {
  title: 'Dashboard/Reviews',
  component: Section,
  decorators: [withStyles(`${dashboardCss}\n${css}`)],
  args: { staff },
};
export default meta;
type Story = StoryObj<typeof Section>;

/** Newest first, a hidden one among them (Hide / Show on each). */
export const List: Story = {};
export const Empty: Story = { args: { staff: { ...staff, reviews: async () => reviewsPage([]) } } };
export const Loading: Story = { args: { staff: { ...staff, reviews: never } } };
export const LoadError: Story = { args: { staff: { ...staff, reviews: async () => Promise.reject(new ApiError('Server error', 500)) } } };
/** Hide / Show refused: the server's message, announced. */
export const HideRefused: Story = { args: { staff: { ...staff, setReviewHidden: async () => Promise.reject(new ApiError('No such review', 404)) } } };
export const Phone: Story = { parameters: phone, globals: phoneGlobals };

// ─── After a change (pure view) ───────────────────────────────────────────

const viewArgs: ReviewsViewProps = {
  filter: 'hidden',
  onFilter: () => undefined,
  state: { status: 'ready', data: reviewsPage([sampleReview({ is_hidden: true })]) },
  page: 1,
  onPage: () => undefined,
  onRetry: () => undefined,
  onSetHidden: () => undefined,
  busyId: null,
  notice: { text: 'The review by Aarti Shah of A2 Desi Cow Ghee 500 ml is hidden from the store.', refused: false },
};
/** Just hidden: the card says Hidden, the button Show, the result announced. */
export const JustHidden: StoryObj<typeof ReviewsView> = { render: (args) => <ReviewsView {...args} />, args: viewArgs };
export const Hiding: StoryObj<typeof ReviewsView> = {
  render: (args) => <ReviewsView {...args} />,
  args: { ...viewArgs, filter: '', notice: null, busyId: 501, state: { status: 'ready', data: reviewsPage([sampleReview()]) } },
};
