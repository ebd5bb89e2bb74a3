/**
 * The hand-written facts of the demo catalogue. Everything else (prices, stock, reviews,
 * relations) is derived from these by seed.ts with a fixed pseudo-random sequence.
 */

export interface FeaturedCategoryData {
  id: number;
  name: string;
  parent: number;
  /** Two third-level children: [name, name]. */
  leaves: readonly [string, string];
  gstRate: 5 | 12 | 18;
  foams: readonly string[];
  /** Product base names; each is sold in two pack sizes. */
  products: readonly string[];
  sizes: readonly [string, string];
  benefits: readonly string[];
}

export const TOP_CATEGORIES = [
  { id: 1, name: 'Organic Food' },
  { id: 2, name: 'Personal Care' },
  { id: 3, name: 'Ayurveda' },
  { id: 4, name: 'Gifting' },
] as const;

export const FEATURED_CATEGORIES: readonly FeaturedCategoryData[] = [
  {
    id: 101, name: 'Ghee', parent: 1, leaves: ['A2 Cow Ghee', 'Herbal Ghee'], gstRate: 12,
    foams: ['Liquid'],
    products: ['A2 Gir Cow Ghee', 'Bilona Desi Cow Ghee', 'Buffalo Ghee', 'Brahmi Ghee', 'Ashwagandha Ghee'],
    sizes: ['500 ml', '1 L'],
    benefits: ['Hand-churned by the bilona method', 'Rich in fat-soluble vitamins A, D, E and K', 'Aids digestion', 'High smoke point for Indian cooking', 'No preservatives or colours'],
  },
  {
    id: 102, name: 'Honey', parent: 1, leaves: ['Raw Honey', 'Infused Honey'], gstRate: 5,
    foams: ['Liquid'],
    products: ['Raw Forest Honey', 'Multiflora Honey', 'Tulsi Infused Honey', 'Ginger Infused Honey', 'Jamun Honey'],
    sizes: ['250 g', '500 g'],
    benefits: ['Unprocessed and unheated', 'Natural source of antioxidants', 'Soothes the throat', 'Sustainably harvested from wild hives'],
  },
  {
    id: 103, name: 'Spices', parent: 1, leaves: ['Whole Spices', 'Ground Spices'], gstRate: 5,
    foams: ['Powder', 'Granules'],
    products: ['Lakadong Turmeric Powder', 'Kashmiri Red Chilli Powder', 'Garam Masala', 'Black Pepper', 'Cumin Seeds'],
    sizes: ['100 g', '200 g'],
    benefits: ['Single-origin farm sourced', 'Stone ground to keep the oils', 'No added colour', 'Packed fresh in small batches'],
  },
  {
    id: 104, name: 'Herbal Teas', parent: 1, leaves: ['Green Tea', 'Tisanes'], gstRate: 5,
    foams: ['Granules', 'Powder'],
    products: ['Tulsi Green Tea', 'Masala Chai Blend', 'Chamomile Tisane', 'Moringa Leaf Tea', 'Hibiscus Rose Tea'],
    sizes: ['50 g', '100 g'],
    benefits: ['Caffeine-light herbal blend', 'Supports calm and restful sleep', 'Whole leaf, no dust', 'Rich in natural polyphenols'],
  },
  {
    id: 105, name: 'Millets and Grains', parent: 1, leaves: ['Millets', 'Rice and Pulses'], gstRate: 5,
    foams: ['Granules', 'Powder'],
    products: ['Foxtail Millet', 'Little Millet', 'Ragi Flour', 'Indrayani Rice', 'Toor Dal'],
    sizes: ['500 g', '1 kg'],
    benefits: ['High in dietary fibre', 'Low glycaemic index', 'Grown without chemical fertilisers', 'Naturally gluten free'],
  },
  {
    id: 106, name: 'Cold Pressed Oils', parent: 1, leaves: ['Cooking Oils', 'Massage Oils'], gstRate: 5,
    foams: ['Oil'],
    products: ['Wood Pressed Groundnut Oil', 'Cold Pressed Mustard Oil', 'Virgin Coconut Oil', 'Sesame Oil', 'Almond Oil'],
    sizes: ['500 ml', '1 L'],
    benefits: ['Extracted in a wooden ghani', 'Retains natural aroma and nutrients', 'No solvents or bleaching', 'Rich in healthy fats'],
  },
  {
    id: 107, name: 'Sweeteners', parent: 1, leaves: ['Jaggery', 'Sugar Alternatives'], gstRate: 5,
    foams: ['Powder', 'Granules'],
    products: ['Organic Jaggery Powder', 'Palm Jaggery', 'Coconut Sugar', 'Stevia Leaf Powder', 'Khandsari Sugar'],
    sizes: ['500 g', '1 kg'],
    benefits: ['Unrefined and chemical free', 'Contains natural minerals', 'A wholesome swap for white sugar', 'Made by traditional boiling'],
  },
  {
    id: 108, name: 'Dry Fruits and Nuts', parent: 1, leaves: ['Nuts', 'Dried Fruits'], gstRate: 12,
    foams: ['Granules'],
    products: ['California Almonds', 'Kashmiri Walnuts', 'Afghan Raisins', 'Medjool Dates', 'Roasted Makhana'],
    sizes: ['250 g', '500 g'],
    benefits: ['Hand sorted for size', 'Good source of protein', 'Naturally sweet snack', 'Packed in a resealable pouch'],
  },
  {
    id: 109, name: 'Skin Care', parent: 2, leaves: ['Face Care', 'Body Care'], gstRate: 18,
    foams: ['Oil', 'Liquid'],
    products: ['Kumkumadi Face Oil', 'Neem Tulsi Face Wash', 'Saffron Ubtan', 'Aloe Vera Gel', 'Sandalwood Body Lotion'],
    sizes: ['50 ml', '100 ml'],
    benefits: ['Made with classical Ayurvedic herbs', 'Free from parabens and sulphates', 'Suits all skin types', 'Dermatologically tested', 'Cruelty free'],
  },
  {
    id: 110, name: 'Hair Care', parent: 2, leaves: ['Hair Oils', 'Cleansers'], gstRate: 18,
    foams: ['Oil', 'Liquid', 'Powder'],
    products: ['Bhringraj Hair Oil', 'Amla Reetha Shikakai Shampoo', 'Onion Hair Oil', 'Hibiscus Hair Mask', 'Neelibhringadi Oil'],
    sizes: ['100 ml', '200 ml'],
    benefits: ['Nourishes the scalp', 'Reduces hair fall', 'Traditional kshir-pak preparation', 'Adds natural shine'],
  },
  {
    id: 111, name: 'Oral Care', parent: 2, leaves: ['Toothpaste', 'Tooth Powder'], gstRate: 18,
    foams: ['Powder', 'Liquid'],
    products: ['Neem Babool Toothpaste', 'Charcoal Tooth Powder', 'Clove Mouth Rinse', 'Herbal Dant Manjan', 'Miswak Toothpaste'],
    sizes: ['100 g', '150 g'],
    benefits: ['Fluoride free', 'Strengthens gums', 'Freshens breath naturally', 'No artificial sweeteners'],
  },
  {
    id: 112, name: 'Immunity Boosters', parent: 3, leaves: ['Rasayana', 'Kadha'], gstRate: 12,
    foams: ['Granules', 'Capsule', 'Liquid'],
    products: ['Chyawanprash', 'Giloy Tablets', 'Immunity Kadha', 'Amla Juice', 'Haldi Doodh Mix'],
    sizes: ['250 g', '500 g'],
    benefits: ['Supports natural immunity', 'Rich in vitamin C', 'Classical Ayurvedic formulation', 'Suitable for the whole family'],
  },
  {
    id: 113, name: 'Digestive Care', parent: 3, leaves: ['Churna', 'Digestive Tablets'], gstRate: 12,
    foams: ['Powder', 'Tablet'],
    products: ['Triphala Churna', 'Hingvastak Churna', 'Avipattikar Tablets', 'Ajwain Arka', 'Isabgol Husk'],
    sizes: ['100 g', '200 g'],
    benefits: ['Eases bloating and acidity', 'Supports regular bowel movement', 'Gentle on the stomach', 'Made as per classical texts'],
  },
  {
    id: 114, name: 'Ayurvedic Supplements', parent: 3, leaves: ['Tablets', 'Capsules'], gstRate: 12,
    foams: ['Tablet', 'Capsule'],
    products: ['Ashwagandha Capsules', 'Shatavari Tablets', 'Brahmi Capsules', 'Moringa Tablets', 'Shilajit Resin'],
    sizes: ['60 units', '120 units'],
    benefits: ['Standardised herbal extract', 'Helps manage stress', 'Supports energy and stamina', 'Vegetarian capsules'],
  },
  {
    id: 115, name: 'Herbal Juices', parent: 3, leaves: ['Single Herb Juices', 'Blends'], gstRate: 12,
    foams: ['Liquid'],
    products: ['Aloe Vera Juice', 'Karela Jamun Juice', 'Wheatgrass Juice', 'Noni Juice', 'Giloy Tulsi Juice'],
    sizes: ['500 ml', '1 L'],
    benefits: ['Cold processed', 'No added sugar', 'Supports detoxification', 'Take 30 ml with water every morning'],
  },
];

