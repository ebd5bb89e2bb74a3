/** Texts of the 10-year celebration overlay; not part of MSG. */
export const CELEBRATION_COPY = {
  title: 'Celebrating 10 years',
  message: 'Thank you for ten years of choosing pure, organic and Ayurvedic goodness with us. Here is to many more!',
  continue: 'Continue',
  close: 'Close',
} as const;
