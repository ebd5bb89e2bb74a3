import { defineElement } from '../shared/element.ts';
import { LoginPage } from './LoginPage.tsx';
import styles from './auth.css?inline';

/**
 * `<so-login>`: the /login page, the login form inline; a logged-in user goes to / (replace).
 *
 * @tag so-login
 * @fires {CustomEvent<{ userId: number }>} so:login - the shopper logged in
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - to /
 *   (replacing the page) once logged in; cancelable: a host that routes it calls preventDefault(),
 *   else the browser loads `url`
 * @csspart page - the page (root)
 * @csspart login-form - the login form (Mobile OTP and Email tabs)
 */
export const define = () => defineElement('so-login', LoginPage, { styles });