/** Books sit under Ayurveda; a product whose name contains "book" is exempt from the minimum order. */
export const BOOKS_CATEGORY = { id: 116, name: 'Books', parent: 3 } as const;
export const BOOK_PRODUCTS = ['The Ayurveda Kitchen Book', 'Book of Home Remedies'] as const;

export const GIFT_PACKING_PRODUCTS = [
  'Jute Gift Bag',
  'Handmade Paper Gift Box',
  'Festive Gift Wrap',
  'Bamboo Gift Basket',
] as const;

export const BRANDS = [
  'SO Organics',
  'Gir Gau Farms',
  'Vedic Roots',
  'Himalayan Harvest',
  'Ayur Prakriti',
  'Kesar Valley',
  'Pure Nilgiri',
  'Satvik Living',
] as const;

export const FOAMS = ['Powder', 'Tablet', 'Oil', 'Liquid', 'Capsule', 'Granules', 'Paste'] as const;

export const SECTIONS = [
  { id: 1, name: 'Best Sellers', section_sequence: 1 },
  { id: 2, name: 'Daily Essentials', section_sequence: 2 },
  { id: 3, name: 'Wellness Picks', section_sequence: 3 },
  { id: 4, name: 'New Launches', section_sequence: 4 },
] as const;

export const REVIEWER_NAMES = [
  'Aarti Shah', 'Rohan Mehta', 'Priya Iyer', 'Vikram Patel', 'Neha Kulkarni', 'Arjun Nair',
  'Kavya Reddy', 'Sanjay Desai', 'Meera Joshi', 'Rahul Verma', 'Ananya Gupta', 'Farhan Qureshi',
  'Lakshmi Menon', 'Harpreet Kaur', 'Devansh Trivedi', 'Sneha Pillai',
] as const;

