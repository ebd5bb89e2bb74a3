import { ELITE_CANCELLATION_WEEKS, formatPaise, MINIMUM_ORDER_PAISE, SHIPPING_FLAT_PAISE } from '@so/contract';
import type { EliteStatus } from './elite.ts';

const shipping = formatPaise(SHIPPING_FLAT_PAISE);
const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);

/**
 * Texts of the SO Elite pages that only these pages use (so they are not in MSG). They include
 * the two buttons ("Get SOSE Elite today", "Login to join SOSE Elite") and the tab's
 * "Showing x to y of n subscriptions" and Renew/Buy Subscription. The benefits and answers say
 * only what the store does (docs/rules.md#elite): free shipping for members is
 * the one price rule membership changes.
 */
export const ELITE_COPY = {
  // /subscription-plans
  title: 'SO Elite',
  intro: 'Free delivery on every order, for one small membership price.',
  planTitle: 'SO Elite membership',
  planFor: (n: number) => `for ${months(n)}`,
  planLoading: 'Loading the SO Elite plan',
  getElite: 'Get SOSE Elite today',
  loginToJoin: 'Login to join SOSE Elite',
  redirecting: 'Taking you to the payment page…',
  payHint: 'You pay once, online (debit card, credit card, net banking or UPI). It does not renew by itself.',
  memberTitle: 'You are an SO Elite member',
  memberHint: 'Your orders ship free. To renew, open your membership: a renewal adds its months after your current membership ends.',
  seeMembership: 'See your membership',
  benefitsTitle: 'What membership gives you',
  benefits: [
    { title: 'Free delivery on every order', text: `No ${shipping} shipping charge on any order you place while you are a member, wherever in India we deliver.` },
    { title: 'One price, nothing automatic', text: 'One payment covers the whole membership. Nothing renews or is charged without you asking.' },
    { title: 'Renew without losing a day', text: 'Renewing early adds the new period after the one you have, so no day is lost.' },
    { title: 'Your membership at a glance', text: 'The SO Elite tab of your profile shows the start and end of every period you bought.' },
  ],
  testimonialsTitle: 'What our members say',
  /** Quotes shown with a first name and city: demo copy the store replaces with its own customers' words (docs/decisions.md#so-elite). */
  testimonials: [
    { quote: 'I order ghee and atta every week. Free delivery paid for the membership within two orders.', name: 'Meera', place: 'Pune' },
    { quote: 'I no longer wait to fill a big cart before ordering: small orders ship free too.', name: 'Rahul', place: 'Bengaluru' },
    { quote: 'I renewed a week early and the new month simply started after the old one.', name: 'Farah', place: 'Mumbai' },
  ],
  quoteBy: (name: string, place: string) => `${name}, ${place}`,
  faqTitle: 'Frequently asked questions',
  faq: (planMonths: number) => [
    {
      question: 'How long does SO Elite last?',
      answer:
        planMonths === 1
          ? 'One month from the day you pay: paid on 15 January, you are a member up to and including 14 February. It then ends by itself.'
          : `${months(planMonths)} from the day you pay. It then ends by itself.`,
    },
    {
      question: 'What does free delivery cover?',
      answer: `Every order placed while your membership is active ships free instead of paying ${shipping}. Orders still need to be above ${formatPaise(MINIMUM_ORDER_PAISE)}. An order placed after your membership has ended pays shipping again.`,
    },
    {
      question: 'What if I renew before my membership ends?',
      answer: 'The new period starts the day after your current membership ends, so you keep every day you paid for.',
    },
    {
      question: 'Does it renew automatically?',
      answer: 'No. You are never charged without asking; renew from the SO Elite tab of your profile whenever you like.',
    },
    {
      question: 'Can I cancel my plan?',
      answer: `Yes, within ${ELITE_CANCELLATION_WEEKS} weeks of your payment: contact us and we will cancel it for you.`,
    },
    {
      question: 'How do I pay?',
      answer: "Online, on our payment partner's secure page: debit card, credit card, net banking or UPI.",
    },
  ],

  // /subscription-payment
  processingTitle: 'Processing your payment',
  processingText: 'We are confirming your SO Elite payment. This takes a few seconds; please keep this page open.',
  paidTitle: 'Payment received',
  paidText: 'Welcome to SO Elite! Taking you to the home page…',
  failedHint: 'Your membership has not started. You can start a new payment from the plans page.',
  backToPlans: 'Back to SO Elite plans',
  missingTitle: 'No payment to check',
  missingText: 'This page follows an SO Elite payment. To join, start from the plans page.',
  unknownTitle: 'We could not find this payment',
  unknownText: 'It may belong to another account. To join SO Elite, start a new payment from the plans page.',
  loginTitle: 'Please log in to see your payment',
  loginToSeePayment: 'Please login to see your payment!',
  logIn: 'Log in',

  // Profile #elite
  tabTitle: 'SO Elite membership',
  tabLoading: 'Loading your SO Elite membership',
  perPage: 'Subscriptions per page',
  showing: (from: number, to: number, count: number) => `Showing ${from} to ${to} of ${count} subscriptions`,
  startDate: 'Start date',
  endDate: 'End date',
  status: 'Status',
  statuses: { active: 'Active', expired: 'Expired', upcoming: 'Upcoming' } satisfies Record<EliteStatus, string>,
  renew: 'Renew Subscription',
  buy: 'Buy Subscription',
  pages: 'SO Elite membership pages',
  period: (name: string, start: string, end: string) => `${name}: ${start} to ${end}`,
} as const;
