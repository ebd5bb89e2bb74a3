import { MSG } from '@so/contract';

/**
 * Texts of the /contact-us page (SPEC §2). SPEC §8 defines none of them (its Contact messages belong
 * to the inquiry form, built into this page later). The customer-care phone and e-mail are
 * STORE_CONTACTS (shared/contacts.ts) unless the element's attributes give others.
 */
export const CONTACT_COPY = {
  title: 'Contact Us',
  intro:
    'Questions about an order, a product or your account? Our customer care team in Ahmedabad is glad to help. Call or write to us, or visit one of our stores.',
  loading: 'Loading the contact details',
  careTitle: 'Customer care',
  call: (phone: string) => `Call ${phone}`,
  email: (email: string) => `Email ${email}`,
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  hoursLabel: 'Hours',
  /**
   * When customer care answers (not a SPEC §9 constant; the store's own hours, in India time).
   * The owner confirms them before launch, as STORE_CONTACTS.
   */
  hours: 'Monday to Saturday, 9:30 AM – 6:30 PM (IST)',
  officeTitle: 'Registered office',
  /**
   * The registered office in Ahmedabad, line by line. The owner confirms the address before launch
   * (as STORE_CONTACTS): it is the company's legal address, not a store.
   */
  office: [MSG.storeName, '3rd Floor, Sahajanand Complex, C G Road', 'Navrangpura, Ahmedabad 380009', 'Gujarat, India'],
  moreTitle: 'More ways to get help',
  findStore: 'Find a store near you',
  faq: 'Frequently Asked Questions',
  returnPolicy: 'Return and Refund Policy',
} as const;
