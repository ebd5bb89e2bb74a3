/**
 * The answers of SO Elite membership: superstruct schemas, built from `wire.ts`, that the client
 * validates every response with and the server types its answers with. No request schema lives
 * here: a shopper's page loads this module whole.
 */
import { array, boolean, enums, type Infer, integer, optional, string, type } from 'superstruct';
import { Id } from './wire.ts';

export const EliteCheckResponse = type({ status: boolean(), is_sose_elite_user: boolean() });
export const EliteRecord = type({
  /** The reference server also sends the period's id. */
  id: optional(Id),
  user_data: type({ name: string() }),
  /** YYYY-MM-DD; end_date is the last day of the membership. */
  start_date: string(),
  end_date: string(),
  is_active: boolean(),
  is_expired: boolean(),
});
export type EliteRecord = Infer<typeof EliteRecord>;
export const EliteListResponse = type({
  status: boolean(),
  message: optional(string()),
  /** The reference server also sends the paging (page_size 10, 25, 50 or 100). */
  count: optional(integer()),
  total_pages: optional(integer()),
  data: array(EliteRecord),
});
export const PollStatusResponse = type({
  status: boolean(),
  message: optional(string()),
  /** The reference server also says why status is false: still pending, or failed (ask for a new link). */
  payment_status: optional(enums(['pending', 'success', 'failure'])),
});
