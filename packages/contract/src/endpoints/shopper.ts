/** The shoppers' entries of the endpoint table (the staff's: endpoints/staff/), one export per resource. */
export * from './endpoint.ts';
export { APPOINTMENTS } from './appointments.ts';
export { CART } from './cart.ts';
export { CATALOGUE } from './catalogue.ts';
export { COINS } from './coins.ts';
export { CONTENT } from './content.ts';
export { DOCUMENTS } from './documents.ts';
export { ENQUIRIES } from './enquiries.ts';
export { GIFT_VOUCHERS } from './gift-vouchers.ts';
export { HOME } from './home.ts';
export { ORDERS } from './orders.ts';
export { PARTNERS } from './partners.ts';
export { PAYMENTS } from './payments.ts';
export { PLACES } from './places.ts';
export { REVIEWS } from './reviews.ts';
export { SUBSCRIPTIONS } from './subscriptions.ts';
export { WISHLIST } from './wishlist.ts';
