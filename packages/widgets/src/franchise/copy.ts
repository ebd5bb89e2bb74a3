import type { IconName } from '@so/ui';

/**
 * The franchise desk: where enquiries about opening a store go. Same style as STORE_CONTACTS
 * (shared/contacts.ts); the owner must confirm both against the store's real desk before launch.
 */
export const FRANCHISE_CONTACTS = {
  phone: '+91 79 4890 2030',
  email: 'franchise@soorganicstore.in',
} as const;

export interface FranchiseBrand {
  /** The brand's id in the catalogue: its shop listing is /shop?page=1&brand={id}&brand_name={name}. */
  id: number;
  name: string;
  text: string;
  /** The catalogue's categories that hold the brand's products. */
  ranges: readonly string[];
}

/**
 * The two brands the page presents: SO Organics, the store's own label, and Satvik Living, the
 * largest brand of the catalogue (22 products). Ids, names and ranges are those of the demo
 * catalogue (packages/server/src/seed/data.ts BRANDS, seeded with id = position + 1, and the
 * categories of their products); a store with another catalogue changes them here.
 */
export const FRANCHISE_BRANDS: readonly FranchiseBrand[] = [
  {
    id: 1,
    name: 'SO Organics',
    text: "The store's own label: everyday organic staples, wellness and Ayurveda, packed for us in small batches.",
    ranges: [
      'Ghee',
      'Millets and Grains',
      'Cold Pressed Oils',
      'Sweeteners',
      'Dry Fruits and Nuts',
      'Skin Care',
      'Digestive Care',
      'Ayurvedic Supplements',
      'Herbal Juices',
      'Books',
    ],
  },
  {
    id: 8,
    name: 'Satvik Living',
    text: 'Our widest range: teas, grains, oils, immunity and digestive care, and gift packing for festive orders.',
    ranges: [
      'Herbal Teas',
      'Millets and Grains',
      'Cold Pressed Oils',
      'Sweeteners',
      'Dry Fruits and Nuts',
      'Immunity Boosters',
      'Digestive Care',
      'Ayurvedic Supplements',
      'Herbal Juices',
      'Gift Packing',
    ],
  },
];

export interface FranchisePillar {
  title: string;
  text: string;
  icon: IconName;
}

/**
 * Texts of the /franchise page (store concept, six support pillars, two brands' ranges,
 * phone and e-mail), none of them shared, so not in MSG. The page promises no fee, investment or
 * return: those are discussed with the franchise team.
 */
export const FRANCHISE_COPY = {
  title: 'Open an SO Organic Store',
  concept: [
    'An SO Organic Store is a neighbourhood shop for organic food, natural personal care and Ayurvedic products: ghee and honey, spices, millets, cold pressed oils, herbal teas, skin and hair care and classical Ayurvedic formulations, all under one roof.',
    'As a franchise partner you run your own store with our range, our look and our systems. Your customers find the products they know from our website, earn and redeem SO Coins in your store as they do online, and come back for the advice your trained team gives.',
    'We look for partners who care about what people eat and want to build a lasting business in their city. Tell us about yourself and the place you have in mind; our franchise team takes it from there.',
  ],
  textLoading: 'Loading the franchise page',
  pillarsTitle: 'How we support you',
  pillars: [
    {
      title: 'Pure products',
      text: 'Every product comes through our own supply chain, from the farms and makers we work with, and is checked batch by batch before it reaches your shelves.',
      icon: 'star',
    },
    {
      title: 'Store design',
      text: 'We plan your store with you: layout, shelving, signage and lighting in the SO Organic Store look, fitted to the space you have.',
      icon: 'cart',
    },
    {
      title: 'Business support',
      text: 'Help with choosing the location and the opening stock, regular replenishment from our warehouse, and a franchise manager to call about stock, pricing and day-to-day questions.',
      icon: 'truck',
    },
    {
      title: 'Marketing and social media',
      text: "Launch campaigns, festive offers, in-store material and ready posts for your store's own social media pages, planned with our marketing team.",
      icon: 'messenger',
    },
    {
      title: 'Staff training',
      text: 'Training for your team before opening and whenever new ranges arrive: organic food and Ayurveda, advising customers, and the routines of the store.',
      icon: 'user',
    },
    {
      title: 'IT',
      text: "Billing and stock software connected to our catalogue, so new products and prices reach your counter, and your customers' SO Coins work in your store as on the website.",
      icon: 'link',
    },
  ] satisfies readonly FranchisePillar[],
  brandsTitle: 'Brands on your shelves',
  brandsIntro: 'Two of the brands you will stock, and their ranges:',
  rangesLabel: (brand: string) => `${brand} ranges`,
  shopBrand: (brand: string) => `Shop ${brand}`,
  contactTitle: 'Talk to our franchise team',
  contactText: 'Call or write to us about opening a store in your city. We reply on working days.',
  call: (phone: string) => `Call the franchise team on ${phone}`,
  email: (email: string) => `E-mail the franchise team at ${email}`,
} as const;
