import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog } from '@so/ui';
import { withStyles } from '../shared/storybook.tsx';
import styles from './auth.css?inline';
import { AUTH_COPY } from './copy.ts';
import { HandoffLoginView } from './HandoffLogin.tsx';
import { initialLoginState, LoginFormView, type LoginState } from './LoginFormView.tsx';

const noop = () => undefined;
const handlers = {
  onTab: noop,
  onPhone: noop,
  onOtp: noop,
  onEmail: noop,
  onPassword: noop,
  onSendOtp: noop,
  onVerify: noop,
  onChangeNumber: noop,
  onResend: noop,
  onSignin: noop,
};
const state = (over: Partial<LoginState>): LoginState => ({ ...initialLoginState, ...over });

const meta: Meta<typeof LoginFormView> = {
  title: 'Auth/Login form',
  component: LoginFormView,
  decorators: [withStyles(styles, 400)],
  args: { state: initialLoginState, ...handlers },
};
export default meta;
type Story = StoryObj<typeof LoginFormView>;

export const Empty: Story = {};
export const PhoneInvalid: Story = { args: { state: state({ phone: '98765' }) } };
export const PhoneReady: Story = { args: { state: state({ phone: '9876543210' }) } };
export const Sending: Story = { args: { state: state({ phone: '9876543210', busy: true }) } };
export const SendFailed: Story = {
  args: { state: state({ phone: '9800000009', error: 'No account is registered with this number.', sendFailed: true }) },
};
export const OtpStep: Story = { args: { state: state({ phone: '9876543210', step: 'code' }) } };
export const OtpVerifying: Story = { args: { state: state({ phone: '9876543210', step: 'code', otp: '123456', busy: true }) } };
export const OtpFailed: Story = { args: { state: state({ phone: '9876543210', step: 'code', otp: '000000', error: 'Invalid OTP.' }) } };
export const EmailEmpty: Story = { args: { state: state({ tab: 'email' }) } };
export const EmailSubmitting: Story = {
  args: { state: state({ tab: 'email', email: 'asha@soorganic.test', password: 'Asha@12345', busy: true }) },
};
export const EmailFailed: Story = {
  args: {
    state: state({ tab: 'email', email: 'asha@soorganic.test', password: 'wrong', error: 'Unable to log in with provided credentials.' }),
  },
};
/** The popup as the element shows it (the form inside the shared Dialog). */
export const InDialog: Story = {
  render: (args) => (
    <Dialog open title={AUTH_COPY.loginTitle} onClose={noop}>
      <LoginFormView {...args} />
    </Dialog>
  ),
};
/** A store link from a partner's page offers that page's login: "Continue as b…@probe.test?". */
export const HandoffLoginOffer: Story = {
  render: () => <HandoffLoginView account="b…@probe.test" onContinue={noop} onDecline={noop} />,
};
