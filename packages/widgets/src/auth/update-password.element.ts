import { defineElement } from '../shared/element.ts';
import { UpdatePassword } from './UpdatePassword.tsx';
import styles from './auth.css?inline';

/**
 * `<so-update-password>`: change password for logged-in users; on success all local storage is
 * cleared and the shopper goes to /. Visitors see a prompt to log in.
 *
 * @tag so-update-password
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - to / once the
 *   password changed; cancelable: a host that routes it calls preventDefault(), else the browser
 *   loads `url`
 * @csspart page - the page (root)
 */
export const define = () => defineElement('so-update-password', UpdatePassword, { styles });
