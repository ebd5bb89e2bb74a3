/** Texts of the host site's own shell (those MSG does not hold). */
export const SITE_COPY = {
  skipToMain: 'Skip to main content',
  /** The landmark holding the skip link (outside it, the link would be content outside every landmark). */
  skipNav: 'Skip links',
  /** /page-not-found (the fallback of every unknown path). */
  notFound: 'Page not found',
  notFoundTitle: 'Page not found | SO Organic Store',
  notFoundText: 'The page you were looking for is not here. It may have moved, or the link may be wrong.',
  goHome: 'Go to the home page',
  shopAll: 'Shop all products',
} as const;
