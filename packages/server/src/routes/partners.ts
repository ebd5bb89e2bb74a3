/**
 * Partners and the cart handoff (@so/contract PARTNERS; docs/rules.md#partners):
 * - GET /partners/{code}/: an active partner's name and own store; 404 otherwise.
 * - POST /handoff/ (Visitor-Id required, session optional): a signed, single-use token handing
 *   this visitor's cart (and login) to the store's own site, for HANDOFF_TTL_SECONDS.
 * - POST /handoff/redeem/ {token} (the store's Visitor-Id if it has one, its session if any): the
 *   handed-over lines join the store shopper's own cart; a handed-over login is only offered.
 * - POST /handoff/confirm/ {confirmation} (the same Visitor-Id, no session): the offered login,
 *   once the shopper said yes.
 * partners/partners.ts and partners/handoff.ts hold the rules.
 */
import type { Context, Hono } from 'hono';
import { ANSWER, HEADER_VISITOR_ID, MSG, PARTNERS } from '@so/contract';
import { clientAddress, currentAuth } from '../accounts/sessions.ts';
import { hitLimit } from '../accounts/rateLimit.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { route, routeApp } from '../http/route.ts';
import { knownVisitor } from '../owner.ts';
import { confirmHandoffLogin, createHandoff, handoffKey, redeemHandoff } from '../partners/handoff.ts';
import { activePartner, attributedPartner, partnerOfRequest, partnerWire } from '../partners/partners.ts';

/** The request's Visitor-Id when it names a known visitor; 400 otherwise. */
async function requireVisitor(c: Context, db: Db): Promise<string> {
  if (!c.req.header(HEADER_VISITOR_ID)?.trim()) throw badRequest(ANSWER.visitorRequired(HEADER_VISITOR_ID));
  const visitor = await knownVisitor(c, db);
  if (!visitor) throw badRequest(ANSWER.visitorUnknown(HEADER_VISITOR_ID));
  return visitor;
}

export function partnerRoutes({ db, config, now = () => new Date() }: Deps): Hono {
  const app = routeApp(db);
  const settings = config.partners;

  route(app, PARTNERS.partner, async (_c, { params }) => {
    const partner = await activePartner(db, params.code);
    if (!partner) throw notFound(ANSWER.partnerNotFound);
    return { status: true, data: partnerWire(partner) };
  });

  route(app, PARTNERS.createHandoff, async (c) => {
    const visitorId = await requireVisitor(c, db);
    await hitLimit(db, `handoff:ip:${clientAddress(c, config.accounts)}`, settings.handoffPerHour, ANSWER.tooManyHandoffs);
    const auth = await currentAuth(c, db, config.accounts.sessionMaxDays);
    const at = now();
    const owners = [{ kind: 'visitor' as const, id: visitorId }, ...(auth ? [{ kind: 'user' as const, id: String(auth.user.id) }] : [])];
    const partnerCode = (await partnerOfRequest(c, db)) ?? (await attributedPartner(db, owners, at));
    const { token, expiresAt } = await createHandoff(db, await handoffKey(db, settings), { visitorId, auth, partnerCode, now: at });
    return { status: true, data: { token, expires_at: expiresAt.toISOString() } };
  });

  route(app, PARTNERS.redeemHandoff, async (c, { body }) => {
    // A store page opened for the first time has no visitor of its own yet: the server makes one.
    const visitorId = c.req.header(HEADER_VISITOR_ID)?.trim() ? await requireVisitor(c, db) : null;
    const auth = await currentAuth(c, db, config.accounts.sessionMaxDays);
    const redeemed = await redeemHandoff(db, await handoffKey(db, settings), body.token, { visitorId, auth, now: now() });
    if (!redeemed) throw badRequest(MSG.handoffExpired);
    const pending = redeemed.pendingLogin;
    return {
      status: true,
      data: {
        visitor_id: redeemed.visitorId,
        pending_login: pending && { account: pending.account, confirmation: pending.confirmation, expires_at: pending.expiresAt.toISOString() },
      },
    };
  });

  route(app, PARTNERS.confirmHandoff, async (c, { body }) => {
    const visitorId = await requireVisitor(c, db);
    // A page that has a session keeps it: a handed-over login never replaces one.
    if (await currentAuth(c, db, config.accounts.sessionMaxDays)) throw badRequest(MSG.handoffLoginExpired);
    const login = await confirmHandoffLogin(db, body.confirmation, { visitorId, now: now() });
    if (!login) throw badRequest(MSG.handoffLoginExpired);
    return login;
  });

  return app.hono;
}
