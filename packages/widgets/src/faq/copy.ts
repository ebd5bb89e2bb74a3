import {
  PAISE_PER_RUPEE,
  COIN_EARN_RUPEES_PER_COIN,
  COIN_VALUE_PAISE,
  coinsEarned,
  DELIVERY_COUNTRY,
  DELIVERY_WORKING_DAYS_AHMEDABAD,
  DELIVERY_WORKING_DAYS_ELSEWHERE,
  DELIVERY_WORKING_DAYS_TERMS_MAX,
  formatWholeRupees,
  FREE_SHIPPING_CITY,
  PHONE_DIGITS,
  ELITE_CANCELLATION_WEEKS,
  ELITE_PLAN_MONTHS_DEFAULT,
  MINIMUM_ORDER_PAISE,
  RAPID_DELIVERY_CITIES,
  REPLACEMENT_GUARANTEE_DAYS,
  RETURN_REQUEST_DAYS,
  SHIPPING_FLAT_PAISE,
  SUBSCRIPTION_CANCEL_NOTICE_DAYS,
  SUBSCRIPTION_SHIFT_LEAD_DAYS,
  SUBSCRIPTION_SHIFT_WINDOW_DAYS,
} from '@so/contract';
import type { FaqItem } from '../shared/FaqList.tsx';


/** "Ahmedabad, Mumbai, … and Bhavnagar". */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const days = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

const shipping = formatWholeRupees(SHIPPING_FLAT_PAISE);
const minimum = formatWholeRupees(MINIMUM_ORDER_PAISE);
const coinValue = formatWholeRupees(COIN_VALUE_PAISE);
const perCoin = formatWholeRupees(COIN_EARN_RUPEES_PER_COIN * PAISE_PER_RUPEE);
const elsewhere = `${DELIVERY_WORKING_DAYS_ELSEWHERE.min}–${DELIVERY_WORKING_DAYS_ELSEWHERE.max}`;
/** A worked example of the coins an order earns: floor(final total / ₹100). */
const exampleTotalPaise = 1250 * PAISE_PER_RUPEE;
const exampleCoins = coinsEarned(exampleTotalPaise, 0);

export interface FaqGroup {
  title: string;
  items: readonly FaqItem[];
}

/**
 * The /faq page's texts. None is shared (not in MSG); every number is a business constant
 * (delivery times, shipping, minimum order, replacement and return windows, coins, SO Elite,
 * Subscribe and Save) so the page never disagrees with the checkout or the policies. SO Elite's
 * price is the store's setting (GET /subscription-plans-info/), so the FAQ does not name it.
 */
