import { MSG_WALLET_DISABLED } from '../orders/place.ts';
import { Hono, type Context } from 'hono';
import { OTP_DIGITS, WALLET_PAGE_SIZE, MSG } from '@so/contract';
import { outboxMessenger } from '../accounts/outbox.ts';
import { hitLimit } from '../accounts/rateLimit.ts';
import { requireAuth, type UserRow } from '../accounts/sessions.ts';
import { text } from '../accounts/validation.ts';
import type { Db } from '../db/types.ts';
import type { Deps } from '../deps.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { parsePage, readBody } from '../http/input.ts';
import { priceCart, withDiscount } from '../orders/pricing.ts';
import { maxRedeemable, REDEMPTION_OTP_TTL_MINUTES, startRedemption, verifyRedemption } from '../orders/redemptions.ts';
import { checkVoucher } from '../orders/vouchers.ts';

export const MSG_NOT_YOUR_WALLET = 'You can only use your own coin wallet';
export { MSG_WALLET_DISABLED };
export const MSG_NO_MOBILE = 'Add a mobile number to your profile to redeem coins';
export const MSG_COIN_OTP_SENT = 'OTP sent to your mobile number';
export const MSG_COIN_OTP_VERIFIED = 'OTP verified. Your coins will be redeemed on this order.';
export const MSG_NOT_YOUR_ORDER = 'This order is not yours';
const MAX_WALLET_PAGE_SIZE = 50;

const forbidden = (message: string) => new HttpError(403, message);

/** The contact id in a path or body must be the caller's (403 otherwise, 400 when it is not a number). */
function requireOwnContact(user: UserRow, value: unknown, field: string): void {
  const raw = typeof value === 'number' ? String(value) : text(value);
  if (!/^\d{1,10}$/.test(raw)) throw badRequest(`${field} must be your contact id`);
  if (Number.parseInt(raw, 10) !== user.contact_id) throw forbidden(MSG_NOT_YOUR_WALLET);
}

/** When an order id is given, it must name one of the caller's orders (403 otherwise). */
async function requireOwnOrderIfGiven(db: Db, user: UserRow, value: unknown): Promise<void> {
  const orderId = typeof value === 'number' ? String(value) : text(value);
  if (orderId === '' || orderId === '0') return;
  const { rows } = /^[0-9]{1,9}$/.test(orderId)
    ? await db.query<{ id: number }>('SELECT id FROM orders WHERE user_id = $1 AND id = $2', [user.id, Number.parseInt(orderId, 10)])
    : await db.query<{ id: number }>('SELECT id FROM orders WHERE user_id = $1 AND order_id = $2', [user.id, orderId]);
  if (rows.length === 0) throw forbidden(MSG_NOT_YOUR_ORDER);
}

async function walletOf(db: Db, userId: number): Promise<{ coin_balance: number; is_wallet: boolean }> {
  const { rows } = await db.query<{ coin_balance: number; is_wallet: boolean }>('SELECT coin_balance, is_wallet FROM users WHERE id = $1', [userId]);
  return rows[0];
}

/** used_coin of a request: a whole number above 0 (SPEC §5 message otherwise). */
function requestedCoins(value: unknown): number {
  const raw = typeof value === 'number' ? String(value) : text(value);
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(MSG.coinsGreaterThanZero);
  const coins = Number.parseInt(raw, 10);
  if (coins < 1) throw badRequest(MSG.coinsGreaterThanZero);
  return coins;
}

function verifyFailed(c: Context, message: string = MSG.otpVerificationFailed) {
  return c.json({ status: false, is_verified: false, message }, 400);
}

interface LedgerRow {
  id: number;
  delta: number;
  kind: string;
  balance_after: number;
  created_at: Date | string;
  order_number: string | null;
}

