import type { SessionUser } from '@so/contract';
import { atom } from 'nanostores';
import { refreshCounters } from './cart.ts';
import { resetCounters, setCartCount, setWishlistCount } from './counters.ts';
import { navigate } from './navigation.ts';
import { $loggedIn, clearSession, setSession } from './session.ts';
import { toast } from './toasts.ts';

/** Whether the login dialog is open (any element may ask for it; one element shows it). */
export const $loginDialog = atom<{ open: boolean; reason?: string }>({ open: false });

/** What the shopper was doing when the dialog asked for a login: it goes on once they log in. */
let afterLogin: (() => void) | null = null;

/**
 * Opens the login dialog; `then` (the action that needed a login, e.g. going on to checkout)
 * runs once the shopper logs in through it, and is dropped when the dialog is closed instead.
 */
export function openLoginDialog(reason?: string, then?: () => void): void {
  afterLogin = then ?? null;
  $loginDialog.set({ open: true, reason });
}

export function closeLoginDialog(): void {
  afterLogin = null;
  $loginDialog.set({ open: false });
}

/**
 * For login-gated actions: true when logged in; otherwise shows SPEC's "Please login to …"
 * toast followed by the login dialog, and answers false. `then` continues the action after a
 * login through that dialog (Process Checkout goes on to /checkout).
 */
export function requireLogin(message: string, then?: () => void): boolean {
  if ($loggedIn.get()) return true;
  toast({ kind: 'warning', title: message });
  openLoginDialog(message, then);
  return false;
}

/**
 * After a successful sign-in: keep the session, take the server's counters, close the dialog,
 * then go on with what the dialog was opened for.
 */
export function completeLogin(user: SessionUser): void {
  const next = afterLogin;
  setSession(user);
  setCartCount(user.cart_counter);
  setWishlistCount(user.wishlist_counter);
  closeLoginDialog();
  void refreshCounters();
  next?.();
}

/** Session keys removed on logout (the visitor id stays: it is the browser, not the person). */
export function endSession(): void {
  clearSession();
  resetCounters();
}

/** Logout (SPEC §4): clear session keys, reset counters, toast, go to /, reload. */
export function logout(message = 'You have been logged out'): void {
  endSession();
  toast({ kind: 'success', title: message });
  navigate('/');
  if (typeof location !== 'undefined') location.reload();
}
