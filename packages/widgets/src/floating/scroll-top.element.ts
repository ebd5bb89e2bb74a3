import { defineElement } from '@so/ui';
import { ScrollTop } from './ScrollTop.tsx';
import styles from './floating.css?inline';

/**
 * `<so-scroll-top>`: a "Scroll to top" button that appears after 250 px of scroll and scrolls
 * the page back up (smoothly, unless the visitor prefers reduced motion).
 *
 * Attributes: none. Events: none. Parts: button.
 * CSS properties: --so-scroll-top-bottom (default 20px), --so-scroll-top-right (default 84px, left of the WhatsApp button).
 */
export const define = () => defineElement('so-scroll-top', ScrollTop, { styles });
