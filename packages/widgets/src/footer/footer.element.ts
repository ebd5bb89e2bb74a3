import { defineElement } from '@so/ui';
import { Footer } from './Footer.tsx';
import styles from './footer.css?inline';

/**
 * `<so-footer phone="+91 …, +91 …" email="…">`: policy links, quick links, support phone
 * numbers (tel:) and mailbox (mailto:), countries served, copyright with the current year.
 *
 * Attributes: `phone` (one or more numbers, comma separated), `email`, `store-name`; each has a
 * default. Events: links navigate through `so:navigate`. Parts: footer.
 */
export const define = () =>
  defineElement('so-footer', Footer, { props: { phone: 'string', email: 'string', storeName: 'string' }, styles });
