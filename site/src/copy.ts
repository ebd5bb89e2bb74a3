/** Texts of the host site's own shell (those SPEC does not give). */
export const SITE_COPY = {
  skipToMain: 'Skip to main content',
  /** The landmark holding the skip link (outside it, the link would be content outside every landmark). */
  skipNav: 'Skip links',
} as const;
