/**
 * The staff's appointment listing (issue 15), under /api/staff/ behind its staff check (401
 * without a session, 403 for customers): GET /appointments?page=&page_size=&from=, newest bookings
 * first, paged like the enquiry listings (20 a page unless asked, at most 100); `from`
 * (YYYY-MM-DD) keeps the appointments on or after that day in Asia/Kolkata. Answers
 * `{status, count, total_pages, page, data}`.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import { StaffAppointmentsQuery, StaffAppointmentsResponse } from '@so/contract';
import { listAppointments } from '../appointments/queries.ts';
import type { Deps } from '../deps.ts';
import type { LoggedIn } from '../http/session.ts';
import { validate } from '../http/validate.ts';

export function staffAppointmentRoutes({ db }: Deps): Hono<LoggedIn> {
  const api = new Hono<LoggedIn>({ strict: false });

  api.get('/appointments', validate('query', StaffAppointmentsQuery), async (c) => {
    const { page, page_size: pageSize, from, status } = c.req.valid('query');
    const { count, data } = await listAppointments(db, page, pageSize, from, status);
    return c.json<Infer<typeof StaffAppointmentsResponse>>({ status: true, count, total_pages: Math.ceil(count / pageSize), page, data });
  });

  return api;
}
