/**
 * The requests of the coin wallet: the path parameters, queries and bodies a call may send, as
 * superstruct schemas built from the field parsers (`fields.ts`). The server validates each request
 * with them (packages/server/src/http/validate.ts); the browser's builds leave them out. No answer
 * schema lives here: a module is bundled whole (docs/decisions.md).
 */
import { type Infer, type } from 'superstruct';
import { MAX_SEARCH_LENGTH, WALLET_PAGE_SIZE, WALLET_PAGE_SIZE_MAX } from './constants.ts';
import { ContactId, field, MaybeTextField, OrderRef, Otp, Page, PageSize, refuse } from './fields.ts';
import { MSG } from './messages.ts';

/** Coins to redeem: a whole number above 0, else MSG.coinsGreaterThanZero (docs/rules.md#coins). */
export const Coins = field<number>('coins', (value) => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return refuse(MSG.coinsGreaterThanZero);
  const coins = Number.parseInt(text, 10);
  return coins >= 1 ? coins : refuse(MSG.coinsGreaterThanZero);
});

export const WalletHistoryQuery = type({ page: Page, page_size: PageSize(1, WALLET_PAGE_SIZE_MAX, WALLET_PAGE_SIZE) });
export const CoinOtpRequest = type({
  user_id: ContactId('user_id'),
  used_coin: Coins,
  voucher_code: MaybeTextField({ label: 'voucher_code', max: MAX_SEARCH_LENGTH }),
});
export type CoinOtpRequest = Infer<typeof CoinOtpRequest>;
export const CoinVerifyRequest = type({
  user_id: ContactId('user_id'),
  used_coin: Coins,
  otp: Otp({ empty: MSG.enterOtp, invalid: MSG.otpVerificationFailed }),
});
export type CoinVerifyRequest = Infer<typeof CoinVerifyRequest>;
export const WalletUpdateRequest = type({ order_id: OrderRef });
export const CoinSnapshotRequest = type({ contact_id: ContactId('contact_id'), order_id: OrderRef });
export const ContactParams = type({ contactId: ContactId('contactId') });
