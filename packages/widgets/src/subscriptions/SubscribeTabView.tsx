import {
  deliveryCountdown,
  MSG,
  SUBSCRIPTION_PROGRESS_SCALE_DAYS,
  upcomingDelivery,
  type IsoDate,
  type ProductSubscription,
} from '@so/contract';
import { Img, Link, useStyles, type AsyncState } from '@so/ui';
import { routes } from '../shared/links.ts';
import { SUBSCRIPTIONS_COPY } from './copy.ts';
import { ListStates } from './ListStates.tsx';
import { countdownText } from './subscription.ts';
import styles from './subscriptions.css?inline';

export interface SubscribeTabViewProps {
  state: AsyncState<readonly ProductSubscription[]>;
  /** The store's calendar day (Asia/Kolkata) the countdown counts from. */
  today: IsoDate;
  /** Add Subscription (the connected tab goes to /shop after 500 ms). */
  onAdd: () => void;
  onRetry: () => void;
}

/**
 * The profile's #subscribe tab: a card per subscription with image, Qty, name, the
 * next-delivery countdown (Today, Tomorrow, N days; urgent at 3 days or fewer, said in words as
 * well as red; progress 30 − days left out of 30), Active/Paused Subscription and View Details;
 * Add Subscription. Errors: "Oops! Something went wrong"; empty: No Subscriptions Yet.
 */
export function SubscribeTabView({ state, today, onAdd, onRetry }: SubscribeTabViewProps) {
  useStyles(styles);
  return (
    <div className="subs-tab">
      <div className="subs-tab__bar">
        <h2>{SUBSCRIPTIONS_COPY.tabTitle}</h2>
        <button type="button" className="btn btn--small" onClick={onAdd} part="add-subscription">
          {SUBSCRIPTIONS_COPY.addSubscription}
        </button>
      </div>
      <ListStates
        state={state}
        loading={SUBSCRIPTIONS_COPY.tabLoading}
        error={{ title: MSG.subscriptionsOops, refused: MSG.subscriptionsFetchFailed, failed: MSG.subscriptionsFetchError }}
        empty={MSG.noSubscriptionsYet}
        onRetry={onRetry}
      >
        {(list) => (
          <ul className="subs-tab__list">
            {list.map((subscription) => (
              <li key={subscription.id}>
                <SubscribeCard subscription={subscription} today={today} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}

export function SubscribeCard({ subscription, today }: { subscription: ProductSubscription; today: IsoDate }) {
  const product = subscription.product_details;
  const next = upcomingDelivery(subscription);
  return (
    <article className="subs-tab__card" aria-label={product.name} part="subscription">
      <Img className="subs-tab__image" src={product.image1 ?? product.home_image} alt="" width={80} height={80} widths={[320]} sizes="80px" />
      <div className="subs-tab__body">
        <p className="subs__muted">{SUBSCRIPTIONS_COPY.qty(subscription.quantity)}</p>
        <h3>{product.name}</h3>
        <p className={`badge subs__status subs__status--${subscription.active ? 'active' : 'paused'}`}>
          {subscription.active ? SUBSCRIPTIONS_COPY.active : SUBSCRIPTIONS_COPY.paused}
        </p>
        {subscription.active && next !== null ? (
          <Countdown name={product.name} next={next} today={today} />
        ) : (
          <p className="subs-tab__paused">{SUBSCRIPTIONS_COPY.deliveriesPaused}</p>
        )}
        <Link
          to={routes.subscriptions(subscription.product)}
          className="btn btn--ghost btn--small"
          aria-label={SUBSCRIPTIONS_COPY.viewDetailsOf(product.name)}
          part="view-details"
        >
          {SUBSCRIPTIONS_COPY.viewDetails}
        </Link>
      </div>
    </article>
  );
}

function Countdown({ name, next, today }: { name: string; next: IsoDate; today: IsoDate }) {
  const { days, urgent, progress } = deliveryCountdown(next, today);
  return (
    <div className={`subs-tab__countdown${urgent ? ' subs-tab__countdown--urgent' : ''}`} part="countdown">
      <p>
        <span className="subs__muted">{SUBSCRIPTIONS_COPY.nextDelivery}: </span>
        <strong>{countdownText(days)}</strong>
        {urgent && (
          <span className="subs-tab__due">
            <span aria-hidden="true">⚠</span> {SUBSCRIPTIONS_COPY.dueSoon}
          </span>
        )}
      </p>
      <progress value={progress} max={SUBSCRIPTION_PROGRESS_SCALE_DAYS} aria-label={SUBSCRIPTIONS_COPY.progressOf(name)} />
    </div>
  );
}
