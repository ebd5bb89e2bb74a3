/** Texts and defaults of the floating buttons. */
export const FLOATING_COPY = {
  /**
   * Default WhatsApp number (country code and digits, no +), overridable with the `number`
   * attribute. The lead must confirm it against the store's real WhatsApp line.
   */
  defaultWhatsApp: '917948902020',
  whatsappLabel: 'Chat with us on WhatsApp',
  scrollTopLabel: 'Scroll to top',
} as const;
