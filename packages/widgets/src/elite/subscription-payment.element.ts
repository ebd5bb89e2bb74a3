import { defineElement } from '@so/ui';
import { SubscriptionPayment } from './SubscriptionPayment.tsx';
import styles from './subscription-payment.css?inline';

/**
 * `<so-subscription-payment txnid="…" payment="success|failure">`: the /subscription-payment wait
 * screen of SPEC §2, where the SO Elite payment's callback lands. It asks GET
 * /user/get-subscription-payment/{txnid}/ every second until paid, then refreshes the elite flag
 * and goes to / ; a failed payment shows "Payment failed! Please try again." with a link back to
 * /subscription-plans.
 *
 * Attributes: `txnid` (string: the payment's txnid), `payment` (string: `success` or `failure`,
 * what the callback said). Both come from the route's query; when absent the page's own query is read.
 * Events: `so:navigate` to / once paid (replacing this page) and for the link to the plans.
 * Parts: status, payment-failed, back, login.
 * CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-subscription-payment', SubscriptionPayment, {
    props: { txnid: 'string', payment: 'string' },
    styles,
  });
