/** SO Elite, the paid membership: the plan's payment link and its status, the membership check and the member's periods. */
import { EliteLinkRequest, EliteListQuery, ElitePaymentParams } from '../requests.ts';
import { EliteCheckResponse, EliteListResponse, PaymentLinkResponse, PollStatusResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const ELITE = {
  eliteCheck: endpoint({ method: 'GET', path: '/user/elite_check/', answer: EliteCheckResponse, auth: 'login' }),
  /** The member's periods, newest first, a page at a time. */
  eliteUsers: endpoint({ method: 'GET', path: '/user/profile_elite_users/', query: EliteListQuery, answer: EliteListResponse, auth: 'login' }),
  /**
   * The gateway's payer page for the plan (its price is the store's setting). The txnid is the
   * idempotency key: asked again by its owner, the same link; by anyone else, or a txnid an order
   * payment has, 409.
   */
  subscriptionPaymentLink: endpoint({ method: 'POST', path: '/get-subscription-payment-link/', body: EliteLinkRequest, answer: PaymentLinkResponse, auth: 'login' }),
  /** The payment's state, polled until paid: `status: false` while pending or after a failure (`payment_status` says which). Its owner's only. */
  subscriptionPaymentStatus: endpoint({
    method: 'GET',
    path: '/user/get-subscription-payment/:txnid/',
    params: ElitePaymentParams,
    answer: PollStatusResponse,
    auth: 'login',
    allowFalse: true,
  }),
};
