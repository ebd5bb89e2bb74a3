import { routes } from '../shared/links.ts';
import type { FormEvent } from 'react';
import { MSG, DEFAULT_CALLING_CODE, OTP_DIGITS, PHONE_DIGITS } from '@so/contract';
import { Link } from '@so/ui';
import { AUTH_COPY } from './copy.ts';
import { PasswordField, PhoneField, TextField } from './Fields.tsx';
import { Tabs } from './Tabs.tsx';
import { isOtp, isPhone } from '@so/contract';

export type LoginTab = 'otp' | 'email';

export interface LoginState {
  tab: LoginTab;
  step: 'phone' | 'code';
  phone: string;
  otp: string;
  email: string;
  password: string;
  busy: boolean;
  /** Inline failure text of the visible step. */
  error: string | null;
  /** The OTP send failed: offer Create New Account. */
  sendFailed: boolean;
}

export const initialLoginState: LoginState = {
  tab: 'otp',
  step: 'phone',
  phone: '',
  otp: '',
  email: '',
  password: '',
  busy: false,
  error: null,
  sendFailed: false,
};

export interface LoginFormViewProps {
  state: LoginState;
  onTab: (tab: LoginTab) => void;
  onPhone: (value: string) => void;
  onOtp: (value: string) => void;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  onSendOtp: () => void;
  onVerify: () => void;
  onChangeNumber: () => void;
  onResend: () => void;
  onSignin: () => void;
}

const TABS = [
  { key: 'otp', label: AUTH_COPY.tabOtp },
  { key: 'email', label: AUTH_COPY.tabEmail },
] as const;

function Failure({ text, signupLink }: { text: string; signupLink?: boolean }) {
  return (
    <div className="auth__error" role="alert">
      <span>{text}</span>
      {signupLink && (
        <>
          {' '}
          <Link to={routes.signup()}>{MSG.createNewAccount}</Link>
        </>
      )}
    </div>
  );
}

const submit = (run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  run();
};

/** The two-tab login form (Mobile OTP, Email) of the popup and the /login page. */
export function LoginFormView({ state, ...on }: LoginFormViewProps) {
  const { busy, error } = state;
  return (
    <div className="auth" part="login-form">
      <Tabs label={AUTH_COPY.loginTabs} tabs={TABS} selected={state.tab} onSelect={on.onTab}>
        {state.tab === 'otp' && state.step === 'phone' && (
          <form className="auth__form" noValidate onSubmit={submit(() => isPhone(state.phone) && on.onSendOtp())}>
            <PhoneField
              label={AUTH_COPY.mobileLabel}
              value={state.phone}
              onValue={on.onPhone}
              maxLength={PHONE_DIGITS}
              pattern="[0-9]*"
              required
            />
            {error && <Failure text={error} signupLink={state.sendFailed} />}
            <button type="submit" className="btn auth__submit" disabled={busy || !isPhone(state.phone)}>
              {busy ? AUTH_COPY.sending : AUTH_COPY.continue}
            </button>
          </form>
        )}
        {state.tab === 'otp' && state.step === 'code' && (
          <form className="auth__form" noValidate onSubmit={submit(() => isOtp(state.otp) && on.onVerify())}>
            <p className="auth__note">{AUTH_COPY.otpSentTo(`${DEFAULT_CALLING_CODE} ${state.phone}`)}</p>
            <TextField
              label={AUTH_COPY.otpLabel}
              value={state.otp}
              onValue={on.onOtp}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_DIGITS}
              pattern="[0-9]*"
              required
            />
            {error && <Failure text={error} />}
            <button type="submit" className="btn auth__submit" disabled={busy || !isOtp(state.otp)}>
              {busy ? AUTH_COPY.verifying : AUTH_COPY.verify}
            </button>
            <div className="auth__links">
              <button type="button" className="auth__linkbtn" onClick={on.onChangeNumber} disabled={busy}>
                {AUTH_COPY.changeNumber}
              </button>
              <button type="button" className="auth__linkbtn" onClick={on.onResend} disabled={busy}>
                {AUTH_COPY.resendOtp}
              </button>
            </div>
          </form>
        )}
        {state.tab === 'email' && (
          <form className="auth__form" noValidate onSubmit={submit(() => state.email && state.password && on.onSignin())}>
            <TextField label={AUTH_COPY.emailLabel} type="email" autoComplete="email" value={state.email} onValue={on.onEmail} required />
            <PasswordField
              label={AUTH_COPY.passwordLabel}
              autoComplete="current-password"
              value={state.password}
              onValue={on.onPassword}
              required
            />
            {error && <Failure text={error} />}
            <button type="submit" className="btn auth__submit" disabled={busy || !state.email || !state.password}>
              {busy ? AUTH_COPY.loggingIn : AUTH_COPY.login}
            </button>
            <div className="auth__links">
              <Link to={routes.resetPassword()}>{AUTH_COPY.forgotPassword}</Link>
              <Link to={routes.signup()}>{MSG.createNewAccount}</Link>
            </div>
          </form>
        )}
      </Tabs>
    </div>
  );
}
