import { defineElement } from '@so/ui';
import styles from './account.css?inline';
import { ProfileEdit } from './ProfileEdit.tsx';

/**
 * `<so-profile-edit>`: /profile/edit (SPEC §2, §5): first and last name, company, read-only
 * e-mail, mobile (12 to 13 characters). Takes the profile from the navigation state, else
 * loads it. Success: "Profile updated successfully!" for 2 s, then /profile.
 *
 * Attributes: none.
 * Events: `so:navigate` to /profile after saving.
 * Parts: form, submit, error.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-profile-edit', ProfileEdit, { styles });
