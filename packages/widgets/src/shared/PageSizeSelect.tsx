import { useId } from 'react';

export interface PageSizeSelectProps {
  /** The control's visible label, e.g. "Subscriptions per page". */
  label: string;
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
  className?: string;
}

/** A labelled page size choice for a paged list (the orders' 10–50, the Elite tab's 10/25/50/100). */
export function PageSizeSelect({ label, sizes, value, onChange, className }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
