/**
 * The endpoint table: every call of the API the client makes, one file per resource. Both the
 * server (its routes) and the client (its calls) are derived from it.
 */
import { ACCOUNT } from './account.ts';
import { ADDRESSES } from './addresses.ts';
import { CART } from './cart.ts';
import { CONTENT } from './content.ts';
import { ELITE } from './elite.ts';
import { HOME } from './home.ts';
import { PLACES } from './places.ts';
import { WISHLIST } from './wishlist.ts';
import type { Endpoint } from './endpoint.ts';
// The staff's resources (endpoints/staff/): one block, spread into ENDPOINTS below.
import { STAFF_ENDPOINTS } from './staff/index.ts';

export * from './endpoint.ts';
export { ACCOUNT } from './account.ts';
export { ADDRESSES } from './addresses.ts';
export { CART } from './cart.ts';
export { CONTENT } from './content.ts';
export { ELITE } from './elite.ts';
export { HOME } from './home.ts';
export { PLACES } from './places.ts';
export { WISHLIST } from './wishlist.ts';
export * from './staff/index.ts';

/** Every entry of the table by resource, then by the client's method name. */
export const ENDPOINTS = { cart: CART, wishlist: WISHLIST, places: PLACES, home: HOME, content: CONTENT, account: ACCOUNT, addresses: ADDRESSES, elite: ELITE, ...STAFF_ENDPOINTS } as const;

/** Every entry of the table, each with its resource and name (`cart.addToCart`). */
export function endpointList(): { name: string; endpoint: Endpoint }[] {
  const list: { name: string; endpoint: Endpoint }[] = [];
  for (const [resource, entries] of Object.entries(ENDPOINTS)) {
    for (const [name, entry] of Object.entries(entries)) list.push({ name: `${resource}.${name}`, endpoint: entry });
  }
  return list;
}
