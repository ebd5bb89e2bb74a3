import { defineElement } from '../shared/element.ts';
import { Signup } from './Signup.tsx';
import styles from './auth.css?inline';

/**
 * `<so-signup>`: the signup form with the captcha; success clears the form and opens the
 * login dialog.
 *
 * @tag so-signup
 * @csspart page - the page (root)
 * @csspart captcha - the captcha
 */
export const define = () => defineElement('so-signup', Signup, { styles });
