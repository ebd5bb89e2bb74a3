import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FilterOption, Product, ProductListResponse } from '@so/contract';
import type { AsyncState } from '@so/ui';
import { sampleProduct, sampleProducts } from '../shared/fixtures.ts';
import { withStyles } from '../shared/storybook.tsx';
import { ShopView } from './ShopView.tsx';
import { shopRoute, type ShopQuery } from './query.ts';
import styles from './shop.css?inline';

const oils = { id: 1, name: 'Ghee & Oils', section_sequence: 1 };
const teas = { id: 2, name: 'Herbal Teas', section_sequence: 2 };

function withSections(): Product[] {
  return sampleProducts(12).map((p, i) => ({ ...p, section_info: i < 5 ? oils : i < 10 ? teas : null }));
}

const ready = (data: Partial<ProductListResponse> = {}): AsyncState<ProductListResponse> => ({
  status: 'ready',
  data: { status: true, total_pages: 1, data: { data: withSections() }, category_banners: null, ...data },
});
const opts = (...names: string[]): FilterOption[] => names.map((name, i) => ({ id: i + 1, name }));

const meta: Meta<typeof ShopView> = {
  title: 'Catalogue/Shop',
  component: ShopView,
  decorators: [withStyles(styles)],
  args: {
    query: { page: 1 },
    list: ready(),
    tags: opts('Sugar Free', 'Best Seller', 'New Products'),
    foams: opts('Powder', 'Oil', 'Liquid'),
    brands: opts('Sattvic Farms', 'Vaidya Naturals'),
    hrefFor: (page: number) => shopRoute({ page: 1 }, page),
    onSort: () => undefined,
    onTag: () => undefined,
    onFoam: () => undefined,
    onBrand: () => undefined,
    onPage: () => undefined,
    onRetry: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof ShopView>;

export const Loading: Story = { args: { list: { status: 'loading' } } };
export const Error: Story = { args: { list: { status: 'error', error: new globalThis.Error('offline') } } };
export const Empty: Story = { args: { query: { page: 1, tag: 1 }, list: ready({ data: { data: [] } }) } };
export const FullWithSections: Story = { args: { list: ready({ total_pages: 8 }) } };

const category: ShopQuery = { page: 1, category: 101, categoryName: 'Food' };
export const CategoryWithBanner: Story = {
  args: {
    query: category,
    hrefFor: (page: number) => shopRoute(category, page),
    list: ready({
      total_pages: 3,
      category_banners: { web_banner: '/media/category-banners/101-1600.webp', mobile_banner: '/media/category-banners/101-800.webp' },
    }),
  },
};

const search: ShopQuery = { page: 1, search: 'ghee' };
export const SearchResults: Story = {
  args: {
    query: search,
    hrefFor: (page: number) => shopRoute(search, page),
    list: ready({ data: { data: [sampleProduct({ id: 1 }), sampleProduct({ id: 2, name: 'A2 Desi Cow Ghee 1 L', section_info: null })] } }),
  },
};

const sorted: ShopQuery = { page: 2, sort: 'base_price' };
export const Page2Sorted: Story = {
  args: { query: sorted, hrefFor: (page: number) => shopRoute(sorted, page), list: ready({ total_pages: 20 }) },
};

/** A phone: the count and one "Filter and sort" button (the filters open as a sheet). */
export const PhoneWithFilterButton: Story = {
  args: { compact: true, query: { page: 1, tag: 2 }, list: ready({ total_pages: 3, data: { data: withSections(), count: 52 } }), onClearFilters: () => undefined },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
