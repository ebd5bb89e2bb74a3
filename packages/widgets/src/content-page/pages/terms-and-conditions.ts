import {
  PAISE_PER_RUPEE,
  COIN_EARN_RUPEES_PER_COIN,
  COIN_VALUE_PAISE,
  coinsEarned,
  DELIVERY_COUNTRY,
  DELIVERY_WORKING_DAYS_TERMS_MAX,
  formatWholeRupees,
  FREE_SHIPPING_CITY,
  ELITE_CANCELLATION_WEEKS,
  ELITE_PLAN_MONTHS_DEFAULT,
  MINIMUM_ORDER_EXEMPT_WORD,
  MINIMUM_ORDER_PAISE,
  MSG,
  REPLACEMENT_GUARANTEE_DAYS,
  RETURN_REQUEST_DAYS,
  SHIPPING_FLAT_PAISE,
  SUBSCRIPTION_CANCEL_NOTICE_DAYS,
} from '@so/contract';
import { routes } from '../../shared/links.ts';
import { POLICIES_LAST_UPDATED } from '../copy.ts';
import { emailLink, link, months, p, phoneLink, ul, type ContentDocument } from '../content-document.ts';

const store = MSG.storeName;
const coin = formatWholeRupees(COIN_VALUE_PAISE);
const earnStep = formatWholeRupees(COIN_EARN_RUPEES_PER_COIN * PAISE_PER_RUPEE);
/** The worked example of the coins an order earns (not a business constant; every total would do). */
const exampleTotal = 1_250 * PAISE_PER_RUPEE;

