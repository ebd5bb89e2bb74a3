import { MSG } from '@so/contract';

/**
 * Texts of the /contact-us page and its inquiry form. The shared contact
 * messages (Failed to send inquiry, Unable to load countries, reCAPTCHA verification failed,
 * Please complete reCAPTCHA first) and the thanks the server answers are MSG's; the field
 * messages are the server's own (ANSWER.fieldRequired and friends), so the form and the server
 * say the same thing. The customer-care phone and e-mail are STORE_CONTACTS (shared/contacts.ts)
 * unless the element's attributes give others.
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
   * When customer care answers (not a business constant; the store's own hours, in India time).
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

  // The inquiry form (POST /inquiries/)
  formTitle: 'Send us a message',
  formIntro:
    'Write to us about an order, a product, bulk or corporate gifting orders, or anything else. Our team in Ahmedabad reads every message and replies by e-mail or phone within one working day.',
  requiredNote: 'All fields marked * are required.',
  /**
   * The field labels. They are the names the server's messages use (@so/contract InquiryRequest:
   * "Company is required", "Phone number must be 10 digits after the country code", …), so a
   * message always names the field as the form labels it.
   */
  fields: {
    company: 'Company',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    phone: 'Phone number',
    inquiry_description: 'Your query',
  },
  phoneHint: 'Digits only, without the country code: it is added for you.',
  send: 'Send',
  sending: 'Sending…',
} as const;
