import { defineElement } from '../shared/element.ts';
import { WhatsAppButton } from './WhatsAppButton.tsx';
import styles from './floating.css?inline';

/**
 * `<so-whatsapp-button number="919800000000">`: a round WhatsApp chat link fixed bottom right,
 * opening https://wa.me/<number> in a new tab.
 *
 * @tag so-whatsapp-button
 * @attr {string} number - the WhatsApp number: digits with the country code, no +; default: the
 *   store's line (floating/copy.ts)
 * @csspart button - the floating button
 * @cssprop --so-fab-bottom - distance from the bottom
 * @cssprop --so-fab-right - distance from the right
 */
export const define = () => defineElement('so-whatsapp-button', WhatsAppButton, { props: { number: 'string' }, styles });
