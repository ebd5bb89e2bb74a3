import { type Address, STATED_DELIVERY, formatPaise } from '@so/contract';
import type { SubscriptionCheckoutState } from '@so/stores';
import { Icon, Link } from '@so/ui';
import { useId, type FormEvent, type Ref } from 'react';
import { routes } from '../shared/links.ts';
import { SubscriptionUnitPrice } from '../shared/SubscriptionUnitPrice.tsx';
import { AddressChoices } from './AddressChoices.tsx';
import { CHECKOUT_COPY } from './copy.ts';
import { subscriptionMeetsMinimum, subscriptionTotals } from './subscription.ts';
import { BelowMinimumAlert, FailureAlert, PayableRow, ShippingRow, SummaryItem, SummaryPanel, type CheckoutFailure } from './SummaryParts.tsx';

export interface SubscriptionCheckoutViewProps {
  subscription: SubscriptionCheckoutState['subscription'];
  /** Saved addresses, the default first. */
  addresses: readonly Address[];
  /** SO Elite members ship free. */
  elite: boolean;
  addressId: number | null;
  /** The required-address message after a refused submit. */
  addressError?: string;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first invalid choice. */
  formRef?: Ref<HTMLFormElement>;
  showAll: boolean;
  processing: boolean;
  failure: CheckoutFailure | null;
  /** Navigation state for Add New Address, so coming back returns to this checkout. */
  addAddressState?: unknown;
  onChoose: (addressId: number) => void;
  onShowAll: () => void;
  onSubmit: () => void;
}

/**
 * /checkout for a subscription: the address choice as for any order, the delivery
 * schedule, payment fixed to automatic online payment (no cash on delivery, coins, voucher or
 * gift), and the subscribed product with its price, shipping and what the first order costs.
 */
export function SubscriptionCheckoutView(props: SubscriptionCheckoutViewProps) {
  const { subscription: s, addresses, elite, addressId, processing, failure, onSubmit } = props;
  const ids = useId();
  const address = addresses.find((a) => a.id === addressId) ?? null;
  const totals = subscriptionTotals(s, address, elite);
  const belowMinimum = !subscriptionMeetsMinimum(s);
  const every = CHECKOUT_COPY.every(s.delivery_option.duration);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!processing) onSubmit();
  };

  return (
    <div className="co container">
      <h1>
        {CHECKOUT_COPY.title}
        <span className="co__subtitle">{CHECKOUT_COPY.subscriptionTitle}</span>
      </h1>
      <form ref={props.formRef} className="co__layout" onSubmit={submit} noValidate aria-busy={processing}>
        <div className="co__main">
          <AddressChoices
            addresses={addresses}
            chosenId={addressId}
            showAll={props.showAll}
            disabled={processing}
            error={props.addressError}
            addAddressState={props.addAddressState}
            onChoose={props.onChoose}
            onShowAll={props.onShowAll}
          />

          <section className="co__section" aria-labelledby={`${ids}-schedule`} part="delivery">
            <h2 id={`${ids}-schedule`} className="co__heading">
              {CHECKOUT_COPY.scheduleTitle}
            </h2>
            <p className="co__delivery">
              <Icon name="truck" />
              <span>
                <strong>{s.delivery_option.name}</strong> — {every}
              </span>
            </p>
            <p className="co__muted co__hint">{CHECKOUT_COPY.scheduleHint(STATED_DELIVERY, every)}</p>
          </section>

          <section className="co__section" aria-labelledby={`${ids}-payment`} part="payment">
            <h2 id={`${ids}-payment`} className="co__heading">
              {CHECKOUT_COPY.paymentLegend}
            </h2>
            <p className="co__fixed-pay">
              <strong>{CHECKOUT_COPY.online}</strong> — {CHECKOUT_COPY.automaticTitle}
            </p>
            <p className="co__muted co__hint">{CHECKOUT_COPY.automaticHint}</p>
          </section>
        </div>

        <SummaryPanel
          headingId={`${ids}-summary`}
          items={
            <SummaryItem image={s.image} name={s.product_name} quantity={s.quantity} total={totals.perDelivery}>
              <span className="co__muted">
                {s.delivery_option.name}, {every}
              </span>
              <SubscriptionUnitPrice className="co__sub-price" regularPaise={s.unit_price} subscriptionPaise={totals.unit} discountPercent={s.discount_percent} />
            </SummaryItem>
          }
        >
          <dl className="co__totals">
            <div>
              <dt>{CHECKOUT_COPY.perDelivery}</dt>
              <dd>{formatPaise(totals.perDelivery)}</dd>
            </div>
            <ShippingRow paise={totals.shipping} />
            <PayableRow label={CHECKOUT_COPY.payableNow} paise={totals.payable} shippingPending={totals.shipping === null} />
          </dl>
          <p className="co__muted co__hint">{CHECKOUT_COPY.pricesIncludeGst}</p>
          <p className="co__notice">{CHECKOUT_COPY.cartClearedNote}</p>
          {belowMinimum && <BelowMinimumAlert />}
          <FailureAlert failure={failure} />
          <button type="submit" className="btn co__submit" disabled={processing || belowMinimum} aria-busy={processing} part="place-order">
            {processing ? CHECKOUT_COPY.processing : CHECKOUT_COPY.subscribeAndPay}
          </button>
          <Link to={routes.product(s.product_id, s.product_name)} className="btn btn--ghost co__back">
            {CHECKOUT_COPY.backToProduct}
          </Link>
        </SummaryPanel>
      </form>
    </div>
  );
}
