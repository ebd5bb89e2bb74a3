import { defineElement } from '@so/ui';
import styles from './account.css?inline';
import { ProfilePage } from './Profile.tsx';

/**
 * `<so-profile>`: the /profile page of SPEC §2. Sections by URL hash: #details (default) and
 * #addresses (the other tabs arrive with their issues). Below 768 px a section menu shows first;
 * a chosen section has a back arrow to the menu. Visitors get the login prompt.
 *
 * Attributes: none (reads the hash from the current URL).
 * Events: `so:navigate` for /profile/edit (with the profile as state), /update-password,
 * /profile/addresses/add, /profile/addresses/{id}/edit (with the address as state) and / after
 * deactivation; hash changes are history entries.
 * Parts: sections, back, panel, update-profile, deactivate, add-address, address, dialog, error, empty.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-profile', ProfilePage, { styles: [styles] });
