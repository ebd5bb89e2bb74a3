import { defineElement } from '@so/ui';
import { WhatsAppButton } from './WhatsAppButton.tsx';
import styles from './floating.css?inline';

/**
 * `<so-whatsapp-button number="919800000000">`: a round WhatsApp chat link fixed bottom right,
 * opening https://wa.me/<number> in a new tab.
 *
 * Attributes: `number` (digits with country code; default in floating/copy.ts). Events: none.
 * Parts: button. CSS properties: --so-fab-bottom, --so-fab-right and the --so-* tokens.
 */
export const define = () => defineElement('so-whatsapp-button', WhatsAppButton, { props: { number: 'string' }, styles });
