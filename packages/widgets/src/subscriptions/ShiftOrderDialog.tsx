import { formatSubscriptionDate, readCalendarDay, shiftWindow, type ProductSubscription } from '@so/contract';
import { useId } from 'react';
import { FieldError } from '../shared/FieldError.tsx';
import { SUBSCRIPTIONS_COPY } from './copy.ts';
import { DialogForm } from './DialogForm.tsx';

export interface ShiftOrderDialogProps {
  /** The subscription whose next delivery is shifted; the dialog is open while it is set. */
  subscription: ProductSubscription | null;
  /** The date picked, YYYY-MM-DD ('' when none). */
  date: string;
  /** The warning after Shift was pressed, or null. */
  error: string | null;
  busy: boolean;
  onDate: (date: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** Shift Order: a date from the next delivery date to 15 days after it. */
export function ShiftOrderDialog({ subscription, date, error, busy, onDate, onSubmit, onClose }: ShiftOrderDialogProps) {
  const id = useId();
  return (
    <DialogForm
      subscription={subscription}
      title={SUBSCRIPTIONS_COPY.shiftOrder}
      busy={busy}
      submitLabel={SUBSCRIPTIONS_COPY.shift}
      busyLabel={SUBSCRIPTIONS_COPY.shifting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {(shown) => {
        const next = readCalendarDay(shown.next_delivery_date);
        const range = next ? shiftWindow(next) : null;
        return (
          <>
            {next && (
              <p>
                {SUBSCRIPTIONS_COPY.nextDelivery}: <time dateTime={next}>{formatSubscriptionDate(next)}</time>
              </p>
            )}
            <div className="field">
              <label htmlFor={`${id}-date`}>{SUBSCRIPTIONS_COPY.shiftDate}</label>
              <input
                id={`${id}-date`}
                type="date"
                required
                min={range?.min}
                max={range?.max}
                value={date}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                onChange={(e) => onDate(e.target.value)}
              />
              {range && (
                <span id={`${id}-hint`} className="subs__muted">
                  {SUBSCRIPTIONS_COPY.shiftHint(formatSubscriptionDate(range.min), formatSubscriptionDate(range.max))}
                </span>
              )}
              <FieldError id={`${id}-error`} error={error} />
            </div>
          </>
        );
      }}
    </DialogForm>
  );
}
