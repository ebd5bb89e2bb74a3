import { WALLET_PAGE_SIZE, MSG } from '@so/contract';
import {
  $cartExtras,
  $loggedIn,
  activeCartExtras,
  getApi,
  requireLogin,
  serverReason,
  setCartCoins,
  toast,
} from '@so/stores';
import { useAsync, useStore } from '@so/ui';
import { useEffect, useState } from 'react';
import type { CoinRedeemProps } from './CartPanels.tsx';
import { CART_COPY } from './copy.ts';
import type { OtpDialogProps } from './OtpDialog.tsx';
import { checkCoins, coinCap } from './rules.ts';
import { never } from '../shared/never.ts';

/** What the coin panel needs from GET /user/profile/ and the wallet. */
export interface CoinWallet {
  contactId: number;
  isWallet: boolean;
  /** The balance, or null when the wallet could not be read. */
  available: number | null;
}

/** The profile (contact_id, is_wallet), then the balance from wallet_history. */
async function loadWallet(): Promise<CoinWallet> {
  const api = getApi();
  const profile = (await api.profile()).data;
  if (!profile.is_wallet) return { contactId: profile.contact_id, isWallet: false, available: null };
  try {
    const history = await api.walletHistory(profile.contact_id, { page: 1, page_size: WALLET_PAGE_SIZE });
    return {
      contactId: profile.contact_id,
      isWallet: true,
      available: history.available_coin ?? history.SoseCoins[0]?.available_coin ?? 0,
    };
  } catch {
    return { contactId: profile.contact_id, isWallet: true, available: null };
  }
}

/**
 * SO Coin redemption on the cart: the checks in order, Send OTP → the dialog,
 * Verify → Redeemed. Verified coins are kept for this tab (the server keeps the redemption
 * usable for 30 minutes) and dropped when the order total falls below them.
 */
export function useCoins(loggedIn: boolean, finalTotalPaise: number | null) {
  const [wallet, retryWallet] = useAsync<CoinWallet>(() => (loggedIn ? loadWallet() : never()), [loggedIn]);
  const extras = useStore($cartExtras);
  const redeemed = activeCartExtras(extras).coins?.amount ?? null;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; coins: number }>({ open: false, coins: 0 });
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);

  const contactId = wallet.status === 'ready' ? wallet.data.contactId : null;
  const available = wallet.status === 'ready' ? wallet.data.available : null;
  const cap = finalTotalPaise === null ? 0 : coinCap(finalTotalPaise);

  // A verified redemption older than the server keeps it: gone, say so once.
  useEffect(() => {
    if (extras.coins && redeemed === null && activeCartExtras(extras, 0).coins) {
      setCartCoins(null);
      toast({ kind: 'info', title: CART_COPY.coinsExpired });
    }
  }, [extras, redeemed]);

  // The order total fell below the redeemed coins (a line removed, a voucher applied).
  useEffect(() => {
    if (redeemed !== null && finalTotalPaise !== null && redeemed > cap) {
      setCartCoins(null);
      setText('');
      toast({ kind: 'warning', title: CART_COPY.coinsDropped });
    }
  }, [redeemed, cap, finalTotalPaise]);

  const send = async (coins: number): Promise<string | undefined> => {
    const res = await getApi().sendCoinOtp(contactId ?? 0, coins, activeCartExtras(extras).voucher?.code);
    return res.message;
  };

  const onSend = async () => {
    const check = checkCoins({ loggedIn: $loggedIn.get(), contactId, text, available, finalTotalPaise: finalTotalPaise ?? 0 });
    if (!check.ok) {
      if (check.login) {
        requireLogin(MSG.loginToRedeem);
        return;
      }
      setError(check.message);
      toast({ kind: 'warning', title: check.message });
      // "Please try again" should work: read the profile and wallet again.
      if (check.message === MSG.userNotLoaded && wallet.status !== 'loading') retryWallet();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const message = await send(check.coins);
      setOtp('');
      setOtpError(null);
      setNotice(message ?? null);
      setDialog({ open: true, coins: check.coins });
    } catch (failure) {
      const reason = serverReason(failure);
      setError(reason ?? MSG.failedToSendOtp);
      toast({ kind: 'error', title: MSG.failedToSendOtp, description: reason ?? undefined });
    } finally {
      setSending(false);
    }
  };

  const onVerify = async () => {
    if (otp === '') {
      setOtpError(MSG.enterOtp);
      return;
    }
    if (!/^\d{6}$/.test(otp)) {
      setOtpError(CART_COPY.otpDigits);
      return;
    }
    setVerifying(true);
    setOtpError(null);
    try {
      const res = await getApi().verifyCoinOtp(contactId ?? 0, dialog.coins, otp);
      if (!res.is_verified) throw new Error(res.message ?? MSG.otpVerificationFailed);
      setCartCoins({ amount: dialog.coins, verifiedAt: Date.now() });
      setText(String(dialog.coins));
      setDialog({ open: false, coins: dialog.coins });
      toast({ kind: 'success', title: CART_COPY.coinsRedeemedToast(dialog.coins) });
    } catch (failure) {
      const reason = serverReason(failure);
      setOtpError(reason && reason !== MSG.otpVerificationFailed ? `${MSG.otpVerificationFailed}: ${reason}` : MSG.otpVerificationFailed);
    } finally {
      setVerifying(false);
    }
  };

  const onResend = async () => {
    if (resending) return;
    setResending(true);
    setOtpError(null);
    setNotice(null);
    try {
      await send(dialog.coins);
      setOtp('');
      setNotice(CART_COPY.otpResent);
    } catch (failure) {
      const reason = serverReason(failure);
      setOtpError(reason ? `${MSG.failedToSendOtp}: ${reason}` : MSG.failedToSendOtp);
    } finally {
      setResending(false);
    }
  };

  /** Shown to logged-in shoppers whose wallet is on, and while that is not known yet. */
  const visible = loggedIn && !(wallet.status === 'ready' && !wallet.data.isWallet);
  const panel: CoinRedeemProps | null = visible
    ? {
        available,
        cap,
        value: text,
        redeemed,
        sending,
        error: error ?? (wallet.status === 'error' || (wallet.status === 'ready' && available === null) ? MSG.walletLoadFailed : null),
        onChange: (value) => {
          setText(value.replace(/[^\d]/g, ''));
          if (error) setError(null);
        },
        onSend: () => void onSend(),
      }
    : null;
  const otpDialog: OtpDialogProps = {
    open: dialog.open,
    coins: dialog.coins,
    value: otp,
    error: otpError,
    notice,
    verifying,
    resending,
    onChange: (value) => {
      setOtp(value);
      if (otpError) setOtpError(null);
    },
    onVerify: () => void onVerify(),
    onResend: () => void onResend(),
    onClose: () => setDialog({ open: false, coins: dialog.coins }),
  };
  return { panel, otpDialog, redeemed, wallet, retryWallet };
}
