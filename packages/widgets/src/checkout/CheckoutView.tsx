import {
  type Address,
  type DeliveryOption,
  CHECKOUT_ADDRESSES_SHOWN,
  STATED_DELIVERY,
  MSG,
  PAYMENT_METHODS,
  formatPaise,
  type PaymentMethod,
} from '@so/contract';
import { EmptyState, ErrorState, Icon, Img, Link, Skeleton, type AsyncState } from '@so/ui';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { routes } from '../shared/links.ts';
import { checkoutTotals, meetsMinimum, type CheckoutData, type CheckoutErrors, type CheckoutValues } from './checkout.ts';
import { CHECKOUT_COPY } from './copy.ts';

export interface CheckoutFailure {
  title: string;
  description?: string;
}

export interface CheckoutViewProps {
  data: CheckoutData;
  delivery: AsyncState<readonly DeliveryOption[]>;
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** Bumped after each refused submit: focus moves to the first choice still missing. */
  attempt?: number;
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
  const addressGroup = useRef<HTMLFieldSetElement>(null);
  const payGroup = useRef<HTMLFieldSetElement>(null);
  const address = data.addresses.find((a) => a.id === values.addressId) ?? null;
  const totals = checkoutTotals(data, address);
  const belowMinimum = !meetsMinimum(data);
  const shown = showAll ? data.addresses : data.addresses.slice(0, CHECKOUT_ADDRESSES_SHOWN);
  // A chosen address stays visible even when it is not among the first two.
  const visible = address && !shown.includes(address) ? [...shown, address] : shown;
  const hidden = data.addresses.length - visible.length;

  useEffect(() => {
    if (!props.attempt) return;
    const group = errors.address ? addressGroup.current : errors.payType ? payGroup.current : null;
    group?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!processing) onSubmit();
  };

  const submitLabel = processing ? CHECKOUT_COPY.processing : values.payType === 'Online' ? CHECKOUT_COPY.proceedToPay : CHECKOUT_COPY.placeOrder;

