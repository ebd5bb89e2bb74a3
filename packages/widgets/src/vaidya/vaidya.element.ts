import { defineElement } from '../shared/element.ts';
import { Vaidya } from './Vaidya.tsx';
import styles from './vaidya.css?inline';

/**
 * `<so-vaidya>`: the /consult-our-vaidya landing, the free online consultation with the
 * store's Ayurvedic Vaidya: what a consultation is, who it helps (the booking form's problem areas as a
 * compact list), how it works in three steps (pick a day and time, tell us about yourself, the
 * Vaidya calls you), questions (the premium consultation's reply time, PREMIUM_CONSULT_REPLY_HOURS)
 * and "Book your appointment" to /consult-our-vaidya/schedule-appointment, the same for visitors
 * and shoppers (the booking page asks a visitor to log in). No requests.
 *
 * @tag so-vaidya
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for both
 *   "Book your appointment" links; cancelable: a host that routes it calls preventDefault(), else
 *   the browser loads `url`
 * @csspart vaidya - the page (root)
 * @csspart hero - the hero section
 * @csspart book - the button at the top
 * @csspart card - a card
 * @csspart problems - the problem areas
 * @csspart steps - the steps section
 * @csspart book-again - the button after the steps
 * @csspart faq - the FAQ accordion
 */
export const define = () => defineElement('so-vaidya', Vaidya, { styles });
