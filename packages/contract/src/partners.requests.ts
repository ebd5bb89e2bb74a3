/**
 * The requests of partner stores and the cart handoff: the path parameters, queries and bodies a
 * call may send, as superstruct schemas built from the field parsers (`fields.ts`). The server
 * validates each request with them (packages/server/src/http/validate.ts); the browser's builds
 * leave them out. No answer schema lives here: a module is bundled whole (docs/decisions.md).
 */
import { type Infer, type } from 'superstruct';
import { ANSWER } from './answers.ts';
import { field, Refusal } from './fields.ts';
import { MSG } from './messages.ts';
import { partnerCodeOf } from './partners.ts';

// Here, not in partners.ts and handoff.ts, so a browser bundle that reads their answers does not
// take every request parser with it.

/** The path of GET /partners/{code}/. */
export const PartnerParams = type({
  code: field<string>('code', (value) => partnerCodeOf(value) ?? new Refusal(ANSWER.partnerCodeInvalid)),
});

/** The longest token the server issues is about 250 characters; longer ones are refused unread. */
export const MAX_HANDOFF_TOKEN_LENGTH = 1000;

/** A handoff token as sent: text of base64url parts joined by dots. */
export const HandoffToken = field<string>('token', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return new Refusal(ANSWER.handoffTokenRequired);
  const token = value.trim();
  return token.length <= MAX_HANDOFF_TOKEN_LENGTH && /^[A-Za-z0-9_.-]+$/.test(token) ? token : new Refusal(MSG.handoffExpired);
});

/** POST /handoff/redeem/. */
export const HandoffRedeemRequest = type({ token: HandoffToken });
export type HandoffRedeemRequest = Infer<typeof HandoffRedeemRequest>;

/** POST /handoff/confirm/: the one-time confirmation of a redeem answer's `pending_login` (43 base64url characters). */
export const HandoffConfirmRequest = type({
  confirmation: field<string>('confirmation', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return new Refusal(ANSWER.handoffConfirmationRequired);
    return /^[A-Za-z0-9_-]{43}$/.test(value.trim()) ? value.trim() : new Refusal(MSG.handoffLoginExpired);
  }),
});
export type HandoffConfirmRequest = Infer<typeof HandoffConfirmRequest>;
