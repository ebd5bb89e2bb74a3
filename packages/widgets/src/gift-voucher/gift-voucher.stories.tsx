import type { Meta, StoryObj } from '@storybook/react-vite';
import { ANSWER, MSG } from '@so/contract';
import { CaptchaView, type CaptchaState } from '../shared/Captcha.tsx';
import { withStyles } from '../shared/storybook.tsx';
import { GiftVoucherView } from './GiftVoucherView.tsx';
import { emptyVoucher, validateVoucher, type VoucherValues } from './voucher.ts';
import styles from './gift-voucher.css?inline';

const noop = () => undefined;
const captcha = (state: CaptchaState, error?: string) => <CaptchaView state={state} onStart={noop} error={error} />;

const filled: VoucherValues = {
  choice: 500,
  custom: '',
  receiver_name: 'Meera Shah',
  receiver_email: 'meera.shah@example.in',
  sender_name: 'Rohan Desai',
  sender_email: 'rohan.desai@example.in',
  message: 'Happy Diwali, Meera! Treat yourself to some good ghee and herbal teas this season.',
};

const meta: Meta<typeof GiftVoucherView> = {
  title: 'Gift voucher/Gift voucher page',
  component: GiftVoucherView,
  decorators: [withStyles(styles)],
  args: {
    values: emptyVoucher(),
    errors: {},
    status: 'idle',
    captchaSolved: false,
    onChoose: noop,
    onCustom: noop,
    onChange: noop,
    onSubmit: noop,
    captcha: captcha('idle'),
  },
};
export default meta;
type Story = StoryObj<typeof GiftVoucherView>;

/** Nothing chosen: "Buy voucher" disabled, "Please complete reCAPTCHA first" beside it; the terms below. */
export const Empty: Story = {};
/** ₹500 chosen, everything typed, the captcha solved: "Proceed to pay ₹500" enabled. */
export const PresetChosen: Story = { args: { values: filled, captcha: captcha('verified'), captchaSolved: true } };
/** Another amount: the rupee input with its range. */
export const CustomAmount: Story = {
  args: { values: { ...filled, choice: 'custom', custom: '1500' }, captcha: captcha('verified'), captchaSolved: true },
};
/** Sent empty once the captcha was solved: every required field's message. */
export const Errors: Story = {
  args: { errors: validateVoucher(emptyVoucher()), captcha: captcha('verified'), captchaSolved: true },
};
/** The server refused what was sent (400): its messages on their fields, a fresh captcha, the values kept. */
export const ServerRefused: Story = {
  args: {
    values: { ...filled, choice: 'custom', custom: '25000', receiver_email: 'meera.shah@example' },
    errors: { amount: ANSWER.giftVoucherAmountRange('₹100', '₹10,000'), receiver_email: MSG.invalidEmail },
  },
};
/** The payment link is on its way: "Sending…", the button disabled. */
export const Sending: Story = { args: { values: filled, status: 'sending', captcha: captcha('verified'), captchaSolved: true } };
/** The link could not be had: "Something went wrong" under the form (and as a toast), the values kept. */
export const Failed: Story = { args: { values: filled, status: 'failed' } };
/** On a phone (also as the apps show it with ?mobile=true). */
export const Phone: Story = { args: { values: filled }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
