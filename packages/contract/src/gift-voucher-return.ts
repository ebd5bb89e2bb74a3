/**
 * The query parameter of / that tells the gift voucher's payer how the payment went:
 * the gateway's callback sends the payer's browser to `/?gift_voucher=success` or
 * `/?gift_voucher=failure` (MSG.giftVoucherPaid, MSG.giftVoucherPaymentFailed).
 *
 * A module of its own: the home page reads it on every visit, and the gift voucher form's
 * validators (gift-vouchers.ts, with the enquiry and request rules they build on) are ~14 KB gz
 * the home page has no use for.
 */
export const GIFT_VOUCHER_RETURN_PARAM = 'gift_voucher';
export const GIFT_VOUCHER_RETURN_STATUSES = ['success', 'failure'] as const;
export type GiftVoucherReturnStatus = (typeof GIFT_VOUCHER_RETURN_STATUSES)[number];
