import type { ProductSubscription } from '@so/contract';
import { Dialog } from '@so/ui';
import type { ReactNode } from 'react';
import { SUBSCRIPTIONS_COPY } from './copy.ts';

export interface DialogFormProps {
  /** The subscription the dialog is about; open while it is set. */
  subscription: ProductSubscription | null;
  title: string;
  /** The change is being sent: the submit button says `busyLabel` and waits. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** The fields, for the subscription shown. */
  children: (subscription: ProductSubscription) => ReactNode;
}

/** The Edit Subscription and Shift Order dialogs' frame: the product's name, the fields, Cancel and the submit button. */
export function DialogForm({ subscription, title, busy, submitLabel, busyLabel, onSubmit, onClose, children }: DialogFormProps) {
  return (
    <Dialog open={subscription !== null} title={title} onClose={onClose} className="subs__dialog">
      {subscription && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <p className="subs__dialog-product">{subscription.product_details.name}</p>
          {children(subscription)}
          <div className="subs__dialog-actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {SUBSCRIPTIONS_COPY.cancel}
            </button>
            <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
              {busy ? busyLabel : submitLabel}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
