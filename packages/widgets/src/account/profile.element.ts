import { defineElement } from '@so/ui';
import styles from './account.css?inline';
import { ProfilePage } from './Profile.tsx';

/**
 * `<so-profile>`: the /profile page of SPEC §2. Sections by URL hash: #details (default),
 * #addresses, #orders (order cards, page size 10–50, Showing n of total orders, Previous/Next;
 * paging in the query `orders_page` / `orders_size`) and #wallet (Current Balance, Total Earned,
 * Total Spent, Coin Transaction History paged by 20 in the query `wallet_page`), #subscribe (the
 * subscriptions with their next-delivery countdown; after paying a subscription's first order the
 * gateway lands on `?payment=success|failure#subscribe`, shown above them) and, for members only,
 * #elite (the SO Elite periods, paged by `elite_page` / `elite_size`). The membership is asked
 * from the server on arrival. Below 768 px a section menu shows first; a chosen section has
 * a back arrow to the menu. Visitors get the login prompt.
 *
 * Attributes: none (reads the hash and query from the current URL).
 * Events: `so:navigate` for /profile/edit (with the profile as state), /update-password,
 * /profile/addresses/add, /profile/addresses/{id}/edit (with the address as state), /orders/{id}
 * and / after deactivation; hash and paging changes are history entries (`so:query`).
 * Parts: sections, back, panel, update-profile, deactivate, add-address, address, order,
 * pagination, wallet-cards, wallet-history, dialog, error, empty, subscription, payment-received,
 * payment-failed.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-profile', ProfilePage, { styles });
