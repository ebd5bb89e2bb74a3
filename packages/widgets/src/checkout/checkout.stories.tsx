import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@so/contract';
import { withStyles } from '../shared/storybook.tsx';
import { sampleAddresses, sampleCartItem, sampleCheckoutData, sampleDeliveryOptions } from './fixtures.ts';
import { CheckoutEmpty, CheckoutError, CheckoutLogin, CheckoutNoAddress, CheckoutSkeleton, CheckoutView } from './CheckoutView.tsx';
import { CHECKOUT_COPY } from './copy.ts';
import styles from './checkout.css?inline';

const meta: Meta<typeof CheckoutView> = {
  title: 'Orders/Checkout',
  component: CheckoutView,
  decorators: [withStyles(styles)],
  args: {
    data: sampleCheckoutData(),
    delivery: { status: 'ready', data: sampleDeliveryOptions },
    values: { addressId: 32, payType: null, gift: false, giftMessage: '' },
    errors: {},
    showAll: false,
    processing: false,
    failure: null,
    onChange: () => undefined,
    onShowAll: () => undefined,
    onSubmit: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof CheckoutView>;

export const Loading: Story = { render: () => <CheckoutSkeleton /> };
export const LoadError: Story = { render: () => <CheckoutError onRetry={() => undefined} /> };
export const Visitor: Story = { render: () => <CheckoutLogin onLogin={() => undefined} /> };
export const CartEmpty: Story = { render: () => <CheckoutEmpty /> };
export const NoSavedAddress: Story = { render: () => <CheckoutNoAddress /> };
/** The default address (Mumbai) chosen: ₹100.00 shipping; 2 of 3 addresses shown. */
export const DefaultAddressChosen: Story = {};
export const AllAddressesShown: Story = { args: { showAll: true } };
export const AhmedabadFreeShipping: Story = { args: { values: { addressId: 31, payType: 'COD', gift: false, giftMessage: '' } } };
export const EliteFreeShipping: Story = { args: { data: sampleCheckoutData({ elite: true }) } };
export const NothingChosen: Story = {
  args: { data: sampleCheckoutData({ addresses: sampleAddresses.map((a) => ({ ...a, is_default: false })) }), values: { addressId: null, payType: null, gift: false, giftMessage: '' } },
};
export const RequiredMessages: Story = {
  args: {
    ...NothingChosen.args,
    errors: { address: MSG.selectBillingAddress, payType: CHECKOUT_COPY.selectPayment },
  },
};
export const CashOnDelivery: Story = { args: { values: { addressId: 32, payType: 'COD', gift: false, giftMessage: '' } } };
export const OnlinePayment: Story = { args: { values: { addressId: 32, payType: 'Online', gift: false, giftMessage: '' } } };
export const Gift: Story = { args: { values: { addressId: 32, payType: 'COD', gift: true, giftMessage: 'Happy Diwali, Dadi! With love from Asha.' } } };
export const VoucherApplied: Story = { args: { data: sampleCheckoutData({ voucherCode: 'FLAT50', discount: 5000, final: 177400 }) } };
export const VoucherNoLongerApplies: Story = {
  args: { data: sampleCheckoutData({ voucherProblem: `${CHECKOUT_COPY.voucherDropped('EXPIRED20')}: This voucher has expired` }) },
};
export const CoinsRedeemed: Story = { args: { data: sampleCheckoutData({ usedCoin: 40 }) } };
export const BelowMinimumOrder: Story = {
  args: { data: sampleCheckoutData({ items: [sampleCartItem({ product_name: 'Tulsi Green Tea', selling_price: 19900 })], total: 19900, final: 19900 }) },
};
export const DeliveryOptionsLoading: Story = { args: { delivery: { status: 'loading' } } };
export const DeliveryOptionsError: Story = { args: { delivery: { status: 'error', error: new globalThis.Error('500') } } };
export const Processing: Story = { args: { values: { addressId: 32, payType: 'COD', gift: false, giftMessage: '' }, processing: true } };
export const OrderRefused: Story = {
  args: { values: { addressId: 32, payType: 'COD', gift: false, giftMessage: '' }, failure: { title: 'Only 2 units of A2 Desi Cow Ghee 500 ml left' } },
};
export const NetworkFailure: Story = {
  args: { values: { addressId: 32, payType: 'Online', gift: false, giftMessage: '' }, failure: { title: MSG.somethingWentWrong, description: MSG.tryAgainLater } },
};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
