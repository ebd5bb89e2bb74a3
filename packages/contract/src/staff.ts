/**
 * The staff's part of the contract (`@so/contract/staff`): the dashboard's and the staff
 * endpoints' schemas and their entries of the endpoint table. Only the dashboard, the server and
 * tests import it, so the shoppers' bundle never carries it.
 */
export * from './staff-orders.ts';
export * from './staff-fulfilment.answers.ts';
export * from './staff-fulfilment.requests.ts';
export * from './staff-admin.ts';
export * from './staff-content.ts';
export * from './staff.answers.ts';
export * from './staff.requests.ts';
export * from './endpoints/staff/index.ts';
