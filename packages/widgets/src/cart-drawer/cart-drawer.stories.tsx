import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@so/contract';
import { sampleCart, sampleLine } from '../shared/cart-fixtures.ts';
import { withStyles } from '../shared/storybook.tsx';
import { CartDrawerView } from './CartDrawerView.tsx';
import styles from './cart-drawer.css?inline';

const noop = () => undefined;

const meta: Meta<typeof CartDrawerView> = {
  title: 'Cart/Cart drawer',
  component: CartDrawerView,
  decorators: [withStyles(styles)],
  args: { open: true, state: { status: 'ready', cart: sampleCart() }, onClose: noop, onRemove: noop, onNavigate: noop, onCheckout: noop },
};
export default meta;
type Story = StoryObj<typeof CartDrawerView>;

export const Full: Story = {};
export const JustAdded: Story = { args: { notice: MSG.addedToCart } };
export const Removing: Story = { args: { removing: [2] } };
export const Removed: Story = { args: { notice: MSG.productRemovedFromCart, state: { status: 'ready', cart: sampleCart([sampleLine()]) } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Error: Story = { args: { state: { status: 'error', onRetry: noop } } };
export const Empty: Story = { args: { state: { status: 'ready', cart: sampleCart([]) } } };
export const OutOfStockBlocked: Story = {
  args: {
    state: { status: 'ready', cart: sampleCart([sampleLine(), sampleLine({ id: 2, product_name: 'Raw Forest Honey 250 g', available_quantity: { Quantity: null } })]) },
    block: { title: MSG.cannotProceedToCheckout, description: MSG.isOutOfStock('Raw Forest Honey 250 g') },
  },
};
export const BelowMinimum: Story = {
  args: {
    state: { status: 'ready', cart: sampleCart([sampleLine({ selling_price: 12000 })]) },
    block: { title: MSG.minimumOrderValue },
  },
};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
