import { useId } from 'react';

export interface FilterSelectProps {
  /** The control's visible label, e.g. "City". */
  label: string;
  /** The chosen value; '' for the first option (all). */
  value: string;
  /** [value, text] per option, in order. A chosen value not among them is added, so the control shows it. */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  className?: string;
  part?: string;
}

/** A labelled choice that filters a list (blog archive month, event status and category, store city). */
export function FilterSelect({ label, value, options, onChange, className, part }: FilterSelectProps) {
  const id = useId();
  const shown = options.some(([v]) => v === value) ? options : [...options, [value, value] as const];
  return (
    <div className={`field ${className ?? ''}`.trim()} part={part}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {shown.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
