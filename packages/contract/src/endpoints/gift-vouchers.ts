/** A gift voucher's purchase: the gateway's payment link. */
import { GiftVoucherRequest } from '../gift-vouchers.ts';
import { VoucherLinkResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const GIFT_VOUCHERS = {
  /** Open to visitors; the same txnid with the same fields answers the same link (409 otherwise). */
  giftVoucherLink: endpoint({ method: 'POST', path: '/getvoucgerpaymentlink/', body: GiftVoucherRequest, answer: VoucherLinkResponse, auth: 'anyone' }),
};
