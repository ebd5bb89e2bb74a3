import { defineElement } from '../shared/element.ts';
import { ContactUs } from './ContactUs.tsx';
import styles from './contact.css?inline';

/**
 * `<so-contact-us phone="+91 …" email="…">`: the /contact-us page: the h1 "Contact Us",
 * a short intro, customer care (phone numbers as tel: links, the mailbox as a mailto: link, the
 * hours: Monday to Saturday, 9:30 AM – 6:30 PM), the registered office in Ahmedabad, links to the
 * store locator ("Find a store near you"), the FAQ and the return and refund policy, and the
 * inquiry form "Send us a message". When the store's staff wrote the page (GET
 * /content-pages/contact-us/), their text replaces the intro and the office and their title the h1;
 * the customer-care links and the form stay. A skeleton stands in for the text while it loads.
 *
 * The inquiry form (POST /inquiries/): Company, Name, Email, Subject, Country (a search
 * from 2 characters above the Country list), Phone number (digits only, after the chosen country's
 * calling code, +91 until one is chosen), Your query, the captcha ("I'm not a robot") and Send. All
 * required; each message stands under its field and a submit with errors moves the focus to the
 * first. Send stays disabled until the captcha is solved ("Please complete reCAPTCHA first" as its
 * tooltip and beside it) and reads Sending… while the inquiry is on its way. Sent: the server's
 * thanks as a toast and under the form, the form emptied and a fresh captcha. Refused: the server's
 * messages under their fields, nothing typed lost; a refused captcha says "reCAPTCHA verification
 * failed". Other failures (too many enquiries, server or network): "Failed to send inquiry" with
 * the server's message, as a toast and under the form, the typing kept. Toasts go to the page's
 * toast region (the stores), shown by the page's <so-toaster>.
 *
 * @tag so-contact-us
 * @attr {string} phone - one or more phone numbers, comma separated, as on `<so-footer>`; default:
 *   the store's customer care
 * @attr {string} email - the e-mail address, as on `<so-footer>`; default: the store's customer
 *   care
 * @fires {CustomEvent<{ kind: 'contact' | 'b2b' | 'export' }>} so:enquiry-sent - the enquiry form
 *   was sent
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for the store
 *   locator, FAQ and policy links; cancelable: a host that routes it calls preventDefault(), else
 *   the browser loads `url`
 * @csspart contact-us - the page
 * @csspart care - customer care
 * @csspart phone - a phone link
 * @csspart email - the mailbox link
 * @csspart office - the registered office
 * @csspart links - more ways to get help
 * @csspart content - the staff's text
 * @csspart places - the country search and list
 * @csspart captcha - the captcha box
 * @csspart inquiry - the form's section
 * @csspart inquiry-form - the form
 * @csspart submit - the Send button
 * @csspart inquiry-status - the thanks once sent
 */
export const define = () =>
  defineElement('so-contact-us', ContactUs, { props: { phone: 'string', email: 'string' }, styles });
