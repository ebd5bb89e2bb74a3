import {
  type DeliveryOption,
  STATED_DELIVERY,
  MSG,
  PAYMENT_METHODS,
  formatPaise,
  type PaymentMethod,
} from '@so/contract';
import { EmptyState, ErrorState, Icon, Link, Skeleton, type AsyncState } from '@so/ui';
import { useId, type FormEvent, type Ref } from 'react';
import { FieldError } from '../shared/FieldError.tsx';
import { routes } from '../shared/links.ts';
import { AddressChoices, Radio, type ChoiceProps } from './AddressChoices.tsx';
import { checkoutTotals, meetsMinimum, type CheckoutData, type CheckoutErrors, type CheckoutValues } from './checkout.ts';
import { CHECKOUT_COPY } from './copy.ts';
import { BelowMinimumAlert, FailureAlert, PayableRow, ShippingRow, SummaryItem, SummaryPanel, type CheckoutFailure } from './SummaryParts.tsx';

export type { CheckoutFailure } from './SummaryParts.tsx';

export interface CheckoutViewProps {
  data: CheckoutData;
  delivery: AsyncState<readonly DeliveryOption[]>;
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** The form's ref (useForm's formRef): a refused submit moves the focus to its first invalid choice. */
  formRef?: Ref<HTMLFormElement>;
  /** All addresses shown (otherwise the first 2 and Show all addresses). */
  showAll: boolean;
  processing: boolean;
  failure: CheckoutFailure | null;
  /** Navigation state for Add New Address, so coming back returns to this checkout. */
  addAddressState?: unknown;
  onChange: (patch: Partial<CheckoutValues>) => void;
  onShowAll: () => void;
  onSubmit: () => void;
}

/** The name of the delivery method shown at checkout: the store's standard option. */
export function deliveryMethodName(options: readonly DeliveryOption[]): string {
  const standard = options.find((o) => /standard/i.test(o.name));
  return standard?.name ?? CHECKOUT_COPY.standardDelivery;
}

/** /checkout: address, delivery method, payment method, gift, and the order summary. */
export function CheckoutView(props: CheckoutViewProps) {
  const { data, values, errors, showAll, processing, failure, onChange, onSubmit } = props;
  const ids = useId();
  const address = data.addresses.find((a) => a.id === values.addressId) ?? null;
  const totals = checkoutTotals(data, address);
  const belowMinimum = !meetsMinimum(data);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!processing) onSubmit();
  };

  const submitLabel = processing ? CHECKOUT_COPY.processing : values.payType === 'Online' ? CHECKOUT_COPY.proceedToPay : CHECKOUT_COPY.placeOrder;

  return (
    <div className="co container">
      <h1>{CHECKOUT_COPY.title}</h1>
      <form ref={props.formRef} className="co__layout" onSubmit={submit} noValidate aria-busy={processing}>
        <div className="co__main">
          <AddressChoices
            addresses={data.addresses}
            chosenId={values.addressId}
            showAll={showAll}
            disabled={processing}
            error={errors.address}
            addAddressState={props.addAddressState}
            onChoose={(addressId) => onChange({ addressId })}
            onShowAll={props.onShowAll}
          />

          <section className="co__section" aria-labelledby={`${ids}-delivery`} part="delivery">
            <h2 id={`${ids}-delivery`} className="co__heading">
              {CHECKOUT_COPY.deliveryTitle}
            </h2>
            <DeliveryMethod state={props.delivery} />
          </section>

          <fieldset
            className={errors.payType ? 'co__section co__section--invalid' : 'co__section'}
            aria-describedby={errors.payType ? `${ids}-pay-error` : undefined}
            part="payment"
          >
            <legend>
              <span className="co__heading">{CHECKOUT_COPY.paymentLegend}</span>
            </legend>
            <div className="co__pay">
              {PAYMENT_METHODS.map((pay) => (
                <PayChoice
                  key={pay}
                  pay={pay}
                  name={`${ids}-pay`}
                  checked={values.payType === pay}
                  disabled={processing}
                  error={errors.payType ? `${ids}-pay-error` : undefined}
                  onChoose={() => onChange({ payType: pay })}
                />
              ))}
            </div>
            <FieldError id={`${ids}-pay-error`} error={errors.payType} />
          </fieldset>

          <section className="co__section" aria-labelledby={`${ids}-gift`} part="gift">
            <h2 id={`${ids}-gift`} className="co__heading">
              {CHECKOUT_COPY.giftTitle}
            </h2>
            <label className="co__check">
              <input type="checkbox" checked={values.gift} disabled={processing} onChange={(e) => onChange({ gift: e.target.checked })} />
              {CHECKOUT_COPY.giftLabel}
            </label>
            {values.gift && (
              <div className="field co__gift-message">
                <label htmlFor={`${ids}-gift-message`}>{CHECKOUT_COPY.giftMessage}</label>
                <textarea
                  id={`${ids}-gift-message`}
                  rows={3}
                  maxLength={500}
                  value={values.giftMessage}
                  readOnly={processing}
                  onChange={(e) => onChange({ giftMessage: e.target.value })}
                />
              </div>
            )}
          </section>
        </div>

        <SummaryPanel
          headingId={`${ids}-summary`}
          items={data.items.map((item) => (
            <SummaryItem key={item.id} image={item.product_image} name={item.product_name} quantity={item.quantity} total={item.total} />
          ))}
        >
          <dl className="co__totals">
            <div>
              <dt>{CHECKOUT_COPY.total}</dt>
              <dd>{formatPaise(data.total)}</dd>
            </div>
            {data.discount > 0 && (
              <div>
                <dt>{CHECKOUT_COPY.discount(data.voucherCode)}</dt>
                <dd>−{formatPaise(data.discount)}</dd>
              </div>
            )}
            <ShippingRow paise={totals.shipping} />
            {data.usedCoin > 0 && (
              <div>
                <dt>{CHECKOUT_COPY.coinsRedeemed}</dt>
                <dd>−{formatPaise(totals.coins)}</dd>
              </div>
            )}
            <PayableRow label={CHECKOUT_COPY.payable} paise={totals.payable} shippingPending={totals.shipping === null} />
          </dl>
          <p className="co__coins" part="coins">
            <Icon name="star" /> {data.usedCoin > 0 ? CHECKOUT_COPY.noCoinsWhenRedeemed : CHECKOUT_COPY.coinsEarned(totals.earned)}
          </p>
          {data.voucherProblem && data.voucherCode === null && (
            <p className="co__notice" role="status">
              {data.voucherProblem}
            </p>
          )}
          {belowMinimum && <BelowMinimumAlert />}
          <FailureAlert failure={failure} />
          <button type="submit" className="btn co__submit" disabled={processing || belowMinimum} aria-busy={processing} part="place-order">
            {submitLabel}
          </button>
          <Link to={routes.cart()} className="btn btn--ghost co__back">
            {CHECKOUT_COPY.backToCart}
          </Link>
        </SummaryPanel>
      </form>
    </div>
  );
}

