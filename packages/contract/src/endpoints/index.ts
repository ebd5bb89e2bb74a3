/**
 * The endpoint table: every call of the API the client makes, one file per resource. Both the
 * server (its routes) and the client (its calls) are derived from it.
 */
import { APPOINTMENTS } from './appointments.ts';
import { CART } from './cart.ts';
import { CATALOGUE } from './catalogue.ts';
import { CONTENT } from './content.ts';
import { ENQUIRIES } from './enquiries.ts';
import { GIFT_VOUCHERS } from './gift-vouchers.ts';
import { HOME } from './home.ts';
import { PARTNERS } from './partners.ts';
import { PLACES } from './places.ts';
import { REVIEWS } from './reviews.ts';
import { WISHLIST } from './wishlist.ts';
import type { Endpoint } from './endpoint.ts';
// The staff's resources (endpoints/staff/): one block, spread into ENDPOINTS below.
import { STAFF_ENDPOINTS } from './staff/index.ts';

export * from './endpoint.ts';
export { APPOINTMENTS } from './appointments.ts';
export { CART } from './cart.ts';
export { CATALOGUE } from './catalogue.ts';
export { CONTENT } from './content.ts';
export { ENQUIRIES } from './enquiries.ts';
export { GIFT_VOUCHERS } from './gift-vouchers.ts';
export { HOME } from './home.ts';
export { PARTNERS } from './partners.ts';
export { PLACES } from './places.ts';
export { REVIEWS } from './reviews.ts';
export { WISHLIST } from './wishlist.ts';
export * from './staff/index.ts';

/** Every entry of the table by resource, then by the client's method name. */
export const ENDPOINTS = {
  cart: CART,
  wishlist: WISHLIST,
  places: PLACES,
  home: HOME,
  content: CONTENT,
  catalogue: CATALOGUE,
  reviews: REVIEWS,
  enquiries: ENQUIRIES,
  appointments: APPOINTMENTS,
  giftVouchers: GIFT_VOUCHERS,
  partners: PARTNERS,
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
