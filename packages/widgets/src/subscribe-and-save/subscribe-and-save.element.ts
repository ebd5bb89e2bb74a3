import { defineElement } from '../shared/element.ts';
import { SubscribeAndSave } from './SubscribeAndSave.tsx';
import styles from './subscribe-and-save.css?inline';

/**
 * `<so-subscribe-and-save>`: the /subscribe-and-save help page: what Subscribe and Save
 * is, with the store's discount (GET /subscription-plans-info/; without it the text goes without
 * the number), the buttons Add Subscription (/shop), Subscription Details (/profile#subscribe,
 * logged-in shoppers only) and Contact Us (/contact-us), and help cards: changing the schedule,
 * getting it sooner, skipping, pausing and cancelling, FAQs and terms (amounts in INR without
 * decimals).
 *
 * @tag so-subscribe-and-save
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for the three
 *   buttons; cancelable: a host that routes it calls preventDefault(), else the browser loads `url`
 * @csspart subscribe-and-save - the page (root)
 * @csspart actions - the row of action buttons
 * @csspart card - a card
 * @csspart faq - the FAQ accordion
 */
export const define = () => defineElement('so-subscribe-and-save', SubscribeAndSave, { styles });
