import { defineElement } from '../shared/element.ts';
import { Franchise } from './Franchise.tsx';
import styles from './franchise.css?inline';

/**
 * `<so-franchise>`: the /franchise page: the SO Organic Store concept, the six ways the
 * store supports a franchise partner (pure products, store design, business support, marketing and
 * social media, staff training, IT) as cards, the ranges of two brands (SO Organics and Satvik
 * Living, each with a link to its shop listing), and the franchise desk's phone (tel:) and e-mail
 * (mailto:). When the store's staff wrote the page (GET /content-pages/franchise/), their title and
 * text replace the concept text; the pillars, brands and contacts stay. While that call is on its
 * way a skeleton stands in for the text.
 *
 * @tag so-franchise
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for the
 *   brands' shop links; cancelable: a host that routes it calls preventDefault(), else the browser
 *   loads `url`
 * @csspart content - the staff's text
 * @csspart franchise - the page (root)
 * @csspart text - the text
 * @csspart pillars - the pillars section
 * @csspart pillar - a pillar card
 * @csspart brands - the brands section
 * @csspart contact - the contact block
 * @csspart phone - a phone (tel:) link
 * @csspart email - an e-mail (mailto:) link
 * @csspart brand - a brand card
 */
export const define = () => defineElement('so-franchise', Franchise, { styles });
