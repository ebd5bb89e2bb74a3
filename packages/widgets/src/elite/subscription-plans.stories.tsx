import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { SubscriptionPlansView } from './SubscriptionPlansView.tsx';
import styles from './subscription-plans.css?inline';

const meta: Meta<typeof SubscriptionPlansView> = {
  title: 'SO Elite/Subscription plans',
  component: SubscriptionPlansView,
  decorators: [withStyles(styles)],
  args: {
    plan: { status: 'ready', data: { pricePaise: 19900, months: 1 } },
    audience: 'customer',
    buying: false,
    onBuy: () => undefined,
    onLogin: () => undefined,
    onRetry: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof SubscriptionPlansView>;

export const Loading: Story = { args: { plan: { status: 'loading' } } };
export const LoadError: Story = { args: { plan: { status: 'error', error: new globalThis.Error('500') } } };
/** A logged-in non-member: "Get SOSE Elite today". */
export const Customer: Story = {};
export const GoingToPayment: Story = { args: { buying: true } };
/** A visitor: "Login to join SOSE Elite". */
export const Visitor: Story = { args: { audience: 'visitor' } };
/** A member: no buy button, a link to the membership in the profile. */
export const Member: Story = { args: { audience: 'member' } };
/** The store sells a three-month plan (ELITE_PLAN_MONTHS=3, ELITE_PLAN_PRICE=549.50). */
export const ThreeMonthPlan: Story = { args: { plan: { status: 'ready', data: { pricePaise: 54950, months: 3 } } } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
