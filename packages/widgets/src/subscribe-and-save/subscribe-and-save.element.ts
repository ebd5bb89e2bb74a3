import { defineElement } from '@so/ui';
import { SubscribeAndSave } from './SubscribeAndSave.tsx';
import styles from './subscribe-and-save.css?inline';

/**
 * `<so-subscribe-and-save>`: the /subscribe-and-save help page of SPEC §2: what Subscribe and Save
 * is, with the store's discount (GET /subscription-plans-info/; without it the text goes without the
 * number), the buttons Add Subscription (/shop), Subscription Details (/profile#subscribe, logged-in
 * shoppers only) and Contact Us (/contact-us), and help cards: changing the schedule, getting it
 * sooner, skipping, pausing and cancelling, FAQs and terms (amounts in INR without decimals).
 *
 * Attributes: none.
 * Events: `so:navigate` for the three buttons.
 * Parts: subscribe-and-save, actions, card, faq.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-subscribe-and-save', SubscribeAndSave, { styles });
