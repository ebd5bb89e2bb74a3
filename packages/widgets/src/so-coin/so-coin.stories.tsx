import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { SoCoinView } from './SoCoinView.tsx';
import styles from './so-coin.css?inline';

const meta: Meta<typeof SoCoinView> = {
  title: 'Content pages/SO Coin',
  component: SoCoinView,
  decorators: [withStyles(styles)],
  args: { text: { status: 'shipped' } },
};
export default meta;
type Story = StoryObj<typeof SoCoinView>;

/** Hero with Start Earning and How it works, the benefits, three steps and the seven questions. */
export const Shipped: Story = {};
/** The store's staff wrote the page: their title and text; the hero and both buttons stay. */
export const StaffText: Story = {
  args: {
    text: {
      status: 'staff',
      page: {
        slug: 'so-coin',
        title: 'SO Coins: our thank-you for shopping organic',
        content:
          '<h2>A thank-you on every order</h2><p>Every ₹100 of an order’s final total earns one SO Coin. Your coins never expire and are valid in all our stores.</p><h2>How to redeem</h2><ol><li>Open your cart.</li><li>Enter the coins to use and choose Send OTP.</li><li>Type the OTP we send to your mobile.</li></ol>',
      },
    },
  },
};
export const Loading: Story = { args: { text: { status: 'loading' } } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
