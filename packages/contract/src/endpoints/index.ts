/**
 * The endpoint table: every call of the API the client makes, one file per resource. Both the
 * server (its routes) and the client (its calls) are derived from it.
 */
import { CART } from './cart.ts';
import type { Endpoint } from './endpoint.ts';
// The staff's resources (endpoints/staff/): one block, spread into ENDPOINTS below.
import { STAFF_ENDPOINTS } from './staff/index.ts';

export * from './endpoint.ts';
export { CART } from './cart.ts';
export * from './staff/index.ts';

/** Every entry of the table by resource, then by the client's method name. */
export const ENDPOINTS = { cart: CART, ...STAFF_ENDPOINTS } as const;

/** Every entry of the table, each with its resource and name (`cart.addToCart`). */
export function endpointList(): { name: string; endpoint: Endpoint }[] {
  const list: { name: string; endpoint: Endpoint }[] = [];
  for (const [resource, entries] of Object.entries(ENDPOINTS)) {
    for (const [name, entry] of Object.entries(entries)) list.push({ name: `${resource}.${name}`, endpoint: entry });
  }
  return list;
}
