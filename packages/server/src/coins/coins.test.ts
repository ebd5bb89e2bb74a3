import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { ANSWER, CoinVerifyResponse, MSG, StatusOnly, WalletHistoryResponse } from '@so/contract';
import { changeCoins } from '../orders/ledger.ts';
import { REDEMPTION_MAX_WRONG } from '../orders/redemptions.ts';
import { callApi, createTestServer, createTestUser, fillCart, lastSmsCode, productPricePaise, type TestServer, type TestUser } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function balanceOf(user: TestUser): Promise<{ balance: number; ledger: number; entries: number }> {
  const { rows } = await server.db.query<{ balance: number; ledger: number; entries: number }>(
    `SELECT u.coin_balance AS balance, COALESCE((SELECT sum(delta) FROM coin_ledger WHERE user_id = u.id), 0)::int AS ledger,
            (SELECT count(*) FROM coin_ledger WHERE user_id = u.id)::int AS entries
       FROM users u WHERE u.id = $1`,
    [user.id],
  );
  return rows[0];
}

function sendOtp(user: TestUser, body: Record<string, unknown>) {
  return callApi(server, '/api/coin_app/send_otp/', { user, body });
}
function verifyOtp(user: TestUser, body: Record<string, unknown>) {
  return callApi(server, '/api/coin_app/verify_otp/', { method: 'PATCH', user, body });
}

/** A user with `coins` and a cart of 2 × product 1001 (A2 Gir Cow Ghee 500 ml, over ₹300 a unit). */
async function walletUser(coins = 150): Promise<TestUser> {
  const user = await createTestUser(server.db, { coins });
  await fillCart(server.db, user.id, [{ productId: 1001, quantity: 2 }]);
  return user;
}

describe('GET /coin_app/wallet_history/{contactId}/', () => {
  it('pages the ledger by 20, newest first, with the balance and totals', async () => {
    const user = await createTestUser(server.db, { coins: 100 });
    await server.db.transaction(async (tx) => {
      for (let i = 1; i <= 12; i++) await changeCoins(tx, user.id, i, 'earned', null);
      for (let i = 1; i <= 12; i++) await changeCoins(tx, user.id, -i, 'redeemed', null);
    });
    const first = await callApi(server, `/api/coin_app/wallet_history/${user.contactId}/?page=1&page_size=20`, { user });
    expect(first.status).toBe(200);
    const page1 = create(first.json, WalletHistoryResponse);
    expect(page1).toMatchObject({ status: true, available_coin: 100, total_earned: 100 + 78, total_spent: 78, count: 25, total_pages: 2 });
    expect(page1.SoseCoins).toHaveLength(20);
    // Newest first: the last entry written was −12, leaving 100.
    expect(page1.SoseCoins[0]).toMatchObject({ used_coin: 12, new_added_coin: 0, available_coin: 100 });
    expect(page1.SoseCoins[1]).toMatchObject({ used_coin: 11, available_coin: 112 });
    expect(Number.isNaN(Date.parse(page1.SoseCoins[0].created_at ?? ''))).toBe(false);
    const page2 = create((await callApi(server, `/api/coin_app/wallet_history/${user.contactId}/?page=2`, { user })).json, WalletHistoryResponse);
    expect(page2.SoseCoins).toHaveLength(5);
    // The oldest entry is the starting 100.
    expect(page2.SoseCoins[4]).toMatchObject({ new_added_coin: 100, used_coin: 0, available_coin: 100 });
  });

  it('answers an empty wallet with No transactions found', async () => {
    const user = await createTestUser(server.db);
    const body = create((await callApi(server, `/api/coin_app/wallet_history/${user.contactId}/`, { user })).json, WalletHistoryResponse);
    expect(body).toMatchObject({ status: true, available_coin: 0, count: 0, total_pages: 0, message: MSG.noTransactions });
    expect(body.SoseCoins).toEqual([]);
  });

  it("refuses another user's wallet, visitors and bad input", async () => {
    const owner = await createTestUser(server.db, { coins: 50 });
    const other = await createTestUser(server.db);
    const stolen = await callApi(server, `/api/coin_app/wallet_history/${owner.contactId}/`, { user: other });
    expect(stolen.status).toBe(403);
    expect(stolen.json).toMatchObject({ status: false, message: ANSWER.notYourWallet });
    expect(stolen.json.SoseCoins).toBeUndefined();
    expect((await callApi(server, `/api/coin_app/wallet_history/${owner.contactId}/`)).status).toBe(401);
    // The user id is not the contact id.
    expect((await callApi(server, `/api/coin_app/wallet_history/${owner.id}/`, { user: owner })).status).toBe(403);
    expect((await callApi(server, '/api/coin_app/wallet_history/abc/', { user: owner })).status).toBe(400);
    expect((await callApi(server, `/api/coin_app/wallet_history/${owner.contactId}/?page=0`, { user: owner })).status).toBe(400);
    expect((await callApi(server, `/api/coin_app/wallet_history/${owner.contactId}/?page_size=500`, { user: owner })).status).toBe(400);
  });
});

