import { ELITE_CANCELLATION_WEEKS, REPLACEMENT_GUARANTEE_DAYS, RETURN_REQUEST_DAYS, SUBSCRIPTION_CANCEL_NOTICE_DAYS } from '@so/contract';
import { routes } from '../../shared/links.ts';
import { POLICIES_LAST_UPDATED, REFUND_START_WORKING_DAYS } from '../copy.ts';
import { emailLink, link, p, phoneLink, ul, type ContentDocument } from '../content-document.ts';

/** /return-and-refund-policy: the replacement guarantee, returns, refunds, SO Elite and subscriptions. */
export const RETURN_AND_REFUND_POLICY: ContentDocument = {
  title: 'Return and Refund Policy',
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: `We want you to be happy with everything you buy from us. If something is not right, tell us: this policy explains when we replace an item, when you can return it, and how refunds work.`,
  sections: [
    {
      heading: `Our ${REPLACEMENT_GUARANTEE_DAYS}-day replacement guarantee`,
      blocks: [
        p(
          `If an item arrives damaged, is defective, or is not what you ordered, tell us within ${REPLACEMENT_GUARANTEE_DAYS} days of delivery and we replace it free of charge. If we cannot replace it, for example because it has run out, we refund it in full.`,
        ),
        p('Please keep the item and its packaging until we have looked at your request. If we need it back, we arrange the pickup at no cost to you.'),
      ],
    },
    {
      heading: 'Returns',
      blocks: [
        ul(
          `You can ask to return an item within ${RETURN_REQUEST_DAYS} days of delivery.`,
          'An item you return for any reason other than damage, a defect or a wrong delivery must be unopened and unused, in its original packaging with its seal intact. For such returns the shipping charge of the order is not refunded.',
          'When we accept a return, we tell you how to send the item back. The refund follows as soon as it reaches us and we have checked it.',
        ),
      ],
    },
    {
      heading: 'What cannot be returned',
      blocks: [
        ul(
          'Food items that have been opened, unless they are damaged or defective.',
          'Personal care items that have been opened or used, unless they are damaged or defective.',
          'Gift vouchers: they are non-refundable.',
          `Items for which no request reached us within ${RETURN_REQUEST_DAYS} days of delivery.`,
        ),
      ],
    },
    {
      heading: 'How to ask for a replacement or a return',
      blocks: [
        p('Call ', phoneLink(), ' or write to ', emailLink(), ' and tell us:'),
        ul(
          ['your order id (you find it in the ', link('Orders tab of your profile', routes.orders()), ');'],
          'which item, and what is wrong with it;',
          'for a damaged, defective or wrong item, a few photos of the item and its packaging.',
        ),
        p('You can also write to us from our ', link('contact page', routes.contactUs()), '. We reply to every request and tell you what happens next.'),
      ],
    },
    {
      heading: 'Refunds',
      blocks: [
        ul(
          'Online payments are refunded to the original payment method: the same card, bank account or UPI id you paid with.',
          'Coins you redeemed on the order go back to your coin wallet; coins the order earned are taken back.',
          'Cash-on-delivery orders are refunded by bank transfer to the bank account you give us.',
          `We start an approved refund within ${REFUND_START_WORKING_DAYS} working days. Your bank, card issuer or UPI app may take a few more days to show it.`,
        ),
      ],
    },
    {
      heading: 'Cancelling an order',
      blocks: [
        p(
          'To cancel an order before it is dispatched, contact us: we refund everything you paid for it, as above. Once an order is on its way, it can be returned under this policy.',
        ),
      ],
    },
    {
      heading: 'SO Elite membership',
      blocks: [
        p(
          `You may cancel your SO Elite membership within ${ELITE_CANCELLATION_WEEKS} weeks of paying for it. Contact us and we cancel it and refund its price to the payment method you used; from then on, orders pay shipping as usual. After ${ELITE_CANCELLATION_WEEKS} weeks the membership runs to its end date and is not refunded.`,
        ),
      ],
    },
    {
      heading: 'Subscriptions',
      blocks: [
        p(
          `Each subscription delivery is an order and follows this policy. To stop future deliveries, pause the subscription from its page at any time, or ask us to cancel it at least ${SUBSCRIPTION_CANCEL_NOTICE_DAYS} calendar days before a delivery. A delivery that has already been charged is delivered, and can be returned under this policy like any other order. More on `,
          link('Subscribe and Save', routes.subscribeAndSave()),
          '.',
        ),
      ],
    },
  ],
};
