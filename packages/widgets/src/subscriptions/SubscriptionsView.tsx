import {
  formatSubscriptionDate,
  MSG,
  readCalendarDay,
  shiftOffered,
  upcomingDelivery,
  type IsoDate,
  type ProductSubscription,
} from '@so/contract';
import { Img, Link, Price, useStyles, type AsyncState } from '@so/ui';
import { routes } from '../shared/links.ts';
import { SUBSCRIPTIONS_COPY } from './copy.ts';
import { ListStates } from './ListStates.tsx';
import styles from './subscriptions.css?inline';

export interface SubscriptionsViewProps {
  state: AsyncState<readonly ProductSubscription[]>;
  /** The store's calendar day (Asia/Kolkata): whether Shift Order is offered depends on it. */
  today: IsoDate;
  onEdit: (subscription: ProductSubscription) => void;
  onShift: (subscription: ProductSubscription) => void;
  onRetry: () => void;
}

/**
 * /subscribe/{productId} and /subscribe: Back to Profile, a spinner while loading, the
 * Error! alert (no cards then), No Subscriptions Found, or a card per subscription with
 * Edit Subscription and, while allowed, Shift Order.
 */
export function SubscriptionsView({ state, today, onEdit, onShift, onRetry }: SubscriptionsViewProps) {
  useStyles(styles);
  return (
    <div className="subs container">
      <p className="subs__back">
        <Link to={routes.subscribeTab()} className="btn btn--ghost btn--small" part="back">
          <span aria-hidden="true">←</span> {SUBSCRIPTIONS_COPY.backToProfile}
        </Link>
      </p>
      <h1>{SUBSCRIPTIONS_COPY.title}</h1>
      <ListStates
        state={state}
        loading={SUBSCRIPTIONS_COPY.loading}
        error={{ title: MSG.subscriptionDetailError, refused: MSG.subscriptionDetailFailed, failed: MSG.subscriptionDetailFetchError }}
        empty={MSG.noSubscriptionsFound}
        onRetry={onRetry}
      >
        {(list) => (
          <ul className="subs__list">
            {list.map((subscription) => (
              <li key={subscription.id}>
                <SubscriptionCard subscription={subscription} today={today} onEdit={onEdit} onShift={onShift} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}

function DateText({ date }: { date: IsoDate | null }) {
  return date ? <time dateTime={date}>{formatSubscriptionDate(date)}</time> : <>{SUBSCRIPTIONS_COPY.notScheduled}</>;
}

export function SubscriptionCard({
  subscription,
  today,
  onEdit,
  onShift,
}: {
  subscription: ProductSubscription;
  today: IsoDate;
  onEdit: (subscription: ProductSubscription) => void;
  onShift: (subscription: ProductSubscription) => void;
}) {
  const { product_details: product } = subscription;
  const href = routes.product(product.id, product.name);
  const option = subscription.delivery_options_details[0];
  const regular = readCalendarDay(subscription.next_delivery_date);
  const shifted = readCalendarDay(subscription.shifted_delivery_date);
  const next = upcomingDelivery(subscription);
  const start = readCalendarDay(subscription.start_date);
  const canShift = shiftOffered({ active: subscription.active, nextDelivery: regular, alreadyShifted: shifted !== null, today });

  return (
    <article className="subs__card" aria-label={product.name} part="subscription">
      <Link to={href} className="subs__image" tabIndex={-1} aria-hidden="true">
        <Img src={product.image1 ?? product.home_image} alt="" width={120} height={120} widths={[320]} sizes="120px" />
      </Link>
      <div className="subs__body">
        <div className="subs__head">
          <h2>
            <Link to={href}>{product.name}</Link>
          </h2>
          <span className={`badge subs__status subs__status--${subscription.active ? 'active' : 'paused'}`} part="status">
            {subscription.active ? SUBSCRIPTIONS_COPY.active : SUBSCRIPTIONS_COPY.paused}
          </span>
        </div>
        <dl className="subs__facts">
          <div>
            <dt>{SUBSCRIPTIONS_COPY.quantity}</dt>
            <dd>{subscription.quantity}</dd>
          </div>
          <div>
            <dt>{SUBSCRIPTIONS_COPY.deliveryOption}</dt>
            <dd>{option ? SUBSCRIPTIONS_COPY.deliveryEvery(option.name, option.duration) : SUBSCRIPTIONS_COPY.notScheduled}</dd>
          </div>
          {subscription.subscription_price !== undefined && (
            <div>
              <dt>{SUBSCRIPTIONS_COPY.unitPrice}</dt>
              <dd>
                <Price paise={subscription.subscription_price} /> {SUBSCRIPTIONS_COPY.perUnit}
              </dd>
            </div>
          )}
          {subscription.total_price !== undefined && (
            <div>
              <dt>{SUBSCRIPTIONS_COPY.total}</dt>
              <dd>
                <Price paise={subscription.total_price} />
              </dd>
            </div>
          )}
          <div>
            <dt>{SUBSCRIPTIONS_COPY.discount}</dt>
            <dd>{SUBSCRIPTIONS_COPY.percentOff(subscription.discount_percent)}</dd>
          </div>
          <div>
            <dt>{SUBSCRIPTIONS_COPY.startDate}</dt>
            <dd>
              <DateText date={start} />
            </dd>
          </div>
          <div>
            <dt>{SUBSCRIPTIONS_COPY.nextDelivery}</dt>
            <dd>
              <DateText date={next} />
              {shifted !== null && regular !== null && shifted !== regular && (
                <span className="subs__muted"> ({SUBSCRIPTIONS_COPY.shiftedFrom(formatSubscriptionDate(regular))})</span>
              )}
            </dd>
          </div>
        </dl>
        <div className="subs__actions" part="actions">
          <button
            type="button"
            className="btn btn--small"
            onClick={() => onEdit(subscription)}
            aria-label={SUBSCRIPTIONS_COPY.editSubscriptionOf(product.name)}
            part="edit"
          >
            {SUBSCRIPTIONS_COPY.editSubscription}
          </button>
          {canShift && (
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => onShift(subscription)}
              aria-label={SUBSCRIPTIONS_COPY.shiftOrderOf(product.name)}
              part="shift"
            >
              {SUBSCRIPTIONS_COPY.shiftOrder}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** Visitors see this behind the login prompt. */
export function SubscriptionsLogin({ onLogin }: { onLogin: () => void }) {
  return (
    <div className="subs container subs__login">
      <p>{SUBSCRIPTIONS_COPY.loginPrompt}</p>
      <button type="button" className="btn" onClick={onLogin}>
        {SUBSCRIPTIONS_COPY.logIn}
      </button>
    </div>
  );
}
