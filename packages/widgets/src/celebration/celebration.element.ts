import { defineElement } from '../shared/element.ts';
import { Celebration } from './Celebration.tsx';
import styles from './celebration.css?inline';

/**
 * `<so-celebration delay="2000">`: the 10-year celebration overlay of the home page.
 * Opens 2 s after it is attached unless closed earlier in this browser session (sessionStorage
 * `so:celebration-dismissed`), shows its message 0.5 s later, closes itself after 5 s or via
 * Continue, the × button or Escape. Confetti: 140 pieces, 80 below 768 px, none under
 * prefers-reduced-motion.
 *
 * @tag so-celebration
 * @attr {number} [delay=2000] - ms before the overlay opens (overrides the 2 s start delay)
 * @csspart overlay - the overlay
 * @csspart card - a card
 * @csspart close-button - the × button
 * @csspart continue-button - the Continue button
 */
export const define = () => defineElement('so-celebration', Celebration, { props: { delay: 'number' }, styles });
