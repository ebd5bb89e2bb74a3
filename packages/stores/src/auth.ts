import type { SessionUser } from '@so/contract';
import { atom } from 'nanostores';
import { getApi } from './api.ts';
import { refreshCounters } from './cart.ts';
import { resetCounters, setCartCount, setWishlistCount } from './counters.ts';
import { onStoreSite } from './config.ts';
import { navigate } from './navigation.ts';
import { emit } from './events.ts';
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
  ensureLoginDialog();
  $loginDialog.set({ open: true, reason });
}

/**
 * A page that never placed `<so-login-dialog>` (a partner's page with one product card) still
 * gets a login when an element needs one: the dialog is added to the page (the loader defines
 * it on sight), and it never opens by itself there.
 */
export function ensureLoginDialog(): void {
  if (typeof document === 'undefined' || !document.body || document.querySelector('so-login-dialog')) return;
  const dialog = document.createElement('so-login-dialog');
  dialog.setAttribute('auto-open', 'false');
  document.body.append(dialog);
}

export function closeLoginDialog(): void {
  afterLogin = null;
  $loginDialog.set({ open: false });
}

/**
 * For login-gated actions: true when logged in; otherwise shows the action's "Please login to …"
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
  emit('so:login', { userId: user.id });
  next?.();
}

/** Session keys removed on logout (the visitor id stays: it is the browser, not the person). */
export function endSession(): void {
  clearSession();
  resetCounters();
}

/**
 * After the session ended: toast, go to /, reload. On a partner's page the shopper stays
 * on that page (it reloads): the store's home is not where they were.
 */
function leave(message: string, everywhere: boolean): void {
  endSession();
  emit('so:logout', { everywhere });
  toast({ kind: 'success', title: message });
  if (onStoreSite()) navigate('/');
  if (typeof location !== 'undefined') location.reload();
}

/**
 * Logout: the server ends the session first (its token is refused from then on), then
 * session keys are cleared, counters reset, a toast shown, and the page goes to / and reloads.
 * Local state is cleared even when the server cannot be reached: the shopper asked to log out.
 */
export async function logout(message = 'You have been logged out'): Promise<void> {
  if ($loggedIn.get()) {
    try {
      await getApi().logout();
    } catch {
      // Offline or the session had already ended: nothing more the server can do.
    }
  }
  leave(message, false);
}

/**
 * Logout of all devices: every session of the account ends on the server. When the server
 * refuses or cannot be reached the shopper stays logged in here and is told (the other devices
 * are not logged out either), so the button can be pressed again.
 */
export async function logoutEverywhere(message: string, failed: string): Promise<boolean> {
  try {
    await getApi().logoutAll();
  } catch {
    toast({ kind: 'error', title: failed });
    return false;
  }
  leave(message, true);
  return true;
}