export const FAQ_COPY = {
  title: 'Frequently Asked Questions',
  intro: 'Quick answers about ordering from us, delivery, returns, SO Coins and our memberships. Open a question to read its answer.',
  loading: 'Loading the questions and answers',
  groups: [
    {
      title: 'Orders and payment',
      items: [
        {
          question: 'How do I place an order?',
          answer:
            'Add the products you want to your cart, open the cart and choose Process Checkout. Log in (or create an account), pick your billing address and a payment method, and place the order. You will find it in the Orders tab of your profile.',
        },
        {
          question: 'Which payment methods do you accept?',
          answer:
            "Cash on Delivery or Online Payment. Online, you pay on our payment partner's secure page by debit card, credit card, net banking or UPI.",
        },
        {
          question: 'Is there a minimum order value?',
          answer: `Yes: an order must come to more than ${minimum}. Orders that include a book are the one exception and may be of any value.`,
        },
        {
          question: 'Can I use a voucher code?',
          answer: 'Yes. Enter the code under Voucher in your cart before you check out; the discount shows in the Order Total.',
        },
        {
          question: 'Can I cancel my order?',
          answer:
            'Contact our customer care with your order id as soon as you can; we cancel it if it has not left us yet. An online payment is then refunded to where it came from, and any SO Coins you used on it go back to your wallet.',
        },
      ],
    },
    {
      title: 'Delivery',
      items: [
        {
          question: 'How long does delivery take?',
          answer: `${days(DELIVERY_WORKING_DAYS_AHMEDABAD, 'working day')} in ${FREE_SHIPPING_CITY}, and ${elsewhere} working days elsewhere in ${DELIVERY_COUNTRY}. Remote PIN codes can take up to ${days(DELIVERY_WORKING_DAYS_TERMS_MAX, 'working day')}. Each order's page shows its expected delivery date.`,
        },
        {
          question: 'Which cities get rapid delivery?',
          answer: `${listOf(RAPID_DELIVERY_CITIES)}. Orders to these cities usually reach you sooner than elsewhere.`,
        },
        {
          question: `Do you deliver outside ${DELIVERY_COUNTRY}?`,
          answer: `No. We deliver only to addresses in ${DELIVERY_COUNTRY}.`,
        },
        {
          question: 'How much does delivery cost?',
          answer: `A flat ${shipping} per order. Delivery is free to addresses in ${FREE_SHIPPING_CITY} and, anywhere we deliver, for SO Elite members.`,
        },
        {
          question: 'How do I track my order?',
          answer: 'Open the Orders tab of your profile and choose the order: its page shows the status, the order date and the expected delivery date.',
        },
      ],
    },
    {
      title: 'Returns and refunds',
      items: [
        {
          question: 'A product arrived damaged or is not what I ordered. What do I do?',
          answer: `Our ${REPLACEMENT_GUARANTEE_DAYS}-day replacement guarantee covers it. Tell our customer care within ${days(REPLACEMENT_GUARANTEE_DAYS, 'day')} of delivery, with your order id and a photo of the product, and we will replace it at no cost to you.`,
        },
        {
          question: 'Can I return a product?',
          answer: `Yes, ask for a return within ${days(RETURN_REQUEST_DAYS, 'day')} of delivery by contacting our customer care with your order id. Our Return and Refund Policy lists which products can be returned and in what condition.`,
        },
        {
          question: 'How do I get my refund?',
          answer:
            'An online payment is refunded to the card, bank account or UPI ID you paid with; banks usually take 5–7 working days to show it. For a cash on delivery order our customer care asks for your bank account or UPI ID to send it. SO Coins you used on the order go back to your wallet.',
        },
      ],
    },
    {
      title: 'SO Coins',
      items: [
        {
          question: 'How do I earn SO Coins?',
          answer: `You earn 1 SO Coin for every full ${perCoin} of an order's final total: an order of ${formatWholeRupees(exampleTotalPaise)} earns ${exampleCoins} coins. An order on which you redeem coins earns none.`,
        },
        {
          question: 'What is an SO Coin worth?',
          answer: `1 coin = ${coinValue}. Each coin you redeem takes ${coinValue} off your order total.`,
        },
        {
          question: 'How do I redeem my coins?',
          answer:
            'Log in and open your cart. Enter how many coins to use and choose Send OTP, then type the OTP sent to your registered mobile number. There is no minimum; you can use up to your wallet balance, and not more than the order total.',
        },
        {
          question: 'Do SO Coins expire? Can I give them to someone?',
          answer: 'They never expire. They belong to your account and cannot be transferred to anyone else.',
        },
        {
          question: 'Where can I use my coins?',
          answer: 'In all our stores and on our website. Your balance and every coin earned and spent are in the Wallet tab of your profile.',
        },
      ],
    },
    {
      title: 'SO Elite',
      items: [
        {
          question: 'What is SO Elite?',
          answer: `Our membership for regular shoppers: free delivery on every order you place while you are a member, wherever in ${DELIVERY_COUNTRY} we deliver. Orders still need to be above ${minimum}.`,
        },
        {
          question: 'How long does membership last?',
          answer: `${days(ELITE_PLAN_MONTHS_DEFAULT, 'month')} from the day you pay. It does not renew by itself: renew from the SO Elite tab of your profile whenever you like.`,
        },
        {
          question: 'Can I cancel SO Elite?',
          answer: `Yes, within ${days(ELITE_CANCELLATION_WEEKS, 'week')} of your payment. Contact our customer care and we will cancel it for you.`,
        },
      ],
    },
    {
      title: 'Subscribe and Save',
      items: [
        {
          question: 'How does Subscribe and Save work?',
          answer:
            'Choose Subscribe on a product, pick how often it should come and how many, and pay the first order online. The product then arrives regularly at the subscription price.',
        },
        {
          question: 'How are subscription deliveries paid?',
          answer: 'Payments are automatic only: debit card, credit card, net banking or UPI. Each delivery is charged the same way as the first.',
        },
        {
          question: 'Can I move or skip a delivery?',
          answer: `When a delivery is ${days(SUBSCRIPTION_SHIFT_LEAD_DAYS, 'day')} away or less you can shift it once, to any day up to ${days(SUBSCRIPTION_SHIFT_WINDOW_DAYS, 'day')} later. To stop deliveries for a while, pause the subscription from its page.`,
        },
        {
          question: 'How do I cancel a subscription?',
          answer: `Tell us at least ${SUBSCRIPTION_CANCEL_NOTICE_DAYS} calendar days before the next delivery.`,
        },
      ],
    },
    {
      title: 'Your account',
      items: [
        {
          question: 'How do I create an account?',
          answer: `Choose Sign up and enter your name, e-mail, ${PHONE_DIGITS}-digit mobile number and a password. After that you can log in with your e-mail and password, or with an OTP sent to your mobile.`,
        },
        {
          question: 'I forgot my password. What now?',
          answer: "Choose Forgot password on the login page and enter your e-mail: we send you a link to set a new one.",
        },
        {
          question: 'How do I change my addresses or details?',
          answer: 'Your profile has a tab for each: Details (Update Profile, Change Password) and Addresses (add or edit an address).',
        },
        {
          question: 'How do I close my account?',
          answer: 'Open the Details tab of your profile and choose Deactivate Account, then confirm.',
        },
      ],
    },
  ] satisfies readonly FaqGroup[],
  helpTitle: 'Still need help?',
  helpLinks: {
    contactUs: 'Contact our customer care',
    returnPolicy: 'Return and Refund Policy',
    shippingPolicy: 'Shipping Policy',
  },
} as const;
