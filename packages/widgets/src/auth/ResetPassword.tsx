import { useState } from 'react';
import { MSG } from '@so/contract';
import { getApi, openLoginDialog } from '@so/stores';
import { useForm } from '@so/ui/form';
import { Captcha, useCaptcha } from '../shared/Captcha.tsx';
import { AUTH_COPY } from './copy.ts';
import { errorText } from './errors.ts';
import { PasswordFormView, ResetRequestView } from './PasswordForms.tsx';
import { usePasswordForm } from './usePasswordForm.ts';
import { isEmail } from '@so/contract';
import { passwordPairError, type PasswordPair } from './validation.ts';

const PAIR = ['new_password', 'confirm_password'] as const;
const PAIR_FIELDS = [
  { name: 'new_password', label: AUTH_COPY.newPassword, autoComplete: 'new-password' },
  { name: 'confirm_password', label: AUTH_COPY.confirmNewPassword, autoComplete: 'new-password' },
] as const;

function ResetRequest() {
  const form = useForm<{ email: string }, 'email' | 'captcha'>({
    initial: { email: '' },
    validate: (v) => (isEmail(v.email) ? {} : { email: MSG.invalidEmail }),
    serverFields: { email: 'email', recaptcha: 'captcha' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const captcha = useCaptcha();
  const solution = captcha.solution;

  const submit = async () => {
    setFailure(null);
    const result = await form.submit((v) => getApi().requestPasswordReset(v.email.trim(), solution ?? ''), {
      extra: { captcha: solution ? undefined : MSG.verifyNotRobot },
    });
    if (result.status === 'sent') return setDone(true);
    if (result.status === 'invalid' || result.status === 'busy') return;
    if (result.status === 'failed') setFailure(errorText(result.error, MSG.tryAgainLater));
    captcha.reset();
  };

  return (
    <ResetRequestView
      email={form.values.email}
      error={form.errors.email}
      failure={failure}
      status={done ? 'done' : form.submitting ? 'submitting' : 'editing'}
      onEmail={(v) => form.setField('email', v)}
      onBlur={() => form.blur('email')}
      onSubmit={() => void submit()}
      captcha={<Captcha {...captcha.props} error={form.errors.captcha} />}
      formRef={form.formRef}
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
