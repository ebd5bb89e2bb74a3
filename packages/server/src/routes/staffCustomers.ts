/**
 * The staff's customers and staff accounts (issue 18), under /api/staff/ behind its staff check:
 * - GET /customers?search=&page=&page_size=: by name, e-mail or mobile, newest accounts first.
 * - GET /customers/{id}: the account with its latest orders, coin ledger and subscriptions.
 * - POST /customers/{id}/coins {coins, reason} (superuser): a coin ledger entry ('adjustment');
 *   409 when the balance would go below zero.
 * - PATCH /users/{id} {is_staff} (superuser, never on oneself): grants or takes back staff access.
 * Every change is written to the audit log.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import {
  ANSWER,
  CoinAdjustRequest,
  CoinAdjustResponse,
  CustomerParams,
  StaffCustomerDetailResponse,
  StaffCustomersQuery,
  StaffCustomersResponse,
  StaffUserResponse,
  StaffUserUpdateRequest,
  UserParams,
} from '@so/contract';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { superuserOnly, type LoggedIn } from '../http/session.ts';
import { validate } from '../http/validate.ts';
import { adjustCoins, setStaff, staffCustomer, staffCustomers } from '../staff/customers.ts';

export function staffCustomerRoutes({ db }: Deps): Hono<LoggedIn> {
  const api = new Hono<LoggedIn>({ strict: false });

  api.get('/customers', validate('query', StaffCustomersQuery), async (c) => {
    const { search, page, page_size: pageSize } = c.req.valid('query');
    const { count, data } = await staffCustomers(db, search, page, pageSize);
    return c.json<Infer<typeof StaffCustomersResponse>>({ status: true, count, total_pages: Math.ceil(count / pageSize), page, data });
  });

  api.get('/customers/:id', validate('param', CustomerParams), async (c) => {
    const data = await staffCustomer(db, c.req.valid('param').id);
    if (!data) throw notFound(ANSWER.customerNotFound);
    return c.json<Infer<typeof StaffCustomerDetailResponse>>({ status: true, data });
  });

  api.post('/customers/:id/coins', superuserOnly(db), validate('param', CustomerParams), validate('json', CoinAdjustRequest), async (c) => {
    const { id } = c.req.valid('param');
    const { coins, reason } = c.req.valid('json');
    const balance = await adjustCoins(db, c.var.auth.user, id, coins, reason);
    if (balance === null) throw notFound(ANSWER.customerNotFound);
    return c.json<Infer<typeof CoinAdjustResponse>>({ status: true, message: ANSWER.coinsAdjusted, data: { id, coin_balance: balance } });
  });

  api.patch('/users/:id', superuserOnly(db), validate('param', UserParams), validate('json', StaffUserUpdateRequest), async (c) => {
    const data = await setStaff(db, c.var.auth.user, c.req.valid('param').id, c.req.valid('json').is_staff);
    if (!data) throw notFound(ANSWER.userNotFound);
    return c.json<Infer<typeof StaffUserResponse>>({ status: true, message: ANSWER.userUpdated, data });
  });

  return api;
}
