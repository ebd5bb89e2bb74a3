/** Texts of the host site's own shell (those SPEC does not give). */
export const SITE_COPY = {
  skipToMain: 'Skip to main content',
} as const;
