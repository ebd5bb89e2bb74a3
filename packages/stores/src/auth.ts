import type { SessionUser } from '@so/contract';
import { atom } from 'nanostores';
import { refreshCounters } from './cart.ts';
import { resetCounters, setCartCount, setWishlistCount } from './counters.ts';
import { navigate } from './navigation.ts';
import { $loggedIn, clearSession, setSession } from './session.ts';
import { toast } from './toasts.ts';

/** Whether the login dialog is open (any element may ask for it; one element shows it). */
export const $loginDialog = atom<{ open: boolean; reason?: string }>({ open: false });

export function openLoginDialog(reason?: string): void {
  $loginDialog.set({ open: true, reason });
}

export function closeLoginDialog(): void {
  $loginDialog.set({ open: false });
}

/**
 * For login-gated actions: true when logged in; otherwise shows SPEC's "Please login to …"
 * toast followed by the login dialog, and answers false.
 */
export function requireLogin(message: string): boolean {
  if ($loggedIn.get()) return true;
  toast({ kind: 'warning', title: message });
  openLoginDialog(message);
  return false;
}

/** After a successful sign-in: keep the session, take the server's counters, close the dialog. */
export function completeLogin(user: SessionUser): void {
  setSession(user);
  setCartCount(user.cart_counter);
  setWishlistCount(user.wishlist_counter);
  closeLoginDialog();
  void refreshCounters();
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
