import type { FormEvent, ReactNode, Ref } from 'react';
import { AUTH_COPY } from './copy.ts';
import { PasswordField, TextField } from './Fields.tsx';

export type FormStatus = 'editing' | 'submitting' | 'done';

function Shell({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="auth-page" part="page">
      <h1 className="auth-page__title">{title}</h1>
      {intro && <p className="auth__note">{intro}</p>}
      {children}
    </section>
  );
}

const onSubmitOf = (run: () => void) => (e: FormEvent) => {
  e.preventDefault();
  run();
};

function Failure({ text }: { text: string | null }) {
  return text ? (
    <div className="auth__error" role="alert">
      {text}
    </div>
  ) : null;
}

function Done({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="auth__done" role="status">
      <p>{text}</p>
      {action}
    </div>
  );
}

export interface ResetRequestViewProps {
  email: string;
  error?: string;
  failure: string | null;
  status: FormStatus;
  onEmail: (v: string) => void;
  onBlur: () => void;
  onSubmit: () => void;
  captcha: ReactNode;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first invalid field. */
  formRef?: Ref<HTMLFormElement>;
}

/** /reset-password: e-mail and captcha, then a neutral confirmation. */
export function ResetRequestView({ email, error, failure, status, onEmail, onBlur, onSubmit, captcha, formRef }: ResetRequestViewProps) {
  return (
    <Shell title={AUTH_COPY.resetTitle} intro={status === 'done' ? undefined : AUTH_COPY.resetIntro}>
      {status === 'done' ? (
        <Done text={AUTH_COPY.resetRequested} />
      ) : (
        <form ref={formRef} className="auth__form" noValidate onSubmit={onSubmitOf(onSubmit)} aria-busy={status === 'submitting'}>
          <TextField label={AUTH_COPY.emailLabel} type="email" autoComplete="email" required value={email} onValue={onEmail} onBlur={onBlur} error={error} />
          {captcha}
          <Failure text={failure} />
          <button type="submit" className="btn auth__submit" disabled={status === 'submitting'}>
            {status === 'submitting' ? AUTH_COPY.sending : AUTH_COPY.sendResetLink}
          </button>
        </form>
      )}
    </Shell>
  );
}

export interface PasswordFieldSpec<K extends string> {
  name: K;
  label: string;
  autoComplete: string;
}

export interface PasswordFormViewProps<K extends string> {
  title: string;
  fields: readonly PasswordFieldSpec<K>[];
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  failure: string | null;
  status: FormStatus;
  submitLabel: string;
  doneText: string;
  doneAction?: ReactNode;
  onChange: (field: K, value: string) => void;
  onBlur: (field: K) => void;
  onSubmit: () => void;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first invalid field. */
  formRef?: Ref<HTMLFormElement>;
}

/** Reset confirm and change password: password fields with their messages, then done. */
export function PasswordFormView<K extends string>(p: PasswordFormViewProps<K>) {
  return (
    <Shell title={p.title}>
      {p.status === 'done' ? (
        <Done text={p.doneText} action={p.doneAction} />
      ) : (
        <form ref={p.formRef} className="auth__form" noValidate onSubmit={onSubmitOf(p.onSubmit)} aria-busy={p.status === 'submitting'}>
          {p.fields.map((f) => (
            <PasswordField
              key={f.name}
              label={f.label}
              autoComplete={f.autoComplete}
              required
              value={p.values[f.name]}
              error={p.errors[f.name]}
              onValue={(v) => p.onChange(f.name, v)}
              onBlur={() => p.onBlur(f.name)}
            />
          ))}
          <Failure text={p.failure} />
          <button type="submit" className="btn auth__submit" disabled={p.status === 'submitting'}>
            {p.status === 'submitting' ? AUTH_COPY.saving : p.submitLabel}
          </button>
        </form>
      )}
    </Shell>
  );
}

/** /update-password for a visitor: what to do, and a button that opens the login dialog. */
export function LoginPromptView({ onLogin }: { onLogin: () => void }) {
  return (
    <Shell title={AUTH_COPY.updateTitle} intro={AUTH_COPY.loginToChangePassword}>
      <button type="button" className="btn" onClick={onLogin}>
        {AUTH_COPY.logIn}
      </button>
    </Shell>
  );
}
