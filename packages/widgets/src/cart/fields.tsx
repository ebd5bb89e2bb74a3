import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface InlineInputRowProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'readOnly' | 'onChange' | 'children'> {
  id: string;
  label: string;
  value: string;
  /** Read-only (an applied voucher, redeemed coins). */
  locked: boolean;
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  /** The buttons beside the input. */
  children: ReactNode;
}

/** A labelled input with its buttons on one row (the voucher code, the coins to redeem). */
export function InlineInputRow({ id, label, value, locked, invalid, inputRef, onChange, children, ...inputProps }: InlineInputRowProps) {
  return (
    <>
      <label htmlFor={id} className="voucher__label">
        {label}
      </label>
      <div className="voucher__row">
        <input
          ref={inputRef}
          id={id}
          className="input voucher__input"
          value={value}
          readOnly={locked}
          aria-readonly={locked}
          autoComplete="off"
          aria-invalid={invalid ? true : undefined}
          {...inputProps}
          onChange={(e) => onChange(e.target.value)}
        />
        {children}
      </div>
    </>
  );
}