function PayChoice({ pay, ...choice }: ChoiceProps & { pay: PaymentMethod }) {
  return (
    <label className={choice.checked ? 'co__choice co__choice--on' : 'co__choice'}>
      <Radio {...choice} value={pay} />
      <span className="co__choice-body">
        <strong>{pay === 'COD' ? CHECKOUT_COPY.cod : CHECKOUT_COPY.online}</strong>
        <span className="co__line co__muted">{pay === 'COD' ? CHECKOUT_COPY.codHint : CHECKOUT_COPY.onlineHint}</span>
      </span>
    </label>
  );
}

function DeliveryMethod({ state }: { state: AsyncState<readonly DeliveryOption[]> }) {
  if (state.status === 'loading') return <Skeleton height={44} />;
  const name = state.status === 'ready' ? deliveryMethodName(state.data) : CHECKOUT_COPY.standardDelivery;
  return (
    <>
      <p className="co__delivery">
        <Icon name="truck" />
        <span>
          <strong>{name}</strong> — {CHECKOUT_COPY.deliveryIn(STATED_DELIVERY)}
        </span>
      </p>
      {state.status === 'error' && <p className="co__muted">{`${MSG.deliveryOptionsFailed}. ${MSG.deliveryOptionsRefresh}`}</p>}
    </>
  );
}

/** The page's placeholder while the cart, addresses and voucher load. */
export function CheckoutSkeleton() {
  return (
    <div className="co container" role="status" aria-busy="true">
      <span className="visually-hidden">{CHECKOUT_COPY.loading}</span>
      <Skeleton height={32} width={180} />
      <div className="co__layout">
        <div className="co__main">
          <Skeleton height={120} />
          <Skeleton height={120} />
          <Skeleton height={60} />
          <Skeleton height={110} />
        </div>
        <div className="co__summary">
          <Skeleton height={280} />
        </div>
      </div>
    </div>
  );
}

/** Loading failed: the checkout's texts, with Try again. */
export function CheckoutError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="co container">
      <h1>{CHECKOUT_COPY.title}</h1>
      <ErrorState title={MSG.somethingWentWrong} description={MSG.tryAgainLater} onRetry={onRetry} />
    </div>
  );
}

/** The cart emptied meanwhile (e.g. the order was placed in another tab). */
export function CheckoutEmpty() {
  return (
    <div className="co container">
      <h1>{CHECKOUT_COPY.title}</h1>
      <EmptyState>
        <p>
          <strong>{MSG.cartEmpty}</strong>
        </p>
        <p>{CHECKOUT_COPY.cartEmptyHint}</p>
        <Link to={routes.shop()} className="btn">
          {MSG.shopNow}
        </Link>
      </EmptyState>
    </div>
  );
}

/** No saved address (shown when the shopper came back from the address form without saving one). */
export function CheckoutNoAddress({ addAddressState }: { addAddressState?: unknown }) {
  return (
    <div className="co container">
      <h1>{CHECKOUT_COPY.title}</h1>
      <EmptyState>
        <p>{CHECKOUT_COPY.noAddressHint}</p>
        <Link to={routes.addAddress()} state={addAddressState} className="btn" part="add-address">
          {CHECKOUT_COPY.addNewAddress}
        </Link>
      </EmptyState>
    </div>
  );
}

/** Visitors see this behind the login prompt. */
export function CheckoutLogin({ onLogin }: { onLogin: () => void }) {
  return (
    <div className="co container co__login">
      <h1>{CHECKOUT_COPY.title}</h1>
      <p>{CHECKOUT_COPY.loginPrompt}</p>
      <button type="button" className="btn" onClick={onLogin}>
        {CHECKOUT_COPY.logIn}
      </button>
    </div>
  );
}
