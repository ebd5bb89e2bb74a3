import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@so/contract';
import { CaptchaView } from './Captcha.tsx';
import { withStyles } from './storybook.tsx';

/** The captcha box every form with a captcha shows (signup, password reset, contact, enquiries, booking, voucher). */
const meta: Meta<typeof CaptchaView> = {
  title: 'Shared/Captcha',
  component: CaptchaView,
  decorators: [withStyles(undefined, 420)],
  args: { state: 'idle', onStart: () => undefined },
};
export default meta;
type Story = StoryObj<typeof CaptchaView>;

export const Idle: Story = {};
/** Ticked: the proof of work runs (a second or two on a phone). */
export const Verifying: Story = { args: { state: 'verifying' } };
export const Verified: Story = { args: { state: 'verified' } };
export const Failed: Story = { args: { state: 'failed' } };
/** Sent unsolved: signup and password reset say MSG.verifyNotRobot. */
export const NotSolved: Story = { args: { error: MSG.verifyNotRobot } };
/** The contact form's wording. */
export const ContactFormRefused: Story = { args: { error: MSG.recaptchaFailed } };
export const Phone: Story = { args: { error: MSG.verifyNotRobot }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
