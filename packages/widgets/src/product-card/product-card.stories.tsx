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
  args: { product: sampleProduct({ mrp: 92_500, net_quantity: '500 ml' }), wished: false, onAddToCart: () => undefined, onToggleWishlist: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ProductCardView>;

/** Below its MRP: the MRP struck through and the saving in percent; the net quantity under the name. */
export const Full: Story = {};
/** Sold at its MRP: "MRP ₹… (incl. of all taxes)". */
export const AtMrp: Story = { args: { product: sampleProduct({ mrp: 78_750, net_quantity: '500 ml' }) } };
/** A backend that sends neither MRP nor net quantity: the price alone, on the same line as the cards beside it. */
export const WithoutMrp: Story = { args: { product: sampleProduct({ average_rating: null }) } };
export const Wished: Story = { args: { wished: true } };
export const OutOfStock: Story = { args: { product: sampleProduct({ available_stock_quantity: null }) } };
export const Loading: Story = { render: () => <Skeleton height={420} /> };
export const Error: Story = { render: () => <ErrorState title={MSG.productDetailFailed} /> };
