import { useId } from 'react';

export interface QuantityStepperProps {
  value: string;
  /**
   * The new text. A whole number typed above `max` arrives as `max` with `clamped` true (the product page:
   * the quantity is clamped to the stock), so the caller can say why the number changed.
   */
  onChange: (value: string, clamped: boolean) => void;
  /** The input lost focus (the caller may put back a quantity left empty). */
  onBlur?: () => void;
  min?: number;
  max: number;
  label?: string;
  disabled?: boolean;
  describedBy?: string;
}

/**
 * A typed quantity as the stepper hands it on: a whole number above `max` becomes `max`; any
 * other text (empty, 0, not a number) is kept, so the caller can explain what is wrong.
 */
export function clampQuantityText(text: string, max: number): { value: string; clamped: boolean } {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed) && Number(trimmed) > max) return { value: String(max), clamped: true };
  return { value: text, clamped: false };
}

/** − / input / + for a quantity. Buttons stay within [min, max]; typing above max clamps to max. */
export function QuantityStepper({ value, onChange, onBlur, min = 1, max, label = 'Quantity', disabled, describedBy }: QuantityStepperProps) {
  const id = useId();
  const n = Number.parseInt(value, 10);
  const current = Number.isFinite(n) ? n : min;
  const step = (to: number) => onChange(String(Math.max(min, Math.min(max, to))), false);
  return (
    <div className="stepper" part="stepper">
      <button type="button" aria-label="Decrease quantity" disabled={disabled || current <= min} onClick={() => step(current - 1)}>
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
        onChange={(e) => {
          const next = clampQuantityText(e.target.value, max);
          // Shown at once, even when the caller's value does not change (already at max).
          if (next.clamped) e.target.value = next.value;
          onChange(next.value, next.clamped);
        }}
        onBlur={onBlur}
      />
      <button type="button" aria-label="Increase quantity" disabled={disabled || current >= max} onClick={() => step(current + 1)}>
        +
      </button>
    </div>
  );
}
