/**
 * Coins: the wallet's history, redeeming coins with an OTP sent by SMS, and the two wallet calls
 * kept for compatibility (the server moves coins itself when orders are placed or paid).
 */
import type { Context, Hono } from 'hono';
import type { Infer } from 'superstruct';
import { ANSWER, COINS, CoinVerifyResponse, DOC, MSG } from '@so/contract';
import { outboxMessenger } from '../accounts/outbox.ts';
import { hitLimit } from '../accounts/rateLimit.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { ownsOrder, walletHistory, walletOf } from '../coins/queries.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { refusing, reply, route, routeApp, type Reply } from '../http/route.ts';
import type { Invalid } from '../http/validate.ts';
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

/** 400 with `is_verified: false`: the cart page's OTP dialog reads it. */
function verifyFailed(message: string = MSG.otpVerificationFailed): Reply<Infer<typeof CoinVerifyResponse>> {
  return reply({ status: false, is_verified: false, message }, 400);
}
const verifyRefusal = (invalid: Invalid, c: Context) => {
  const { body, status } = verifyFailed(invalid.message);
  return c.json(body, status);
};

export function coinRoutes({ db, config }: Deps): Hono {
  const app = routeApp(db);
  const messenger = outboxMessenger(db, config);

  route(app, COINS.walletHistory, async (c, { params, query }) => {
    const { user } = c.var.auth;
    requireOwnContact(user, params.contactId);
    const { page, page_size: pageSize } = query;
    const wallet = await walletOf(db, user.id);
    const history = await walletHistory(db, user.id, page, pageSize);
    return {
      status: true,
      message: history.count === 0 ? MSG.noTransactions : ANSWER.walletHistory,
      available_coin: wallet.coin_balance,
      total_earned: history.earned,
      total_spent: history.spent,
      count: history.count,
      total_pages: Math.ceil(history.count / pageSize),
      SoseCoins: history.entries,
    };
  });

  // Coins above 0, not above the balance, not above floor(the cart's final total, after the voucher).
  route(app, COINS.sendCoinOtp, async (c, { body }) => {
    const { user } = c.var.auth;
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
    await messenger.sendSms(user.mobile, DOC.coinOtpSms(code, coins, REDEMPTION_OTP_TTL_MINUTES), { kind: 'coin_otp', vars: [code, String(coins), String(REDEMPTION_OTP_TTL_MINUTES)], expiresInMinutes: REDEMPTION_OTP_TTL_MINUTES });
    return { status: true, message: ANSWER.coinOtpSent };
  });

  route(app, refusing(COINS.verifyCoinOtp, verifyRefusal), async (c, { body }) => {
    const { user } = c.var.auth;
    const { user_id: contactId, used_coin: coins, otp } = body;
    requireOwnContact(user, contactId);
    const outcome = await db.transaction((tx) => verifyRedemption(tx, user.id, coins, otp));
    if (outcome !== 'ok') return verifyFailed();
    return { status: true, is_verified: true, used_coin: coins, message: ANSWER.coinOtpVerified };
  });

  // Kept for compatibility (ownership checked): they never change a balance.
  route(app, COINS.updateUserWallet, async (c, { params, body }) => {
    const { user } = c.var.auth;
    requireOwnContact(user, params.contactId);
    await requireOwnOrder(db, user, body.order_id);
    const wallet = await walletOf(db, user.id);
    return { status: true, message: MSG.walletUpdated, available_coin: wallet.coin_balance };
  });

  route(app, COINS.coinSnapshot, async (c, { body }) => {
    const { user } = c.var.auth;
    requireOwnContact(user, body.contact_id);
    await requireOwnOrder(db, user, body.order_id);
    const wallet = await walletOf(db, user.id);
    return { status: true, message: MSG.walletUpdated, available_coin: wallet.coin_balance };
  });

  return app.hono;
}
