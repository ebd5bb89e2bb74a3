import { ANSWER, MSG } from '@so/contract';
import { routes } from '../../shared/links.ts';
import { POLICIES_LAST_UPDATED } from '../copy.ts';
import { emailLink, link, p, phoneLink, ul, type ContentDocument } from '../content-document.ts';

const store = MSG.storeName;

/** /privacy-policy: what the store collects, why, who sees it, how long it is kept, the shopper's choices. */
export const PRIVACY_POLICY: ContentDocument = {
  title: 'Privacy Policy',
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: `This policy explains what personal information ${store} collects when you use our website and apps, why we collect it, who we share it with and the choices you have. We collect only what we need to run the store and deliver your orders, and we never sell it.`,
  sections: [
    {
      heading: 'What we collect',
      blocks: [
        ul(
          'Your account: your name, e-mail address, mobile number, the company name if you add one, and your password, which we store only in a scrambled (hashed) form that nobody can read back.',
          'Your addresses: the billing and delivery addresses you save, with the names and phone numbers on them.',
          'Your orders and activity: what you order and subscribe to, your cart and wishlist, your coin wallet, your SO Elite memberships, the reviews you write and the enquiries and appointment requests you send us.',
          "A visitor id: a random code our website receives on your first visit and keeps in your browser's local storage. It lets your cart and wishlist work before you log in; it contains nothing about who you are.",
          "Other things kept in your browser's local storage: your login while you are logged in, your cart and wishlist counts, and the titles and descriptions (meta tags) of the pages you have opened, so that they show faster. Logging out removes your login.",
          'Payments: the amount, whether the payment succeeded, and the reference our payment partner gives it.',
          'Technical information: like most websites, our servers record basic details of each request, such as the IP address and the browser used, to keep the store secure and working.',
        ),
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        ul(
          'To deliver your orders and subscriptions, and to run your account, coin wallet and SO Elite membership.',
          'To contact you about your orders, deliveries, returns and enquiries.',
          'To prevent fraud and misuse of offers and coins, and to keep the store secure.',
          'To keep the invoices and records that Indian tax and accounting law requires.',
          'To improve the store: which products shoppers look for and which pages work well.',
        ),
      ],
    },
    {
      heading: 'Payments',
      blocks: [
        p(
          "Online payments are made on our payment gateway's secure page. Your card, bank or UPI details go straight to the payment gateway: we never receive or store your card number, CVV, net banking password or UPI PIN. We receive only the result of the payment and its reference.",
        ),
      ],
    },
    {
      heading: 'SMS and e-mail',
      blocks: [
        p(
          'We use your mobile number and e-mail address to send one-time passwords (OTPs) to log in and to redeem coins, password reset links, and messages about your orders, subscriptions, membership, gift vouchers and appointments. When you buy a gift voucher, we use the name and e-mail address of the person receiving it only to send them the voucher.',
        ),
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        p(
          'We share personal information only with our delivery partners and our payment partners, and only what each of them needs: a delivery partner gets the name, address and phone number on the parcel; a payment partner gets the amount, the order reference and the contact details it needs to process the payment. We disclose information to authorities only when the law requires it.',
        ),
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        p(
          'We keep your account details for as long as your account is active. Orders and invoices are kept for as long as Indian tax and accounting law requires, even after an account is deactivated.',
        ),
        p(
          `When you deactivate your account, we erase your name, company, mobile number and e-mail address, delete your saved addresses, cart and wishlist, and log you out everywhere. Reviews you wrote stay on the products under the name "${ANSWER.formerCustomer}".`,
        ),
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        ul(
          ['Update your name, company and contact details, add and edit your addresses, and change your password from your ', link('profile', routes.profile()), '.'],
          'Deactivate your account at any time with Deactivate Account on the Details tab of your profile.',
          "Clear your browser's local storage to remove the visitor id and everything else our website keeps there.",
          ['Ask us for a copy of the information we hold about you, or to correct it, from our ', link('contact page', routes.contactUs()), '.'],
        ),
      ],
    },
    {
      heading: 'Security',
      blocks: [
        p(
          'Our website is served over an encrypted connection (HTTPS). Passwords are stored hashed, redeeming coins needs an OTP sent to your mobile number, and only the staff who need customer information to do their work can see it.',
        ),
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [p('When we change this policy, we update it on this page and change the date at the top.')],
    },
    {
      heading: 'Contact us',
      blocks: [p('Questions about your information? Call ', phoneLink(), ' or write to ', emailLink(), '.')],
    },
  ],
};
