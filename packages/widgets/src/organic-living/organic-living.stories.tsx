import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { OrganicLivingView } from './OrganicLivingView.tsx';
import styles from './organic-living.css?inline';

const meta: Meta<typeof OrganicLivingView> = {
  title: 'Content pages/Organic Living',
  component: OrganicLivingView,
  decorators: [withStyles(styles)],
  parameters: { layout: 'fullscreen' },
  args: { text: { status: 'shipped' } },
};
export default meta;
type Story = StoryObj<typeof OrganicLivingView>;

/** The page's own text (staff wrote none, or it could not be loaded). */
export const Shipped: Story = {};
/** The store's staff wrote the page: their title and text; banners, address, map and phone stay. */
export const StaffText: Story = {
  args: {
    text: {
      status: 'staff',
      page: {
        slug: 'organic-living',
        title: 'Organic Living at the lake',
        content:
          '<h2>Monsoon open days</h2><p>Every Sunday of the monsoon the site is open from 8 am: walk the land, see the lake full and meet the families who farm there.</p><h2>Book your visit</h2><ul><li>Call the desk a day ahead</li><li>Wear shoes for the field paths</li></ul>',
      },
    },
  },
};
/** GET /content-pages/organic-living/ on its way: a skeleton where the text goes. */
export const Loading: Story = { args: { text: { status: 'loading' } } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
