import { defineElement } from '@so/ui';
import { UpdatePassword } from './UpdatePassword.tsx';
import styles from './auth.css?inline';

/**
 * `<so-update-password>`: change password for logged-in users; on success all local storage is
 * cleared and the shopper goes to / (SPEC §4). Visitors see a prompt to log in.
 * Attributes: none. Events: so:navigate. Parts: page.
 */
export const define = () => defineElement('so-update-password', UpdatePassword, { styles });
