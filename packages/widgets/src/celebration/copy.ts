/** Texts of the 10-year celebration overlay (SPEC §4); not part of SPEC §8's catalogue. */
export const CELEBRATION_COPY = {
  title: 'Celebrating 10 years',
  message: 'Thank you for ten years of choosing pure, organic and Ayurvedic goodness with us. Here is to many more!',
  continue: 'Continue',
  close: 'Close',
} as const;
