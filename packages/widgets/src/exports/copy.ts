/**
 * Texts of the export enquiry page (/exports). The fields, consent and buttons are the lead
 * forms' shared texts (shared/lead-copy.ts); the 11 questions and their section titles are the
 * contract's EXPORT_QUESTIONS and EXPORT_QUESTION_SECTIONS.
 */
export const EXPORT_COPY = {
  title: 'Exports',
  intro:
    'Take Indian organic produce to the world with SO Organic Store: grains and pulses, spices, ghee and cold pressed oils, natural sweeteners and Ayurvedic products.',
  next: 'Tell us about your company, the markets you want to reach and how ready you are to export. Our exports team will get back to you.',
  sent: 'Thank you for your enquiry. Our exports team will contact you by e-mail or phone.',
} as const;
