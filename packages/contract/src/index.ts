/**
 * What the server and the client agree on: the wire schemas of the API, the rules and field
 * validators (docs/rules.md), every message either side shows or sends, and the
 * types they share. Both sides import this package; it imports nothing of theirs.
 */
export * from './constants.ts';
export { MSG } from './messages.ts';
export { ANSWER } from './answers.ts';
export { DOC } from './documents.ts';
export { formatDate, formatDateTime, formatIndianNumber, formatPaise, formatWholeRupees, lazyFormat, paiseToRupees, rupeesToPaise } from './money.ts';
export * from './rules.ts';
export * from './catalogue.ts';
export * from './validators.ts';
export * from './wire.ts';
export * from './account.answers.ts';
export * from './addresses.answers.ts';
export * from './catalogue.answers.ts';
export * from './home.answers.ts';
export * from './cart.answers.ts';
export * from './coins.answers.ts';
export * from './orders.answers.ts';
export * from './elite.answers.ts';
export * from './subscriptions.answers.ts';
export * from './content.answers.ts';
export * from './appointments.answers.ts';
export * from './gift-vouchers.answers.ts';
export * from './fields.ts';
export * from './account.requests.ts';
export * from './addresses.requests.ts';
export * from './catalogue.requests.ts';
export * from './home.requests.ts';
export * from './cart.requests.ts';
export * from './coins.requests.ts';
export * from './orders.requests.ts';
export * from './elite.requests.ts';
export * from './subscriptions.requests.ts';
export * from './partners.requests.ts';
export * from './content.ts';
export * from './enquiries.ts';
export * from './appointments.ts';
export * from './gift-vouchers.ts';
export * from './gift-voucher-return.ts';
export * from './operations.ts';
export * from './subscriptions.ts';
export * from './events.ts';
export * from './partners.ts';
export * from './handoff.ts';
export * from './page-meta.ts';
export * from './seo.ts';
export * from './csv.ts';
export * from './gst.ts';
export * from './preferences.ts';
export * from './preferences.answers.ts';
export * from './preferences.requests.ts';
// The shoppers' entries of the endpoint table. The staff's entries and schemas are the
// `@so/contract/staff` entry, the whole table (ENDPOINTS) `@so/contract/endpoints`: neither is
// reached from here, so no shopper's bundle carries them.
export * from './endpoints/shopper.ts';
