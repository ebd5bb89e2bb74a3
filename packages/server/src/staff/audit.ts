/**
 * The audit log of staff changes (migration 022). Every change a staff member or a
 * superuser makes through /api/staff/ is written here by `recordAudit`, inside the transaction
 * that makes the change (so an entry exists exactly when the change does), with the record's
 * state before and after. The database refuses to edit or delete an entry.
 */
import type { UserRow } from '../accounts/sessions.ts';
import type { Db } from '../db/types.ts';
import { and, run, type Sql, sql } from '../db/sql.ts';

/** What a JSON column holds: a record's fields as the change saw them. */
export type AuditState = Readonly<Record<string, unknown>> | null;

export interface AuditEntry {
  /** Who made the change (the logged-in staff member). */
  actor: Pick<UserRow, 'id' | 'email'>;
  /** What was done, as `entity.verb`: e.g. `order.status`, `product.stock`, `voucher.create`. */
  action: string;
  /** The kind of record changed: `order`, `product`, `voucher`, `review`, `user`, … */
  entity: string;
  /** Its id as the dashboard shows it (an order number, a product id, a voucher code). */
  entityId: string | number;
  /** The record before the change (null when it was created) and after it (null when removed). */
  before: AuditState;
  after: AuditState;
}

/**
 * Writes one entry. Call it with the transaction of the change (`tx`), after the change, so the
 * entry is kept only when the change is. An entry whose before and after are the same is not
 * a change and is not written (answers whether it was).
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<boolean> {
  if (entry.before !== null && entry.after !== null && sameState(entry.before, entry.after)) return false;
  await run(tx, sql`INSERT INTO audit_log (actor_id, actor_email, action, entity, entity_id, before, after) VALUES (${entry.actor.id}, ${entry.actor.email}, ${entry.action}, ${entry.entity}, ${String(entry.entityId)}, ${entry.before === null ? null : JSON.stringify(entry.before)}::jsonb, ${entry.after === null ? null : JSON.stringify(entry.after)}::jsonb)`);
  return true;
}

function sameState(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return false;
  return true;
}

export interface AuditRow {
  id: number;
  at: string;
  actor_id: number | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: AuditState;
  after: AuditState;
}

export interface AuditFilter {
  entity?: string | null;
  entityId?: string | null;
  actorId?: number | null;
  page: number;
  pageSize: number;
}

/** The log, newest first, filtered by record and actor, a page at a time. */
export async function auditEntries(db: Db, filter: AuditFilter): Promise<{ count: number; entries: AuditRow[] }> {
  const { entity = null, entityId = null, actorId = null } = filter;
  const where: Sql[] = [];
  if (entity !== null) where.push(sql`entity = ${entity}`);
  if (entityId !== null) where.push(sql`entity_id = ${entityId}`);
  if (actorId !== null) where.push(sql`actor_id = ${actorId}`);
  const { rows } = await run<AuditRow & { total: number }>(
    db,
    sql`SELECT id::int AS id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, actor_id, actor_email, action, entity, entity_id,
            before, after, count(*) OVER ()::int AS total
       FROM audit_log
      WHERE ${and(where)}
      ORDER BY at DESC, id DESC
      LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
  );
  return { count: rows[0]?.total ?? 0, entries: rows.map(({ total: _total, ...entry }) => entry) };
}
