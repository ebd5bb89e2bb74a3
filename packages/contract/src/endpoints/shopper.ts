/** The shoppers' entries of the endpoint table (the staff's: endpoints/staff/), one export per resource. */
export * from './endpoint.ts';
export { CART } from './cart.ts';
export { COINS } from './coins.ts';
export { CONTENT } from './content.ts';
export { DOCUMENTS } from './documents.ts';
export { HOME } from './home.ts';
export { ORDERS } from './orders.ts';
export { PAYMENTS } from './payments.ts';
export { PLACES } from './places.ts';
export { SUBSCRIPTIONS } from './subscriptions.ts';
export { WISHLIST } from './wishlist.ts';
