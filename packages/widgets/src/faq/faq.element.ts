import { defineElement } from '../shared/element.ts';
import { Faq } from './Faq.tsx';
import styles from './faq.css?inline';

/**
 * `<so-faq>`: the /faq page: the h1 "Frequently Asked Questions", then the questions in
 * groups (Orders and payment, Delivery, Returns and refunds, SO Coins, SO Elite, Subscribe and
 * Save, Your account), each an h2 and an accordion of details/summary (Tab to a question, Enter or
 * Space opens it). Every number in the answers is a business constant. When the store's staff wrote
 * the page (GET /content-pages/faq/), their text replaces the groups and their title the h1; a
 * skeleton stands in while it loads. Below, in every state, a "Still need help?" line links to
 * /contact-us, /return-and-refund-policy and /shipping-policy.
 *
 * @tag so-faq
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - a link or an
 *   action goes to a store route; cancelable: a host that routes it calls preventDefault(), else
 *   the browser loads `url`
 * @csspart faq-page - the page
 * @csspart help - the "Still need help?" line
 * @csspart group - one group of questions
 * @csspart content - the staff's text
 * @csspart faq - a group's accordion
 */
export const define = () => defineElement('so-faq', Faq, { styles });
