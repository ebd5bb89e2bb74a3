import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@so/contract';
import { withStyles } from '../shared/storybook.tsx';
import styles from './auth.css?inline';
import { CaptchaView } from '../shared/Captcha.tsx';
import { AUTH_COPY } from './copy.ts';
import { LoginPromptView, PasswordFormView, ResetRequestView, type FormStatus } from './PasswordForms.tsx';

const noop = () => undefined;

const meta: Meta = { title: 'Auth/Passwords', decorators: [withStyles(styles, 420)] };
export default meta;
type Story = StoryObj;

const request = (p: { email?: string; error?: string; failure?: string; status?: FormStatus; captchaError?: string; verified?: boolean }) => (
  <ResetRequestView
    email={p.email ?? ''}
    error={p.error}
    failure={p.failure ?? null}
    status={p.status ?? 'editing'}
    onEmail={noop}
    onBlur={noop}
    onSubmit={noop}
    captcha={<CaptchaView state={p.verified ? 'verified' : 'idle'} onStart={noop} error={p.captchaError} />}
  />
);
export const ResetRequestEmpty: Story = { render: () => request({}) };
export const ResetRequestInvalid: Story = {
  render: () => request({ email: 'asha.example', error: MSG.invalidEmail, captchaError: MSG.verifyNotRobot }),
};
export const ResetRequestSubmitting: Story = { render: () => request({ email: 'asha@example.in', status: 'submitting', verified: true }) };
export const ResetRequestFailed: Story = { render: () => request({ email: 'asha@example.in', failure: MSG.tryAgainLater }) };
export const ResetRequestDone: Story = { render: () => request({ status: 'done' }) };

type Pair = 'new_password' | 'confirm_password';
const pairFields = [
  { name: 'new_password', label: AUTH_COPY.newPassword, autoComplete: 'new-password' },
  { name: 'confirm_password', label: AUTH_COPY.confirmNewPassword, autoComplete: 'new-password' },
] as const;
const confirm = (p: { values?: Record<Pair, string>; errors?: Partial<Record<Pair, string>>; failure?: string; status?: FormStatus }) => (
  <PasswordFormView<Pair>
    title={AUTH_COPY.resetTitle}
    fields={pairFields}
    values={p.values ?? { new_password: '', confirm_password: '' }}
    errors={p.errors ?? {}}
    failure={p.failure ?? null}
    status={p.status ?? 'editing'}
    submitLabel={AUTH_COPY.setPassword}
    doneText={AUTH_COPY.resetDone}
    doneAction={<button type="button" className="btn">{AUTH_COPY.logIn}</button>}
    onChange={noop}
    onBlur={noop}
    onSubmit={noop}
  />
);
const good = { new_password: 'Strong@123', confirm_password: 'Strong@123' };
export const ResetConfirmEmpty: Story = { render: () => confirm({}) };
export const ResetConfirmInvalid: Story = {
  render: () =>
    confirm({ values: { new_password: 'weak', confirm_password: 'weaker' }, errors: { new_password: MSG.passwordRule, confirm_password: MSG.passwordsDoNotMatch } }),
};
export const ResetConfirmSubmitting: Story = { render: () => confirm({ values: good, status: 'submitting' }) };
export const ResetConfirmFailed: Story = { render: () => confirm({ values: good, failure: 'This reset link has expired or was already used.' }) };
export const ResetConfirmDone: Story = { render: () => confirm({ status: 'done' }) };

type Change = 'old_password' | Pair;
const changeFields = [{ name: 'old_password', label: AUTH_COPY.oldPassword, autoComplete: 'current-password' }, ...pairFields] as const;
const change = (p: { values?: Record<Change, string>; errors?: Partial<Record<Change, string>>; failure?: string; status?: FormStatus }) => (
  <PasswordFormView<Change>
    title={AUTH_COPY.updateTitle}
    fields={changeFields}
    values={p.values ?? { old_password: '', new_password: '', confirm_password: '' }}
    errors={p.errors ?? {}}
    failure={p.failure ?? null}
    status={p.status ?? 'editing'}
    submitLabel={AUTH_COPY.updatePassword}
    doneText={AUTH_COPY.passwordChanged}
    onChange={noop}
    onBlur={noop}
    onSubmit={noop}
  />
);
const goodChange = { old_password: 'Asha@12345', ...good };
export const ChangeEmpty: Story = { render: () => change({}) };
export const ChangeInvalid: Story = {
  render: () =>
    change({
      values: { old_password: '', new_password: 'weak', confirm_password: 'other' },
      errors: { old_password: AUTH_COPY.required, new_password: MSG.passwordRule, confirm_password: MSG.passwordsDoNotMatch },
    }),
};
export const ChangeSubmitting: Story = { render: () => change({ values: goodChange, status: 'submitting' }) };
export const ChangeFailed: Story = { render: () => change({ values: goodChange, errors: { old_password: 'Your old password was entered incorrectly.' } }) };
export const ChangeDone: Story = { render: () => change({ status: 'done' }) };
export const ChangeVisitor: Story = { render: () => <LoginPromptView onLogin={noop} /> };
