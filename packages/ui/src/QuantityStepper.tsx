import { useId } from 'react';

export interface QuantityStepperProps {
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max: number;
  label?: string;
  disabled?: boolean;
  describedBy?: string;
}

/**
 * − / input / + for a quantity. The input keeps what the user typed (even out of range) so
 * the caller can explain what is wrong; the buttons stay within [min, max].
 */
export function QuantityStepper({ value, onChange, min = 1, max, label = 'Quantity', disabled, describedBy }: QuantityStepperProps) {
  const id = useId();
  const n = Number.parseInt(value, 10);
  const current = Number.isFinite(n) ? n : min;
  return (
    <div className="stepper" part="stepper">
      <button type="button" aria-label="Decrease quantity" disabled={disabled || current <= min} onClick={() => onChange(String(Math.max(min, Math.min(max, current - 1))))}>
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="button" aria-label="Increase quantity" disabled={disabled || current >= max} onClick={() => onChange(String(Math.max(min, Math.min(max, current + 1))))}>
        +
      </button>
    </div>
  );
}
