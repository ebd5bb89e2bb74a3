import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from '../shared/fixtures.ts';
import { withStyles } from '../shared/storybook.tsx';
import { WishlistView } from './WishlistView.tsx';
import styles from './wishlist.css?inline';

const noop = () => undefined;
const products = sampleProducts(6).map((p) => ({ ...p, is_wished: true }));

const meta: Meta<typeof WishlistView> = {
  title: 'Cart/Wishlist',
  component: WishlistView,
  decorators: [withStyles(styles)],
  args: { state: { status: 'ready', data: products }, onRetry: noop, onRemove: noop, onAddToCart: noop, onMoveToCart: noop },
};
export default meta;
type Story = StoryObj<typeof WishlistView>;

export const Full: Story = {};
export const OneProduct: Story = { args: { state: { status: 'ready', data: products.slice(0, 1) } } };
export const Busy: Story = { args: { busy: [products[0].id] } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Error: Story = { args: { state: { status: 'error', error: new globalThis.Error('500') } } };
export const Empty: Story = { args: { state: { status: 'ready', data: [] } } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
