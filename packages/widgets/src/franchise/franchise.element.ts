import { defineElement } from '@so/ui';
import { Franchise } from './Franchise.tsx';
import styles from './franchise.css?inline';

/**
 * `<so-franchise>`: the /franchise page of SPEC §2: the SO Organic Store concept, the six ways the
 * store supports a franchise partner (pure products, store design, business support, marketing and
 * social media, staff training, IT) as cards, the ranges of two brands (SO Organics and Satvik
 * Living, each with a link to its shop listing), and the franchise desk's phone (tel:) and e-mail
 * (mailto:). When the store's staff wrote the page (GET /content-pages/franchise/), their title
 * and text replace the concept text; the pillars, brands and contacts stay. While that call is on
 * its way a skeleton stands in for the text.
 *
 * Attributes: none.
 * Events: `so:navigate` for the brands' shop links.
 * Parts: franchise, text, content (the staff's text), pillars, pillar, brands, brand, contact, phone, email.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-franchise', Franchise, { styles });
