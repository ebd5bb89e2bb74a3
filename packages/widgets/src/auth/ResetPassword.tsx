import { useState } from 'react';
import { MSG } from '@so/contract';
import { getApi, openLoginDialog } from '@so/stores';
import { Captcha, useCaptcha } from '../shared/Captcha.tsx';
import { AUTH_COPY } from './copy.ts';
import { errorText, fieldErrorsOf } from './errors.ts';
import { PasswordFormView, ResetRequestView, type FormStatus } from './PasswordForms.tsx';
import { usePasswordForm } from './usePasswordForm.ts';
import { isEmail } from '@so/contract';
import { passwordPairError, type PasswordPair } from './validation.ts';

const PAIR = ['new_password', 'confirm_password'] as const;
const PAIR_FIELDS = [
  { name: 'new_password', label: AUTH_COPY.newPassword, autoComplete: 'new-password' },
  { name: 'confirm_password', label: AUTH_COPY.confirmNewPassword, autoComplete: 'new-password' },
] as const;

function ResetRequest() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatus>('editing');
  const captcha = useCaptcha();
  const solution = captcha.solution;
  const check = (v: string) => (isEmail(v) ? undefined : MSG.invalidEmail);

  const submit = async () => {
    setFailure(null);
    const emailError = check(email);
    setError(emailError);
    setCaptchaError(solution ? undefined : MSG.verifyNotRobot);
    if (emailError || !solution) return;
    setStatus('submitting');
    try {
      await getApi().requestPasswordReset(email.trim(), solution);
      setStatus('done');
    } catch (err) {
      const byField = fieldErrorsOf(err, { email: 'email', recaptcha: 'captcha' } as const);
      setError(byField.email);
      setCaptchaError(byField.captcha);
      if (!byField.email && !byField.captcha) setFailure(errorText(err, MSG.tryAgainLater));
      captcha.reset();
      setStatus('editing');
    }
  };

  return (
    <ResetRequestView
      email={email}
      error={error}
      failure={failure}
      status={status}
      onEmail={(v) => {
        setEmail(v);
        if (error) setError(check(v));
      }}
      onBlur={() => email && setError(check(email))}
      onSubmit={() => void submit()}
      captcha={<Captcha {...captcha.props} error={captchaError} />}
    />
  );
}

function ResetConfirm({ resetUuid }: { resetUuid: string }) {
  const form = usePasswordForm<keyof PasswordPair>({
    fields: PAIR,
    initial: { new_password: '', confirm_password: '' },
    check: passwordPairError,
    serverFields: { new_password: 'new_password', confirm_password: 'confirm_password' },
    fallback: MSG.tryAgainLater,
    send: (v) => getApi().confirmPasswordReset(resetUuid, v.new_password, v.confirm_password),
  });
  return (
    <PasswordFormView
      {...form}
      title={AUTH_COPY.resetTitle}
      fields={PAIR_FIELDS}
      submitLabel={AUTH_COPY.setPassword}
      doneText={AUTH_COPY.resetDone}
      doneAction={
        <button type="button" className="btn" onClick={() => openLoginDialog()}>
          {AUTH_COPY.logIn}
        </button>
      }
    />
  );
}

export interface ResetPasswordProps {
  /** The UUID of the e-mailed link (/reset-password/{resetUUID}); absent for the request form. */
  resetUuid?: string;
}

/** /reset-password (request a link) and /reset-password/{resetUUID} (set the new password). */
export function ResetPassword({ resetUuid }: ResetPasswordProps) {
  return resetUuid ? <ResetConfirm key={resetUuid} resetUuid={resetUuid} /> : <ResetRequest />;
}
