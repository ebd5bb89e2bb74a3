import { MSG } from '@so/contract';
/**
 * Home page texts that `MSG` does not hold. Section titles coming from the API
 * (a section's `label`) win over these; these are the fallbacks and fixed headings.
 */
export const HOME_COPY = {
  /** The visually hidden h1 of the home page (overridable with the `store-name` attribute). */
  storeName: MSG.storeName,
  bannersLabel: 'Featured offers',
  newArrivals: 'New Arrivals',
  mustTry: 'Must Try',
  bestSellers: 'Best Sellers',
  statistics: 'Our Journey in Numbers',
  blogs: 'From Our Blog',
  readMore: 'Read more',
  retry: MSG.tryAgain,
} as const;
