/**
 * Texts of the B2B enquiry page (/bussiness). The fields, consent and buttons are the lead forms'
 * shared texts (shared/lead-copy.ts); the 4 questions are the contract's B2B_QUESTIONS.
 */
export const B2B_COPY = {
  title: 'B2B Enquiry',
  intro:
    'Buy organic staples, spices, ghee and cold pressed oils, natural personal care and Ayurvedic products from SO Organic Store in bulk for your business.',
  audienceTitle: 'We supply',
  audience: [
    'Retailers and organic stores',
    'Hotels, restaurants and cafés',
    'Corporate gifting and festive hampers',
    'Distributors and online sellers',
  ],
  next: 'Tell us about your company and what you need. Our B2B team will get back to you with prices, pack sizes and terms.',
  questionsTitle: 'Your business needs',
  sent: 'Thank you for your enquiry. Our B2B team will contact you by e-mail or phone.',
} as const;
