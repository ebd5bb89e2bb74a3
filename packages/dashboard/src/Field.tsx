/**
 * A labelled control of a dashboard form: the label (with the visible asterisk of a required
 * field), the control, its hint and its message, the hint and the message tied to the control.
 */
import { FieldError } from '@so/widgets/kit';
import { useId, type ReactNode } from 'react';

/** What a field hands its control: the id its label names, and the message's and hint's ties. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** The message beside the control (the form's check or the server's); none when empty. */
  error?: string | null;
  /** Help under the control, read with it. */
  hint?: string;
  /** An asterisk after the label (the control's own `required` tells assistive technology). */
  required?: boolean;
  /**
   * Whether the message is announced when it appears (role alert, the default). A form that
   * announces its refusal itself shows its fields' messages quietly (`false`).
   */
  announced?: boolean;
  /** More classes beside `dash-field` (`dash-field--wide`, a section's own). */
  className?: string;
  /** The control (input, select, textarea), given its id and aria attributes to spread. */
  children: (control: FieldControl) => ReactNode;
}

export function Field({ label, error, hint, required = false, announced = true, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = [hint ? `${id}-hint` : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `dash-field ${className}` : 'dash-field'}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="dash-hint">
          {hint}
        </p>
      )}
      {announced ? (
        <FieldError id={errorId} error={error} />
      ) : (
        error && (
          <p id={errorId} className="dash-error">
            {error}
          </p>
        )
      )}
    </div>
  );
}
