/** Sample home data for stories and tests only (never used by a running widget). */
import type { Banner, BlogSummary, HomeSection, Statistic } from '@so/contract';
import { sampleProducts } from '../shared/fixtures.ts';

export function sampleBanners(count = 3): Banner[] {
  const names = ['A2 Gir Cow Ghee', 'Raw Forest Honey', 'Herbal Teas', 'Ayurvedic Skin Care'];
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    image: `/media/banners/${i + 1}-1600.webp`,
    mobile_image: `/media/phone-banners/${i + 1}-800.webp`,
    alt_text: names[i % names.length],
    description: `${names[i % names.length]} offer`,
    category_id: i % 2 === 0 ? 101 + i : null,
    product_id: i % 2 === 1 ? 1000 + i : null,
    products: i % 2 === 1 ? { name: names[i % names.length] } : null,
  }));
}

export function sampleSection(overrides: Partial<HomeSection> = {}): HomeSection {
  const id = overrides.id ?? 1;
  return {
    id,
    key: 'about',
    label: 'About SO Organic',
    description: 'For ten years we have worked with over a thousand farmers to bring honest, chemical-free food to Indian homes.',
    image: `/media/sections/${id}-0-640.webp`,
    images: [],
    is_visible_on_website: true,
    ...overrides,
  };
}

function titledImages(sectionId: number, titles: readonly string[]) {
  return titles.map((title, i) => ({
    image: `/media/sections/${sectionId}-${i + 1}-640.webp`,
    title,
    product: null,
    product_name: null,
    category: null,
    category_name: null,
  }));
}

export const sampleUpperSections: HomeSection[] = [
  sampleSection({
    id: 1,
    images: [
      { image: '/media/sections/1-1-640.webp', title: 'Food', product: null, product_name: null, category: 101, category_name: 'Food' },
      { image: '/media/sections/1-2-640.webp', title: 'Honey', product: null, product_name: null, category: 102, category_name: 'Honey' },
    ],
  }),
  sampleSection({
    id: 2,
    key: 'arrival',
    label: 'New Arrivals',
    description: 'Fresh from our farms and Vaidyas.',
    image: null,
    images: [
      { image: '/media/sections/2-1-640.webp', title: 'Moringa Powder', product: 41, product_name: 'Moringa Powder', category: 104, category_name: 'Teas' },
      { image: '/media/sections/2-2-640.webp', title: 'Brahmi Oil', product: 42, product_name: 'Brahmi Oil', category: null, category_name: null },
    ],
  }),
  sampleSection({ id: 3, key: 'certificate', label: 'Certified Organic', description: 'Every batch is certified and lab tested.', image: null, images: titledImages(3, ['India Organic', 'USDA Organic', 'FSSAI Licensed']) }),
  sampleSection({ id: 4, key: 'ethical', label: 'Ethically Sourced', description: 'Fair prices for farmers, kind to the land.', image: null, images: titledImages(4, ['Fair Trade with Farmers', 'Plastic-free Packaging']) }),
];

export const sampleProductSections: HomeSection[] = [
  sampleSection({ id: 5, key: 'product_ghee', label: 'Pure Ghee Collection', description: 'Bilona and herbal ghee.', image: null, products: sampleProducts(6) }),
  sampleSection({ id: 7, key: 'product_gifts', label: 'Festive Gift Picks', description: 'Hidden until the festive season.', image: null, is_visible_on_website: false, products: sampleProducts(3) }),
];

export const sampleLowerSections: HomeSection[] = [
  sampleSection({ id: 9, key: 'awards', label: 'Awards and Recognition', description: 'Honoured for organic leadership.', image: null, images: titledImages(9, ['Best Organic Brand 2023', 'Ayurveda Excellence Award', 'Green Business Award', 'Farmer Partnership Award', 'Customer Choice Award', 'Retail Award']) }),
  sampleSection({ id: 10, key: 'licences', label: 'Licences', description: 'Registered and licensed for food and Ayurveda.', image: null, images: titledImages(10, ['FSSAI Licence', 'AYUSH Manufacturing Licence']) }),
];

export const sampleLowerBlocks: HomeSection[] = [
  sampleSection({ id: 11, key: 'non_gmo', label: 'Non-GMO', description: 'Only non-genetically-modified seeds on our farms.' }),
  sampleSection({ id: 12, key: 'services', label: 'Our Services', description: 'More than a store.', image: null, images: titledImages(12, ['Free Delivery for Elite', 'Consult our Vaidya', 'Subscribe and Save']) }),
];

export const sampleStatistics: Statistic[] = [
  { name: 'Happy customers', value: '2,00,000+' },
  { name: 'Partner farmers', value: '1,000+' },
  { name: 'Products', value: '600+' },
  { name: 'Years', value: '10' },
];

export const sampleBlogs: BlogSummary[] = [
  { id: 1, title: 'Why A2 Ghee?', banner_url: '/media/blogs/1-800.webp', published_at: '2026-03-05T06:00:00.000Z', excerpt: 'What makes bilona ghee different.' },
  { id: 2, title: 'Five Herbs for Monsoon', banner_url: '/media/blogs/2-800.webp', published_at: '2026-02-24T06:00:00.000Z', excerpt: 'Tulsi, ginger and more.' },
  { id: 3, title: 'Reading an Organic Label', banner_url: null, published_at: '2026-02-15T06:00:00.000Z', excerpt: null },
];
