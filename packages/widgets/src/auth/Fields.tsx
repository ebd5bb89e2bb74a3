import { useId, useState, type InputHTMLAttributes } from 'react';
import { DEFAULT_CALLING_CODE } from '@so/contract';
import { AUTH_COPY } from './copy.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface FieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input with its error beside it (aria-invalid, aria-describedby). */
export function TextField({ label, value, onValue, error, hint, ...rest }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : hint ? `${id}-hint` : undefined}
        {...rest}
      />
      {hint && !error && <span id={`${id}-hint`} className="auth__hint">{hint}</span>}
      {error && (
        <span id={`${id}-err`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle button. */
export function PasswordField({ label, value, onValue, error, ...rest }: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="auth__affix">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValue(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          {...rest}
        />
        <button type="button" className="auth__toggle" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? AUTH_COPY.hidePassword : AUTH_COPY.showPassword}
        </button>
      </div>
      {error && (
        <span id={`${id}-err`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** A 10-digit Indian mobile number after a fixed "+91" prefix (the caller caps the digits). */
export function PhoneField({ label, value, onValue, error, ...rest }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} <span className="visually-hidden">({DEFAULT_CALLING_CODE})</span>
      </label>
      <div className="auth__affix">
        <span className="auth__prefix" aria-hidden="true">
          {DEFAULT_CALLING_CODE}
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          onChange={(e) => onValue(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          {...rest}
        />
      </div>
      {error && (
        <span id={`${id}-err`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
