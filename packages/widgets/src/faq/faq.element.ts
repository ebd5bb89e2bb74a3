import { defineElement } from '@so/ui';
import { Faq } from './Faq.tsx';
import styles from './faq.css?inline';

/**
 * `<so-faq>`: the /faq page of SPEC §2: the h1 "Frequently Asked Questions", then the questions in
 * groups (Orders and payment, Delivery, Returns and refunds, SO Coins, SO Elite, Subscribe and Save,
 * Your account), each an h2 and an accordion of details/summary (Tab to a question, Enter or Space
 * opens it). Every number in the answers is a SPEC §9 constant. When the store's staff wrote the
 * page (GET /content-pages/faq/), their text replaces the groups and their title the h1; a skeleton
 * stands in while it loads. Below, in every state, a "Still need help?" line links to /contact-us,
 * /return-and-refund-policy and /shipping-policy.
 *
 * Attributes: none.
 * Events: `so:navigate` for the links.
 * Parts: faq-page (the page), group (one group of questions), faq (a group's accordion), help (the
 * "Still need help?" line), content (the staff's text).
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-faq', Faq, { styles });
