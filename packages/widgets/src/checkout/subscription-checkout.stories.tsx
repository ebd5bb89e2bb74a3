import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@so/contract';
import { withStyles } from '../shared/storybook.tsx';
import { CheckoutLogin, CheckoutSkeleton } from './CheckoutView.tsx';
import { sampleAddresses, sampleSubscriptionState } from './fixtures.ts';
import { SubscriptionCheckoutView } from './SubscriptionCheckoutView.tsx';
import styles from './checkout.css?inline';

const defaultFirst = [sampleAddresses[1], sampleAddresses[0], sampleAddresses[2]];

const meta: Meta<typeof SubscriptionCheckoutView> = {
  title: 'Orders/Checkout (subscription)',
  component: SubscriptionCheckoutView,
  decorators: [withStyles(styles)],
  args: {
    subscription: sampleSubscriptionState().subscription,
    addresses: defaultFirst,
    elite: false,
    addressId: 32,
    showAll: false,
    processing: false,
    failure: null,
    onChoose: () => undefined,
    onShowAll: () => undefined,
    onSubmit: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof SubscriptionCheckoutView>;

/** 2 × Bilona ghee every 7 days at 5 % off, to the default address in Mumbai: ₹100.00 shipping. */
export const Ready: Story = {};
export const Loading: Story = { render: () => <CheckoutSkeleton /> };
export const Visitor: Story = { render: () => <CheckoutLogin onLogin={() => undefined} /> };
export const AhmedabadFreeShipping: Story = { args: { addressId: 31 } };
export const EliteFreeShipping: Story = { args: { elite: true } };
export const AllAddressesShown: Story = { args: { showAll: true } };
export const AddressRequired: Story = {
  args: { addresses: defaultFirst.map((a) => ({ ...a, is_default: false })), addressId: null, addressError: MSG.selectBillingAddress },
};
export const NoDiscount: Story = { args: { subscription: sampleSubscriptionState({ discount_percent: 0 }).subscription } };
export const BelowMinimumOrder: Story = {
  args: { subscription: sampleSubscriptionState({ product_name: 'Tulsi Green Tea', unit_price: 19900, unit_gst: 948, quantity: 1 }).subscription },
};
/** Subscribe and pay pressed: the cart is being emptied, the subscription and its order made. */
export const Processing: Story = { args: { processing: true } };
export const CartClearFailed: Story = { args: { failure: { title: MSG.cartClearFailed, description: MSG.cartClearRetry } } };
/** The subscription (or its first order) was refused; a retry orders the same subscription. */
export const CreationFailed: Story = { args: { failure: { title: MSG.subscriptionCreationFailed, description: MSG.contactSupport } } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
