import { defineElement } from '../shared/element.ts';
import { ResetPassword } from './ResetPassword.tsx';
import styles from './auth.css?inline';

/**
 * `<so-reset-password reset-uuid="…">`: without `reset-uuid` the reset request (e-mail and
 * captcha); with it the new-password form of the e-mailed link.
 *
 * @tag so-reset-password
 * @attr {string} reset-uuid - the e-mailed link's id: without it the reset request (e-mail and
 *   captcha), with it the new-password form
 * @csspart captcha - the captcha
 * @csspart page - the page (root)
 */
export const define = () => defineElement('so-reset-password', ResetPassword, { props: { resetUuid: 'string' }, styles });