/** Coins: wallet history, redemption OTP, and the wallet calls kept for compatibility. */
export function coinRoutes({ db, config }: Deps): Hono {
  const api = new Hono({ strict: false });
  const messenger = outboxMessenger(db, config.accounts);

  api.get('/coin_app/wallet_history/:contactId', async (c) => {
    const { user } = await requireAuth(c, db);
    requireOwnContact(user, c.req.param('contactId'), 'contactId');
    const page = parsePage(c.req.query('page'));
    const sizeText = c.req.query('page_size');
    const pageSize = sizeText === undefined || sizeText === '' ? WALLET_PAGE_SIZE : Number(sizeText);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_WALLET_PAGE_SIZE) {
      throw badRequest(`page_size must be a whole number from 1 to ${MAX_WALLET_PAGE_SIZE}`);
    }
    const wallet = await walletOf(db, user.id);
    const totals = await db.query<{ n: number; earned: number; spent: number }>(
      `SELECT count(*)::int AS n,
              COALESCE(sum(delta) FILTER (WHERE delta > 0), 0)::int AS earned,
              COALESCE(-sum(delta) FILTER (WHERE delta < 0), 0)::int AS spent
         FROM coin_ledger WHERE user_id = $1`,
      [user.id],
    );
    // The user row lock serialises ledger writes, so ids grow in the order the balance changed.
    const { rows } = await db.query<LedgerRow>(
      `SELECT l.id, l.delta, l.kind, l.balance_after, l.created_at, o.order_id AS order_number
         FROM coin_ledger l LEFT JOIN orders o ON o.id = l.order_id
        WHERE l.user_id = $1 ORDER BY l.id DESC LIMIT $2 OFFSET $3`,
      [user.id, pageSize, (page - 1) * pageSize],
    );
    const { n, earned, spent } = totals.rows[0];
    return c.json({
      status: true,
      message: n === 0 ? MSG.noTransactions : 'Wallet history',
      available_coin: wallet.coin_balance,
      total_earned: earned,
      total_spent: spent,
      count: n,
      total_pages: Math.ceil(n / pageSize),
      SoseCoins: rows.map((r) => ({
        id: r.id,
        order_id: r.order_number,
        pos_order: r.order_number ? { order_id: r.order_number } : null,
        kind: r.kind,
        new_added_coin: r.delta > 0 ? r.delta : 0,
        used_coin: r.delta < 0 ? -r.delta : 0,
        available_coin: r.balance_after,
        created_at: new Date(r.created_at).toISOString(),
      })),
    });
  });

  api.post('/coin_app/send_otp', async (c) => {
    const { user } = await requireAuth(c, db);
    const body = await readBody(c);
    requireOwnContact(user, body.user_id, 'user_id');
    const wallet = await walletOf(db, user.id);
    if (!wallet.is_wallet) throw forbidden(MSG_WALLET_DISABLED);
    const coins = requestedCoins(body.used_coin);
    if (coins > wallet.coin_balance) throw badRequest(MSG.coinsAboveAvailable);
    // The order total the coins may cover: the cart's final total, after the voucher when one is named.
    let pricing = await priceCart(db, { kind: 'user', id: String(user.id) });
    const voucherCode = text(body.voucher_code);
    if (voucherCode) {
      const voucher = await checkVoucher(db, voucherCode, user.id, pricing.totalPaise);
      if (voucher.ok) pricing = withDiscount(pricing, voucher.discountPaise);
    }
    if (coins > maxRedeemable(wallet.coin_balance, pricing.finalTotalPaise)) throw badRequest(MSG.coinsAboveTotal);
    if (!user.mobile) throw badRequest(MSG_NO_MOBILE);
    await hitLimit(db, `coin-otp:${user.id}`, config.accounts.limits.otpPerNumber);
    const code = await db.transaction((tx) => startRedemption(tx, user.id, coins));
    await messenger.sendSms(
      user.mobile,
      `${code} is your ${MSG.storeName} OTP to redeem ${coins} coins. It is valid for ${REDEMPTION_OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
    );
    return c.json({ status: true, message: MSG_COIN_OTP_SENT });
  });

  api.patch('/coin_app/verify_otp', async (c) => {
    const { user } = await requireAuth(c, db);
    const body = await readBody(c);
    requireOwnContact(user, body.user_id, 'user_id');
    const coins = requestedCoins(body.used_coin);
    const otp = text(body.otp);
    if (otp === '') return verifyFailed(c, MSG.enterOtp);
    if (!new RegExp(`^[0-9]{${OTP_DIGITS}}$`).test(otp)) return verifyFailed(c);
    const outcome = await db.transaction((tx) => verifyRedemption(tx, user.id, coins, otp));
    if (outcome !== 'ok') return verifyFailed(c);
    return c.json({ status: true, is_verified: true, used_coin: coins, message: MSG_COIN_OTP_VERIFIED });
  });

  // Kept for SPEC §7 compatibility: the server moves coins itself when orders are placed or paid.
  api.patch('/coin_app/get_user_wallet/:contactId', async (c) => {
    const { user } = await requireAuth(c, db);
    requireOwnContact(user, c.req.param('contactId'), 'contactId');
    const body = await readBody(c);
    await requireOwnOrderIfGiven(db, user, body.order_id);
    const wallet = await walletOf(db, user.id);
    return c.json({ status: true, message: MSG.walletUpdated, available_coin: wallet.coin_balance });
  });

  api.post('/orders/coin-snapshot', async (c) => {
    const { user } = await requireAuth(c, db);
    const body = await readBody(c);
    requireOwnContact(user, body.contact_id, 'contact_id');
    await requireOwnOrderIfGiven(db, user, body.order_id);
    const wallet = await walletOf(db, user.id);
    return c.json({ status: true, message: MSG.walletUpdated, available_coin: wallet.coin_balance });
  });

  return api;
}
