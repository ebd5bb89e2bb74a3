import {
  type OrderDetail,
  type OrderLine,
  canPayOrder,
  canReviewOrder,
  COIN_VALUE_PAISE,
  payMinutesLeft,
  RATING_SCALE,
  MSG,
  formatDate,
  formatDateTime,
  formatPaise,
} from '@so/contract';
import { EmptyState, ErrorState, Img, Link, Skeleton, Stars } from '@so/ui';
import { useId } from 'react';
import { routes } from '../shared/links.ts';
import { ORDER_COPY } from './copy.ts';
import { canInvoice, lineImage, orderLines, orderTimeline, sameAddress, type TimelineStep } from './order.ts';

export interface OrderDetailViewProps {
  order: OrderDetail;
  /** What the payment page said (the URL's ?payment=), or null. */
  payment: 'success' | 'failure' | null;
  /** Accept and Pay is asking for the payment page. */
  paying: boolean;
  /** The invoice is downloading. */
  downloading: boolean;
  onPay: () => void;
  onInvoice: () => void;
  /** Opens the Review Product dialog for a line. */
  onReview: (line: OrderLine) => void;
  /** The time the page shows the time left to pay against (default: when it renders). */
  now?: Date;
}

type Address = NonNullable<OrderDetail['billing_address']>;

function statusClass(status: string): string {
  const s = status.toLowerCase();
  if (s === 'delivered') return 'od__status--done';
  if (s === 'cancelled' || s === 'returned') return 'od__status--cancelled';
  if (s === 'pending') return 'od__status--pending';
  return 'od__status--active';
}

