import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@so/contract';
import { withStyles } from '../shared/storybook.tsx';
import styles from './auth.css?inline';
import { CaptchaView } from '../shared/Captcha.tsx';
import { emptySignup, SignupView } from './SignupView.tsx';

const noop = () => undefined;
const filled = {
  first_name: 'Asha',
  last_name: 'Patel',
  email: 'asha@example.in',
  mobile: '9876543210',
  password: 'Secret@123',
  confirm_password: 'Secret@123',
};

const meta: Meta<typeof SignupView> = {
  title: 'Auth/Signup',
  component: SignupView,
  decorators: [withStyles(styles, 420)],
  args: {
    values: emptySignup,
    errors: {},
    busy: false,
    failure: null,
    onChange: noop,
    onBlur: noop,
    onSubmit: noop,
    captcha: <CaptchaView state="idle" onStart={noop} />,
  },
};
export default meta;
type Story = StoryObj<typeof SignupView>;

export const Empty: Story = {};
export const Invalid: Story = {
  args: {
    values: { ...filled, first_name: '', last_name: '', email: 'asha.example.in', mobile: '98765', password: 'secret', confirm_password: 'secrets' },
    errors: {
      first_name: MSG.firstNameRequired,
      last_name: MSG.lastNameRequired,
      email: MSG.invalidEmail,
      mobile: MSG.mobileTenDigits,
      password: MSG.passwordRule,
      confirm_password: MSG.passwordsDoNotMatch,
      captcha: MSG.verifyNotRobot,
    },
    captcha: <CaptchaView state="idle" onStart={noop} error={MSG.verifyNotRobot} />,
  },
};
export const CaptchaVerifying: Story = { args: { values: filled, captcha: <CaptchaView state="verifying" onStart={noop} /> } };
export const Submitting: Story = { args: { values: filled, busy: true, captcha: <CaptchaView state="verified" onStart={noop} /> } };
export const Failed: Story = {
  args: { values: filled, failure: 'A user with this mobile number already exists.', captcha: <CaptchaView state="idle" onStart={noop} /> },
};
export const FieldErrorFromServer: Story = {
  args: { values: filled, errors: { email: 'A user with that email already exists.' } },
};
/** After success the form is empty again and the login popup opens. */
export const Done: Story = {};
export const CaptchaFailed: Story = { args: { captcha: <CaptchaView state="failed" onStart={noop} /> } };
