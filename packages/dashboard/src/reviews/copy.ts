/**
 * Texts of the dashboard's Reviews section (only the dashboard uses them, so none is in MSG).
 * URL hash: `#reviews` (newest first; the Hidden / Shown / All filter is not in the URL).
 */
export const REVIEWS_COPY = {
  loading: 'Loading reviews',
  filter: 'Show',
  all: 'All reviews',
  shownOnly: 'Shown on the store',
  hiddenOnly: 'Hidden',
  one: 'review',
  many: 'reviews',
  empty: 'No reviews yet.',
  loadFailed: 'The reviews could not be loaded.',
  /** The rating in words beside the stars. */
  rating: (stars: number, scale: number) => `${stars} out of ${scale}`,
  by: (name: string) => `by ${name}`,
  anonymous: 'A shopper',
  noText: 'No text, stars only.',
  hidden: 'Hidden',
  shown: 'Shown',
  hide: 'Hide',
  show: 'Show',
  /** The rest of a Hide / Show button's name (visually hidden): whose review, of what. */
  whose: (name: string, product: string) => ` the review by ${name} of ${product}`,
  hiddenNow: (name: string, product: string) => `The review by ${name} of ${product} is hidden from the store.`,
  shownNow: (name: string, product: string) => `The review by ${name} of ${product} is shown on the store again.`,
  onStore: 'Reviews on the store',
  /** The rest of the store link's name (visually hidden). */
  onStoreOf: (product: string) => ` of ${product}`,
  reviewOf: (product: string) => `Review of ${product}`,
} as const;
