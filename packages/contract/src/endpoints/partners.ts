/**
 * Partners and the cart handoff: a partner by its code, and the handing over of a visitor's cart
 * (and the offer of its login) from a partner's page to the store's own site.
 */
import { HandoffRedeemResponse, HandoffResponse } from '../handoff.ts';
import { PartnerResponse } from '../partners.ts';
import { HandoffConfirmRequest, HandoffRedeemRequest, PartnerParams } from '../requests.ts';
import { LoginResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const PARTNERS = {
  /** An active partner's name and own store; 404 otherwise. */
  partner: endpoint({ method: 'GET', path: '/partners/:code/', params: PartnerParams, answer: PartnerResponse, auth: 'anyone', visitor: 'none' }),
  /** A signed, single-use token for this visitor's cart (a known Visitor-Id required, the session optional). */
  createHandoff: endpoint({ method: 'POST', path: '/handoff/', answer: HandoffResponse, auth: 'anyone' }),
  /**
   * The handed-over lines join this shopper's cart. The visitor id only if the page already has
   * one: the store's own page waits for this very call to learn it (a new one when it has none).
   */
  redeemHandoff: endpoint({ method: 'POST', path: '/handoff/redeem/', body: HandoffRedeemRequest, answer: HandoffRedeemResponse, auth: 'anyone', visitor: 'known' }),
  /** The offered login, once the shopper said yes (the same Visitor-Id, no session). */
  confirmHandoff: endpoint({ method: 'POST', path: '/handoff/confirm/', body: HandoffConfirmRequest, answer: LoginResponse, auth: 'anyone' }),
};
