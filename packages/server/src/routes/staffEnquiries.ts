/**
 * The staff's enquiry listings (issue 15), under /api/staff/ behind its staff check (401 without
 * a session, 403 for customers), newest first, paged like GET /staff/orders (?page=&page_size=,
 * 20 a page unless asked, at most 100; ?status=new|answered|closed, issue 18):
 * - GET /inquiries: contact inquiries
 * - GET /b2b-leads: B2B leads, each question as asked with its answer
 * - GET /export-leads: export leads, likewise
 * Each answers `{status, count, total_pages, page, data}`.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import { StaffB2bLeadsResponse, StaffEnquiriesQuery, StaffExportLeadsResponse, StaffInquiriesResponse } from '@so/contract';
import type { Deps } from '../deps.ts';
import { listInquiries, listLeads } from '../enquiries/queries.ts';
import type { LoggedIn } from '../http/session.ts';
import { validate } from '../http/validate.ts';

const pages = (count: number, pageSize: number) => Math.ceil(count / pageSize);

export function staffEnquiryRoutes({ db }: Deps): Hono<LoggedIn> {
  const api = new Hono<LoggedIn>({ strict: false });

  api.get('/inquiries', validate('query', StaffEnquiriesQuery), async (c) => {
    const { page, page_size: pageSize, status } = c.req.valid('query');
    const { count, data } = await listInquiries(db, page, pageSize, status);
    return c.json<Infer<typeof StaffInquiriesResponse>>({ status: true, count, total_pages: pages(count, pageSize), page, data });
  });

  api.get('/b2b-leads', validate('query', StaffEnquiriesQuery), async (c) => {
    const { page, page_size: pageSize, status } = c.req.valid('query');
    const { count, data } = await listLeads(db, 'b2b', page, pageSize, status);
    return c.json<Infer<typeof StaffB2bLeadsResponse>>({ status: true, count, total_pages: pages(count, pageSize), page, data });
  });

  api.get('/export-leads', validate('query', StaffEnquiriesQuery), async (c) => {
    const { page, page_size: pageSize, status } = c.req.valid('query');
    const { count, data } = await listLeads(db, 'export', page, pageSize, status);
    return c.json<Infer<typeof StaffExportLeadsResponse>>({ status: true, count, total_pages: pages(count, pageSize), page, data });
  });

  return api;
}
