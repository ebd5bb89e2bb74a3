import { GIFT_VOUCHER_MAX_RUPEES, GIFT_VOUCHER_MIN_RUPEES, formatWholeRupees, PAISE_PER_RUPEE } from '@so/contract';

/** Whole rupees → "₹1,000" (the presets, the custom range, the pay button). */
export const rupees = (amount: number): string => formatWholeRupees(amount * PAISE_PER_RUPEE);

/**
 * Texts of the /gift-voucher page. The terms are the contract's
 * GIFT_VOUCHER_TERMS (the recipient's e-mail states the same), the presets and the custom range
 * the contract's constants, the failure MSG.somethingWentWrong. The field labels are the
 * names the server's messages use (@so/contract GiftVoucherRequest: "Recipient name is required",
 * "Sender email is required"), so a message always names its field as the form labels it.
 */
export const GIFT_VOUCHER_COPY = {
  title: 'Gift Voucher',
  intro:
    'Give someone you care about the choice of organic groceries, cold-pressed oils, A2 ghee, herbal teas and Ayurvedic care from our store. Choose an amount, tell us who it is for and pay online: as soon as the payment goes through, we e-mail the voucher code to the recipient with your message, and send you a receipt.',
  redeemNote:
    'The recipient enters the code at checkout. Each order takes up to the voucher’s balance and whatever is left stays on the code for their next order.',
  formTitle: 'Your gift voucher',
  requiredNote: 'All fields marked * are required.',
  amountLegend: 'Amount',
  anotherAmount: 'Another amount',
  customLabel: 'Amount in rupees',
  customHint: `Whole rupees from ${rupees(GIFT_VOUCHER_MIN_RUPEES)} to ${rupees(GIFT_VOUCHER_MAX_RUPEES)}.`,
  recipientLegend: 'Who is it for?',
  senderLegend: 'From you',
  fields: {
    receiver_name: 'Recipient name',
    receiver_email: 'Recipient email',
    sender_name: 'Sender name',
    sender_email: 'Sender email',
    message: 'Message',
  },
  optional: '(optional)',
  recipientEmailHint: 'We send the voucher code to this address.',
  senderEmailHint: 'We send your receipt here.',
  messageHint: 'A few words for the recipient, sent with the voucher.',
  counter: (used: number, max: number) => `${used} of ${max} characters`,
  buy: 'Buy voucher',
  pay: (amount: string) => `Proceed to pay ${amount}`,
  sending: 'Sending…',
  payNote: 'The secure payment page opens in a new tab. After paying, you will see how it went on our home page.',
  termsTitle: 'Terms',
} as const;
