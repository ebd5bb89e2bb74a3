import { Price, useStyles } from '@so/ui';
import styles from './subscription-price.css?inline';
import { SUBSCRIBE_PRICE_COPY } from './subscribe-copy.ts';

export interface SubscriptionUnitPriceProps {
  /** One unit at the product's price (paise). */
  regularPaise: number;
  /** One unit on subscription: the price less the discount (paise). */
  subscriptionPaise: number;
  /** The discount, whole percent; 0 shows neither the struck price nor "% off". */
  discountPercent: number;
  className?: string;
}

/**
 * One unit on Subscribe and Save: the regular price struck through, the subscription price
 * "per unit" and "N% off" (the struck and the new price are named in words for screen readers).
 */
export function SubscriptionUnitPrice({ regularPaise, subscriptionPaise, discountPercent, className }: SubscriptionUnitPriceProps) {
  useStyles(styles);
  const discounted = discountPercent > 0;
  return (
    <span className={className ? `sub-price ${className}` : 'sub-price'}>
      {discounted && (
        <s className="sub-price__regular">
          <span className="visually-hidden">{SUBSCRIBE_PRICE_COPY.regularPrice} </span>
          <Price paise={regularPaise} />
        </s>
      )}{' '}
      <span className="sub-price__now">
        <span className="visually-hidden">{SUBSCRIBE_PRICE_COPY.subscriptionPrice} </span>
        <Price paise={subscriptionPaise} />
      </span>{' '}
      <span className="sub-price__per">{SUBSCRIBE_PRICE_COPY.perUnit}</span>
      {discounted && (
        <>
          {' '}
          <span className="badge">{SUBSCRIBE_PRICE_COPY.percentOff(discountPercent)}</span>
        </>
      )}
    </span>
  );
}
