import {
  formatWholeRupees,
  MINIMUM_ORDER_PAISE,
  SHIPPING_FLAT_PAISE,
  SUBSCRIPTION_CANCEL_NOTICE_DAYS,
  SUBSCRIPTION_SHIFT_LEAD_DAYS,
  SUBSCRIPTION_SHIFT_WINDOW_DAYS,
} from '@so/contract';

const shipping = formatWholeRupees(SHIPPING_FLAT_PAISE);
const minimum = formatWholeRupees(MINIMUM_ORDER_PAISE);
const lead = SUBSCRIPTION_SHIFT_LEAD_DAYS;
const windowDays = SUBSCRIPTION_SHIFT_WINDOW_DAYS;
const notice = SUBSCRIPTION_CANCEL_NOTICE_DAYS;

/** The discount as the page says it: a positive whole percent, else nothing (the text then goes without it). */
const saving = (percent: number | null) => (percent !== null && percent > 0 ? `${percent}%` : null);

/**
 * Texts of the /subscribe-and-save help page. None is shared (not in MSG). Every rule
 * here is the store's (docs/rules.md#subscriptions): the frequency is one of the delivery options,
 * a delivery is shifted once, within 7 days of it, up to 15 days later; a subscription pauses any
 * time from its page; cancellation is at least 10 calendar days before a delivery; payments are
 * automatic only; amounts in INR without decimals.
 */
export const SUBSCRIBE_SAVE_COPY = {
  title: 'Subscribe and Save',
  intro: (percent: number | null) => {
    const off = saving(percent);
    return off
      ? `Save ${off} on every delivery of the products you use again and again. Choose how often they come; we deliver them at the subscription price.`
      : 'Save on every delivery of the products you use again and again. Choose how often they come; we deliver them at the subscription price.';
  },
  introLoading: 'Loading the Subscribe and Save discount',
  actions: 'Subscribe and Save',
  addSubscription: 'Add Subscription',
  subscriptionDetails: 'Subscription Details',
  contactUs: 'Contact Us',
  howTo: 'How to start: open a product in the shop and choose Subscribe. Pick how often it should come and how many, then pay the first order online.',
  cards: {
    schedule: {
      title: 'Change your delivery schedule',
      text: 'Open Subscription Details, choose View Details on the product, then Edit Subscription. Pick how often it comes from the delivery options offered, or change the quantity. Your next delivery keeps its date; the new rhythm starts after it.',
    },
    earlier: {
      title: 'Need it sooner?',
      text: 'A subscription delivery cannot be brought forward; it can only be moved later (see below). If you run out early, order the product from the shop as usual: your subscription carries on as planned.',
    },
    skip: {
      title: 'Skip or delay a delivery',
      text: `When your next delivery is ${lead} days away or less, Shift Order on the subscription's page moves it once, to any day up to ${windowDays} days later. The deliveries after it keep their usual dates. To skip more than one, pause the subscription.`,
    },
    cancel: {
      title: 'Pause or cancel',
      text: `Pause a subscription any time from its page: Edit Subscription, status Inactive. Nothing is delivered or charged while it is paused; set it Active again to resume. To cancel a subscription, tell us at least ${notice} calendar days before the delivery.`,
    },
  },
  faqTitle: 'FAQs',
  faq: (percent: number | null) => {
    const off = saving(percent);
    return [
      {
        question: 'How much do I save?',
        answer: off
          ? `${off} off the product's price on every delivery. The discount is fixed on your subscription when you create it.`
          : "The store's subscription discount off the product's price, on every delivery. It is fixed on your subscription when you create it.",
      },
      {
        question: 'How do I pay?',
        answer: 'Payments are automatic only: debit card, credit card, net banking or UPI. You pay the first order online; each later delivery is charged automatically in the same way.',
      },
      {
        question: 'What does delivery cost?',
        answer: `As for every order: ${shipping}, free for addresses in Ahmedabad and for SO Elite members.`,
      },
      {
        question: 'Is there a minimum?',
        answer: `As for any order, each delivery must come to more than ${minimum} (books excepted).`,
      },
      {
        question: 'What if a product is out of stock?',
        answer: 'That delivery is skipped and we tell you by e-mail (and SMS when we have your mobile number). The next one comes as planned.',
      },
      {
        question: 'Where do I see my deliveries?',
        answer: 'Each delivery is an order in the Orders tab of your profile, marked as a subscription order.',
      },
    ];
  },
  termsTitle: 'Terms',
  terms: [
    "The discount is fixed on a subscription when it is created; later changes to the store's discount do not change it.",
    'Payments are automatic only (debit card, credit card, net banking, UPI). A charge that fails leaves that order unpaid; pay it with Accept and Pay on the order page.',
    `A delivery may be shifted once, when it is ${lead} days away or less, to a day up to ${windowDays} days after it.`,
    `A subscription is cancelled at least ${notice} calendar days before a delivery.`,
    `Amounts are in Indian rupees (INR). Each delivery is taxed and shipped like any order, and must come to more than ${minimum}.`,
  ],
} as const;