export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: ['Excellent quality, will buy again.', 'Pure and fresh, exactly like home made.', 'Best I have tried so far.', 'Lovely aroma and great packaging.'],
  4: ['Very good product, slightly pricey.', 'Good quality, delivery took a few days.', 'Nice taste, family liked it.'],
  3: ['Decent, nothing special.', 'Average, packaging could be better.'],
  2: ['Did not suit me.', 'Expected better freshness.'],
  1: ['Arrived damaged.', 'Not worth the price.'],
};

export const DELIVERY_OPTIONS = [
  { id: 1, name: 'Standard', duration: 7 },
  { id: 2, name: 'Express', duration: 3 },
  { id: 3, name: 'Monthly', duration: 30 },
] as const;

export const STORE_DEFAULT_META = {
  title: 'SO Organic Store | Organic, Natural and Ayurvedic Products',
  description:
    'Shop certified organic food, A2 ghee, raw honey, spices, herbal teas, natural personal care and Ayurvedic wellness products, delivered across India.',
  keywords: 'organic store, ayurvedic products, a2 ghee, raw honey, organic spices, herbal tea, natural skin care',
} as const;

export const META_TAGS = [
  { page_url: '/', ...STORE_DEFAULT_META },
  {
    page_url: '/shop',
    title: 'Shop Organic and Ayurvedic Products | SO Organic Store',
    description: 'Browse 150+ organic foods, oils, ghee, honey, teas, personal care and Ayurvedic supplements.',
    keywords: 'buy organic online, ayurvedic shop, organic ghee, organic honey',
  },
  {
    page_url: '/cart',
    title: 'My Cart | SO Organic Store',
    description: 'Review the organic products in your cart and check out securely.',
    keywords: 'cart, checkout, organic store',
  },
  {
    page_url: '/wishlist',
    title: 'My Wishlist | SO Organic Store',
    description: 'Products you saved for later at SO Organic Store.',
    keywords: 'wishlist, organic products',
  },
  {
    page_url: '/about-us',
    title: 'About Us | SO Organic Store',
    description: 'Ten years of bringing farm-fresh organic and Ayurvedic products to Indian homes.',
    keywords: 'about organic store, organic farming india',
  },
  {
    page_url: '/blogs',
    title: 'Blogs | SO Organic Store',
    description: 'Recipes, Ayurvedic wisdom and stories from our organic farms.',
    keywords: 'organic blog, ayurveda tips, healthy recipes',
  },
] as const;

export const STATISTICS = [
  { name: 'Happy Customers', value: '5,00,000+' },
  { name: 'Organic Products', value: '150+' },
  { name: 'Partner Farmers', value: '1,200+' },
  { name: 'Years of Trust', value: '10' },
] as const;
