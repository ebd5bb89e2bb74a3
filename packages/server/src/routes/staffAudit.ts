/**
 * The audit log, under /api/staff/ behind its staff check: GET /audit?entity=&entity_id=&page=&page_size=:
 * every staff change, newest first, with who, when, what, and the record before and after.
 * Nobody can edit it (migration 022). (The lead statuses' PATCH: routes/staffLeads.ts.)
 */
import type { Hono } from 'hono';
import { STAFF_AUDIT } from '@so/contract/staff';
import type { Deps } from '../deps.ts';
import { route, routeApp } from '../http/route.ts';
import { auditEntries } from '../staff/audit.ts';

export function staffAuditRoutes({ db }: Deps): Hono {
  const app = routeApp(db);

  route(app, STAFF_AUDIT.audit, async (_c, { query }) => {
    const { entity, entity_id: entityId, page, page_size: pageSize } = query;
    const { count, entries } = await auditEntries(db, { entity, entityId, page, pageSize });
    return { status: true, count, total_pages: Math.ceil(count / pageSize), page, data: entries };
  });

  return app.hono;
}
