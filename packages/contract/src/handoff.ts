/**
 * One cart across sites: the cart handoff. A page on a partner's origin has its own
 * visitor id (and maybe its own login); a link from it to the store (View cart, checkout, a
 * product page, the account) carries a handoff so the store shows the same cart.
 *
 * 1. On the partner's page, just before following a link to the store: POST /handoff/ with the
 *    page's Visitor-Id (and its Authorization session, if logged in). The answer's token is
 *    signed (HMAC-SHA256), names that visitor (and user), and works once, for HANDOFF_TTL_SECONDS.
 * 2. The link carries it as `?so_handoff=<token>` (HANDOFF_PARAM). The store's page removes the
 *    parameter from the address bar at once (history.replaceState), then
 *    POST /handoff/redeem/ {token} with the store's own Visitor-Id (and session, if any).
 * 3. A handoff never changes who the store page is: the handed-over lines (the partner page
 *    visitor's and, if it was logged in, that user's; copied, within the stock) join the store
 *    shopper's own cart (its user's with a session, else its visitor's), and the store keeps its
 *    visitor id and session. A login handed over to a page without a session is only offered
 *    (`pending_login`) and adopted if the shopper confirms it (POST /handoff/confirm/). A forged,
 *    used or out-of-date token is a 400 with MSG.handoffExpired; the store then keeps its cart.
 */
import { boolean, nullable, string, type, type Infer } from 'superstruct';

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
 * A login handed over to a store page that has no session: the store shows "Continue as
 * `account`?" and only when the shopper confirms calls POST /handoff/confirm/ {confirmation}
 * (with the same Visitor-Id; once, before `expires_at`), whose answer is a login (LoginResponse,
 * a new session). Declining is doing nothing: no session exists until that call.
 */
export const HandoffPendingLogin = type({
  /** The account, masked: `b…@example.com`. */
  account: string(),
  confirmation: string(),
  expires_at: string(),
});
export type HandoffPendingLogin = Infer<typeof HandoffPendingLogin>;

/**
 * POST /handoff/redeem/: `visitor_id` is the store's own visitor id (the one it sent, or a new
 * one when it sent none: store it); the handed-over lines are in that visitor's cart, or in the
 * cart of the store's logged-in user. The store's session, if any, stays as it is: the answer
 * never carries a login. `pending_login` is a login to offer when the shopper was logged in on
 * the partner's page and the store page has no session, else null.
 */
export const HandoffRedeemResponse = type({
  status: boolean(),
  data: type({ visitor_id: string(), pending_login: nullable(HandoffPendingLogin) }),
});
export type HandoffRedeemResponse = Infer<typeof HandoffRedeemResponse>;
