import {
  DELIVERY_COUNTRY,
  DELIVERY_WORKING_DAYS_AHMEDABAD,
  DELIVERY_WORKING_DAYS_ELSEWHERE,
  DELIVERY_WORKING_DAYS_TERMS_MAX,
  formatWholeRupees,
  FREE_SHIPPING_CITY,
  MINIMUM_ORDER_PAISE,
  RAPID_DELIVERY_CITIES,
  REPLACEMENT_GUARANTEE_DAYS,
  SHIPPING_FLAT_PAISE,
} from '@so/contract';
import { routes } from '../../shared/links.ts';
import { POLICIES_LAST_UPDATED } from '../copy.ts';
import { dayRange, emailLink, link, p, phoneLink, ul, type ContentDocument } from '../content-document.ts';

/** /shipping-policy: where, how fast and at what charge the store delivers, tracking, damaged parcels. */
export const SHIPPING_POLICY: ContentDocument = {
  title: 'Shipping Policy',
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: `We deliver to homes and offices anywhere in ${DELIVERY_COUNTRY}. This policy explains where we deliver, how long it takes, what it costs and how to follow your order.`,
  sections: [
    {
      heading: 'Where we deliver',
      blocks: [
        p(
          `We deliver to addresses in ${DELIVERY_COUNTRY} only. We do not deliver outside ${DELIVERY_COUNTRY}, and we cannot accept an order for an address abroad.`,
        ),
      ],
    },
    {
      heading: 'Delivery times',
      blocks: [
        ul(
          `Ahmedabad: ${DELIVERY_WORKING_DAYS_AHMEDABAD} working days.`,
          `Elsewhere in ${DELIVERY_COUNTRY}: ${dayRange(DELIVERY_WORKING_DAYS_ELSEWHERE)} working days.`,
        ),
        p(
          `Times are counted in working days (not Sundays or public holidays) from the day your order is confirmed: when you place a cash-on-delivery order, or when your online payment succeeds. Remote areas, festivals and bad weather can add a little time, but every order is delivered within up to ${DELIVERY_WORKING_DAYS_TERMS_MAX} working days, as our `,
          link('Terms and Conditions', routes.termsAndConditions()),
          ' say.',
        ),
      ],
    },
    {
      heading: 'Rapid delivery cities',
      blocks: [
        p('Orders to these cities go out with our rapid delivery partners, so they usually reach you sooner:'),
        ul(...RAPID_DELIVERY_CITIES),
        p('Rapid delivery is used automatically for addresses in these cities and costs nothing extra.'),
      ],
    },
    {
      heading: 'Shipping charges',
      blocks: [
        ul(
          `A flat ${formatWholeRupees(SHIPPING_FLAT_PAISE)} per order, whatever its size or weight.`,
          `Free for delivery addresses in ${FREE_SHIPPING_CITY}.`,
          ['Free on every order for ', link('SO Elite', routes.eliteplans()), ' members.'],
          `The charge is shown at checkout before you pay. Every order must come to more than ${formatWholeRupees(MINIMUM_ORDER_PAISE)} (books excepted).`,
        ),
      ],
    },
    {
      heading: 'Tracking your order',
      blocks: [
        p(
          'Every order you place appears in the ',
          link('Orders tab of your profile', routes.orders()),
          ' with its status (Pending, Confirmed, Dispatched, Delivered) and its expected delivery date. Open an order to see its items, addresses and payment.',
        ),
      ],
    },
    {
      heading: 'Damaged or wrong parcels',
      blocks: [
        p(
          `If a parcel arrives damaged or opened, or with a wrong or missing item, please take photos of the parcel and its contents and tell us within ${REPLACEMENT_GUARANTEE_DAYS} days of delivery. We replace damaged, defective and wrong items and send missing ones free of charge, as our `,
          link('Return and Refund Policy', routes.returnAndRefundPolicy()),
          ' explains.',
        ),
        p('Call ', phoneLink(), ' or write to ', emailLink(), ' with your order id.'),
      ],
    },
  ],
};
