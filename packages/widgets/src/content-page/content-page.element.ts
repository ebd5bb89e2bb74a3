import { defineElement } from '../shared/element.ts';
import { ContentPage } from './ContentPage.tsx';
import styles from './content-page.css?inline';

/**
 * `<so-content-page page="shipping-policy">`: one of the store's content pages: About
 * Us, Inspire and Support, Terms and Conditions, Shipping Policy, Return and Refund Policy or
 * Privacy Policy. It shows the page's h1, for the policies the date they last changed ("Last
 * updated", DD MMM YYYY), the page's text, and a customer-care card (call, e-mail, Contact Us). The
 * text is the store's own (numbers from the contract's constants) unless its staff wrote the page (GET
 * /content-pages/{slug}/): then their text and title replace it, their meta tags are published
 * (`$pageMeta`), and the customer-care card stays. A skeleton stands for the text while it loads; a
 * failed load shows the store's own text. A missing or unknown `page` shows "Page not found" with a
 * link to the home page, without any request.
 *
 * @tag so-content-page
 * @attr {string} page - which page (required): about-us, inspire-and-support, terms-and-conditions,
 *   shipping-policy, return-and-refund-policy or privacy-policy
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for the links
 *   to store pages; cancelable: a host that routes it calls preventDefault(), else the browser
 *   loads `url`
 * @csspart content-page - the page (root)
 * @csspart not-found - the page-not-found state
 * @csspart updated - the Last updated date
 * @csspart content - the text, shipped or the staff's
 * @csspart help - the customer-care card
 * @csspart section - each section of the shipped text
 */
export const define = () =>
  defineElement('so-content-page', ContentPage, {
    props: { page: 'string' },
    styles,
  });
