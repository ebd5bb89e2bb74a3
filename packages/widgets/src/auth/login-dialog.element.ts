import { defineElement } from '@so/ui';
import { LoginDialog } from './LoginDialog.tsx';
import styles from './auth.css?inline';

/**
 * `<so-login-dialog auto-open delay="4000">`: the login popup (Mobile OTP and Email tabs).
 * Opens when `$loginDialog` says open (requireLogin, openLoginDialog) and, when `auto-open` is
 * not "false", once per browser session for logged-out visitors after `delay` ms
 * (sessionStorage 'so:login-popup-shown'). Closing sets `$loginDialog` closed.
 * Attributes: auto-open (boolean, default true), delay (number, ms, default 4000).
 * Events: so:navigate (via the store) after logging in on /signup or /reset-password.
 * Parts: dialog, login-form. CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-login-dialog', LoginDialog, { props: { autoOpen: 'boolean', delay: 'number' }, styles });
