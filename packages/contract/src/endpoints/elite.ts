/** SO Elite, the paid membership: the plan's payment link and its status, the membership check and the member's periods. */
import { ANSWER } from '../answers.ts';
import { ELITE_PAGE_SIZE_DEFAULT, ELITE_PAGE_SIZES } from '../constants.ts';
import { EliteLinkRequest, EliteListQuery, ElitePaymentParams } from '../elite.requests.ts';
import { EliteCheckResponse, EliteListResponse, PollStatusResponse } from '../elite.answers.ts';
import { PaymentLinkResponse } from '../orders.answers.ts';
import { endpoint } from './endpoint.ts';

export const ELITE = {
  eliteCheck: endpoint({
    method: 'GET',
    path: '/user/elite_check/',
    answer: EliteCheckResponse,
    auth: 'login',
    summary: 'Whether the caller is an SO Elite member at the moment of the request (a period containing today).',
  }),
  eliteUsers: endpoint({
    method: 'GET',
    path: '/user/profile_elite_users/',
    query: EliteListQuery,
    answer: EliteListResponse,
    auth: 'login',
    summary: `The caller’s membership periods, newest first, each \`is_active\` or \`is_expired\` (a renewal not yet begun is neither); \`page_size\` ${ELITE_PAGE_SIZES.join(', ')} (default ${ELITE_PAGE_SIZE_DEFAULT}), another 400.`,
  }),
  subscriptionPaymentLink: endpoint({
    method: 'POST',
    path: '/get-subscription-payment-link/',
    body: EliteLinkRequest,
    answer: PaymentLinkResponse,
    auth: 'login',
    summary: `The gateway’s payer page for the plan at the store’s \`ELITE_PLAN_PRICE\` (a client’s amount is not read); paid, it adds the plan’s months ([payments](#payments-the-gateway-and-its-callback)). The txnid is the idempotency key: the same txnid again by its owner answers the same link; another user’s txnid, or one an order payment has, 409 “${ANSWER.txnidTaken}”.`,
  }),
  subscriptionPaymentStatus: endpoint({
    method: 'GET',
    path: '/user/get-subscription-payment/:txnid/',
    params: ElitePaymentParams,
    answer: PollStatusResponse,
    auth: 'login',
    allowFalse: true,
    summary: 'The plan payment’s state, polled by the wait page: `status: true` once paid; else `status: false` (still 200) with `payment_status` `pending` or `failure`. The payment’s owner only (404 otherwise).',
  }),
};
