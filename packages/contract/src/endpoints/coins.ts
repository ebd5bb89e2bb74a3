/**
 * Coins: the wallet's history, redeeming coins with an OTP sent by SMS, and the two wallet calls
 * kept for compatibility (they check ownership and answer the balance; the server moves coins
 * itself when orders are placed or paid).
 */
import { CoinOtpRequest, CoinSnapshotRequest, CoinVerifyRequest, ContactParams, WalletHistoryQuery, WalletUpdateRequest } from '../requests.ts';
import { CoinVerifyResponse, StatusOnly, WalletHistoryResponse, WalletUpdateResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const COINS = {
  /** The caller's own wallet only (403 for another contact id). */
  walletHistory: endpoint({
    method: 'GET',
    path: '/coin_app/wallet_history/:contactId/',
    params: ContactParams,
    query: WalletHistoryQuery,
    answer: WalletHistoryResponse,
    auth: 'login',
  }),
  /** Coins above 0, not above the balance, not above the cart's final total after the voucher. */
  sendCoinOtp: endpoint({ method: 'POST', path: '/coin_app/send_otp/', body: CoinOtpRequest, answer: StatusOnly, auth: 'login' }),
  /** A refused code or field answers 400 `{status: false, is_verified: false, message}`. */
  verifyCoinOtp: endpoint({ method: 'PATCH', path: '/coin_app/verify_otp/', body: CoinVerifyRequest, answer: CoinVerifyResponse, auth: 'login' }),
  /** Compatibility: never changes a balance. */
  updateUserWallet: endpoint({
    method: 'PATCH',
    path: '/coin_app/get_user_wallet/:contactId/',
    params: ContactParams,
    body: WalletUpdateRequest,
    answer: WalletUpdateResponse,
    auth: 'login',
  }),
  /** Compatibility: never changes a balance. */
  coinSnapshot: endpoint({ method: 'POST', path: '/orders/coin-snapshot/', body: CoinSnapshotRequest, answer: WalletUpdateResponse, auth: 'login' }),
};
