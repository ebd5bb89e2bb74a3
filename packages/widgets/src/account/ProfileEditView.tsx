import { PROFILE_MOBILE_MAX_LENGTH, PROFILE_MOBILE_MIN_LENGTH, MSG } from '@so/contract';
import { ErrorState, Skeleton } from '@so/ui';
import { useId, type FormEvent, type Ref } from 'react';
import { ACCOUNT_COPY } from './copy.ts';

export interface ProfileEditValues {
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  mobile_no: string;
}
export type ProfileEditErrors = Partial<Record<keyof ProfileEditValues, string>>;
/** idle → submitting → done (toast, then /profile) or failed (server message). */
export type FormStatus = 'idle' | 'submitting' | 'failed' | 'done';

/** Names required (the signup messages), mobile at least 12 characters. */
export function validateProfile(values: ProfileEditValues): ProfileEditErrors {
  const errors: ProfileEditErrors = {};
  if (!values.first_name.trim()) errors.first_name = MSG.firstNameRequired;
  if (!values.last_name.trim()) errors.last_name = MSG.lastNameRequired;
  if (values.mobile_no.trim().length < PROFILE_MOBILE_MIN_LENGTH) errors.mobile_no = MSG.validMobile;
  return errors;
}

export interface ProfileEditViewProps {
  /** null while the profile loads. */
  values: ProfileEditValues | null;
  errors: ProfileEditErrors;
  status: FormStatus;
  /** The server's message when status is failed. */
  message?: string;
  /** The profile could not be loaded. */
  loadFailed?: boolean;
  onChange: (field: keyof ProfileEditValues, value: string) => void;
  onSubmit: () => void;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first invalid field. */
  formRef?: Ref<HTMLFormElement>;
}

/** /profile/edit: names, company, read-only e-mail and mobile. */
export function ProfileEditView({ values, errors, status, message, loadFailed, onChange, onSubmit, formRef }: ProfileEditViewProps) {
  const id = useId();
  if (loadFailed) {
    return (
      <div className="acc container acc__form-page">
        <ErrorState title={MSG.profileLoadFailed} description={MSG.profileTryLater} />
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const busy = status === 'submitting' || status === 'done';
  const field = (name: keyof ProfileEditValues, label: string, extra: { type?: string; autoComplete?: string; readOnly?: boolean; maxLength?: number; hint?: string } = {}) => {
    const error = errors[name];
    const described = [extra.hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          readOnly={extra.readOnly}
          maxLength={extra.maxLength}
          value={values?.[name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => onChange(name, e.target.value)}
        />
        {extra.hint && (
          <span className="acc__hint" id={`${id}-${name}-hint`}>
            {extra.hint}
          </span>
        )}
        {error && (
          <span className="field__error" id={`${id}-${name}-error`}>
            {error}
          </span>
        )}
      </div>
    );
  };
  return (
    <div className="acc container acc__form-page">
      <h1>{ACCOUNT_COPY.editTitle}</h1>
      {values === null ? (
        <div role="status" aria-busy="true" className="acc__skeleton">
          <span className="visually-hidden">{ACCOUNT_COPY.loading}</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={66} />
          ))}
        </div>
      ) : (
        <form ref={formRef} className="acc__form" noValidate onSubmit={submit} part="form">
          <div className="acc__row">
            {field('first_name', ACCOUNT_COPY.firstName, { autoComplete: 'given-name' })}
            {field('last_name', ACCOUNT_COPY.lastName, { autoComplete: 'family-name' })}
          </div>
          {field('company', MSG.companyNameOptional, { autoComplete: 'organization' })}
          {field('email', ACCOUNT_COPY.email, { type: 'email', readOnly: true, hint: ACCOUNT_COPY.emailReadOnly })}
          {field('mobile_no', ACCOUNT_COPY.mobile, { type: 'tel', autoComplete: 'tel', maxLength: PROFILE_MOBILE_MAX_LENGTH, hint: ACCOUNT_COPY.mobileHint })}
          {status === 'failed' && message && (
            <div className="alert" role="alert">
              {message}
            </div>
          )}
          <button type="submit" className="btn" disabled={busy} aria-busy={status === 'submitting'} part="submit">
            {status === 'submitting' ? ACCOUNT_COPY.saving : status === 'done' ? ACCOUNT_COPY.saved : ACCOUNT_COPY.save}
          </button>
        </form>
      )}
    </div>
  );
}
