import { defineElement } from '../shared/element.ts';
import { SoCoin } from './SoCoin.tsx';
import styles from './so-coin.css?inline';

/**
 * `<so-coin-page>`: the SO Coin page (routes /so-coin and /sosecoin): a hero saying one
 * SO Coin is earned for every ₹100 spent, with Start Earning (a link to /shop) and How it works (a
 * button that scrolls the features into view, smoothly unless the shopper prefers reduced motion,
 * and moves focus to their heading); then the benefits (1 coin = ₹1, no expiry, no minimum
 * redemption, valid at all stores and on the website, redeem up to the wallet balance), the three
 * steps (shop, collect in the wallet at /profile#wallet, redeem at checkout with an OTP) and an FAQ
 * accordion of seven questions. When the store's staff wrote the page (GET
 * /content-pages/so-coin/), their text replaces the benefits, steps and FAQ and their title the h1;
 * the hero and both buttons stay, and How it works then goes to the staff's text. A skeleton stands
 * in while it loads.
 *
 * @tag so-coin-page
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for Start
 *   Earning and the wallet link; cancelable: a host that routes it calls preventDefault(), else the
 *   browser loads `url`
 * @csspart so-coin - the page
 * @csspart hero - the hero section
 * @csspart actions - the two buttons
 * @csspart features - the benefits section
 * @csspart benefit - one benefit card
 * @csspart steps - the steps section
 * @csspart content - the staff's text
 * @csspart faq - the accordion
 */
export const define = () => defineElement('so-coin-page', SoCoin, { styles });
