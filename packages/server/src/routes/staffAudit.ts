/**
 * The audit log and lead statuses (issue 18), under /api/staff/ behind its staff check:
 * - GET /audit?entity=&entity_id=&page=&page_size=: every staff change, newest first, with who,
 *   when, what, and the record before and after. Nobody can edit it (migration 022).
 * - PATCH /inquiries/{id}, /b2b-leads/{id}, /export-leads/{id}, /appointments/{id} {status}:
 *   new, answered or closed, written to the audit log.
 */
import { Hono } from 'hono';
import type { Infer } from 'superstruct';
import { ANSWER, LeadParams, LeadStatusRequest, LeadStatusResponse, StaffAuditQuery, StaffAuditResponse } from '@so/contract';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import type { LoggedIn } from '../http/session.ts';
import { validate } from '../http/validate.ts';
import { auditEntries } from '../staff/audit.ts';
import { LEAD_KINDS, setLeadStatus, type LeadKind } from '../staff/leads.ts';

export function staffAuditRoutes({ db }: Deps): Hono<LoggedIn> {
  const api = new Hono<LoggedIn>({ strict: false });

  api.get('/audit', validate('query', StaffAuditQuery), async (c) => {
    const { entity, entity_id: entityId, page, page_size: pageSize } = c.req.valid('query');
    const { count, entries } = await auditEntries(db, { entity, entityId, page, pageSize });
    return c.json<Infer<typeof StaffAuditResponse>>({ status: true, count, total_pages: Math.ceil(count / pageSize), page, data: entries });
  });

  for (const kind of Object.keys(LEAD_KINDS) as LeadKind[]) {
    api.patch(`/${kind}/:id`, validate('param', LeadParams), validate('json', LeadStatusRequest), async (c) => {
      const { id } = c.req.valid('param');
      const status = await setLeadStatus(db, c.var.auth.user, kind, id, c.req.valid('json').status);
      if (status === null) throw notFound(ANSWER.leadNotFound);
      return c.json<Infer<typeof LeadStatusResponse>>({ status: true, message: ANSWER.leadStatusUpdated, data: { id, status } });
    });
  }

  return api;
}
