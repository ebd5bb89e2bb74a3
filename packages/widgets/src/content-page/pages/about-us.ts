import { COIN_EARN_RUPEES_PER_COIN, COIN_VALUE_PAISE, DELIVERY_COUNTRY, formatWholeRupees, MSG, PAISE_PER_RUPEE } from '@so/contract';
import { routes } from '../../shared/links.ts';
import { emailLink, link, p, phoneLink, ul, type ContentDocument } from '../content-document.ts';

const store = MSG.storeName;

/** /about-us: the store's story, what it sells, how it chooses, its stores, its offers, how to reach it. */
export const ABOUT_US: ContentDocument = {
  title: 'About Us',
  intro: `${store} began in Ahmedabad ten years ago with one simple belief: food should be grown without chemicals, and the people who grow it should be paid fairly for it. This year we celebrate our tenth anniversary, and that belief is still what decides every product on our shelves.`,
  sections: [
    {
      heading: 'Our story',
      blocks: [
        p(
          'We started with a single counter in Ahmedabad, selling stone-ground atta, cold-pressed oils and pulses from a handful of farmers we knew by name. Our first customers kept asking for more: jaggery, desi ghee, millets, herbal soaps, the Ayurvedic remedies their grandparents trusted. So we went looking for more farmers and makers who worked the same honest way.',
        ),
        p(
          'Ten years later we are still a family of farmers, makers, store staff and shoppers. We visit the farms, we taste and use what we sell, and when you call us, you speak to people who know the products.',
        ),
        p(
          'To everyone who has shopped with us, recommended us to a friend or told us honestly what we got wrong: thank you for ten years. The celebration you see on our home page is for you.',
        ),
      ],
    },
    {
      heading: 'What we sell',
      blocks: [
        p('Everything we sell is organic, natural or Ayurvedic, chosen for everyday Indian homes:'),
        ul(
          'Organic foods: atta and millets, rice and pulses, cold-pressed oils, ghee, jaggery and natural sweeteners, whole and ground spices, dry fruits, teas and ready-to-cook staples.',
          'Natural personal care: herbal soaps, hair oils, skin care and oral care made without harsh chemicals.',
          'Natural home care: plant-based cleaners and detergents that are gentle on your home and on the water they go into.',
          'Gifting: festive hampers, gift packing for any order and gift vouchers for the people you care about.',
          'Ayurvedic items: classical formulations, churnas, chyawanprash, herbal teas and wellness products, with a free consultation with our Vaidya when you want advice.',
        ),
      ],
    },
    {
      heading: 'How we choose products and farmers',
      blocks: [
        ul(
          'We buy from farmers and makers we have met. Before a new farm supplies us, someone from our team visits it, walks the fields and sees how the crop is grown, stored and packed.',
          "Our organic foods come from certified organic farms. We keep every supplier's certificate on file and check it again each time it is renewed.",
          'We read the label of every personal and home care product and leave out anything with ingredients we would not use in our own homes.',
          'Ayurvedic products come only from makers licensed to make them.',
          'We agree prices directly with farmers, without a chain of middlemen, so that more of what you pay reaches the people who grew it.',
          'When a product stops meeting our standards, we stop selling it, however well it sells.',
        ),
      ],
    },
    {
      heading: 'Our stores',
      blocks: [
        p(
          'Our stores carry the same range as our website, and our staff are happy to help you find what suits your family. Find your nearest store, its opening hours and directions on our ',
          link('store locator', routes.storeLocator()),
          `. Online, we deliver anywhere in ${DELIVERY_COUNTRY}.`,
        ),
      ],
    },
    {
      heading: 'Ways to save',
      blocks: [
        ul(
          [
            link('SO Coin', routes.soCoin()),
            `: earn 1 coin for every ${formatWholeRupees(COIN_EARN_RUPEES_PER_COIN * PAISE_PER_RUPEE)} you spend and use each coin as ${formatWholeRupees(COIN_VALUE_PAISE)}, online and in all our stores.`,
          ],
          [link('SO Elite', routes.eliteplans()), ': a membership that makes delivery free on every order you place while you are a member.'],
          [
            link('Subscribe and Save', routes.subscribeAndSave()),
            ': the products you use every month, delivered on your schedule at a subscription price.',
          ],
        ),
      ],
    },
    {
      heading: 'How to reach us',
      blocks: [
        p('Call our customer care on ', phoneLink(), ' or write to ', emailLink(), '.'),
        p(
          'You can also send us a message from our ',
          link('contact page', routes.contactUs()),
          ', or find quick answers in our ',
          link('FAQ', routes.faq()),
          '.',
        ),
      ],
    },
  ],
};
