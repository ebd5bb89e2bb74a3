import { defineElement } from '@so/ui';
import { OrderDetail } from './OrderDetail.tsx';
import styles from './order-detail.css?inline';

/**
 * `<so-order-detail order-id="SO100001">`: the order page of SPEC §2: order id, order and
 * delivery dates, status, billing and shipping addresses (one card when identical), product cards
 * with Review Product (read-only stars once rated), the summary (product total, tax, discount
 * with the voucher code, shipping, coins used, final total), the gift message, Accept and Pay
 * (not Cancelled, not paid, not Delivered), Invoice (not Pending and invoiced) and Back to
 * Profile. `?payment=failure` shows "Payment failed! Please try again."; `?payment=success` a
 * payment-received note.
 *
 * Attributes: `order-id` (string, required: the order_id of the order list).
 * Events: `so:navigate` for Back to Profile (/profile#orders); Accept and Pay loads the payment
 * page; Invoice saves invoice-{order_id}.pdf.
 * Parts: back, actions, pay, invoice, payment-failed, payment-received, address, line, review,
 * summary, gift, dialog, error, empty.
 * CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-order-detail', OrderDetail, {
    props: { orderId: 'string' },
    styles,
  });
