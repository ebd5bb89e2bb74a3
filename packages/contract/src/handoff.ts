/**
 * One cart across sites (issue 16): the cart handoff. A page on a partner's origin has its own
 * visitor id (and maybe its own login); a link from it to the store (View cart, checkout, a
 * product page, the account) carries a handoff so the store shows the same cart.
 *
 * 1. On the partner's page, just before following a link to the store: POST /handoff/ with the
 *    page's Visitor-Id (and its Authorization session, if logged in). The answer's token is
 *    signed (HMAC-SHA256), names that visitor (and user), and works once, for HANDOFF_TTL_SECONDS.
 * 2. The link carries it as `?so_handoff=<token>` (HANDOFF_PARAM). The store's page removes the
 *    parameter from the address bar at once (history.replaceState), then
 *    POST /handoff/redeem/ {token} with the store's own Visitor-Id (and session, if any).
 * 3. The answer names the visitor id the store now uses (its cart has the store visitor's lines
 *    merged in) and, when the shopper was logged in on the partner's page, `login`: the same
 *    answer as a login (a fresh session token). A forged, used or out-of-date token is a 400 with
 *    MSG.handoffExpired; the store then keeps its own cart.
 */
import { boolean, nullable, string, type, type Infer } from 'superstruct';
import { LoginResponse } from './schemas.ts';

/** The query parameter of a store link that carries a handoff token. */
export const HANDOFF_PARAM = 'so_handoff';

/** POST /handoff/: no body fields (the visitor and session come in the headers). */
export const HandoffResponse = type({
  status: boolean(),
  data: type({
    token: string(),
    /** When the token stops working (ISO 8601). */
    expires_at: string(),
  }),
});
export type HandoffResponse = Infer<typeof HandoffResponse>;

/**
 * POST /handoff/redeem/: `visitor_id` is the visitor id the store uses from now on (store it as
 * its own); `login` is a login answer (LoginResponse, with a new session token) when the shopper
 * was logged in on the partner's page, else null (keep the store's own session, if any).
 */
export const HandoffRedeemResponse = type({
  status: boolean(),
  data: type({ visitor_id: string(), login: nullable(LoginResponse) }),
});
export type HandoffRedeemResponse = Infer<typeof HandoffRedeemResponse>;
