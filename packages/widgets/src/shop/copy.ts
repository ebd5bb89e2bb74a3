import { MSG } from '@so/contract';
/**
 * Shop texts that MSG does not hold (labels and headings). Candidates for MSG
 * (`@so/contract`) if other widgets need them.
 */
export const SHOP_COPY = {
  title: 'Shop',
  resultsFor: (search: string) => `Results for "${search}"`,
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  filters: 'Filters',
  sortBy: 'Sort by',
  featured: 'Featured',
  tag: 'Tag',
  /** The API calls it "product foam"; shoppers see the product's form (Powder, Oil, …). */
  foam: 'Product form',
  brand: 'Brand',
  all: 'All',
  retry: MSG.tryAgain,
  loading: 'Loading products',
  pages: 'Shop pages',
} as const;
