/**
 * The answers of gift vouchers: superstruct schemas, built from `wire.ts`, that the client
 * validates every response with and the server types its answers with. No request schema lives
 * here: a shopper's page loads this module whole.
 */
import { boolean, type Infer, optional, string, type } from 'superstruct';

/**
 * POST /getvoucgerpaymentlink/: `data` is the payment link (the gateway's payer page for
 * the gift voucher's amount), opened in a new window; the reference server also answers the
 * purchase's `txn_id`. A refusal carries `message` (and `errors` by field).
 */
export const VoucherLinkResponse = type({ status: boolean(), message: optional(string()), data: optional(string()), txn_id: optional(string()) });
export type VoucherLinkResponse = Infer<typeof VoucherLinkResponse>;
