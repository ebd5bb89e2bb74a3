/**
 * Coins: the wallet's history, redeeming coins with an OTP sent by SMS, and the two wallet calls
 * kept for compatibility (they check ownership and answer the balance; the server moves coins
 * itself when orders are placed or paid).
 */
import { ANSWER } from '../answers.ts';
import { COIN_REDEMPTION_VALID_MS, OTP_DIGITS, WALLET_PAGE_SIZE } from '../constants.ts';
import { MSG } from '../messages.ts';
import { CoinOtpRequest, CoinSnapshotRequest, CoinVerifyRequest, ContactParams, WalletHistoryQuery, WalletUpdateRequest } from '../coins.requests.ts';
import { CoinVerifyResponse, WalletHistoryResponse, WalletUpdateResponse } from '../coins.answers.ts';
import { StatusOnly } from '../wire.ts';
import { endpoint } from './endpoint.ts';

/** What both compatibility calls do (a function: the browser's builds leave it out with the summaries). */
const compatibility = (): string =>
  `Kept for compatibility: never changes a balance (the store moves coins itself when an order is placed or paid); answers “${MSG.walletUpdated}” and the balance. The contact id must be the caller’s, an \`order_id\` sent one of the caller’s orders (403 otherwise).`;

export const COINS = {
  walletHistory: endpoint({
    method: 'GET',
    path: '/coin_app/wallet_history/:contactId/',
    params: ContactParams,
    query: WalletHistoryQuery,
    answer: WalletHistoryResponse,
    auth: 'login',
    summary: `The caller’s coin balance, total earned and spent, and its ledger entries newest first (${WALLET_PAGE_SIZE} a page by default); another contact id 403 “${ANSWER.notYourWallet}”.`,
  }),
  sendCoinOtp: endpoint({
    method: 'POST',
    path: '/coin_app/send_otp/',
    body: CoinOtpRequest,
    answer: StatusOnly,
    auth: 'login',
    summary: `Starts redeeming \`used_coin\` coins: texts a ${OTP_DIGITS}-digit code, valid 10 minutes, to the account’s mobile. \`user_id\` is the caller’s contact id (403 otherwise); the account needs a coin wallet (\`is_wallet\`, 403 otherwise) and a mobile. The coins must be above 0, at most the balance (“${MSG.coinsAboveAvailable}”) and at most the cart’s final total after \`voucher_code\`, in whole rupees (“${MSG.coinsAboveTotal}”). Rate-limited per account (429).`,
  }),
  verifyCoinOtp: endpoint({
    method: 'PATCH',
    path: '/coin_app/verify_otp/',
    body: CoinVerifyRequest,
    answer: CoinVerifyResponse,
    auth: 'login',
    summary: `Checks the texted code for the same \`used_coin\` (locked after 5 wrong guesses): \`is_verified: true\`, and the next order that redeems exactly those coins within ${COIN_REDEMPTION_VALID_MS / 60_000} minutes spends them. A wrong, expired or locked code, or a refused field, 400 with \`is_verified: false\` (“${MSG.otpVerificationFailed}”).`,
  }),
  updateUserWallet: endpoint({
    method: 'PATCH',
    path: '/coin_app/get_user_wallet/:contactId/',
    params: ContactParams,
    body: WalletUpdateRequest,
    answer: WalletUpdateResponse,
    auth: 'login',
    summary: compatibility(),
  }),
  coinSnapshot: endpoint({
    method: 'POST',
    path: '/orders/coin-snapshot/',
    body: CoinSnapshotRequest,
    answer: WalletUpdateResponse,
    auth: 'login',
    summary: compatibility(),
  }),
};
