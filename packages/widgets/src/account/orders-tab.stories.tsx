import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { sampleOrders, sampleOrderSummary } from '../shared/account-fixtures.ts';
import { OrdersTabView } from './OrdersTabView.tsx';
import styles from './account.css?inline';

const meta: Meta<typeof OrdersTabView> = {
  title: 'Account/Orders tab',
  component: OrdersTabView,
  decorators: [withStyles(styles)],
  args: {
    state: { status: 'ready', data: { orders: sampleOrders(10, 100034), count: 34, totalPages: 4 } },
    page: 1,
    pageSize: 10,
    onPage: () => undefined,
    onPageSize: () => undefined,
    onRetry: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof OrdersTabView>;

export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadError: Story = { args: { state: { status: 'error', error: new globalThis.Error('500') } } };
export const Empty: Story = { args: { state: { status: 'ready', data: { orders: [], count: 0, totalPages: 1 } } } };
export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 2, state: { status: 'ready', data: { orders: sampleOrders(10, 100024), count: 34, totalPages: 4 } } } };
export const LastPage: Story = { args: { page: 4, state: { status: 'ready', data: { orders: sampleOrders(4, 100004), count: 34, totalPages: 4 } } } };
export const FiftyPerPage: Story = { args: { pageSize: 50, state: { status: 'ready', data: { orders: sampleOrders(34), count: 34, totalPages: 1 } } } };
export const OneOrder: Story = { args: { state: { status: 'ready', data: { orders: [sampleOrderSummary()], count: 1, totalPages: 1 } } } };
/** Every status the badge shows as text (colour is never the only signal). */
export const EveryStatus: Story = {
  args: {
    state: {
      status: 'ready',
      data: {
        orders: ['Pending', 'Confirmed', 'Dispatched', 'Delivered', 'Cancelled'].map((order_status, i) =>
          sampleOrderSummary({ id: i, order_id: `SO10000${i + 1}`, order_status, pay_type: i % 2 ? 'Online' : 'COD' }),
        ),
        count: 5,
        totalPages: 1,
      },
    },
  },
};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
