/**
 * The whole endpoint table (`@so/contract/endpoints`): every call of the API, one file per
 * resource, the shoppers' and the staff's. Both the server (its routes) and the client (its calls)
 * are derived from the entries; the server's tests and the API reference walk this table. The
 * entries themselves are exported by `@so/contract` (the shoppers') and `@so/contract/staff`.
 */
import { ACCOUNT } from './account.ts';
import { ADDRESSES } from './addresses.ts';
import { APPOINTMENTS } from './appointments.ts';
import { CART } from './cart.ts';
import { CATALOGUE } from './catalogue.ts';
import { COINS } from './coins.ts';
import { CONTENT } from './content.ts';
import { DEMO } from './demo.ts';
import { DOCUMENTS } from './documents.ts';
import { ELITE } from './elite.ts';
import { ENQUIRIES } from './enquiries.ts';
import { GIFT_VOUCHERS } from './gift-vouchers.ts';
import { HOME } from './home.ts';
import { NOTIFICATIONS } from './notifications.ts';
import { ORDERS } from './orders.ts';
import { PARTNERS } from './partners.ts';
import { PAYMENTS } from './payments.ts';
import { PLACES } from './places.ts';
import { REVIEWS } from './reviews.ts';
import { SUBSCRIPTIONS } from './subscriptions.ts';
import { WISHLIST } from './wishlist.ts';
import type { Endpoint } from './endpoint.ts';
// The staff's resources (endpoints/staff/): one block, spread into ENDPOINTS below.
import { STAFF_ENDPOINTS } from './staff/index.ts';


export { DEMO } from './demo.ts';

/** Every entry of the table by resource, then by the client's method name. */
export const ENDPOINTS = {
  account: ACCOUNT,
  addresses: ADDRESSES,
  elite: ELITE,
  cart: CART,
  wishlist: WISHLIST,
  places: PLACES,
  home: HOME,
  content: CONTENT,
  coins: COINS,
  orders: ORDERS,
  payments: PAYMENTS,
  subscriptions: SUBSCRIPTIONS,
  documents: DOCUMENTS,
  catalogue: CATALOGUE,
  reviews: REVIEWS,
  enquiries: ENQUIRIES,
  appointments: APPOINTMENTS,
  giftVouchers: GIFT_VOUCHERS,
  partners: PARTNERS,
  notifications: NOTIFICATIONS,
  // The demo tools: no client calls them (endpoints/demo.ts).
  demo: DEMO,
  ...STAFF_ENDPOINTS,
} as const;

/** Every entry of the table, each with its resource and name (`cart.addToCart`). */
export function endpointList(): { name: string; endpoint: Endpoint }[] {
  const list: { name: string; endpoint: Endpoint }[] = [];
  for (const [resource, entries] of Object.entries(ENDPOINTS)) {
    for (const [name, entry] of Object.entries(entries)) list.push({ name: `${resource}.${name}`, endpoint: entry });
  }
  return list;
}
