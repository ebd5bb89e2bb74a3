import { OTP_DIGITS } from '@so/contract';
import { Dialog } from '@so/ui';
import { useId, useRef, type FormEvent } from 'react';
import { CART_COPY } from './copy.ts';
import { FieldError } from '../shared/FieldError.tsx';

export interface OtpDialogProps {
  open: boolean;
  /** The coins being redeemed. */
  coins: number;
  value: string;
  error: string | null;
  /** A note after a resend. */
  notice?: string | null;
  verifying: boolean;
  resending: boolean;
  onChange: (value: string) => void;
  onVerify: () => void;
  onResend: () => void;
  onClose: () => void;
}

/**
 * The coin redemption OTP (OTP sent → dialog). A modal: focus starts in the OTP field
 * (where the shopper types), Tab stays inside, Escape closes and focus returns to Send OTP.
 * Messages show inside the dialog (a toast would sit behind its backdrop).
 */
export function OtpDialog({ open, coins, value, error, notice, verifying, resending, onChange, onVerify, onResend, onClose }: OtpDialogProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!verifying) onVerify();
  };
  return (
    <Dialog open={open} title={CART_COPY.otpTitle} onClose={onClose} className="otp-dialog" initialFocus={input}>
      <form onSubmit={submit} noValidate>
        <p id={`${id}-help`}>{CART_COPY.otpSent(coins)}</p>
        <div className="field">
          <label htmlFor={`${id}-otp`}>{CART_COPY.otpLabel}</label>
          <input
            ref={input}
            id={`${id}-otp`}
            className="otp-dialog__input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_DIGITS}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, OTP_DIGITS))}
          />
          <FieldError id={`${id}-error`} error={error} />
          {notice && !error && (
            <p className="otp-dialog__notice" role="status">
              {notice}
            </p>
          )}
        </div>
        <div className="otp-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onResend} aria-busy={resending || undefined}>
            {CART_COPY.resendOtp}
          </button>
          <button type="submit" className="btn" aria-busy={verifying || undefined}>
            {verifying ? CART_COPY.verifying : CART_COPY.verify}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
