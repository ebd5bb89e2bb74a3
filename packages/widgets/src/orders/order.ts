/** The order page's rules as plain functions; when Pay and Review Product are offered: canPayOrder and canReviewOrder of the contract. */
import { type EndpointBodyInput, type OrderDetail, type OrderLine, type PAYMENTS } from '@so/contract';

type Address = NonNullable<OrderDetail['billing_address']>;

/** Invoice: not Pending and invoiced. */
export function canInvoice(order: Pick<OrderDetail, 'order_status' | 'is_invoiced'>): boolean {
  return order.order_status !== 'Pending' && order.is_invoiced;
}

const norm = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Billing and shipping are shown as one card when they say the same thing. */
export function sameAddress(a: Address | null, b: Address | null): boolean {
  if (!a || !b) return a === b;
  return norm(a.full_name) === norm(b.full_name) && norm(a.mobile_no) === norm(b.mobile_no) && norm(a.full_address) === norm(b.full_address);
}

/** The product lines: the rated list (it says what the shopper reviewed) when the server sends it. */
export function orderLines(order: Pick<OrderDetail, 'rated_product_info' | 'product_info'>): readonly OrderLine[] {
  return order.rated_product_info.length > 0 ? order.rated_product_info : order.product_info;
}

export function lineImage(line: OrderLine): string | null {
  return line.product_image ?? line.image1 ?? line.home_image ?? null;
}

/** A payment attempt's id: the time and a few random digits, so two payers never share one. */
export function newTxnId(now = Date.now()): string {
  const random = globalThis.crypto.getRandomValues(new Uint16Array(1))[0] % 10_000;
  return `${now}${String(random).padStart(4, '0')}`;
}

/** PATCH /edit-order-payment-link/ (multipart) for paying an order later: the server charges the order's own total. */
export function payLaterFields(order: OrderDetail, txnid: string): EndpointBodyInput<typeof PAYMENTS.editOrderPaymentLink> {
  return { order_id: order.order_id, txnid };
}

/** Where the payment attempt's id is kept while the shopper is on the payment page. */
export const PAYMENT_TXN_KEY = 'so:payment_txnid';


/** A step of the order's timeline, in the order a shopper reads them. */
export type TimelineKind = 'placed' | 'paid' | 'confirmed' | 'shipped' | 'out_for_delivery' | 'delivered' | 'cancelled' | 'returned' | 'refund_due' | 'refunded';

export interface TimelineStep {
  kind: TimelineKind;
  /** When it happened (ISO); null for a step still to come, or one whose time is not known. */
  at: string | null;
  /** It has happened (else it is still to come). */
  done: boolean;
}

type TimelineOrder = Pick<OrderDetail, 'pay_type' | 'is_paid' | 'order_status' | 'events' | 'refunds'>;

/** The way an order goes when nothing stops it; `paid` only for an order paid online. */
const ONWARD: readonly TimelineKind[] = ['placed', 'paid', 'confirmed', 'shipped', 'out_for_delivery', 'delivered'];

/**
 * The order's timeline: Placed → Paid (online orders) → Confirmed → Shipped → Out for delivery →
 * Delivered, each done step with its time and the rest still to come; a cancelled or returned
 * order ends where it stopped, with Cancelled or Returned, and each refund (Refund due, or
 * Refunded) after it. A step the order went past without it (delivered straight from shipped)
 * is left out.
 */
export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const times = new Map<string, string>();
  for (const event of order.events) if (!times.has(event.kind)) times.set(event.kind, event.at);
  const happened = (kind: TimelineKind) => times.has(kind) || (kind === 'paid' && order.is_paid);
  const online = order.pay_type !== 'COD';
  const onward = ONWARD.filter((kind) => kind !== 'paid' || online);
  const lastDone = onward.reduce((last, kind, index) => (happened(kind) ? index : last), -1);
  const stopped = order.order_status === 'Cancelled' ? 'cancelled' : order.order_status === 'Returned' ? 'returned' : null;
  const steps: TimelineStep[] = onward
    // A step passed over is not waited for; a stopped order shows only what happened.
    .filter((kind, index) => happened(kind) || (index > lastDone && stopped === null))
    .map((kind) => ({ kind, at: times.get(kind) ?? null, done: happened(kind) }));
  if (stopped) steps.push({ kind: stopped, at: times.get(stopped) ?? null, done: true });
  // A refund that failed is still due: staff try it again.
  for (const refund of order.refunds) {
    const refunded = refund.status === 'refunded';
    steps.push({ kind: refunded ? 'refunded' : 'refund_due', at: refunded ? (refund.updated_at ?? null) : refund.created_at, done: true });
  }
  return steps;
}
