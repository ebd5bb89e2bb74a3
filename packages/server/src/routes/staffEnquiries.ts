/**
 * The staff's enquiry listings (docs/rules.md#enquiries), under /api/staff/ behind its staff check
 * (401 without a session, 403 for customers), newest first, paged like GET /staff/orders
 * (?page=&page_size=, 20 a page unless asked, at most 100; ?status=new|answered|closed keeps the
 * enquiries of one status):
 * - GET /inquiries: contact inquiries
 * - GET /b2b-leads: B2B leads, each question as asked with its answer
 * - GET /export-leads: export leads, likewise
 * Each answers `{status, count, total_pages, page, data}`.
 */
import type { Hono } from 'hono';
import { STAFF_ENQUIRIES } from '@so/contract/staff';
import type { Deps } from '../deps.ts';
import { listInquiries, listLeads } from '../enquiries/queries.ts';
import { route, routeApp } from '../http/route.ts';
import { leadStatusRoute } from './staffLeads.ts';

const pages = (count: number, pageSize: number) => Math.ceil(count / pageSize);

export function staffEnquiryRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, STAFF_ENQUIRIES.inquiries, async (_c, { query }) => {
    const { page, page_size: pageSize, status } = query;
    const { count, data } = await listInquiries(db, page, pageSize, status);
    return { status: true, count, total_pages: pages(count, pageSize), page, data };
  });

  route(app, STAFF_ENQUIRIES.b2bLeads, async (_c, { query }) => {
    const { page, page_size: pageSize, status } = query;
    const { count, data } = await listLeads(db, 'b2b', page, pageSize, status);
    return { status: true, count, total_pages: pages(count, pageSize), page, data };
  });

  route(app, STAFF_ENQUIRIES.exportLeads, async (_c, { query }) => {
    const { page, page_size: pageSize, status } = query;
    const { count, data } = await listLeads(db, 'export', page, pageSize, status);
    return { status: true, count, total_pages: pages(count, pageSize), page, data };
  });

  leadStatusRoute(app, STAFF_ENQUIRIES.setInquiryStatus, 'inquiries');
  leadStatusRoute(app, STAFF_ENQUIRIES.setB2bLeadStatus, 'b2b-leads');
  leadStatusRoute(app, STAFF_ENQUIRIES.setExportLeadStatus, 'export-leads');

  return app.hono;
}
