import { defineElement } from '../shared/element.ts';
import { OrderDetail } from './OrderDetail.tsx';
import styles from './order-detail.css?inline';

/**
 * `<so-order-detail order-id="SO100001">`: the order page: order id, order and delivery
 * dates, status, billing and shipping addresses (one card when identical), product cards with
 * Review Product (read-only stars once rated), the summary (product total, tax, discount with the
 * voucher code, shipping, coins used, final total), the gift message, Accept and Pay (not
 * Cancelled, not paid, not Delivered), Invoice (not Pending and invoiced) and Back to Profile.
 * `?payment=failure` shows "Payment failed! Please try again."; `?payment=success` a
 * payment-received note.
 *
 * @tag so-order-detail
 * @attr {string} order-id - the order_id of the order list (required)
 * @fires {CustomEvent<{ kind: 'order' | 'subscription' | 'elite' | 'gift-voucher'; status: 'success' | 'failure'; reference: string | null }>} so:payment-result - the
 *   gateway's answer was shown to the shopper
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for Back to
 *   Profile (/profile#orders); cancelable: a host that routes it calls preventDefault(), else the
 *   browser loads `url`
 * @csspart back - the back link
 * @csspart payment-failed - the payment-failed message
 * @csspart payment-received - the payment-received message
 * @csspart refund - the refund status
 * @csspart actions - the row of action buttons
 * @csspart pay - the Accept and Pay button
 * @csspart pay-by - the time left to pay an unpaid online order
 * @csspart invoice - the Invoice button
 * @csspart timeline - the order's progress (its timeline)
 * @csspart timeline-step - a step of the timeline
 * @csspart shipment - the shipped step's courier and tracking number
 * @csspart track - the link to the courier's tracking page
 * @csspart review-products - Review your products, on the delivered step
 * @csspart summary - the order summary
 * @csspart gift - the gift option
 * @csspart address - an address card
 * @csspart line - a cart or order line
 * @csspart review - the Review Product button
 * @csspart review-form - the review form (shared ReviewDialog)
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart dialog - a dialog (the shared Dialog)
 */
export const define = () =>
  defineElement('so-order-detail', OrderDetail, {
    props: { orderId: 'string' },
    styles,
  });
