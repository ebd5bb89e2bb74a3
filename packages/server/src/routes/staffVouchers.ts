/**
 * The staff's vouchers (issue 18), under /api/staff/ behind its staff check:
 * - GET /vouchers?search=&page=&page_size=: flat and percent vouchers, newest first, with uses and
 *   where each stands (`state`: active, paused, expired or used_up).
 * - POST /vouchers (superuser): creates one (409 when the code exists).
 * - PATCH /vouchers/{id} {is_active} (superuser): pauses (false) or resumes (true) one.
 * Gift vouchers and their balances: GET /gift-vouchers (routes/staffGiftVouchers.ts).
 * Every change is written to the audit log.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import { ANSWER, StaffVoucherCreateRequest, StaffVoucherResponse, StaffVouchersQuery, StaffVouchersResponse, StaffVoucherUpdateRequest, VoucherParams } from '@so/contract';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { superuserOnly, type LoggedIn } from '../http/session.ts';
import { validate } from '../http/validate.ts';
import { createVoucher, setVoucherActive, staffVouchers } from '../staff/vouchers.ts';

export function staffVoucherRoutes({ db, now = () => new Date() }: Deps): Hono<LoggedIn> {
  const api = new Hono<LoggedIn>({ strict: false });

  api.get('/vouchers', validate('query', StaffVouchersQuery), async (c) => {
    const { search, page, page_size: pageSize } = c.req.valid('query');
    const { count, data } = await staffVouchers(db, search, page, pageSize, now());
    return c.json<Infer<typeof StaffVouchersResponse>>({ status: true, count, total_pages: Math.ceil(count / pageSize), page, data });
  });

  api.post('/vouchers', superuserOnly(db), validate('json', StaffVoucherCreateRequest), async (c) => {
    const data = await createVoucher(db, c.var.auth.user, c.req.valid('json'), now());
    return c.json<Infer<typeof StaffVoucherResponse>>({ status: true, message: ANSWER.voucherCreated, data }, 201);
  });

  api.patch('/vouchers/:id', superuserOnly(db), validate('param', VoucherParams), validate('json', StaffVoucherUpdateRequest), async (c) => {
    const active = c.req.valid('json').is_active;
    const data = await setVoucherActive(db, c.var.auth.user, c.req.valid('param').id, active, now());
    if (!data) throw notFound(ANSWER.voucherNotFound);
    return c.json<Infer<typeof StaffVoucherResponse>>({ status: true, message: active ? ANSWER.voucherResumed : ANSWER.voucherPaused, data });
  });

  return api;
}
