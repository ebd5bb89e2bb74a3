import { defineElement } from '@so/widgets/kit';
import { Dashboard } from './Dashboard.tsx';
import styles from './dashboard.css?inline';

/**
 * `<so-dashboard>`: the owner's dashboard (/dashboard), for the store's staff and its
 * owner (a superuser); the server decides who may open it (a visitor is asked to log in, a
 * customer sees a refusal). Sections by URL hash, each a list with search, filters, paging and a
 * detail view (`#section/key`): #today (orders, revenue and average order value of today, 7 and 30
 * days, revenue by day, what needs action), #orders (filters, confirm, dispatch, deliver, cancel,
 * invoice, refunds due, CSV export of the filtered list), #products (stock, visibility, section;
 * price and MRP by the owner), #vouchers (create and pause by the owner, uses; gift vouchers with
 * balances), #reviews (hide or show), #customers (orders, coins, subscriptions; coin adjustment
 * with a reason by the owner), #content (blogs, events, stores, page texts; enquiries, B2B and
 * export leads, Vaidya appointments with their status) and #audit (every staff change, who, when,
 * before and after). A section change is a history entry of the page's own (the hash changes, Back
 * returns). A franchise owner can place it on their own back-office page.
 *
 * @tag so-dashboard
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - Back to the
 *   shop from the refusal; cancelable: a host that routes it calls preventDefault(), else the
 *   browser loads `url`
 * @csspart dashboard - the dashboard's frame
 * @csspart tabs - the sections' links
 * @csspart panel - the section shown
 * @csspart login - the login prompt (visitors)
 * @csspart refused - the refusal (customers)
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - an empty list (shared EmptyState)
 * @csspart pagination - a list's pages
 * @csspart dialog - a dialog (the shared Dialog)
 */
export const define = () => defineElement('so-dashboard', Dashboard, { styles });