  return (
    <div className="co container">
      <h1>{CHECKOUT_COPY.title}</h1>
      <form className="co__layout" onSubmit={submit} noValidate aria-busy={processing}>
        <div className="co__main">
          <fieldset
            ref={addressGroup}
            className={errors.address ? 'co__section co__section--invalid' : 'co__section'}
            aria-describedby={errors.address ? `${ids}-address-error` : undefined}
            part="addresses"
          >
            <legend>
              <span className="co__heading">{CHECKOUT_COPY.addressTitle}</span>
              <span className="visually-hidden"> — {CHECKOUT_COPY.addressLegend}</span>
            </legend>
            <ul className="co__addresses">
              {visible.map((a) => (
                <li key={a.id}>
                  <AddressChoice
                    address={a}
                    name={`${ids}-address`}
                    checked={a.id === values.addressId}
                    disabled={processing}
                    error={errors.address ? `${ids}-address-error` : undefined}
                    onChoose={() => onChange({ addressId: a.id })}
                  />
                </li>
              ))}
            </ul>
            <div className="co__address-actions">
              {hidden > 0 && (
                <button type="button" className="btn btn--ghost btn--small" onClick={props.onShowAll} part="show-all">
                  {CHECKOUT_COPY.showAllAddresses}
                  <span className="visually-hidden"> ({data.addresses.length})</span>
                </button>
              )}
              <Link to={routes.addAddress()} state={props.addAddressState} className="btn btn--ghost btn--small">
                + {CHECKOUT_COPY.addNewAddress}
              </Link>
            </div>
            {errors.address && (
              <p className="field__error" id={`${ids}-address-error`} role="alert">
                {errors.address}
              </p>
            )}
          </fieldset>

          <section className="co__section" aria-labelledby={`${ids}-delivery`} part="delivery">
            <h2 id={`${ids}-delivery`} className="co__heading">
              {CHECKOUT_COPY.deliveryTitle}
            </h2>
            <DeliveryMethod state={props.delivery} />
          </section>

          <fieldset
            ref={payGroup}
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
            {errors.payType && (
              <p className="field__error" id={`${ids}-pay-error`} role="alert">
                {errors.payType}
              </p>
            )}
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

        <aside className="co__summary" aria-labelledby={`${ids}-summary`} part="summary">
          <h2 id={`${ids}-summary`} className="co__heading">
            {CHECKOUT_COPY.summaryTitle}
          </h2>
          <ul className="co__items" aria-label={CHECKOUT_COPY.items}>
            {data.items.map((item) => (
              <li key={item.id}>
                <Img className="co__thumb" src={item.product_image} alt="" width={48} height={48} widths={[320]} sizes="48px" />
                <span className="co__item-name">
                  {item.product_name}
                  <span className="co__muted">{CHECKOUT_COPY.quantity(item.quantity)}</span>
                </span>
                <span className="price">{formatPaise(item.total)}</span>
              </li>
            ))}
          </ul>
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
            <div>
              <dt>{CHECKOUT_COPY.shipping}</dt>
              <dd>{totals.shipping === null ? <span className="co__muted">{CHECKOUT_COPY.shippingPending}</span> : totals.shipping === 0 ? CHECKOUT_COPY.free : formatPaise(totals.shipping)}</dd>
            </div>
            {data.usedCoin > 0 && (
              <div>
                <dt>{CHECKOUT_COPY.coinsRedeemed}</dt>
                <dd>−{formatPaise(totals.coins)}</dd>
              </div>
            )}
            <div className="co__payable">
              <dt>{CHECKOUT_COPY.payable}</dt>
              <dd>
                {formatPaise(totals.payable)}
                {totals.shipping === null && <span className="co__muted"> {CHECKOUT_COPY.plusShipping}</span>}
              </dd>
            </div>
          </dl>
          <p className="co__coins" part="coins">
            <Icon name="star" /> {data.usedCoin > 0 ? CHECKOUT_COPY.noCoinsWhenRedeemed : CHECKOUT_COPY.coinsEarned(totals.earned)}
          </p>
          {data.voucherProblem && data.voucherCode === null && (
            <p className="co__notice" role="status">
              {data.voucherProblem}
            </p>
          )}
          {belowMinimum && (
            <div className="alert" role="alert">
              <strong>{MSG.cannotProceedToCheckout}</strong>
              <span>{MSG.minimumOrderValue}</span>
            </div>
          )}
          {failure && (
            <div className="alert" role="alert" part="error">
              <strong>{failure.title}</strong>
              {failure.description && <span>{failure.description}</span>}
            </div>
          )}
          <button type="submit" className="btn co__submit" disabled={processing || belowMinimum} aria-busy={processing} part="place-order">
            {submitLabel}
          </button>
          <Link to={routes.cart()} className="btn btn--ghost co__back">
            {CHECKOUT_COPY.backToCart}
          </Link>
        </aside>
      </form>
    </div>
  );
}

interface ChoiceProps {
  name: string;
  checked: boolean;
  disabled: boolean;
  /** The id of the group's error message, when there is one. */
  error?: string;
  onChoose: () => void;
}

function Radio({ name, value, checked, disabled, error, onChoose }: ChoiceProps & { value: string | number }) {
  return (
    <input
      type="radio"
      name={name}
      value={value}
      checked={checked}
      disabled={disabled}
      required
      aria-invalid={error ? true : undefined}
      aria-describedby={error}
      onChange={onChoose}
    />
  );
}

function AddressChoice({ address, ...choice }: ChoiceProps & { address: Address }) {
  const fullName = address.full_name?.trim() || MSG.noName;
  const place = [address.city_obj?.name, address.state_obj?.name, address.postal_code].filter(Boolean).join(', ');
  return (
    <label className={choice.checked ? 'co__choice co__choice--on' : 'co__choice'}>
      <Radio {...choice} value={address.id} />
      <span className="co__choice-body">
        <span className="co__choice-head">
          <strong>{fullName}</strong>
          <span className="badge">{address.address_tags}</span>
          {address.is_default && <span className="badge">{CHECKOUT_COPY.defaultAddress}</span>}
        </span>
        {[address.address_line_1, address.address_line_2, address.landmark, place, address.mobile].filter(Boolean).map((line, i) => (
          <span key={i} className="co__line">
            {line}
          </span>
        ))}
      </span>
    </label>
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

/** Loading failed: SPEC §8's checkout texts, with Try again. */
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
