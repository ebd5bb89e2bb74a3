/** A gift voucher's purchase: the gateway's payment link. */
import { ANSWER } from '../answers.ts';
import { GIFT_VOUCHER_MAX_RUPEES, GIFT_VOUCHER_MIN_RUPEES } from '../constants.ts';
import { GiftVoucherRequest } from '../gift-vouchers.ts';
import { MSG } from '../messages.ts';
import { formatIndianNumber } from '../money.ts';
import { VoucherLinkResponse } from '../gift-vouchers.answers.ts';
import { endpoint } from './endpoint.ts';

export const GIFT_VOUCHERS = {
  giftVoucherLink: endpoint({
    method: 'POST',
    path: '/getvoucgerpaymentlink/',
    body: GiftVoucherRequest,
    answer: VoucherLinkResponse,
    auth: 'anyone',
    summary: `Buys a gift voucher, visitors too: \`data\` is the gateway’s payer page for \`amount\` (whole rupees, ₹${formatIndianNumber(GIFT_VOUCHER_MIN_RUPEES)} to ₹${formatIndianNumber(GIFT_VOUCHER_MAX_RUPEES)}). Every field is checked first (all messages at once), then the captcha (missing or wrong: 400 “${MSG.recaptchaFailed}”). Paid, the store issues the code and e-mails it to the recipient, the sender a receipt without it ([payments](#payments-the-gateway-and-its-callback)). The txnid is the idempotency key: the same txnid with the same fields answers the same link (no new captcha needed); with other fields, or a txnid an order or SO Elite payment has, 409 “${ANSWER.txnidTaken}”.`,
  }),
};
