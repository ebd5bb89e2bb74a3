import type { DeliveryOption, ProductSubscription } from '@so/contract';
import { useId } from 'react';
import { FieldError } from '../shared/FieldError.tsx';
import { SUBSCRIPTIONS_COPY } from './copy.ts';
import { DialogForm } from './DialogForm.tsx';
import type { EditErrors, EditValues } from './subscription.ts';

export interface EditSubscriptionDialogProps {
  /** The subscription being edited; the dialog is open while it is set. */
  subscription: ProductSubscription | null;
  values: EditValues;
  errors: EditErrors;
  /** GET /delivery-options/ (empty when it failed). */
  options: readonly DeliveryOption[];
  /** The change is being sent. */
  busy: boolean;
  onChange: (values: EditValues) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** Not a number (or nothing) typed: the quantity falls back to 1. */
const notANumber = (text: string) => text.trim() === '' || !Number.isFinite(Number(text));

/** Edit Subscription: status (Active/Inactive), delivery option and quantity (min 1). */
export function EditSubscriptionDialog({ subscription, values, errors, options, busy, onChange, onSubmit, onClose }: EditSubscriptionDialogProps) {
  const id = useId();
  return (
    <DialogForm
      subscription={subscription}
      title={SUBSCRIPTIONS_COPY.editSubscription}
      busy={busy}
      submitLabel={SUBSCRIPTIONS_COPY.save}
      busyLabel={SUBSCRIPTIONS_COPY.saving}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {() => (
        <>
          <div className="field">
            <label htmlFor={`${id}-status`}>{SUBSCRIPTIONS_COPY.status}</label>
            <select id={`${id}-status`} value={values.active ? 'active' : 'inactive'} onChange={(e) => onChange({ ...values, active: e.target.value === 'active' })}>
              <option value="active">{SUBSCRIPTIONS_COPY.statusActive}</option>
              <option value="inactive">{SUBSCRIPTIONS_COPY.statusInactive}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-option`}>{SUBSCRIPTIONS_COPY.deliveryOption}</label>
            {/* Keyed on the options: preact/compat does not choose the value again when options arrive later. */}
            <select
              key={options.length}
              id={`${id}-option`}
              value={values.deliveryOption ?? ''}
              required
              aria-invalid={errors.deliveryOption ? true : undefined}
              aria-describedby={errors.deliveryOption ? `${id}-option-error` : undefined}
              onChange={(e) => onChange({ ...values, deliveryOption: e.target.value === '' ? null : Number(e.target.value) })}
            >
              <option value="" disabled>
                {SUBSCRIPTIONS_COPY.chooseDeliveryOption}
              </option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {SUBSCRIPTIONS_COPY.deliveryEvery(option.name, option.duration)}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-option-error`} error={errors.deliveryOption} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-quantity`}>{SUBSCRIPTIONS_COPY.quantity}</label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              value={values.quantity}
              aria-invalid={errors.quantity ? true : undefined}
              aria-describedby={`${id}-quantity-hint${errors.quantity ? ` ${id}-quantity-error` : ''}`}
              onChange={(e) => onChange({ ...values, quantity: e.target.value })}
              onBlur={() => notANumber(values.quantity) && onChange({ ...values, quantity: '1' })}
            />
            <span id={`${id}-quantity-hint`} className="subs__muted">
              {SUBSCRIPTIONS_COPY.quantityHint}
            </span>
            <FieldError id={`${id}-quantity-error`} error={errors.quantity} />
          </div>
        </>
      )}
    </DialogForm>
  );
}
