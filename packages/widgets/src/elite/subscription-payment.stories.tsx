import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { SubscriptionPaymentView } from './SubscriptionPaymentView.tsx';
import styles from './subscription-payment.css?inline';

const meta: Meta<typeof SubscriptionPaymentView> = {
  title: 'SO Elite/Subscription payment',
  component: SubscriptionPaymentView,
  decorators: [withStyles(styles)],
  args: { phase: 'waiting', onLogin: () => undefined },
};
export default meta;
type Story = StoryObj<typeof SubscriptionPaymentView>;

/** Asking the server every second whether the payment went through. */
export const Processing: Story = {};
/** Paid: on its way to the home page. */
export const Paid: Story = { args: { phase: 'paid' } };
export const Failed: Story = { args: { phase: 'failed' } };
/** Opened without a txnid. */
export const NoPayment: Story = { args: { phase: 'missing' } };
/** A txnid the server does not know for this account. */
export const UnknownPayment: Story = { args: { phase: 'unknown' } };
export const LoggedOut: Story = { args: { phase: 'login' } };
