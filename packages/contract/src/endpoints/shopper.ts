/** The shoppers' entries of the endpoint table (the staff's: endpoints/staff/), one export per resource. */
export * from './endpoint.ts';
export { CART } from './cart.ts';
export { CONTENT } from './content.ts';
export { HOME } from './home.ts';
export { PLACES } from './places.ts';
export { WISHLIST } from './wishlist.ts';
