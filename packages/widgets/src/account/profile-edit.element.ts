import { defineElement } from '../shared/element.ts';
import styles from './account.css?inline';
import { ProfileEdit } from './ProfileEdit.tsx';

/**
 * `<so-profile-edit>`: /profile/edit: first and last name, company, read-only e-mail,
 * mobile (12 to 13 characters). Takes the profile from the navigation state, else loads it.
 * Success: "Profile updated successfully!" for 2 s, then /profile.
 *
 * @tag so-profile-edit
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - to /profile
 *   after saving; cancelable: a host that routes it calls preventDefault(), else the browser loads
 *   `url`
 * @csspart form - the form
 * @csspart submit - the submit button
 * @csspart error - the error state with Try again (shared ErrorState)
 */
export const define = () => defineElement('so-profile-edit', ProfileEdit, { styles });
