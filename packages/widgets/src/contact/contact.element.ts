import { defineElement } from '@so/ui';
import { ContactUs } from './ContactUs.tsx';
import styles from './contact.css?inline';

/**
 * `<so-contact-us phone="+91 …" email="…">`: the /contact-us page of SPEC §2: the h1 "Contact Us",
 * a short intro, customer care (phone numbers as tel: links, the mailbox as a mailto: link, the
 * hours: Monday to Saturday, 9:30 AM – 6:30 PM), the registered office in Ahmedabad, and links to
 * the store locator ("Find a store near you"), the FAQ and the return and refund policy. When the
 * store's staff wrote the page (GET /content-pages/contact-us/), their text replaces the intro and
 * the office and their title the h1; the customer-care links stay. A skeleton stands in while it
 * loads. (The inquiry form of SPEC §5 is a later addition to this element, below the details.)
 *
 * Attributes: `phone` (one or more numbers, comma separated) and `email`, as on <so-footer>; each
 * defaults to the store's customer care.
 * Events: `so:navigate` for the store locator, FAQ and policy links.
 * Parts: contact-us (the page), care (customer care), phone (a phone link), email (the mailbox
 * link), office (the registered office), links (more ways to get help), content (the staff's text).
 * CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-contact-us', ContactUs, { props: { phone: 'string', email: 'string' }, styles });
