import { MSG } from '@so/contract';
/**
 * Header texts that MSG does not hold (labels of controls and links).
 * The shared texts (See more results, No products found, …) come from MSG.
 */
export const HEADER_COPY = {
  storeName: MSG.storeName,
  logout: 'Logout',
  loggedOut: 'You have been logged out',
  homeLabel: (store: string) => `${store} home`,
  searchLabel: 'Search products',
  searchPlaceholder: 'Search for products',
  searchSubmit: 'Search',
  openSearch: 'Search products',
  searchTitle: 'Search',
  searching: 'Searching…',
  suggestionsLabel: 'Product suggestions',
  categoriesLabel: 'Categories',
  allIn: (name: string) => `All ${name}`,
  subcategories: (name: string) => `${name} subcategories`,
  retry: 'Retry',
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  shop: 'Shop',
  wishlist: 'Wishlist',
  cart: 'Cart',
  dashboard: 'Dashboard',
  login: 'Login',
  account: 'My account',
  counterName: (what: string, count: number) => `${what}, ${count} ${count === 1 ? 'item' : 'items'}`,
} as const;

/** Store paths the header links to that `routes` (shared/links.ts) does not build. */
export const HEADER_PATHS = { dashboard: '/dashboard' } as const;
