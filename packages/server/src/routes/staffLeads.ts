/**
 * PATCH /staff/{inquiries|b2b-leads|export-leads|appointments}/{id} {status}: new, answered or
 * closed, written to the audit log. Each list's entry (STAFF_ENQUIRIES, STAFF_APPOINTMENTS) is
 * registered by its resource's routes with this one handler.
 */
import { ANSWER } from '@so/contract';
import { STAFF_ENQUIRIES } from '@so/contract/staff';
import { notFound } from '../http/errors.ts';
import { route, type RouteApp } from '../http/route.ts';
import { setLeadStatus, type LeadKind } from '../staff/leads.ts';

/** The lead status entries all have this one shape (their paths differ). */
type LeadStatusEntry = typeof STAFF_ENQUIRIES.setInquiryStatus;

export function leadStatusRoute(app: RouteApp, entry: LeadStatusEntry, kind: LeadKind): void {
  route(app, entry, async (c, { params, body }) => {
    const { id } = params;
    const status = await setLeadStatus(app.db, c.var.auth.user, kind, id, body.status);
    if (status === null) throw notFound(ANSWER.leadNotFound);
    return { status: true, message: ANSWER.leadStatusUpdated, data: { id, status } };
  });
}
