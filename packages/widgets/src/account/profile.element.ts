import { defineElement } from '../shared/element.ts';
import styles from './account.css?inline';
import { ProfilePage } from './Profile.tsx';

/**
 * `<so-profile>`: the /profile page. Sections by URL hash: #details (default),
 * #addresses, #orders (order cards, page size 10–50, Showing n of total orders, Previous/Next;
 * paging in the query `orders_page` / `orders_size`) and #wallet (Current Balance, Total Earned,
 * Total Spent, Coin Transaction History paged by 20 in the query `wallet_page`), #subscribe (the
 * subscriptions with their next-delivery countdown; after paying a subscription's first order the
 * gateway lands on `?payment=success|failure#subscribe`, shown above them) and, for members only,
 * #elite (the SO Elite periods, paged by `elite_page` / `elite_size`). The membership is asked from
 * the server on arrival. Below 768 px a section menu shows first; a chosen section has a back arrow
 * to the menu. Visitors get the login prompt.
 *
 * @tag so-profile
 * @fires {CustomEvent<{ everywhere: boolean }>} so:logout - the shopper logged out (of this device
 *   or of all devices)
 * @fires {CustomEvent<{ kind: 'order' | 'subscription' | 'elite' | 'gift-voucher'; status: 'success' | 'failure'; reference: string | null }>} so:payment-result - the
 *   result of a subscription's first payment (the gateway lands on `?payment=success|failure#subscribe`)
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for
 *   /profile/edit (with the profile as state), /update-password, /profile/addresses/add,
 *   /profile/addresses/{id}/edit (with the address as state), /orders/{id} and / after
 *   deactivation; cancelable: a host that routes it calls preventDefault(), else the browser loads
 *   `url`
 * @fires {CustomEvent<{ href: string; replace: boolean }>} so:query - hash and paging changes
 *   (history entries): only the query of the current page changed
 * @csspart sections - the section menu
 * @csspart back - the back link
 * @csspart panel - the chosen section
 * @csspart add-address - the Add address button
 * @csspart update-profile - the Update profile button
 * @csspart logout-all - the Logout from all devices button
 * @csspart deactivate - the Deactivate account button
 * @csspart address - an address card
 * @csspart payment-received - the payment-received message
 * @csspart payment-failed - the payment-failed message
 * @csspart pagination - the page links (shared Pagination)
 * @csspart order - an order card
 * @csspart wallet-cards - the wallet balance cards
 * @csspart wallet-history - the coin transaction history
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart dialog - a dialog (the shared Dialog)
 * @csspart add-subscription - the Add subscription link
 * @csspart subscription - a subscription card
 * @csspart view-details - the View details link
 * @csspart countdown - the next-delivery countdown
 * @csspart renew - the Renew button
 * @csspart elite - the SO Elite part
 * @csspart period - a membership period
 * @csspart loading - the loading indicator
 * @csspart alert-preferences - the offers and back-in-stock alert switches
 */
export const define = () => defineElement('so-profile', ProfilePage, { styles });
