/**
 * The answers of the coin wallet: superstruct schemas, built from `wire.ts`, that the client
 * validates every response with and the server types its answers with. No request schema lives
 * here: a shopper's page loads this module whole.
 */
import { array, boolean, defaulted, type Infer, integer, nullable, optional, string, type } from 'superstruct';
import { Id, Text } from './wire.ts';

export const WalletEntry = type({
  id: Id,
  pos_order: optional(nullable(type({ order_id: optional(Text) }))),
  order_id: optional(Text),
  new_added_coin: defaulted(integer(), 0),
  used_coin: defaulted(integer(), 0),
  available_coin: defaulted(integer(), 0),
  date: optional(Text),
  created_at: optional(Text),
  created_on: optional(Text),
  timestamp: optional(Text),
  /** The reference server names the ledger entry: earned, redeemed, refund, reversal, adjustment. */
  kind: optional(string()),
});
export type WalletEntry = Infer<typeof WalletEntry>;
export const WalletHistoryResponse = type({
  status: boolean(),
  message: optional(string()),
  available_coin: optional(integer()),
  /** The reference server also sends the wallet's totals and paging (page size 20). */
  total_earned: optional(integer()),
  total_spent: optional(integer()),
  count: optional(integer()),
  total_pages: optional(integer()),
  SoseCoins: defaulted(array(WalletEntry), []),
});
export const CoinVerifyResponse = type({
  status: optional(boolean()),
  is_verified: boolean(),
  message: optional(string()),
  used_coin: optional(integer()),
});
/** PATCH /coin_app/get_user_wallet/{contactId}/ and POST /orders/coin-snapshot/. */
export const WalletUpdateResponse = type({ status: boolean(), message: optional(string()), available_coin: optional(integer()) });
