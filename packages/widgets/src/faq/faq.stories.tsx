import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { FaqView } from './FaqView.tsx';
import styles from './faq.css?inline';

const meta: Meta<typeof FaqView> = {
  title: 'Content pages/FAQ',
  component: FaqView,
  decorators: [withStyles(styles)],
  args: { text: { status: 'shipped' } },
};
export default meta;
type Story = StoryObj<typeof FaqView>;

/** The questions the store ships, in seven groups. */
export const Shipped: Story = {};
/** The store's staff wrote the page: their title and text (an accordion of their own); the help line stays. */
export const StaffText: Story = {
  args: {
    text: {
      status: 'staff',
      page: {
        slug: 'faq',
        title: 'Your questions, answered',
        content:
          '<h2>Diwali orders</h2><details><summary>Will my Diwali order arrive in time?</summary><p>Orders placed by 25 October reach most of India before Diwali.</p></details><details><summary>Do you gift-wrap?</summary><p>Yes: choose gift packing in your cart and add a message.</p></details>',
      },
    },
  },
};
export const Loading: Story = { args: { text: { status: 'loading' } } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
