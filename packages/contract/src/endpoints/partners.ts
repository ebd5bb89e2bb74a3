/**
 * Partners and the cart handoff: a partner by its code, and the handing over of a visitor's cart
 * (and the offer of its login) from a partner's page to the store's own site.
 */
import { ANSWER } from '../answers.ts';
import { HANDOFF_TTL_SECONDS, HEADER_VISITOR_ID } from '../constants.ts';
import { HandoffRedeemResponse, HandoffResponse } from '../handoff.ts';
import { MSG } from '../messages.ts';
import { PartnerResponse } from '../partners.ts';
import { HandoffConfirmRequest, HandoffRedeemRequest, PartnerParams } from '../partners.requests.ts';
import { LoginResponse } from '../account.answers.ts';
import { endpoint } from './endpoint.ts';

export const PARTNERS = {
  partner: endpoint({
    method: 'GET',
    path: '/partners/:code/',
    params: PartnerParams,
    answer: PartnerResponse,
    auth: 'anyone',
    visitor: 'none',
    summary: `An active partner’s name and its own store of the locator (\`store_id\`, null without one); the code in any case. An unknown or inactive partner 404 “${ANSWER.partnerNotFound}”; not a partner code 400.`,
  }),
  createHandoff: endpoint({
    method: 'POST',
    path: '/handoff/',
    answer: HandoffResponse,
    auth: 'anyone',
    summary: `A signed, single-use token handing this visitor’s cart (and its login, when a session is sent) to the store’s own site, valid ${HANDOFF_TTL_SECONDS} s; it carries the partner of the request, else the one the visitor (or the account) is attributed to. A known \`${HEADER_VISITOR_ID}\` is required (missing or unknown 400); rate-limited per client address (429).`,
  }),
  /**
   * The visitor id goes only if the page already has one: the store's own page waits for this very
   * call to learn it (a new one when it has none).
   */
  redeemHandoff: endpoint({
    method: 'POST',
    path: '/handoff/redeem/',
    body: HandoffRedeemRequest,
    answer: HandoffRedeemResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: `The handed-over lines join the store page’s cart (its session’s, else its \`${HEADER_VISITOR_ID}\`’s, else a new visitor’s, answered as \`visitor_id\`), within the stock, a product in both keeping the larger quantity. A handed-over login is never made here: to a page without a session it is offered as \`pending_login\` (the account’s masked e-mail and a \`confirmation\`), else \`pending_login\` is null. A forged, tampered, used or expired token 400 (“${MSG.handoffExpired}”).`,
  }),
  confirmHandoff: endpoint({
    method: 'POST',
    path: '/handoff/confirm/',
    body: HandoffConfirmRequest,
    answer: LoginResponse,
    auth: 'anyone',
    summary: `Makes the offered login once the shopper said yes: the same \`${HEADER_VISITOR_ID}\` and no session, answered as a sign-in; a used or expired confirmation, another visitor or a page with a session 400 (“${MSG.handoffLoginExpired}”).`,
  }),
};
