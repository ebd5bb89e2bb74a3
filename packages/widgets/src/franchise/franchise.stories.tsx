import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { FranchiseView } from './FranchiseView.tsx';
import styles from './franchise.css?inline';

const meta: Meta<typeof FranchiseView> = {
  title: 'Content pages/Franchise',
  component: FranchiseView,
  decorators: [withStyles(styles)],
  args: { text: { status: 'shipped' } },
};
export default meta;
type Story = StoryObj<typeof FranchiseView>;

/** The page's own store concept (staff wrote none, or it could not be loaded). */
export const Shipped: Story = {};
/** The store's staff wrote the page: their title and text; pillars, brands and contacts stay. */
export const StaffText: Story = {
  args: {
    text: {
      status: 'staff',
      page: {
        slug: 'franchise',
        title: 'Franchise with SO Organic Store',
        content:
          '<p>This winter we are looking for partners in <strong>Surat</strong> and <strong>Vadodara</strong>.</p><h2>Who we look for</h2><ul><li>A shop of 400 sq ft or more on a busy street</li><li>Time to run the store yourself</li></ul>',
      },
    },
  },
};
/** GET /content-pages/franchise/ on its way: a skeleton where the text goes. */
export const Loading: Story = { args: { text: { status: 'loading' } } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
