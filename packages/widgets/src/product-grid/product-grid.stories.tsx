import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from '../shared/fixtures.ts';
import { withStyles } from '../shared/storybook.tsx';
import { ProductGridView } from './ProductGridView.tsx';
import styles from './product-grid.css?inline';

const meta: Meta<typeof ProductGridView> = {
  title: 'Catalogue/Product grid (embed)',
  component: ProductGridView,
  decorators: [withStyles(styles)],
  args: { limit: 8, viewAllHref: '/shop?page=1&category=101', state: { status: 'ready', data: sampleProducts(12) } },
};
export default meta;
type Story = StoryObj<typeof ProductGridView>;

export const Full: Story = {};
export const LimitFour: Story = { args: { limit: 4 } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Error: Story = { args: { state: { status: 'error', error: new globalThis.Error('offline') } } };
export const Empty: Story = { args: { state: { status: 'ready', data: [] } } };
export const NarrowSidebar: Story = { args: { limit: 4 }, decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>] };
