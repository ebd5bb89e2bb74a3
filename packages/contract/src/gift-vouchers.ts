/**
 * Gift vouchers (POST /getvoucgerpaymentlink/; docs/rules.md#vouchers-and-gift-vouchers): what the
 * gift voucher page sends, the schema the server checks it with (a form may check with it before
 * sending), the voucher's terms, and where the payer lands after the gateway.
 *
 * A visitor may buy one (no login). The answer's `data` is the gateway's payer page for
 * the amount (productinfo 'Gift'); the page opens it in a new window and goes to /. When
 * the payment succeeds the server issues a code of GIFT_VOUCHER_CODE_LENGTH characters from
 * GIFT_VOUCHER_CODE_ALPHABET worth the amount and e-mails it to the recipient only (the sender
 * gets a receipt without it). The code is redeemed at checkout like any voucher
 * (GET /validate-voucher-code/, the order's voucher code) as stored value: each order takes up to
 * its balance, the rest stays for later orders; it never expires.
 */
import { type, type Infer } from 'superstruct';
import { ANSWER } from './answers.ts';
import { GIFT_VOUCHER_MAX_RUPEES, GIFT_VOUCHER_MIN_RUPEES, PAISE_PER_RUPEE } from './constants.ts';
import { RequiredEmail, RequiredText } from './enquiries.ts';
import { MSG } from './messages.ts';
import { formatWholeRupees } from './money.ts';
import { captchaSolution, field, MaybeTextField, Refusal, Txnid } from './fields.ts';
import { MAX_GIFT_MESSAGE_LENGTH } from './constants.ts';

/** The `productinfo` of a gift voucher's payment. */
export const GIFT_VOUCHER_PRODUCTINFO = 'Gift';

/** The longest message a sender may write to the recipient. */
export const MAX_GIFT_VOUCHER_MESSAGE_LENGTH = MAX_GIFT_MESSAGE_LENGTH;

/**
 * The terms of a gift voucher, as the gift voucher page and the recipient's e-mail state
 * them (the terms and conditions page says the same).
 */
export const GIFT_VOUCHER_TERMS = [
  'Gift vouchers have no expiry date.',
  'There are no fees for buying or using a gift voucher.',
  'A gift voucher cannot be reloaded or topped up.',
  'A gift voucher cannot be refunded or exchanged for cash.',
  'A gift voucher cannot be transferred or resold.',
  'A gift voucher can be redeemed only on our website or in our apps.',
] as const;


/** Whether a whole number of rupees is an amount a gift voucher may have (a preset or a custom amount in range). */
export function isGiftVoucherAmount(rupees: number): boolean {
  return Number.isSafeInteger(rupees) && rupees >= GIFT_VOUCHER_MIN_RUPEES && rupees <= GIFT_VOUCHER_MAX_RUPEES;
}

/** "₹100 to ₹10,000": the range a custom amount must lie in. */
const AMOUNT_RANGE = ANSWER.giftVoucherAmountRange(
  formatWholeRupees(GIFT_VOUCHER_MIN_RUPEES * PAISE_PER_RUPEE),
  formatWholeRupees(GIFT_VOUCHER_MAX_RUPEES * PAISE_PER_RUPEE),
);

/**
 * The amount in whole rupees: one of GIFT_VOUCHER_PRESETS or a custom number from
 * GIFT_VOUCHER_MIN_RUPEES to GIFT_VOUCHER_MAX_RUPEES, as a JSON number or text ('500', '500.00';
 * a rupee sign, spaces and Indian digit grouping are allowed: '₹ 1,000').
 */
export const GiftVoucherAmount = field<number>('amount', (value) => {
  let rupees: number | null = null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return new Refusal(ANSWER.giftVoucherAmountWhole);
    rupees = value;
  } else if (typeof value === 'string') {
    const text = value.trim().replace(/^₹\s*/, '').replace(/,/g, '');
    if (text === '') return new Refusal(ANSWER.giftVoucherAmountRequired);
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return new Refusal(ANSWER.giftVoucherAmountWhole);
    rupees = Number(text);
  } else if (value === undefined || value === null) {
    return new Refusal(ANSWER.giftVoucherAmountRequired);
  } else {
    return new Refusal(ANSWER.giftVoucherAmountWhole);
  }
  if (!Number.isInteger(rupees)) return new Refusal(ANSWER.giftVoucherAmountWhole);
  return isGiftVoucherAmount(rupees) ? rupees : new Refusal(AMOUNT_RANGE);
});

/**
 * POST /getvoucgerpaymentlink/: the page's fields under the form rules (every field's message at
 * once, the captcha after the fields: a missing or wrong one is 400 "reCAPTCHA verification
 * failed", as the contact form's). `message` is optional free text.
 */
export const GiftVoucherRequest = type({
  amount: GiftVoucherAmount,
  sender_name: RequiredText('Sender name'),
  sender_email: RequiredEmail('Sender email'),
  receiver_name: RequiredText('Recipient name'),
  receiver_email: RequiredEmail('Recipient email'),
  message: MaybeTextField({ label: 'Message', max: MAX_GIFT_VOUCHER_MESSAGE_LENGTH, multiline: true }),
  txnid: Txnid,
  recaptcha: captchaSolution(MSG.recaptchaFailed),
});
export type GiftVoucherRequest = Infer<typeof GiftVoucherRequest>;

/**
 * The body of POST /getvoucgerpaymentlink/. `amount`: whole rupees (a preset or a custom amount);
 * `txnid`: a new payment key per purchase (the client keeps it for a retry, like the checkout's:
 * the same txnid with the same fields answers the same link); `recaptcha`: the solved captcha.
 */
export interface GiftVoucherInput {
  amount: number;
  sender_name: string;
  sender_email: string;
  receiver_name: string;
  receiver_email: string;
  message?: string | null;
  txnid: string;
  recaptcha: string;
}
