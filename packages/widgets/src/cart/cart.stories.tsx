import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@so/contract';
import { cartSignature, cartTotals, type CartData } from '@so/stores';
import { withStyles } from '../shared/storybook.tsx';
import { CartView, type CartViewProps } from './CartView.tsx';
import { CART_COPY } from './copy.ts';
import { sampleCart, sampleLine } from '../shared/cart-fixtures.ts';
import { OtpDialog, type OtpDialogProps } from './OtpDialog.tsx';
import styles from './cart.css?inline';

const noop = () => undefined;
const cart = sampleCart();
type VoucherTotals = { code: string; total: number; gst_amt: number; discount_amt: number; final_total: number };
/** The page's state for a cart, with a voucher validated for that cart and verified coins. */
const ready = (data: CartData = cart, voucher: VoucherTotals | null = null, coins = 0): CartViewProps['state'] => ({
  status: 'ready',
  cart: data,
  totals: cartTotals(data, voucher && { ...voucher, signature: cartSignature(data) }, coins),
});
const voucher: CartViewProps['voucher'] = {
  value: '',
  applied: null,
  editing: false,
  busy: false,
  error: null,
  onChange: noop,
  onApply: noop,
  onEdit: noop,
  onCancelEdit: noop,
  onRemove: noop,
};
const coins: NonNullable<CartViewProps['coins']> = { available: 120, cap: 2521, value: '', redeemed: null, sending: false, error: null, onChange: noop, onSend: noop };
const welcome = { code: 'SOWELCOME10', total: cart.total, gst_amt: cart.gst_amt, discount_amt: 20000, final_total: cart.total - 20000 };

const meta: Meta<typeof CartView> = {
  title: 'Cart/Cart page',
  component: CartView,
  decorators: [withStyles(styles)],
  args: { state: ready(), voucher, coins: null, onQuantity: noop, onRemove: noop, onDownload: noop, onCheckout: noop },
};
export default meta;
type Story = StoryObj<typeof CartView>;

export const Full: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Error: Story = { args: { state: { status: 'error', onRetry: noop } } };
export const Empty: Story = { args: { state: ready(sampleCart([])) } };
export const OneItem: Story = { args: { state: ready(sampleCart([sampleLine({ quantity: 1 })])) } };
export const OutOfStockLine: Story = {
  args: {
    state: ready(sampleCart([sampleLine({ id: 1, quantity: 2 }), sampleLine({ id: 2, product_name: 'Raw Forest Honey 250 g', selling_price: 34900, available_quantity: { Quantity: null } })])),
  },
};
export const FewerLeftThanInCart: Story = {
  args: { state: ready(sampleCart([sampleLine({ id: 1, quantity: 6, available_quantity: { Quantity: 4 } })])) },
};
/** The line total follows the box (4 × the price) while the update is on its way. */
export const QuantityUpdating: Story = { args: { lines: { 3: { draft: '4', busy: true } }, busy: true } };
/** 0 was typed: not sent, the box is back at the cart's quantity, the warning stays. */
export const QuantityBelowOne: Story = { args: { lines: { 3: { error: MSG.quantityGreaterThanZero } } } };
/** 999 was typed with 4 in stock: the box shows 4, its total is for 4, and the message says why. */
export const QuantityClampedToStock: Story = {
  args: { lines: { 2: { draft: '4', busy: true, error: `${MSG.invalidQuantity}: ${MSG.maximumUnits(4)}` } }, busy: true },
};
export const VoucherApplying: Story = { args: { voucher: { ...voucher, value: 'SOWELCOME10', busy: true } } };
export const VoucherApplied: Story = { args: { state: ready(cart, welcome), voucher: { ...voucher, value: 'SOWELCOME10', applied: 'SOWELCOME10' } } };
export const VoucherEditing: Story = {
  args: { state: ready(cart, welcome), voucher: { ...voucher, value: 'FLAT', applied: 'SOWELCOME10', editing: true } },
};
export const VoucherRefused: Story = { args: { voucher: { ...voucher, value: 'EXPIRED20', error: 'This voucher has expired' } } };
export const VoucherNoReason: Story = { args: { voucher: { ...voucher, value: 'FLAT50', error: MSG.voucherError } } };
export const CoinsAvailable: Story = { args: { coins } };
export const CoinsLoading: Story = { args: { coins: { ...coins, available: null } } };
export const CoinsWalletFailed: Story = { args: { coins: { ...coins, available: null, error: MSG.walletLoadFailed } } };
export const CoinsInvalid: Story = { args: { coins: { ...coins, value: '500', error: MSG.coinsAboveAvailable } } };
export const CoinsSendingOtp: Story = { args: { coins: { ...coins, value: '50', sending: true } } };
export const CoinsRedeemed: Story = {
  args: { state: ready(cart, welcome, 50), voucher: { ...voucher, value: 'SOWELCOME10', applied: 'SOWELCOME10' }, coins: { ...coins, value: '50', redeemed: 50 } },
};
export const Downloading: Story = { args: { downloading: true } };
export const Phone: Story = { args: { coins }, parameters: { viewport: { defaultViewport: 'mobile1' } } };

const otp: OtpDialogProps = {
  open: true,
  coins: 50,
  value: '',
  error: null,
  notice: 'OTP sent to your mobile number',
  verifying: false,
  resending: false,
  onChange: noop,
  onVerify: noop,
  onResend: noop,
  onClose: noop,
};
export const OtpDialogOpen: Story = { args: { coins: { ...coins, value: '50' } }, render: (args) => <><CartView {...args} /><OtpDialog {...otp} /></> };
export const OtpEmpty: Story = { args: { coins: { ...coins, value: '50' } }, render: (args) => <><CartView {...args} /><OtpDialog {...otp} error={MSG.enterOtp} notice={null} /></> };
export const OtpWrong: Story = {
  args: { coins: { ...coins, value: '50' } },
  render: (args) => <><CartView {...args} /><OtpDialog {...otp} value="111111" error={MSG.otpVerificationFailed} notice={null} /></>,
};
export const OtpVerifying: Story = { args: { coins: { ...coins, value: '50' } }, render: (args) => <><CartView {...args} /><OtpDialog {...otp} value="123456" verifying /></> };
export const OtpResent: Story = {
  args: { coins: { ...coins, value: '50' } },
  render: (args) => <><CartView {...args} /><OtpDialog {...otp} notice={CART_COPY.otpResent} /></>,
};
