/**
 * The staff's gift voucher listing (docs/rules.md#vouchers-and-gift-vouchers), under /api/staff/
 * behind its staff check (401 without a session, 403 for customers): GET
 * /gift-vouchers?page=&page_size=, newest purchases first, paged like the enquiry listings (20 a
 * page unless asked, at most 100). Each purchase with, once paid, its voucher's id, balance left
 * and whether it is used up; never the code, which only the recipient's e-mail carries
 * (gift-vouchers/staff.ts). Answers
 * `{status, count, total_pages, page, data}`.
 */
import type { Hono } from 'hono';
import { STAFF_GIFT_VOUCHERS } from '@so/contract/staff';
import type { Deps } from '../deps.ts';
import { listGiftVoucherPurchases } from '../gift-vouchers/staff.ts';
import { route, routeApp } from '../http/route.ts';

export function staffGiftVoucherRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, STAFF_GIFT_VOUCHERS.giftVouchers, async (_c, { query }) => {
    const { page, page_size: pageSize } = query;
    const { count, data } = await listGiftVoucherPurchases(db, page, pageSize);
    return { status: true, count, total_pages: Math.ceil(count / pageSize), page, data };
  });

  return app.hono;
}
