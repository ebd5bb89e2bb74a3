import { defineElement } from '../shared/element.ts';
import { SubscriptionPayment } from './SubscriptionPayment.tsx';
import styles from './subscription-payment.css?inline';

/**
 * `<so-subscription-payment txnid="…" payment="success|failure">`: the /subscription-payment wait
 * screen, where the SO Elite payment's callback lands. It asks GET
 * /user/get-subscription-payment/{txnid}/ every second until paid, then refreshes the elite flag
 * and goes to / ; a failed payment shows "Payment failed! Please try again." with a link back to
 * /subscription-plans.
 *
 * @tag so-subscription-payment
 * @attr {string} txnid - the payment's txnid; when absent the page's own query is read
 * @attr {string} payment - `success` or `failure`, what the callback said; when absent the page's
 *   own query is read
 * @fires {CustomEvent<{ kind: 'order' | 'subscription' | 'elite' | 'gift-voucher'; status: 'success' | 'failure'; reference: string | null }>} so:payment-result - the
 *   gateway's answer was shown to the shopper
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - to / once
 *   paid (replacing this page) and for the link to the plans; cancelable: a host that routes it
 *   calls preventDefault(), else the browser loads `url`
 * @csspart status - the status message
 * @csspart payment-failed - the payment-failed message
 * @csspart login - the login prompt or button
 * @csspart back - the back link
 */
export const define = () =>
  defineElement('so-subscription-payment', SubscriptionPayment, {
    props: { txnid: 'string', payment: 'string' },
    styles,
  });
