/**
 * Texts of `<so-content-page>` around the pages' own text (none of them shared, so not in MSG), and the
 * two facts the policies need that the constants do not give. The pages' texts are in `pages/`.
 */

/**
 * The day the shipped policies (terms, shipping, returns, privacy) were last changed, shown as
 * "Last updated". Change it with their text.
 */
export const POLICIES_LAST_UPDATED = '2026-11-26';

/**
 * Not a business constant: the working days within which the store starts an approved refund (the bank or
 * UPI app may take longer to show it). The store's owner must confirm this number before launch.
 */
export const REFUND_START_WORKING_DAYS = 7;

export const CONTENT_PAGE_COPY = {
  /** The label of the skeleton that stands for the text while the content page loads. */
  loading: (title: string) => `Loading ${title}`,
  lastUpdated: 'Last updated',
  help: {
    title: 'Questions?',
    text: 'Our customer care team is glad to help with orders, deliveries, returns and your account.',
    call: (phone: string) => `Call ${phone}`,
    email: (email: string) => `Email ${email}`,
    contactUs: 'Contact Us',
    label: 'Customer care',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for is not here. It may have moved, or the link may be mistyped.',
    home: 'Go to the home page',
  },
} as const;
