import { defineElement } from '@so/ui';
import { ContactUs } from './ContactUs.tsx';
import styles from './contact.css?inline';

/**
 * `<so-contact-us phone="+91 …" email="…">`: the /contact-us page of SPEC §2: the h1 "Contact Us",
 * a short intro, customer care (phone numbers as tel: links, the mailbox as a mailto: link, the
 * hours: Monday to Saturday, 9:30 AM – 6:30 PM), the registered office in Ahmedabad, links to the
 * store locator ("Find a store near you"), the FAQ and the return and refund policy, and the
 * inquiry form "Send us a message". When the store's staff wrote the page (GET
 * /content-pages/contact-us/), their text replaces the intro and the office and their title the
 * h1; the customer-care links and the form stay. A skeleton stands in for the text while it loads.
 *
 * The inquiry form (SPEC §5; POST /inquiries/): Company, Name, Email, Subject, Country (a search
 * from 2 characters above the Country list), Phone number (digits only, after the chosen
 * country's calling code, +91 until one is chosen), Your query, the captcha ("I'm not a robot")
 * and Send. All required; each message stands under its field and a submit with errors moves the
 * focus to the first. Send stays disabled until the captcha is solved ("Please complete reCAPTCHA
 * first" as its tooltip and beside it) and reads Sending… while the inquiry is on its way. Sent:
 * the server's thanks as a toast and under the form, the form emptied and a fresh captcha. Refused:
 * the server's messages under their fields, nothing typed lost; a refused captcha says
 * "reCAPTCHA verification failed". Other failures (too many enquiries, server or network): "Failed
 * to send inquiry" with the server's message, as a toast and under the form, the typing kept.
 * Toasts go to the page's toast region (@so/stores), shown by the page's <so-toaster>.
 *
 * Attributes: `phone` (one or more numbers, comma separated) and `email`, as on <so-footer>; each
 * defaults to the store's customer care.
 * Events: `so:navigate` for the store locator, FAQ and policy links. The form sends no event: it
 * posts the inquiry itself.
 * Parts: contact-us (the page), care (customer care), phone (a phone link), email (the mailbox
 * link), office (the registered office), links (more ways to get help), content (the staff's
 * text), inquiry (the form's section), inquiry-form (the form), places (the country search and
 * list), captcha (the captcha box), submit (the Send button), inquiry-status (the thanks once sent).
 * CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-contact-us', ContactUs, { props: { phone: 'string', email: 'string' }, styles });
