import type { Meta, StoryObj } from '@storybook/react-vite';
import { REVIEW_DEFAULT_RATING } from '@so/contract';
import { ReviewDialog } from './ReviewDialog.tsx';
import { withStyles } from './storybook.tsx';

const meta: Meta<typeof ReviewDialog> = {
  title: 'Catalogue/Write review dialog',
  component: ReviewDialog,
  decorators: [withStyles()],
  args: {
    open: true,
    productName: 'A2 Desi Cow Ghee 500 ml',
    rating: REVIEW_DEFAULT_RATING,
    review: '',
    status: 'idle',
    onRating: () => undefined,
    onReview: () => undefined,
    onSubmit: () => undefined,
    onClose: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof ReviewDialog>;

/** Opens at 4 stars with no text (the text is optional, so there is no invalid state). */
export const Empty: Story = {};
export const Written: Story = { args: { rating: 5, review: 'Grainy, fragrant, exactly like home-made bilona ghee.' } };
export const OneStar: Story = { args: { rating: 1 } };
export const Submitting: Story = { args: { rating: 5, review: 'Lovely aroma.', status: 'submitting' } };
export const Failed: Story = { args: { rating: 5, status: 'failed', message: 'You have already reviewed this product.' } };
/** After success the dialog closes (the toast shows the server's message). */
export const Done: Story = { args: { open: false, status: 'done' } };
