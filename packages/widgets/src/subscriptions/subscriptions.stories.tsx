import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@so/api';
import { MSG } from '@so/contract';
import { withStyles } from '../shared/storybook.tsx';
import { EditSubscriptionDialog } from './EditSubscriptionDialog.tsx';
import { sampleDeliveryOptions, sampleSubscription, sampleSubscriptions } from './fixtures.ts';
import { ShiftOrderDialog } from './ShiftOrderDialog.tsx';
import { SUBSCRIPTIONS_COPY } from './copy.ts';
import { SubscriptionsLogin, SubscriptionsView } from './SubscriptionsView.tsx';
import styles from './subscriptions.css?inline';

/** Every story's "today" (the page's Shift Order depends on it). */
const today = '2026-11-21';
const noop = () => undefined;

const meta: Meta<typeof SubscriptionsView> = {
  title: 'Subscriptions/Subscription detail',
  component: SubscriptionsView,
  decorators: [withStyles(styles)],
  args: {
    state: { status: 'ready', data: sampleSubscriptions(today) },
    today,
    onEdit: noop,
    onShift: noop,
    onRetry: noop,
  },
};
export default meta;
type Story = StoryObj<typeof SubscriptionsView>;

/** Shift allowed (4 days away), already shifted (shifted date shown as next delivery), not yet shiftable (20 days), paused. */
export const List: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
/** The server answered status false: Failed to fetch subscription details. */
export const LoadRefused: Story = {
  args: { state: { status: 'error', error: new ApiError(MSG.subscriptionDetailFailed, 401, { status: false, message: 'Please log in' }) } },
};
/** The network (or anything else) failed: Error fetching subscription details. */
export const LoadFailed: Story = { args: { state: { status: 'error', error: new ApiError(MSG.tryAgainLater, 0) } } };
export const Empty: Story = { args: { state: { status: 'ready', data: [] } } };
export const ShiftAllowed: Story = { args: { state: { status: 'ready', data: [sampleSubscription(today, 0)] } } };
export const AlreadyShifted: Story = {
  args: { state: { status: 'ready', data: [sampleSubscription(today, 3, { shifted_delivery_date: '2026-12-06' })] } },
};
export const Paused: Story = { args: { state: { status: 'ready', data: [sampleSubscription(today, 3, { active: false })] } } };
export const Visitor: Story = { render: () => <SubscriptionsLogin onLogin={noop} /> };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };

const editing = sampleSubscription(today, 4);
const editArgs = {
  subscription: editing,
  values: { active: true, deliveryOption: editing.delivery_options, quantity: '2' },
  errors: {},
  options: sampleDeliveryOptions,
  busy: false,
  onChange: noop,
  onSubmit: noop,
  onClose: noop,
};
export const EditDialog: Story = { render: () => <EditSubscriptionDialog {...editArgs} /> };
/** Quantity 0 and no delivery option (the options failed to load, so they stay empty). */
export const EditDialogErrors: Story = {
  render: () => (
    <EditSubscriptionDialog
      {...editArgs}
      options={[]}
      values={{ active: false, deliveryOption: null, quantity: '0' }}
      errors={{ deliveryOption: SUBSCRIPTIONS_COPY.selectDeliveryOption, quantity: SUBSCRIPTIONS_COPY.quantityAtLeastOne }}
    />
  ),
};
export const EditDialogSaving: Story = { render: () => <EditSubscriptionDialog {...editArgs} values={{ ...editArgs.values, quantity: '4' }} busy /> };

const shiftArgs = { subscription: editing, date: '', error: null, busy: false, onDate: noop, onSubmit: noop, onClose: noop };
export const ShiftDialog: Story = { render: () => <ShiftOrderDialog {...shiftArgs} date="2026-11-28" /> };
export const ShiftDialogNoDate: Story = { render: () => <ShiftOrderDialog {...shiftArgs} error={MSG.selectDate} /> };
export const ShiftDialogBeforeNext: Story = {
  render: () => <ShiftOrderDialog {...shiftArgs} date="2026-11-22" error={MSG.selectDateAfterNext} />,
};
