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

