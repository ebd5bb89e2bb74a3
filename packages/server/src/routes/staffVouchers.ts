/**
 * The staff's vouchers (docs/rules.md#vouchers-and-gift-vouchers), under /api/staff/ behind its
 * staff check:
 * - GET /vouchers?search=&page=&page_size=: flat and percent vouchers, newest first, with uses and
 *   where each stands (`state`: active, paused, expired or used_up).
 * - POST /vouchers (superuser): creates one (409 when the code exists).
 * - PATCH /vouchers/{id} {is_active} (superuser): pauses (false) or resumes (true) one.
 * Gift vouchers and their balances: GET /gift-vouchers (routes/staffGiftVouchers.ts).
 * Every change is written to the audit log.
 */
import type { Hono } from 'hono';
import { ANSWER } from '@so/contract';
import { STAFF_VOUCHERS } from '@so/contract/staff';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { reply, route, routeApp } from '../http/route.ts';
import { createVoucher, setVoucherActive, staffVouchers } from '../staff/vouchers.ts';

export function staffVoucherRoutes({ db, now = () => new Date() }: Deps): Hono {
  const app = routeApp(db);

  route(app, STAFF_VOUCHERS.vouchers, async (_c, { query }) => {
    const { search, page, page_size: pageSize } = query;
    const { count, data } = await staffVouchers(db, search, page, pageSize, now());
    return { status: true, count, total_pages: Math.ceil(count / pageSize), page, data };
  });

  route(app, STAFF_VOUCHERS.createVoucher, async (c, { body }) => {
    const data = await createVoucher(db, c.var.auth.user, body, now());
    return reply({ status: true, message: ANSWER.voucherCreated, data }, 201);
  });

  route(app, STAFF_VOUCHERS.setVoucherActive, async (c, { params, body }) => {
    const active = body.is_active;
    const data = await setVoucherActive(db, c.var.auth.user, params.id, active, now());
    if (!data) throw notFound(ANSWER.voucherNotFound);
    return { status: true, message: active ? ANSWER.voucherResumed : ANSWER.voucherPaused, data };
  });

  return app.hono;
}
