import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@so/api';
import { MSG } from '@so/contract';
import { withStyles } from '../shared/storybook.tsx';
import { sampleSubscription, sampleSubscriptions } from './fixtures.ts';
import { SubscribeTabView } from './SubscribeTabView.tsx';

/** Every story's "today" the countdown counts from. */
const today = '2026-11-21';

const meta: Meta<typeof SubscribeTabView> = {
  title: 'Account/Subscriptions tab',
  component: SubscribeTabView,
  // The tab brings its own styles (useStyles) into the profile's shadow root.
  decorators: [withStyles()],
  args: {
    state: { status: 'ready', data: sampleSubscriptions(today) },
    today,
    onAdd: () => undefined,
    onRetry: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof SubscribeTabView>;

/** 4 days (shifted to 9), 2 days (urgent: red and "Due soon"), 20 days, and a paused one. */
export const Cards: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
/** The server answered status false: Failed to fetch subscriptions. */
export const LoadRefused: Story = {
  args: { state: { status: 'error', error: new ApiError(MSG.subscriptionsFetchFailed, 401, { status: false, message: 'Please log in' }) } },
};
/** The network (or anything else) failed: Error fetching subscriptions. */
export const LoadFailed: Story = { args: { state: { status: 'error', error: new ApiError(MSG.tryAgainLater, 0) } } };
export const Empty: Story = { args: { state: { status: 'ready', data: [] } } };
/** Today, Tomorrow, 3 days (urgent), 4 days, 30 days and 45 days (progress 0 of 30). */
export const Countdowns: Story = {
  args: {
    state: {
      status: 'ready',
      data: [0, 1, 3, 4, 30, 45].map((days, i) =>
        sampleSubscription(today, days, { id: i + 1, product_details: { id: 1003 + i, name: `Subscription ${days} days away`, image1: null, home_image: null } }),
      ),
    },
  },
};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
