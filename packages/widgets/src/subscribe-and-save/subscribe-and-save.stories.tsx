import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { SubscribeAndSaveView } from './SubscribeAndSaveView.tsx';
import styles from './subscribe-and-save.css?inline';

const meta: Meta<typeof SubscribeAndSaveView> = {
  title: 'Subscriptions/Subscribe and Save help',
  component: SubscribeAndSaveView,
  decorators: [withStyles(styles)],
  args: { discount: { status: 'ready', data: 5 }, loggedIn: true },
};
export default meta;
type Story = StoryObj<typeof SubscribeAndSaveView>;

/** A logged-in shopper: all three buttons, "Save 5% …". */
export const LoggedIn: Story = {};
/** A visitor: no Subscription Details. */
export const Visitor: Story = { args: { loggedIn: false } };
export const LoadingDiscount: Story = { args: { discount: { status: 'loading' } } };
/** The discount could not be loaded: the texts go without the number. */
export const WithoutDiscount: Story = { args: { discount: { status: 'error', error: new globalThis.Error('500') } } };
/** The store set SUBSCRIPTION_DISCOUNT_PERCENT=10. */
export const TenPercent: Story = { args: { discount: { status: 'ready', data: 10 } } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
