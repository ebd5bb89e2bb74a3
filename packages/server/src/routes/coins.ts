/**
 * Coins (SPEC §7): the wallet's history, redeeming coins with an OTP sent by SMS, and the two
 * wallet calls kept for compatibility (the server moves coins itself when orders are placed or paid).
 */
import { Hono, type Context } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  CoinOtpRequest,
  CoinSnapshotRequest,
  CoinVerifyRequest,
  CoinVerifyResponse,
  ContactParams,
  DOC,
  MSG,
  StatusOnly,
  WalletHistoryQuery,
  WalletHistoryResponse,
  WalletUpdateRequest,
  WalletUpdateResponse,
} from '@so/contract';
import { outboxMessenger } from '../accounts/outbox.ts';
import { hitLimit } from '../accounts/rateLimit.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { ownsOrder, walletHistory, walletOf } from '../coins/queries.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { requireLogin } from '../http/session.ts';
import { validate, type Invalid } from '../http/validate.ts';
import { priceCart, withDiscount } from '../orders/pricing.ts';
import { maxRedeemable, REDEMPTION_OTP_TTL_MINUTES, startRedemption, verifyRedemption } from '../orders/redemptions.ts';
import { checkVoucher } from '../orders/vouchers.ts';

/** The contact id of a path or body must be the caller's (403 otherwise). */
function requireOwnContact(user: UserRow, contactId: number): void {
  if (contactId !== user.contact_id) throw forbidden(ANSWER.notYourWallet);
}

/** When an order is named, it must be one of the caller's (403 otherwise). */
async function requireOwnOrder(db: Db, user: UserRow, ref: string | null): Promise<void> {
  if (ref !== null && !(await ownsOrder(db, user.id, ref))) throw forbidden(ANSWER.notYourOrder);
}

function verifyFailed(c: Context, message: string = MSG.otpVerificationFailed) {
  return c.json<Infer<typeof CoinVerifyResponse>>({ status: false, is_verified: false, message }, 400);
}
const verifyRefusal = (invalid: Invalid, c: Context) => verifyFailed(c, invalid.message);

export function coinRoutes({ db, config }: Deps): Hono {
  const api = new Hono({ strict: false });
  const login = requireLogin(db);
  const messenger = outboxMessenger(db, config.accounts);

  api.get('/coin_app/wallet_history/:contactId', login, validate('param', ContactParams), validate('query', WalletHistoryQuery), async (c) => {
    const { user } = c.var.auth;
    requireOwnContact(user, c.req.valid('param').contactId);
    const { page, page_size: pageSize } = c.req.valid('query');
    const wallet = await walletOf(db, user.id);
    const history = await walletHistory(db, user.id, page, pageSize);
    return c.json<Infer<typeof WalletHistoryResponse>>({
      status: true,
      message: history.count === 0 ? MSG.noTransactions : ANSWER.walletHistory,
      available_coin: wallet.coin_balance,
      total_earned: history.earned,
      total_spent: history.spent,
      count: history.count,
      total_pages: Math.ceil(history.count / pageSize),
      SoseCoins: history.entries,
    });
  });

  // SPEC §5: coins above 0, not above the balance, not above floor(the cart's final total, after the voucher).
  api.post('/coin_app/send_otp', login, validate('json', CoinOtpRequest), async (c) => {
    const { user } = c.var.auth;
    const body = c.req.valid('json');
    requireOwnContact(user, body.user_id);
    const wallet = await walletOf(db, user.id);
    if (!wallet.is_wallet) throw forbidden(ANSWER.walletDisabled);
    const coins = body.used_coin;
    if (coins > wallet.coin_balance) throw badRequest(MSG.coinsAboveAvailable);
    let pricing = await priceCart(db, { kind: 'user', id: String(user.id) });
    if (body.voucher_code) {
      const voucher = await checkVoucher(db, body.voucher_code, user.id, pricing.totalPaise);
      if (voucher.ok) pricing = withDiscount(pricing, voucher.discountPaise);
    }
    if (coins > maxRedeemable(wallet.coin_balance, pricing.finalTotalPaise)) throw badRequest(MSG.coinsAboveTotal);
    if (!user.mobile) throw badRequest(ANSWER.noMobileForCoins);
    await hitLimit(db, `coin-otp:${user.id}`, config.accounts.limits.otpPerNumber);
    const code = await db.transaction((tx) => startRedemption(tx, user.id, coins));
    await messenger.sendSms(user.mobile, DOC.coinOtpSms(code, coins, REDEMPTION_OTP_TTL_MINUTES));
    return c.json<Infer<typeof StatusOnly>>({ status: true, message: ANSWER.coinOtpSent });
  });

  api.patch('/coin_app/verify_otp', login, validate('json', CoinVerifyRequest, verifyRefusal), async (c) => {
    const { user } = c.var.auth;
    const { user_id: contactId, used_coin: coins, otp } = c.req.valid('json');
    requireOwnContact(user, contactId);
    const outcome = await db.transaction((tx) => verifyRedemption(tx, user.id, coins, otp));
    if (outcome !== 'ok') return verifyFailed(c);
    return c.json<Infer<typeof CoinVerifyResponse>>({ status: true, is_verified: true, used_coin: coins, message: ANSWER.coinOtpVerified });
  });

  // Kept for SPEC §7 compatibility (ownership checked): they never change a balance.
  api.patch('/coin_app/get_user_wallet/:contactId', login, validate('param', ContactParams), validate('json', WalletUpdateRequest), async (c) => {
    const { user } = c.var.auth;
    requireOwnContact(user, c.req.valid('param').contactId);
    await requireOwnOrder(db, user, c.req.valid('json').order_id);
    const wallet = await walletOf(db, user.id);
    return c.json<Infer<typeof WalletUpdateResponse>>({ status: true, message: MSG.walletUpdated, available_coin: wallet.coin_balance });
  });

  api.post('/orders/coin-snapshot', login, validate('json', CoinSnapshotRequest), async (c) => {
    const { user } = c.var.auth;
    const body = c.req.valid('json');
    requireOwnContact(user, body.contact_id);
    await requireOwnOrder(db, user, body.order_id);
    const wallet = await walletOf(db, user.id);
    return c.json<Infer<typeof WalletUpdateResponse>>({ status: true, message: MSG.walletUpdated, available_coin: wallet.coin_balance });
  });

  return api;
}
