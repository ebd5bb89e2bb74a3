import { useRef, useState } from 'react';
import { type SessionUser, MSG, DEFAULT_CALLING_CODE, OTP_DIGITS, PHONE_DIGITS } from '@so/contract';
import { $location, completeLogin, getApi, navigate, toast } from '@so/stores';
import { AUTH_COPY } from './copy.ts';
import { errorText } from './errors.ts';
import { initialLoginState, LoginFormView, type LoginState } from './LoginFormView.tsx';
import { digitsOnly } from './validation.ts';

/** After logging in on /signup or /reset-password, staff go to /shop and customers to /. */
export function afterLogin(user: SessionUser): void {
  completeLogin(user);
  toast({ kind: 'success', title: AUTH_COPY.loginSuccess });
  const path = $location.get().pathname;
  if (/^\/(signup|reset-password)(\/|$)/.test(path)) navigate(user.is_staff || user.is_superuser ? '/shop' : '/');
}

/** The connected login form: Mobile OTP (send, verify) and Email (sign in). */
export function LoginForm() {
  const [state, setState] = useState<LoginState>(initialLoginState);
  const current = useRef(state);
  current.current = state;
  const patch = (next: Partial<LoginState>) => setState((s) => ({ ...s, ...next }));
  const phone = () => DEFAULT_CALLING_CODE + current.current.phone;

  const send = async (resend: boolean) => {
    patch({ busy: true, error: null, sendFailed: false });
    try {
      await getApi().sendOtp(phone());
      patch({ busy: false, step: 'code', otp: resend ? '' : current.current.otp });
      if (resend) toast({ kind: 'info', title: AUTH_COPY.otpResent });
    } catch (error) {
      patch({ busy: false, error: errorText(error, MSG.failedToSendOtp), sendFailed: !resend });
    }
  };

  const login = async (run: () => Promise<{ data?: SessionUser; non_field_errors?: string[]; message?: string }>, fallback: string) => {
    patch({ busy: true, error: null });
    try {
      const res = await run();
      patch({ busy: false });
      if (res.data) afterLogin(res.data);
      else patch({ error: res.non_field_errors?.[0] ?? res.message ?? fallback });
    } catch (error) {
      patch({ busy: false, error: errorText(error, fallback) });
    }
  };

  return (
    <LoginFormView
      state={state}
      onTab={(tab) => patch({ tab, error: null, sendFailed: false })}
      onPhone={(v) => patch({ phone: digitsOnly(v, PHONE_DIGITS), error: null, sendFailed: false })}
      onOtp={(v) => patch({ otp: digitsOnly(v, OTP_DIGITS), error: null })}
      onEmail={(email) => patch({ email, error: null })}
      onPassword={(password) => patch({ password, error: null })}
      onSendOtp={() => void send(false)}
      onResend={() => void send(true)}
      onChangeNumber={() => patch({ step: 'phone', otp: '', error: null })}
      onVerify={() => void login(() => getApi().verifyOtp(phone(), current.current.otp), MSG.otpVerificationFailed)}
      onSignin={() => void login(() => getApi().signin(current.current.email.trim(), current.current.password), MSG.somethingWentWrong)}
    />
  );
}
