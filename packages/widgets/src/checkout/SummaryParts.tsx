import { MSG, formatPaise } from '@so/contract';
import { Img } from '@so/ui';
import type { ReactNode } from 'react';
import { CHECKOUT_COPY } from './copy.ts';

export interface CheckoutFailure {
  title: string;
  description?: string;
}

/** The order summary beside the form: its heading, the ordered products, then the totals and actions. */
export function SummaryPanel({ headingId, items, children }: { headingId: string; items: ReactNode; children: ReactNode }) {
  return (
    <aside className="co__summary" aria-labelledby={headingId} part="summary">
      <h2 id={headingId} className="co__heading">
        {CHECKOUT_COPY.summaryTitle}
      </h2>
      <ul className="co__items" aria-label={CHECKOUT_COPY.items}>
        {items}
      </ul>
      {children}
    </aside>
  );
}

/** One ordered product in the summary: thumbnail, name, quantity (and more), line total. */
export function SummaryItem({ image, name, quantity, total, children }: { image: string | null | undefined; name: string | null | undefined; quantity: number; total: number; children?: ReactNode }) {
  return (
    <li>
      <Img className="co__thumb" src={image} alt="" width={48} height={48} widths={[320]} sizes="48px" />
      <span className="co__item-name">
        {name}
        <span className="co__muted">{CHECKOUT_COPY.quantity(quantity)}</span>
        {children}
      </span>
      <span className="price">{formatPaise(total)}</span>
    </li>
  );
}

/** The summary's shipping row: "Choose an address" until one is chosen, "Free", or ₹. */
export function ShippingRow({ paise }: { paise: number | null }) {
  return (
    <div>
      <dt>{CHECKOUT_COPY.shipping}</dt>
      <dd>{paise === null ? <span className="co__muted">{CHECKOUT_COPY.shippingPending}</span> : paise === 0 ? CHECKOUT_COPY.free : formatPaise(paise)}</dd>
    </div>
  );
}

/** The summary's total to pay ("+ shipping" while no address is chosen). */
export function PayableRow({ label, paise, shippingPending }: { label: string; paise: number; shippingPending: boolean }) {
  return (
    <div className="co__payable">
      <dt>{label}</dt>
      <dd>
        {formatPaise(paise)}
        {shippingPending && <span className="co__muted"> {CHECKOUT_COPY.plusShipping}</span>}
      </dd>
    </div>
  );
}

/** The ₹250 minimum order is not met. */
export function BelowMinimumAlert() {
  return (
    <div className="alert" role="alert">
      <strong>{MSG.cannotProceedToCheckout}</strong>
      <span>{MSG.minimumOrderValue}</span>
    </div>
  );
}

/** Why the order (or subscription) could not be placed, announced as an alert. */
export function FailureAlert({ failure }: { failure: CheckoutFailure | null }) {
  if (!failure) return null;
  return (
    <div className="alert" role="alert" part="error">
      <strong>{failure.title}</strong>
      {failure.description && <span>{failure.description}</span>}
    </div>
  );
}
