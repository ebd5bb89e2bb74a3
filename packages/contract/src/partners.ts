/**
 * Partners: franchise and partner sites that embed the store's elements with
 * `<so-store partner="CODE">`. Partners and the origins their pages are served from are a server
 * setting (PARTNERS; a demo store has DEMO). An embedded element's API client sends the code in
 * the HEADER_PARTNER header (constants.ts); the server records it only when the request's Origin
 * is one of the partner's, so another site cannot claim a partner's orders.
 *
 * GET /partners/{code}/ is public: the partner's name and its own store (an id of GET /stores/,
 * for the store locator), or 404 for a code that is unknown or no longer active — an embedding
 * page then ignores the code with a console warning.
 */
import { boolean, integer, nullable, string, type, type Infer } from 'superstruct';
import { PARTNER_CODE_PATTERN } from './constants.ts';

/** A partner code as the server keeps it (trimmed, upper case), or null when it cannot be one. */
export function partnerCodeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return PARTNER_CODE_PATTERN.test(code) ? code : null;
}

/** A partner as the public sees it: `store_id` is its own store of GET /stores/ (null: none). */
export const Partner = type({ code: string(), name: string(), store_id: nullable(integer()) });
export type Partner = Infer<typeof Partner>;

/** GET /partners/{code}/. */
export const PartnerResponse = type({ status: boolean(), data: Partner });
export type PartnerResponse = Infer<typeof PartnerResponse>;