/** /orders/{orderId}: dates, status, addresses, products (with reviews), summary, gift, actions. */
export function OrderDetailView({ order, payment, paying, downloading, onPay, onInvoice, onReview, now = new Date() }: OrderDetailViewProps) {
  const ids = useId();
  const merged = sameAddress(order.billing_address, order.shipping_address);
  const payable = canPayOrder(order, now);
  // An unpaid online order's time left to pay (null: no deadline, or the order is paid or closed).
  const minutesLeft = order.is_paid || order.order_status === 'Cancelled' ? null : payMinutesLeft(order.pay_by, now);
  const reviewable = canReviewOrder(order);
  const invoice = canInvoice(order);
  const payType = order.pay_type ? (ORDER_COPY.payTypes[order.pay_type] ?? order.pay_type) : null;

  return (
    <div className="od container">
      <BackToProfile />
      <div className="od__head">
        <h1>{ORDER_COPY.title(order.order_id)}</h1>
        <span className={`badge od__status ${statusClass(order.order_status)}`}>
          <span className="visually-hidden">{ORDER_COPY.status}: </span>
          {order.order_status}
        </span>
        {order.subscription_id ? <span className="badge od__kind">{ORDER_COPY.subscriptionOrder}</span> : null}
      </div>

      {payment === 'failure' && !order.is_paid && (
        <div className="alert od__notice" role="alert" part="payment-failed">
          {MSG.paymentFailed}
        </div>
      )}
      {payment === 'success' && order.is_paid && (
        <div className="od__success od__notice" role="status" part="payment-received">
          <strong>{ORDER_COPY.paymentReceived}</strong>
          <span>{ORDER_COPY.paymentReceivedHint}</span>
        </div>
      )}

      {order.refunds.map((refund, index) => (
        <div key={`${refund.created_at}-${index}`} className="od__refund od__notice" role="status" part="refund">
          <strong>{ORDER_COPY.refundTitle(formatPaise(refund.amount), refund.status)}</strong>
          <span>{ORDER_COPY.refundReasons[refund.reason] ?? ORDER_COPY.refundOther}</span>
          <span>{refund.status === 'failed' ? ORDER_COPY.refundFailedHint : ORDER_COPY.refundTiming}</span>
        </div>
      ))}

      <dl className="od__facts">
        <div>
          <dt>{ORDER_COPY.orderDate}</dt>
          <dd>
            <time dateTime={order.order_date}>{formatDate(order.order_date)}</time>
          </dd>
        </div>
        <div>
          <dt>{order.order_status === 'Delivered' ? ORDER_COPY.deliveryDate : MSG.expectedDelivery}</dt>
          <dd>{order.delivery_date ? <time dateTime={order.delivery_date}>{formatDate(order.delivery_date)}</time> : ORDER_COPY.deliveryPending}</dd>
        </div>
        <div>
          <dt>{ORDER_COPY.payment}</dt>
          <dd>
            {payType && <>{payType} · </>}
            {order.is_paid ? ORDER_COPY.paid : ORDER_COPY.notPaid}
          </dd>
        </div>
      </dl>

      {minutesLeft !== null && (
        <p className="od__pay-by od__notice" part="pay-by">
          <strong>{minutesLeft > 0 ? MSG.payWithin(minutesLeft) : MSG.payTimeOver}</strong>
        </p>
      )}

      {(payable || invoice) && (
        <div className="od__actions" part="actions">
          {payable && (
            <button type="button" className="btn" onClick={onPay} disabled={paying} aria-busy={paying} part="pay">
              {paying ? ORDER_COPY.processing : ORDER_COPY.acceptAndPay}
            </button>
          )}
          {invoice && (
            <button type="button" className="btn btn--ghost" onClick={onInvoice} disabled={downloading} aria-busy={downloading} part="invoice">
              {downloading ? ORDER_COPY.downloading : ORDER_COPY.invoice}
            </button>
          )}
        </div>
      )}

      <Timeline
        steps={orderTimeline(order)}
        shipment={order.shipment ?? null}
        onReviewProducts={reviewable ? reviewNext(orderLines(order), onReview) : null}
      />

      <div className="od__addresses">
        {merged ? (
          <AddressCard title={ORDER_COPY.billingAndShipping} address={order.billing_address} />
        ) : (
          <>
            <AddressCard title={ORDER_COPY.billing} address={order.billing_address} />
            <AddressCard title={ORDER_COPY.shipping} address={order.shipping_address} />
          </>
        )}
      </div>

      <div className="od__body">
        <section aria-labelledby={`${ids}-products`} className="od__products">
          <h2 id={`${ids}-products`}>{ORDER_COPY.products}</h2>
          <ul>
            {orderLines(order).map((line) => (
              <li key={line.id}>
                <LineCard line={line} onReview={reviewable ? onReview : null} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={`${ids}-summary`} className="od__summary" part="summary">
          <h2 id={`${ids}-summary`}>{ORDER_COPY.summary}</h2>
          <dl>
            <div>
              <dt>{ORDER_COPY.productTotal}</dt>
              <dd>{formatPaise(order.product_total)}</dd>
            </div>
            <div>
              <dt>{ORDER_COPY.tax}</dt>
              <dd>{formatPaise(order.tax_amt)}</dd>
            </div>
            {order.discount_amt > 0 && (
              <div>
                <dt>{ORDER_COPY.discount(order.applied_voucher_code?.trim() || null)}</dt>
                <dd>−{formatPaise(order.discount_amt)}</dd>
              </div>
            )}
            <div>
              <dt>{ORDER_COPY.shippingCharge}</dt>
              <dd>{order.shipping_amt === 0 ? ORDER_COPY.free : formatPaise(order.shipping_amt)}</dd>
            </div>
            {order.used_coin > 0 && (
              <div>
                <dt>{ORDER_COPY.coinsUsed}</dt>
                <dd>−{formatPaise(order.used_coin * COIN_VALUE_PAISE)}</dd>
              </div>
            )}
            <div className="od__final">
              <dt>{ORDER_COPY.finalTotal}</dt>
              <dd>{formatPaise(order.final_total)}</dd>
            </div>
          </dl>
          {order.is_gift && (
            <div className="od__gift" part="gift">
              <h3>{ORDER_COPY.gift}</h3>
              <p>{order.gift_message?.trim() || ORDER_COPY.giftNoMessage}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

/** Review your products: the first product not yet reviewed (null when every one is). */
function reviewNext(lines: readonly OrderLine[], onReview: (line: OrderLine) => void): (() => void) | null {
  const next = lines.find((line) => !line.is_rated && line.product_id !== undefined);
  return next ? () => onReview(next) : null;
}

/**
 * Where the order is: each step with its time, said in words (done, where it is now, still to
 * come) and not by colour alone; the shipment's courier and tracking number with a Track link,
 * and once delivered, Review your products.
 */
function Timeline({ steps, shipment, onReviewProducts }: { steps: TimelineStep[]; shipment: OrderDetail['shipment'] | null; onReviewProducts: (() => void) | null }) {
  const ids = useId();
  const now = steps.reduce((last, step, index) => (step.done ? index : last), -1);
  return (
    <section className="od__timeline" aria-labelledby={`${ids}-timeline`} part="timeline">
      <h2 id={`${ids}-timeline`}>{ORDER_COPY.timeline}</h2>
      <ol>
        {steps.map((step, index) => (
          <li
            key={`${step.kind}-${index}`}
            className={`od__step${step.done ? ' od__step--done' : ''}${index === now ? ' od__step--now' : ''}`}
            aria-current={index === now ? 'step' : undefined}
            part="timeline-step"
          >
            <span className="od__step-mark" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <span className="od__step-text">
              <span className="visually-hidden">{index === now ? ORDER_COPY.stepNow : step.done ? ORDER_COPY.stepDone : ORDER_COPY.stepToCome}: </span>
              <strong>{ORDER_COPY.steps[step.kind]}</strong>{' '}
              {step.at ? (
                <time dateTime={step.at} className="od__muted">
                  {formatDateTime(step.at)}
                </time>
              ) : (
                !step.done && <span className="od__muted">{ORDER_COPY.notYet}</span>
              )}
              {step.kind === 'shipped' && step.done && shipment && (
                <span className="od__step-detail" part="shipment">
                  {ORDER_COPY.shippedWith(shipment.courier, shipment.awb)}
                  {shipment.tracking_url && (
                    <>
                      {' '}
                      <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer" aria-label={ORDER_COPY.trackWith(shipment.courier)} part="track">
                        {ORDER_COPY.track}
                      </a>
                    </>
                  )}
                </span>
              )}
              {step.kind === 'delivered' && step.done && onReviewProducts && (
                <span className="od__step-detail">
                  <button type="button" className="btn btn--ghost btn--small" onClick={onReviewProducts} part="review-products">
                    {ORDER_COPY.reviewProducts}
                  </button>
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function AddressCard({ title, address }: { title: string; address: Address | null }) {
  return (
    <section className="od__address" aria-label={title} part="address">
      <h2>{title}</h2>
      {address ? (
        <>
          <p className="od__address-name">{address.full_name?.trim() || MSG.noName}</p>
          {address.full_address && <p>{address.full_address}</p>}
          {address.mobile_no && <p>{address.mobile_no}</p>}
        </>
      ) : (
        <p className="od__muted">{ORDER_COPY.deliveryPending}</p>
      )}
    </section>
  );
}

/** A product of the order; Review Product (onReview) only once the order is delivered. */
function LineCard({ line, onReview }: { line: OrderLine; onReview: ((line: OrderLine) => void) | null }) {
  const rating = line.product_rating_by_user ?? 0;
  return (
    <article className="od__line" aria-label={line.product_name} part="line">
      <Img className="od__image" src={lineImage(line)} alt="" width={96} height={96} widths={[320]} sizes="96px" />
      <div className="od__line-body">
        <h3>{line.product_name}</h3>
        <p className="od__muted">
          {ORDER_COPY.quantity(line.quantity)} · {ORDER_COPY.each(formatPaise(line.selling_price))}
          {line.tax_name && <> · {line.tax_name}</>}
        </p>
        <p className="od__line-total">
          <span className="od__muted">{ORDER_COPY.lineTotal}: </span>
          <span className="price">{formatPaise(line.product_total)}</span>
        </p>
        {line.is_rated ? (
          <p className="od__rated">
            <Stars rating={rating} scale={RATING_SCALE} /> <span>{ORDER_COPY.yourRating(rating)}</span>
          </p>
        ) : (
          line.product_id !== undefined &&
          onReview && (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onReview(line)} aria-label={ORDER_COPY.reviewProductOf(line.product_name)} part="review">
              {ORDER_COPY.reviewProduct}
            </button>
          )
        )}
      </div>
    </article>
  );
}

export function OrderDetailSkeleton() {
  return (
    <div className="od container" role="status" aria-busy="true">
      <span className="visually-hidden">{ORDER_COPY.loading}</span>
      <Skeleton height={36} width={160} />
      <Skeleton height={36} width={260} />
      <Skeleton height={64} />
      <div className="od__addresses">
        <Skeleton height={120} />
      </div>
      <div className="od__body">
        <div className="od__products">
          <Skeleton height={128} />
          <Skeleton height={128} />
        </div>
        <Skeleton height={260} />
      </div>
    </div>
  );
}

function BackToProfile() {
  return (
    <p className="od__back">
      <Link to={routes.orders()} className="btn btn--ghost btn--small" part="back">
        <span aria-hidden="true">←</span> {ORDER_COPY.backToProfile}
      </Link>
    </p>
  );
}

/** Loading failed (Failed to load order details), with Try again. */
export function OrderDetailError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="od container">
      <BackToProfile />
      <ErrorState title={MSG.orderDetailFailed} onRetry={onRetry} />
    </div>
  );
}

/** Unknown order, or someone else's. */
export function OrderNotFound() {
  return (
    <div className="od container">
      <BackToProfile />
      <EmptyState>{MSG.orderDetailFailed}</EmptyState>
    </div>
  );
}

/** Visitors see this behind the login prompt. */
export function OrderLogin({ onLogin }: { onLogin: () => void }) {
  return (
    <div className="od container od__login">
      <p>{ORDER_COPY.loginPrompt}</p>
      <button type="button" className="btn" onClick={onLogin}>
        {ORDER_COPY.logIn}
      </button>
    </div>
  );
}
