/**
 * Where a contact inquiry, a B2B or export lead or a Vaidya appointment stands (
 * migration 023): new, answered or closed, changed by staff with an audit entry.
 */
import type { LeadStatus } from '@so/contract';
import { raw, run, sql } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { recordAudit } from './audit.ts';
import type { Actor } from './admin-common.ts';

/** Each kind: its path under /api/staff/, its table and its audit entity. */
export const LEAD_KINDS = {
  inquiries: { table: 'inquiries', entity: 'inquiry' },
  'b2b-leads': { table: 'b2b_leads', entity: 'b2b_lead' },
  'export-leads': { table: 'export_leads', entity: 'export_lead' },
  appointments: { table: 'appointments', entity: 'appointment' },
} as const;
export type LeadKind = keyof typeof LEAD_KINDS;

/** Sets the status of record `id` of `kind`; null when there is none. */
export async function setLeadStatus(db: Db, actor: Actor, kind: LeadKind, id: number, status: LeadStatus): Promise<LeadStatus | null> {
  const { table, entity } = LEAD_KINDS[kind];
  return db.transaction(async (tx) => {
    // `table` is one of the constants above, never text from a request.
    const { rows } = await run<{ status: LeadStatus }>(tx, sql`SELECT status FROM ${raw(table)} WHERE id = ${id} FOR UPDATE`);
    if (!rows[0]) return null;
    await run(tx, sql`UPDATE ${raw(table)} SET status = ${status} WHERE id = ${id}`);
    await recordAudit(tx, { actor, action: `${entity}.status`, entity, entityId: id, before: { status: rows[0].status }, after: { status } });
    return status;
  });
}
