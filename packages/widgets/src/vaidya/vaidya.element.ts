import { defineElement } from '@so/ui';
import { Vaidya } from './Vaidya.tsx';
import styles from './vaidya.css?inline';

/**
 * `<so-vaidya>`: the /consult-our-vaidya landing of SPEC §2, the free online consultation with
 * the store's Ayurvedic Vaidya: what a consultation is, who it helps (SPEC §5's problem areas as a
 * compact list), how it works in three steps (pick a day and time, tell us about yourself, the
 * Vaidya calls you), questions (the premium consultation's reply time, PREMIUM_CONSULT_REPLY_HOURS)
 * and "Book your appointment" to /consult-our-vaidya/schedule-appointment, the same for visitors
 * and shoppers (the booking page asks a visitor to log in). No requests.
 *
 * Attributes: none.
 * Events: `so:navigate` for both "Book your appointment" links.
 * Parts: vaidya, hero, book (the button at the top), card, problems, steps, book-again (the button
 * after the steps), faq.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-vaidya', Vaidya, { styles });
