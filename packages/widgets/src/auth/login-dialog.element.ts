import { defineElement } from '../shared/element.ts';
import { LoginDialog } from './LoginDialog.tsx';
import styles from './auth.css?inline';

/**
 * `<so-login-dialog auto-open delay="4000">`: the login popup (Mobile OTP and Email tabs). Opens
 * when `$loginDialog` says open (requireLogin, openLoginDialog) and, when `auto-open` is not
 * "false", once per browser session for logged-out visitors after `delay` ms (sessionStorage
 * 'so:login-popup-shown'). Closing sets `$loginDialog` closed. It also asks "Continue as
 * b…@example.com?" (Continue / No, stay logged out) when a store link from a partner's page
 * offers that page's login to a store page without a session (`$handoffLogin`): only Continue
 * makes a session; the link's cart lines are the shopper's either way.
 *
 * @tag so-login-dialog
 * @attr {boolean} auto-open - opens by itself once per browser session for logged-out visitors
 *   after `delay` ms; "false" turns it off. Default: true on the store's own site, false elsewhere
 *   (on a partner page it opens only when asked)
 * @attr {number} [delay=4000] - ms before the automatic opening
 * @fires {CustomEvent<{ userId: number }>} so:login - the shopper logged in
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - after logging
 *   in on /signup or /reset-password; cancelable: a host that routes it calls preventDefault(),
 *   else the browser loads `url`
 * @csspart dialog - a dialog (the shared Dialog)
 * @csspart login-form - the login form (Mobile OTP and Email tabs)
 */
export const define = () =>
  defineElement('so-login-dialog', LoginDialog, { props: { autoOpen: 'boolean', delay: 'number' }, styles });
