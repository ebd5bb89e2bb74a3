import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { CartBarView } from './CartBarView.tsx';
import styles from './cart-bar.css?inline';

const meta: Meta<typeof CartBarView> = {
  title: 'Cart/Bottom cart bar',
  component: CartBarView,
  decorators: [withStyles(styles)],
  args: { count: 3, totalPaise: 252100, showElite: true },
};
export default meta;
type Story = StoryObj<typeof CartBarView>;

/** A logged-in shopper who is not an SO Elite member. */
export const NonMember: Story = {};
/** SO Elite members see no upgrade prompt. */
export const Member: Story = { args: { showElite: false } };
export const OneItem: Story = { args: { count: 1, totalPaise: 78750 } };
export const TotalLoading: Story = { args: { totalPaise: null } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
