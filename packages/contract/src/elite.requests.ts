/**
 * The requests of SO Elite membership: the path parameters, queries and bodies a call may send, as
 * superstruct schemas built from the field parsers (`fields.ts`). The server validates each request
 * with them (packages/server/src/http/validate.ts); the browser's builds leave them out. No answer
 * schema lives here: a module is bundled whole (docs/decisions.md).
 */
import { type Infer, type } from 'superstruct';
import { ANSWER } from './answers.ts';
import { ELITE_PAGE_SIZE_DEFAULT, ELITE_PAGE_SIZES } from './constants.ts';
import { field, isBlank, Page, refuse, Txnid, wholeNumber } from './fields.ts';

/** POST /get-subscription-payment-link/: the plan's price is the store's setting, never the client's. */
export const EliteLinkRequest = type({ txnid: Txnid });
export type EliteLinkRequest = Infer<typeof EliteLinkRequest>;
/** GET /user/get-subscription-payment/{txnid}/. */
export const ElitePaymentParams = type({ txnid: Txnid });
/** GET /user/profile_elite_users/: page size one of ELITE_PAGE_SIZES; absent is ELITE_PAGE_SIZE_DEFAULT (docs/rules.md#elite). */
export const EliteListQuery = type({
  page: Page,
  page_size: field<number>('page_size', (value) => {
    if (isBlank(value)) return ELITE_PAGE_SIZE_DEFAULT;
    const n = wholeNumber(value);
    const size = ELITE_PAGE_SIZES.find((allowed) => allowed === n);
    return size ?? refuse(ANSWER.mustBeOneOf('page_size', ELITE_PAGE_SIZES.map(String)));
  }),
});
export type EliteListQuery = Infer<typeof EliteListQuery>;
