import { defineElement } from '@so/ui';
import { LoginPage } from './LoginPage.tsx';
import styles from './auth.css?inline';

/**
 * `<so-login>`: the /login page, the login form inline; a logged-in user goes to / (replace).
 * Attributes: none. Events: so:navigate. Parts: page, login-form.
 */
export const define = () => defineElement('so-login', LoginPage, { styles });
