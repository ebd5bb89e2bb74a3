/**
 * The staff's customers and staff accounts (docs/rules.md#staff-and-the-audit-log), under
 * /api/staff/ behind its staff check:
 * - GET /customers?search=&page=&page_size=: by name, e-mail or mobile, newest accounts first.
 * - GET /customers/{id}: the account with its latest orders, coin ledger and subscriptions.
 * - POST /customers/{id}/coins {coins, reason} (superuser): a coin ledger entry ('adjustment');
 *   409 when the balance would go below zero.
 * - PATCH /users/{id} {is_staff} (superuser, never on oneself): grants or takes back staff access.
 * Every change is written to the audit log.
 */
import type { Hono } from 'hono';
import { ANSWER } from '@so/contract';
import { STAFF_CUSTOMERS } from '@so/contract/staff';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { route, routeApp } from '../http/route.ts';
import { adjustCoins, setStaff, staffCustomer, staffCustomers } from '../staff/customers.ts';

export function staffCustomerRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, STAFF_CUSTOMERS.customers, async (_c, { query }) => {
    const { search, page, page_size: pageSize } = query;
    const { count, data } = await staffCustomers(db, search, page, pageSize);
    return { status: true, count, total_pages: Math.ceil(count / pageSize), page, data };
  });

  route(app, STAFF_CUSTOMERS.customer, async (_c, { params }) => {
    const data = await staffCustomer(db, params.id);
    if (!data) throw notFound(ANSWER.customerNotFound);
    return { status: true, data };
  });

  route(app, STAFF_CUSTOMERS.adjustCoins, async (c, { params, body }) => {
    const { id } = params;
    const balance = await adjustCoins(db, c.var.auth.user, id, body.coins, body.reason);
    if (balance === null) throw notFound(ANSWER.customerNotFound);
    return { status: true, message: ANSWER.coinsAdjusted, data: { id, coin_balance: balance } };
  });

  route(app, STAFF_CUSTOMERS.setStaff, async (c, { params, body }) => {
    const data = await setStaff(db, c.var.auth.user, params.id, body.is_staff);
    if (!data) throw notFound(ANSWER.userNotFound);
    return { status: true, message: ANSWER.userUpdated, data };
  });

  return app.hono;
}
