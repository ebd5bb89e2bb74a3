/** Texts of the review dialog (product page Write review, order page Review Product). */
export const REVIEW_FORM_COPY = {
  writeReviewTitle: 'Write a review',
  yourRating: 'Your rating',
  stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  ratingValue: (n: number, scale: number) => `${n} out of ${scale}`,
  reviewText: 'Your review (optional)',
  cancel: 'Cancel',
  submit: 'Submit',
  submitting: 'Submitting…',
} as const;