/** /terms-and-conditions: the rules of buying from the store, with the policies it refers to. */
export const TERMS_AND_CONDITIONS: ContentDocument = {
  title: 'Terms and Conditions',
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: [
    `These terms apply to every purchase from ${store} on our website and in our apps. By creating an account or placing an order you accept them. Please read them together with our `,
    link('Shipping Policy', routes.shippingPolicy()),
    ', ',
    link('Return and Refund Policy', routes.returnAndRefundPolicy()),
    ' and ',
    link('Privacy Policy', routes.privacyPolicy()),
    '.',
  ],
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        p(
          `${store} sells organic foods, natural personal and home care, gifts and Ayurvedic products from Ahmedabad, Gujarat, India. In these terms "we", "us" and "our" mean ${store}; "you" means the person using our website or placing an order.`,
        ),
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        ul(
          'You can browse and fill a cart without an account. You need one to place an order, subscribe, join SO Elite, redeem coins or write a review.',
          'Give us correct details: your name, a mobile number and an e-mail address where you receive messages, and complete delivery addresses.',
          'Keep your password and the one-time passwords (OTPs) we send you to yourself. You are responsible for what is done with your account; if you think someone else has used it, change your password and tell us straight away.',
          ['You may deactivate your account at any time from your ', link('profile', routes.profile()), '.'],
          'We may suspend an account that is used for fraud, to misuse offers or coins, or to harm other shoppers.',
        ),
      ],
    },
    {
      heading: 'Prices and products',
      blocks: [
        ul(
          'All prices are in Indian rupees (INR) and include the applicable taxes, as shown at checkout. The total shown at checkout, with shipping and any voucher or coins, is the amount you pay.',
          'We describe and photograph our products as accurately as we can. Natural products vary a little from batch to batch in colour, aroma and texture; this is not a defect.',
          'If a price or description is wrong because of a mistake on our side, we tell you before the order is dispatched, and you may cancel it for a full refund.',
        ),
      ],
    },
    {
      heading: 'Minimum order',
      blocks: [
        p(
          `An order must come to more than ${formatWholeRupees(MINIMUM_ORDER_PAISE)}, unless it includes a product whose name contains the word "${MINIMUM_ORDER_EXEMPT_WORD}" (our books and booklets), which may be ordered for any amount.`,
        ),
      ],
    },
    {
      heading: 'Payment',
      blocks: [
        ul(
          "Pay cash on delivery, or online on our payment partner's secure page by debit card, credit card, net banking or UPI.",
          'Subscriptions, SO Elite memberships and gift vouchers are paid online only.',
          'An online order is confirmed when its payment succeeds. If a payment fails, the order stays unpaid; you can pay it later with Accept and Pay on the order page.',
          'We may cancel an order we cannot fulfil, for example when a product has run out or an address cannot be reached. Anything you paid for it is refunded in full.',
        ),
      ],
    },
    {
      heading: 'Delivery',
      blocks: [
        p(
          `We deliver to addresses in ${DELIVERY_COUNTRY} only; we do not deliver outside ${DELIVERY_COUNTRY}. Orders are delivered within up to ${DELIVERY_WORKING_DAYS_TERMS_MAX} working days of being confirmed. Our `,
          link('Shipping Policy', routes.shippingPolicy()),
          ' gives the usual times by city.',
        ),
      ],
    },
    {
      heading: 'Shipping charges',
      blocks: [
        p(
          `Shipping is a flat ${formatWholeRupees(SHIPPING_FLAT_PAISE)} per order. It is free for delivery addresses in ${FREE_SHIPPING_CITY} and for SO Elite members.`,
        ),
      ],
    },
    {
      heading: 'SO Coins',
      blocks: [
        ul(
          `1 coin = ${coin}.`,
          `You earn 1 coin for every full ${earnStep} of an order's final total: an order of ${formatWholeRupees(exampleTotal)} earns ${coinsEarned(exampleTotal, 0)} coins. Coins reach your wallet when a cash-on-delivery order is placed or when an online payment succeeds.`,
          'No coins are earned on an order in which you redeem coins.',
          'Coins have no expiry date.',
          `There is no minimum redemption: redeem any number of coins up to your wallet balance (and never more than the order's total). Each coin redeemed takes ${coin} off the amount you pay. A redemption is confirmed with an OTP sent to your mobile number.`,
          'Coins are not transferable to another account and cannot be exchanged for cash.',
          'Coins are valid at all our stores and on the website.',
          'If an order is cancelled, the coins redeemed on it go back to your wallet and the coins it earned are taken back.',
          ['More on the ', link('SO Coin page', routes.soCoin()), '.'],
        ),
      ],
    },
    {
      heading: 'SO Elite membership',
      blocks: [
        ul(
          `An SO Elite membership lasts ${months(ELITE_PLAN_MONTHS_DEFAULT)} from the day you pay for it online. It gives free delivery on every order placed while it is active and does not renew by itself.`,
          `You may cancel a membership within ${ELITE_CANCELLATION_WEEKS} weeks of paying for it by contacting us.`,
          ['Plans and prices are on the ', link('SO Elite page', routes.eliteplans()), '.'],
        ),
      ],
    },
    {
      heading: 'Subscribe and Save',
      blocks: [
        ul(
          'Subscription deliveries are paid automatically only, by debit card, credit card, net banking or UPI.',
          `A subscription is cancelled at least ${SUBSCRIPTION_CANCEL_NOTICE_DAYS} calendar days before a delivery.`,
          'Each delivery is an order like any other: the minimum order, shipping charges and our return policy apply to it.',
          ['How subscriptions work: ', link('Subscribe and Save', routes.subscribeAndSave()), '.'],
        ),
      ],
    },
    {
      heading: 'Gift vouchers',
      blocks: [
        p(
          'Gift vouchers have no expiry date and no fees. They cannot be reloaded, refunded or transferred, and are redeemable only online or in our apps.',
        ),
      ],
    },
    {
      heading: 'Returns and refunds',
      blocks: [
        p(
          `Damaged, defective or wrong items are covered by our ${REPLACEMENT_GUARANTEE_DAYS}-day replacement guarantee, and return requests are accepted within ${RETURN_REQUEST_DAYS} days of delivery, as our `,
          link('Return and Refund Policy', routes.returnAndRefundPolicy()),
          ' explains.',
        ),
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        p(
          'These terms are governed by the laws of India. Any dispute arising from them or from an order is subject to the exclusive jurisdiction of the courts at Ahmedabad, Gujarat.',
        ),
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        p(
          'We may update these terms from time to time. The terms on this page on the day you place an order apply to that order; the date at the top shows when they last changed.',
        ),
      ],
    },
    {
      heading: 'Contact us',
      blocks: [p('Questions about these terms? Call ', phoneLink(), ' or write to ', emailLink(), '.')],
    },
  ],
};
