import { type DeliveryOption, type Product, MSG, meetsMinimumOrder } from '@so/contract';
import { Dialog, ErrorState, Price, Skeleton, type AsyncState } from '@so/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '../shared/FieldError.tsx';
import { SubscriptionUnitPrice } from '../shared/SubscriptionUnitPrice.tsx';
import { PRODUCT_COPY } from './copy.ts';
import { QuantityAlert, StockStepper, useStockQuantity } from './StockQuantity.tsx';
import { subscriptionQuote } from './subscribe.ts';

/** What the shopper chose in the dialog. */
export interface SubscribeChoice {
  quantity: number;
  option: DeliveryOption;
  discountPercent: number;
}

export interface SubscribeDialogProps {
  open: boolean;
  product: Pick<Product, 'name' | 'product_price' | 'available_stock_quantity'>;
  /** GET /delivery-options/: the schedules to choose from (a failure leaves the choice empty). */
  options: AsyncState<readonly DeliveryOption[]>;
  /** The store's Subscribe and Save discount, whole percent (GET /subscription-plans-info/). */
  discount: AsyncState<number>;
  /** The quantity the dialog starts from (the page's). */
  initialQuantity: number;
  onRetryDiscount?: () => void;
  onConfirm: (choice: SubscribeChoice) => void;
  onClose: () => void;
}

/**
 * The subscribe dialog: a delivery option (required), the quantity per delivery (1 to
 * the stock), the price with its discount and the total per delivery, and how deliveries are paid.
 * Proceed to checkout hands the choice on; the form starts afresh each time the dialog opens.
 */
export function SubscribeDialog(props: SubscribeDialogProps) {
  return (
    <Dialog open={props.open} title={PRODUCT_COPY.subscribeTitle} onClose={props.onClose} className="pd__sub-dialog">
      <SubscribeForm {...props} />
    </Dialog>
  );
}

function SubscribeForm({ product, options, discount, initialQuantity, onRetryDiscount, onConfirm, onClose }: SubscribeDialogProps) {
  const ids = useId();
  const stock = product.available_stock_quantity;
  const [optionId, setOptionId] = useState<number | null>(null);
  const quantity = useStockQuantity(stock, initialQuantity);
  const [attempted, setAttempted] = useState(false);
  const optionGroup = useRef<HTMLFieldSetElement>(null);

  const list = options.status === 'ready' ? options.data : [];
  const option = list.find((o) => o.id === optionId) ?? null;
  const check = quantity.check;
  const optionError = attempted && option === null && list.length > 0 ? PRODUCT_COPY.deliveryOptionRequired : null;
  const quote = discount.status === 'ready' && check.ok ? subscriptionQuote(product.product_price, discount.data, check.quantity) : null;
  const belowMinimum = quote !== null && !meetsMinimumOrder(quote.perDelivery, [product.name]);
  const canConfirm = list.length > 0 && discount.status === 'ready' && !belowMinimum;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (option === null) {
      optionGroup.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (!check.ok) {
      quantity.refuse();
      return;
    }
    if (discount.status !== 'ready' || belowMinimum) return;
    onConfirm({ quantity: check.quantity, option, discountPercent: discount.data });
  };

  return (
    <form className="pd__sub-form" onSubmit={submit} noValidate part="subscribe-form">
      <p className="pd__muted">{product.name}</p>

      <fieldset
        ref={optionGroup}
        className="pd__sub-options"
        aria-describedby={optionError ? `${ids}-option-error` : undefined}
        aria-busy={options.status === 'loading'}
      >
        <legend>{PRODUCT_COPY.deliveryOption}</legend>
        {options.status === 'loading' && (
          <div role="status">
            <span className="visually-hidden">{PRODUCT_COPY.loadingDeliveryOptions}</span>
            <Skeleton height={44} />
            <Skeleton height={44} />
          </div>
        )}
        {options.status === 'error' && <p className="pd__muted">{`${MSG.deliveryOptionsFailed}. ${MSG.deliveryOptionsRefresh}`}</p>}
        {list.map((o) => (
          <label key={o.id} className={o.id === optionId ? 'pd__sub-option pd__sub-option--on' : 'pd__sub-option'}>
            <input
              type="radio"
              name={`${ids}-option`}
              value={o.id}
              checked={o.id === optionId}
              required
              aria-invalid={optionError ? true : undefined}
              aria-describedby={optionError ? `${ids}-option-error` : undefined}
              onChange={() => setOptionId(o.id)}
            />
            <span>{o.name}</span>
            <span className="pd__muted">{PRODUCT_COPY.every(o.duration)}</span>
          </label>
        ))}
        <FieldError id={`${ids}-option-error`} error={optionError} />
      </fieldset>

      <div className="pd__sub-quantity">
        <span className="pd__sub-label" aria-hidden="true">
          {PRODUCT_COPY.subscriptionQuantity}
        </span>
        <StockStepper quantity={quantity} label={PRODUCT_COPY.subscriptionQuantity} errorId={`${ids}-qty-error`} />
        {quantity.problem && <QuantityAlert id={`${ids}-qty-error`} problem={quantity.problem} />}
      </div>

      <div className="pd__sub-price" part="subscription-price">
        {discount.status === 'loading' && (
          <div role="status">
            <span className="visually-hidden">{PRODUCT_COPY.loadingPrice}</span>
            <Skeleton height={56} />
          </div>
        )}
        {discount.status === 'error' && <ErrorState title={PRODUCT_COPY.priceFailed} onRetry={onRetryDiscount} />}
        {discount.status === 'ready' && (
          <SubscriptionPrice unitPrice={product.product_price} discountPercent={discount.data} perDelivery={quote?.perDelivery ?? null} />
        )}
      </div>
      {belowMinimum && (
        <div className="alert" role="alert">
          {MSG.minimumOrderValue}
        </div>
      )}

      <p className="pd__sub-note">{PRODUCT_COPY.automaticPayment}</p>
      <p className="pd__sub-note pd__muted">{PRODUCT_COPY.shippingAtCheckout}</p>

      <div className="pd__sub-actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {PRODUCT_COPY.cancel}
        </button>
        <button type="submit" className="btn" disabled={!canConfirm} part="subscribe-confirm">
          {PRODUCT_COPY.proceedToCheckout}
        </button>
      </div>
    </form>
  );
}

/** The unit price struck through, the subscription unit price with "N% off", and the total per delivery. */
function SubscriptionPrice({ unitPrice, discountPercent, perDelivery }: { unitPrice: number; discountPercent: number; perDelivery: number | null }) {
  const quote = subscriptionQuote(unitPrice, discountPercent, 1);
  return (
    <>
      <SubscriptionUnitPrice className="pd__sub-unit" regularPaise={quote.unit} subscriptionPaise={quote.subscriptionUnit} discountPercent={discountPercent} />
      {perDelivery !== null && (
        <p className="pd__sub-total" aria-live="polite">
          <span>{PRODUCT_COPY.perDelivery}</span> <Price paise={perDelivery} />
        </p>
      )}
    </>
  );
}
