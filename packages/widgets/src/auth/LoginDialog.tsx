import { useEffect } from 'react';
import { Dialog, useStore } from '@so/ui';
import { $handoffLogin, $location, $loggedIn, $loginDialog, closeLoginDialog, onStoreSite, openLoginDialog } from '@so/stores';
import { delayOr } from '../shared/delay.ts';
import { AUTH_COPY } from './copy.ts';
import { HandoffLogin } from './HandoffLogin.tsx';
import { LoginForm } from './LoginForm.tsx';

/** sessionStorage key: the popup opened by itself once in this browser session. */
export const LOGIN_POPUP_SHOWN_KEY = 'so:login-popup-shown';
/** Default delay before the popup opens by itself (after the home celebration overlay). */
export const LOGIN_POPUP_DELAY_MS = 4000;
/** Pages that already show an auth form: the popup does not open there by itself. */
const NO_AUTO_OPEN = /^\/(login|signup|reset-password|update-password)(\/|$)/;

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(LOGIN_POPUP_SHOWN_KEY) === '1';
  } catch {
    return true;
  }
}

export interface LoginDialogProps {
  /**
   * Open by itself once per browser session for logged-out visitors. Default: on the store's
   * own site yes, on a partner's page no (a guest does not put a modal over its host's page).
   */
  autoOpen?: boolean;
  /** Milliseconds before it opens by itself (default 4000). */
  delay?: number;
}

const CELEBRATION_RETRY_MS = 1000;

/** Whether a celebration overlay on this page is open (its dialog lives in its shadow root). */
function celebrationShowing(): boolean {
  const host = document.querySelector('so-celebration');
  return Boolean(host?.shadowRoot?.querySelector('dialog[open]'));
}

/**
 * The login popup: opens when $loginDialog says so, and once per session by itself. It also asks
 * "Continue as …?" when a link from a partner's page offers its login ($handoffLogin).
 */
export function LoginDialog({ autoOpen = onStoreSite(), delay }: LoginDialogProps) {
  const { open, reason } = useStore($loginDialog);
  const wait = delayOr(delay, LOGIN_POPUP_DELAY_MS);
  const loggedIn = useStore($loggedIn);

  useEffect(() => {
    if (!autoOpen || $loggedIn.get() || shownThisSession()) return;
    let timer = 0;
    const attempt = () => {
      if ($loggedIn.get() || $loginDialog.get().open || NO_AUTO_OPEN.test($location.get().pathname)) return;
      // Never over another modal: wait while the home page's celebration overlay or a handed-over login's question is up.
      if (celebrationShowing() || $handoffLogin.get()) {
        timer = window.setTimeout(attempt, CELEBRATION_RETRY_MS);
        return;
      }
      try {
        sessionStorage.setItem(LOGIN_POPUP_SHOWN_KEY, '1');
      } catch {
        // storage unavailable: still show it this once
      }
      openLoginDialog();
    };
    timer = window.setTimeout(attempt, wait);
    return () => clearTimeout(timer);
  }, [autoOpen, wait]);

  useEffect(() => {
    if (loggedIn && $loginDialog.get().open) closeLoginDialog();
  }, [loggedIn]);

  return (
    <>
      <Dialog open={open && !loggedIn} title={AUTH_COPY.loginTitle} onClose={closeLoginDialog} className="auth-dialog">
        {reason && <p className="auth__note">{reason}</p>}
        <LoginForm />
      </Dialog>
      <HandoffLogin />
    </>
  );
}
