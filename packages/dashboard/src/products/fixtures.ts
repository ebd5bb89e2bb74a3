/** Sample answers of GET /staff/products for the Products section's stories and tests. */
import type { StaffPage } from '../parts.tsx';
import type { StaffProductRow } from './ProductsView.tsx';

export function sampleProduct(overrides: Partial<StaffProductRow> = {}): StaffProductRow {
  return {
    id: 12,
    name: 'A2 Desi Cow Ghee 500 ml',
    category_id: 3,
    category: 'Ghee and Oils',
    section_id: 1,
    section: 'Best Sellers',
    stock: 24,
    is_hidden: false,
    selling_price: 1249.5,
    mrp: 1399,
    gst_rate: 12,
    ...overrides,
  };
}

export const sampleProducts: StaffProductRow[] = [
  sampleProduct(),
  sampleProduct({ id: 13, name: 'Raw Forest Honey 250 g', category_id: 4, category: 'Honey', section_id: 2, section: 'Daily Essentials', stock: null, selling_price: 249, mrp: 299, gst_rate: 5 }),
  sampleProduct({ id: 14, name: 'Ashwagandha Churna 100 g', category_id: 5, category: 'Ayurveda', section_id: 3, section: 'Wellness Picks', stock: 0, is_hidden: true, selling_price: 180, mrp: null }),
  sampleProduct({ id: 15, name: 'Cold Pressed Groundnut Oil 1 l', category_id: 3, category: 'Ghee and Oils', section_id: null, section: null, stock: 1200, selling_price: 420, mrp: 450, gst_rate: 5 }),
];

export function productsPage(data: StaffProductRow[] = sampleProducts, page = 1, totalPages = 1, count = data.length): StaffPage<StaffProductRow> & { status: boolean } {
  return { status: true, count, total_pages: totalPages, page, data };
}
