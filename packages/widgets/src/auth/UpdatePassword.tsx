import { useEffect } from 'react';
import { MSG } from '@so/contract';
import { useStore } from '@so/ui';
import { $loggedIn, endSession, getApi, navigate, requireLogin, toast } from '@so/stores';
import { AUTH_COPY } from './copy.ts';
import { LoginPromptView, PasswordFormView } from './PasswordForms.tsx';
import { usePasswordForm } from './usePasswordForm.ts';
import { passwordPairError } from './validation.ts';

type Field = 'old_password' | 'new_password' | 'confirm_password';
const FIELDS: readonly Field[] = ['old_password', 'new_password', 'confirm_password'];
const SPECS = [
  { name: 'old_password', label: AUTH_COPY.oldPassword, autoComplete: 'current-password' },
  { name: 'new_password', label: AUTH_COPY.newPassword, autoComplete: 'new-password' },
  { name: 'confirm_password', label: AUTH_COPY.confirmNewPassword, autoComplete: 'new-password' },
] as const;

const check = (field: Field, v: Record<Field, string>): string | undefined =>
  field === 'old_password' ? (v.old_password ? undefined : AUTH_COPY.required) : passwordPairError(field, v);

/** After changing the password, all local storage is cleared and the shopper goes to /. */
function afterChange(): void {
  endSession();
  try {
    localStorage.clear();
  } catch {
    // storage unavailable: the session keys were already reset above
  }
  toast({ kind: 'success', title: AUTH_COPY.passwordChanged });
  navigate('/');
}

function ChangePasswordForm() {
  const form = usePasswordForm<Field>({
    fields: FIELDS,
    initial: { old_password: '', new_password: '', confirm_password: '' },
    check,
    serverFields: { old_password: 'old_password', new_password: 'new_password', confirm_password: 'confirm_password' },
    fallback: MSG.tryAgainLater,
    send: (v) => getApi().changePassword(v.old_password, v.new_password, v.confirm_password),
    onDone: afterChange,
  });
  return (
    <PasswordFormView
      {...form}
      title={AUTH_COPY.updateTitle}
      fields={SPECS}
      submitLabel={AUTH_COPY.updatePassword}
      doneText={AUTH_COPY.passwordChanged}
    />
  );
}

/** /update-password: change the password (logged in), or a prompt to log in (visitors). */
export function UpdatePassword() {
  const loggedIn = useStore($loggedIn);
  useEffect(() => {
    if (!$loggedIn.get()) requireLogin(AUTH_COPY.loginToChangePassword);
  }, []);
  if (loggedIn) return <ChangePasswordForm />;
  return <LoginPromptView onLogin={() => requireLogin(AUTH_COPY.loginToChangePassword)} />;
}
