import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProduct } from '../shared/fixtures.ts';
import { withStyles } from '../shared/storybook.tsx';
import { SubscribeDialog } from './SubscribeDialog.tsx';
import styles from './product-detail.css?inline';

const meta: Meta<typeof SubscribeDialog> = {
  title: 'Catalogue/Subscribe dialog',
  component: SubscribeDialog,
  decorators: [withStyles(styles)],
  args: {
    open: true,
    product: sampleProduct({ available_stock_quantity: 8 }),
    options: {
      status: 'ready',
      data: [
        { id: 1, name: 'Standard', duration: 7 },
        { id: 2, name: 'Express', duration: 3 },
        { id: 3, name: 'Monthly', duration: 30 },
      ],
    },
    discount: { status: 'ready', data: 5 },
    initialQuantity: 2,
    onRetryDiscount: () => undefined,
    onConfirm: () => undefined,
    onClose: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof SubscribeDialog>;

/** Opened from the product page with its quantity (2): ₹787.50 less 5 % = ₹748.13 a unit, ₹1,496.26 per delivery. */
export const Open: Story = {};
export const OptionsLoading: Story = { args: { options: { status: 'loading' } } };
/** GET /delivery-options/ failed: the toast says the store's text, the choice is empty and Proceed is off. */
export const OptionsFailed: Story = { args: { options: { status: 'error', error: new globalThis.Error('500') } } };
export const PriceLoading: Story = { args: { discount: { status: 'loading' } } };
export const PriceFailed: Story = { args: { discount: { status: 'error', error: new globalThis.Error('500') } } };
/** A store that gives no discount: no struck price, no "% off". */
export const NoDiscount: Story = { args: { discount: { status: 'ready', data: 0 } } };
/** ₹199.00 less 5 % once a delivery is ₹250 or less: the minimum order message, Proceed off. */
export const BelowMinimum: Story = {
  args: { product: sampleProduct({ name: 'Tulsi Green Tea', product_price: 19900, available_stock_quantity: 8 }), initialQuantity: 1 },
};
