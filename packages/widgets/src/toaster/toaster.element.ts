import { defineElement } from '../shared/element.ts';
import { Toaster } from './Toaster.tsx';
import styles from './toaster.css?inline';

/**
 * `<so-toaster>`: shows the page's toasts (one per page).
 *
 * @tag so-toaster
 * @csspart toaster - the toast region (root)
 * @csspart toast - a toast
 */
export const define = () => defineElement('so-toaster', Toaster, { styles });
