/**
 * Sample data for stories and view tests only (never used by a running widget): shaped as the
 * API client returns it, money in paise.
 */
import type { Category, Product, Review, SessionUser } from '@so/contract';

export function sampleProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    name: 'A2 Desi Cow Ghee 500 ml',
    image1: `/media/products/${1000 + id}-1-640.webp`,
    home_image: null,
    images: [`/media/products/${1000 + id}-1-640.webp`, `/media/products/${1000 + id}-2-640.webp`],
    image_info: { width: 640, height: 640 },
    brand: 1,
    brand_name: 'Sattvic Farms',
    product_price: 78750,
    base_price: 75000,
    gst_amount: 3750,
    available_stock_quantity: 12,
    product_tag_list: ['Best Seller'],
    average_rating: { average_rating: 4.4, star_distribution: { '5': 10, '4': 4, '3': 1, '2': 0, '1': 1 }, review_count: 16 },
    is_wished: false,
    benefits: ['Made from A2 milk of desi cows', 'Bilona churned', 'Rich aroma'],
    section_info: { id: 1, name: 'Ghee & Oils', section_sequence: 1 },
    website_description: { description: 'Slow-cooked, hand-churned ghee.' },
    rating_review_data: [],
    ...overrides,
  };
}

export function sampleProducts(count: number): Product[] {
  const names = ['Tulsi Green Tea', 'Raw Forest Honey', 'Ashwagandha Powder', 'Cold Pressed Groundnut Oil', 'Triphala Tablets', 'Kumkumadi Face Oil'];
  return Array.from({ length: count }, (_, i) =>
    sampleProduct({
      id: i + 1,
      name: `${names[i % names.length]}${i >= names.length ? ` ${i + 1}` : ''}`,
      product_price: 19900 + i * 5000,
      base_price: 18950 + i * 4760,
      available_stock_quantity: i % 5 === 4 ? null : 10,
      product_tag_list: i % 3 === 0 ? ['Sugar Free'] : [],
    }),
  );
}

export const sampleReviews: Review[] = [
  { name: 'Asha Patel', rating: 5, review: 'Tastes like the ghee my grandmother made.', verified_purchase: false },
  { name: 'Rohan Mehta', rating: 4, review: 'Good aroma, a little pricey.', verified_purchase: false },
  { name: 'Meera Shah', rating: 5, review: 'Will buy again.', verified_purchase: false },
  { name: 'Kiran Desai', rating: 3, review: null, verified_purchase: false },
];

export const sampleCategories: Category[] = [
  {
    id: 101,
    name: 'Food',
    web_image: null,
    metatitle: null,
    metadescription: null,
    metakeywords: null,
    children: [
      {
        id: 111,
        name: 'Ghee & Oils',
        web_image: null,
        metatitle: null,
        metadescription: null,
        metakeywords: null,
        children: [{ id: 1111, name: 'A2 Ghee', web_image: null, metatitle: null, metadescription: null, metakeywords: null, children: [] }],
      },
    ],
  },
];

/** A logged-in customer as the sign-in answer gives it. */
export function sampleUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    token: 't0k3n',
    first_name: 'Asha',
    last_name: 'Patel',
    email: 'asha@soorganic.test',
    phone_no: '+919800000002',
    cart_counter: 0,
    wishlist_counter: 0,
    is_sose_elite_user: false,
    is_staff: false,
    is_superuser: false,
    id: 77,
    ...overrides,
  };
}