describe('POST /coin_app/send_otp/ and PATCH /coin_app/verify_otp/', () => {
  it('texts a 6-digit OTP to the account mobile and verifies it, without touching the balance', async () => {
    const user = await walletUser(150);
    const sent = await sendOtp(user, { user_id: user.contactId, used_coin: 40 });
    expect(sent.status).toBe(200);
    expect(create(sent.json, StatusOnly)).toMatchObject({ status: true, message: ANSWER.coinOtpSent });
    const code = await lastSmsCode(server.db, user.mobile);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verifyOtp(user, { user_id: user.contactId, used_coin: 40, otp: code });
    expect(verified.status).toBe(200);
    expect(create(verified.json, CoinVerifyResponse)).toMatchObject({ is_verified: true });
    expect(verified.json.status).toBe(true);
    expect(await balanceOf(user)).toMatchObject({ balance: 150, ledger: 150 });
    // A used code does not verify twice.
    const again = await verifyOtp(user, { user_id: user.contactId, used_coin: 40, otp: code });
    expect(again.status).toBe(400);
  });

  it.each([
    [0, MSG.coinsGreaterThanZero],
    [-5, MSG.coinsGreaterThanZero],
    ['ten', MSG.coinsGreaterThanZero],
    [undefined, MSG.coinsGreaterThanZero],
    [151, MSG.coinsAboveAvailable],
  ])('refuses used_coin %j with %s', async (usedCoin, message) => {
    const user = await walletUser(150);
    const result = await sendOtp(user, { user_id: user.contactId, used_coin: usedCoin });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ status: false, message });
  });

  it('refuses more coins than the whole rupees of the cart total (after a named voucher)', async () => {
    const user = await createTestUser(server.db, { coins: 1000 });
    // 1 unit (between ₹300 and ₹400): at most its whole rupees in coins.
    const price = await productPricePaise(server.db, 1001);
    expect(price).toBeGreaterThan(30_000);
    expect(price).toBeLessThan(40_000);
    const oneUnit = Math.floor(price / 100);
    await fillCart(server.db, user.id, [{ productId: 1001, quantity: 1 }]);
    expect((await sendOtp(user, { user_id: user.contactId, used_coin: oneUnit + 1 })).json.message).toBe(MSG.coinsAboveTotal);
    expect((await sendOtp(user, { user_id: user.contactId, used_coin: oneUnit })).status).toBe(200);
    // 2 units (₹400 or more), less FLAT50's ₹50: one coin above its whole rupees is too many.
    const twoUnitsLessFlat50 = Math.floor((2 * price - 5_000) / 100);
    await fillCart(server.db, user.id, [{ productId: 1001, quantity: 2 }]);
    expect((await sendOtp(user, { user_id: user.contactId, used_coin: twoUnitsLessFlat50 + 1, voucher_code: 'FLAT50' })).json.message).toBe(MSG.coinsAboveTotal);
    expect((await sendOtp(user, { user_id: user.contactId, used_coin: twoUnitsLessFlat50, voucher_code: 'FLAT50' })).status).toBe(200);
    // An empty cart allows none.
    const empty = await createTestUser(server.db, { coins: 10 });
    expect((await sendOtp(empty, { user_id: empty.contactId, used_coin: 1 })).json.message).toBe(MSG.coinsAboveTotal);
  });

  it("refuses another user's wallet, a disabled wallet and visitors", async () => {
    const owner = await walletUser(150);
    const other = await walletUser(150);
    const stolen = await sendOtp(other, { user_id: owner.contactId, used_coin: 10 });
    expect(stolen.status).toBe(403);
    expect(stolen.json.message).toBe(ANSWER.notYourWallet);
    const disabled = await createTestUser(server.db, { coins: 100, isWallet: false });
    await fillCart(server.db, disabled.id, [{ productId: 1001, quantity: 1 }]);
    const refused = await sendOtp(disabled, { user_id: disabled.contactId, used_coin: 10 });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(ANSWER.walletDisabled);
    expect((await callApi(server, '/api/coin_app/send_otp/', { body: { user_id: owner.contactId, used_coin: 10 } })).status).toBe(401);
    expect((await sendOtp(owner, { user_id: 'me', used_coin: 10 })).status).toBe(400);
    // Nothing was texted to the owner by the others.
    const texts = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE "to" = $1`, [owner.mobile]);
    expect(texts.rows[0].n).toBe(0);
  });

  it('refuses a wrong OTP, a different coin amount, an empty OTP and another user', async () => {
    const user = await walletUser(150);
    await sendOtp(user, { user_id: user.contactId, used_coin: 30 });
    const code = await lastSmsCode(server.db, user.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const failed = await verifyOtp(user, { user_id: user.contactId, used_coin: 30, otp: wrong });
    expect(failed.status).toBe(400);
    expect(failed.json).toMatchObject({ status: false, is_verified: false, message: MSG.otpVerificationFailed });
    expect((await verifyOtp(user, { user_id: user.contactId, used_coin: 31, otp: code })).json.is_verified).toBe(false);
    expect((await verifyOtp(user, { user_id: user.contactId, used_coin: 30, otp: '' })).json).toMatchObject({ is_verified: false, message: MSG.enterOtp });
    expect((await verifyOtp(user, { user_id: user.contactId, used_coin: 30, otp: '12ab56' })).json.is_verified).toBe(false);
    const other = await walletUser(150);
    expect((await verifyOtp(other, { user_id: user.contactId, used_coin: 30, otp: code })).status).toBe(403);
    expect((await callApi(server, '/api/coin_app/verify_otp/', { method: 'PATCH', body: { user_id: user.contactId, used_coin: 30, otp: code } })).status).toBe(401);
    // Two wrong tries so far: the right code still works.
    expect((await verifyOtp(user, { user_id: user.contactId, used_coin: 30, otp: code })).json.is_verified).toBe(true);
  });

  it(`locks the OTP after ${REDEMPTION_MAX_WRONG} wrong guesses`, async () => {
    const user = await walletUser(150);
    await sendOtp(user, { user_id: user.contactId, used_coin: 20 });
    const code = await lastSmsCode(server.db, user.mobile);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < REDEMPTION_MAX_WRONG; i++) {
      expect((await verifyOtp(user, { user_id: user.contactId, used_coin: 20, otp: wrong })).status).toBe(400);
    }
    const locked = await verifyOtp(user, { user_id: user.contactId, used_coin: 20, otp: code });
    expect(locked.status).toBe(400);
    expect(locked.json.is_verified).toBe(false);
    // A new OTP opens a new redemption.
    await sendOtp(user, { user_id: user.contactId, used_coin: 20 });
    const fresh = await lastSmsCode(server.db, user.mobile);
    expect((await verifyOtp(user, { user_id: user.contactId, used_coin: 20, otp: fresh })).json.is_verified).toBe(true);
  });

  it('lets a newer OTP replace an older one, and expires codes', async () => {
    const user = await walletUser(150);
    await sendOtp(user, { user_id: user.contactId, used_coin: 10 });
    const old = await lastSmsCode(server.db, user.mobile);
    await sendOtp(user, { user_id: user.contactId, used_coin: 12 });
    const current = await lastSmsCode(server.db, user.mobile);
    if (old !== current) expect((await verifyOtp(user, { user_id: user.contactId, used_coin: 10, otp: old })).json.is_verified).toBe(false);
    await server.db.query("UPDATE coin_redemptions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
    expect((await verifyOtp(user, { user_id: user.contactId, used_coin: 12, otp: current })).json.is_verified).toBe(false);
  });
});

describe('compatibility wallet calls', () => {
  it('answer the balance and never change it, whatever the body claims', async () => {
    const user = await createTestUser(server.db, { coins: 70 });
    const wallet = await callApi(server, `/api/coin_app/get_user_wallet/${user.contactId}/`, {
      method: 'PATCH',
      user,
      body: { used_coin: 0, available_coin: 5000, new_added_coin: 5000, company_id: 17, website_id: 16, order_id: '' },
    });
    expect(wallet.status).toBe(200);
    expect(wallet.json).toMatchObject({ status: true, message: MSG.walletUpdated, available_coin: 70 });
    const snapshot = await callApi(server, '/api/orders/coin-snapshot/', {
      user,
      body: { contact_id: user.contactId, order_id: '', total_coin: 9999, new_coin: 9999, available_coin: 9999, used_coin: 0, is_wallet: true },
    });
    expect(snapshot.status).toBe(200);
    expect(snapshot.json).toMatchObject({ status: true, message: MSG.walletUpdated, available_coin: 70 });
    expect(await balanceOf(user)).toMatchObject({ balance: 70, ledger: 70, entries: 1 });
  });

  it("refuse another user's wallet or order, and visitors", async () => {
    const owner = await createTestUser(server.db, { coins: 70 });
    const other = await createTestUser(server.db);
    const path = `/api/coin_app/get_user_wallet/${owner.contactId}/`;
    expect((await callApi(server, path, { method: 'PATCH', user: other, body: {} })).status).toBe(403);
    expect((await callApi(server, path, { method: 'PATCH', body: {} })).status).toBe(401);
    expect((await callApi(server, '/api/orders/coin-snapshot/', { user: other, body: { contact_id: owner.contactId } })).status).toBe(403);
    // An order of someone else named in the body.
    await server.db.query(
      `INSERT INTO orders (user_id, pay_type, billing_address, shipping_address, product_total_paise, tax_paise, final_total_paise)
       VALUES ($1, 'COD', '{}'::jsonb, '{}'::jsonb, 1000, 0, 1000)`,
      [other.id],
    );
    const { rows } = await server.db.query<{ order_id: string }>('SELECT order_id FROM orders WHERE user_id = $1', [other.id]);
    const foreign = await callApi(server, path, { method: 'PATCH', user: owner, body: { order_id: rows[0].order_id } });
    expect(foreign.status).toBe(403);
    expect(foreign.json.message).toBe(ANSWER.notYourOrder);
    const own = await callApi(server, `/api/coin_app/get_user_wallet/${other.contactId}/`, { method: 'PATCH', user: other, body: { order_id: rows[0].order_id } });
    expect(own.status).toBe(200);
    const snap = await callApi(server, '/api/orders/coin-snapshot/', { user: owner, body: { contact_id: owner.contactId, order_id: rows[0].order_id } });
    expect(snap.status).toBe(403);
  });
});
