/**
 * The staff's appointment listing (docs/rules.md#bookings), under /api/staff/ behind its staff
 * check (401 without a session, 403 for customers): GET /appointments?page=&page_size=&from=,
 * newest bookings first, paged like the enquiry listings (20 a page unless asked, at most 100);
 * `from` (YYYY-MM-DD) keeps the appointments on or after that day in Asia/Kolkata. Answers
 * `{status, count, total_pages, page, data}`.
 */
import type { Hono } from 'hono';
import { STAFF_APPOINTMENTS } from '@so/contract/staff';
import { listAppointments } from '../appointments/queries.ts';
import type { Deps } from '../deps.ts';
import { route, routeApp } from '../http/route.ts';
import { leadStatusRoute } from './staffLeads.ts';

export function staffAppointmentRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, STAFF_APPOINTMENTS.appointments, async (_c, { query }) => {
    const { page, page_size: pageSize, from, status } = query;
    const { count, data } = await listAppointments(db, page, pageSize, from, status);
    return { status: true, count, total_pages: Math.ceil(count / pageSize), page, data };
  });

  leadStatusRoute(app, STAFF_APPOINTMENTS.setAppointmentStatus, 'appointments');

  return app.hono;
}
