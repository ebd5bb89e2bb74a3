import { defineElement } from '../shared/element.ts';
import { Footer } from './Footer.tsx';
import styles from './footer.css?inline';

/**
 * `<so-footer phone="+91 …, +91 …" email="…">`: policy links, quick links, support phone numbers
 * (tel:) and mailbox (mailto:), countries served, copyright with the current year.
 *
 * @tag so-footer
 * @attr {string} phone - one or more phone numbers, comma separated; default: the store's customer
 *   care
 * @attr {string} email - the e-mail address shown; default: the store's customer care
 * @attr {string} store-name - the store's name; default: the shipped one
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - a link or an
 *   action goes to a store route; cancelable: a host that routes it calls preventDefault(), else
 *   the browser loads `url`
 * @csspart footer - the footer (root)
 */
export const define = () =>
  defineElement('so-footer', Footer, { props: { phone: 'string', email: 'string', storeName: 'string' }, styles });
