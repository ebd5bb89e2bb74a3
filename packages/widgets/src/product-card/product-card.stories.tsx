import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, ErrorState } from '@so/ui';
import { MSG } from '@so/contract';
import { sampleProduct } from '../shared/fixtures.ts';
import { ProductCardView } from './ProductCardView.tsx';
import styles from './product-card.css?inline';
import { withStyles } from '../shared/storybook.tsx';

const meta: Meta<typeof ProductCardView> = {
  title: 'Catalogue/Product card',
  component: ProductCardView,
  decorators: [withStyles(styles, 260)],
  args: { product: sampleProduct(), wished: false, onAddToCart: () => undefined, onToggleWishlist: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ProductCardView>;

export const Full: Story = {};
export const Wished: Story = { args: { wished: true } };
export const OutOfStock: Story = { args: { product: sampleProduct({ available_stock_quantity: null }) } };
export const Loading: Story = { render: () => <Skeleton height={420} /> };
export const Error: Story = { render: () => <ErrorState title={MSG.productDetailFailed} /> };
