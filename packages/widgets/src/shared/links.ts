import { blogPath, brandPath, categoryPath, productPath, reviewsPath, slugify } from '@so/contract';

/** Store routes built in one place; the paths search engines also see come from the contract (page-meta.ts). */
export { slugify };

export const routes = {
  home: () => '/',
  shop: (query: Record<string, string | number | undefined | null> = {}) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const qs = params.toString();
    return qs ? `/shop?${qs}` : '/shop';
  },
  product: productPath,
  reviews: reviewsPath,
  brand: brandPath,
  category: categoryPath,
  search: (text: string) => `/shop?page=1&search=${encodeURIComponent(text)}`,
  cart: () => '/cart',
  wishlist: () => '/wishlist',
  checkout: () => '/checkout',
  /** The Orders tab of the profile (COD orders land here). */
  orders: () => '/profile#orders',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  eliteplans: () => '/subscription-plans',
  /** /subscribe/{productId}: the shopper's subscriptions of one product; /subscribe: all of them. */
  subscriptions: (productId?: number) => (productId === undefined ? '/subscribe' : `/subscribe/${productId}`),
  /** The Subscriptions tab of the profile (a subscription checkout lands here). */
  subscribeTab: () => '/profile#subscribe',
  login: () => '/login',
  signup: () => '/signup',
  resetPassword: () => '/reset-password',
  updatePassword: () => '/update-password',
  profile: () => '/profile',
  profileEdit: () => '/profile/edit',
  addAddress: () => '/profile/addresses/add',
  editAddress: (id: number) => `/profile/addresses/${id}/edit`,
  /** The wallet tab (a double click on the Add New Address card goes there). */
  wallet: () => '/profile#wallet',
  /** The SO Elite tab of the profile (members). */
  eliteTab: () => '/profile#elite',
  contactUs: () => '/contact-us',
  blogs: () => '/blogs',
  blog: blogPath,
  events: () => '/event',
  event: (id: number) => `/event/${id}`,
  storeLocator: () => '/store-locator',
  /** The content pages. */
  aboutUs: () => '/about-us',
  organicLiving: () => '/organic-living',
  franchise: () => '/franchise',
  soCoin: () => '/so-coin',
  faq: () => '/faq',
  inspireAndSupport: () => '/inspire-and-support',
  subscribeAndSave: () => '/subscribe-and-save',
  termsAndConditions: () => '/terms-and-conditions',
  shippingPolicy: () => '/shipping-policy',
  returnAndRefundPolicy: () => '/return-and-refund-policy',
  privacyPolicy: () => '/privacy-policy',
  /** The free Vaidya consultation landing, and its booking form ("Book your appointment"). */
  consultVaidya: () => '/consult-our-vaidya',
  bookAppointment: () => '/consult-our-vaidya/schedule-appointment',
  notFound: () => '/page-not-found',
} as const;
