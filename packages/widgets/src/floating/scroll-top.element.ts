import { defineElement } from '../shared/element.ts';
import { ScrollTop } from './ScrollTop.tsx';
import styles from './floating.css?inline';

/**
 * `<so-scroll-top>`: a "Scroll to top" button that appears after 250 px of scroll and scrolls the
 * page back up (smoothly, unless the visitor prefers reduced motion).
 *
 * @tag so-scroll-top
 * @csspart button - the floating button
 * @cssprop --so-scroll-top-bottom - distance from the bottom (default 20px)
 * @cssprop --so-scroll-top-right - distance from the right (default 84px, left of the WhatsApp button)
 */
export const define = () => defineElement('so-scroll-top', ScrollTop, { styles });
