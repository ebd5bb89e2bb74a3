import type { FormEvent, ReactNode, Ref } from 'react';
import { MSG, PHONE_DIGITS } from '@so/contract';
import { AUTH_COPY } from './copy.ts';
import { PasswordField, PhoneField, TextField } from './Fields.tsx';
import type { Errors, SignupField, SignupValues } from './validation.ts';

export type SignupErrors = Errors<SignupField | 'captcha'>;

export const emptySignup: SignupValues = { first_name: '', last_name: '', email: '', mobile: '', password: '', confirm_password: '' };

export interface SignupViewProps {
  values: SignupValues;
  errors: SignupErrors;
  busy: boolean;
  /** Form-level failure (Sign-up failed! plus the server's message). */
  failure: string | null;
  onChange: (field: SignupField, value: string) => void;
  onBlur: (field: SignupField) => void;
  onSubmit: () => void;
  /** The captcha (connected `Captcha`, or `CaptchaView` in stories). */
  captcha: ReactNode;
  /** Shown instead of the login prompt text (e.g. a button opening the login dialog). */
  loginPrompt?: ReactNode;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first invalid field. */
  formRef?: Ref<HTMLFormElement>;
}

/** The signup form: every field's message beside it. */
export function SignupView({ values, errors, busy, failure, onChange, onBlur, onSubmit, captcha, loginPrompt, formRef }: SignupViewProps) {
  const field = (name: SignupField) => ({
    value: values[name],
    error: errors[name],
    onValue: (v: string) => onChange(name, v),
    onBlur: () => onBlur(name),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <section className="auth-page" part="page">
      <h1 className="auth-page__title">{AUTH_COPY.signupTitle}</h1>
      <form ref={formRef} className="auth__form" noValidate onSubmit={submit} aria-busy={busy}>
        <div className="auth__row">
          <TextField label={AUTH_COPY.firstName} autoComplete="given-name" required {...field('first_name')} />
          <TextField label={AUTH_COPY.lastName} autoComplete="family-name" required {...field('last_name')} />
        </div>
        <TextField label={AUTH_COPY.emailLabel} type="email" autoComplete="email" required {...field('email')} />
        <PhoneField label={AUTH_COPY.mobileLabel} maxLength={PHONE_DIGITS} required {...field('mobile')} />
        <PasswordField label={AUTH_COPY.passwordLabel} autoComplete="new-password" required {...field('password')} />
        <PasswordField label={AUTH_COPY.confirmPassword} autoComplete="new-password" required {...field('confirm_password')} />
        {captcha}
        {failure && (
          <div className="auth__error" role="alert">
            <strong>{MSG.signupFailed}</strong> {failure}
          </div>
        )}
        <button type="submit" className="btn auth__submit" disabled={busy}>
          {busy ? AUTH_COPY.signingUp : AUTH_COPY.signUp}
        </button>
        {loginPrompt}
      </form>
    </section>
  );
}
